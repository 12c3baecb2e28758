import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { pressEffect } from '../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../puzzle/random.ts';
import { makeRule } from '../puzzle/rule.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { transposeBoard } from '../puzzle/transpose.ts';
import { columnDivider } from '../solve/grid/column-divider.ts';
import { lift, projectHalf } from '../solve/grid/cover-rows.ts';
import { kronRowFactor } from '../solve/grid/kron-chase.ts';
import { ringSide } from '../solve/grid/twist-product-system.ts';
import { twistProductMethod } from '../solve/grid/twist-product.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { turnedColumnDivide, turnedRingDivide } from './turned-product-kernels.ts';

kernelsOnInThisFile();

/** Rows of the board as given (the twisting side: its transpose's ring halves), around the word and vector edges. */
const NS = [3, 31, 32, 33, 64, 65, 96, 127, 129, 200];
/** Columns (even: the rings' count is half). */
const MS = [2, 4, 34, 64, 66, 130];
/** Moore's rows' operator 1 + x + x⁻¹, and x + x⁻¹ (diagonal without centre). */
const FACTORS = [
  { label: 'moore', u0: 1, u1: 1, stencil: namedStencil('moore') },
  { label: 'diagonal-nc', u0: 0, u1: 1, stencil: namedStencil('diagonal', { center: false }) },
] as const;

/** Y·w on every column at once: v₀·w_r + w_{r−1} + w_{r+1} (rows wrap on a ring). */
function applyColumns(w: Board, v0: 0 | 1, ring: boolean): Board {
  const { rows: m, stride } = w;
  const z = new Board(m, w.cols);
  for (let r = 0; r < m; r++) {
    for (let k = 0; k < stride; k++) {
      const near = [r - 1, r + 1].map((q) => (ring ? (q + m) % m : q)).filter((q) => q >= 0 && q < m);
      let x = v0 ? w.words[r * stride + k]! : 0;
      for (const q of near) x ^= w.words[q * stride + k]!;
      z.words[r * stride + k] = x;
    }
  }
  return z;
}

describe('turned product kernels', () => {
  test('turnedRingDivide: the rings of the transpose divided as transposeBoard, lift and RowDivider do, or the first ring off the image', () => {
    const random = seededRandom('turned rings');
    for (const { label, u0, u1, stencil } of FACTORS) {
      for (const n of NS) {
        const ring = ringSide(u0, u1, n).ring;
        const factor = kronRowFactor(ring);
        if (!factor) continue;
        const cs = (2 * n + 31) >>> 5;
        for (const m of MS) {
          const h = m >> 1;
          const rule = makeRule(stencil, 'twist,clip');
          for (const lights of [randomSolvableBoard(n, m, { rule, random }), randomBoard(n, m, { random })]) {
            const cover = lift(transposeBoard(lights), h);
            const quotients = new Board(h, 2 * n);
            let failed = -1;
            for (let r = 0; r < h && failed < 0; r++) if (ring.divide(quotients.words.subarray(r * cs, (r + 1) * cs), cover.words, r * cs) !== 0) failed = r;
            const trip = turnedRingDivide(lights.words, n, m, factor);
            expect(trip?.failed, `${label} ${n}×${m}`).toBe(failed);
            if (failed < 0) expect(trip?.z.words, `${label} ${n}×${m}`).toEqual(projectHalf(quotients, m, n).words);
          }
        }
      }
    }
    expect(turnedRingDivide(new Board(64, 65).words, 64, 65, kronRowFactor(ringSide(1, 1, 64).ring)!), 'odd m').toBe(null);
  });

  test('turnedColumnDivide: the transpose of the columns\' division of a held z, as divideOver and transposeBoard make it, on paths and rings', () => {
    const random = seededRandom('turned columns');
    const factor = kronRowFactor(ringSide(1, 1, 64).ring)!;
    for (const v0 of [0, 1] as const) {
      for (const ring of [false, true]) {
        for (const m of [4, 34, 64, 66, 130, 258]) {
          const divider = columnDivider(m, v0, 1, ring);
          for (const n of NS.filter((x) => kronRowFactor(ringSide(1, 1, x).ring))) {
            const z = applyColumns(randomBoard(m, n, { random }), v0, ring);
            const want = transposeBoard(withKernels('ts', () => divider.divideOver(new Board(m, n, z.words.slice()))));
            // a held z from a ring trip (any lights), its words then replaced by this z
            const trip = turnedRingDivide(new Board(n, m).words, n, m, n === 64 ? factor : kronRowFactor(ringSide(1, 1, n).ring)!);
            expect(trip, 'the kernels load').not.toBe(null);
            trip!.z.words.set(z.words);
            const got = new Board(n, m);
            got.words.fill(0xdeadbeef);
            expect(turnedColumnDivide(trip!.z, m, n, v0, divider.flags, got.words), 'the kernels load').toBe(true);
            expect(got.words, `v0 ${v0} ring ${ring} ${m}×${n}`).toEqual(want.words);
          }
        }
      }
    }
  });

  test('turnedColumnDivide refuses a z no longer held', () => {
    const trip = turnedRingDivide(new Board(64, 64).words, 64, 64, kronRowFactor(ringSide(1, 1, 64).ring)!)!;
    turnedRingDivide(new Board(64, 64).words, 64, 64, kronRowFactor(ringSide(1, 1, 64).ring)!); // a new hold
    expect(() => turnedColumnDivide(trip.z, 64, 64, 1, columnDivider(64, 1, 1, false).flags, new Uint32Array(128))).toThrow(/no longer held|let go/);
  });

  test('twist-product where the rows twist: the answers of the kernels (the turned trips, or the board as given) verify, solvable where the TypeScript path finds it so', () => {
    const random = seededRandom('turned product');
    for (const { label, stencil } of FACTORS) {
      for (const topology of ['twist,clip', 'twist,wrap'] as const) {
        const rule = makeRule(stencil, topology);
        // (33, 320), (129, 66): X and Y both singular (Moore), the turned trips; most others the board as given
        for (const [rows, cols] of [[64, 320], [33, 514], [33, 320], [129, 66], [200, 64], [65, 129]] as const) {
          const shape = { rule, rows, cols };
          for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
            const [wasm, ts] = (['auto', 'ts'] as const).map((path) => withKernels(path, () => twistProductMethod.prepare(shape).solve(lights)));
            expect(wasm === null, `${label} ${topology} ${rows}×${cols}`).toBe(ts === null);
            if (wasm) expect(pressEffect(wasm, rule).equals(lights), `${label} ${topology} ${rows}×${cols}`).toBe(true);
          }
        }
      }
    }
  });
});
