import { CyclicModulus } from './cyclic-modulus.ts';
import { Poly } from './poly.ts';
import { mul, shiftDown } from './word-poly.ts';
import { tailMask, wordsFor } from './words.ts';

/**
 * Multiplication by one fixed residue u modulo one fixed χ of degree n, for many q of degree below n, with the quotient
 * precomputed (Shoup's method; exact over polynomials, no correction step). With w = ⌊u·tⁿ / χ⌋, made once:
 * q·u·tⁿ / χ = q·w + q·(u·tⁿ mod χ) / χ, and after the division by tⁿ the last term has degree below 0, so it adds
 * nothing to the polynomial part: ⌊q·u / χ⌋ = ⌊q·w / tⁿ⌋. Hence q·u mod χ = (q·u + ⌊q·w / tⁿ⌋·χ) mod tⁿ: three
 * products (`poly-mul.ts`, in WebAssembly with the kernels), where long division takes n²/32 word operations and the
 * byte-wise division of `cyclic-modulus.ts` n²/256.
 */
export class FixedMulMod {
  /** The fixed factor u, of degree below n. */
  readonly u: Poly;
  /** The modulus χ. */
  readonly modulus: Poly;
  /** ⌊u·tⁿ / χ⌋, made on first use (by the byte-wise division, whose table is not kept). */
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
    this.w ??= new CyclicModulus(chi).divide(new Poly(this.u.degree + n + 33).addShifted(this.u, n)).quotient;
    const low = mul(q, this.u);
    const high = mul(shiftDown(mul(q, this.w), n), chi);
    const out = new Poly(n);
    const words = wordsFor(n);
    for (let k = 0; k < words; k++) out.words[k] = (low.words[k] ?? 0) ^ (high.words[k] ?? 0);
    out.words[words - 1]! &= tailMask(n);
    return out.normalizeFrom(n - 1);
  }
}
