import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { pathPolynomial } from './path-polys.ts';
import { HALF_GCD_THRESHOLD } from './half-gcd.ts';
import { Poly } from './poly.ts';
import { polyDivMod, polyModInPlace } from './poly-division.ts';
import { polyGcd, polyXgcd, polyXgcdMod } from './poly-gcd.ts';
import { polyMul, polyMulMod, polySquare, polyTimesT } from './poly-product.ts';

const random = seededRandom('poly');

function randomPoly(maxDegree: number): Poly {
  const degree = random() % (maxDegree + 1);
  const exps: number[] = [degree];
  for (let i = 0; i < degree; i++) if (random() & 1) exps.push(i);
  return Poly.fromExponents(exps);
}

/** Schoolbook product on coefficient arrays, as an independent reference. */
function naiveMul(a: Poly, b: Poly): Poly {
  const exps: number[] = [];
  for (let i = 0; i <= a.degree; i++) {
    for (let j = 0; j <= b.degree; j++) if (a.coefficient(i) && b.coefficient(j)) exps.push(i + j);
  }
  return Poly.fromExponents(exps);
}

describe('Poly', () => {
  test('builds, prints and compares', () => {
    const p = Poly.fromExponents([0, 1, 3]);
    expect(p.degree).toBe(3);
    expect(p.toString()).toBe('t^3 + t + 1');
    expect(Poly.fromExponents([5, 5]).isZero()).toBe(true); // t⁵ + t⁵ = 0
    expect(new Poly().toString()).toBe('0');
    expect(p.equals(Poly.fromExponents([3, 1, 0]))).toBe(true);
    expect(p.equals(Poly.fromExponents([3, 1]))).toBe(false);
  });

  test('addShifted keeps the degree right when the top cancels', () => {
    const p = Poly.fromExponents([40, 2]);
    p.addShifted(Poly.fromExponents([38]), 2);
    expect(p.degree).toBe(2);
    p.addShifted(Poly.fromExponents([0]), 100);
    expect(p.degree).toBe(100);
  });

  test('multiplication matches the schoolbook product', () => {
    for (let i = 0; i < 200; i++) {
      const a = randomPoly(90);
      const b = randomPoly(70);
      expect(polyMul(a, b).equals(naiveMul(a, b))).toBe(true);
    }
  });

  test('multiplication by a sparse factor of either size matches the schoolbook product', () => {
    // a handful of terms up to degree 700 (the larger factor: its set bits drive the shifted copies) against dense
    // factors on both sides of the comb's word threshold, and the other way round
    for (let i = 0; i < 40; i++) {
      const sparse = Poly.fromExponents([700 - (i % 40), ...Array.from({ length: 1 + (i % 31) }, () => random() % 690)]);
      const dense = randomPoly(i % 2 === 0 ? 60 : 650);
      expect(polyMul(sparse, dense).equals(naiveMul(sparse, dense)), `sparse × dense ${i}`).toBe(true);
      expect(polyMul(dense, sparse).equals(naiveMul(dense, sparse)), `dense × sparse ${i}`).toBe(true);
    }
  });

  test('division: a = q·b + r with deg r < deg b', () => {
    for (let i = 0; i < 200; i++) {
      const a = randomPoly(150);
      const b = randomPoly(60);
      if (b.isZero()) continue;
      const { quotient, remainder } = polyDivMod(a, b);
      expect(remainder.degree).toBeLessThan(b.degree);
      expect(polyMul(quotient, b).addShifted(remainder).equals(a)).toBe(true);
    }
    expect(() => polyDivMod(Poly.monomial(3), new Poly())).toThrow(RangeError);
  });

  test('polyModInPlace gives the remainder of polyDivMod: one word, sparse moduli folded, long division', () => {
    const sparse = (d: number): Poly => Poly.fromExponents([d, random() % (d >>> 1 || 1), 0]);
    for (let i = 0; i < 300; i++) {
      const a = randomPoly([31, 31, 63, 300][i % 4]!);
      const m = i % 3 === 0 ? sparse(1 + (random() % 200)) : randomPoly([31, 31, 80, 200][(i >>> 2) % 4]!);
      if (m.isZero()) continue;
      const label = `${a.toString()} mod ${m.toString()}`;
      expect(polyModInPlace(a.clone(), m).equals(polyDivMod(a, m).remainder), label).toBe(true);
    }
  });

  test('gcd divides both and extended Euclid gives u·a ≡ gcd (mod m)', () => {
    for (let i = 0; i < 150; i++) {
      const common = randomPoly(12);
      const a = polyMul(randomPoly(80), common.isZero() ? Poly.monomial(0) : common);
      const m = polyMul(randomPoly(80), common.isZero() ? Poly.monomial(0) : common);
      if (m.degree < 1) continue;
      const g = polyGcd(a, m);
      if (!a.isZero()) expect(polyDivMod(a, g).remainder.isZero()).toBe(true);
      expect(polyDivMod(m, g).remainder.isZero()).toBe(true);
      const { gcd, inverse } = polyXgcdMod(a, m);
      expect(gcd.equals(g)).toBe(true);
      expect(inverse.degree).toBeLessThan(m.degree);
      const check = polyMulMod(inverse, a, m);
      expect(check.equals(polyDivMod(gcd, m).remainder)).toBe(true);
    }
  });

  test('squaring spreads the coefficients', () => {
    for (let i = 0; i < 100; i++) {
      const a = randomPoly(200);
      expect(polySquare(a).equals(polyMul(a, a))).toBe(true);
    }
  });
});

