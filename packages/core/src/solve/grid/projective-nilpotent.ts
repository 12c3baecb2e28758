import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly, polyModInPlace, polyMul, polyXgcdMod } from '../../gf2/poly.ts';
import type { ProjectiveFold } from './projective-seam.ts';
import { rowOperators } from './projective-residual.ts';

/**
 * The folded projective plane on the part S₂ = GF(2)[s]/(χ₂) of its ring where c is nilpotent (χ₂ the primary part
 * of s²ⁿ + 1 for c's primes), for a non-product form, where a is a unit there. The cover's rows 0 … ⌈m/2⌉ − 1 see
 * A₀ = a + c·T, T the sum of the rows above and below with row −1 = ρ·(row 0) at the top and the fold at the
 * bottom (row h = σ·(row h − 1) for m = 2h; for m = 2h + 1 the middle row h is σ-invariant and row h + 1 is
 * σ·(row h − 1)). T commutes with every bar-invariant element and c^ν = 0 on S₂, so (a⁻¹c·T)^ν = 0 and
 * A₀⁻¹ = Σ_{j<ν} (a⁻¹c·T)ʲ·a⁻¹: a source in row 0 reaches row j after j terms.
 */

/** Past this many word operations ((ν · rows reached) products of degree deg χ₂) the caller falls back. */
export const MAX_NILPOTENT_WORK = 2e7;

/**
 * Row 0 of A₀⁻¹ applied to each source put in row 0, on S₂, or null when the Neumann sum would exceed
 * {@link MAX_NILPOTENT_WORK}.
 *
 * @param fold The fold (a non-product form).
 * @param S The ring of 2n cells.
 * @param chi2 χ₂ (degree ≥ 1), self-reciprocal.
 * @param sources Elements of S (only their class modulo χ₂ matters).
 */
export function nilpotentResponse(fold: ProjectiveFold, S: CyclicRing, chi2: Poly, sources: readonly Poly[]): Poly[] | null {
  const d = chi2.degree;
  const mod = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, d) + 64), chi2);
  const times = (p: Poly, q: Poly): Poly => mod(polyMul(p, q));
  const { a, c } = rowOperators(fold, S);
  const { gcd, inverse: aInverse } = polyXgcdMod(mod(a), chi2);
  if (gcd.degree !== 0) throw new Error('internal error: a shares a prime with c on a non-product form');
  const step = times(aInverse, mod(c));
  // ν: the nilpotency index of c (and of a⁻¹c) modulo χ₂
  let nu = 1;
  for (let power = step; !power.isZero(); power = times(power, step)) nu++;
  const rows = fold.m % 2 === 0 ? fold.m / 2 : (fold.m + 1) / 2;
  const reached = Math.min(nu, rows);
  if ((nu * reached * d * d * sources.length) / 32 > MAX_NILPOTENT_WORK) return null;
  const sigma = mod(Poly.monomial(fold.n));
  const h = fold.m >> 1;
  const plus = (p: Poly, q: Poly): Poly => p.clone(Math.max(p.degree, q.degree) + 64).addShifted(q);
  // T·y on the rows in use (rows past `used` are zero)
  const neighbours = (y: Poly[]): Poly[] => {
    const out: Poly[] = [];
    const at = (r: number): Poly => y[r] ?? new Poly();
    for (let r = 0; r < Math.min(y.length + 1, rows); r++) {
      const above = r === 0 ? mod(S.reflect(at(0))) : at(r - 1);
      let below: Poly;
      if (fold.m % 2 === 0) below = r === h - 1 ? times(sigma, at(r)) : at(r + 1);
      else below = r === h ? times(sigma, at(r - 1)) : at(r + 1);
      out.push(plus(above, below));
    }
    return out;
  };
  return sources.map((source) => {
    let term = [times(aInverse, mod(source))];
    let total = term[0]!;
    for (let j = 1; j < nu; j++) {
      term = neighbours(term).map((p) => times(step, p));
      total = plus(total, term[0]!);
    }
    return total;
  });
}
