import { describe, expect, it } from 'vitest';
import { allRules, testRandom } from '../../_test-support.ts';
import { cases } from '../../_test-seed.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { edgesAre, type Topology, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
import { bilinearForm } from './bilinear.ts';
import { denseMethod } from './dense.ts';
import { foldChaseMethod } from './fold-chase.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import type { GridShape } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { projectiveFoldMethod } from './projective-fold.ts';
import { nullity } from './queries.ts';

/**
 * Two code paths compute every nullity: the closed form (`nullity`, a gcd or a product of line nullities) and the
 * prepared solver (`prepare(shape).nullity`, the kernel its chase or elimination finds). They must agree on every
 * shape. The sides are drawn on both sides of every threshold the code switches at:
 * - 3: a wrapping side below 3 merges neighbours, outside the bilinear algebra (`bilinearFits`);
 * - 64: rows up to `DENSE_ROW_BITS` go through the divider's matrix in `lineNullity`;
 * - 4·short + 64: past it poly-chase's nullity reduces the long side by doubling;
 * - 4096: `MAX_KEPT_INDEX` in bilinear.ts, where the chase index's pair stops being memoised exactly and is
 *   reduced as it is computed (the cause of wrong torus and cylinder nullities past 4096, issue 20);
 * - n + 1 ≡ 0 (mod 3), even n, powers of two: where the ring's bad part χ₂ changes (`badPart`).
 * On the twisted surfaces (`fold-nullity.ts` against the fold chase's kernel, which reads Φ off a chase):
 * - a twisted side below 3 and a wrapping one below 3 (`foldFits`), even and odd rows (the fold's one condition
 *   or two), 3 | n (Moore's c = 1 + x meets sⁿ + 1: the product is refused, Moore without centre splits), powers
 *   of two in n (diagonal's c = x: the bad part 1 + s^{2ᵛ}, all of the ring at n = 4096);
 * - ⌊m/2⌋ = 4096 (`MAX_KEPT_INDEX` again: the fold's pair index is half the rows).
 * The heavier sweep of the same comparison is `pnpm verify` (bench/verify.ts).
 */

const RULES = allRules();
const CASES_PER_RULE = cases(6);

/**
 * Sides near the thresholds: a short side and a long one. Rules without a closed form (`closedForm` false: asymmetric
 * stencils and twisted surfaces, whose nullity is the prepared kernel's, found by a chase or a cover quadratic in the
 * long side) stay below 4096.
 */
function shapeNear(rand: () => number, closedForm: boolean): [number, number] {
  const short = 1 + Math.floor(rand() * 6);
  const pick = closedForm ? rand() : 0.45 + 0.55 * rand();
  const long =
    pick < 0.45
      ? 4080 + Math.floor(rand() * 40) // around MAX_KEPT_INDEX
      : pick < 0.6
        ? 4 * short + 60 + Math.floor(rand() * 10) // around poly-chase's doubling switch
        : pick < 0.75
          ? 60 + Math.floor(rand() * 10) // around DENSE_ROW_BITS
          : 1 + Math.floor(rand() * 40);
  return rand() < 0.5 ? [short, long] : [long, short];
}

function agreement(rule: Rule, rows: number, cols: number): { closed: number; prepared: number } {
  const shape: GridShape = { rule, rows, cols };
  return { closed: nullity(rows, cols, { rule }), prepared: chooseMethod(shape).prepare(shape).nullity };
}

