import { Poly } from './poly.ts';
import { polyExactDiv } from './poly-division.ts';
import { polyGcd, polyXgcdMod } from './poly-gcd.ts';
import { polyMul } from './poly-product.ts';
import { reverseBits32, tailMask, wordsFor } from './words.ts';
import type { WorkOptions } from '../work.ts';

/**
 * S = GF(2)[s]/(sᴺ + 1), the ring of a cyclic row of N cells (bit k: the coefficient of sᵏ), with the two
 * reflections of the row: bar, u(s) ↦ u(s⁻¹) (cell k ↦ −k), a ring automorphism, and ρ = s⁻¹·bar (cell k ↦
 * N − 1 − k), which is not one but commutes with multiplication by every bar-invariant element. Products are
 * folded at N with one pass over the high half, as sᴺ + 1 is sparse.
 */
export class CyclicRing {
  /** sᴺ + 1. */
  readonly modulus: Poly;

  /** @param size N, the cells of the row (≥ 1). */
  constructor(readonly size: number) {
    this.modulus = Poly.fromExponents([0, size]);
  }

  /** The element whose cells are the first N bits of `row`. */
  fromRow(row: Uint32Array): Poly {
    const p = new Poly(this.size + 32);
    const words = wordsFor(this.size);
    p.words.set(row.subarray(0, words));
    if (this.size % 32 !== 0) p.words[words - 1]! &= (1 << (this.size % 32)) - 1;
    return p.normalize();
  }

  /** p modulo sᴺ + 1, as a new polynomial (p of degree below 2N): the high half shifted down by N and xored, a word at a time. */
  reduce(p: Poly): Poly {
    const { size } = this;
    const out = new Poly(size + 32);
    const words = wordsFor(size);
    out.words.set(p.words.subarray(0, Math.min(words, p.words.length)));
    if (size % 32 !== 0) out.words[words - 1]! &= tailMask(size);
    if (p.degree < size) return out.normalize();
    const q = size >>> 5;
    const b = size & 31;
    const top = p.degree >>> 5;
    for (let k = 0; q + k <= top; k++) {
      const high = b !== 0 && q + k < top ? p.words[q + k + 1]! << (32 - b) : 0;
      out.words[k]! ^= (p.words[q + k]! >>> b) | high;
    }
    return out.normalize();
  }

  /** a·b in S. */
  mul(a: Poly, b: Poly): Poly {
    return this.reduce(polyMul(a, b));
  }

  /** ρ·u: cell k ↦ N − 1 − k (u reduced): the words reversed, then shifted down by their spare bits. */
  reflect(u: Poly): Poly {
    const words = wordsFor(this.size);
    const out = new Poly(this.size + 32);
    const w = out.words;
    for (let i = 0; i < words && i < u.words.length; i++) w[words - 1 - i] = reverseBits32(u.words[i]!);
    // bit k is now at 32·words − 1 − k
    const spare = 32 * words - this.size;
    if (spare !== 0) {
      for (let i = 0; i < words; i++) w[i] = (w[i]! >>> spare) | (i + 1 < words ? w[i + 1]! << (32 - spare) : 0);
    }
    return out.normalize();
  }

  /** True when u(s⁻¹) = u(s), u reduced: u(s⁻¹) is s·ρu (cell k ↦ N − k mod N), ρu rotated up by one cell. */
  isSymmetric(u: Poly): boolean {
    const r = this.reflect(u);
    const words = wordsFor(this.size);
    const w = r.words;
    const wrap = (w[(this.size - 1) >>> 5]! >>> ((this.size - 1) & 31)) & 1;
    for (let i = words - 1; i > 0; i--) w[i] = (w[i]! << 1) | (w[i - 1]! >>> 31);
    w[0] = (w[0]! << 1) | wrap;
    w[words - 1]! &= tailMask(this.size);
    return r.normalize().equals(u);
  }

  /**
   * The part of `whole` (a divisor of sᴺ + 1) prime to f: every prime factor f shares with it removed to its full
   * multiplicity (all of `whole` when they are coprime, 1 when f is 0).
   */
  primeTo(f: Poly, whole: Poly = this.modulus, work?: WorkOptions): Poly {
    let rest = whole;
    let g = polyGcd(rest, f, work);
    while (g.degree > 0) {
      rest = polyExactDiv(rest, g);
      g = polyGcd(rest, g, work);
    }
    return rest;
  }

  /** The idempotent e of S with e ≡ 1 modulo `part` and e ≡ 0 modulo (sᴺ + 1)/part (`part` a unitary divisor). */
  idempotent(part: Poly): Poly {
    if (part.degree <= 0) return new Poly();
    const other = polyExactDiv(this.modulus, part);
    const { gcd, inverse } = polyXgcdMod(other, part);
    if (gcd.degree !== 0) throw new Error('internal error: an idempotent of parts that are not coprime');
    return this.reduce(polyMul(other, inverse));
  }
}

/** The coefficients of p (degree below the row's bits) as a row of `words` words. */
export function rowOf(p: Poly, words: number): Uint32Array {
  const row = new Uint32Array(words);
  row.set(p.words.subarray(0, Math.min(words, p.words.length)));
  return row;
}

/** r ← s·r modulo χ (degree d, its words `chi`), in place. */
export function multiplyByS(r: Uint32Array, chi: Uint32Array, d: number): void {
  for (let w = r.length - 1; w > 0; w--) r[w] = (r[w]! << 1) | (r[w - 1]! >>> 31);
  r[0] = r[0]! << 1;
  if ((r[d >>> 5]! >>> (d & 31)) & 1) for (let w = 0; w < r.length; w++) r[w]! ^= chi[w]!;
}

/** r ← s⁻¹·r modulo χ (χ(0) = 1, so s is a unit), in place. */
export function divideByS(r: Uint32Array, chi: Uint32Array): void {
  if (r[0]! & 1) for (let w = 0; w < r.length; w++) r[w]! ^= chi[w]!;
  for (let w = 0; w < r.length - 1; w++) r[w] = (r[w]! >>> 1) | (r[w + 1]! << 31);
  r[r.length - 1] = r[r.length - 1]! >>> 1;
}
