import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { reflectRows, unreflectRows } from '../solve/grid/reflected-rows.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { reflectRowsWasm, unreflectRowsWasm } from './reflect-kernels.ts';

/**
 * The reflection kernels against the TypeScript loops of `reflected-rows.ts`: rings of 2 to 20 words (path rows of
 * whole and of part words, the carry out of the last word with and without room) and of 64 and 129 words, rows with
 * their padding set (ignored) and ring rows of any bits (unreflectRows takes cells 1 … n of whatever it is given).
 */
const random = seededRandom('wasm-reflect');
kernelsOnInThisFile();

const randomWords = (n: number): Uint32Array => Uint32Array.from({ length: n }, () => random());

describe('reflect kernels', () => {
  test('reflectRows and unreflectRows agree with the TypeScript loops', () => {
    let cases = 0;
    for (const S of [...Array.from({ length: 19 }, (_, i) => i + 2), 64, 129]) {
      const n = 16 * S - 1;
      const stride = (n + 31) >>> 5;
      for (const rows of [1, 3, 7]) {
        const label = `S ${S}, ${rows} rows`;
        const path = randomWords(rows * stride);
        const want = new Uint32Array(rows * S);
        reflectRows(want, path, rows, n);
        const got = randomWords(rows * S); // overwritten whole
        expect(reflectRowsWasm(got, path, rows, n), label).toBe(true);
        expect(got, `reflectRows, ${label}`).toEqual(want);
        const ring = randomWords(rows * S);
        const back = new Uint32Array(rows * stride);
        unreflectRows(back, ring, rows, n);
        const mine = randomWords(rows * stride);
        expect(unreflectRowsWasm(mine, ring, rows, n), label).toBe(true);
        expect(mine, `unreflectRows, ${label}`).toEqual(back);
        cases++;
      }
    }
    expect(cases).toBe(21 * 3);
  });
});
