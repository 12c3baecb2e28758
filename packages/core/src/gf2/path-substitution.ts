import { Poly } from './poly.ts';
import { shiftByOne } from './taylor-shift.ts';
import { reverseBits32, tailMask, wordsFor } from './words.ts';

/**
 * A path row and its polynomial in the path adjacency P (`path-basis.ts`: v = ξ(P)·e₀, ξ = Σ v_j·f_j) in
 * O(n log n / 32) word operations, where Horner's rule and the recurrence f_{j+1} = x·f_j + f_{j−1} take n²/64.
 *
 * The path of n cells is the odd part of the ring of 2n + 2 cells, where P acts as s + s⁻¹ and e₀ as s + s⁻¹; over
 * GF(2), f_j(s + s⁻¹)·(s + s⁻¹) = s^{j+1} + s^{−(j+1)}. So with h = x·ξ, the row's cell j is the coefficient of
 * s^{j+1} in the symmetric Laurent polynomial h(s + s⁻¹): the row is h substituted, shifted down a cell, and the
 * polynomial of a row is the row shifted up a cell, "unsubstituted", divided by x.
 *
 * The substitution, on the coefficients c_e (e ≥ 0) of h(s + s⁻¹), is linear and splits by Frobenius:
 * h = A + x^T·B (deg A, B < T = 2ᵏ) gives h(s + s⁻¹) = A(·) + (s^T + s^{−T})·B(·), whose coefficients are those of
 * A(·) plus b_{T−e} below T and b_{e−T} from T on. In place, bottom up, with blocks of T coefficients already
 * substituted: the upper block stays, the lower one gains the upper one reversed and moved up a cell. Each level
 * is its own inverse (the upper block is unchanged), so the inverse runs the levels top down. Within a word
 * (T < 32) the levels together are one 32 × 32 matrix, applied by byte tables.
 *
 * The classic rule's basis (`plusIdentity`: the operator T = P + I, v = ξ(T)·e₀) is the same with ξ(T) = η(P) for
 * η(x) = ξ(x + 1): a Taylor shift (`taylor-shift.ts`, also O(n log n / 32)) before the substitution, or after its
 * inverse.
 */

/** The levels T = 1 … 16 on one 32-bit block, at bit level (the reference the byte tables are built from). */
function wordLevels(x: number, descending: boolean): number {
  const bits = Array.from({ length: 32 }, (_, i) => (x >>> i) & 1);
  const levels = [1, 2, 4, 8, 16];
  if (descending) levels.reverse();
  for (const T of levels) {
    for (let base = 0; base < 32; base += 2 * T) for (let e = 1; e < T; e++) bits[base + e]! ^= bits[base + T + T - e]!;
  }
  return bits.reduce((acc, b, i) => (acc | (b << i)) >>> 0, 0);
}

/**
 * A linear map of 32-bit words as four tables of 256 words (the images of each byte), from the images of the 32 unit
 * words alone: entry x is entry x − its lowest bit XOR the image of that bit (the map at bit level runs 32 times, not
 * 1024, which a solve pays on its first change of basis before the engine compiles it).
 */
function byteTables(map: (x: number) => number): Uint32Array {
  const t = new Uint32Array(1024);
  for (let b = 0; b < 4; b++) {
    for (let i = 0; i < 8; i++) t[256 * b + (1 << i)] = map((1 << (8 * b + i)) >>> 0);
    for (let x = 3; x < 256; x++) {
      const low = x & -x;
      if (low !== x) t[256 * b + x] = t[256 * b + (x ^ low)]! ^ t[256 * b + low]!;
    }
  }
  return t;
}

let tables: { up: Uint32Array; down: Uint32Array } | null = null;

/** The byte tables of the word's levels, made on first use. */
function wordTables(): { up: Uint32Array; down: Uint32Array } {
  tables ??= { up: byteTables((x) => wordLevels(x, false)), down: byteTables((x) => wordLevels(x, true)) };
  return tables;
}

function byteApply(t: Uint32Array, v: number): number {
  return (t[v & 255]! ^ t[256 + ((v >>> 8) & 255)]! ^ t[512 + ((v >>> 16) & 255)]! ^ t[768 + (v >>> 24)]!) >>> 0;
}

