import { describe, expect, test } from 'vitest';
import { testRandom } from '../_test-support.ts';
import { Poly } from './poly.ts';
import { polyTimesT } from './poly-product.ts';
import { shiftByOne } from './taylor-shift.ts';

const rand = testRandom(2426);

/** p(t + 1) by Horner's rule: acc ← acc·(t + 1) + pᵢ from the top coefficient down. */
function hornerShift(p: Poly): Poly {
  let acc = new Poly();
  for (let i = p.degree; i >= 0; i--) {
    acc = polyTimesT(acc).addShifted(acc);
    if (p.coefficient(i)) acc.addShifted(Poly.monomial(0));
  }
  return acc;
}

/** A random polynomial of degree exactly `degree` (−1: zero), about `density` of its lower coefficients set. */
function randomPoly(degree: number, density: number): Poly {
  if (degree < 0) return new Poly();
  const exps = [degree];
  for (let i = 0; i < degree; i++) if (rand() < density) exps.push(i);
  return Poly.fromExponents(exps);
}

describe('the Taylor shift p(t) ↦ p(t + 1)', () => {
  test('agrees with Horner on degrees −1 … 300 and around the word and block edges, and is an involution', () => {
    const degrees = [...Array.from({ length: 302 }, (_, i) => i - 1), 511, 512, 513, 1023, 1024, 1025, 2047, 2048, 2049];
    let checked = 0;
    for (const degree of degrees) {
      for (const density of [0.5, 0.05]) {
        const p = randomPoly(degree, density);
        const shifted = shiftByOne(p.clone());
        expect(shifted.equals(hornerShift(p)), `degree ${degree}`).toBe(true);
        expect(shiftByOne(shifted).equals(p), `involution, degree ${degree}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(2 * degrees.length);
  });

  test('small cases by hand: t + 1 ↦ t, t² ↦ t² + 1, t³ ↦ t³ + t² + t + 1', () => {
    expect(shiftByOne(Poly.fromExponents([0, 1])).equals(Poly.monomial(1))).toBe(true);
    expect(shiftByOne(Poly.monomial(2)).equals(Poly.fromExponents([0, 2]))).toBe(true);
    expect(shiftByOne(Poly.monomial(3)).equals(Poly.fromExponents([0, 1, 2, 3]))).toBe(true);
    expect(shiftByOne(Poly.monomial(0)).equals(Poly.monomial(0))).toBe(true);
  });

  test('leaves the words past the degree zero in a polynomial with spare capacity', () => {
    const p = randomPoly(100, 0.5).clone(1000);
    shiftByOne(p);
    expect(Array.from(p.words.subarray(4)).every((w) => w === 0)).toBe(true);
    expect(p.degree).toBe(100);
  });
});
