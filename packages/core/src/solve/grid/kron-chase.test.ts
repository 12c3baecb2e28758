import { describe, expect, test } from 'vitest';
import { applyPresses } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { verifyProof } from './kind.ts';
import { kronMethod } from './kron.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { denseRowTable, kronRowsTs, nearColumnPlan } from './kron-chase.ts';

/**
 * The column chase of the product method (σ⁻¹ + c + σ down the columns: Moore, the diagonal without centre) on every
 * number of rows from 1 to 30, so every residue of the period (2 or 3) of its impulse response meets every
 * singular and invertible Φ, each answer checked by definition: presses that clear the lights, or for lights the
 * chase calls out of reach, a certificate from the factors' transposed kernels (an independent computation).
 */
const random = seededRandom('kron-chase');

describe('chaseNear', () => {
  test('1 to 30 rows, clipped and wrapped: presses that clear the lights, or a certificate that none do', () => {
    let unsolvable = 0;
    for (const stencil of [namedStencil('moore'), namedStencil('diagonal', { center: false })]) {
      for (const topology of ['plane', 'torus', 'cylinder'] as const) {
        const rule = makeRule(stencil, topology);
        for (let rows = 1; rows <= 30; rows++) {
          for (const cols of [1, 2, 3, 5, 8, 70, 99]) {
            const shape = { rule, rows, cols };
            if (!kronMethod.applies(shape)) continue;
            const label = `${ruleName(rule)} ${rows}×${cols}`;
            const prepared = kronMethod.prepare(shape);
            const solvable = randomSolvableBoard(rows, cols, { random, rule });
            const presses = prepared.solve(solvable);
            expect(presses, label).not.toBeNull();
            expect(applyPresses(solvable, presses!, rule).isEmpty(), label).toBe(true);
            const lights = randomBoard(rows, cols, { random });
            const answer = prepared.solve(lights);
            if (answer) expect(applyPresses(lights, answer, rule).isEmpty(), `${label}, random lights`).toBe(true);
            else {
              unsolvable++;
              expect(verifyProof(lights, prepared.proof(lights), rule), `${label}, random lights`).toBe(true);
            }
          }
        }
      }
    }
    expect(unsolvable, 'singular shapes are among them').toBeGreaterThan(100);
  });

  test('rows of 1 to 64 cells divided by tables: the divider’s own answers and verdicts', () => {
    let refused = 0;
    for (const shifts of [[-1, 0, 1], [-1, 1]]) {
      for (const cyclic of [false, true]) {
        for (let cols = 1; cols <= 64; cols++) {
          const h = new RowDivider(shifts, cols, cyclic);
          const table = denseRowTable(h);
          expect(table, `${cols}`).not.toBeNull();
          for (const centre of [0, 1]) {
            const rows = 6;
            const lights = randomBoard(rows, cols, { random }).words;
            const [before, first] = [randomBoard(1, cols, { random }).words, randomBoard(1, cols, { random }).words];
            const expected = new Uint32Array(rows * h.stride);
            const out = new Uint32Array(rows * h.stride);
            const ok = kronRowsTs(lights, rows, h.stride, centre, before, first, h, expected);
            const label = `${shifts} on ${cols}${cyclic ? ' (ring)' : ''}, c = ${centre}`;
            expect(kronRowsTs(lights, rows, h.stride, centre, before, first, h, out, table), label).toBe(ok);
            if (ok) expect(out, label).toEqual(expected);
            else refused++;
          }
        }
      }
    }
    expect(refused, 'singular factors are among them').toBeGreaterThan(20);
    expect(denseRowTable(new RowDivider([-1, 0, 1], 65, false))).toBeNull();
  });

  test('the plan: Moore and the diagonal without centre only, wrapped columns of 3 rows or more', () => {
    expect(nearColumnPlan([-1, 0, 1], 5, false)?.period).toBe(3);
    expect(nearColumnPlan([1, -1], 5, true)?.period).toBe(2);
    expect(nearColumnPlan([-1, 0, 1], 2, true)).toBeUndefined();
    expect(nearColumnPlan([0], 5, false)).toBeUndefined();
    expect(nearColumnPlan([-1, 0], 5, false)).toBeUndefined();
    // Moore on a path: Φ = x_m of the scalar chase x₀ = 1, x_{r+1} = x_r + x_{r−1} (1, 1, 0, 1, 1, 0, …): singular
    // exactly when m ≡ 2 (mod 3), then U is free and the last row must cancel by itself
    expect(nearColumnPlan([-1, 0, 1], 4, false)).toMatchObject({ unknowns: [1], consistency: [] });
    expect(nearColumnPlan([-1, 0, 1], 5, false)).toMatchObject({ unknowns: [0], consistency: [1] });
  });
});
