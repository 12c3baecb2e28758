import type { WorkOptions } from '../work.ts';
import { euclidStepsWasm, WASM_EUCLID_MIN_DEGREE } from '../wasm/poly-kernels.ts';
import { HALF_GCD_THRESHOLD, halfGcd } from './half-gcd.ts';
import type { WordPoly } from './word-poly.ts';
import { mulWords } from './poly-mul.ts';
import { foldSparse, sparseLowerTerms } from './sparse-fold.ts';
import { popcount, wordsFor, xorShiftedWords } from './words.ts';

export { xorShiftedWords };

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

/**
 * `a mod m`, in place on `a`; returns `a`. A sparse modulus (tⁿ + 1, …) is folded a word at a time (`sparse-fold.ts`)
 * unless it is short and `a` far longer: each fold lowers the degree by at least deg m / 2 for a pass over all of `a`,
 * (deg a)²/(16·deg m) word operations in all, where long division by a modulus of one word costs one per
 * coefficient (1 + s + s² against s⁸¹⁹² + 1 in a gcd: 11 ms folded, 0.05 ms divided).
 */
export function polyModInPlace(a: Poly, m: Poly): Poly {
  if (m.degree < 0) throw new RangeError('polynomial division by zero');
  if (a.degree < m.degree) return a;
  const fold = m.degree >= FOLD_MIN_DEGREE || a.degree < 2 * m.degree;
  const lower = fold && m.degree > 0 ? sparseLowerTerms(m.words, m.degree) : null;
  if (lower) {
    a.degree = foldSparse(a.words, a.degree, m.degree, lower);
    return a;
  }
  const mWords = (m.degree >>> 5) + 1;
  while (a.degree >= m.degree) {
    const top = a.degree;
    xorShiftedWords(a.words, m.words, mWords, top - m.degree);
    a.normalizeFrom(top);
  }
  return a;
}

/**
 * Quotient and remainder of `a / b` (inputs untouched).
 *
 * @param a The dividend.
 * @param b The divisor, not zero.
 * @returns New polynomials.
 * @throws {RangeError} when `b` is zero.
 */
export function polyDivMod(
  a: Poly,
  b: Poly,
): {
  /** q with a = q·b + r. */
  quotient: Poly;
  /** r, of degree below b's. */
  remainder: Poly;
} {
  if (b.degree < 0) throw new RangeError('polynomial division by zero');
  const r = a.clone();
  const q = new Poly(Math.max(1, a.degree - b.degree + 1));
  const bWords = (b.degree >>> 5) + 1;
  while (r.degree >= b.degree) {
    const top = r.degree;
    const shift = top - b.degree;
    q.words[shift >>> 5]! ^= 1 << (shift & 31);
    xorShiftedWords(r.words, b.words, bWords, shift);
    r.normalizeFrom(top);
  }
  return { quotient: q.normalize(), remainder: r };
}

/** Sparse moduli of at least this degree are always folded by {@link polyModInPlace} (shorter ones when `a` is under twice theirs). */
const FOLD_MIN_DEGREE = 128;

/**
 * Set bits of the larger factor up to which {@link polyMul} adds shifted copies of the smaller one (a handful of
 * terms; the WebAssembly product of two dense 256-word factors costs about as much as 64 such copies).
 */
const SPARSE_TERMS = 32;

/**
 * The product `a · b`: one shifted XOR of one factor per set bit of the other when the smaller is short or
 * sparse, or the larger has a handful of terms (τ = s⁻¹·(1 + s + s²) modulo sⁿ + 1: degree n − 1, three terms), else the fast product of
 * {@link mulWords} (comb base case, Karatsuba, Kronecker).
 *
 * @param a A factor.
 * @param b The other factor.
 * @returns A new polynomial.
 */
export function polyMul(a: Poly, b: Poly): Poly {
  if (a.degree < 0 || b.degree < 0) return new Poly();
  const [big, small] = a.degree >= b.degree ? [a, b] : [b, a];
  const bigWords = (big.degree >>> 5) + 1;
  const smallWords = (small.degree >>> 5) + 1;
  // one pass per set bit beats the fast product's ~8 word operations per pair of words for sparse factors (tⁿ + 1)
  if (small.degree < 64 || popcount(small.words, 0, smallWords) <= 4 * smallWords) return shiftedSum(big, bigWords, small, smallWords);
  if (popcount(big.words, 0, bigWords) <= SPARSE_TERMS) return shiftedSum(small, smallWords, big, bigWords);
  return fromWords({ words: mulWords(big.words.subarray(0, bigWords), small.words.subarray(0, smallWords)), degree: a.degree + b.degree });
}

