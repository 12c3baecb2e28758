import { describe, expect, it } from 'vitest';
import { CyclicRing } from './cyclic-ring.ts';
import { Poly } from './poly.ts';
import { polyDivMod } from './poly-division.ts';
import { polyGcd } from './poly-gcd.ts';
import { polyMul } from './poly-product.ts';
import { cases } from '../_test-seed.ts';
import { seededRandom } from '../puzzle/random.ts';

const remainder = (p: Poly, m: Poly): Poly => polyDivMod(p, m).remainder;

describe('CyclicRing: GF(2)[s]/(sᴺ + 1) with its reflections', () => {
  it('multiplies and reflects as the ring does', () => {
    const S = new CyclicRing(6);
    expect(S.mul(Poly.fromExponents([5]), Poly.fromExponents([2, 0])).equals(Poly.fromExponents([1, 5]))).toBe(true);
    expect(S.reflect(Poly.fromExponents([0, 2])).equals(Poly.fromExponents([5, 3]))).toBe(true);
    expect(S.isSymmetric(Poly.fromExponents([1, 5, 3]))).toBe(true);
    expect(S.isSymmetric(Poly.fromExponents([1, 3]))).toBe(false);
    expect(S.fromRow(new Uint32Array([0xffff_ffff])).equals(Poly.fromExponents([0, 1, 2, 3, 4, 5]))).toBe(true);
  });

  it('splits sᴺ + 1 into the part prime to f and the rest, with idempotents that are 1 on one and 0 on the other', () => {
    for (const size of [6, 12, 30, 64, 90]) {
      const S = new CyclicRing(size);
      for (const f of [Poly.fromExponents([0, 1]), Poly.fromExponents([0, 1, 2]), Poly.fromExponents([0, 1, 3]), new Poly(), Poly.monomial(0)]) {
        const good = S.primeTo(f);
        const { quotient: bad, remainder: r } = polyDivMod(S.modulus, good);
        expect(r.isZero()).toBe(true);
        expect(polyGcd(good, f).degree <= 0 || f.isZero()).toBe(true);
        expect(polyGcd(good, bad).degree).toBe(0);
        for (const [part, other] of [[good, bad], [bad, good]] as const) {
          if (part.degree <= 0) continue;
          const e = S.idempotent(part);
          expect(S.mul(e, e).equals(e), `${size}`).toBe(true);
          expect(remainder(e, part).equals(Poly.monomial(0)), `${size}`).toBe(true);
          if (other.degree > 0) expect(remainder(e, other).isZero(), `${size}`).toBe(true);
        }
      }
    }
  });
});

describe('CyclicRing word by word against the cell-by-cell definitions', () => {
  const random = seededRandom('cyclic-ring');
  /** A random polynomial of degree below `bits` (zero now and then). */
  const randomBelow = (bits: number): Poly => Poly.fromExponents(Array.from({ length: bits }, (_, k) => k).filter(() => random() % 3 === 0));
  /** u with cell k moved to to(k), one cell at a time (the definition). */
  const permuted = (u: Poly, to: (k: number) => number): Poly => Poly.fromExponents(Array.from({ length: u.degree + 1 }, (_, k) => k).filter((k) => u.coefficient(k)).map(to));
  const sizes = [1, 2, 3, 5, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 200, 4095, 4096];

  it('reduce, mul, reflect and isSymmetric on seeded random elements of every size around the word edges', () => {
    for (let i = 0; i < cases(300); i++) {
      const size = sizes[i % sizes.length]!;
      const S = new CyclicRing(size);
      const label = `N = ${size}`;
      const p = randomBelow(2 * size);
      expect(S.reduce(p).equals(polyDivMod(p, S.modulus).remainder), label).toBe(true);
      const [a, b] = [randomBelow(size), randomBelow(size)];
      expect(S.mul(a, b).equals(polyDivMod(polyMul(a, b), S.modulus).remainder), label).toBe(true);
      expect(S.reflect(a).equals(permuted(a, (k) => size - 1 - k)), label).toBe(true);
      const bar = permuted(a, (k) => (size - k) % size);
      expect(S.isSymmetric(a), label).toBe(bar.equals(a));
      // a symmetric element (a + a(s⁻¹)), and one cell off it
      const symmetric = a.clone(size + 32).addShifted(bar);
      expect(S.isSymmetric(symmetric), label).toBe(true);
      const cell = random() % size;
      if (size > 2 && cell !== 0 && 2 * cell !== size) expect(S.isSymmetric(symmetric.addShifted(Poly.monomial(cell))), label).toBe(false);
    }
  });
});
