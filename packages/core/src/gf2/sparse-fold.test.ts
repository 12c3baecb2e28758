import { describe, expect, test } from 'vitest';
import { testRandom } from '../_test-support.ts';
import { Poly } from './poly.ts';
import { polyDivMod, polyModInPlace } from './poly-division.ts';
import { polyMulMod } from './poly-product.ts';
import { SPARSE_FOLD_TERMS, sparseLowerTerms } from './sparse-fold.ts';

const rand = testRandom(1909);

function randomPoly(degree: number): Poly {
  const exps = [degree];
  for (let i = 0; i < degree; i++) if (rand() < 0.5) exps.push(i);
  return Poly.fromExponents(exps);
}

/** A modulus of degree d with `terms` − 1 distinct lower exponents, each at most d / 2. */
function sparseModulus(d: number, terms: number): Poly {
  const lower = new Set<number>();
  while (lower.size < Math.min(terms - 1, Math.floor(d / 2) + 1)) lower.add(Math.floor(rand() * (Math.floor(d / 2) + 1)));
  return Poly.fromExponents([d, ...lower]);
}

describe('sparse moduli are folded a word at a time', () => {
  test('which moduli are folded: few terms, each at most half the degree', () => {
    expect(sparseLowerTerms(Poly.fromExponents([0, 2048]).words, 2048)).toEqual([0]);
    expect(sparseLowerTerms(Poly.fromExponents([0, 3, 40, 100]).words, 100)).toEqual([0, 3, 40]);
    expect(sparseLowerTerms(Poly.fromExponents([0, 51, 100]).words, 100)).toBeNull(); // 51 > 100 / 2
    const many = Array.from({ length: SPARSE_FOLD_TERMS }, (_, i) => i);
    expect(sparseLowerTerms(Poly.fromExponents([...many, 64]).words, 64)).toBeNull();
    expect(sparseLowerTerms(Poly.fromExponents([...many.slice(1), 64]).words, 64)).toEqual(many.slice(1));
  });

  test('agree with long division (polyDivMod) on tⁿ + 1 around the word edges and on seeded sparse moduli', () => {
    const moduli: Poly[] = [1, 2, 31, 32, 33, 63, 64, 65, 96, 1000, 2048].map((n) => Poly.fromExponents([0, n]));
    // short moduli, divided rather than folded once the polynomial reaches twice their degree, around that edge (128)
    moduli.push(Poly.fromExponents([0, 1, 2]), Poly.fromExponents([0, 5, 127]), Poly.fromExponents([0, 128]), Poly.fromExponents([0, 1, 129]));
    for (let i = 0; i < 60; i++) moduli.push(sparseModulus(1 + Math.floor(rand() * 300), 1 + Math.floor(rand() * SPARSE_FOLD_TERMS)));
    for (const m of moduli) {
      expect(sparseLowerTerms(m.words, m.degree), m.toString().slice(0, 40)).not.toBeNull();
      for (const degree of [m.degree - 1, m.degree, m.degree + 1, 2 * m.degree - 2, 2 * m.degree - 1, 2 * m.degree, 2 * m.degree + 37, 5 * m.degree, 3000]) {
        if (degree < 0) continue;
        const a = randomPoly(degree);
        const folded = polyModInPlace(a.clone(), m);
        const divided = polyDivMod(a, m).remainder;
        expect(folded.equals(divided), `degree ${degree} mod ${m.toString().slice(0, 40)}`).toBe(true);
        expect(folded.degree).toBeLessThan(m.degree);
      }
    }
  });

  test('a product modulo tⁿ + 1 is the cyclic convolution', () => {
    for (const n of [5, 32, 77]) {
      const [a, b] = [randomPoly(n - 1), randomPoly(n - 1)];
      const cyclic: number[] = [];
      for (let i = 0; i <= a.degree; i++) for (let j = 0; j <= b.degree; j++) if (a.coefficient(i) && b.coefficient(j)) cyclic.push((i + j) % n);
      expect(polyMulMod(a, b, Poly.fromExponents([0, n])).equals(Poly.fromExponents(cyclic))).toBe(true);
    }
  });
});
