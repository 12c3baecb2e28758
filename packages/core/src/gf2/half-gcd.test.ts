import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { HALF_GCD_BASE, halfGcd, halfGcdMatrix } from './half-gcd.ts';
import { pathPolynomial } from './path-polys.ts';
import { Poly } from './poly.ts';
import { polyDivMod } from './poly-division.ts';
import { polyMul } from './poly-product.ts';
import { polyXgcd } from './poly-gcd.ts';
import type { WordPoly } from './word-poly.ts';

const random = seededRandom('half-gcd');

/** Finishing degree for the tests: low, so that several half-gcd passes run on small inputs. */
const FINISH = 4 * HALF_GCD_BASE;

function randomPoly(degree: number): Poly {
  const p = new Poly(degree + 1);
  for (let k = 0; k <= degree >>> 5; k++) p.words[k] = random();
  const top = degree >>> 5;
  p.words[top] = (p.words[top]! & (2 ** ((degree & 31) + 1) - 1)) | (1 << (degree & 31));
  return p.normalize();
}

function asPoly(p: WordPoly): Poly {
  const out = new Poly(p.degree + 1);
  if (p.degree >= 0) out.words.set(p.words.subarray(0, (p.degree >>> 5) + 1));
  return out.normalize();
}

/** Euclid by repeated long division: the independent reference. */
function euclid(a: Poly, b: Poly): Poly {
  let [x, y] = [a, b];
  while (!y.isZero()) [x, y] = [y, polyDivMod(x, y).remainder];
  return x;
}

/** Checks halfGcd(a, b) against Euclid, with the Bézout identity of its matrix's first row. */
function check(a: Poly, b: Poly): void {
  const { gcd, matrix } = halfGcd(a, b, true, undefined, FINISH);
  const g = asPoly(gcd);
  const label = `degrees ${a.degree}, ${b.degree}`;
  expect(g.equals(euclid(a, b)), label).toBe(true);
  expect(halfGcd(a, b, false, undefined, FINISH).gcd.degree, label).toBe(g.degree);
  const [s, u] = [asPoly(matrix![0]), asPoly(matrix![1])];
  expect(polyMul(s, a).addShifted(polyMul(u, b)).equals(g), label).toBe(true);
  const reference = polyXgcd(a, b); // the cofactors of the same Euclid steps
  expect(s.equals(reference.s) && u.equals(reference.u), label).toBe(true);
}

describe('halfGcd against Euclid', () => {
  test('random pairs with a planted common factor, degrees around every threshold', () => {
    const degrees = [1, HALF_GCD_BASE - 1, HALF_GCD_BASE, 2 * HALF_GCD_BASE + 1, FINISH - 1, FINISH, FINISH + 1, 3 * FINISH, 9 * FINISH + 17];
    for (const d of degrees) {
      const g = randomPoly(random() % 40);
      check(polyMul(randomPoly(d), g), polyMul(randomPoly(Math.max(0, d - (random() % 5))), g));
    }
  });

  test('a seeded budget of random pairs, in either order, equal degrees included', () => {
    for (let i = 0; i < 24; i++) {
      const da = random() % (6 * FINISH);
      const db = i % 3 === 0 ? da : random() % (6 * FINISH);
      check(randomPoly(da), randomPoly(db));
    }
  });

  test('structured pairs: path polynomials, a large common factor, a divisor, zero, powers of t', () => {
    for (const n of [FINISH + 3, 5 * FINISH, 2 ** 11 - 1, 3 * 2 ** 10 - 1]) check(pathPolynomial(n), pathPolynomial(n, true));
    const big = randomPoly(3 * FINISH);
    check(polyMul(big, randomPoly(FINISH)), polyMul(big, randomPoly(FINISH + 9)));
    check(polyMul(big, randomPoly(50)), big);
    check(big, new Poly());
    check(new Poly(), big);
    check(Poly.monomial(5 * FINISH), Poly.monomial(3 * FINISH).addShifted(Poly.monomial(0)));
  });

  test('the matrix reduces by the requested number of degrees', () => {
    for (let i = 0; i < 12; i++) {
      const u = randomPoly(2 * FINISH + (random() % FINISH));
      const v = randomPoly(u.degree - 1 - (random() % 20));
      const reduce = 1 + (random() % (u.degree >>> 1));
      const m = halfGcdMatrix(u, v, reduce);
      const u1 = polyMul(asPoly(m[0]), u).addShifted(polyMul(asPoly(m[1]), v));
      const v1 = polyMul(asPoly(m[2]), u).addShifted(polyMul(asPoly(m[3]), v));
      expect(v1.degree).toBeLessThanOrEqual(u.degree - reduce);
      expect(u1.degree).toBeGreaterThan(u.degree - reduce);
      expect(euclid(u1, v1).equals(euclid(u, v))).toBe(true);
    }
  });

  test('aborts through the signal', () => {
    const signal = { aborted: true, throwIfAborted: () => { throw new Error('stop'); } };
    expect(() => halfGcd(randomPoly(3 * FINISH), randomPoly(3 * FINISH - 1), false, { signal }, FINISH)).toThrow('stop');
  });
});

describe('halfGcd progress', () => {
  test('reports the degree reduced so far, rising, from inside each pass (its leaves) and through the Euclid tail, ending at the total', () => {
    for (const track of [false, true]) {
      const done: number[] = [];
      const a = randomPoly(12 * FINISH);
      const b = randomPoly(12 * FINISH - 2);
      const { gcd } = halfGcd(a, b, track, { onProgress: (d, total) => done.push(d / total) }, FINISH);
      expect(asPoly(gcd).equals(euclid(a, b))).toBe(true);
      // the first pass alone reduces half the degree: reports before its end show its leaves at work
      expect(done.filter((f) => f > 0 && f < 0.5).length, `track ${track}`).toBeGreaterThan(2);
      for (let i = 1; i < done.length; i++) expect(done[i]!, `track ${track}`).toBeGreaterThan(done[i - 1]!);
      expect(done.at(-1), `track ${track}`).toBe(1);
    }
  });
});
