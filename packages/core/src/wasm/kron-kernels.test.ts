import { describe, expect, test } from 'vitest';
import { RowDivider } from '../gf2/row-divider.ts';
import { applyPresses } from '../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../puzzle/random.ts';
import { makeRule, ruleName } from '../puzzle/rule.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { kronClassesTs, kronRowFactor, kronRowsTs } from '../solve/grid/kron-chase.ts';
import { kronMethod } from '../solve/grid/kron.ts';
import { withKernels } from './kernels.ts';
import { kronClassesWasm, kronRowsWasm, WASM_KRON_MIN_WORDS } from './kron-kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';

kernelsOnInThisFile();

/**
 * The product method's kernels (wasm/kron.ts) against their TypeScript references in kron-chase.ts: the class sums,
 * and the fused chase and row division for the row factors of Moore (σ⁻¹ + 1 + σ) and the diagonal without
 * centre (σ⁻¹ + σ), clipped and cyclic, invertible and singular, at widths around the word, u64 and vector edges,
 * with blocks that cut the board at every row and at odd rows (the two chased rows change places).
 */
const random = seededRandom('wasm-kron');

/** Widths past the dense rows (64 cells), either side of 32-, 64- and 128-cell edges. */
const WIDTHS = [65, 66, 67, 95, 96, 97, 127, 128, 129, 130, 159, 160, 161, 191, 192, 193, 255, 256, 257, 300];

/** A row of `stride` words with random cells below `bits`. */
function randomRow(bits: number): Uint32Array {
  return randomBoard(1, bits, { random }).words;
}

describe('kronClassesWasm', () => {
  test('the class sums of the TypeScript loop, any period, width and block', () => {
    for (const cols of [1, 31, 32, 33, 64, 65, 127, 129, 257]) {
      for (const rows of [1, 2, 5, 37]) {
        const lights = randomBoard(rows, cols, { random });
        for (const period of [2, 3]) {
          const expected = kronClassesTs(lights.words, rows, lights.stride, period);
          for (const blockWords of [1, 3 * lights.stride, 1 << 14]) {
            expect(kronClassesWasm(lights.words, rows, lights.stride, period, blockWords), `${rows}×${cols}, period ${period}, block ${blockWords}`).toEqual(expected);
          }
        }
      }
    }
  });
});

