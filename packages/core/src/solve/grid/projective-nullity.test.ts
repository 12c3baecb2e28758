import { describe, expect, it } from 'vitest';
import { testRandom } from '../../_test-support.ts';
import { cases } from '../../_test-seed.ts';
import { randomMatrix } from '../../gf2/_test-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { ProjectiveChase } from './projective-chase.ts';
import { foldSystem } from './projective-fold.ts';
import { echelonRank } from './echelon-rank.ts';
import { projectiveNullity } from './projective-nullity.ts';
import { projectiveFold } from './projective-seam.ts';
import { nullity } from './queries.ts';

const PROJECTIVE: Rule[] = STENCIL_NAMES.flatMap((name) => [makeRule(namedStencil(name), 'projective'), makeRule(namedStencil(name, { center: false }), 'projective')]);

/** The fold's nullity by eliminating its system (the path `projectiveNullity` replaces). */
function eliminated(rule: Rule, rows: number, cols: number): number {
  const system = foldSystem(new ProjectiveChase(projectiveFold(rule, rows, cols)!));
  return system.cols - reduceRowEchelonBlocked(system, system.cols, {}, false).rank;
}

describe('projective-nullity: the projective plane nullity without the fold’s elimination', () => {
  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('equals dense elimination on every shape up to 14 × 14: %s', (_, rule) => {
    const wrong: string[] = [];
    let folds = 0;
    let taken = 0;
    for (let rows = 1; rows <= 14; rows++) {
      for (let cols = 1; cols <= 14; cols++) {
        const label = `${rows}×${cols}`;
        const want = denseMethod.nullity({ rule, rows, cols });
        if (nullity(rows, cols, { rule }) !== want) wrong.push(`${label}: nullity() ≠ ${want}`);
        const fold = projectiveFold(rule, rows, cols);
        if (fold) folds++;
        // bad parts of every size, so that the small system is compared on every shape
        const mine = fold && projectiveNullity(fold, undefined, true);
        if (mine === null) continue;
        taken++;
        if (mine !== want) wrong.push(`${label}: ${mine}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(taken).toBe(folds); // every shape the fold takes
    expect(folds).toBeGreaterThan(100);
  });

  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('equals the fold’s elimination on n × n to 80 and on seeded larger squares and rectangles: %s', (_, rule) => {
    const random = testRandom(21);
    const shapes: [number, number][] = [];
    for (let n = 3; n <= 80; n++) shapes.push([n, n]);
    for (let i = 0; i < cases(4); i++) {
      const n = 81 + Math.floor(random() * 120);
      shapes.push([n, n], [3 + Math.floor(random() * 200), 3 + Math.floor(random() * 200)]);
    }
    const wrong: string[] = [];
    for (const [rows, cols] of shapes) {
      const fold = projectiveFold(rule, rows, cols);
      const mine = fold && projectiveNullity(fold, undefined, rows <= 40);
      if (mine === null) continue;
      const want = eliminated(rule, rows, cols);
      if (mine !== want) wrong.push(`${rows}×${cols}: ${mine}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('takes the rank of a system past the plain elimination’s rows (1024) by the blocked one: Moore, 3 | m, a ring of 1030 cells', () => {
    const rule = makeRule(namedStencil('moore'), 'projective');
    const fold = projectiveFold(rule, 9, 515)!;
    expect(2 * fold.n).toBeGreaterThan(1024);
    expect(projectiveNullity(fold, undefined, true)).toBe(eliminated(rule, 9, 515));
  });
});

describe('projective-nullity: echelonRank, the small system’s plain elimination', () => {
  it('equals the blocked elimination’s rank on seeded matrices around the word edges, dense and of low rank', () => {
    const random = testRandom(24);
    const next = (): number => (random() * 2 ** 32) >>> 0;
    const sides = [1, 2, 31, 32, 33, 63, 64, 65, 97, 200];
    const wrong: string[] = [];
    for (let i = 0; i < cases(60); i++) {
      const rows = sides[i % sides.length]!;
      const cols = sides[Math.floor(random() * sides.length)]!;
      const inner = [0, 1, 5, 40][i % 4]!;
      const m = randomMatrix(rows, cols, inner, next);
      const want = reduceRowEchelonBlocked(m.clone(), cols, {}, false).rank;
      if (inner > 0) expect(want).toBeLessThanOrEqual(inner);
      const mine = echelonRank(m.clone());
      if (mine !== want) wrong.push(`${rows}×${cols} (inner ${inner}): ${mine}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
  });
});
