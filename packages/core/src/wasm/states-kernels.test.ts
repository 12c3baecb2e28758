import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { chase, toPolynomial } from '../solve/states/poly-states.ts';
import { trimP } from '../zk/gfp-poly.ts';
import { solveStates } from '../solve/states/solve-states.ts';
import { withKernels } from './kernels.ts';
import { basisStatesWasm, chaseStatesWasm, hornerStatesWasm, WASM_STATES_MIN_CELLS } from './states-kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';

kernelsOnInThisFile();

/**
 * The Z/q chase kernel against the TypeScript loop it replaces (forced with `withKernels('ts', …)`), on seeded
 * random needs and first rows: widths around the eight-cell step and the guards, one row and one column, q from
 * 2 to 255 (the largest sums the 16-bit lanes hold; 51 and 52 on either side of the byte lanes' limit), with and without a need, a first row and every row kept.
 */
const random = seededRandom('wasm-states-chase');

describe('chaseStatesWasm', () => {
  test('every q of a few kinds, widths around the vector step, every combination of inputs', () => {
    for (const q of [2, 3, 4, 5, 9, 51, 52, 251, 255]) {
      for (const [m, n] of [[1, 1], [3, 7], [5, 8], [4, 9], [5, 15], [9, 16], [6, 17], [4, 31], [3, 32], [2, 33], [64, 64], [70, 65], [1, 300], [300, 1], [33, 100]] as const) {
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

  test('Horner: ξ(T)·z against the plain recurrence, every q of a few kinds, widths around the vector step', () => {
    // byte lanes to q = 64, 16-bit lanes from 65; steps of 16 and 8 cells
    for (const q of [2, 3, 5, 9, 63, 64, 65, 251, 255]) {
      for (const n of [1, 7, 8, 9, 15, 16, 17, 33, 64, 100]) {
        for (const degree of [0, 1, 5, n + 3]) {
          const xi = Int32Array.from({ length: degree + 1 }, () => random() % q);
          const z = Int32Array.from({ length: n }, () => random() % q);
          let v = new Array<number>(n).fill(0);
          for (let j = degree; j >= 0; j--) v = v.map((_, i) => ((v[i - 1] ?? 0) + v[i]! + (v[i + 1] ?? 0) + xi[j]! * z[i]!) % q);
          expect(hornerStatesWasm(xi, z, n, q), `q = ${q}, n = ${n}, degree ${degree}`).toEqual(Int32Array.from(v));
        }
      }
    }
  });

  test('change of basis: Σ v_j·g_{j+1} against the TypeScript loop, every q of a few kinds, widths around the vector step', () => {
    // byte lanes to q = 85, 16-bit lanes from 86
    for (const q of [2, 3, 4, 5, 9, 85, 86, 251, 255]) {
      for (const n of [1, 2, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100, 333]) {
        const v = Int32Array.from({ length: n }, () => random() % q);
        const fast = basisStatesWasm(v, n, q);
        expect(fast, `q = ${q}, n = ${n}`).not.toBeNull();
        expect(trimP(fast!), `q = ${q}, n = ${n}`).toEqual(withKernels('ts', () => toPolynomial(v, n, q)));
      }
    }
  });

  test('solveStates of a board past the threshold answers as the TypeScript path, k = 3 and 5', () => {
    for (const k of [3, 5]) {
      const board = new StateBoard(70, 71, k, Uint8Array.from({ length: 70 * 71 }, () => random() % k));
      const fast = solveStates(board);
      const slow = withKernels('ts', () => solveStates(board));
      expect(fast.solvable, `k = ${k}`).toBe(slow.solvable);
      expect(fast.solvable ? fast.presses.cells : fast.proof.cells).toEqual(slow.solvable ? slow.presses.cells : slow.proof.cells);
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
