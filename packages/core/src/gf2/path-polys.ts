import { Poly, polySquare, polyTimesT } from './poly.ts';

/**
 * The characteristic polynomials of paths over GF(2): f₀ = 1, f₁ = t, f_{k+1} = t·f_k + f_{k−1}, so that
 * f_n(t) = det(tI + J_n) for the path adjacency J_n. They drive the classic rule: the n×n matrix T = I + J_n
 * of one row has characteristic polynomial f_n(t + 1), and light chasing down m rows leaves f_m(T)·x.
 *
 * Computed by doubling in O(n/32 · log n) word operations, using identities that hold over GF(2):
 * f_{2k} = (f_k + f_{k−1})², f_{2k+1} = t·f_k², f_{2k−1} = t·f_{k−1}² (from f_{a+b} = f_a f_b + f_{a−1} f_{b−1}).
 * With `shifted`, t is replaced by t + 1 throughout, giving f_n(t + 1).
 */
export function pathPolynomial(n: number, shifted = false): Poly {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`path polynomial index must be ≥ 0, got ${n}`);
  if (n === 0) return Poly.monomial(0);
  const timesX = (p: Poly): Poly => (shifted ? polyTimesT(p).addShifted(p) : polyTimesT(p));
  // (hi, lo) = (f_k, f_{k−1}), starting at k = 1.
  let hi = shifted ? Poly.fromExponents([0, 1]) : Poly.monomial(1);
  let lo = Poly.monomial(0);
  for (let bit = 31 - Math.clz32(n) - 1; bit >= 0; bit--) {
    const even = polySquare(hi.clone().addShifted(lo)); // f_{2k}
    if ((n >>> bit) & 1) {
      const odd = timesX(polySquare(hi)); // f_{2k+1}
      hi = odd;
      lo = even;
    } else {
      const odd = timesX(polySquare(lo)); // f_{2k−1}
      hi = even;
      lo = odd;
    }
  }
  return hi;
}
