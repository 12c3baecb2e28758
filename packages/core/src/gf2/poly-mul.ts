import { mulWordsWasm, WASM_KRONECKER_WORDS, WASM_MUL_MIN_WORDS } from '../wasm/poly-kernels.ts';

/**
 * Fast products in GF(2)[t] on bit-packed words (bit i of a word array is the coefficient of tⁱ).
 *
 * Two layers, as in gf2x (Brent–Gaudry–Thomé–Zimmermann, "Faster multiplication in GF(2)[x]", ANTS 2008):
 * - a base case for operands of up to {@link KARATSUBA_WORDS} words: the comb method of López and Dahab
 *   with 4-bit windows. The 16 multiples u·a (u < 16) are tabulated once; then for each of the 8 windows of
 *   every word of b one table row is XORed in, and the accumulator is shifted by 4 between windows. That is
 *   8 word XORs per pair of words instead of 32 shifted XORs for bit-by-bit schoolbook, and no 64-bit
 *   carry-less multiply is needed (JavaScript has none).
 * - Karatsuba above it: a·b = P₀ + X^h (P₀ + P₁ + P₂) + X^{2h} P₂ with P₀ = a₀b₀, P₂ = a₁b₁,
 *   P₁ = (a₀ + a₁)(b₀ + b₁), X = t^{32}; unbalanced operands are cut into pieces of the shorter length.
 * - Kronecker substitution through the engine's big integers for the largest operands: see {@link kronecker}.
 * Below Kronecker's size the product runs in WebAssembly when the kernels load (src/wasm/: the same layers on
 * 64-bit words); this file stays the reference and the fallback.
 *
 * Thresholds measured on Node 20, 2-core AMD EPYC, CPU time (the machine loaded): the comb costs about 2 ns
 * per word XOR, 16 ns per pair of words at 24 words; Karatsuba's cut at 12, 16, 24 or 32 words differed by
 * less than the noise, 24 a little ahead.
 */

/** Operands of at most this many words (on the shorter side) are multiplied by the comb base case. */
export const KARATSUBA_WORDS = 24;

/**
 * From this many words on the shorter side, products go through the engine's big integers (Kronecker):
 * at 4096 words Karatsuba still wins (37 ms against 52 ms), at 16384 words Kronecker does (0.23 s against 0.33 s).
 */
export const KRONECKER_WORDS = 4096;

/** The comb's table of the 16 multiples, reused between calls (the base case never recurses). */
let table = new Uint32Array(16 * 64);

/**
 * The product of two word arrays.
 *
 * @param a A factor: all of its words are used.
 * @param b The other factor.
 * @returns A new array of `a.length + b.length` words holding a·b.
 */
export function mulWords(a: Uint32Array, b: Uint32Array): Uint32Array {
  const short = Math.min(a.length, b.length);
  if (short >= WASM_MUL_MIN_WORDS && short < WASM_KRONECKER_WORDS) {
    const product = mulWordsWasm(a, b);
    if (product) return product;
  }
  const out = new Uint32Array(a.length + b.length);
  mulInto(out, a, b);
  return out;
}

/** `out[0, a.length + b.length) = a·b`, overwriting; `out` must not overlap a or b. */
function mulInto(out: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  if (a.length < b.length) [a, b] = [b, a];
  const an = a.length;
  const bn = b.length;
  if (bn === 0) {
    out.fill(0, 0, an);
    return;
  }
  if (bn <= KARATSUBA_WORDS) {
    comb(out, a, b);
    return;
  }
  const h = (an + 1) >>> 1;
  if (bn >= KRONECKER_WORDS) {
    kronecker(out, a, b);
    return;
  }
  if (bn <= h) {
    piecewise(out, a, b);
    return;
  }
  karatsuba(out, a, b, h);
}

/** a·b for a much longer than b: a is cut into pieces of b's length, each product added at its offset. */
function piecewise(out: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  const an = a.length;
  const bn = b.length;
  out.fill(0, 0, an + bn);
  const piece = new Uint32Array(2 * bn);
  for (let off = 0; off < an; off += bn) {
    const chunk = a.subarray(off, Math.min(an, off + bn));
    const len = chunk.length + bn;
    mulInto(piece, chunk, b);
    for (let k = 0; k < len; k++) out[off + k]! ^= piece[k]!;
  }
}

