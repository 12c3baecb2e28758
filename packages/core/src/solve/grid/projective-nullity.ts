import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly, polyExactDiv, polyModInPlace, polyMul, polySquare, polyXgcdMod } from '../../gf2/poly.ts';
import { wordsFor } from '../../gf2/words.ts';
import type { WorkOptions } from '../../work.ts';
import { isProductForm, sideRing } from './bilinear.ts';
import { nilpotentResponse } from './projective-nilpotent.ts';
import { foldResidual } from './projective-residual.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * The nullity of the folded projective plane (`projective-seam.ts`) where c is a unit on the ring, without its
 * 2n × 2n elimination. Chasing is then linear over S = GF(2)[s]/(s²ⁿ + 1) (`gf2/cyclic-ring.ts`) and each part i
 * of the fold's residual (one for even m, two for odd m) is Eᵢ(U) = Xᵢ·U + Yᵢ·ρU + Σₚ Uₚ·Cᵢₚ: Xᵢ and Yᵢ what a
 * unit U and a unit ρU leave (bar-invariant: polynomials in a, c and σ), Cᵢₚ what the seam's corrections of a
 * press at position p leave, for the few positions p of `fold.presses`. Without the corrections, M₀ = X + Y·ρ
 * commutes with every bar-invariant element, and on the part of S where Δ = (X + Y)² is a unit it is invertible:
 * from XU + YρU = w and its reflection XρU + YU = ρw, U = Δ⁻¹·(X·w + Y·ρw).
 *
 * So with z = (Uₚ)ₚ as k extra unknowns (z = evaluation of U at the seam's presses), split S by the CRT into the
 * good part G (where the last part's Δ is a unit) and the bad part B (the primes of Δ, to full multiplicity).
 * On G, U is determined by z (Eₗ(U) = 0 solved by the formula); on B it is free, U_B ∈ GF(2)[s]/(χ_B). The
 * kernel is then the kernel of a small system in (U_B, z): every Eᵢ on B, the other parts on G, and z = U at
 * the presses — deg χ_B + k unknowns, where deg χ_B is about the nullity at most sizes, not 2n. B's columns
 * come from rotations of X and Y modulo χ_B (e_B·sʲ maps to sʲ·X + s^{−1−j}·Y), G's from k products in S.
 */

/** A row of `bits` bits of the small system, set from the coefficients of p (degree below `bits`). */
function place(m: BitMatrix, row: number, offset: number, p: Poly): void {
  const at = row * m.stride;
  for (let k = 0; k <= p.degree; k++) {
    if ((p.words[k >>> 5]! >>> (k & 31)) & 1) m.words[at + ((offset + k) >>> 5)]! ^= 1 << ((offset + k) & 31);
  }
}

/** p modulo χ, a new polynomial. */
const mod = (p: Poly, chi: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, chi.degree) + 64), chi);

/** The coefficients of p (degree below the row's bits) as a row of `words` words. */
function rowOf(p: Poly, words: number): Uint32Array {
  const row = new Uint32Array(words);
  row.set(p.words.subarray(0, Math.min(words, p.words.length)));
  return row;
}

/** r ← s·r modulo χ (degree d, its words `chi`), in place. */
function multiplyByS(r: Uint32Array, chi: Uint32Array, d: number): void {
  for (let w = r.length - 1; w > 0; w--) r[w] = (r[w]! << 1) | (r[w - 1]! >>> 31);
  r[0] = r[0]! << 1;
  if ((r[d >>> 5]! >>> (d & 31)) & 1) for (let w = 0; w < r.length; w++) r[w]! ^= chi[w]!;
}

/** r ← s⁻¹·r modulo χ (χ(0) = 1, so s is a unit), in place. */
function divideByS(r: Uint32Array, chi: Uint32Array): void {
  if (r[0]! & 1) for (let w = 0; w < r.length; w++) r[w]! ^= chi[w]!;
  for (let w = 0; w < r.length - 1; w++) r[w] = (r[w]! >>> 1) | (r[w + 1]! << 31);
  r[r.length - 1] = r[r.length - 1]! >>> 1;
}

/**
 * The nullity of the fold, or null where only the fold's elimination knows it: a product form (Moore, diagonal
 * without centre) whose c is not a unit on the ring, a bad part too large to be worth it, or S₂'s sum too long.
 *
 * @param fold The projective plane folded (`projectiveFold`).
 * @param work Abort signal.
 * @param anyBadPart Take a bad part of any size (past half the ring the fold's elimination is faster; the tests
 *   take every size so that both paths are compared on every shape).
 */
