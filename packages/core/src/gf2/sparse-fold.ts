import { xorShiftedWords } from './words.ts';

/**
 * Reduction modulo a sparse polynomial m = t^d + Σ t^e (the ring moduli tⁿ + 1 of every torus and cylinder) a word at
 * a time: the coefficients of degree ≥ d, shifted down by d, leave and come back multiplied by m − t^d. Long
 * division instead passes over all of m's words once per coefficient above d: n²/32 word operations for a product
 * modulo tⁿ + 1, against a few n/32 here.
 */

/** Most terms of a modulus that is folded, its leading term included. */
export const SPARSE_FOLD_TERMS = 8;

/**
 * The exponents of a modulus below its degree, lowest first, when it is folded: at most {@link SPARSE_FOLD_TERMS}
 * terms in all, each below at most half the degree (so that one fold at least halves what is left above d); else null.
 *
 * @param words The modulus's coefficients, bit i of word i >>> 5 for tⁱ.
 * @param degree Its degree, ≥ 1.
 * @returns The exponents, or null for a modulus that long division takes.
 */
export function sparseLowerTerms(words: Uint32Array, degree: number): number[] | null {
  const lower: number[] = [];
  for (let k = 0; k <= degree >>> 5; k++) {
    for (let w = words[k]!; w !== 0; w &= w - 1) {
      const e = (k << 5) + 31 - Math.clz32(w & -w);
      if (e === degree) return lower;
      if (2 * e > degree || lower.length + 1 >= SPARSE_FOLD_TERMS) return null;
      lower.push(e);
    }
  }
  return lower;
}

/** The degree of `words` known to be at most `bound` (−1 when zero). */
function degreeFrom(words: Uint32Array, bound: number): number {
  for (let k = bound >>> 5; k >= 0; k--) if (words[k] !== 0) return (k << 5) + 31 - Math.clz32(words[k]!);
  return -1;
}

/**
 * Reduces a polynomial modulo t^d + Σ_{e ∈ lower} t^e, in place.
 *
 * @param words The polynomial's coefficients, changed in place (nothing is written past its degree's word).
 * @param degree Its degree (−1 for zero).
 * @param d The modulus's degree, ≥ 1.
 * @param lower The modulus's other exponents, from {@link sparseLowerTerms}.
 * @returns The degree of the remainder, below d.
 */
export function foldSparse(words: Uint32Array, degree: number, d: number, lower: readonly number[]): number {
  const q = d >>> 5;
  const b = d & 31;
  let top = degree;
  while (top >= d) {
    const last = top >>> 5;
    const hiWords = ((top - d) >>> 5) + 1;
    const hi = new Uint32Array(hiWords);
    for (let k = 0; k < hiWords; k++) {
      const up = q + k + 1 <= last ? words[q + k + 1]! : 0;
      hi[k] = b === 0 ? words[q + k]! : (words[q + k]! >>> b) | (up << (32 - b));
    }
    words[q]! &= (1 << b) - 1;
    words.fill(0, q + 1, last + 1);
    for (const e of lower) xorShiftedWords(words, hi, hiWords, e);
    top = degreeFrom(words, top);
  }
  return top;
}
