import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { polyXgcdMod } from '../../gf2/poly-gcd.ts';
import { wordsFor, xorShiftedWords } from '../../gf2/words.ts';
import type { WorkOptions } from '../../work.ts';
import { MAX_NILPOTENT_WORK, nilpotentPart } from './projective-band.ts';
import type { NilpotentChains } from './projective-band-chain.ts';
import { echelonRank } from './echelon-rank.ts';
import { type BarRing, barNullityOf } from './projective-nullity-bar.ts';
import { KeptRing } from './projective-kept-ring.ts';
import type { GoodSplit } from './projective-good-split.ts';
import { GoodPart } from './projective-good-part.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * The nullity of the folded projective plane (`projective-seam.ts`) without its elimination of 2n (or more) unknowns.
 * S = GF(2)[s]/(s²ⁿ + 1) (`gf2/cyclic-ring.ts`) splits by the CRT into S₁, where c is a unit, and S₂, where it is
 * not (`projective-band.ts`). On S₁ chasing is linear and each part i of the fold's residual (one for even m,
 * two for odd m; `projective-residual.ts`) is Eᵢ(U) = Xᵢ·U + Yᵢ·ρU + Σₚ Uₚ·Cᵢₚ: Xᵢ and Yᵢ bar-invariant
 * (polynomials in a, c and σ), Cᵢₚ what the seam's corrections of a press at position p leave, for the k ≤ 4
 * positions of `fold.presses`. Without the corrections, M₀ = X + Y·ρ commutes with every bar-invariant element, and
 * where Δ = (X + Y)² is a unit it is invertible: from XU + YρU = w and its reflection XρU + YU = ρw,
 * U = Δ⁻¹·(X·w + Y·ρw).
 *
 * So with z = (Uₚ)ₚ as k extra unknowns (z = U at the seam's presses), S₁ splits into the good part G (where the
 * last part's Δ is a unit) and the bad part B (the primes of Δ, to full multiplicity). On G, U is determined by z;
 * on B it is free, U_B ∈ GF(2)[s]/(χ_B); on S₂ the rows below the first are eliminated as a band, leaving
 * equations in its first row y₀ and z. The kernel is the kernel of a small system in (U_B, z, y₀): every Eᵢ on B,
 * the other parts on G, what S₂ left, and z = U at the presses — deg χ_B + k + deg χ₂ unknowns, where deg χ_B is
 * about the nullity at most sizes, not 2n. B's columns come from rotations of X and Y modulo χ_B (e_B·sʲ maps to
 * sʲ·X + s^{−1−j}·Y), G's from k products in S.
 */

/** A row of `bits` bits of the small system, set from the coefficients of p (degree below `bits`). */
function place(m: BitMatrix, row: number, offset: number, p: Poly): void {
  if (p.degree < 0) return;
  xorShiftedWords(m.words.subarray(row * m.stride, (row + 1) * m.stride), p.words, (p.degree >>> 5) + 1, offset);
}

/**
 * Up to this many rows the small system's rank is taken by {@link echelonRank}: on the few hundred rows of a table's
 * entries (2n + 4 at most) it took a third less CPU than the four-Russians elimination (whose tables of 2⁸ sums
 * per 16 pivots cost more than they save there), measured on the 250 × 250 tables of Moore and diagonal-nc.
 */
const PLAIN_RANK_ROWS = 1024;

/**
 * From this degree of the bad part on, where it is also 90 % of S₁ or more (Moore on 3 | m, diagonal-nc: Δ = 0 on the
 * whole ring), a table's entry takes `projective-nullity-bar.ts`: a few dozen products of degree deg χ₁ / 2 against
 * an elimination of (deg χ_B)³/32 bit operations. Timed both ways on every entry of the 300 × 300 tables: from
 * deg χ_B = 96 the bar path was faster on 90–98 % of the entries of each band of 32 degrees (Moore 115–210 µs against
 * 150–500 µs, diagonal-nc 65–85 µs against 170–470 µs); below 96 Moore's elimination was as often faster.
 */
const BAR_FROM_BAD = 96;

