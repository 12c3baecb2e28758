import type { WordPoly } from './word-poly.ts';
import { wordsFor, xorShiftedWords } from './words.ts';

/**
 * A polynomial over GF(2) in t, bit-packed: bit i of `words` is the coefficient of tⁱ.
 * `degree` is −1 for the zero polynomial. Words past the degree are zero; `words` may be longer than
 * needed (spare capacity lets in-place updates grow the polynomial).
 */
export class Poly {
  /** Packed coefficients, lowest degree first. */
  words: Uint32Array;
  /** Degree, −1 for zero. */
  degree: number;

  /**
   * The zero polynomial with room for coefficients of degree < `capacityBits`.
   *
   * @param capacityBits Room for this many coefficients before the words grow.
   */
  constructor(capacityBits = 32) {
    this.words = new Uint32Array(Math.max(1, wordsFor(capacityBits)));
    this.degree = -1;
  }

  /**
   * A polynomial from the exponents of its non-zero terms.
   *
   * @param exponents Exponents, each ≥ 0; one listed twice cancels.
   * @param capacityBits Room for at least this many coefficients.
   * @returns A new polynomial.
   */
  static fromExponents(exponents: Iterable<number>, capacityBits = 0): Poly {
    const list = [...exponents];
    const p = new Poly(Math.max(capacityBits, Math.max(0, ...list) + 1));
    for (const e of list) p.words[e >>> 5]! ^= 1 << (e & 31);
    return p.normalize();
  }

  /**
   * tᵏ.
   *
   * @param k The exponent, ≥ 0.
   * @param capacityBits Room for at least this many coefficients.
   * @returns A new polynomial.
   */
  static monomial(k: number, capacityBits = k + 1): Poly {
    return Poly.fromExponents([k], capacityBits);
  }

  /**
   * True for the zero polynomial.
   *
   * @returns Whether every coefficient is 0.
   */
  isZero(): boolean {
    return this.degree < 0;
  }

  /**
   * Coefficient of tⁱ.
   *
   * @param i The exponent, ≥ 0.
   * @returns 0 or 1.
   */
  coefficient(i: number): number {
    return i > this.degree ? 0 : (this.words[i >>> 5]! >>> (i & 31)) & 1;
  }

  /**
   * Recomputes `degree` by scanning down from the words in use; returns `this`.
   *
   * @returns This polynomial.
   */
  normalize(): this {
    return this.normalizeFrom(this.words.length * 32 - 1);
  }

  /**
   * Makes room for degree < `bits`, keeping the coefficients.
   *
   * @param bits The number of coefficients to make room for.
   * @returns This polynomial.
   */
  reserve(bits: number): this {
    const need = wordsFor(bits) + 1;
    if (this.words.length < need) {
      const grown = new Uint32Array(Math.max(need, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    return this;
  }

  /**
   * An independent copy (with the same capacity, or at least `capacityBits`).
   *
   * @param capacityBits Room for at least this many coefficients.
   * @returns A new polynomial.
   */
  clone(capacityBits = 0): Poly {
    const p = new Poly(Math.max(capacityBits, this.words.length * 32));
    p.words.set(this.words);
    p.degree = this.degree;
    return p;
  }

  /**
   * `this += other · t^shift`, in place; returns `this`.
   *
   * @param other The polynomial added; untouched.
   * @param shift The power of t it is multiplied by, ≥ 0.
   * @returns This polynomial.
   */
  addShifted(other: Poly, shift = 0): this {
    if (other.degree < 0) return this;
    const top = other.degree + shift;
    this.reserve(top + 1);
    xorShiftedWords(this.words, other.words, (other.degree >>> 5) + 1, shift);
    if (top > this.degree) this.degree = top;
    else if (top === this.degree) this.normalizeFrom(top);
    return this;
  }

  /**
   * Recomputes the degree knowing it is at most `bound`.
   *
   * @param bound An exponent at or above the true degree.
   * @returns This polynomial.
   */
  normalizeFrom(bound: number): this {
    const w = this.words;
    for (let k = bound >>> 5; k >= 0; k--) {
      if (w[k] !== 0) {
        this.degree = (k << 5) + 31 - Math.clz32(w[k]!);
        return this;
      }
    }
    this.degree = -1;
    return this;
  }

  /**
   * True when both polynomials are equal.
   *
   * @param other Any polynomial.
   * @returns Whether they are equal, whatever their capacity.
   */
  equals(other: Poly): boolean {
    if (this.degree !== other.degree) return false;
    for (let k = 0; k <= this.degree >>> 5 && this.degree >= 0; k++) if (this.words[k] !== other.words[k]) return false;
    return true;
  }

  /**
   * Readable form such as `t^3 + t + 1`.
   *
   * @returns The terms from the highest degree down, or `0`.
   */
  toString(): string {
    if (this.degree < 0) return '0';
    const terms: string[] = [];
    for (let i = this.degree; i >= 0; i--) {
      if (this.coefficient(i)) terms.push(i === 0 ? '1' : i === 1 ? 't' : `t^${i}`);
    }
    return terms.join(' + ');
  }
}

/** A {@link Poly} copied from a bare polynomial (which may share words with an input). */
export function fromWords(p: WordPoly): Poly {
  const out = new Poly(p.degree + 33);
  if (p.degree >= 0) out.words.set(p.words.subarray(0, (p.degree >>> 5) + 1));
  out.degree = p.degree;
  return out;
}
