import { Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { polyMulMod, polySquare, polyTimesT } from './poly-product.ts';

/**
 * The characteristic polynomials of paths over GF(2): f₀ = 1, f₁ = t, f_{k+1} = t·f_k + f_{k−1}, so that
 * f_n(t) = det(tI + J_n) for the path adjacency J_n. They drive the classic rule: the n×n matrix T = I + J_n
 * of one row has characteristic polynomial f_n(t + 1), and light chasing down m rows leaves f_m(T)·x.
 *
 * Computed by doubling in O(n/32 · log n) word operations, using identities that hold over GF(2):
 * f_{2k} = (f_k + f_{k−1})², f_{2k+1} = t·f_k², f_{2k−1} = t·f_{k−1}² (from f_{a+b} = f_a f_b + f_{a−1} f_{b−1}).
 * With `shifted`, t is replaced by t + 1 throughout, giving f_n(t + 1).
 *
 * @param n The path length, ≥ 0.
 * @param shifted Whether to give f_n(t + 1) instead of f_n(t).
 * @returns A new polynomial of degree n.
 * @throws {RangeError} for a negative or fractional `n`.
 */
export function pathPolynomial(n: number, shifted = false): Poly {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`path polynomial index must be ≥ 0, got ${n}`);
  return n === 0 ? Poly.monomial(0) : pathPolynomialPair(n, shifted)[0];
}

/**
 * (f_k, f_{k−1}) for k ≥ 1 (with `shifted`, t replaced by t + 1 in both), by the doubling of {@link pathPolynomial}.
 *
 * @param k The path length, ≥ 1.
 * @param shifted Whether to give f(t + 1) instead of f(t).
 * @returns Two new polynomials, of degrees k and k − 1.
 * @throws {RangeError} for k < 1 or a fractional k.
 */
export function pathPolynomialPair(k: number, shifted = false): [Poly, Poly] {
  if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`path polynomial pair index must be ≥ 1, got ${k}`);
  const timesX = (p: Poly): Poly => (shifted ? polyTimesT(p).addShifted(p) : polyTimesT(p));
  // (hi, lo) = (f_j, f_{j−1}), starting at j = 1.
  let hi = shifted ? Poly.fromExponents([0, 1]) : Poly.monomial(1);
  let lo = Poly.monomial(0);
  const bits = k.toString(2); // up to 53 bits, which 32-bit shifts would not reach
  for (let i = 1; i < bits.length; i++) {
    const even = polySquare(hi.clone().addShifted(lo)); // f_{2j}
    if (bits[i] === '1') {
      const odd = timesX(polySquare(hi)); // f_{2j+1}
      hi = odd;
      lo = even;
    } else {
      const odd = timesX(polySquare(lo)); // f_{2j−1}
      hi = even;
      lo = odd;
    }
  }
  return [hi, lo];
}

/**
 * (f_k(x), f_{k−1}(x)) mod `modulus` for a ring element x, k ≥ 1, by the same doubling identities as
 * {@link pathPolynomial}: O(log k) squarings and multiplications by x in GF(2)[t]/(modulus).
 */
export function pathPolynomialPairAt(k: number, x: Poly, modulus: Poly): [Poly, Poly] {
  if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`path polynomial pair index must be ≥ 1, got ${k}`);
  const timesX = (p: Poly): Poly => polyMulMod(p, x, modulus);
  const square = (p: Poly): Poly => polyModInPlace(polySquare(p), modulus);
  let hi = polyModInPlace(x.clone(), modulus);
  let lo = polyModInPlace(Poly.monomial(0), modulus);
  const bits = k.toString(2);
  for (let i = 1; i < bits.length; i++) {
    const even = square(hi.clone().addShifted(lo));
    if (bits[i] === '1') {
      hi = timesX(square(hi));
      lo = even;
    } else {
      lo = timesX(square(lo));
      hi = even;
    }
  }
  return [hi, lo];
}