/**
 * The largest small system eliminated here, in rows × columns × min(rows, columns) bit operations (about 2 s of CPU:
 * Moore on n² with 3 | n, whose bad part is the whole ring, is taken to n ≈ 4500, 1.7 s at 3999²); past it the path
 * declines and the chosen method answers (lazy chasing refuses past 4096²).
 */
export const MAX_PROJECTIVE_SYSTEM_WORK = 2.2e12;

/**
 * The split of χ₁ by Σ = X + Y (`projective-good-split.ts`, kept per ring) and Σ⁻¹ modulo χ_G, from one extended gcd
 * of degree deg χ₁: u·Σ ≡ g = gcd(Σ, χ₁) modulo χ₁, g is prime to χ_G, so Σ⁻¹ ≡ u·g⁻¹ modulo χ_G.
 */
function splitGood(sum: Poly, ring: KeptRing, work?: WorkOptions): { split: GoodSplit; inverse: Poly } {
  const { chi1 } = ring;
  if (chi1.degree < 1) return { split: ring.splits.of(new Poly(), work), inverse: new Poly() };
  const { gcd: g, inverse: u } = polyXgcdMod(sum, chi1);
  const split = ring.splits.of(g, work);
  if (g.degree === 0) return { split, inverse: u };
  if (split.good.degree < 1) return { split, inverse: new Poly() };
  return { split, inverse: split.reduceGood(polyMul(split.reduceGood(u), split.gInverse)) };
}

/**
 * The nullity of the fold, or null where the fold's elimination is the faster way to it: a bad part past half the
 * ring where c is a unit, or an S₂ past {@link MAX_NILPOTENT_WORK}.
 *
 * @param fold The projective plane folded (`projectiveFold`).
 * @param work Abort signal.
 * @param anyBadPart Take a bad part of any size (past half the ring, where c is a unit, the fold's elimination is
 *   faster; the tests take every size so that both paths are compared on every shape).
 * @param kept A table's objects of this fold's ring (`projective-kept-ring.ts`; the fold's seam must be the ring's),
 *   its residual stepped along the chased side; without it the fold's own, its residual by the closed form.
 * @param bar What a table keeps for this ring (its reduction modulo χ₁): with it, a bad part past
 *   {@link BAR_FROM_BAD} is taken over the bar-invariant ring (`projective-nullity-bar.ts`), not eliminated.
 * @param chains A table's S₂ states shared across the lengths of the chased side (`projective-band-chain.ts`); without
 *   it S₂ is eliminated as a band.
 */
