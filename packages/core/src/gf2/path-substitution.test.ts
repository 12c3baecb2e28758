import { describe, expect, test } from 'vitest';
import { testRandom } from '../_test-support.ts';
import { pathRowToPoly, polyToPathRow } from './path-basis.ts';
import { pathRowToPolyFast, polyToPathRowFast } from './path-substitution.ts';
import { Poly } from './poly.ts';
import { wordsFor } from './words.ts';

const rand = testRandom(2425);

/**
 * The substitution x = s + s⁻¹ against Horner's rule and the recurrence of `path-basis.ts`, on rows of 1 … 70 cells
 * and around the word and block edges up to 2050 (levels within a word, then wide ones), dense and sparse.
 */
describe('path rows and their polynomials by substitution', () => {
  test('agree with path-basis.ts', () => {
    const sides = [...Array.from({ length: 70 }, (_, i) => i + 1), 95, 96, 97, 127, 128, 129, 255, 256, 257, 511, 1023, 1024, 1025, 2047, 2048, 2049, 2050];
    let checked = 0;
    for (const n of sides) {
      for (const density of [0.5, 0.05]) {
        const row = Uint32Array.from({ length: wordsFor(n) + 2 }, () => 0);
        for (let j = 0; j < n; j++) if (rand() < density) row[(j + 32) >>> 5]! |= 1 << (j & 31); // at word offset 1
        row[0] = rand() * 2 ** 32; // neighbours of the row are not read
        if (n % 32 !== 0) row[1 + (n >>> 5)]! |= 1 << 31; // nor cells past its end
        const poly = pathRowToPolyFast(row, n, 1);
        expect(poly.equals(pathRowToPoly(row, n, 1)), `row → poly, n ${n}`).toBe(true);
        const exps: number[] = [];
        for (let i = 0; i < n; i++) if (rand() < density) exps.push(i);
        const xi = Poly.fromExponents(exps);
        expect(polyToPathRowFast(xi, n), `poly → row, n ${n}`).toEqual(polyToPathRow(xi, n));
        expect(pathRowToPolyFast(polyToPathRowFast(xi, n), n).equals(xi), `round trip, n ${n}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(2 * 87);
    expect(polyToPathRowFast(new Poly(), 40)).toEqual(new Uint32Array(2));
  });

  test('agree with path-basis.ts in the basis of P + I (the classic rule), lengths 1 … 300 and around the edges', () => {
    const sides = [...Array.from({ length: 300 }, (_, i) => i + 1), 511, 512, 513, 1023, 1024, 1025, 2047, 2048, 2049];
    let checked = 0;
    for (const n of sides) {
      for (const density of [0.5, 0.05]) {
        const row = new Uint32Array(wordsFor(n) + 2);
        for (let j = 0; j < n; j++) if (rand() < density) row[(j + 32) >>> 5]! |= 1 << (j & 31); // at word offset 1
        row[0] = rand() * 2 ** 32; // the word before the row is not read
        if (n % 32 !== 0) row[1 + (n >>> 5)]! |= 1 << 31; // nor cells past its end
        const poly = pathRowToPolyFast(row, n, 1, true);
        expect(poly.equals(pathRowToPoly(row, n, 1, true)), `row → poly, n ${n}`).toBe(true);
        const exps: number[] = [];
        for (let i = 0; i < n; i++) if (rand() < density) exps.push(i);
        const xi = Poly.fromExponents(exps);
        const kept = xi.clone();
        expect(polyToPathRowFast(xi, n, true), `poly → row, n ${n}`).toEqual(polyToPathRow(xi, n, true));
        expect(xi.equals(kept), `the polynomial untouched, n ${n}`).toBe(true);
        expect(pathRowToPolyFast(polyToPathRowFast(xi, n, true), n, 0, true).equals(xi), `round trip, n ${n}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(2 * sides.length);
  });
});
