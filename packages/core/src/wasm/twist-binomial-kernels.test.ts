import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { binomialTransform } from '../solve/grid/binomial-chase.ts';
import { foldBinomialSolve } from '../solve/grid/fold-binomial.ts';
import { twistBinomialChaseRows } from '../solve/grid/twist-binomial.ts';
import { Board } from '../puzzle/board.ts';
import { withKernels } from './kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { transposeBoard } from '../puzzle/transpose.ts';
import { foldBinomialWasm, foldStripsWasm, twistBinomialWasm } from './twist-binomial-kernels.ts';

kernelsOnInThisFile();

/** The TypeScript path: transform, chase with the twisted seam, transform. */
function reference(words: Uint32Array, m: number, n: number): Uint32Array {
  const out = words.slice();
  const stride = (n + 31) >>> 5;
  binomialTransform(out, stride, m);
  twistBinomialChaseRows(out, stride, m, n);
  binomialTransform(out, stride, m);
  return out;
}

describe('twist-binomial kernels', () => {
  test('twistBinomialChase gives the TypeScript path at widths around the word and vector edges', () => {
    const random = seededRandom(12);
    for (const m of [4, 8, 16, 64, 512]) {
      for (const n of [3, 5, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 159, 160, 161, 191, 192, 193, 255, 256, 257, 300]) {
        const stride = (n + 31) >>> 5;
        const tail = n % 32 === 0 ? 0xffffffff : 2 ** (n % 32) - 1;
        const words = Uint32Array.from({ length: m * stride }, (_, i) => random() & (i % stride === stride - 1 ? tail : 0xffffffff));
        const got = new Uint32Array(words.length);
        expect(twistBinomialWasm(got, words, m, n, 0), 'the kernels load').toBe(true);
        expect(got, `${m}×${n}`).toEqual(reference(words, m, n));
      }
    }
  });

  test('foldBinomialChase gives the TypeScript path on both surfaces at widths around the word, vector and half-word edges', () => {
    const random = seededRandom(13);
    for (const n of [4, 8, 64]) {
      for (const m of [2, 6, 30, 62, 64, 66, 126, 128, 130, 190, 192, 194, 254, 256, 258, 510, 512, 514, 1024]) {
        const stride = (m + 31) >>> 5;
        const tail = m % 32 === 0 ? 0xffffffff : 2 ** (m % 32) - 1;
        const lights = new Board(n, m, Uint32Array.from({ length: n * stride }, (_, i) => random() & (i % stride === stride - 1 ? tail : 0xffffffff)));
        for (const wraps of [false, true]) {
          const got = new Uint32Array(lights.words.length);
          expect(foldBinomialWasm(got, lights.words, n, m, wraps, 0), 'the kernels load').toBe(true);
          expect(got, `${n}×${m}, wraps ${wraps}`).toEqual(withKernels('ts', () => foldBinomialSolve(lights, wraps)).words);
        }
      }
    }
  });

  test('foldBinomialStrips gives the TypeScript path on both surfaces (columns twisting) at heights around the tile edges', () => {
    const random = seededRandom(14);
    for (const n of [128, 256, 512]) {
      for (const m of [2, 4, 62, 126, 128, 130, 254, 256, 258, 384, 510, 514]) {
        const stride = n >>> 5;
        const lights = new Board(m, n, Uint32Array.from({ length: m * stride }, () => random()));
        for (const wraps of [false, true]) {
          const got = new Uint32Array(lights.words.length);
          expect(foldStripsWasm(got, lights.words, m, n, wraps, 0), 'the kernels load').toBe(true);
          const want = withKernels('ts', () => transposeBoard(foldBinomialSolve(transposeBoard(lights), wraps)));
          expect(got, `${m}×${n}, wraps ${wraps}`).toEqual(want.words);
        }
      }
    }
    expect(foldStripsWasm(new Uint32Array(3 * 4), new Uint32Array(3 * 4), 3, 128, false, 0), 'odd m').toBe(false);
    expect(foldStripsWasm(new Uint32Array(2 * 2), new Uint32Array(2 * 2), 2, 64, false, 0), 'a ring below a strip').toBe(false);
  });
});