/** `p · q` as one shifted copy of p per set bit of q (p and q of `pWords` and `qWords` words in use). */
function shiftedSum(p: Poly, pWords: number, q: Poly, qWords: number): Poly {
  const out = new Poly(p.degree + q.degree + 33);
  for (let k = 0; k < qWords; k++) {
    // the set bits of each word, lowest first (a sparse factor of high degree is mostly zero words)
    for (let w = q.words[k]!; w !== 0; w &= w - 1) xorShiftedWords(out.words, p.words, pWords, (k << 5) + 31 - Math.clz32(w & -w));
  }
  out.degree = p.degree + q.degree;
  return out;
}

/** A {@link Poly} copied from a bare polynomial (which may share words with an input). */
export function fromWords(p: WordPoly): Poly {
  const out = new Poly(p.degree + 33);
  if (p.degree >= 0) out.words.set(p.words.subarray(0, (p.degree >>> 5) + 1));
  out.degree = p.degree;
  return out;
}

/** True when both degrees reach the half-gcd crossover. */
const useHalfGcd = (a: Poly, b: Poly): boolean => Math.min(a.degree, b.degree) >= HALF_GCD_THRESHOLD;

/**
 * `(a · b) mod m`.
 *
 * @param a A factor.
 * @param b The other factor.
 * @param m The modulus, not zero.
 * @returns A new polynomial of degree below m's.
 * @throws {RangeError} when `m` is zero.
 */
export function polyMulMod(a: Poly, b: Poly, m: Poly): Poly {
  return polyModInPlace(polyMul(a, b), m);
}

/**
 * Greatest common divisor (monic, as every non-zero polynomial over GF(2) is). Inputs untouched. Euclid's
 * algorithm, or the half-gcd of {@link halfGcd} (subquadratic) when both degrees reach
 * {@link HALF_GCD_THRESHOLD}. With `work`, the signal is checked and progress reported (degree of the
 * remainder so far) every few hundred steps.
 *
 * @param a A polynomial.
 * @param b Another.
 * @param work Abort signal and progress.
 * @returns A new polynomial; zero only when both are zero.
 */
export function polyGcd(a: Poly, b: Poly, work?: WorkOptions): Poly {
  if (useHalfGcd(a, b)) return fromWords(halfGcd(a, b, false, work).gcd);
  return gcdInPlace(a.clone(), b.clone(), work);
}

/** Degree of gcd(a, b), working in place on `a` and `b` (they are destroyed). */
export function gcdDegreeInPlace(a: Poly, b: Poly, work?: WorkOptions): number {
  if (useHalfGcd(a, b)) return halfGcd(a, b, false, work).gcd.degree;
  return gcdInPlace(a, b, work).degree;
}

function gcdInPlace(x: Poly, y: Poly, work?: WorkOptions): Poly {
  const total = Math.max(x.degree, y.degree);
  if (Math.min(x.degree, y.degree) >= WASM_EUCLID_MIN_DEGREE) {
    const tick = (degree: number): void => {
      work?.signal?.throwIfAborted();
      work?.onProgress?.(total - degree, total);
    };
    const fast = euclidStepsWasm(x, y, -1, false, work && tick);
    if (fast) {
      work?.onProgress?.(total, total);
      return fromWords(fast.u);
    }
  }
  let step = 0;
  while (y.degree >= 0) {
    if (work && (++step & 255) === 0) {
      work.signal?.throwIfAborted();
      work.onProgress?.(total - y.degree, total);
    }
    polyModInPlace(x, y);
    [x, y] = [y, x];
  }
  work?.onProgress?.(total, total);
  return x;
}

/**
 * Euclid's algorithm on (r0, r1), in place, tracking cofactors: for every pair [c0, c1] the same row
 * operations are applied, so if r0 = c0·x + … and r1 = c1·x + … on entry, the returned gcd = c·x + … for the
 * returned cofactor c of each pair. The remainder steps are word-level shifted XORs.
 */
function euclid(r0: Poly, r1: Poly, pairs: Array<[Poly, Poly]>): { gcd: Poly; cofactors: Poly[] } {
  while (r1.degree >= 0) {
    const r1Words = (r1.degree >>> 5) + 1;
    while (r0.degree >= r1.degree) {
      const top = r0.degree;
      const shift = top - r1.degree;
      xorShiftedWords(r0.words, r1.words, r1Words, shift);
      r0.normalizeFrom(top);
      for (const pair of pairs) pair[0].addShifted(pair[1], shift);
    }
    [r0, r1] = [r1, r0];
    for (const pair of pairs) pair.reverse();
  }
  return { gcd: r0, cofactors: pairs.map((pair) => pair[0]) };
}

