import { divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { ctz32, dotParity, wordsFor } from '../../gf2/words.ts';

/**
 * R = GF(2)[s]/(χ) for a self-reciprocal χ of even degree 2d with χ(0) = 1 (a unitary divisor of s²ⁿ + 1 closed
 * under s ↦ s⁻¹, such as the part of the ring where c is a unit) as a free module of rank 2 over its subring
 * T = GF(2)[x]/(ψ), x = s + s⁻¹, where χ = sᵈ·ψ(s + s⁻¹): R = T ⊕ T·s with s² = x·s + 1. (The map
 * GF(2)[x, s]/(ψ(x), s² + x·s + 1) → R, x ↦ s + s⁻¹, is onto, and both sides have dimension 2d.)
 *
 * Every element is a pair (u₀, u₁) of elements of T (degree below d): u₀ + u₁·s. Multiplication by an element of R
 * and the reflection ρ (u ↦ s⁻¹·ū, cell k ↦ N − 1 − k) are T-linear, so a map U ↦ X·U + Y·ρU is a 2 × 2 matrix over
 * T (`bar-smith.ts` takes its kernel and image from gcds). sᵏ = Aₖ + Bₖ·s with (A₀, B₀) = (1, 0) and
 * (Aₖ₊₁, Bₖ₊₁) = (Bₖ, Aₖ + x·Bₖ), kept modulo ψ: one table per χ converts any element in 2d row XORs.
 */
export class BarBasis {
  /** d = deg χ / 2, the degree of ψ. */
  readonly d: number;
  /** ψ with χ = sᵈ·ψ(s + s⁻¹). */
  readonly psi: Poly;
  private readonly words: number;
  /** Row k: Aₖ (words 0 … words − 1) then Bₖ, for k < 2d. */
  private readonly table: Uint32Array;
  private readonly chi: Poly;
  /** (s + s⁻¹)ᵃ in R, a < d, each 2d bits as `chiWords` words (built on the first functional asked). */
  private powers: Uint32Array[] | null = null;
  /** xʲ modulo ψ, d ≤ j < 2d (built on the first product reduced). */
  private highPowers: Uint32Array | null = null;

  /**
   * @param chi χ (see the file comment).
   * @throws {Error} when χ is not self-reciprocal of even degree with χ(0) = 1.
   */
  constructor(chi: Poly) {
    const n = chi.degree;
    if (n < 2 || n % 2 !== 0 || chi.coefficient(0) !== 1) throw new Error(`internal error: BarBasis of a χ of degree ${n}`);
    for (let k = 0; k <= n; k++) if (chi.coefficient(k) !== chi.coefficient(n - k)) throw new Error('internal error: BarBasis of a χ that is not self-reciprocal');
    this.chi = chi;
    const d = n / 2;
    this.d = d;
    // ψ = c₀ + Σₖ cₖ·Dₖ(x), cₖ the coefficient of s^{d+k}, Dₖ = sᵏ + s⁻ᵏ: D₁ = x, Dₖ₊₁ = x·Dₖ + Dₖ₋₁ (D₀ = 0)
    const psi = new Poly(d + 64);
    if (chi.coefficient(d)) psi.addShifted(Poly.monomial(0));
    let [before, dk] = [new Poly(d + 64), Poly.monomial(1, d + 64)];
    for (let k = 1; k <= d; k++) {
      if (chi.coefficient(d + k)) psi.addShifted(dk);
      const next = new Poly(d + 64).addShifted(dk, 1).addShifted(before);
      [before, dk] = [dk, next];
    }
    this.psi = psi;
    const words = wordsFor(d + 1);
    this.words = words;
    const table = new Uint32Array(2 * n * words);
    const psiRow = rowOf(psi, words);
    let a = new Uint32Array(words);
    let b = new Uint32Array(words);
    a[0] = 1;
    for (let k = 0; k < n; k++) {
      table.set(a, 2 * k * words);
      table.set(b, (2 * k + 1) * words);
      // (A, B) ← (B, A + x·B), x·B reduced modulo ψ
      const xb = b.slice();
      multiplyByS(xb, psiRow, d);
      for (let w = 0; w < words; w++) xb[w]! ^= a[w]!;
      [a, b] = [b, xb];
    }
    this.table = table;
  }

  /** The bytes this basis holds (its table, and the powers built for functionals and products), in O(1). */
  get bytes(): number {
    return 4 * (this.table.length + (this.powers ? this.d * wordsFor(2 * this.d + 1) : 0) + (this.highPowers?.length ?? 0));
  }

  /** The pair (u₀, u₁) of an element of R (any representative of degree below 2d), new polynomials. */
  pair(v: Poly): [Poly, Poly] {
    const { words, table } = this;
    const u0 = new Poly(32 * words + 32);
    const u1 = new Poly(32 * words + 32);
    const top = Math.min(v.degree, 2 * this.d - 1);
    if (v.degree >= 2 * this.d) throw new Error('internal error: BarBasis.pair of an unreduced element');
    // the set bits only, a word at a time (none for v = 0, whose top is −1)
    for (let i = 0; i <= top >> 5; i++) {
      for (let bits = v.words[i]!; bits !== 0; bits &= bits - 1) {
        const at = 2 * ((i << 5) + ctz32(bits)) * words;
        for (let w = 0; w < words; w++) {
          u0.words[w]! ^= table[at + w]!;
          u1.words[w]! ^= table[at + words + w]!;
        }
      }
    }
    return [u0.normalize(), u1.normalize()];
  }

  /** p modulo ψ, a new polynomial. */
  reduce(p: Poly): Poly {
    return polyModInPlace(p.clone(Math.max(p.degree, this.d) + 64), this.psi);
  }

  /**
   * p modulo ψ in place (p of degree below 2d, such as a product of two reduced elements): one XOR of a row of xʲ
   * modulo ψ per term xʲ of degree ≥ d, where long division by the dense ψ shifts ψ for every one.
   */
  reduceProduct(p: Poly): Poly {
    const { d } = this;
    if (p.degree < d) return p;
    if (p.degree >= 2 * d) return polyModInPlace(p, this.psi);
    const words = wordsFor(d);
    this.highPowers ??= this.powersOfX(words);
    const table = this.highPowers;
    const w = p.words;
    // the set bits of degree ≥ d only, a word at a time (the rows XORed stay below xᵈ)
    for (let k = d >>> 5; k <= p.degree >>> 5; k++) {
      let bits = w[k]!;
      if (k === d >>> 5) bits &= ~((1 << (d & 31)) - 1);
      for (; bits !== 0; bits &= bits - 1) {
        const at = ((k << 5) + ctz32(bits) - d) * words;
        for (let i = 0; i < words; i++) w[i]! ^= table[at + i]!;
      }
    }
    // clear the terms of degree ≥ d
    const top = p.degree >>> 5;
    w[d >>> 5]! &= (d & 31) === 0 ? 0 : (1 << (d & 31)) - 1;
    for (let i = (d >>> 5) + 1; i <= top; i++) w[i] = 0;
    return p.normalizeFrom(d - 1);
  }

  /**
   * A GF(2)-linear functional f on T (its d bits f(xᵃ), a < d) as the sequence σⱼ = f(xʲ mod ψ), j < 2d − 1,
   * reversed: the polynomial τ with coefficient 2d − 2 − j equal to σⱼ. For N in T (degree below d), the product
   * N·τ has f(xᵃ·N) = Σᵢ Nᵢ·σₐ₊ᵢ at coefficient 2d − 2 − a, a < d: the values on the kernel's GF(2) basis xᵃ·N
   * (`bar-smith.ts`) from one product, where stepping xᵃ·N by x took d shifts and dot products.
   */
  reversedSequence(f: Uint32Array): Poly {
    const { d } = this;
    const top = 2 * d - 2;
    const tau = new Poly(2 * d + 32);
    const out = tau.words;
    for (let j = 0; j < d; j++) if ((f[j >>> 5]! >>> (j & 31)) & 1) out[(top - j) >>> 5]! |= 1 << ((top - j) & 31);
    if (d > 1) {
      const words = wordsFor(d);
      this.highPowers ??= this.powersOfX(words);
      for (let j = d; j <= top; j++) if (dotParity(f.subarray(0, words), this.highPowers, (j - d) * words)) out[(top - j) >>> 5]! |= 1 << ((top - j) & 31);
    }
    return tau.normalizeFrom(Math.max(0, top));
  }

  /** xʲ modulo ψ for d ≤ j < 2d, each `words` words. */
  private powersOfX(words: number): Uint32Array {
    const { d } = this;
    const table = new Uint32Array(d * words);
    const psiRow = rowOf(this.psi, wordsFor(d + 1));
    const v = new Uint32Array(wordsFor(d + 1));
    v.set(psiRow);
    v[d >>> 5]! ^= 1 << (d & 31); // xᵈ ≡ ψ − xᵈ
    for (let j = 0; j < d; j++) {
      table.set(v.subarray(0, words), j * words);
      multiplyByS(v, psiRow, d);
    }
    return table;
  }

  /**
   * A GF(2)-linear functional f on R (given on the basis sʲ, j < 2d, as 2d bits) in the coordinates of T²: the pair
   * of d-bit rows (f(xᵃ), f(xᵃ·s)), so that f(u₀ + u₁·s) = ⟨u₀, first⟩ + ⟨u₁, second⟩.
   */
  functional(onS: Uint32Array): [Uint32Array, Uint32Array] {
    const { d } = this;
    const chiWords = wordsFor(2 * d + 1);
    if (!this.powers) {
      const chi = rowOf(this.chi, chiWords);
      const powers: Uint32Array[] = [];
      let v = new Uint32Array(chiWords);
      v[0] = 1;
      for (let a = 0; a < d; a++) {
        powers.push(v);
        const up = v.slice();
        multiplyByS(up, chi, 2 * d);
        const down = v.slice();
        divideByS(down, chi);
        for (let w = 0; w < chiWords; w++) up[w]! ^= down[w]!;
        v = up;
      }
      this.powers = powers;
    }
    const first = new Uint32Array(wordsFor(d));
    const second = new Uint32Array(wordsFor(d));
    const shifted = new Uint32Array(chiWords);
    // f(v·s) = ⟨v, f shifted down by one⟩ when v has degree below 2d − 1; the top coefficient wraps through χ
    const chi = rowOf(this.chi, chiWords);
    this.powers.forEach((v, a) => {
      if (dotParity(v, onS)) first[a >>> 5]! |= 1 << (a & 31);
      shifted.set(v);
      multiplyByS(shifted, chi, 2 * d);
      if (dotParity(shifted, onS)) second[a >>> 5]! |= 1 << (a & 31);
    });
    return [first, second];
  }
}
