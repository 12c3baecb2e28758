import type { WorkOptions } from '../work.ts';
import { euclidStepsWasm, WASM_EUCLID_MIN_DEGREE } from '../wasm/poly-kernels.ts';
import { HALF_GCD_THRESHOLD, halfGcd } from './half-gcd.ts';
import { fromWords, Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { xorShiftedWords } from './words.ts';

/** True when both degrees reach the half-gcd crossover. */
const useHalfGcd = (a: Poly, b: Poly): boolean => Math.min(a.degree, b.degree) >= HALF_GCD_THRESHOLD;

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
