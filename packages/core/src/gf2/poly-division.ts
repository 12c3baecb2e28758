import { wordMod } from './one-word-poly.ts';
import { Poly } from './poly.ts';
import { foldSparse, sparseLowerTerms } from './sparse-fold.ts';
import { xorShiftedWords } from './words.ts';

/** Sparse moduli of at least this degree are always folded by {@link polyModInPlace} (shorter ones when `a` is under twice theirs). */
const FOLD_MIN_DEGREE = 128;

/**
 * `a mod m`, in place on `a`; returns `a`. A sparse modulus (tⁿ + 1, …) is folded a word at a time (`sparse-fold.ts`)
 * unless it is short and `a` far longer: each fold lowers the degree by at least deg m / 2 for a pass over all of `a`,
 * (deg a)²/(16·deg m) word operations in all, where long division by a modulus of one word costs one per
 * coefficient (1 + s + s² against s⁸¹⁹² + 1 in a gcd: 11 ms folded, 0.05 ms divided).
 */
export function polyModInPlace(a: Poly, m: Poly): Poly {
  if (m.degree < 0) throw new RangeError('polynomial division by zero');
  if (a.degree < m.degree) return a;
  // one word: the division on a number (the tables reduce millions of these; no scan for a sparse modulus)
  if (a.degree < 32) {
    const x = wordMod(a.words[0]!, m.words[0]!);
    a.words[0] = x;
    a.degree = 31 - Math.clz32(x);
    return a;
  }
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

/** The exact quotient a / b; throws when b does not divide a. */
export function polyExactDiv(a: Poly, b: Poly): Poly {
  const { quotient, remainder } = polyDivMod(a, b);
  if (!remainder.isZero()) throw new Error('internal error: inexact polynomial division');
  return quotient;
}
