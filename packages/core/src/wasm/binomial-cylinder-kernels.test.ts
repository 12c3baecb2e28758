import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { seededRandom } from '../puzzle/random.ts';
import { transposeBoard } from '../puzzle/transpose.ts';
import { binomialChaseRows, binomialTransform } from '../solve/grid/binomial-chase.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { binomialCylinderWasm } from './binomial-cylinder-kernels.ts';

kernelsOnInThisFile();

/** The TypeScript path: transpose (the ring becomes the rows), transform, chase with X clipped, transform, transpose. */
function reference(words: Uint32Array, m: number, n: number): Uint32Array {
  const board = new Board(m, n);
  board.words.set(words);
  const turned = transposeBoard(board);
  binomialTransform(turned.words, turned.stride, n);
  binomialChaseRows(turned.words, turned.stride, n, m, false);
  binomialTransform(turned.words, turned.stride, n);
  return transposeBoard(turned).words;
}

describe('binomial cylinder kernel', () => {
  test('binomialCylinder gives the TypeScript path for path lengths around the 64- and 128-bit edges', () => {
    const random = seededRandom(12);
    for (const n of [128, 256, 512]) {
      for (const m of [1, 2, 3, 5, 63, 64, 65, 127, 128, 129, 191, 192, 193, 255, 256, 257, 300]) {
        const words = Uint32Array.from({ length: (m * n) >>> 5 }, () => random());
        const got = new Uint32Array(words.length);
        expect(binomialCylinderWasm(got, words, m, n, 0), 'the kernels load').toBe(true);
        expect(got, `${m}×${n}`).toEqual(reference(words, m, n));
      }
    }
  });

  test('binomialCylinder gives the TypeScript path on rings of 8 to 64 vectors (the transform three levels at once)', () => {
    const random = seededRandom(13);
    for (const n of [1024, 2048, 4096, 8192]) {
      for (const m of [1, 3, 64, 129]) {
        const words = Uint32Array.from({ length: (m * n) >>> 5 }, () => random());
        const got = new Uint32Array(words.length);
        expect(binomialCylinderWasm(got, words, m, n, 0), 'the kernels load').toBe(true);
        expect(got, `${m}×${n}`).toEqual(reference(words, m, n));
      }
    }
  });

  test('keeps the TypeScript path below the narrowest ring and the smallest board', () => {
    const words = new Uint32Array(64 * 2);
    expect(binomialCylinderWasm(new Uint32Array(words.length), words, 64, 64, 0)).toBe(false);
    expect(binomialCylinderWasm(new Uint32Array(32 * 4), new Uint32Array(32 * 4), 32, 128)).toBe(false);
  });
});
