import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { degreeP, divModP, modP, mulP, type PolyP, subP, trimP, xgcdModP } from './gfp-poly.ts';

const polyArb = (p: number, maxDeg: number): fc.Arbitrary<PolyP> =>
  fc.array(fc.integer({ min: 0, max: p - 1 }), { maxLength: maxDeg + 1 }).map((c) => trimP(Int32Array.from(c)));

describe('polynomials over GF(p)', () => {
  it('division: a = q·b + r with deg r < deg b', () => {
    for (const p of [2, 3, 7, 251]) {
      fc.assert(
        fc.property(polyArb(p, 12), polyArb(p, 6), (a, b) => {
          if (b.length === 0) return;
          const { quotient, remainder } = divModP(a, b, p);
          expect(degreeP(remainder)).toBeLessThan(degreeP(b));
          expect(Array.from(subP(a, mulP(quotient, b, p), p))).toEqual(Array.from(remainder));
        }),
        { numRuns: 100 },
      );
    }
  });

  it('extended Euclid: monic g divides a and m, and u·a ≡ g (mod m)', () => {
    for (const p of [2, 3, 5, 13]) {
      fc.assert(
        fc.property(polyArb(p, 10), polyArb(p, 10), (a, m0) => {
          const m = trimP(Int32Array.from([...m0, 1])); // monic, degree ≥ 0
          if (degreeP(m) < 1) return;
          const { gcd, inverse } = xgcdModP(a, m, p);
          expect(gcd[gcd.length - 1]).toBe(1);
          expect(divModP(m, gcd, p).remainder.length).toBe(0);
          expect(divModP(modP(a, m, p), gcd, p).remainder.length).toBe(0);
          const ua = modP(mulP(inverse, a, p), m, p);
          expect(Array.from(ua)).toEqual(Array.from(degreeP(gcd) === degreeP(m) ? new Int32Array(0) : gcd));
        }),
        { numRuns: 100 },
      );
    }
  });

  it('division of more steps than int32 holds unreduced (34 062 for p = 251) reduces on the way, as exact', () => {
    const p = 251;
    const random = seededRandom('long-division');
    const next = () => random() % p;
    const b = Int32Array.of(next(), next(), next(), 1 + (next() % (p - 1)));
    const a = trimP(Int32Array.from({ length: 70_000 }, (_, i) => (i === 69_999 ? 1 : next())));
    const { quotient, remainder } = divModP(a, b, p);
    expect(degreeP(quotient)).toBe(69_999 - 3);
    expect(degreeP(remainder)).toBeLessThan(3);
    expect(Array.from(subP(a, mulP(quotient, b, p), p))).toEqual(Array.from(remainder));
  });

  it('refuses division by zero', () => {
    expect(() => divModP(Int32Array.of(1), new Int32Array(0), 3)).toThrow(RangeError);
  });
});
