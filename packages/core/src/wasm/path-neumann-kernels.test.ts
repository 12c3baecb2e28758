import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import type { BilinearForm } from '../solve/grid/bilinear.ts';
import { Side } from '../solve/grid/row-split.ts';
import { neumannRows } from '../solve/grid/neumann-inverse.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { NEUMANN_BAND_FACTORS } from './neumann-kernels.ts';
import { pathNeumannWasm, pathOperatorWasm } from './path-neumann-kernels.ts';

/**
 * The path-width Neumann product's kernels against the TypeScript loop `neumannRows` on a path row side: every form
 * (g₀₀, g₀₁, g₁₀, g₁₁), path widths around the word and vector edges (31 … 129 cells, the scalar tail and the vector
 * body) and the sides 2ᵏ − 1 and 3·2ᵏ − 1 the kernel is for (63, 95, 127, 191, 255), columns that wrap or clip, one
 * to thirteen factors (dilations past a word, past half the path and past the ring of 2n + 2 cells), with the default
 * bands, bands of a few rows (many band edges) and none.
 */
const random = seededRandom('wasm-path-neumann');
kernelsOnInThisFile();

/** Cells past n set in every row's last word: the kernel must ignore them. */
function dirtyPadding(z: Board): Uint32Array {
  const words = z.words.slice();
  const W = z.stride;
  if (z.cols % 32 !== 0) for (let i = W - 1; i < words.length; i += W) words[i]! |= ~((1 << z.cols % 32) - 1);
  return words;
}

describe('pathNeumannWasm', () => {
  test('the same product as the TypeScript loop', () => {
    let cases = 0;
    let passes = 0;
    for (const [rows, n] of [
      [40, 31],
      [33, 32],
      [21, 33],
      [70, 63],
      [9, 64],
      [50, 95],
      [64, 127],
      [30, 128],
      [17, 129],
      [47, 191],
      [31, 255],
    ] as const) {
      for (const wraps of [true, false]) {
        for (let bits = 0; bits < 16; bits++) {
          const bit = (i: number): 0 | 1 => ((bits >> i) & 1 ? 1 : 0);
          const g: BilinearForm = { g00: bit(0), g01: bit(1), g10: bit(2), g11: bit(3) };
          const z = randomBoard(rows, n, { random });
          const K = 1 + ((bits * 5 + rows + n) % 13);
          const rowSide = new Side(n, false);
          const colSide = new Side(rows, wraps);
          const W = z.stride;
          const label = `${rows}×${n}, wraps ${wraps}, g ${bits}, K ${K}`;
          if (K > NEUMANN_BAND_FACTORS) passes++;
          const reference = neumannRows(z, g, rowSide, colSide, K);
          for (const bandWords of [undefined, W * 6 * (2 ** Math.min(K, NEUMANN_BAND_FACTORS) - 1), 0]) {
            const got = new Board(rows, n);
            expect(pathNeumannWasm(dirtyPadding(z), rows, n, bits, K, (D) => colSide.adjacencyPowerTable(D), (h) => colSide.extendedRows(h), got.words, bandWords)).toBe(true);
            expect(got.words, `${label}, bands of ${bandWords} words`).toEqual(reference.words);
            cases++;
          }
        }
      }
    }
    expect(cases).toBe(11 * 2 * 16 * 3);
    expect(passes).toBeGreaterThan(50);
  });

  test('one pass of g₀₀·p + g₁₀·y + x^d·(g₀₁·p + g₁₁·y) as the TypeScript rows give it', () => {
    let cases = 0;
    for (const [rows, n] of [
      [30, 31],
      [12, 64],
      [25, 95],
      [9, 129],
      [11, 191],
    ] as const) {
      const side = new Side(n, false);
      for (const d of [1, 2, 16, 32, 33, 64, (n + 1) >>> 1, n, n + 1, 2 * n + 2]) {
        for (let g = 1; g < 16; g++) {
          for (const withY of [false, true]) {
            const p = randomBoard(rows, n, { random });
            const y = randomBoard(rows, n, { random });
            const want = new Board(rows, n);
            const w = new Uint32Array(p.stride);
            for (let r = 0; r < rows; r++) {
              const o = r * p.stride;
              for (let k = 0; k < p.stride; k++) {
                const yk = withY ? y.words[o + k]! : 0;
                want.words[o + k] = (g & 1 ? p.words[o + k]! : 0) ^ (g & 4 ? yk : 0);
                w[k] = (g & 2 ? p.words[o + k]! : 0) ^ (g & 8 ? yk : 0);
              }
              side.xorAdjacencyPower(want.words, o, w, 0, d);
            }
            const got = new Board(rows, n);
            expect(pathOperatorWasm(dirtyPadding(p), withY ? y.words : null, rows, n, g, d, got.words)).toBe(true);
            expect(got.words, `${rows}×${n}, d ${d}, g ${g}, y ${withY}`).toEqual(want.words);
            cases++;
          }
        }
      }
    }
    expect(cases).toBe(5 * 10 * 15 * 2);
  });
});
