import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsFrom, ctz32, dotParity, flipBit, getBit, isZero, popcount, popcount32, setBit, tailMask, wordsFor, xorWords } from './words.ts';

function naivePop(x: number): number {
  let n = 0;
  for (let i = 0; i < 32; i++) n += (x >>> i) & 1;
  return n;
}

describe('wordsFor', () => {
  it('rounds bits up to whole 32-bit words', () => {
    expect([0, 1, 31, 32, 33, 64, 65, 1000].map(wordsFor)).toEqual([0, 1, 1, 1, 2, 2, 3, 32]);
  });
});

describe('popcount32 / popcount', () => {
  it('counts the bits of edge words', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(1)).toBe(1);
    expect(popcount32(0x80000000)).toBe(1);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(-1)).toBe(32);
    expect(popcount32(0x55555555)).toBe(16);
  });

  it('matches a bit-by-bit count on random words', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (x) => popcount32(x) === naivePop(x)));
  });

  it('sums a word range', () => {
    fc.assert(
      fc.property(fc.uint32Array({ maxLength: 20 }), fc.nat(25), fc.nat(25), (w, a, b) => {
        const start = Math.min(a, b, w.length);
        const end = Math.min(Math.max(a, b), w.length);
        let want = 0;
        for (let i = start; i < end; i++) want += naivePop(w[i]!);
        expect(popcount(w, start, end)).toBe(want);
        expect(popcount(w)).toBe(w.reduce((s, x) => s + naivePop(x), 0));
      }),
    );
  });
});

describe('dotParity', () => {
  it('is the parity of the common set bits', () => {
    fc.assert(
      fc.property(fc.uint32Array({ minLength: 1, maxLength: 8 }), fc.uint32Array({ minLength: 1, maxLength: 8 }), (a, b) => {
        let common = 0;
        for (let i = 0; i < Math.min(a.length, b.length); i++) common += naivePop(a[i]! & b[i]!);
        expect(dotParity(a, b)).toBe(common % 2);
      }),
    );
  });

  it('sees the top bit of a word', () => {
    expect(dotParity(Uint32Array.of(0x80000000), Uint32Array.of(0xffffffff))).toBe(1);
    expect(dotParity(Uint32Array.of(0x80000001), Uint32Array.of(0xffffffff))).toBe(0);
  });
});

describe('bitsFrom', () => {
  it('reads bits from any offset, past the vector as zero', () => {
    fc.assert(
      fc.property(fc.uint32Array({ minLength: 1, maxLength: 6 }), fc.nat(200), fc.integer({ min: 1, max: 100 }), (v, from, bits) => {
        const out = bitsFrom(v, from, bits);
        expect(out.length).toBe(wordsFor(bits));
        for (let i = 0; i < 32 * out.length; i++) expect(getBit(out, i)).toBe(i < bits && from + i < 32 * v.length && getBit(v, from + i));
      }),
    );
  });
});

describe('bit access', () => {
  it('getBit / setBit / flipBit address word i >>> 5, bit i & 31', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(95), fc.boolean()), { maxLength: 60 }), (ops) => {
        const w = new Uint32Array(3);
        const ref = new Array<boolean>(96).fill(false);
        for (const [i, on] of ops) {
          if (on) {
            setBit(w, i, true);
            ref[i] = true;
          } else {
            flipBit(w, i);
            ref[i] = !ref[i];
          }
        }
        for (let i = 0; i < 96; i++) {
          expect(getBit(w, i)).toBe(ref[i]);
          expect(((w[i >>> 5]! >>> (i & 31)) & 1) === 1).toBe(ref[i]);
        }
        setBit(w, 95, false);
        expect(getBit(w, 95)).toBe(false);
      }),
    );
  });

  it('xorWords xors a window with offsets; isZero detects all-zero vectors', () => {
    const dst = Uint32Array.of(1, 2, 3, 4);
    xorWords(dst, Uint32Array.of(9, 2, 3), 2, 1, 1);
    expect([...dst]).toEqual([1, 0, 0, 4]);
    expect(isZero(new Uint32Array(5))).toBe(true);
    expect(isZero(Uint32Array.of(0, 0, 0x80000000))).toBe(false);
    expect(isZero(new Uint32Array(0))).toBe(true);
  });

  it('ctz32 finds the lowest set bit', () => {
    for (let i = 0; i < 32; i++) {
      expect(ctz32(1 << i)).toBe(i);
      expect(ctz32(0x80000000 | (1 << i))).toBe(i);
    }
  });

  it('tailMask keeps exactly the valid bits of the last word', () => {
    expect(tailMask(32) >>> 0).toBe(0xffffffff);
    expect(tailMask(64) >>> 0).toBe(0xffffffff);
    for (let bits = 1; bits < 100; bits++) {
      const valid = bits % 32 === 0 ? 32 : bits % 32;
      expect(naivePop(tailMask(bits))).toBe(valid);
      expect((tailMask(bits) >>> 0) === 2 ** valid - 1).toBe(true);
    }
  });
});
