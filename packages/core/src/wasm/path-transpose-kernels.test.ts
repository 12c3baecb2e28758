import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { transposeBoard } from '../puzzle/transpose.ts';
import type { BilinearForm } from '../solve/grid/bilinear.ts';
import { pathBasisSolveTs } from '../solve/grid/path-basis-chase.ts';
import { foldPathRows } from '../solve/grid/path-fold.ts';
import { Side } from '../solve/grid/row-split.ts';
import { neumannRows } from '../solve/grid/neumann-inverse.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { pathFoldInverseWasm, pathFoldSolveWasm } from './path-transpose-kernels.ts';

/**
 * The diagonal rule's inverse on rows of the path of h − 1 = 2ᵏ − 1 cells (`pathFoldSolve`: transposed, chased in the
 * path-polynomial basis, transposed back) against the TypeScript path-basis chase on the transposed board and the
 * Neumann product on the rows (`neumannRows`, the product the kernel replaces): h from 2 to 512 (rows of part of a
 * word to 16 words: the transpose's single words, its four-word lanes and the rest), board rows around the word
 * and 32-row block edges (1 … 200).
 */
const random = seededRandom('wasm-path-transpose');
kernelsOnInThisFile();

const DIAGONAL: BilinearForm = { g00: 1, g01: 0, g10: 0, g11: 1 };

describe('pathFoldSolveWasm', () => {
  test('the same A⁻¹ as the transposed path-basis chase and the Neumann product', () => {
    let cases = 0;
    for (const h of [2, 4, 8, 16, 32, 64, 128, 256, 512]) {
      for (const rows of [1, 2, 3, 31, 32, 33, 63, 64, 65, 127, 129, 200]) {
        const z = randomBoard(rows, h - 1, { random });
        const label = `${rows} rows of ${h - 1} cells`;
        const got = z.clone();
        expect(pathFoldSolveWasm(got.words, rows, h, 0), label).toBe(true);
        const chase = transposeBoard(pathBasisSolveTs(transposeBoard(z)));
        expect(got.words, `${label}: the transposed chase`).toEqual(chase.words);
        const product = neumannRows(z, DIAGONAL, new Side(h - 1, false), new Side(rows, false), Math.log2(h) + 1);
        expect(got.words, `${label}: the Neumann product`).toEqual(product.words);
        cases++;
      }
    }
    expect(cases).toBe(9 * 12);
  });

  test('on the folds of paths of 3h − 1 cells: the TypeScript fold, then the same A⁻¹', () => {
    let cases = 0;
    for (const h of [32, 64, 128, 256, 512]) {
      for (const rows of [1, 31, 32, 33, 65, 129, 200]) {
        const lights = randomBoard(rows, 3 * h - 1, { random });
        const label = `${rows} rows of ${3 * h - 1} cells`;
        const folded = new Board(rows, h - 1);
        withKernels('ts', () => foldPathRows(folded.words, lights.words, rows, h));
        const want = transposeBoard(pathBasisSolveTs(transposeBoard(folded)));
        const got = new Board(rows, h - 1);
        expect(pathFoldInverseWasm(lights.words, rows, h, got.words, 0), label).toBe(true);
        expect(got.words, label).toEqual(want.words);
        cases++;
      }
    }
    expect(cases).toBe(5 * 7);
    // h not a multiple of 32: no fold kernel, the caller folds
    expect(pathFoldInverseWasm(new Uint32Array(100), 100, 16, new Uint32Array(100), 0)).toBe(false);
  });
});
