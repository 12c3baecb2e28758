import { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyGcd } from '../../gf2/poly-gcd.ts';
import { polyMul, polySquare } from '../../gf2/poly-product.ts';
import type { WorkOptions } from '../../work.ts';
import { type BilinearForm, isProductForm, pairFor, type SideRing, sideRing } from './bilinear.ts';

/**
 * The nullity of a symmetric 3 × 3 rule on a board whose columns twist (the Möbius strip when rows clip, the
 * Klein bottle when they wrap), in closed form: gcds of degree ≤ n.
 *
 * The fold. The m × 2n cylinder (torus) covers the board twice, cover cell (r, c + n) over (m − 1 − r, c), and
 * the board's patterns are the cover's τ-invariant ones, τ(r, c) = (m − 1 − r, c + n). Cover row r is a ring of
 * 2n cells: an element Pᵣ of S = GF(2)[s]/(s²ⁿ + 1), and invariance reads P_{m−1−r} = σ·Pᵣ with σ = sⁿ, which
 * commutes with every row operator. With A = a(x) + c(x)·y (x = s + s⁻¹, `bilinear.ts`), on the part S₁ of S
 * where c is a unit, t = a/c, the quiet rows are chased down from the first, P_{r+1} = t·Pᵣ + P_{r−1}, from
 * P₋₁ = 0 (rows clip) or P₋₁ = σ·P₀ (rows wrap, cover row −1 = m − 1). With the path polynomials f_k
 * (f₋₁ = 0, f₀ = 1, f_{k+1} = t·f_k + f_{k−1}), Pᵣ = fᵣ·U on the strip and Pᵣ = (fᵣ + σ·f_{r−1})·U on the bottle.
 * Invariance is then the condition at the fold, rows h − 1 and h for m = 2h (P_h = σ·P_{h−1}), or the middle
 * row for m = 2h + 1 (σ·P_h = P_h and P_{h+1} = σ·P_{h−1}); every other row follows by the symmetry. Homogenised
 * by powers of the unit c (F_k = c^k·f_k(a/c), F_{k+1} = a·F_k + c²·F_{k−1}, e = 1 + σ), the conditions are
 * U ∈ ann(Φ) for the ideal Φ of
 *   Möbius, m = 2h:      F_h + σ·c·F_{h−1}
 *   Möbius, m = 2h + 1:  (e·F_h, a·F_h + e·c²·F_{h−1})       (f_{h+1} + σ f_{h−1} = t·f_h + e·f_{h−1})
 *   Klein, m = 2h:       a·F_{h−1}                           (f_h + f_{h−2} = t·f_{h−1})
 *   Klein, m = 2h + 1:   (F_h + c·F_{h−1})·gcd(e, a)         (the ideal (e·w, (1 + t + σ)·w), w = f_h + f_{h−1})
 * and the nullity is deg gcd(Φ, χ₁), χ₁ the part of s²ⁿ + 1 prime to c. On the rest of S, c is nilpotent while a
 * is a unit (a, c coprime), so A = a·(1 + nilpotent) is invertible there and adds nothing — unless g is a
 * product u(x)·v(y) (Moore, diagonal without centre), where a and c share primes: those are taken only when
 * c is a unit on all of S. (c's primes are 1 + s and 1 + s + s², so χ₁ = E², E the part of sⁿ + 1 prime to c.)
 *
 * Halving the degree: every generator is p = A₀ + e·B₀ with e ≡ 0 modulo E, so per prime π of E, of
 * multiplicity ε, min(v_π(Φ), 2ε) = γ + min(v_π(Φ/π^γ), ε) with γ = min(v_π(Φ), ε) = v_π(gcd(Φ, E)), and that
 * second term is 0 unless γ = ε, when π^ε divides G = gcd(Φ, E) and the term is v_π(gcd(G, Φ/G)); where γ < ε,
 * π does not divide Φ/G. So deg gcd(Φ, E²) = deg G + deg gcd(G, Φ/G): one gcd of degree ≤ deg E ≤ n, then
 * arithmetic modulo G² only, G being as large as the nullity ({@link cofactorGcdDegree}).
 *
 * The cells: the cover's algebra counts a cell reached twice twice, the board's sets once; two cells a 3 × 3
 * press reaches on the cover lie over the same board cell only when n ≤ 2, and a wrapping side needs 3 cells
 * ({@link foldFits}).
 */

/**
 * True when {@link foldNullity} describes the rule on rows × cols (columns twisting): a non-product form, or a
 * product whose chase coefficient c is a unit on the whole ring; sides that hold the stencil without collisions.
 */
export function foldFits(g: BilinearForm, rows: number, cols: number, rowsWrap: boolean): boolean {
  if (cols < 3 || (rowsWrap && rows < 3)) return false;
  if (g.g10 === 0 && g.g11 === 0) return false; // c = 0: nothing couples the rows
  return !isProductForm(g) || sideRing(g, cols, true).bad.degree <= 0;
}

