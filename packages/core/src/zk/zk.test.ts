import { describe, expect, it } from 'vitest';
import { additiveOrder, assertStates, crtIdempotent, gcd, inverseMod, isPrime, mod, primePowers, valuation } from './zk.ts';

describe('Z/k arithmetic', () => {
  it('reduces negatives and finds inverses exactly for the units', () => {
    expect(mod(-7, 5)).toBe(3);
    for (const k of [2, 3, 4, 12, 36, 64, 97, 128, 210, 243, 251, 255]) {
      for (let a = 0; a < k; a++) {
        const inv = inverseMod(a, k);
        if (gcd(a, k) === 1) expect((a * inv) % k).toBe(1 % k);
        else expect(inv).toBe(-1);
      }
    }
  });

  it('factors every modulus into prime powers with working CRT idempotents', () => {
    for (let k = 2; k <= 255; k++) {
      const parts = primePowers(k);
      expect(parts.reduce((a, p) => a * p.power, 1)).toBe(k);
      expect(parts.every((p) => isPrime(p.prime) && p.prime ** p.exponent === p.power)).toBe(true);
      let sum = 0;
      for (const p of parts) {
        const e = crtIdempotent(p.power, k);
        expect(e % p.power).toBe(1 % p.power);
        for (const o of parts) if (o !== p) expect(e % o.power).toBe(0);
        sum += e;
      }
      expect(sum % k).toBe(1 % k);
    }
  });

  it('valuations, orders and the modulus check', () => {
    expect(valuation(0, 2, 3)).toBe(3);
    expect(valuation(4, 2, 3)).toBe(2);
    expect(valuation(6, 3, 2)).toBe(1);
    expect(additiveOrder(4, 6)).toBe(3);
    expect(additiveOrder(0, 6)).toBe(1);
    expect(() => assertStates(1)).toThrow(RangeError);
    expect(() => assertStates(256)).toThrow(RangeError);
    expect(() => assertStates(2.5)).toThrow(RangeError);
    expect(() => assertStates(255)).not.toThrow();
  });
});
