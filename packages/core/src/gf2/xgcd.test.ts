import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { pathSelfGcdDegree } from './path-gcd.ts';
import { pathPolynomial } from './path-polys.ts';
import { Poly } from './poly.ts';
import { polyDivMod } from './poly-division.ts';
import { polyMul } from './poly-product.ts';
import { polyXgcd } from './poly-gcd.ts';

/**
 * The extended gcd as a certificate needs it (the CLI's `nullity --certify`): g = gcd(a, b) with Bézout cofactors
 * s·a + u·b = g and exact quotients a = g·a′, b = g·b′, against the classical gcd by repeated division.
 */

const random = seededRandom('xgcd');
/** Pairs per property: a seeded case budget. */
const CASES = 60;

function randomPoly(maxDegree: number): Poly {
  const degree = random() % (maxDegree + 1);
  const exponents = [degree];
  for (let i = 0; i < degree; i++) if (random() & 1) exponents.push(i);
  return Poly.fromExponents(exponents);
}

/** The classical gcd: remainders of long division until zero. */
function classicalGcd(a: Poly, b: Poly): Poly {
  let [x, y] = [a, b];
  while (!y.isZero()) [x, y] = [y, polyDivMod(x, y).remainder];
  return x;
}

/** Checks the certificate of (a, b): the gcd, the Bézout identity, the exact quotients and the cofactors' degrees. */
function certify(a: Poly, b: Poly, label: string): Poly {
  const { gcd, s, u } = polyXgcd(a, b);
  expect(gcd.equals(classicalGcd(a, b)), label).toBe(true);
  expect(polyMul(s, a).addShifted(polyMul(u, b)).equals(gcd), label).toBe(true);
  if (gcd.isZero()) return gcd;
  const [qa, qb] = [polyDivMod(a, gcd), polyDivMod(b, gcd)];
  expect(qa.remainder.isZero() && qb.remainder.isZero(), label).toBe(true);
  expect(polyMul(gcd, qa.quotient).equals(a) && polyMul(gcd, qb.quotient).equals(b), label).toBe(true);
  // Euclid's cofactors stay below the other quotient's degree: a certificate is about as long as its inputs
  if (qa.quotient.degree > 0 && qb.quotient.degree > 0) {
    expect(s.degree, label).toBeLessThan(qb.quotient.degree);
    expect(u.degree, label).toBeLessThan(qa.quotient.degree);
  }
  return gcd;
}

describe('polyXgcd gives checkable certificates', () => {
  test('random pairs, with planted common factors, zeros and units', () => {
    for (let i = 0; i < CASES; i++) {
      const common = i % 3 === 0 ? randomPoly(20) : Poly.monomial(0);
      const a = i % 11 === 0 ? new Poly() : polyMul(randomPoly(300), common);
      const b = i % 13 === 0 ? Poly.monomial(0) : polyMul(randomPoly(300), common);
      certify(a, b, `case ${i}`);
    }
  });

  test('the path pairs f_n(t), f_n(t + 1): deg gcd is the classic nullity of n×n', () => {
    for (let i = 0; i < CASES / 2; i++) {
      const n = 1 + (random() % 1500);
      const g = certify(pathPolynomial(n), pathPolynomial(n, true), `n = ${n}`);
      expect(g.degree, `n = ${n}`).toBe(pathSelfGcdDegree(n));
    }
  });
});
