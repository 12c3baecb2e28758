import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { denseMethod } from './dense.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { twistCoverMethod } from './twist-cover.ts';

const TWISTED: Rule[] = (['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const).flatMap((t) =>
  STENCIL_NAMES.flatMap((name) => [makeRule(namedStencil(name), t), makeRule(namedStencil(name, { center: false }), t)]),
);

describe('twist-cover: the Möbius strip and the Klein bottle through their double cover', () => {
  it('takes every named rule on both surfaces, upright or turned, once the sides hold the stencil, and nothing asymmetric', () => {
    for (const rule of TWISTED) expect(twistCoverMethod.applies({ rule, rows: 9, cols: 8 }), ruleName(rule)).toBe(true);
    expect(twistCoverMethod.applies({ rule: makeRule(namedStencil('cross'), 'mobius'), rows: 9, cols: 2 })).toBe(false);
    expect(twistCoverMethod.applies({ rule: makeRule(parseStencil('.#./.##/...'), 'mobius'), rows: 9, cols: 8 })).toBe(false);
    expect(twistCoverMethod.applies({ rule: makeRule(namedStencil('cross'), { rows: 'twist', cols: 'clip' }), rows: 2, cols: 9 })).toBe(false);
    expect(twistCoverMethod.applies({ rule: makeRule(namedStencil('cross'), 'projective'), rows: 9, cols: 8 })).toBe(false);
  });

  it('equals dense elimination on every shape from 1×3 to 12×12: nullity, quiet patterns, answers and proofs verified', () => {
    const random = seededRandom('twist-cover');
    const wrong: string[] = [];
    for (const rule of TWISTED) {
      for (let rows = 1; rows <= 12; rows += rule.stencil.name === 'cross' ? 1 : 3) {
        for (let cols = 3; cols <= 12; cols += rule.stencil.name === 'cross' ? 1 : 2) {
          const shape = { rule, rows, cols };
          if (!twistCoverMethod.applies(shape)) continue;
          const label = `${ruleName(rule)} ${rows}×${cols}`;
          const mine = twistCoverMethod.prepare(shape);
          const want = denseMethod.nullity(shape);
          if (mine.nullity !== want || twistCoverMethod.nullity(shape) !== want) wrong.push(`${label}: nullity ${mine.nullity}, expected ${want}`);
          const quiet = [...mine.eachQuietPattern()];
          for (const q of quiet) expect(pressEffect(q, rule).isEmpty(), label).toBe(true);
          expect(quiet.length, label).toBe(mine.nullity);
          for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
            const x = mine.solve(lights);
            expect(x === null, label).toBe(denseMethod.prepare(shape).solve(lights) === null);
            if (x) expect(verifySolution(lights, x, rule), label).toBe(true);
            else expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('past the dense reference, agrees with lazy chasing on the nullity and verifies its answers', () => {
    const random = seededRandom('twist-cover big');
    for (const rule of TWISTED.filter((r) => ['cross', 'moore', 'diagonal'].includes(r.stencil.name) && r.topology !== 'twist,wrap')) {
      for (const [rows, cols] of [[70, 33], [40, 96]] as const) {
        const shape = { rule, rows, cols };
        expect(twistCoverMethod.applies(shape), ruleName(rule)).toBe(true);
        const mine = twistCoverMethod.prepare(shape);
        expect(mine.nullity, `${ruleName(rule)} ${rows}×${cols}`).toBe(lazyChaseMethod.nullity(shape));
        const lights = randomSolvableBoard(rows, cols, { rule, random });
        expect(verifySolution(lights, mine.solve(lights)!, rule)).toBe(true);
        const any = Board.filled(rows, cols);
        const x = mine.solve(any);
        if (x) expect(verifySolution(any, x, rule)).toBe(true);
        else expect(verifyProof(any, mine.proof(any), rule)).toBe(true);
      }
    }
  });
});
