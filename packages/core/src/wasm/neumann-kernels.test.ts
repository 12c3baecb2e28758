import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import type { BilinearForm } from '../solve/grid/bilinear.ts';
import { Side } from '../solve/grid/row-split.ts';
import { neumannInverse } from '../solve/grid/neumann-inverse.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { NEUMANN_BAND_FACTORS, neumannWasm, WASM_NEUMANN_MIN_WORDS } from './neumann-kernels.ts';

/**
 * The Neumann product's kernels (wasm/neumann.ts, neumann-pairs.ts, neumann-cosets.ts) against the TypeScript loop
 * (`withKernels('ts', …)`): every 3 × 3 symmetric form (g₀₀, g₀₁, g₁₀, g₁₁), rows that are rings of whole words (1, 2, 3, 4, 5, 7, 8 and 9 words: the vector body and its scalar tail),
 * columns that wrap or clip, one to nine factors (the banded ones, then passes; dilations past a word and past half
 * the ring and the column side), with the default bands and with bands of a few rows (many band edges).
 */
const random = seededRandom('wasm-neumann');
kernelsOnInThisFile();

describe('neumannWasm', () => {
  test('the same product as the TypeScript loop', () => {
    let kernelSized = 0;
    let passes = 0;
    for (const [rows, cols] of [
      [1030, 32],
      [7, 64],
      [210, 160],
      [120, 288],
      [97, 128],
      [350, 96],
      [150, 224],
      [40, 256],
    ] as const) {
      for (const wraps of [true, false]) {
        for (let bits = 0; bits < 16; bits++) {
          const bit = (i: number): 0 | 1 => ((bits >> i) & 1 ? 1 : 0);
          const g: BilinearForm = { g00: bit(0), g01: bit(1), g10: bit(2), g11: bit(3) };
          const z = randomBoard(rows, cols, { random });
          const K = 1 + ((bits * 5 + rows) % 9);
          const rowSide = new Side(cols, true);
          const colSide = new Side(rows, wraps);
          const label = `${rows}×${cols}, wraps ${wraps}, g ${bits}, K ${K}`;
          const stride = cols / 32;
          if (rows * stride >= WASM_NEUMANN_MIN_WORDS) kernelSized++;
          if (K > NEUMANN_BAND_FACTORS) passes++;
          const reference = withKernels('ts', () => neumannInverse(z, g, rowSide, colSide, K));
          expect(neumannInverse(z, g, rowSide, colSide, K).words, label).toEqual(reference.words);
          // the smallest bands the kernel takes (four times their halo: many band edges and a short last band),
          // and none (every factor a pass, as where the band buffers do not fit in the module's memory)
          for (const bandWords of [stride * 6 * (2 ** Math.min(K, NEUMANN_BAND_FACTORS) - 1), 0]) {
            // and, where the columns wrap, the factors past the bands per coset of rows (where 2^L divides rows)
            for (const ring of wraps ? [false, true] : [false]) {
              const got = new Board(rows, cols);
              expect(neumannWasm(z.words, rows, stride, bits, K, (D) => colSide.adjacencyPowerTable(D), (h) => colSide.extendedRows(h), got.words, bandWords, ring)).toBe(true);
              expect(got.words, `${label}, bands of ${bandWords} words, cosets ${ring}`).toEqual(reference.words);
            }
          }
        }
      }
    }
    expect(kernelSized).toBe(5 * 2 * 16);
    expect(passes).toBeGreaterThan(20);
  });

  // The diagonal rule's rows in pairs and chains (rows of 6 to 64 words, bit shifts and word rotations) and the
  // cosets: every band depth L (bands of 6·(2^L − 1) rows, cosets of rows / 2^L rows, a power of two or three
  // times one), factors past the rows (y^D reading one row twice: it cancels), rows past the chains' width (65 words).
  test('the diagonal rule in pairs, chains and cosets, as the TypeScript loop', () => {
    const diagonal: BilinearForm = { g00: 1, g01: 0, g10: 0, g11: 1 };
    let cosets = 0;
    for (const [rows, cols] of [
      [192, 192],
      [96, 224],
      [128, 256],
      [48, 288],
      [64, 2048],
      [32, 2080],
      [256, 32],
    ] as const) {
      const stride = cols / 32;
      const z = randomBoard(rows, cols, { random });
      const rowSide = new Side(cols, true);
      for (const wraps of [true, false]) {
        const colSide = new Side(rows, wraps);
        for (let L = 1; L <= NEUMANN_BAND_FACTORS; L++) {
          const K = Math.min(L + 1 + ((rows + L) % 4), Math.ceil(Math.log2(rows)) + 1);
          if (K <= L) continue;
          const reference = withKernels('ts', () => neumannInverse(z, diagonal, rowSide, colSide, K));
          const got = new Board(rows, cols);
          const bandWords = stride * 6 * (2 ** L - 1);
          expect(neumannWasm(z.words, rows, stride, 9, K, (D) => colSide.adjacencyPowerTable(D), (h) => colSide.extendedRows(h), got.words, bandWords, wraps)).toBe(true);
          expect(got.words, `${rows}×${cols}, wraps ${wraps}, L ${L}, K ${K}`).toEqual(reference.words);
          if (wraps && rows % 2 ** L === 0) cosets++;
        }
      }
    }
    expect(cosets).toBeGreaterThan(20);
  });
});
