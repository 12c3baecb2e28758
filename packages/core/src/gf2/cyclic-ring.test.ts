import { describe, expect, it } from 'vitest';
import { CyclicRing } from './cyclic-ring.ts';
import { Poly, polyDivMod, polyGcd } from './poly.ts';

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
