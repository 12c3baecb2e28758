import { describe, expect, test } from 'vitest';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import type { BilinearForm } from '../solve/grid/bilinear.ts';
import { neumannInverse, Side } from '../solve/grid/row-split.ts';
import { withKernels } from './kernels.ts';
import { WASM_NEUMANN_MIN_WORDS } from './neumann-kernels.ts';

/**
 * The Neumann product's kernel against the TypeScript loop (`withKernels('ts', …)`): every 3 × 3 symmetric form
 * (g₀₀, g₀₁, g₁₀, g₁₁), rows that are rings of whole words (1 to 9 words: the vector body and its scalar tail),
 * columns that wrap or clip, one to five factors (dilations past a word and past half the ring).
 */
const random = seededRandom('wasm-neumann');

describe('neumannWasm', () => {
  test('the same product as the TypeScript loop', () => {
    let kernelSized = 0;
    for (const [rows, cols] of [
      [1030, 32],
      [7, 64],
      [210, 160],
      [120, 288],
    ] as const) {
      for (const wraps of [true, false]) {
        for (let bits = 0; bits < 16; bits++) {
          const bit = (i: number): 0 | 1 => ((bits >> i) & 1 ? 1 : 0);
          const g: BilinearForm = { g00: bit(0), g01: bit(1), g10: bit(2), g11: bit(3) };
          const z = randomBoard(rows, cols, { random });
          const K = 1 + (bits % 5);
          const rowSide = new Side(cols, true);
          const colSide = new Side(rows, wraps);
          if (rows * (cols / 32) >= WASM_NEUMANN_MIN_WORDS) kernelSized++;
          const fast = neumannInverse(z, g, rowSide, colSide, K);
          const reference = withKernels('ts', () => neumannInverse(z, g, rowSide, colSide, K));
          expect(fast.words, `${rows}×${cols}, wraps ${wraps}, g ${bits}, K ${K}`).toEqual(reference.words);
        }
      }
    }
    expect(kernelSized).toBe(3 * 2 * 16);
  });
});
