import { CyclicRing } from './cyclic-ring.ts';
import type { Poly } from './poly.ts';
import { polyExactDiv } from './poly-division.ts';
import { polySquare } from './poly-product.ts';
import { polyXgcdMod } from './poly-gcd.ts';

/**
 * Units and coprime parts of S = GF(2)[s]/(sᴺ + 1) without a gcd of degree N. With N = 2ᵏ·q, q odd, the modulus
 * is M^(2ᵏ) for M = s^q + 1, which is squarefree (its derivative s^(q−1) is prime to it): every prime of sᴺ + 1
 * is one of M's, to multiplicity 2ᵏ. So f is a unit exactly when f mod M is prime to M, and its inverse lifts
 * from M to M², M⁴, … by x ← f·x² (over GF(2), (f·x)² ≡ 1 modulo the square of the ideal f·x ≡ 1 held in). Each
 * lift works modulo s^(q·2ʲ) + 1 = M^(2ʲ), so the k lifts cost about two products of degree N, and Euclid runs
 * at degree q only (q = 1 on the 2ᵏ rings of the bench's 2048² and 8192² boards: a parity). The projective ring
 * folds invert c, B and D = A + B on the ring of 2n cells, and split it by D, before the first solve of a shape.
 */

/** The ring's levels: s^L + 1 for L = q, 2q, 4q, …, N (q the odd part of N), the first the squarefree M. */
function levels(size: number): CyclicRing[] {
  const rings = [new CyclicRing(size)];
  for (let L = size; L % 2 === 0; L /= 2) rings.unshift(new CyclicRing(L / 2));
  return rings;
}

/** f reduced at every level of `rings` (f reduced modulo the last): each the previous's high half folded onto its low half. */
function reductions(rings: readonly CyclicRing[], f: Poly): Poly[] {
  const out = new Array<Poly>(rings.length);
  out[rings.length - 1] = f.degree >= rings[rings.length - 1]!.size ? rings[rings.length - 1]!.reduce(f) : f;
  for (let j = rings.length - 2; j >= 0; j--) out[j] = rings[j]!.reduce(out[j + 1]!);
  return out;
}

/**
 * f⁻¹ in S (see the file comment), or null where f is not a unit.
 *
 * @param S The ring.
 * @param f An element of S (degree below N, or below 2N: it is reduced).
 * @returns A new polynomial of degree below N, or null.
 */
export function cyclicInverse(S: CyclicRing, f: Poly): Poly | null {
  const rings = levels(S.size);
  const fs = reductions(rings, f);
  const base = polyXgcdMod(fs[0]!, rings[0]!.modulus);
  if (base.gcd.degree !== 0) return null;
  let x = base.inverse;
  // x ≡ f⁻¹ modulo M^(2ʲ⁻¹), so x² ≡ f⁻² modulo M^(2ʲ) (squaring doubles the ideal's exponent) and f·x² ≡ f⁻¹ there
  for (let j = 1; j < rings.length; j++) x = rings[j]!.mul(fs[j]!, polySquare(x));
  return x;
}

/**
 * `S.primeTo(f)`, the part of sᴺ + 1 prime to f (every prime f shares with it removed to its full multiplicity), as
 * (M / gcd(f, M))^(2ᵏ): Euclid at degree q, then k squarings.
 *
 * @param S The ring.
 * @param f A polynomial (0 gives 1).
 * @returns A new polynomial dividing sᴺ + 1.
 */
export function modulusPrimeTo(S: CyclicRing, f: Poly): Poly {
  const rings = levels(S.size);
  const M = rings[0]!.modulus;
  const g = polyXgcdMod(reductions(rings, f)[0]!, M).gcd;
  let part = g.degree > 0 ? polyExactDiv(M, g) : M.clone();
  for (let j = 1; j < rings.length && part.degree > 0; j++) part = polySquare(part);
  return part;
}