/**
 * Extended Euclid modulo `m`: returns g = gcd(a, m) and u with u·a ≡ g (mod m), deg u < deg m.
 * Only the cofactor of `a` is tracked, which halves the work of the full extended algorithm; from
 * {@link WASM_EUCLID_MIN_DEGREE} on the same steps run in the kernels when they load (their first use is native
 * code, where this loop starts interpreted), and from {@link HALF_GCD_THRESHOLD} on the half-gcd's matrix gives it.
 *
 * @param a The polynomial to invert.
 * @param m The modulus, not zero.
 * @returns New polynomials.
 * @throws {RangeError} when `m` is zero.
 */
export function polyXgcdMod(
  a: Poly,
  m: Poly,
): {
  /** g = gcd(a, m). */
  gcd: Poly;
  /** u with u·a ≡ g (mod m): the inverse of a modulo m when g = 1. */
  inverse: Poly;
} {
  if (m.degree >= HALF_GCD_THRESHOLD) {
    const { gcd, matrix } = halfGcd(m, polyModInPlace(a.clone(), m), true);
    return { gcd: fromWords(gcd), inverse: polyModInPlace(fromWords(matrix![1]), m) };
  }
  const cap = m.degree + 64;
  const r = polyModInPlace(a.clone(cap), m);
  // the same Euclid in the kernels (all four cofactors; M·(m, r) = (g, 0), so u is M's m₀₁, of degree below deg m − deg g)
  const fast = m.degree >= WASM_EUCLID_MIN_DEGREE ? euclidStepsWasm(m, r, -1, true) : null;
  if (fast) return { gcd: fromWords(fast.u), inverse: fromWords(fast.matrix[1]) };
  const { gcd, cofactors } = euclid(m.clone(cap), r, [[new Poly(cap), Poly.monomial(0, cap)]]);
  return { gcd, inverse: polyModInPlace(cofactors[0]!, m) };
}

const SPREAD = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let v = 0;
    for (let b = 0; b < 8; b++) if ((i >>> b) & 1) v |= 1 << (2 * b);
    t[i] = v;
  }
  return t;
})();

/** a², which over GF(2) just spreads the coefficients: (Σ aᵢtⁱ)² = Σ aᵢt²ⁱ. */
export function polySquare(a: Poly): Poly {
  const out = new Poly(2 * a.degree + 64);
  if (a.degree < 0) return out;
  const n = (a.degree >>> 5) + 1;
  for (let k = 0; k < n; k++) {
    const w = a.words[k]!;
    out.words[2 * k] = SPREAD[w & 0xff]! | (SPREAD[(w >>> 8) & 0xff]! << 16);
    out.words[2 * k + 1] = SPREAD[(w >>> 16) & 0xff]! | (SPREAD[w >>> 24]! << 16);
  }
  out.degree = 2 * a.degree;
  return out;
}

/** a · t (a shift by one), as a new polynomial. */
export function polyTimesT(a: Poly): Poly {
  const out = new Poly(a.degree + 34);
  if (a.degree < 0) return out;
  xorShiftedWords(out.words, a.words, (a.degree >>> 5) + 1, 1);
  out.degree = a.degree + 1;
  return out;
}

/**
 * Extended Euclid in GF(2)[t]: g = gcd(a, b) with s·a + u·b = g (the cofactors of Euclid's steps, by
 * half-gcd above {@link HALF_GCD_THRESHOLD}). Inputs untouched.
 *
 * @param a A polynomial.
 * @param b Another.
 * @returns New polynomials.
 */
export function polyXgcd(
  a: Poly,
  b: Poly,
): {
  /** g = gcd(a, b). */
  gcd: Poly;
  /** The cofactor of a: s·a + u·b = g. */
  s: Poly;
  /** The cofactor of b. */
  u: Poly;
} {
  if (useHalfGcd(a, b)) {
    const { gcd, matrix } = halfGcd(a, b, true);
    return { gcd: fromWords(gcd), s: fromWords(matrix![0]), u: fromWords(matrix![1]) };
  }
  const cap = Math.max(a.degree, b.degree) + 64;
  const { gcd, cofactors } = euclid(a.clone(cap), b.clone(cap), [
    [Poly.monomial(0, cap), new Poly(cap)],
    [new Poly(cap), Poly.monomial(0, cap)],
  ]);
  return { gcd, s: cofactors[0]!, u: cofactors[1]! };
}

/** The exact quotient a / b; throws when b does not divide a. */
export function polyExactDiv(a: Poly, b: Poly): Poly {
  const { quotient, remainder } = polyDivMod(a, b);
  if (!remainder.isZero()) throw new Error('internal error: inexact polynomial division');
  return quotient;
}
