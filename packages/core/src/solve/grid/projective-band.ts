import { type CyclicRing, divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { wordsFor } from '../../gf2/words.ts';
import type { ProjectiveFold } from './projective-seam.ts';
import { rowOperators } from './projective-residual.ts';

/**
 * The folded projective plane on the part S₂ = GF(2)[s]/(χ₂) of its ring where c is not a unit (χ₂ the primary part
 * of s²ⁿ + 1 for c's primes, of degree d: small unless n has a large power of 2), where the chase cannot divide.
 * There the cover's rows y₀ … y_{R−1} ∈ S₂ (R = ⌈m/2⌉) satisfy a·yᵣ + c·(yᵣ₋₁ + yᵣ₊₁) = 0 with y₋₁ = ρ·y₀ at
 * the top and the fold at the bottom (m = 2h: y_h = σ·y_{h−1}; m = 2h + 1: y_{h+1} = σ·y_{h−1} and the middle
 * row y_h σ-invariant, (1 + σ)·y_h = 0), and row 0 also sees the seam's corrections K·z. Written on the basis sʲ,
 * the system is block-tridiagonal with d × d blocks: rows R − 1 … 1 are eliminated with the columns ordered
 * from the last row up, so that a pivot only ever meets rows within the band, and what is left are equations in
 * y₀ and z alone, for the caller's small system.
 */

/** Past this many word operations of the band elimination (about d·R · 3d · 3d/32) the caller falls back. */
export const MAX_NILPOTENT_WORK = 300_000_000;

/**
 * True when S₂'s band elimination for a fold of m rows, χ₂ of degree d and `presses` seam presses is taken: within
 * {@link MAX_NILPOTENT_WORK} (rows · 3d columns · the row's window of words) and 32 presses (z's bits).
 */
export function nilpotentFits(m: number, d: number, presses: number): boolean {
  const rows = ((m + 1) >> 1) * d + (m % 2 === 1 ? d : 0);
  return rows * 3 * d * (wordsFor(3 * d) + 2) <= MAX_NILPOTENT_WORK && presses <= 32;
}

/** What S₂ leaves: its columns that no pivot took (free), and equations in y₀ (d bits) and z (bit t: press t). */
export interface NilpotentPart {
  readonly d: number;
  readonly free: number;
  readonly equations: ReadonlyArray<{ readonly y0: Uint32Array; readonly z: number }>;
}

/**
 * Eliminates S₂'s rows 1 … R − 1 (see the file comment), or null past {@link MAX_NILPOTENT_WORK} or 32 presses.
 *
 * @param fold The fold.
 * @param S The ring of 2n cells.
 * @param chi2 χ₂ (degree ≥ 1), self-reciprocal.
 * @param seams K·e_p for each press p (elements of S).
 */
export function nilpotentPart(fold: ProjectiveFold, S: CyclicRing, chi2: Poly, seams: readonly Poly[]): NilpotentPart | null {
  const d = chi2.degree;
  const R = (fold.m + 1) >> 1;
  const h = fold.m >> 1;
  const odd = fold.m % 2 === 1;
  // each row as a window of W words from word base[row]: a row's bits span 3d columns at most (see `eliminate`)
  const W = wordsFor(3 * d) + 2;
  const rows = R * d + (odd ? d : 0);
  if (!nilpotentFits(fold.m, d, seams.length)) return null;
  const mod = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, d) + 64), chi2);
  const { a, c } = rowOperators(fold, S);
  const sigma = mod(Poly.monomial(fold.n));
  const e = mod(Poly.monomial(0).addShifted(sigma));
  const words = wordsFor(d + 1);
  const chi = rowOf(chi2, words);
  // multiplications by a, c, c·ρ (c·s^{−1−j}), c·σ, 1 + σ, c·(1 + σ), stepped along the basis sʲ
  const ups = [mod(a), mod(c), mod(polyMul(c, sigma)), e, mod(polyMul(c, e))].map((p) => rowOf(p, words));
  const [A, C, CS, E, CE] = ups as [Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  const CR = rowOf(mod(c), words);
  divideByS(CR, chi);
  const m = new Uint32Array(rows * W);
  const z = new Uint32Array(rows);
  const base = new Int32Array(rows);
  for (let r = 0; r < R * d; r++) base[r] = (Math.max(0, R - 2 - Math.floor(r / d)) * d) >>> 5;
  const column = (b: number, j: number): number => (R - 1 - b) * d + j;
  const scatter = (eqRow: number, col: number, v: Uint32Array): void => {
    for (let i = 0; i < d; i++) if ((v[i >>> 5]! >>> (i & 31)) & 1) m[(eqRow + i) * W + (col >>> 5) - base[eqRow + i]!]! ^= 1 << (col & 31);
  };
  for (let j = 0; j < d; j++) {
    for (let b = 0; b < R; b++) {
      const col = column(b, j);
      scatter(b * d, col, A);
      if (b === 0) scatter(0, col, CR);
      if (!odd && b === h - 1) scatter(b * d, col, CS);
      if (odd && b === h) scatter(R * d, col, E);
      if (b >= 1) scatter((b - 1) * d, col, C);
      if (b + 1 < R) scatter((b + 1) * d, col, odd && b === h - 1 ? CE : C);
    }
    for (const v of [A, C, CS, E, CE]) multiplyByS(v, chi, d);
    divideByS(CR, chi);
  }
  seams.forEach((k, t) => {
    const v = rowOf(mod(k), words);
    for (let i = 0; i < d; i++) if ((v[i >>> 5]! >>> (i & 31)) & 1) z[i]! ^= 1 << t;
  });
  return eliminate(m, z, base, W, d, R);
}

