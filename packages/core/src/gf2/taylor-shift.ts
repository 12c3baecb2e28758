import type { Poly } from './poly.ts';

/**
 * The Taylor shift p(t) ↦ p(t + 1) over GF(2), in O(n log n / 32) word operations where Horner's rule takes n²/64.
 *
 * The coefficient of tʲ in (t + 1)ⁱ is C(i, j) mod 2, which is 1 exactly when the bits of j are a subset of those of i
 * (Lucas), so p(t + 1) has coefficient Σ_{i ⊇ j} pᵢ at tʲ: the sum over supersets of the exponent's bits. That splits
 * into one level per bit T = 2ᵇ of the exponent (p = A + t^T·B with deg A, B < T gives A(t + 1) + (t^T + 1)·B(t + 1)):
 * in every block of 2T coefficients the lower half gains the upper half. The levels commute and each is its own
 * inverse, so the shift is an involution. Within a word (T < 32) a level is one shift and mask; from T = 32 on it is
 * a word-wise XOR of blocks.
 */

/** Bits whose exponent has bit b clear, for the levels T = 2ᵇ < 32 within a word. */
const LOW_HALVES = [0x55555555, 0x33333333, 0x0f0f0f0f, 0x00ff00ff, 0x0000ffff] as const;

/**
 * p(t) ↦ p(t + 1) in place on the words of a polynomial of degree `degree` (its words past the degree are zero and
 * stay so: the shift keeps the degree).
 *
 * @param w The coefficients, bit i of word i >>> 5 that of tⁱ.
 * @param degree The degree, −1 for zero.
 */
export function shiftByOneWords(w: Uint32Array, degree: number): void {
  if (degree < 1) return;
  const used = (degree >>> 5) + 1;
  for (let k = 0; k < used; k++) {
    let x = w[k]!;
    for (let b = 0; b < 5; b++) x ^= (x >>> (1 << b)) & LOW_HALVES[b]!;
    w[k] = x;
  }
  for (let q = 1; q < used; q *= 2) {
    // blocks of q words: the lower of each pair gains the upper (past `used` the words are zero)
    for (let base = 0; base + q < used; base += 2 * q) {
      const end = Math.min(q, used - base - q);
      for (let k = 0; k < end; k++) w[base + k]! ^= w[base + q + k]!;
    }
  }
}

/**
 * p(t + 1), in place on `p`; returns `p`.
 *
 * @param p The polynomial.
 * @returns `p`, now p(t + 1) (of the same degree).
 */
export function shiftByOne(p: Poly): Poly {
  shiftByOneWords(p.words, p.degree);
  return p;
}
