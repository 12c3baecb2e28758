import type { WorkOptions } from '../work.ts';
import { euclidStepsWasm, gcdWasm, inverseWasm, WASM_EUCLID_MIN_DEGREE, WASM_GCD_MIN_DEGREE, WASM_INVERSE_MIN_DEGREE } from '../wasm/poly-kernels.ts';
import { HALF_GCD_THRESHOLD, halfGcd } from './half-gcd.ts';
import { wordGcd } from './one-word-poly.ts';
import { fromWords, Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { degreeBelow } from './word-poly.ts';
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
  if (a.degree < 32 && b.degree < 32) {
    const out = new Poly();
    out.words[0] = gcdWord(a, b);
    work?.onProgress?.(Math.max(a.degree, b.degree), Math.max(a.degree, b.degree));
    return out.normalizeFrom(31);
  }
  if (useHalfGcd(a, b)) return fromWords(halfGcd(a, b, false, work).gcd);
  if (quiet(a, b, work)) {
    const out = new Poly(Math.min(a.degree, b.degree) + 1);
    const degree = gcdWasm(a, b, out.words);
    if (degree !== null) {
      out.degree = degree;
      work?.onProgress?.(Math.max(a.degree, b.degree), Math.max(a.degree, b.degree));
      return out;
    }
  }
  return gcdInPlace(a.clone(), b.clone(), work);
}

/** Degree of gcd(a, b), working in place on `a` and `b` (they are destroyed). */
export function gcdDegreeInPlace(a: Poly, b: Poly, work?: WorkOptions): number {
  if (a.degree < 32 && b.degree < 32) {
    work?.onProgress?.(Math.max(a.degree, b.degree), Math.max(a.degree, b.degree));
    return 31 - Math.clz32(gcdWord(a, b));
  }
  if (useHalfGcd(a, b)) return halfGcd(a, b, false, work).gcd.degree;
  const degree = quiet(a, b, work) ? gcdWasm(a, b, null) : null;
  if (degree !== null) {
    work?.onProgress?.(Math.max(a.degree, b.degree), Math.max(a.degree, b.degree));
    return degree;
  }
  return gcdInPlace(a, b, work).degree;
}

/** gcd(a, b) of two polynomials of degree below 32, on numbers (most of a table's gcds: no copies, no arrays). */
const gcdWord = (a: Poly, b: Poly): number => wordGcd(a.degree < 0 ? 0 : a.words[0]!, b.degree < 0 ? 0 : b.words[0]!);

/**
 * Below this degree a gcd takes well under a millisecond (0.3 ms on the TypeScript path at 2048, CPU, load 12):
 * `work` is then only told of the end, and the gcd takes the loops without abort checks.
 */
const QUIET_DEGREE = 2048;

/** True when gcd(a, b) goes to {@link gcdWasm} in one call: both degrees from WASM_GCD_MIN_DEGREE, under {@link QUIET_DEGREE} when `work` watches. */
const quiet = (a: Poly, b: Poly, work?: WorkOptions): boolean =>
  Math.min(a.degree, b.degree) >= WASM_GCD_MIN_DEGREE && (!work || Math.max(a.degree, b.degree) < QUIET_DEGREE);

function gcdInPlace(x: Poly, y: Poly, work?: WorkOptions): Poly {
  const total = Math.max(x.degree, y.degree);
  if (!work || total < QUIET_DEGREE) {
    const gcd = euclidWords(x, y);
    work?.onProgress?.(total, total);
    return gcd;
  }
  const tick = (degree: number): void => {
    work.signal?.throwIfAborted();
    work.onProgress?.(total - degree, total);
  };
  const fast = Math.min(x.degree, y.degree) >= WASM_EUCLID_MIN_DEGREE ? euclidStepsWasm(x, y, -1, false, tick) : null;
  if (fast) {
    work.onProgress?.(total, total);
    return fromWords(fast.u);
  }
  let step = 0;
  while (y.degree >= 0) {
    if ((++step & 255) === 0) tick(y.degree);
    polyModInPlace(x, y);
    [x, y] = [y, x];
  }
  work.onProgress?.(total, total);
  return x;
}

/**
 * Euclid on (x, y) in place by bit-level steps, each one shifted XOR and a scan down for the new leading word
 * (no division call per remainder, no allocation): the gcd's degree is in the returned polynomial (x or y).
 */
function euclidWords(x: Poly, y: Poly): Poly {
  let r0 = x.words;
  let r1 = y.words;
  let g0 = x.degree;
  let g1 = y.degree;
  while (g1 >= 0) {
    const n1 = (g1 >>> 5) + 1;
    while (g0 >= g1) {
      xorShiftedWords(r0, r1, n1, g0 - g1);
      g0 = degreeBelow(r0, g0);
    }
    [r0, r1, g0, g1] = [r1, r0, g1, g0];
  }
  const out = r0 === x.words ? x : y;
  const other = out === x ? y : x;
  out.degree = g0;
  other.degree = -1;
  return out;
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
  // the same Euclid in the kernels (M·(m, r) = (g, 0), so u is M's m₀₁, of degree below deg m − deg g)
  const fast = m.degree >= WASM_INVERSE_MIN_DEGREE ? inverseWasm(m, r) : null;
  if (fast) return { gcd: fromWords(fast.gcd), inverse: fromWords(fast.inverse) };
  const gcd = m.clone(cap);
  const inverse = new Poly(cap);
  cofactorEuclid(gcd, r, inverse);
  return { gcd, inverse: polyModInPlace(inverse, m) };
}

/**
 * Euclid on (r0, r1) in place, as {@link euclidWords}, tracking the cofactor of r1 alone: on return r0 holds the
 * gcd and `c` (zero on entry, with room for deg r0 + 64 bits) the c with gcd ≡ c·r1 modulo the entry's r0.
 */
function cofactorEuclid(r0: Poly, r1: Poly, c: Poly): void {
  let x: Uint32Array = r0.words;
  let y: Uint32Array = r1.words;
  let gx = r0.degree;
  let gy = r1.degree;
  // x = cx·r1 and y = cy·r1 modulo the entry's r0; degrees of cx, cy are upper bounds
  let cx: Uint32Array = c.words;
  let cy: Uint32Array = new Uint32Array(cx.length);
  cy[0] = 1;
  let hx = -1;
  let hy = 0;
  while (gy >= 0) {
    const ny = (gy >>> 5) + 1;
    while (gx >= gy) {
      const s = gx - gy;
      xorShiftedWords(x, y, ny, s);
      gx = degreeBelow(x, gx);
      // the top term of cy·tˢ never cancels (deg cx < deg cy + the quotient's degree): hx stays exact
      if (hy < 0) continue;
      xorShiftedWords(cx, cy, (hy >>> 5) + 1, s);
      if (hy + s > hx) hx = hy + s;
    }
    [x, y, gx, gy, cx, cy, hx, hy] = [y, x, gy, gx, cy, cx, hy, hx];
  }
  if (x !== r0.words) r0.words.set(x.subarray(0, (gx >>> 5) + 1));
  r0.degree = gx;
  if (cx !== c.words) c.words.set(cx);
  c.normalizeFrom(Math.max(hx, 0));
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
