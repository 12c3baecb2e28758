import { describe, expect, test } from 'vitest';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { pathBasisSolveTs } from '../solve/grid/path-basis-chase.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { pathBasisSolveWasm } from './row-substitution-kernels.ts';

/**
 * The path-basis kernel against the TypeScript loops of `path-basis-chase.ts`: widths around the word and the
 * four-word vector edges (one word alone, the vector loop's last step, the masked last word), 2ᵏ − 1 rows from 3 to
 * 255 (one to seven substitution levels), rows past 32 words, rows as paths and as rings (the ends' cells in the
 * first and last words), every board through the kernel however small, lights with every cell random.
 */
const random = seededRandom('wasm-row-substitution');
kernelsOnInThisFile();

describe('row-substitution kernel', () => {
  test('pathBasisSolve agrees with the TypeScript path', () => {
    let cases = 0;
    const widths = [1, 2, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 159, 160, 161, 191, 192, 193, 223, 255, 256, 257, 300, 511, 512, 513, 545, 1100];
    for (const m of [3, 7, 63, 255]) {
      for (const n of widths) {
        for (const ring of n >= 3 ? [false, true] : [false]) {
          const lights = randomBoard(m, n, { random });
          const want = pathBasisSolveTs(lights, ring);
          const got = lights.words.slice();
          expect(pathBasisSolveWasm(got, m, n, ring, 0), `${m}×${n}, ring ${ring}`).toBe(true);
          expect(got, `${m}×${n}, ring ${ring}`).toEqual(want.words);
          cases++;
        }
      }
    }
    expect(cases).toBe(4 * (2 * widths.length - 2));
  });

  test('a board too small for the copies stays in TypeScript', () => {
    expect(pathBasisSolveWasm(new Uint32Array(3), 3, 32)).toBe(false);
  });
});
