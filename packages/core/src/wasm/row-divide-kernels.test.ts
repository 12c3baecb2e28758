import { describe, expect, test } from 'vitest';
import { RowDivider } from '../gf2/row-divider.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { kronRowFactor } from '../solve/grid/kron-chase.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { divideRowsWasm } from './row-divide-kernels.ts';

kernelsOnInThisFile();

/**
 * The kernel divideRows (wasm/row-divide.ts) against RowDivider.divide, row by row: the twisted surfaces' rings
 * (Moore's u = σ⁻¹ + 1 + σ, the diagonal's σ⁻¹ + σ) and the other factors the kernel takes, rings and paths, at
 * widths around the 32-, 64- and 128-cell edges, rows in the image and off it (the first row off is the answer),
 * with blocks that cut the rows at every row and at odd rows.
 */
const random = seededRandom('wasm-row-divide');

/** Widths past the dense rows (64 cells), either side of 32-, 64- and 128-cell edges. */
const WIDTHS = [65, 66, 67, 95, 96, 97, 127, 128, 129, 130, 159, 160, 161, 191, 192, 193, 255, 256, 257, 300];

const FACTORS = [[-1, 0, 1], [-1, 1], [-1, 0], [0, 1], [0, 2], [0]];

/** Rows of H·y for random y (in the image), with row `off` (if any) replaced by a random row off the image. */
function dividends(h: RowDivider, rows: number, off: number): Uint32Array {
  const { stride } = h;
  const out = new Uint32Array(rows * stride);
  const y = randomBoard(rows, h.bits, { random }).words;
  for (let r = 0; r < rows; r++) h.apply(out, r * stride, y, r * stride);
  if (off >= 0) {
    const scratch = new Uint32Array(stride);
    for (;;) {
      const v = randomBoard(1, h.bits, { random }).words;
      if (h.divide(scratch, v, 0) === 0) continue;
      out.set(v, off * stride);
      break;
    }
  }
  return out;
}

describe('divideRowsWasm', () => {
  test('quotients as RowDivider.divide writes them, and the first row off the image', () => {
    let cases = 0;
    for (const shifts of FACTORS) {
      for (const cyclic of [false, true]) {
        for (const bits of WIDTHS) {
          const h = new RowDivider(shifts, bits, cyclic);
          const factor = kronRowFactor(h);
          expect(factor, `${shifts} ${bits} ${cyclic}`).not.toBeNull();
          const { stride } = h;
          const rows = 7;
          // rows off the image exist only when H is singular
          for (const off of h.nullity > 0 ? [-1, 0, 4] : [-1]) {
            const src = dividends(h, rows, off);
            const expected = new Uint32Array(rows * stride);
            let firstOff = -1;
            for (let r = 0; r < rows && firstOff < 0; r++) if (h.divide(expected.subarray(r * stride, (r + 1) * stride), src, r * stride) !== 0) firstOff = r;
            const done = firstOff < 0 ? rows : firstOff;
            for (const blockWords of [1, 3 * stride, 1 << 14]) {
              // at an offset in both arrays, so the kernel's reads and writes are checked to stay on their rows
              const dst = new Uint32Array((rows + 2) * stride).fill(0xa5a5a5a5);
              const padded = new Uint32Array((rows + 1) * stride);
              padded.set(src, stride);
              const failed = withKernels('auto', () => divideRowsWasm(padded, stride, rows, stride, factor!, dst, stride, blockWords));
              const label = `${shifts} ${cyclic ? 'ring' : 'path'} ${bits}, off ${off}, block ${blockWords}`;
              expect(failed, label).toBe(firstOff);
              expect(dst.subarray(stride, (done + 1) * stride), label).toEqual(expected.subarray(0, done * stride));
              expect(dst.subarray(0, stride).every((w) => w === 0xa5a5a5a5), label).toBe(true);
              // over the dividends themselves
              const over = src.slice();
              expect(withKernels('auto', () => divideRowsWasm(over, 0, rows, stride, factor!, over, 0, blockWords)), label).toBe(firstOff);
              expect(over.subarray(0, done * stride), `${label} in place`).toEqual(expected.subarray(0, done * stride));
              cases++;
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(600);
  });

  test('null on the TypeScript path', () => {
    const h = new RowDivider([-1, 0, 1], 200, true);
    const src = new Uint32Array(h.stride);
    expect(withKernels('ts', () => divideRowsWasm(src, 0, 1, h.stride, kronRowFactor(h)!, new Uint32Array(h.stride), 0))).toBeNull();
  });
});
