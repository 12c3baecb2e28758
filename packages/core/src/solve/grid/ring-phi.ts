import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul, polyMulMod, polySquare } from '../../gf2/poly-product.ts';
import { polyXgcdMod } from '../../gf2/poly-gcd.ts';
import type { SideRing } from './bilinear.ts';

/**
 * Φ of ring-chase in closed form: what chasing a unit first row (and, when the columns wrap, a unit row above it)
 * down m rows leaves, in S₁ = GF(2)[z]/(χ₁), without chasing. With the row operators up, mid, down (a press's effect
 * on the rows above, at and below it) as ring elements and up a unit modulo χ₁, the chase
 * up·P_{r+1} = mid·P_r + down·P_{r−1} is [P_{r+1}; P_r] = M·[P_r; P_{r−1}] for M = [[α, β], [1, 0]], α = up⁻¹·mid,
 * β = up⁻¹·down. By Cayley–Hamilton (M² = α·M + β), M^k = u_k·M + β·u_{k−1}·I for u₀ = 0, u₁ = 1,
 * u_{k+1} = α·u_k + β·u_{k−1}, and in characteristic 2 the doubling is u_{2k} = α·u_k², u_{2k+1} = u_{k+1}² + β·u_k²
 * (squares are cheap: the coefficients spread). With [P_m; P_{m−1}] = M^m·[U; V] the chase's residuals are
 *
 *   clipped columns (V = 0):  mid·P_{m−1} + down·P_{m−2} = up·P_m = up·u_{m+1}·U,
 *   wrapping columns:         P_{m−1} + V = u_m·U + (β·u_{m−1} + 1)·V,
 *                             up·P_m + up·P₀ = up·(u_{m+1} + 1)·U + up·β·u_m·V,
 *
 * so Φ costs one inverse modulo χ₁ and O(log m) products, where chasing costs a chase of m rows per unknown.
 * For the symmetric rules (β = 1) u_{k+1} = f_k(α), the path polynomials.
 *
 * @param ops The operators up, mid, down as polynomials in the ring's variable.
 * @param m Rows chased, ≥ 1 (≥ 3 when the columns wrap).
 * @param unknowns 1 when the columns clip, 2 when they wrap.
 * @param chi1 χ₁ (degree ≥ 1).
 * @param modulus A multiple of χ₁ the doubling may reduce by instead (sⁿ + 1 on a ring: folded a word at a time).
 * @returns Φ as rows of polynomials modulo χ₁, the i-th residual's coefficients of U (and V); null when up is not a
 *   unit modulo χ₁.
 */
function phiFromOperators(ops: { up: Poly; mid: Poly; down: Poly }, m: number, unknowns: 1 | 2, chi1: Poly, modulus: Poly): Poly[][] | null {
  const { gcd, inverse } = polyXgcdMod(ops.up, chi1);
  if (gcd.degree !== 0) return null;
  const alpha = polyMulMod(inverse, ops.mid, chi1);
  const beta = polyMulMod(inverse, ops.down, chi1);
  const mod = (p: Poly): Poly => polyModInPlace(p, modulus);
  // (u_k, u_{k+1}) from (u₀, u₁) along the bits of m − 1, giving (u_{m−1}, u_m)
  let lo = new Poly();
  let hi = Poly.monomial(0);
  for (const bit of (m - 1).toString(2)) {
    const lo2 = mod(polySquare(lo));
    const hi2 = mod(polySquare(hi));
    const odd = mod(polyMul(beta, lo2).addShifted(hi2)); // u_{2k+1}
    if (bit === '1') [lo, hi] = [odd, mod(polyMul(alpha, hi2))];
    else [lo, hi] = [mod(polyMul(alpha, lo2)), odd];
  }
  const um1 = polyModInPlace(lo, chi1);
  const um = polyModInPlace(hi, chi1);
  const one = Poly.monomial(0);
  const up = (p: Poly): Poly => polyMulMod(ops.up, p, chi1);
  const um1Next = polyModInPlace(polyMul(alpha, um).addShifted(polyMul(beta, um1)), chi1); // u_{m+1}
  if (unknowns === 1) return [[up(um1Next)]];
  return [
    [um, polyModInPlace(polyMul(beta, um1).addShifted(one), chi1)],
    [up(um1Next.addShifted(one)), up(polyMulMod(beta, um, chi1))],
  ];
}

/**
 * Φ for a symmetric 3 × 3 rule (see {@link phiFromOperators}): up = down = c, mid = a on the side ring; on a ring its
 * a and c are s·a(x) and s·c(x) (polynomials in the shift s), so the operators are s⁻¹ = s^{n−1} times them.
 *
 * @param side The row ring of the chase (`sideRing` of the orientation's form), deg χ₁ ≥ 1.
 * @param m Rows chased.
 * @param unknowns 1 when the columns clip, 2 when they wrap.
 * @returns Φ modulo χ₁ = `side.good`.
 */
export function closedFormPhi(side: SideRing, m: number, unknowns: 1 | 2): Poly[][] {
  const chi1 = side.good;
  const op = (p: Poly): Poly => (side.cyclic ? polyMulMod(p, Poly.monomial(side.n - 1), chi1) : polyModInPlace(p.clone(), chi1));
  const c = op(side.c);
  const phi = phiFromOperators({ up: c, mid: op(side.a), down: c }, m, unknowns, chi1, side.cyclic ? side.chi : chi1);
  if (!phi) throw new Error('internal error: the chase divisor is not a unit modulo χ₁');
  return phi;
}

/**
 * Φ for a stencil on rows that wrap, given as the column shifts of its rows (see {@link phiFromOperators}): each
 * operator is Σ s^(shift mod n), modulo χ₁ = sⁿ + 1. Null when two shifts of a row meet modulo n (the chase then
 * chases) or its top row is not a unit.
 */
export function stencilPhi(stencil: { up: readonly number[]; mid: readonly number[]; down: readonly number[] }, n: number, m: number, unknowns: 1 | 2): Poly[][] | null {
  const operator = (shifts: readonly number[]): Poly | null => {
    const exps = new Set(shifts.map((c) => ((c % n) + n) % n));
    return exps.size === shifts.length ? Poly.fromExponents(exps) : null;
  };
  const [up, mid, down] = [operator(stencil.up), operator(stencil.mid), operator(stencil.down)];
  if (!up || !mid || !down) return null;
  const chi = Poly.fromExponents([0, n]);
  return phiFromOperators({ up, mid, down }, m, unknowns, chi, chi);
}