/** Karatsuba with a cut at h words; b is longer than h words, a at most 2h. */
function karatsuba(out: Uint32Array, a: Uint32Array, b: Uint32Array, h: number): void {
  const an = a.length;
  const bn = b.length;
  const a0 = a.subarray(0, h);
  const a1 = a.subarray(h);
  const b0 = b.subarray(0, h);
  const b1 = b.subarray(h);
  mulInto(out.subarray(0, 2 * h), a0, b0);
  mulInto(out.subarray(2 * h), a1, b1);
  const sa = new Uint32Array(h);
  const sb = new Uint32Array(h);
  sa.set(a0);
  sb.set(b0);
  for (let k = 0; k < an - h; k++) sa[k]! ^= a1[k]!;
  for (let k = 0; k < bn - h; k++) sb[k]! ^= b1[k]!;
  const mid = new Uint32Array(2 * h);
  mulInto(mid, sa, sb);
  // mid = P₁ + P₀ + P₂, added at X^h
  for (let k = 0; k < 2 * h; k++) mid[k]! ^= out[k]!;
  const p2 = an + bn - 2 * h;
  for (let k = 0; k < p2; k++) mid[k]! ^= out[2 * h + k]!;
  for (let k = 0; k < 2 * h; k++) out[h + k]! ^= mid[k]!;
}

/** The comb base case: `out[0, an + bn) = a·b`, 4-bit windows of b over a table of the multiples of a. */
function comb(out: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  const an = a.length;
  const bn = b.length;
  const stride = an + 1;
  if (table.length < 16 * stride) table = new Uint32Array(32 * stride);
  const t = table;
  // rows 1, 2, 4, 8: a shifted by 0..3 bits (one spare word for the carry)
  for (let s = 0; s < 4; s++) {
    const row = (1 << s) * stride;
    let carry = 0;
    for (let k = 0; k < an; k++) {
      const w = a[k]!;
      t[row + k] = (w << s) | carry;
      carry = s === 0 ? 0 : w >>> (32 - s);
    }
    t[row + an] = carry;
  }
  for (let u = 3; u < 16; u++) {
    if ((u & (u - 1)) === 0) continue;
    const row = u * stride;
    const hi = (u & (u - 1)) * stride;
    const lo = (u & -u) * stride;
    for (let k = 0; k < stride; k++) t[row + k] = t[hi + k]! ^ t[lo + k]!;
  }
  const total = an + bn;
  out.fill(0, 0, total);
  for (let j = 28; ; j -= 4) {
    for (let k = 0; k < bn; k++) {
      const u = (b[k]! >>> j) & 15;
      if (u === 0) continue;
      const row = u * stride;
      for (let i = 0; i < stride; i++) out[k + i]! ^= t[row + i]!;
    }
    if (j === 0) return;
    // shift the accumulator up by one window (the top bits are zero: the product fits in `total` words)
    for (let k = total - 1; k > 0; k--) out[k] = (out[k]! << 4) | (out[k - 1]! >>> 28);
    out[0] = out[0]! << 4;
  }
}

/** Hex strings of the 256 bytes, each bit spread to a field of `digits` hex digits (top bit first). */
const spreadTables = new Map<number, string[]>();

function spreadTable(digits: number): string[] {
  let t = spreadTables.get(digits);
  if (!t) {
    const pad = '0'.repeat(digits - 1);
    t = [];
    for (let v = 0; v < 256; v++) {
      let s = '';
      for (let bit = 7; bit >= 0; bit--) s += pad + ((v >>> bit) & 1);
      t.push(s);
    }
    spreadTables.set(digits, t);
  }
  return t;
}

/** The words as a big integer with coefficient i at 2^{4·digits·i} (Kronecker substitution). */
function spread(words: Uint32Array, digits: number): bigint {
  const t = spreadTable(digits);
  const parts: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    parts.push(t[w >>> 24]!, t[(w >>> 16) & 255]!, t[(w >>> 8) & 255]!, t[w & 255]!);
  }
  return BigInt(`0x${parts.join('')}`);
}

/**
 * a·b by Kronecker substitution: evaluate both at 2^w with w bits per coefficient, multiply as integers
 * (V8's big integers multiply in O(N log N) by FFT at these sizes), and read each coefficient's parity.
 * A coefficient of the integer product counts at most min(deg a, deg b) + 1 < 2^w terms, so no field
 * overflows into the next.
 */
function kronecker(out: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  const digits = Math.ceil(Math.log2(32 * Math.min(a.length, b.length) + 1) / 4);
  const hex = (spread(a, digits) * spread(b, digits)).toString(16);
  out.fill(0, 0, a.length + b.length);
  for (let i = 0, pos = hex.length - 1; pos >= 0; i++, pos -= digits) {
    const c = hex.charCodeAt(pos); // '0'–'9' are 48–57, 'a'–'f' 97–102: the parity flips for letters
    if (((c & 1) ^ (c > 57 ? 1 : 0)) === 1) out[i >>> 5]! |= 1 << (i & 31);
  }
}
