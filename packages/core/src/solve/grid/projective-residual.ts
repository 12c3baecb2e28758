import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { homogeneousPair } from './bilinear.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * What the fold of the projective plane leaves (`projective-chase.ts`), in closed form on the part S₁ of the ring
 * S = GF(2)[s]/(s²ⁿ + 1) where c is a unit. Rows are chased from (P₋₁, P₀) = (ρU, U) with row 0's equation also
 * seeing the seam's corrections K·U, so P₁ = t·U + V′ with t = a/c and V′ = ρU + c⁻¹·K·U, and
 * Pᵣ = fᵣ·U + fᵣ₋₁·V′ with the path polynomials f (f₋₁ = 0, f₀ = 1, fₖ₊₁ = t·fₖ + fₖ₋₁). Homogenised,
 * Fₖ = cᵏ·fₖ (`homogeneousPair`), c²·F_{h−2} = F_h + a·F_{h−1}, e = 1 + σ, and every part multiplied by a unit
 * so that no inverse remains, part i is Xᵢ·U + Yᵢ·ρU + Wᵢ·K·U with
 *   m = 2h (row h − 1's equation, P_h = σ·P_{h−1}):  W = c·F_{h−1} + σ·(F_h + a·F_{h−1}),
 *                                                     X = c·(F_h + σ·c·F_{h−1}), Y = c·W;
 *   m = 2h + 1, part 0 ((1 + σ)·P_h):                 W = e·c·F_{h−1}, X = c·e·F_h, Y = c·W;
 *   m = 2h + 1, part 1 (the middle row's equation):   W = a·c·F_{h−1} + e·c·(F_h + a·F_{h−1}),
 *                                                     X = c·(a·F_h + e·c²·F_{h−1}), Y = c·W.
 * a, c and σ = sⁿ are bar-invariant, and so are X, Y and W.
 */

/** The residual's parts on S₁: Xᵢ, Yᵢ, Wᵢ modulo χ₁ (one part for even m, two for odd m, the middle row's last). */
export interface FoldResidual {
  readonly x: readonly Poly[];
  readonly y: readonly Poly[];
  readonly w: readonly Poly[];
}

/** a = g₀₀ + g₀₁·(s + s⁻¹) and c = g₁₀ + g₁₁·(s + s⁻¹) as elements of S. */
export function rowOperators(fold: ProjectiveFold, S: CyclicRing): { a: Poly; c: Poly } {
  const op = (g0: number, g1: number): Poly => Poly.fromExponents([...(g0 ? [0] : []), ...(g1 ? [1, S.size - 1] : [])]);
  return { a: op(fold.g.g00, fold.g.g01), c: op(fold.g.g10, fold.g.g11) };
}

/**
 * The residual of a fold modulo χ₁ (a divisor of s²ⁿ + 1 on which c is a unit), see the file comment.
 *
 * @param fold The folded projective plane.
 * @param S The ring of 2n cells.
 * @param chi1 χ₁.
 * @param pairOf (F_h, F_{h−1}) modulo χ₁ when the caller steps them (`projective-path-steps.ts`); else by doubling.
 * @param reduce A product modulo χ₁, in place (a table's kept reduction, `gf2/cyclic-modulus.ts`); else long division.
 */
export function foldResidual(fold: ProjectiveFold, S: CyclicRing, chi1: Poly, pairOf?: (h: number) => [Poly, Poly], reduce = (p: Poly): Poly => polyModInPlace(p, chi1)): FoldResidual {
  const { a: a0, c: c0 } = rowOperators(fold, S);
  const mod = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, chi1.degree) + 64), chi1);
  const times = (...ps: Poly[]): Poly => ps.reduce((p, q) => reduce(polyMul(p, q)));
  const plus = (...ps: Poly[]): Poly => ps.reduce((p, q) => p.clone(Math.max(p.degree, q.degree) + 64).addShifted(q));
  const a = mod(a0);
  const c = mod(c0);
  const sigma = mod(Poly.monomial(fold.n));
  const e = plus(Poly.monomial(0), sigma);
  const h = fold.m >> 1;
  const [fh, fh1] = (pairOf?.(h) ?? homogeneousPair(h, a, c, chi1)).map(mod) as [Poly, Poly];
  const c2fh2 = plus(fh, times(a, fh1)); // c²·F_{h−2}
  if (fold.m % 2 === 0) {
    const w = plus(times(c, fh1), times(sigma, c2fh2));
    return { x: [times(c, plus(fh, times(sigma, c, fh1)))], y: [times(c, w)], w: [w] };
  }
  const w0 = times(e, c, fh1);
  const w1 = plus(times(a, c, fh1), times(e, c, c2fh2));
  return {
    x: [times(c, e, fh), times(c, plus(times(a, fh), times(e, c, c, fh1)))],
    y: [times(c, w0), times(c, w1)],
    w: [w0, w1],
  };
}
