import { describe, expect, test } from 'vitest';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { columnSumsWasm } from './column-sums-kernels.ts';
import { withKernels } from './kernels.ts';

kernelsOnInThisFile();

/**
 * The kernel columnSums (wasm/column-sums.ts) against the definition, the XOR of the selected rows: rows either
 * side of the word and 128-bit vector edges, one to eight selectors, blocks that cut the board at every row.
 */
const random = seededRandom('wasm-column-sums');

/** Per selector, the XOR of the rows it selects, word by word. */
function reference(z: Uint32Array, rows: number, stride: number, select: readonly Uint8Array[]): Uint32Array[] {
  return select.map((s) => {
    const sum = new Uint32Array(stride);
    for (let r = 0; r < rows; r++) if (s[r]) for (let k = 0; k < stride; k++) sum[k]! ^= z[r * stride + k]!;
    return sum;
  });
}

describe('columnSumsWasm', () => {
  test('the XOR of the selected rows, around the word and vector edges, one to eight selectors, blocks of any rows', () => {
    let cases = 0;
    for (const cols of [1, 31, 32, 33, 96, 127, 128, 129, 160, 161, 257]) {
      for (const rows of [1, 2, 3, 7, 20, 41]) {
        const z = randomBoard(rows, cols, { random });
        for (const count of [1, 2, 3, 8]) {
          // selectors: every row, alternate rows (as the column kernels of y + y⁻¹), random rows
          const select = Array.from({ length: count }, (_, j) => Uint8Array.from({ length: rows }, (_, r) => (j === 0 ? 1 : j === 1 ? r & 1 : random() < 0.5 ? 1 : 0)));
          const expected = reference(z.words, rows, z.stride, select);
          for (const blockRows of [1, 3, rows]) {
            const got = columnSumsWasm(z.words, rows, z.stride, select, blockRows * z.stride);
            expect(got?.map((s) => [...s]), `${rows} × ${cols}, ${count} selectors, blocks of ${blockRows}`).toEqual(expected.map((s) => [...s]));
            cases++;
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(700);
  });

  test('null past eight selectors and on the TypeScript path', () => {
    const z = randomBoard(4, 40, { random });
    expect(columnSumsWasm(z.words, 4, z.stride, Array.from({ length: 9 }, () => new Uint8Array(4)))).toBeNull();
    expect(withKernels('ts', () => columnSumsWasm(z.words, 4, z.stride, [new Uint8Array(4)]))).toBeNull();
  });
});
