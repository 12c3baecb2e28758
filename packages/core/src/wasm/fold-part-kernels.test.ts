import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { foldRows, foldTileRows } from '../solve/grid/folded-part.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { foldRowsWasm, foldTileRowsWasm } from './fold-part-kernels.ts';

/**
 * The folded bad part's kernels against the TypeScript loops of `folded-part.ts`: folds of P = 1 … 12 words (blocks
 * of lcm(P, 4) words: one vector, several, or whole periods over several vectors), e = 1 and, where 3 | P, the
 * rotations by q and 2q words; rows of one to seventeen periods (a block, its vector body and the scalar rest of
 * every length), with and without the bad part y to add.
 */
const random = seededRandom('wasm-fold');
kernelsOnInThisFile();

function randomWords(n: number): Uint32Array {
  return Uint32Array.from({ length: n }, () => random()); // the draws are whole 32-bit words
}

describe('fold-part kernels', () => {
  test('foldRows and foldTileRows agree with the TypeScript loops', () => {
    let cases = 0;
    let nonzero = 0;
    for (const P of [1, 2, 3, 4, 5, 6, 8, 12]) {
      for (const q of P % 3 === 0 ? [0, P / 3] : [0]) {
        for (const periods of [1, 2, 3, 4, 5, 7, 9, 16, 17]) {
          const stride = P * periods;
          const rows = 1 + ((P * 7 + periods) % 5);
          const label = `P ${P}, q ${q}, stride ${stride}, rows ${rows}`;
          const src = randomWords(rows * stride);
          const want = new Uint32Array(rows * P);
          foldRows(want, src, rows, stride, P, q);
          const got = new Uint32Array(rows * P);
          expect(foldRowsWasm(got, src, rows, stride, P, q), label).toBe(true);
          expect(got, `foldRows, ${label}`).toEqual(want);
          if (q === 0) nonzero += want.some((w) => w !== 0) ? 1 : 0;
          for (const y of [null, randomWords(rows * P)]) {
            const ref = src.slice();
            foldTileRows(ref, y, rows, stride, P, q);
            const mine = src.slice();
            expect(foldTileRowsWasm(mine, y, rows, stride, P, q), label).toBe(true);
            expect(mine, `foldTileRows, ${label}, y ${y ? 'given' : 'none'}`).toEqual(ref);
            cases++;
          }
        }
      }
    }
    expect(cases).toBe(2 * 9 * (8 + 3));
    expect(nonzero).toBe(9 * 8); // random rows fold to something
  });
});