/**
 * The band elimination of columns 0 … (R − 1)·d − 1, rows bucketed by their lowest column as in
 * `band-elimination.ts`. A row of eq block r starts at most 3d columns before its end; a row combined at column j
 * has only rows that started at or before j in it, so it ends before j + 3d: rebased to j's word, W words hold it.
 */
function eliminate(m: Uint32Array, z: Uint32Array, base: Int32Array, W: number, d: number, R: number): NilpotentPart {
  const rows = z.length;
  const last = (R - 1) * d;
  const lowest = (r: number, from: number): number => {
    for (let k = Math.max(0, (from >>> 5) - base[r]!); k < W; k++) {
      const x = m[r * W + k]!;
      if (x !== 0) return ((base[r]! + k) << 5) + 31 - Math.clz32(x & -x);
    }
    return -1;
  };
  const rebase = (r: number, word: number): void => {
    const shift = word - base[r]!;
    if (shift <= 0) return;
    const at = r * W;
    m.copyWithin(at, at + Math.min(shift, W), at + W);
    m.fill(0, at + Math.max(0, W - shift), at + W);
    base[r] = word;
  };
  const head = new Int32Array(last).fill(-1);
  const next = new Int32Array(rows).fill(-1);
  const done: number[] = [];
  const place = (r: number, from: number): void => {
    const low = lowest(r, from);
    if (low >= 0 && low < last) {
      next[r] = head[low]!;
      head[low] = r;
    } else done.push(r);
  };
  for (let r = 0; r < rows; r++) place(r, 0);
  let pivots = 0;
  for (let j = 0; j < last; j++) {
    const p = head[j]!;
    if (p < 0) continue;
    pivots++;
    rebase(p, j >>> 5);
    for (let r = next[p]!; r >= 0; ) {
      const after = next[r]!;
      rebase(r, j >>> 5);
      for (let k = 0; k < W; k++) m[r * W + k]! ^= m[p * W + k]!;
      z[r]! ^= z[p]!;
      place(r, j);
      r = after;
    }
  }
  const equations = done.map((r) => {
    const y0 = new Uint32Array(wordsFor(d));
    for (let i = 0; i < d; i++) {
      const k = ((last + i) >>> 5) - base[r]!;
      if (k >= 0 && k < W && (m[r * W + k]! >>> ((last + i) & 31)) & 1) y0[i >>> 5]! |= 1 << (i & 31);
    }
    return { y0, z: z[r]! };
  });
  return { d, free: last - pivots, equations };
}
