import { Poly } from './poly.ts';
import { degreeBelow, mul, shiftDown, type WordPoly } from './word-poly.ts';
import { reverseBits32, tailMask, wordsFor } from './words.ts';

/**
 * Multiplication by one fixed residue u modulo one fixed χ of degree n, for many q of degree below n, with the quotient
 * precomputed (Shoup's method; exact over polynomials, no correction step). With w = ⌊u·tⁿ / χ⌋, made once:
 * q·u·tⁿ / χ = q·w + q·(u·tⁿ mod χ) / χ, and after the division by tⁿ the last term has degree below 0, so it adds
 * nothing to the polynomial part: ⌊q·u / χ⌋ = ⌊q·w / tⁿ⌋. Hence q·u mod χ = (q·u + ⌊q·w / tⁿ⌋·χ) mod tⁿ: three
 * products (`poly-mul.ts`, in WebAssembly with the kernels), where long division takes n²/32 word operations and the
 * byte-wise division of `cyclic-modulus.ts` n²/256. w itself comes from products too ({@link quotientByReversal}).
 */
export class FixedMulMod {
  /** The fixed factor u, of degree below n. */
  readonly u: Poly;
  /** The modulus χ. */
  readonly modulus: Poly;
  /** ⌊u·tⁿ / χ⌋, made on first use. */
  private w: Poly | undefined;

  /**
   * @param u - The fixed factor, of degree below χ's.
   * @param modulus - χ, of degree ≥ 1.
   */
  constructor(u: Poly, modulus: Poly) {
    this.u = u;
    this.modulus = modulus;
  }

  /**
   * q·u mod χ.
   *
   * @param q A polynomial of degree below χ's (untouched).
   * @returns A new polynomial of degree below χ's.
   */
  times(q: Poly): Poly {
    const chi = this.modulus;
    const n = chi.degree;
    this.w ??= quotientByReversal(this.u, chi);
    const low = mul(q, this.u);
    const high = mul(shiftDown(mul(q, this.w), n), chi);
    const out = new Poly(n);
    const words = wordsFor(n);
    for (let k = 0; k < words; k++) out.words[k] = (low.words[k] ?? 0) ^ (high.words[k] ?? 0);
    out.words[words - 1]! &= tailMask(n);
    return out.normalizeFrom(n - 1);
  }
}

/** rev_k(p) = tᵏ·p(1/t) for deg p ≤ k: coefficient i goes to k − i. */
export function reversed(p: WordPoly, k: number): WordPoly {
  const words = wordsFor(k + 1);
  const out = new Uint32Array(words);
  for (let i = 0; i < words && i < p.words.length; i++) out[words - 1 - i] = reverseBits32(p.words[i]!);
  // bit i of p is now bit 32·words − 1 − i
  return shiftDown({ words: out, degree: degreeBelow(out, 32 * words - 1) }, 32 * words - 1 - k);
}

/** p mod tᵏ, k ≥ 1. */
export function truncated(p: WordPoly, k: number): WordPoly {
  if (p.degree < k) return p;
  const words = p.words.slice(0, wordsFor(k));
  words[words.length - 1]! &= tailMask(k);
  return { words, degree: degreeBelow(words, k - 1) };
}

/**
 * ⌊u·tⁿ / χ⌋ (n = deg χ, deg u < n) by reversal, in products only: with m = deg u, the quotient has degree m and
 * rev_m(quotient) = rev_m(u)·rev_n(χ)⁻¹ mod t^{m+1}; the inverse of the power series rev_n(χ) (constant term 1) by
 * Newton's iteration, which over GF(2) is g ← f·g² mod t^{2k} (1 + f·g′ = (1 + f·g)² there). About three products
 * of n bits, where the division takes n²/256 word operations.
 */
function quotientByReversal(u: Poly, chi: Poly): Poly {
  const n = chi.degree;
  const m = u.degree;
  if (m < 0) return new Poly();
  const f = reversed(chi, n);
  let g: WordPoly = { words: Uint32Array.of(1), degree: 0 };
  for (let k = 1; k < m + 1; ) {
    k = Math.min(2 * k, m + 1);
    g = truncated(mul(truncated(f, k), mul(g, g)), k);
  }
  const q = reversed(truncated(mul(reversed(u, m), g), m + 1), m);
  const out = new Poly(m + 1);
  out.words.set(q.words.subarray(0, Math.min(q.words.length, out.words.length)));
  return out.normalize();
}