/** One level T ≥ 32 over `w` (a power of two of words, ≥ 2T bits): every lower block ^= its upper block reversed, moved up a cell. */
function wideLevel(w: Uint32Array, T: number): void {
  const q = T >>> 5; // words per block
  for (let base = 0; base < w.length; base += 2 * q) {
    // reversed upper block, word k = reverseBits32(upper word q − 1 − k); moved up a cell with the carry from the word below
    let carry = 0;
    for (let k = 0; k < q; k++) {
      const r = reverseBits32(w[base + q + q - 1 - k]!);
      w[base + k]! ^= ((r << 1) | carry) >>> 0;
      carry = r >>> 31;
    }
  }
}

/** The substitution (or, `inverse`, its inverse) in place on `w`, whose length is a power of two of words. */
function substitute(w: Uint32Array, inverse: boolean): void {
  const { up, down } = wordTables();
  const wide: number[] = [];
  for (let T = 32; 2 * T <= 32 * w.length; T *= 2) wide.push(T);
  if (inverse) for (const T of wide.reverse()) wideLevel(w, T);
  for (let k = 0; k < w.length; k++) w[k] = byteApply(inverse ? down : up, w[k]!);
  if (!inverse) for (const T of wide) wideLevel(w, T);
}

/** Words for coefficients 0 … top: a power of two, at least one. */
function span(top: number): number {
  let words = 1;
  while (32 * words <= top) words *= 2;
  return words;
}

/**
 * ξ(P)·e₀, or ξ(P + I)·e₀, as a row of n cells (as `polyToPathRow` of `path-basis.ts`).
 *
 * @param xi The polynomial, of degree below n (untouched).
 * @param n Cells in the row.
 * @param plusIdentity Whether the operator is P + I.
 * @returns A new row.
 */
export function polyToPathRowFast(xi: Poly, n: number, plusIdentity = false): Uint32Array {
  const stride = wordsFor(n);
  const row = new Uint32Array(stride);
  if (xi.degree < 0) return row;
  if (plusIdentity) xi = shiftByOne(xi.clone());
  // h = x·ξ, substituted; cell j is coefficient j + 1
  const w = new Uint32Array(span(xi.degree + 1));
  const used = (xi.degree >>> 5) + 1;
  for (let k = 0; k < used; k++) w[k] = ((xi.words[k]! << 1) | (k > 0 ? xi.words[k - 1]! >>> 31 : 0)) >>> 0;
  if (used < w.length) w[used] = xi.words[used - 1]! >>> 31;
  substitute(w, false);
  for (let k = 0; k < stride; k++) row[k] = ((w[k] ?? 0) >>> 1) | ((w[k + 1] ?? 0) << 31);
  row[stride - 1]! &= tailMask(n);
  return row;
}

/**
 * The polynomial ξ with ξ(P)·e₀ = v, or ξ(P + I)·e₀ = v, for the row v of n cells at word `offset` of `v` (as
 * `pathRowToPoly` of `path-basis.ts`).
 *
 * @param v The rows.
 * @param n Cells in the row.
 * @param offset Word offset of the row in `v`.
 * @param plusIdentity Whether the operator is P + I.
 * @returns A new polynomial, of degree below n.
 */
export function pathRowToPolyFast(v: Uint32Array, n: number, offset = 0, plusIdentity = false): Poly {
  const stride = wordsFor(n);
  // coefficient j + 1 of the substituted h = x·ξ is cell j
  const w = new Uint32Array(span(n));
  for (let k = 0; k < stride; k++) {
    const x = k === stride - 1 ? v[offset + k]! & tailMask(n) : v[offset + k]!;
    w[k]! |= (x << 1) >>> 0;
    if (k + 1 < w.length) w[k + 1] = x >>> 31;
  }
  substitute(w, true);
  // ξ = h / x
  const p = new Poly(n + 32);
  for (let k = 0; k < w.length && k < p.words.length; k++) p.words[k] = (w[k]! >>> 1) | ((w[k + 1] ?? 0) << 31);
  p.normalize();
  return plusIdentity ? shiftByOne(p) : p;
}
