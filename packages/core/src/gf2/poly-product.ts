import { mulWords } from './poly-mul.ts';
import { fromWords, Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { popcount, xorShiftedWords } from './words.ts';

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
