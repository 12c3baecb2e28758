import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { pathSelfGcdDegree, pathSelfGcdSize, pathValuations } from './path-gcd.ts';
import { pathPolynomial, pathPolynomialPair } from './path-polys.ts';
import { gcdDegreeInPlace } from './poly-gcd.ts';
import { Poly } from './poly.ts';
import { polyMul } from './poly-product.ts';
import { composeInS, expandInS } from './s-expansion.ts';

/** deg gcd(f_n(t), f_n(t + 1)) straight from the two polynomials: the reference. */
function direct(n: number): number {
  return gcdDegreeInPlace(pathPolynomial(n), pathPolynomial(n, true));
}

/** Multiplicity of the root 0: the index of the lowest non-zero coefficient. */
function lowest(p: Poly): number {
  let i = 0;
  while (p.coefficient(i) === 0) i++;
  return i;
}

describe('pathSelfGcdDegree (the squares taken out)', () => {
  test('equals the gcd of the full polynomials for every n up to 700', () => {
    for (let n = 0; n <= 700; n++) expect(pathSelfGcdDegree(n), `n = ${n}`).toBe(direct(n));
  });

  test('equals it on long odd chains (n = 2^j·(m + 1) − 1) and a seeded budget of larger n', () => {
    const random = seededRandom('path-gcd');
    const sizes = [2 ** 12 - 1, 3 * 2 ** 10 - 1, 5 * 2 ** 9 - 1, 2 ** 12, 2 ** 12 + 2, 4095 * 2 + 1];
    for (let i = 0; i < 8; i++) sizes.push(700 + (random() % 3000));
    for (const n of sizes) expect(pathSelfGcdDegree(n), `n = ${n}`).toBe(direct(n));
  });

  test('the closed-form valuations are the multiplicities of the roots 0 and 1', () => {
    for (let k = 0; k <= 400; k++) {
      const { a, b } = pathValuations(k);
      expect(lowest(pathPolynomial(k)), `v_t(f_${k})`).toBe(a);
      expect(lowest(pathPolynomial(k, true)), `v_(t+1)(f_${k})`).toBe(b);
    }
  });

  test('the pair is (f_k, f_{k−1}), shifted or not', () => {
    for (const k of [1, 2, 3, 10, 33, 64, 65]) {
      for (const shifted of [false, true]) {
        const [hi, lo] = pathPolynomialPair(k, shifted);
        expect(hi.equals(pathPolynomial(k, shifted))).toBe(true);
        expect(lo.equals(pathPolynomial(k - 1, shifted))).toBe(true);
      }
    }
    expect(() => pathPolynomialPair(0)).toThrow(RangeError);
  });

  test('the size of the one gcd: a quarter of the even index the odd steps reach', () => {
    expect(pathSelfGcdSize(1_000_000)).toBe(250_000);
    expect(pathSelfGcdSize(999_999)).toBe(3906); // 999,999 → 499,999 → … → 31,249 → 15,624, even
    expect(pathSelfGcdSize(1)).toBe(0);
    expect(pathSelfGcdSize(2 ** 20 - 1)).toBe(0);
  });
});

describe('expandInS', () => {
  test('p(t) = A(t² + t) + t·B(t² + t), on random polynomials of every size up to a few words', () => {
    const random = seededRandom('s-expansion');
    const s = Poly.fromExponents([1, 2]);
    /** P(t² + t) by Horner. */
    const compose = (p: Poly): Poly => {
      let out = new Poly();
      for (let i = p.degree; i >= 0; i--) {
        out = polyMul(out, s);
        if (p.coefficient(i)) out.addShifted(Poly.monomial(0));
      }
      return out;
    };
    for (let degree = -1; degree < 300; degree += 1 + (random() % 7)) {
      const exponents: number[] = [];
      for (let i = 0; i <= degree; i++) if (random() & 1 || i === degree) exponents.push(i);
      const p = Poly.fromExponents(exponents);
      const { a, b } = expandInS(p);
      expect(compose(a).addShifted(polyMul(Poly.monomial(1), compose(b))).equals(p), `degree ${degree}`).toBe(true);
    }
  });
});

describe('composeInS', () => {
  test('undoes expandInS, and expandInS undoes it, on random polynomials up to a few hundred words', () => {
    const random = seededRandom('s-composition');
    const randomPoly = (degree: number): Poly => {
      const exponents: number[] = [];
      for (let i = 0; i <= degree; i++) if (random() & 1 || i === degree) exponents.push(i);
      return Poly.fromExponents(exponents);
    };
    for (let degree = -1; degree < 9000; degree += 1 + (random() % (degree < 200 ? 7 : 900))) {
      const p = randomPoly(degree);
      const { a, b } = expandInS(p);
      expect(composeInS(a, b).equals(p), `degree ${degree}`).toBe(true);
      const [a2, b2] = [randomPoly(Math.max(-1, degree >> 1)), randomPoly(Math.max(-1, (degree >> 1) - (random() % 3)))];
      const back = expandInS(composeInS(a2, b2));
      expect(back.a.equals(a2) && back.b.equals(b2), `degree ${degree}: A, B`).toBe(true);
    }
  });
});