export function projectiveNullity(fold: ProjectiveFold, work?: WorkOptions, anyBadPart = false, kept?: KeptRing, bar?: BarRing, chains?: NilpotentChains): number | null {
  const size = 2 * fold.n;
  // the ring's own objects: a table's kept ones (its folds share the ring's seam), else this fold's
  const ring = kept ?? new KeptRing(fold, bar && ((p) => bar.reduce1(p)));
  const { S, chi1, chi2, presses, seams } = ring;
  // on S₂: rows 1 … R − 1 eliminated, leaving equations in y₀ and z
  const nilpotent = chi2.degree > 0 ? (chains ? chains.part(fold, S, chi2, seams) : nilpotentPart(fold, S, chi2, seams)) : { d: 0, free: 0, equations: [] };
  if (!nilpotent) return null;
  const { d: d2, equations: left } = nilpotent;
  work?.signal?.throwIfAborted();
  const reduce1 = ring.reduce1;
  const { residual, corrections: C } = ring.residual(fold.m, kept !== undefined && chi1.degree >= 1);
  const { x: X, y: Y, w: W } = residual;
  const parts = X.length;
  const last = parts - 1;
  // the good part G (Δ of the last part a unit) and the bad part B, within χ₁
  const sum = X[last]!.clone(size + 64).addShifted(Y[last]!);
  const { split, inverse: sumInverse } = splitGood(sum, ring, work);
  const { good, bad } = split;
  const dB = Math.max(0, bad.degree);
  const dG = Math.max(0, good.degree);
  // a large bad part: its elimination costs (deg χ_B)³/32, the 2 × 2 matrices over T a few products and gcds
  if (bar && dB >= BAR_FROM_BAD && 10 * dB >= 9 * chi1.degree && bar.takes()) return barNullityOf(bar, { presses, seams, nilpotent, residual: { x: X, y: Y, w: W } }, work);
  // past half the ring, eliminating the fold's 2n unknowns is faster where its system is built from two chases (c a unit)
  if (dB > size / 2 && chi2.degree <= 0 && !anyBadPart) return null;
  const k = presses.length;
  const zRow = parts * dB + (parts - 1) * dG;
  const [rows, cols] = [dB + k + d2, zRow + k + left.length];
  if (rows * cols * Math.min(rows, cols) > MAX_PROJECTIVE_SYSTEM_WORK) return null; // declined before allocating
  const system = new BitMatrix(rows, cols);
  const flip = (row: number, col: number): void => {
    system.words[row * system.stride + (col >>> 5)]! ^= 1 << (col & 31);
  };
  const eB = split.badIdempotent();
  if (eB) {
    // column j of U_B (the element e_B·sʲ): Eᵢ ≡ sʲ·Xᵢ + s^{−1−j}·Yᵢ modulo χ_B, and its cells at the presses
    const words = wordsFor(dB + 1);
    const chi = rowOf(bad, words);
    const ups = X.map((x) => rowOf(split.modBad(x), words));
    const downs = Y.map((y) => {
      const r = rowOf(split.modBad(y), words);
      divideByS(r, chi);
      return r;
    });
    for (let j = 0; j < dB; j++) {
      if ((j & 255) === 0) work?.signal?.throwIfAborted();
      for (let i = 0; i < parts; i++) {
        const up = ups[i]!;
        const down = downs[i]!;
        const row = system.words.subarray(j * system.stride, (j + 1) * system.stride);
        xorShiftedWords(row, up, words, i * dB);
        xorShiftedWords(row, down, words, i * dB);
        multiplyByS(up, chi, dB);
        divideByS(down, chi);
      }
      presses.forEach((p, t) => {
        if (eB.coefficient((p - j + size) % size)) flip(j, zRow + t);
      });
    }
  }
  // y₀ on S₂ (the element e₂·sʲ): its cells at the presses, and what S₂'s elimination left
  if (d2 > 0) {
    const e2 = ring.idempotent2();
    for (let j = 0; j < d2; j++) {
      const row = dB + k + j;
      presses.forEach((p, t) => e2.coefficient((p - j + size) % size) && flip(row, zRow + t));
      left.forEach((eq, i) => (eq.y0[j >>> 5]! >>> (j & 31)) & 1 && flip(row, zRow + k + i));
    }
  }
  // column t of z (U = 1 at press t): its corrections on B; on G the U they force, checked against the other parts
  // modulo χ_G: first modulo χ₁, then the deg χ_B steps of long division left
  const reduceGood = dB > 0 ? (p: Poly): Poly => split.reduceGood(reduce1(p)) : reduce1; // χ_G = χ₁ where the bad part is 1
  const goodPart = dG > 0 ? new GoodPart(S, reduceGood, sumInverse, split.goodIdempotent(), X, Y, presses) : null;
  const others = goodPart && last > 0 ? goodPart.otherParts(W[last]!, ring.lights, C.map((c) => c[0]!)) : null;
  presses.forEach((_, t) => {
    const row = dB + t;
    for (let i = 0; i < parts && dB > 0; i++) place(system, row, i * dB, split.modBad(C[t]![i]!));
    flip(row, zRow + t);
    left.forEach((eq, i) => (eq.z >>> t) & 1 && flip(row, zRow + k + i));
    if (!goodPart) return;
    const w = C[t]![last]!;
    if (others) place(system, row, parts * dB, others[t]!);
    const bits = goodPart.pressBits(w);
    presses.forEach((_, s) => (bits >>> s) & 1 && flip(row, zRow + s));
  });
  const rank = rows <= PLAIN_RANK_ROWS ? echelonRank(system, work) : reduceRowEchelonBlocked(system, system.cols, work, false).rank;
  return nilpotent.free + dB + k + d2 - rank;
}
