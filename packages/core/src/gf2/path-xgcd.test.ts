import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { WASM_EUCLID_MIN_DEGREE } from '../wasm/poly-kernels.ts';
import { pathSelfGcdDegree } from './path-gcd.ts';
import { pathPolynomial } from './path-polys.ts';
import { pathXgcd, type Xgcd, xgcdPass } from './path-xgcd.ts';
import { Poly } from './poly.ts';
import { polyGcd } from './poly-gcd.ts';
import { polyMul } from './poly-product.ts';

/**
 * The certificate data of the classic nullity built at half the degree (`pathXgcd`) against what it claims, checked
 * by products only as the CLI's `verify` does, and its gcd against the plain gcd of the full-size pair.
 */

const random = seededRandom('path-xgcd');

/** Checks s·a + u·b = g, a = g·a′, b = g·b′ for the pair (a, b). */
function expectCertificate(x: Xgcd, a: Poly, b: Poly, label: string): void {
  expect(polyMul(x.s, a).addShifted(polyMul(x.u, b)).equals(x.gcd), `${label}: s·a + u·b = g`).toBe(true);
  expect(polyMul(x.gcd, x.a1).equals(a), `${label}: g·a′ = a`).toBe(true);
  expect(polyMul(x.gcd, x.b1).equals(b), `${label}: g·b′ = b`).toBe(true);
}

/** Checks the certificate of side n, its gcd's degree (the nullity) and its length (about that of the inputs). */
function expectPathCertificate(n: number): void {
  const a = pathPolynomial(n);
  const b = pathPolynomial(n, true);
  const x = pathXgcd(n);
  expectCertificate(x, a, b, `n = ${n}`);
  expect(x.gcd.degree, `n = ${n}`).toBe(pathSelfGcdDegree(n));
  for (const p of [x.s, x.u]) expect(p.degree, `n = ${n}: cofactor degree`).toBeLessThanOrEqual(n + 2);
}

function randomPoly(degree: number): Poly {
  const exponents = [degree];
  for (let i = 0; i < degree; i++) if (random() & 1) exponents.push(i);
  return Poly.fromExponents(exponents);
}

describe('pathXgcd: the certificate of the classic n×n nullity from a pass at half the degree', () => {
  test('every side from 0 to 300, both parities and every 2-adic depth', () => {
    for (let n = 0; n <= 300; n++) expectPathCertificate(n);
  });

  test('seeded larger sides, whose pass runs in WebAssembly when the kernels load, and 2^j·m − 1 chains', () => {
    const sides = [4 * WASM_EUCLID_MIN_DEGREE + 1, 4 * WASM_EUCLID_MIN_DEGREE + 2, 1023, 1535, 3071, 4094, 6143];
    for (let i = 0; i < 8; i++) sides.push(300 + (random() % 6000));
    for (const n of sides) expectPathCertificate(n);
  });

  test('its gcd is the gcd of the full-size pair', () => {
    for (const n of [5, 17, 30, 2046, 2500]) expect(pathXgcd(n).gcd.equals(polyGcd(pathPolynomial(n), pathPolynomial(n, true))), `n = ${n}`).toBe(true);
  });

  test('rejects a side that is not a whole number ≥ 0', () => {
    for (const n of [-1, 1.5, Number.NaN]) expect(() => pathXgcd(n)).toThrow(RangeError);
  });
});

describe('xgcdPass: Bézout cofactors and quotients from one pass', () => {
  test('random pairs with planted common factors, either order of degrees', () => {
    for (let i = 0; i < 24; i++) {
      const common = randomPoly(random() % 40);
      const a = polyMul(randomPoly(1 + (random() % 900)), common);
      const b = polyMul(randomPoly(1 + (random() % 900)), common);
      const x = xgcdPass(a, b);
      expectCertificate(x, a, b, `case ${i}`);
      expect(x.gcd.equals(polyGcd(a, b)), `case ${i}: gcd`).toBe(true);
    }
  });
});