describe('the closed-form nullity agrees with the prepared solver', () => {
  it('on shapes near every threshold, for every rule and topology (seeded budget)', () => {
    const rand = testRandom(20);
    let compared = 0;
    for (const rule of RULES) {
      for (let i = 0; i < CASES_PER_RULE; i++) {
        const [rows, cols] = shapeNear(rand, bilinearForm(rule) !== null && edgesAre(rule.topology, UNTWISTED_EDGES));
        const method = chooseMethod({ rule, rows, cols });
        // lazy chasing and dense elimination have no closed form: their nullity is the prepared one
        if (method === lazyChaseMethod || method === denseMethod) continue;
        const { closed, prepared } = agreement(rule, rows, cols);
        expect(closed, `${ruleName(rule)} ${rows}×${cols} (${method.name})`).toBe(prepared);
        compared++;
      }
    }
    // a third of the draws at least: twisted surfaces and asymmetric stencils often go to lazy chasing or dense
    expect(compared).toBeGreaterThan((RULES.length * CASES_PER_RULE) / 3);
  });

  it('on wrapped boards of every symmetric 3 × 3 rule, long side past 4096 (seeded budget)', () => {
    const rand = testRandom(4096);
    const stencils = [namedStencil('cross'), namedStencil('cross', { center: false }), namedStencil('moore', { center: false }), namedStencil('diagonal'), namedStencil('diagonal', { center: false }), parseStencil('#.#/###/#.#')];
    for (const stencil of stencils) {
      for (const topology of ['torus', 'cylinder'] as const) {
        const rule = makeRule(stencil, topology);
        for (let i = 0; i < cases(20); i++) {
          const short = 3 + Math.floor(rand() * 4);
          const long = 4097 + Math.floor(rand() * 2100);
          const [rows, cols] = rand() < 0.5 ? [short, long] : [long, short];
          const { closed, prepared } = agreement(rule, rows, cols);
          expect(closed, `${ruleName(rule)} ${rows}×${cols}`).toBe(prepared);
        }
      }
    }
  });

  it('on the Möbius strip and the Klein bottle, upright and turned, near every threshold of the fold (seeded budget)', () => {
    const rand = testRandom(21);
    const twistedSides = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 15, 16, 17, 31, 32, 33, 48, 63, 64, 65, 4095, 4096, 4097];
    const otherSides = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 8190, 8191, 8192, 8193, 8194, 8195];
    const pick = (xs: readonly number[]): number => xs[Math.floor(rand() * xs.length)]!;
    let compared = 0;
    for (const topology of ['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const) {
      for (const name of STENCIL_NAMES) {
        for (const center of [true, false]) {
          const rule = makeRule(namedStencil(name, { center }), topology);
          for (let i = 0; i < cases(12); i++) {
            const n = pick(twistedSides);
            const m = n > 64 ? pick(otherSides.slice(0, 13)) : pick(otherSides);
            const [rows, cols] = topology.startsWith('twist') ? [n, m] : [m, n];
            const shape: GridShape = { rule, rows, cols };
            if (!foldChaseMethod.applies(shape)) continue;
            // the fold's closed form, its chase's kernel, and the front door (which may choose the line method)
            const closed = foldChaseMethod.nullity(shape);
            expect([closed, nullity(rows, cols, { rule })], `${ruleName(rule)} ${rows}×${cols}`).toEqual([foldChaseMethod.prepare(shape).nullity, closed]);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(cases(12) * 4 * 6 * 0.6);
  });

  it('on the projective plane: the fold system, its factorization and lazy chasing, near word edges (seeded budget)', () => {
    const rand = testRandom(2121);
    const sides = [3, 4, 5, 6, 7, 8, 9, 12, 13, 15, 16, 17, 31, 32, 33, 34, 47, 48];
    const pick = (): number => sides[Math.floor(rand() * sides.length)]!;
    let compared = 0;
    for (const name of STENCIL_NAMES) {
      for (const center of [true, false]) {
        const rule = makeRule(namedStencil(name, { center }), 'projective');
        for (let i = 0; i < cases(6); i++) {
          const shape: GridShape = { rule, rows: pick(), cols: pick() };
          if (!projectiveFoldMethod.applies(shape)) continue;
          const closed = projectiveFoldMethod.nullity(shape);
          expect([closed, projectiveFoldMethod.prepare(shape).nullity], `${ruleName(rule)} ${shape.rows}×${shape.cols}`).toEqual([lazyChaseMethod.nullity(shape), closed]);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(cases(6) * 2);
  });

  it('on the reproducers of issue 20', () => {
    const named = (topology: Topology, center = true): Rule => makeRule(namedStencil('cross', { center }), topology);
    const cases: Array<[Rule, number, number, number]> = [
      [named('torus'), 4, 4113, 4],
      [named('cylinder'), 3, 4206, 4],
      [named('torus'), 5, 4164, 2],
      [named('torus', false), 3, 4119, 5],
      [named('torus'), 2, 6000, 4], // thin tori: an algebraic answer, not lazy chasing's refusal
      [named('torus'), 6000, 2, 4],
    ];
    for (const [rule, rows, cols, truth] of cases) {
      const { closed, prepared } = agreement(rule, rows, cols);
      expect([closed, prepared], `${ruleName(rule)} ${rows}×${cols}`).toEqual([truth, truth]);
    }
    // past any board that fits: the closed form alone, against the value the period gives (4 = the 4 × 4113 value's class)
    expect(nullity(4, 3424393686835, { rule: named('cylinder') })).toBe(4);
  });

  it('with dense elimination on every rule and topology up to 9 × 9', () => {
    for (const rule of RULES) {
      for (let rows = 1; rows <= 9; rows += 2) {
        for (let cols = 1; cols <= 9; cols++) {
          const dense = denseMethod.nullity({ rule, rows, cols });
          expect(nullity(rows, cols, { rule }), `${ruleName(rule)} ${rows}×${cols}`).toBe(dense);
        }
      }
    }
  });
});
