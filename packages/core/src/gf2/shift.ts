import { tailMask } from './words.ts';

/**
 * Bit-row shifts used by pressing and chasing. A row of `bits` bits occupies `wordsFor(bits)` words
 * starting at an offset; bits at or past `bits` are kept zero.
 */

/**
 * `dst ^= src shifted by `shift``, clipped at both ends: bit j of the source row lands on bit j + shift
 * when 0 ≤ j + shift < bits. Rows are `stride` words at `dOff` / `sOff`.
 */
export function xorShifted(
  dst: Uint32Array,
  dOff: number,
  src: Uint32Array,
  sOff: number,
  stride: number,
  bits: number,
  shift: number,
): void {
  if (shift >= bits || -shift >= bits) return;
  if (shift >= 0) {
    const q = shift >>> 5;
    const b = shift & 31;
    if (b === 0) {
      for (let k = 0; k + q < stride; k++) dst[dOff + k + q]! ^= src[sOff + k]!;
    } else {
      const back = 32 - b;
      for (let k = 0; k + q < stride; k++) {
        const w = src[sOff + k]!;
        dst[dOff + k + q]! ^= w << b;
        if (k + q + 1 < stride) dst[dOff + k + q + 1]! ^= w >>> back;
      }
    }
    dst[dOff + stride - 1]! &= tailMask(bits);
  } else {
    const s = -shift;
    const q = s >>> 5;
    const b = s & 31;
    if (b === 0) {
      for (let k = 0; k + q < stride; k++) dst[dOff + k]! ^= src[sOff + k + q]!;
    } else {
      const back = 32 - b;
      for (let k = 0; k + q < stride; k++) {
        const hi = k + q + 1 < stride ? src[sOff + k + q + 1]! << back : 0;
        dst[dOff + k]! ^= (src[sOff + k + q]! >>> b) | hi;
      }
    }
  }
}

/**
 * `dst ^= src rotated by `shift`` within a cyclic row of `bits` bits: bit j lands on (j + shift) mod bits.
 * `shift` must lie in [0, bits).
 */
export function xorRotated(
  dst: Uint32Array,
  dOff: number,
  src: Uint32Array,
  sOff: number,
  stride: number,
  bits: number,
  shift: number,
): void {
  xorShifted(dst, dOff, src, sOff, stride, bits, shift);
  if (shift !== 0) xorShifted(dst, dOff, src, sOff, stride, bits, shift - bits);
}
