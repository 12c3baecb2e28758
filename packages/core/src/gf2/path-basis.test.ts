import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { applyPath, pathRowToPoly, polyToPathRow } from './path-basis.ts';
import { pathPolynomial } from './path-polys.ts';
import { Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { getBit, wordsFor } from './words.ts';

/** P·v on a path, straight from the definition. */
function applyP(v: Uint32Array, n: number): Uint32Array {
  const out = new Uint32Array(wordsFor(n));
  for (let j = 0; j < n; j++) {
    const b = (j > 0 && getBit(v, j - 1) ? 1 : 0) ^ (j + 1 < n && getBit(v, j + 1) ? 1 : 0);
    if (b) out[j >>> 5]! |= 1 << (j & 31);
  }
  return out;
}

describe('path basis', () => {
  it('row → poly → row is the identity, and x acts as P', () => {
    const random = seededRandom('path basis');
    for (const n of [1, 2, 3, 31, 32, 33, 64, 65, 100]) {
      for (let t = 0; t < 4; t++) {
        const v = new Uint32Array(wordsFor(n));
        for (let j = 0; j < n; j++) if (random() & 1) v[j >>> 5]! |= 1 << (j & 31);
        const p = pathRowToPoly(v, n);
        expect(p.degree).toBeLessThan(n);
        expect(Array.from(polyToPathRow(p, n))).toEqual(Array.from(v));
        const xp = polyModInPlace(new Poly(n + 64).addShifted(p, 1), pathPolynomial(n));
        expect(Array.from(polyToPathRow(xp, n))).toEqual(Array.from(applyP(v, n)));
        const inPlace = v.slice();
        applyPath(inPlace, n);
        expect(Array.from(inPlace)).toEqual(Array.from(applyP(v, n)));
      }
    }
  });

  it('with plusIdentity: row → poly → row is the identity, and t acts as T = P + I, modulo fₙ(t + 1)', () => {
    const random = seededRandom('path basis T');
    for (const n of [1, 2, 3, 31, 32, 33, 64, 65, 100]) {
      for (let t = 0; t < 4; t++) {
        const v = new Uint32Array(wordsFor(n));
        for (let j = 0; j < n; j++) if (random() & 1) v[j >>> 5]! |= 1 << (j & 31);
        const tv = applyP(v, n).map((w, k) => w ^ v[k]!);
        const p = pathRowToPoly(v, n, 0, true);
        expect(p.degree).toBeLessThan(n);
        expect(Array.from(polyToPathRow(p, n, true))).toEqual(Array.from(v));
        const tp = polyModInPlace(new Poly(n + 64).addShifted(p, 1), pathPolynomial(n, true));
        expect(Array.from(polyToPathRow(tp, n, true))).toEqual(Array.from(tv));
        const inPlace = v.slice();
        applyPath(inPlace, n, true);
        expect(Array.from(inPlace)).toEqual(Array.from(tv));
      }
    }
  });
});
