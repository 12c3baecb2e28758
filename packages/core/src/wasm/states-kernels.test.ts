import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { chase } from '../solve/states/poly-states.ts';
import { withKernels } from './kernels.ts';
import { chaseStatesWasm, WASM_STATES_MIN_CELLS } from './states-kernels.ts';

/**
 * The Z/q chase kernel against the TypeScript loop it replaces (forced with `withKernels('ts', …)`), on seeded
 * random needs and first rows: widths around the eight-cell step and the guards, one row and one column, q from
 * 2 to 255 (the largest sums the 16-bit lanes hold), with and without a need, a first row and every row kept.
 */
const random = seededRandom('wasm-states-chase');

describe('chaseStatesWasm', () => {
  test('every q of a few kinds, widths around the vector step, every combination of inputs', () => {
    for (const q of [2, 3, 4, 5, 9, 251, 255]) {
      for (const [m, n] of [[1, 1], [3, 7], [5, 8], [4, 9], [9, 16], [6, 17], [64, 64], [70, 65], [1, 300], [300, 1], [33, 100]] as const) {
        const need = Uint8Array.from({ length: m * n }, () => random() % q);
        const first = Int32Array.from({ length: n }, () => random() % q);
        for (const [b, x] of [[need, first], [null, first], [need, null]] as const) {
          const label = `q = ${q}, ${m}×${n}, need ${b !== null}, first ${x !== null}`;
          const fast = new Uint8Array(m * n);
          const slow = new Uint8Array(m * n);
          const expected = withKernels('ts', () => chase(b, m, n, q, x, slow));
          expect(chaseStatesWasm(b, m, n, q, x, fast), label).toEqual(expected);
          expect(fast, label).toEqual(slow);
          expect(chaseStatesWasm(b, m, n, q, x, null), label).toEqual(expected);
        }
      }
    }
  });

  test('the dispatching chase past the threshold answers as the TypeScript path', () => {
    const n = 77;
    const m = Math.ceil(WASM_STATES_MIN_CELLS / n) + 3;
    const need = Uint8Array.from({ length: m * n }, () => random() % 3);
    const fast = new Uint8Array(m * n);
    const slow = new Uint8Array(m * n);
    expect(chase(need, m, n, 3, null, fast)).toEqual(withKernels('ts', () => chase(need, m, n, 3, null, slow)));
    expect(fast).toEqual(slow);
  });
});
