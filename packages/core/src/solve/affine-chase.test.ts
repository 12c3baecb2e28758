import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleArb } from '../_test-support.ts';
import { seededRandom } from '../puzzle/random.ts';
import { makeRule } from '../puzzle/rule.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { affineChase, } from './affine-chase.ts';
import { minimizeStateCoset as minimizeCoset } from './state-coset.ts';
import { gridPressSystem } from './states/lazy-states.ts';
import { stateRuleMatrix } from '../puzzle/state-press.ts';
import { solveZk } from '../zk/zk-solve.ts';

describe('affineChase', () => {
  it('any press order gives the dense answer (the order only changes the work)', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.constantFrom(2, 3, 4, 6), fc.integer(), (rule, rows, cols, k, seed) => {
        const random = seededRandom(seed);
        const n = rows * cols;
        const order = Int32Array.from({ length: n }, (_, i) => i);
        for (let i = n - 1; i > 0; i--) {
          const j = random() % (i + 1);
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
        const need = Uint8Array.from({ length: n }, () => random() % k);
        const matrix = stateRuleMatrix(rule, rows, cols, k);
        const dense = solveZk(matrix, need);
        const got = affineChase(gridPressSystem(rule, rows, cols), order, k, need);
        expect(got.kernel.size).toBe(dense.kernel.size);
        expect(got.presses !== null).toBe(dense.solution !== null);
        if (got.presses) expect(Array.from(matrix.multiply(got.presses))).toEqual(Array.from(need));
        for (const g of got.kernel.generators) expect(matrix.multiply(g).every((v) => v === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses orders that leave too many unknowns', () => {
    const system = gridPressSystem({ stencil: { offsets: [[-1, 0], [0, 0]], name: 'x' }, topology: 'plane' }, 6, 6);
    expect(() => affineChase(system, null, 2, null, { maxUnknowns: 2 })).toThrow(/unknowns/);
  });
});

describe('minimizeCoset', () => {
  it('exhaustive search finds the lightest member; the descent never gets heavier', () => {
    const random = seededRandom('coset');
    for (let t = 0; t < 50; t++) {
      const k = [2, 3, 4, 6][t % 4]!;
      const n = 6;
      const gens = [0, 1].map(() => Uint8Array.from({ length: n }, () => random() % k));
      const orders = gens.map((g) => k / [1, 2, 3, 6].filter((d) => k % d === 0 && g.every((v) => v % d === 0)).reduce((a, b) => Math.max(a, b), 1));
      const x0 = Uint8Array.from({ length: n }, () => random() % k);
      let least = Infinity;
      for (let a = 0; a < orders[0]!; a++) {
        for (let b = 0; b < orders[1]!; b++) {
          least = Math.min(least, x0.reduce((s, v, i) => s + ((v + a * gens[0]![i]! + b * gens[1]![i]!) % k), 0));
        }
      }
      const exact = minimizeCoset(x0, gens, orders, k);
      expect(exact.proven).toBe(true);
      expect(exact.weight).toBe(least);
      const heuristic = minimizeCoset(x0, gens, orders, k, { maxExactSolutions: 1n });
      expect(heuristic.proven).toBe(false);
      expect(heuristic.weight).toBeGreaterThanOrEqual(least);
      expect(heuristic.weight).toBeLessThanOrEqual(x0.reduce((s, v) => s + v, 0));
    }
  });
});

describe('affineChase limits', () => {
  it('refuses a chase whose work would run for minutes, before doing it', () => {
    const system = gridPressSystem(makeRule(namedStencil('moore')), 60, 60);
    // 60×60 Moore: 3600 presses × 9 incidences × ~120 unknowns ≈ 4·10⁶ steps
    expect(() => affineChase(system, null, 7, null, { maxWork: 1e6 })).toThrow(/would take about .* steps, over the limit of 1e\+6: too large for 7 states/);
    expect(affineChase(system, null, 7, null).unknowns).toBeGreaterThan(100);
  });
});
