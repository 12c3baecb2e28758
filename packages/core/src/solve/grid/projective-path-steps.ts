import { divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { wordsFor } from '../../gf2/words.ts';
import { type BilinearForm, homogeneousPair } from './bilinear.ts';

/**
 * The fold's path polynomials (F_h, F_{h−1}) modulo χ₁ (`projective-residual.ts`) stepped along the chased side, for
 * a table that asks one ring for h = ⌊m/2⌋ at growing m: F₀ = 1, F₁ = a and F_{k+1} = a·F_k + c²·F_{k−1}, where a
 * and c are g₀₀ + g₀₁·(s + s⁻¹) and g₁₀ + g₁₁·(s + s⁻¹). A multiplication by s or s⁻¹ modulo χ₁ is one shift of
 * the words and at most one addition of χ₁, so a step costs a few passes over deg χ₁ bits, where the doubling of
 * `homogeneousPair` costs log h products modulo χ₁ for every entry. An h below the last one asked is answered
 * by that doubling (a table never asks so).
 */
export class PathSteps {
  private readonly words: number;
  private readonly chi: Uint32Array;
  private k = 1;
  private high: Uint32Array;
  private low: Uint32Array;

  /**
   * @param g The fold's bilinear form (as the fold is oriented).
   * @param chi1 χ₁, the divisor of s²ⁿ + 1 the pairs are reduced by (degree ≥ 1, χ₁(0) = 1).
   * @throws {RangeError} when χ₁ has degree below 1.
   */
  constructor(
    private readonly g: BilinearForm,
    private readonly chi1: Poly,
  ) {
    if (chi1.degree < 1) throw new RangeError(`PathSteps: χ₁ of degree ${chi1.degree}`);
    this.words = wordsFor(chi1.degree + 1);
    this.chi = rowOf(chi1, this.words);
    this.low = new Uint32Array(this.words);
    this.low[0] = 1;
    this.high = this.times(this.low, g.g00, g.g01);
  }

  /** (F_h, F_{h−1}) modulo χ₁, new polynomials (h ≥ 1). */
  pair(h: number): [Poly, Poly] {
    if (h < this.k) {
      const one = new Uint32Array(this.words);
      one[0] = 1;
      const [a, c] = [this.times(one, this.g.g00, this.g.g01), this.times(one, this.g.g10, this.g.g11)];
      return homogeneousPair(h, this.poly(a), this.poly(c), this.chi1).map((p) => polyModInPlace(p, this.chi1)) as [Poly, Poly];
    }
    for (; this.k < h; this.k++) {
      const next = this.times(this.high, this.g.g00, this.g.g01);
      const c = this.times(this.low, this.g.g10, this.g.g11);
      const c2 = this.times(c, this.g.g10, this.g.g11);
      for (let w = 0; w < this.words; w++) next[w]! ^= c2[w]!;
      this.low = this.high;
      this.high = next;
    }
    return [this.poly(this.high), this.poly(this.low)];
  }

  /** g0·v + g1·(s + s⁻¹)·v modulo χ₁, a new row. */
  private times(v: Uint32Array, g0: number, g1: number): Uint32Array {
    const out = g0 ? v.slice() : new Uint32Array(this.words);
    if (!g1) return out;
    const up = v.slice();
    multiplyByS(up, this.chi, this.chi1.degree);
    const down = v.slice();
    divideByS(down, this.chi);
    for (let w = 0; w < this.words; w++) out[w]! ^= up[w]! ^ down[w]!;
    return out;
  }

  /** A row as a polynomial. */
  private poly(row: Uint32Array): Poly {
    const p = new Poly(32 * this.words);
    p.words.set(row);
    return p.normalize();
  }
}
