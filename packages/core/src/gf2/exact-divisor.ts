import { reversed, truncated } from './fixed-mul-mod.ts';
import { Poly } from './poly.ts';
import { mul, type WordPoly } from './word-poly.ts';
import { tailMask } from './words.ts';

/**
 * Exact division by one fixed d, for many w that d may divide, in products only (as `fixed-mul-mod.ts` multiplies):
 * with e = deg w − deg d, rev_e(w / d) = rev(w)·rev(d)⁻¹ mod t^{e+1}, the inverse of the power series rev(d) (constant
 * term 1) by Newton's iteration g ← f·g² mod t^{2k}, made once to the longest precision asked; then q·d = w is the
 * test that d divides w. Two products of the quotient's length per division, where the byte-wise division of
 * `cyclic-modulus.ts` takes deg w · deg d / 256 word operations.
 */
export class ExactDivisor {
  /** rev(d)⁻¹ modulo t^precision. */
  private inverse: WordPoly = { words: Uint32Array.of(1), degree: 0 };
  private precision = 1;

  /** @param divisor - d, of degree ≥ 0. */
  constructor(readonly divisor: Poly) {}

  /**
   * w / d when d divides w.
   *
   * @param w A polynomial (untouched).
   * @returns The quotient, a new polynomial, or null when d does not divide w.
   */
  quotient(w: Poly): Poly | null {
    const d = this.divisor;
    if (w.degree < 0) return new Poly();
    const e = w.degree - d.degree;
    if (e < 0) return null;
    const q = reversed(truncated(mul(reversed(w, w.degree), this.series(e + 1)), e + 1), e);
    const back = mul(q, d);
    if (back.degree !== w.degree) return null;
    const last = back.degree >>> 5;
    for (let k = 0; k < last; k++) if (back.words[k] !== w.words[k]) return null;
    const tail = tailMask(back.degree + 1);
    if (((back.words[last]! ^ w.words[last]!) & tail) !== 0) return null;
    const out = new Poly(e + 33);
    out.words.set(q.words.subarray(0, Math.min(q.words.length, out.words.length)));
    return out.normalize();
  }

  /** rev(d)⁻¹ modulo t^k, the cached one extended by Newton's iteration when it is shorter. */
  private series(k: number): WordPoly {
    if (this.precision >= k) return truncated(this.inverse, k);
    const f = reversed(this.divisor, this.divisor.degree);
    let g = this.inverse;
    for (let p = this.precision; p < k; ) {
      p = Math.min(2 * p, k);
      g = truncated(mul(truncated(f, p), mul(g, g)), p);
    }
    this.inverse = g;
    this.precision = k;
    return g;
  }
}
