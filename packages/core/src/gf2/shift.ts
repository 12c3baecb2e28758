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

/**
 * `dst ^= keep·src + up·σ(src) + down·σ⁻¹(src)` in one pass over the words, σ moving bit j to j + 1: the
 * shifts −1, 0 and +1 of a row at once, clipped at the ends or, when `cyclic`, wrapped round a ring of `bits`
 * bits (the caller makes sure a ring has at least 3 bits, so the three shifts stay distinct).
 *
 * @param dst The output rows.
 * @param dOff The word offset of the output row.
 * @param src The input rows.
 * @param sOff The word offset of the input row.
 * @param stride Words per row.
 * @param bits Bits per row.
 * @param keep Whether the shift 0 is in.
 * @param up Whether the shift +1 is in.
 * @param down Whether the shift −1 is in.
 * @param cyclic Whether the row is a ring.
 */
export function xorNearShifts(
  dst: Uint32Array,
  dOff: number,
  src: Uint32Array,
  sOff: number,
  stride: number,
  bits: number,
  keep: boolean,
  up: boolean,
  down: boolean,
  cyclic: boolean,
): void {
  const k0 = keep ? -1 : 0;
  const k1 = up ? -1 : 0;
  const k2 = down ? -1 : 0;
  let left = 0;
  let w = src[sOff]!;
  const last = stride - 1;
  for (let k = 0; k < last; k++) {
    const right = src[sOff + k + 1]!;
    dst[dOff + k]! ^= (w & k0) ^ (((w << 1) | (left >>> 31)) & k1) ^ (((w >>> 1) | (right << 31)) & k2);
    left = w;
    w = right;
  }
  dst[dOff + last]! ^= ((w & k0) ^ (((w << 1) | (left >>> 31)) & k1) ^ ((w >>> 1) & k2)) & tailMask(bits);
  if (cyclic) xorNearWraps(dst, dOff, src, sOff, stride, bits, up, down);
}

/**
 * The wrap of {@link xorNearShifts} on a ring: `dst ^=` the bits that the shift +1 carries from bit bits − 1
 * to bit 0 (`up`) and the shift −1 from bit 0 to bit bits − 1 (`down`).
 *
 * @param dst The output rows.
 * @param dOff The word offset of the output row.
 * @param src The input rows.
 * @param sOff The word offset of the input row.
 * @param stride Words per row.
 * @param bits Bits per row.
 * @param up Whether the shift +1 is in.
 * @param down Whether the shift −1 is in.
 */
export function xorNearWraps(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, stride: number, bits: number, up: boolean, down: boolean): void {
  const last = stride - 1;
  const lastBit = (bits - 1) & 31;
  if (up) dst[dOff]! ^= (src[sOff + last]! >>> lastBit) & 1;
  if (down) dst[dOff + last]! ^= (src[sOff]! & 1) << lastBit;
}