/**
 * The nullity of the symmetric 3 × 3 form `g` on a rows × cols board whose columns twist (see the file comment).
 *
 * @param g The bilinear form (rows of the board are the chase direction).
 * @param rows Rows of the board.
 * @param cols Columns, the twisted side (≥ 3).
 * @param rowsWrap True for the Klein bottle, false for the Möbius strip.
 * @param work Abort signal and progress.
 * @returns The nullity.
 */
export function foldNullity(g: BilinearForm, rows: number, cols: number, rowsWrap: boolean, work?: WorkOptions): number {
  const side = sideRing(g, cols, true);
  const E = side.good;
  if (E.degree <= 0) return 0;
  const h = rows >> 1;
  // the pair is exact up to MAX_KEPT_INDEX, else reduced modulo E² (every modulus below divides it)
  const [Fh, Fh1] = h >= 1 ? pairFor(h, side, g, polySquare(E)) : [Poly.monomial(0), new Poly()];
  return foldNullityOn(E, Fh, Fh1, side, rows, rowsWrap, work);
}

/**
 * deg gcd(Φ, H²) for a divisor H of E (see the file comment): {@link foldNullity}'s part over H, all of it for
 * H = E, from the pair (F_h, F_{h−1}), h = ⌊rows / 2⌋, known modulo H².
 *
 * @param H A divisor of E of degree ≥ 1.
 * @param Fh F_h, congruent modulo H² (not changed).
 * @param Fh1 F_{h−1}, likewise.
 * @param side The twisted side's ring (its n, a and c).
 * @param rows Rows of the board.
 * @param rowsWrap True for the Klein bottle.
 * @param work Abort signal and progress.
 * @param kleinFactor {@link kleinFactorOf}, when the caller keeps it.
 */
export function foldNullityOn(H: Poly, Fh: Poly, Fh1: Poly, side: SideRing, rows: number, rowsWrap: boolean, work?: WorkOptions, kleinFactor?: Poly): number {
  const { a, c, n: cols } = side;
  // modulo H the generators lose their e-terms: when they are prime to H (nullity 0, the common case) nothing
  // modulo H² is needed
  const reduced = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, H.degree) + 64), H);
  const low = (p: Poly, q?: Poly): Poly => reduced(q ? polyMul(reduced(p), reduced(q)) : p);
  const klein = (): Poly => kleinFactor ?? kleinFactorOf(side);
  const first = !rowsWrap
    ? rows % 2 === 0
      ? low(polyMul(c, Fh1).addShifted(Fh))
      : low(a, Fh)
    : rows % 2 === 0
      ? low(a, Fh1)
      : low(polyMul(c, Fh1).addShifted(Fh), klein());
  // G = gcd(Φ, H): modulo H every generator is its e-free part, and `first` generates that ideal modulo H
  const G = polyGcd(H, first, work);
  if (G.degree <= 0) return 0;
  // the rest needs Φ modulo G² only (G² divides H²): small when the nullity is
  const G2 = polySquare(G);
  const mod = (p: Poly): Poly => polyModInPlace(p.degree >= G2.degree ? p.clone(Math.max(p.degree, G2.degree) + 64) : p, G2);
  const times = (...ps: Poly[]): Poly => ps.map(mod).reduce((x, y) => mod(polyMul(x, y)));
  const plus = (p: Poly, q: Poly): Poly => p.clone(Math.max(p.degree, q.degree) + 64).addShifted(q);
  const e = mod(Poly.fromExponents([0, cols]));
  let generators: Poly[];
  if (!rowsWrap) {
    generators =
      rows % 2 === 0
        ? [plus(mod(Fh), times(plus(Poly.monomial(0), e), c, Fh1))]
        : [times(e, Fh), plus(times(a, Fh), times(e, c, c, Fh1))];
  } else {
    generators = rows % 2 === 0 ? [times(a, Fh1)] : [times(plus(mod(Fh), times(c, Fh1)), klein())];
  }
  return G.degree + cofactorGcdDegree(generators.map(mod), G, work);
}

/** gcd(sⁿ + 1, a): the factor of the Klein bottle's condition at an odd side (see the file comment). */
export function kleinFactorOf(side: SideRing): Poly {
  return polyGcd(Poly.fromExponents([0, side.n]), side.a);
}

/**
 * deg gcd(G, p₁/G, …, p_k/G) for polynomials pᵢ known modulo G² and divisible by G: the second term of
 * deg gcd(Φ, E²) = deg G + deg gcd(G, Φ/G), G = gcd(Φ, E) (see the file comment).
 *
 * @param ps Polynomials reduced modulo G², each divisible by G.
 * @param G A polynomial of degree ≥ 1.
 * @param work Abort signal and progress.
 */
export function cofactorGcdDegree(ps: readonly Poly[], G: Poly, work?: WorkOptions): number {
  let H = G;
  for (const p of ps) {
    if (H.degree <= 0) break;
    const { quotient, remainder } = polyDivMod(p, G);
    if (!remainder.isZero()) throw new Error('internal error: a fold generator is not divisible by its gcd with E');
    H = polyGcd(H, polyModInPlace(quotient, H), work);
  }
  return Math.max(0, H.degree);
}
