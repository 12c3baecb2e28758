import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import type { BilinearForm } from '../solve/grid/bilinear.ts';
import { neumannInverse, Side } from '../solve/grid/row-split.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { NEUMANN_BAND_FACTORS, neumannWasm, WASM_NEUMANN_MIN_WORDS } from './neumann-kernels.ts';

/**
 * The Neumann product's kernels against the TypeScript loop (`withKernels('ts', …)`): every 3 × 3 symmetric form
 * (g₀₀, g₀₁, g₁₀, g₁₁), rows that are rings of whole words (1, 2, 3, 4, 5, 7, 8 and 9 words: the vector body and its scalar tail),
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
            const got = new Board(rows, cols);
            expect(neumannWasm(z.words, rows, stride, bits, K, (D) => colSide.adjacencyPowerTable(D), (h) => colSide.extendedRows(h), got.words, bandWords)).toBe(true);
            expect(got.words, `${label}, bands of ${bandWords} words`).toEqual(reference.words);
          }
        }
      }
    }
    expect(kernelSized).toBe(5 * 2 * 16);
    expect(passes).toBeGreaterThan(20);
  });
});
