import { popcountWasm, WASM_CHASE_MAX_WORDS, WASM_POPCOUNT_MIN_WORDS } from '../wasm/chase-kernels.ts';

/**
 * Word-level helpers for bit vectors packed into `Uint32Array`s.
 * Bit `i` of a vector lives in word `i >>> 5` at bit position `i & 31` (least significant first).
 */

/**
 * Number of 32-bit words needed to hold `bits` bits.
 *
 * @param bits Number of bits, ≥ 0.
 * @returns ⌈bits / 32⌉.
 */
export function wordsFor(bits: number): number {
  return (bits + 31) >>> 5;
}

/**
 * Population count of one 32-bit word (SWAR; V8 compiles this to a handful of integer ops).
 *
 * @param x A 32-bit word (higher bits are ignored).
 * @returns The count, from 0 to 32.
 */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * Number of set bits in `words[start, end)` (in WebAssembly from 2¹⁶ words when the kernels load).
 *
 * @param words The vector.
 * @param start First word counted.
 * @param end Word after the last counted.
 * @returns The count.
 */
export function popcount(words: Uint32Array, start = 0, end = words.length): number {
  if (end - start >= WASM_POPCOUNT_MIN_WORDS && end - start <= WASM_CHASE_MAX_WORDS) {
    const fast = popcountWasm(words, start, end);
    if (fast !== null) return fast;
  }
  let total = 0;
  for (let i = start; i < end; i++) total += popcount32(words[i]!);
  return total;
}

/**
 * Parity (0 or 1) of the bitwise AND of two equally long vectors: their GF(2) dot product.
 *
 * @param a A vector.
 * @param b Another; words past the shorter one are ignored.
 * @param bOffset Where `b`'s words start (a row inside a board).
 * @returns 0 or 1.
 */
export function dotParity(a: Uint32Array, b: Uint32Array, bOffset = 0): number {
  let acc = 0;
  const n = Math.min(a.length, b.length - bOffset);
  for (let i = 0; i < n; i++) acc ^= a[i]! & b[bOffset + i]!;
  acc ^= acc >>> 16;
  acc ^= acc >>> 8;
  acc ^= acc >>> 4;
  acc ^= acc >>> 2;
  acc ^= acc >>> 1;
  return acc & 1;
}

/** Reads bit `i`. */
export function getBit(words: Uint32Array, i: number): boolean {
  return ((words[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

/** Sets bit `i` to `on`. */
export function setBit(words: Uint32Array, i: number, on: boolean): void {
  if (on) words[i >>> 5]! |= 1 << (i & 31);
  else words[i >>> 5]! &= ~(1 << (i & 31));
}

/** Flips bit `i`. */
export function flipBit(words: Uint32Array, i: number): void {
  words[i >>> 5]! ^= 1 << (i & 31);
}

/** `dst[dstOffset + k] ^= src[srcOffset + k]` for `k < length`. */
export function xorWords(dst: Uint32Array, src: Uint32Array, length: number, dstOffset = 0, srcOffset = 0): void {
  for (let k = 0; k < length; k++) dst[dstOffset + k]! ^= src[srcOffset + k]!;
}

/** `dst ^= src · t^shift` over `srcWords` words of `src` (dst must have room for the carry word). */
export function xorShiftedWords(dst: Uint32Array, src: Uint32Array, srcWords: number, shift: number): void {
  const q = shift >>> 5;
  const b = shift & 31;
  if (b === 0) {
    for (let k = 0; k < srcWords; k++) dst[q + k]! ^= src[k]!;
    return;
  }
  const back = 32 - b;
  let carry = 0;
  for (let k = 0; k < srcWords; k++) {
    const w = src[k]!;
    dst[q + k]! ^= (w << b) | carry;
    carry = w >>> back;
  }
  if (carry !== 0) dst[q + srcWords]! ^= carry;
}

/** True when every word is zero. */
export function isZero(words: Uint32Array): boolean {
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}

/** Index of the lowest set bit of a non-zero word (count trailing zeros). */
export function ctz32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Mask of the valid bits in the last word of a `bits`-bit vector (all ones when `bits` is a multiple of 32). */
export function tailMask(bits: number): number {
  const r = bits & 31;
  return r === 0 ? 0xffffffff : (1 << r) - 1;
}

/**
 * Bits `from` … `from + bits − 1` of a vector as a new vector of `bits` bits (bits past the vector read as zero).
 *
 * @param v A vector.
 * @param from The first bit read, ≥ 0.
 * @param bits How many bits, ≥ 1.
 * @returns A new vector of `wordsFor(bits)` words.
 */
export function bitsFrom(v: Uint32Array, from: number, bits: number): Uint32Array {
  const out = new Uint32Array(wordsFor(bits));
  const q = from >>> 5;
  const b = from & 31;
  for (let k = 0; k < out.length; k++) {
    const lo = v[q + k] ?? 0;
    out[k] = b === 0 ? lo : (lo >>> b) | ((v[q + k + 1] ?? 0) << (32 - b));
  }
  out[out.length - 1]! &= tailMask(bits);
  return out;
}

/**
 * The 32 bits of a word in reverse order (bit i moves to bit 31 − i).
 *
 * @param x A 32-bit word.
 * @returns The reversed word, unsigned.
 */
export function reverseBits32(x: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return ((x >>> 16) | (x << 16)) >>> 0;
}
