import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xorRotated, xorShifted } from './shift.ts';
import { getBit, wordsFor } from './words.ts';

/** A row of `bits` bits placed at word offset `off` inside a buffer with random words around it. */
const rowCase = fc
  .record({
    bits: fc.integer({ min: 1, max: 130 }),
    dOff: fc.integer({ min: 0, max: 3 }),
    sOff: fc.integer({ min: 0, max: 3 }),
    seed: fc.integer(),
  })
  .chain((c) =>
    fc.record({
      ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, fc.constant(v)])),
      src: fc.array(fc.boolean(), { minLength: c.bits, maxLength: c.bits }),
      dst: fc.array(fc.boolean(), { minLength: c.bits, maxLength: c.bits }),
      shift: fc.integer({ min: -c.bits - 3, max: c.bits + 3 }),
    }) as fc.Arbitrary<{ bits: number; dOff: number; sOff: number; seed: number; src: boolean[]; dst: boolean[]; shift: number }>,
  );

function place(buf: Uint32Array, off: number, row: readonly boolean[]): void {
  row.forEach((on, i) => {
    if (on) buf[off + (i >>> 5)]! |= 1 << (i & 31);
  });
}

function read(buf: Uint32Array, off: number, bits: number): boolean[] {
  return Array.from({ length: bits }, (_, i) => getBit(buf.subarray(off), i));
}

/** Two buffers holding the rows, with distinctive words before and after to catch stray writes. */
function buffers(c: { bits: number; dOff: number; sOff: number; src: boolean[]; dst: boolean[] }) {
  const stride = wordsFor(c.bits);
  const dst = new Uint32Array(c.dOff + stride + 2).fill(0xa5a5a5a5);
  const src = new Uint32Array(c.sOff + stride + 2).fill(0);
  dst.fill(0, c.dOff, c.dOff + stride);
  src.fill(0, c.sOff, c.sOff + stride);
  place(dst, c.dOff, c.dst);
  place(src, c.sOff, c.src);
  // words around the source row are garbage the shift must not read
  for (let i = 0; i < c.sOff; i++) src[i] = 0xffffffff;
  src[c.sOff + stride] = 0xffffffff;
  return { stride, dst, src };
}

function expectUntouchedOutside(dst: Uint32Array, dOff: number, stride: number): void {
  for (let i = 0; i < dst.length; i++) if (i < dOff || i >= dOff + stride) expect(dst[i]).toBe(0xa5a5a5a5);
}

function expectPaddingZero(dst: Uint32Array, dOff: number, bits: number, stride: number): void {
  for (let i = bits; i < stride * 32; i++) expect(getBit(dst.subarray(dOff), i)).toBe(false);
}

describe('xorShifted', () => {
  it('moves bit j to j + shift, clipping at both ends, per-bit reference', () => {
    fc.assert(
      fc.property(rowCase, (c) => {
        const { stride, dst, src } = buffers(c);
        xorShifted(dst, c.dOff, src, c.sOff, stride, c.bits, c.shift);
        const want = c.dst.slice();
        for (let j = 0; j < c.bits; j++) {
          const t = j + c.shift;
          if (c.src[j] && t >= 0 && t < c.bits) want[t] = !want[t];
        }
        expect(read(dst, c.dOff, c.bits)).toEqual(want);
        expectPaddingZero(dst, c.dOff, c.bits, stride);
        expectUntouchedOutside(dst, c.dOff, stride);
      }),
      { numRuns: 400 },
    );
  });

  it('covers every shift on word-boundary widths', () => {
    for (const bits of [31, 32, 33, 63, 64, 65, 96]) {
      const row = Array.from({ length: bits }, (_, i) => i % 3 !== 1);
      for (let shift = -bits - 1; shift <= bits + 1; shift++) {
        const { stride, dst, src } = buffers({ bits, dOff: 1, sOff: 2, src: row, dst: new Array(bits).fill(false) });
        xorShifted(dst, 1, src, 2, stride, bits, shift);
        const want = Array.from({ length: bits }, (_, t) => t - shift >= 0 && t - shift < bits && row[t - shift]!);
        expect(read(dst, 1, bits)).toEqual(want);
        expectPaddingZero(dst, 1, bits, stride);
      }
    }
  });
});

describe('xorRotated', () => {
  it('moves bit j to (j + shift) mod bits, per-bit reference', () => {
    fc.assert(
      fc.property(rowCase, (c) => {
        const shift = ((c.shift % c.bits) + c.bits) % c.bits;
        const { stride, dst, src } = buffers(c);
        xorRotated(dst, c.dOff, src, c.sOff, stride, c.bits, shift);
        const want = c.dst.slice();
        for (let j = 0; j < c.bits; j++) if (c.src[j]) want[(j + shift) % c.bits] = !want[(j + shift) % c.bits];
        expect(read(dst, c.dOff, c.bits)).toEqual(want);
        expectPaddingZero(dst, c.dOff, c.bits, stride);
        expectUntouchedOutside(dst, c.dOff, stride);
      }),
      { numRuns: 400 },
    );
  });

  it('covers every rotation on word-boundary widths', () => {
    for (const bits of [1, 2, 31, 32, 33, 64, 65]) {
      const row = Array.from({ length: bits }, (_, i) => (i * 7) % 5 < 2);
      for (let shift = 0; shift < bits; shift++) {
        const { stride, dst, src } = buffers({ bits, dOff: 0, sOff: 1, src: row, dst: new Array(bits).fill(false) });
        xorRotated(dst, 0, src, 1, stride, bits, shift);
        const want = Array.from({ length: bits }, (_, t) => row[(t - shift + bits) % bits]!);
        expect(read(dst, 0, bits)).toEqual(want);
      }
    }
  });
});
