import { describe, expect, test } from 'vitest';
import { testRandom } from '../_test-support.ts';
import { BINOMIAL_SEARCH_STEPS, binomialMultiple, CyclicModulus } from './cyclic-modulus.ts';
import { Poly } from './poly.ts';
import { polyDivMod, polyExactDiv } from './poly-division.ts';
import { polyMul } from './poly-product.ts';

const rand = testRandom(2424);

/** A seeded polynomial of exactly this degree (−1: zero), each lower coefficient set with probability `density`. */
function randomPoly(degree: number, density = 0.5): Poly {
  if (degree < 0) return new Poly();
  const exps = [degree];
  for (let i = 0; i < degree; i++) if (rand() < density) exps.push(i);
  return Poly.fromExponents(exps);
}

/** (tⁿ + 1) / (t + 1)^k, a divisor of tⁿ + 1 of degree n − k (the ring moduli's shape; k at most 2^v, 2^v ∥ n). */
function binomialDivisor(n: number, k: number): Poly {
  let m = Poly.fromExponents([0, n]);
  for (let i = 0; i < k; i++) m = polyExactDiv(m, Poly.fromExponents([0, 1]));
  return m;
}

/** The least N ≥ deg m with m | t^N + 1, by long division of each binomial (the reference). */
function leastBinomial(m: Poly, steps: number): number {
  for (let n = m.degree; n <= m.degree + steps; n++) if (polyDivMod(Poly.fromExponents([0, n]), m).remainder.isZero()) return n;
  return -1;
}

describe('reduction modulo a divisor of a binomial', () => {
  test('the binomial found is the least one, as by long division', () => {
    const moduli = [binomialDivisor(2000, 16), binomialDivisor(96, 32), binomialDivisor(33, 1), binomialDivisor(64, 0), Poly.fromExponents([0, 1])];
    // divisors of tⁿ + 1 with other factors than t + 1: t¹⁵ + 1 = (t + 1)(t² + t + 1)(t⁴ + t + 1)(t⁴ + t³ + 1)(t⁴ + t³ + t² + t + 1)
    moduli.push(polyExactDiv(Poly.fromExponents([0, 15]), Poly.fromExponents([0, 1, 4])), Poly.fromExponents([0, 1, 2, 3, 4]));
    for (let i = 0; i < 20; i++) moduli.push(randomPoly(1 + Math.floor(rand() * 90)));
    for (const m of moduli) {
      const steps = Math.min(BINOMIAL_SEARCH_STEPS, 200);
      expect(binomialMultiple(m, steps), m.toString().slice(0, 40)).toBe(leastBinomial(m, steps));
    }
    expect(binomialMultiple(binomialDivisor(2000, 16), 0)).toBe(-1);
    expect(binomialMultiple(binomialDivisor(2000, 16), 16)).toBe(2000);
    expect(new CyclicModulus(binomialDivisor(2000, 16)).binomial).toBe(2000);
  });

  test('reduces and divides as long division (polyDivMod) around the word edges, on divisors of tⁿ + 1, dense and sparse moduli', () => {
    const moduli: Poly[] = [];
    for (const n of [31, 32, 33, 63, 64, 65, 97, 128, 250, 2000]) for (const k of [0, 1, 5, 16]) if (k <= (n & -n) && k < n) moduli.push(binomialDivisor(n, k));
    const divisors = moduli.length;
    for (let i = 0; i < 12; i++) moduli.push(randomPoly(1 + Math.floor(rand() * 300)), randomPoly(1 + Math.floor(rand() * 300), 0.02));
    moduli.push(polyMul(binomialDivisor(100, 3), randomPoly(7))); // divides no binomial close by (a factor of degree 7 with its own order)
    // dense, dividing no binomial close by: the byte-wise division (a path's χ₁ is like them), every alignment of the window
    for (const degree of [1, 7, 8, 9, 31, 32, 33, 2046, 2047]) moduli.push(randomPoly(degree));
    moduli.push(Poly.fromExponents([0])); // 1: the quotient is everything
    let viaBinomial = 0;
    for (const [i, m] of moduli.entries()) {
      const reducer = new CyclicModulus(m);
      if (reducer.binomial > 0 && i < divisors) viaBinomial++;
      const n = reducer.binomial > 0 ? reducer.binomial : m.degree;
      const degrees = [-1, 0, m.degree - 1, m.degree, m.degree + 1, n - 1, n, n + 1, n + 31, n + 32, 2 * m.degree - 2, 2 * m.degree - 1, 2 * m.degree, 3 * n + 5, m.degree + 65];
      for (const degree of degrees) {
        for (const density of [0.5, 0.03]) {
          const a = randomPoly(degree, density);
          const reduced = reducer.reduce(a.clone(degree + 64));
          const want = polyDivMod(a, m);
          expect(reduced.equals(want.remainder), `degree ${degree} mod ${m.toString().slice(0, 40)}`).toBe(true);
          expect(reduced.degree).toBeLessThan(m.degree);
          const { quotient, remainder } = reducer.divide(a);
          expect(quotient.equals(want.quotient) && remainder.equals(want.remainder), `degree ${degree} divided by ${m.toString().slice(0, 40)}`).toBe(true);
        }
      }
    }
    expect(viaBinomial).toBe(divisors); // every divisor of tⁿ + 1 takes the fast path, not the fallback
    expect(moduli.filter((m) => m.degree >= 2046 && new CyclicModulus(m).binomial < 0).length).toBe(2);
  });

  test('a zero modulus is refused', () => {
    expect(() => new CyclicModulus(new Poly())).toThrow(RangeError);
  });
});