describe('the half-gcd path of polyGcd, polyXgcd and polyXgcdMod (degrees at the threshold)', () => {
  // Pairs whose Euclid ends fast after a first short remainder keep this cheap at the full threshold degree.
  const big = (): Poly => {
    const p = new Poly(HALF_GCD_THRESHOLD + 40);
    for (let k = 0; k < p.words.length; k++) p.words[k] = random();
    p.words[(HALF_GCD_THRESHOLD + 3) >>> 5]! &= (2 ** ((HALF_GCD_THRESHOLD + 3 + 1) & 31) - 1) >>> 0;
    p.words.fill(0, ((HALF_GCD_THRESHOLD + 3) >>> 5) + 1);
    p.words[(HALF_GCD_THRESHOLD + 3) >>> 5]! |= 1 << ((HALF_GCD_THRESHOLD + 3) & 31);
    return p.normalize();
  };

  test('gcd and Bézout cofactors of m and m + small·common', () => {
    const common = randomPoly(30);
    const m = polyMul(big(), common.isZero() ? Poly.monomial(1) : common);
    const other = m.clone().addShifted(polyMul(randomPoly(60), common.isZero() ? Poly.monomial(1) : common));
    expect(Math.min(m.degree, other.degree)).toBeGreaterThanOrEqual(HALF_GCD_THRESHOLD);
    const g = polyGcd(m, other);
    expect(polyDivMod(m, g).remainder.isZero()).toBe(true);
    expect(polyDivMod(other, g).remainder.isZero()).toBe(true);
    const { gcd, s, u } = polyXgcd(m, other);
    expect(gcd.equals(g)).toBe(true);
    expect(polyMul(s, m).addShifted(polyMul(u, other)).equals(g)).toBe(true);
  });

  test('inverse modulo a modulus of the threshold degree', () => {
    const m = big();
    const a = randomPoly(70);
    const { gcd, inverse } = polyXgcdMod(a, m);
    expect(polyDivMod(m, gcd).remainder.isZero()).toBe(true);
    expect(inverse.degree).toBeLessThan(m.degree);
    expect(polyMulMod(inverse, a, m).equals(polyDivMod(gcd, m).remainder)).toBe(true);
  });
});

describe('pathPolynomial', () => {
  test('follows f_{k+1} = t·f_k + f_{k−1}, plain and with t → t + 1', () => {
    for (const shifted of [false, true]) {
      const x = shifted ? Poly.fromExponents([0, 1]) : Poly.monomial(1);
      let prev = Poly.monomial(0);
      let cur = x;
      expect(pathPolynomial(0, shifted).equals(prev)).toBe(true);
      for (let n = 1; n <= 300; n++) {
        expect(pathPolynomial(n, shifted).equals(cur), `n = ${n}`).toBe(true);
        const next = polyMul(x, cur).addShifted(prev);
        prev = cur;
        cur = next;
      }
    }
  });

  test('refuses negative indices', () => {
    expect(() => pathPolynomial(-1)).toThrow(RangeError);
  });

  test('times t shifts every coefficient up', () => {
    expect(polyTimesT(Poly.fromExponents([0, 31, 63])).toString()).toBe('t^64 + t^32 + t');
  });
});
