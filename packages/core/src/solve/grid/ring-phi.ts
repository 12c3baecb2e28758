import { pathPolynomialPairAt } from '../../gf2/path-polys.ts';
import { Poly, polyModInPlace, polyMul, polyMulMod, polyXgcdMod } from '../../gf2/poly.ts';
import type { SideRing } from './bilinear.ts';

/**
 * Φ of ring-chase for a symmetric 3 × 3 rule in closed form: what chasing a unit first row (and, when the columns
 * wrap, a unit row above it) down m rows leaves, in S₁ = GF(2)[z]/(χ₁), without chasing. Modulo χ₁ the row
 * operator c is a unit, so the chase c·P_{r+1} = a·P_r + c·P_{r−1} is P_{r+1} = τ·P_r + P_{r−1} with τ = c⁻¹a, and
 * P_r = f_r(τ)·U + f_{r−1}(τ)·V for the path polynomials f (f₀ = 1, f₋₁ = 0). The chase's residuals are then
 *
 *   clipped columns (V = 0):  a·P_{m−1} + c·P_{m−2} = c·f_m(τ)·U,
 *   wrapping columns:         P_{m−1} + V = f_{m−1}·U + (f_{m−2} + 1)·V  and  c·P_m + c·P₀ = c·(f_m + 1)·U + c·f_{m−1}·V,
 *
 * so Φ costs one inverse modulo χ₁ and O(log m) products there, where chasing costs two chases of m rows.
 * On a ring the side's a and c are s·a(x) and s·c(x) (polynomials in the shift s): τ is their quotient, and the
 * operator c is s⁻¹ = s^{n−1} times the second (χ₁ divides sⁿ + 1).
 *
 * @param side The row ring of the chase (`sideRing` of the orientation's form).
 * @param m Rows chased, ≥ 1 (≥ 3 when the columns wrap).
 * @param unknowns 1 when the columns clip, 2 when they wrap.
 * @returns Φ as rows of polynomials modulo χ₁ = `side.good` (deg χ₁ ≥ 1), the i-th residual's coefficients of U, V.
 */
export function closedFormPhi(side: SideRing, m: number, unknowns: 1 | 2): Poly[][] {
  const chi1 = side.good;
  const { gcd, inverse } = polyXgcdMod(side.c, chi1);
  if (gcd.degree !== 0) throw new Error('internal error: the chase divisor is not a unit modulo χ₁');
  const tau = polyMulMod(inverse, side.a, chi1);
  // the row operator c in the ring's coordinates
  const c = side.cyclic ? polyMulMod(side.c, Poly.monomial(side.n - 1), chi1) : polyModInPlace(side.c.clone(), chi1);
  // the doubling runs modulo sⁿ + 1 on a ring (folded a word at a time, where χ₁ = (sⁿ + 1)/χ₂ may have many terms),
  // which χ₁ divides: the path polynomials of a lift of τ reduce to those of τ
  const [fm, fm1] = pathPolynomialPairAt(m, tau, side.cyclic ? side.chi : chi1).map((p) => polyModInPlace(p, chi1)) as [Poly, Poly];
  const times = (p: Poly): Poly => polyMulMod(c, p, chi1);
  if (unknowns === 1) return [[times(fm)]];
  const one = Poly.monomial(0);
  const fm2 = polyModInPlace(polyMul(tau, fm1).addShifted(fm), chi1);
  return [
    [fm1, polyModInPlace(fm2.addShifted(one), chi1)],
    [times(fm.clone().addShifted(one)), times(fm1)],
  ];
}
