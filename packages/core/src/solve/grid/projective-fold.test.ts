import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { twistedAgreement } from './_test-twisted.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { chaseOf, ProjectiveChase } from './projective-chase.ts';
import { foldSystem, projectiveFoldMethod } from './projective-fold.ts';
import { NilpotentFold } from './projective-nilpotent.ts';
import { RingFold } from './projective-ring-fold.ts';
import { OddRingFold } from './projective-ring-odd.ts';
import { PairFold } from './projective-ring-pairs.ts';
import { ProductFold } from './projective-ring-product.ts';
import { SplitFold } from './projective-split-fold.ts';
import { projectiveFold } from './projective-seam.ts';

const PROJECTIVE: Rule[] = STENCIL_NAMES.flatMap((name) => [makeRule(namedStencil(name), 'projective'), makeRule(namedStencil(name, { center: false }), 'projective')]);

describe('projective-fold: the projective plane folded into rings of 2n cells', () => {
  it('takes the symmetric 3 × 3 rules on sides ≥ 3, and nothing else', () => {
    const on = (name: string, rows: number, cols: number, center = true) => projectiveFoldMethod.applies({ rule: makeRule(namedStencil(name as 'cross', { center }), 'projective'), rows, cols });
    expect(on('cross', 9, 8)).toBe(true);
    expect(on('cross', 9, 2)).toBe(false);
    expect(on('cross', 2, 9)).toBe(false);
    expect(on('moore', 9, 9)).toBe(true);
    expect(on('diagonal', 9, 8, false)).toBe(true);
    expect(on('cross', 3, 2 ** 30)).toBe(false); // past the board limit: lazy chasing refuses it by estimate
    expect(projectiveFoldMethod.applies({ rule: makeRule(namedStencil('cross'), 'mobius'), rows: 9, cols: 8 })).toBe(false);
    expect(projectiveFoldMethod.applies({ rule: makeRule(parseStencil('.#./.##/...'), 'projective'), rows: 9, cols: 8 })).toBe(false);
  });

  it('chases on the side whose ring makes c a unit, and builds the same system by rotations and shared chases as by one chase per unknown', () => {
    const moore = makeRule(namedStencil('moore'), 'projective');
    expect(projectiveFold(moore, 10, 9)?.transposed).toBe(true); // 3 | 9: the ring of the 10 rows' 20 cells
    expect(new ProjectiveChase(projectiveFold(moore, 9, 9)!).beta).toBe(2); // 3 | both: c's kernel
    const diagonal = makeRule(namedStencil('diagonal'), 'projective');
    expect(projectiveFold(diagonal, 8, 12)?.transposed).toBe(true); // the ring of 16 cells, where c is nilpotent
    let nilpotent = 0;
    for (let rows = 3; rows <= 12; rows++) for (let cols = 3; cols <= 12; cols++) {
        const fold = projectiveFold(diagonal, rows, cols);
        nilpotent += fold && NilpotentFold.takes(fold) ? 1 : 0;
      }
    expect(nilpotent).toBeGreaterThan(20); // shapes the dense comparison below takes by the nilpotent fold
    let rotated = 0;
    for (const rule of PROJECTIVE) {
      for (const [rows, cols] of [[3, 4], [4, 5], [7, 7], [8, 10], [11, 16], [12, 33], [9, 9], [12, 15], [6, 8], [10, 11], [13, 21], [10, 10], [9, 12], [15, 15], [6, 6], [20, 14]] as const) {
        const fold = projectiveFold(rule, rows, cols)!;
        const chase = new ProjectiveChase(fold);
        // rotated where c is a unit, or where a = λ·c (product stencils: only the lights are divided); otherwise a
        // chase per U column (and, for every κ column, one per kernel vector): the κ system, the reference below
        rotated += chase.beta !== 0 && chase.split?.mu === 0 ? 1 : 0;
        expect(foldSystem(chase).equals(foldSystem(chase, true)), `${ruleName(rule)} ${rows}×${cols}`).toBe(true);
      }
    }
    expect(rotated).toBeGreaterThan(10); // diagonal without centre everywhere, Moore where 3 divides both sides
  });

  it('takes diagonal and Moore-nc without κ where the ring splits as I ⊕ N, with the κ system\'s nullity', () => {
    let split = 0;
    for (const rule of PROJECTIVE.filter((r) => ['diagonal', 'moore-no-center'].includes(r.stencil.name))) {
      for (const [rows, cols] of [[9, 9], [10, 12], [15, 21], [12, 20], [7, 18], [30, 27], [24, 40]] as const) {
        const fold = projectiveFold(rule, rows, cols);
        if (!fold || NilpotentFold.takes(fold)) continue;
        const chase = new ProjectiveChase(fold);
        const fast = SplitFold.of(chase);
        if (!fast) continue;
        split++;
        const system = foldSystem(chase);
        expect(fast.nullity, `${ruleName(rule)} ${rows}×${cols}`).toBe(system.cols - reduceRowEchelonBlocked(system).rank);
      }
    }
    expect(split).toBeGreaterThan(8);
  });

  it('equals dense elimination on every shape up to 12 × 12: nullity, quiet patterns, answers and proofs verified', () => {
    const random = seededRandom('projective-fold');
    const { wrong, compared } = twistedAgreement(projectiveFoldMethod, PROJECTIVE, 12, random);
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(550);
  });

  it('keeps the last eliminated fold system: a shape prepared again, after another, answers as before, verified', () => {
    const random = seededRandom('projective-fold dense memo');
    const dense: Array<{ rule: Rule; rows: number; cols: number }> = [];
    for (const rule of PROJECTIVE) {
      for (let rows = 5; rows <= 16 && dense.length < 2; rows++) {
        for (let cols = 5; cols <= 16 && dense.length < 2; cols++) {
          const fold = projectiveFold(rule, rows, cols);
          if (!fold || NilpotentFold.takes(fold)) continue;
          const chase = chaseOf(fold);
          if (SplitFold.of(chase) || RingFold.of(chase) || PairFold.of(chase) || ProductFold.of(chase) || OddRingFold.of(chase)) continue;
          dense.push({ rule, rows, cols });
        }
      }
    }
    expect(dense).toHaveLength(2);
    const [a, b] = dense as [(typeof dense)[0], (typeof dense)[0]];
    const boards = [randomSolvableBoard(a.rows, a.cols, { rule: a.rule, random }), randomBoard(a.rows, a.cols, { random }), Board.filled(a.rows, a.cols)];
    const first = boards.map((lights) => projectiveFoldMethod.prepare(a).solve(lights));
    const other = randomSolvableBoard(b.rows, b.cols, { rule: b.rule, random });
    const x = projectiveFoldMethod.prepare(b).solve(other);
    expect(x && verifySolution(other, x, b.rule)).toBe(true);
    boards.forEach((lights, i) => {
      const again = projectiveFoldMethod.prepare(a).solve(lights);
      const before = first[i]!;
      expect(again === null).toBe(before === null);
      if (again && before) {
        expect(again.equals(before)).toBe(true);
        expect(verifySolution(lights, again, a.rule)).toBe(true);
      }
    });
  });

  it('past the dense reference, has the nullity lazy chasing finds; answers, proofs and quiet patterns verify', () => {
    const random = seededRandom('projective-fold big');
    for (const rule of PROJECTIVE.filter((r) => ['cross', 'cross-no-center', 'moore-no-center', 'diagonal', 'diagonal-no-center'].includes(r.stencil.name))) {
      for (const [rows, cols] of [[70, 33], [41, 96], [48, 48], [40, 64], [32, 32]] as const) {
        const shape = { rule, rows, cols };
        const label = `${ruleName(rule)} ${rows}×${cols}`;
        expect(projectiveFoldMethod.applies(shape), label).toBe(true);
        const mine = projectiveFoldMethod.prepare(shape);
        expect(mine.nullity, label).toBe(lazyChaseMethod.nullity(shape));
        expect(projectiveFoldMethod.nullity(shape), label).toBe(mine.nullity);
        for (const q of mine.eachQuietPattern()) expect(pressEffect(q, rule).isEmpty(), label).toBe(true);
        for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), Board.filled(rows, cols), randomBoard(rows, cols, { random })]) {
          const x = mine.solve(lights);
          if (x) expect(verifySolution(lights, x, rule), label).toBe(true);
          else expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
        }
      }
    }
  });
});