describe('kronRowsWasm', () => {
  test('chased rows in the row factor’s image: every row divides, as in TypeScript, and H·quotient is the chased row', () => {
    let cases = 0;
    // Moore's and the diagonal's factors (ℓ = 1 + z + z², 1 + z², moved up a cell), and the other ℓ the kernel takes:
    // 1 + z moved and not, 1 + z² not moved, and ℓ = 1 (a plain copy)
    const factors = [[-1, 0, 1], [-1, 1], [-1, 0], [0, 1], [0, 2], [0]];
    for (const shifts of factors) {
      for (const cyclic of [false, true]) {
        for (const cols of WIDTHS) {
          const h = new RowDivider(shifts, cols, cyclic);
          const factor = kronRowFactor(h);
          expect(factor, `${shifts} ${cols} ${cyclic}`).not.toBeNull();
          const stride = h.stride;
          for (const centre of [0, 1]) {
            for (const rows of [1, 2, 3, 7]) {
              // chased rows x₋₁ … x_rows = H·(random rows), the lights that chase to them: b_r = x_{r+1} + c·x_r + x_{r−1}
              const x = Array.from({ length: rows + 2 }, () => {
                const row = new Uint32Array(stride);
                h.apply(row, 0, randomRow(cols), 0);
                return row;
              });
              const lights = new Uint32Array(rows * stride);
              for (let r = 0; r < rows; r++) for (let q = 0; q < stride; q++) lights[r * stride + q] = x[r + 2]![q]! ^ (centre ? x[r + 1]![q]! : 0) ^ x[r]![q]!;
              const expected = new Uint32Array(rows * stride);
              const label = `${shifts} on ${cols}${cyclic ? ' (ring)' : ''}, c = ${centre}, ${rows} rows`;
              expect(kronRowsTs(lights, rows, stride, centre, x[0]!, x[1]!, h, expected), label).toBe(true);
              for (let r = 0; r < rows; r++) {
                const back = new Uint32Array(stride);
                h.apply(back, 0, expected, r * stride);
                expect(back, `${label}: row ${r}`).toEqual(x[r + 1]);
              }
              for (const blockWords of [1, 2 * stride, 1 << 14]) {
                const out = new Uint32Array(rows * stride);
                expect(kronRowsWasm(lights, rows, stride, centre, x[0]!, x[1]!, factor!, out, blockWords), `${label}, block ${blockWords}`).toBe(true);
                expect(out, `${label}, block ${blockWords}`).toEqual(expected);
                cases++;
              }
            }
          }
        }
      }
    }
    expect(cases).toBe(factors.length * 2 * WIDTHS.length * 2 * 4 * 3);
  });

  test('random lights: the same verdict as TypeScript (a row out of a singular factor’s reach fails both)', () => {
    let failed = 0;
    for (const shifts of [[-1, 0, 1], [-1, 1]]) {
      for (const cyclic of [false, true]) {
        for (const cols of WIDTHS) {
          const h = new RowDivider(shifts, cols, cyclic);
          const factor = kronRowFactor(h)!;
          const rows = 5;
          const lights = randomBoard(rows, cols, { random }).words;
          const [before, first] = [randomRow(cols), randomRow(cols)];
          const expected = new Uint32Array(rows * h.stride);
          const ok = kronRowsTs(lights, rows, h.stride, 1, before, first, h, expected);
          if (!ok) failed++;
          const out = new Uint32Array(rows * h.stride);
          const label = `${shifts} on ${cols}${cyclic ? ' (ring)' : ''}`;
          expect(kronRowsWasm(lights, rows, h.stride, 1, before, first, factor, out, h.stride), label).toBe(ok);
          if (ok) expect(out, label).toEqual(expected);
        }
      }
    }
    expect(failed, 'singular factors are among the widths').toBeGreaterThan(10);
  });
});

describe('the product method with and without the kernels', () => {
  test('Moore and the diagonal without centre on plane, torus and cylinder: the same presses, which clear the board', () => {
    let kernelSized = 0;
    for (const stencil of [namedStencil('moore'), namedStencil('diagonal', { center: false })]) {
      for (const topology of ['plane', 'torus', 'cylinder'] as const) {
        const rule = makeRule(stencil, topology);
        for (const [rows, cols] of [
          [1400, 65],
          [1400, 96],
          [1031, 127],
          [1024, 129],
          [700, 193],
          [520, 257],
          [4100, 33], // a dense row factor: the TypeScript pass
        ] as const) {
          const shape = { rule, rows, cols };
          const label = `${ruleName(rule)} ${rows}×${cols}`;
          if (rows * Math.ceil(cols / 32) >= WASM_KRON_MIN_WORDS && cols > 64) kernelSized++;
          const board = randomSolvableBoard(rows, cols, { random, rule });
          const fast = kronMethod.prepare(shape).solve(board);
          const reference = withKernels('ts', () => kronMethod.prepare(shape).solve(board));
          expect(reference, label).not.toBeNull();
          expect(fast?.words, label).toEqual(reference?.words);
          expect(applyPresses(board, fast!, rule).isEmpty(), label).toBe(true);
          const lights = randomBoard(rows, cols, { random });
          const verdict = kronMethod.prepare(shape).solve(lights);
          expect(verdict?.words, `${label}, random lights`).toEqual(withKernels('ts', () => kronMethod.prepare(shape).solve(lights))?.words);
          if (verdict) expect(applyPresses(lights, verdict, rule).isEmpty(), `${label}, random lights`).toBe(true);
        }
      }
    }
    expect(kernelSized).toBe(36);
  });
});