export function projectiveNullity(fold: ProjectiveFold, work?: WorkOptions, anyBadPart = false): number | null {
  const size = 2 * fold.n;
  const S = new CyclicRing(size);
  const side = sideRing(fold.g, size, true);
  const chi2 = side.bad;
  if (chi2.degree > 0 && isProductForm(fold.g)) return null;
  const chi1 = side.good;
  const presses = [...new Set(fold.presses)];
  const seams = presses.map((p) => Poly.fromExponents(fold.lights.filter((_, i) => fold.presses[i] === p)));
  // on S₂: the part of U each press's corrections force
  const forced = chi2.degree > 0 ? nilpotentResponse(fold, S, chi2, seams) : [];
  if (!forced) return null;
  const e2 = chi2.degree > 0 ? S.idempotent(chi2) : null;
  const lifted2 = forced.map((u) => S.mul(e2!, u));
  work?.signal?.throwIfAborted();
  const { x: X, y: Y, w: W } = foldResidual(fold, S, chi1);
  const C = seams.map((k) => W.map((w) => mod(S.mul(w, k), chi1)));
  const parts = X.length;
  const last = parts - 1;
  // the good part G (Δ of the last part a unit) and the bad part B, within χ₁
  const sum = X[last]!.clone(size + 64).addShifted(Y[last]!);
  const good = S.primeTo(sum, chi1, work);
  const bad = polyExactDiv(chi1, good);
  const dB = Math.max(0, bad.degree);
  const dG = Math.max(0, good.degree);
  if (dB > size / 2 && !anyBadPart) return null;
  const k = presses.length;
  const zRow = parts * dB + (parts - 1) * dG;
  const system = new BitMatrix(dB + k, zRow + k);
  const flip = (row: number, col: number): void => {
    system.words[row * system.stride + (col >>> 5)]! ^= 1 << (col & 31);
  };
  if (dB > 0) {
    const eB = S.idempotent(bad);
    // column j of U_B (the element e_B·sʲ): Eᵢ ≡ sʲ·Xᵢ + s^{−1−j}·Yᵢ modulo χ_B, and its cells at the presses
    const words = wordsFor(dB + 1);
    const chi = rowOf(bad, words);
    const ups = X.map((x) => rowOf(mod(x, bad), words));
    const downs = Y.map((y) => {
      const r = rowOf(mod(y, bad), words);
      divideByS(r, chi);
      return r;
    });
    for (let j = 0; j < dB; j++) {
      if ((j & 255) === 0) work?.signal?.throwIfAborted();
      for (let i = 0; i < parts; i++) {
        const up = ups[i]!;
        const down = downs[i]!;
        for (let t = 0; t < dB; t++) if (((up[t >>> 5]! ^ down[t >>> 5]!) >>> (t & 31)) & 1) flip(j, i * dB + t);
        multiplyByS(up, chi, dB);
        divideByS(down, chi);
      }
      presses.forEach((p, t) => {
        if (eB.coefficient((p - j + size) % size)) flip(j, zRow + t);
      });
    }
  }
  // column t of z (U = 1 at press t): its corrections on B; on G the U they force, checked against the other parts
  const eG = dG > 0 ? S.idempotent(good) : null;
  const inverse = eG ? polyXgcdMod(mod(polySquare(sum), good), good).inverse : null;
  presses.forEach((_, t) => {
    const row = dB + t;
    for (let i = 0; i < parts && dB > 0; i++) place(system, row, i * dB, mod(C[t]![i]!, bad));
    flip(row, zRow + t);
    const u2 = lifted2[t];
    if (u2) presses.forEach((p, s) => u2.coefficient(p) && flip(row, zRow + s));
    if (!eG || !inverse) return;
    work?.signal?.throwIfAborted();
    const w = C[t]![last]!;
    const rhs = S.mul(X[last]!, w).addShifted(S.mul(Y[last]!, S.reflect(w)));
    const u = S.mul(eG, mod(polyMul(inverse, mod(rhs, good)), good));
    for (let i = 0; i < last; i++) {
      const e = S.mul(X[i]!, u).addShifted(S.mul(Y[i]!, S.reflect(u))).addShifted(C[t]![i]!);
      place(system, row, parts * dB + i * dG, mod(e, good));
    }
    presses.forEach((p, s) => u.coefficient(p) && flip(row, zRow + s));
  });
  return dB + k - reduceRowEchelonBlocked(system, system.cols, work, false).rank;
}
