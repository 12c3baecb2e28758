import { RowDivider } from '../../gf2/row-divider.ts';
import { xorNearShifts, xorRotated } from '../../gf2/shift.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { project } from './cover-rows.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * The chase of a folded projective plane (see `projective-seam.ts` for the fold). Cover rows P₀ … are chased
 * down from the start (P₋₁, P₀) = (ρU, U), row 0's lights also seeing the seam's corrections K·U: the light
 * equation of row r, bᵣ + a·Pᵣ + c·(Pᵣ₋₁ + Pᵣ₊₁) = 0, gives Pᵣ₊₁ = c⁺·(bᵣ + a·Pᵣ + c·Pᵣ₋₁) + κᵣ, with c⁺ the row
 * divider's pseudo-inverse: when c is not a unit on the ring, its β syndrome bits are equations and κᵣ, in c's
 * kernel (β coefficients), unknowns. Where a = λ·c + μ (λ, μ ∈ {0, 1}; every named rule whose c is not a unit)
 * that is Pᵣ₊₁ = λ·Pᵣ + Pᵣ₋₁ + c⁺·(bᵣ + μ·Pᵣ) + κᵣ, with the same syndromes (c·(λ·Pᵣ + Pᵣ₋₁) is in c's image) and
 * one division a row instead of two operators and a division; with μ = 0 only the lights are divided, so the
 * unknowns' part commutes with rotations of the ring even when c is not a unit. The rows stop where the fold takes over, and what the fold leaves is the
 * residual: for m = 2h, row h − 1's equation with P_h = σ·P_{h−1}; for m = 2h + 1, (1 + σ)·P_h and the middle row's
 * equation with P_{h+1} = σ·P_{h−1} — each σ-invariant once the first vanishes, so their first n bits suffice.
 * The equations of a chase are its syndromes (β per division) then its residual (2n bits).
 */
export class ProjectiveChase {
  /** Cells in a cover row: 2n. */
  readonly ring: number;
  readonly stride: number;
  /** Divisions by c: h − 1 for m = 2h, h for m = 2h + 1. */
  readonly divisions: number;
  /** Dimension of c's kernel on the ring (0 when c is a unit). */
  readonly beta: number;
  /** Unknowns: U (2n bits), then the κ coefficients. */
  readonly unknowns: number;
  /** Equations: the syndromes, then the residual. */
  readonly equations: number;
  /**
   * a = λ·c + μ with λ, μ ∈ {0, 1}, when c couples the diagonal neighbours (g₁₁ = 1; null otherwise): the chase
   * then divides bᵣ + μ·Pᵣ only (see {@link chase}), and with μ = 0 (a product stencil: diagonal without centre,
   * Moore) only the lights.
   */
  readonly split: { readonly lambda: 0 | 1; readonly mu: 0 | 1 } | null;
  private readonly up: RowDivider;
  /** a's shifts (the row's own coupling): only ever applied, never divided by. */
  private readonly mid: { readonly keep: boolean; readonly near: boolean };

  constructor(readonly fold: ProjectiveFold) {
    const { g, m, n } = fold;
    this.ring = 2 * n;
    this.stride = wordsFor(this.ring);
    this.divisions = m % 2 === 0 ? m / 2 - 1 : (m - 1) / 2;
    const shifts = (g0: number, g1: number): number[] => [...(g0 ? [0] : []), ...(g1 ? [-1, 1] : [])];
    this.up = new RowDivider(shifts(g.g10, g.g11), this.ring, true);
    this.mid = { keep: g.g00 === 1, near: g.g01 === 1 };
    this.beta = this.up.nullity;
    this.split = g.g11 ? { lambda: g.g01, mu: (g.g00 ^ (g.g01 & g.g10)) as 0 | 1 } : null;
    this.unknowns = this.ring + this.beta * this.divisions;
    this.equations = this.unknowns;
  }

  /** v rotated by `shift` cells, a new row. */
  rotate(v: Uint32Array, shift: number): Uint32Array {
    const out = new Uint32Array(this.stride);
    xorRotated(out, 0, v, 0, this.stride, this.ring, ((shift % this.ring) + this.ring) % this.ring);
    return out;
  }

  /** ρ·U (p ↦ 2n − 1 − p) and the seam's K·U, for first row U. */
  start(u: Uint32Array): { v: Uint32Array; seam: Uint32Array } {
    const { ring, stride } = this;
    const v = new Uint32Array(stride);
    for (let p = 0; p < ring; p++) if (getBit(u, p)) v[(ring - 1 - p) >>> 5]! |= 1 << ((ring - 1 - p) & 31);
    const seam = new Uint32Array(stride);
    const { presses, lights } = this.fold;
    presses.forEach((p, i) => {
      if (getBit(u, p)) seam[lights[i]! >>> 5]! ^= 1 << (lights[i]! & 31);
    });
    return { v, seam };
  }

  /**
   * Chases the cover's lights (null: none) from row `first` with (P_{first−1}, P_first) = (`prev`, `cur`), `seam`
   * added to row 0's equation and the κ coefficients of `kappa` (bit β·r + i: κᵣ's i-th; null: none), writing
   * the chased rows into `out` when given. Returns the equations (bit β·r + i: syndrome i of division r, then the
   * residual) and the residual's parts as whole ring rows.
   */
  chase(
    lights: Board | null,
    first: number,
    prev: Uint32Array,
    cur: Uint32Array,
    seam: Uint32Array | null,
    kappa: Uint32Array | null,
    out: Board | null,
  ): { eqs: Uint32Array; parts: Uint32Array[] } {
    const { stride, beta, ring } = this;
    const { m, n } = this.fold;
    const eqs = new Uint32Array(wordsFor(this.equations));
    const syndromes = beta * this.divisions;
    const b = lights?.words;
    // three rows in turn: p = P_{r−1}, q = P_r, and the light equation being built
    let p = prev.slice();
    let q = cur.slice();
    const acc = new Uint32Array(stride);
    const light = (r: number): void => {
      if (b) acc.set(b.subarray(r * stride, (r + 1) * stride));
      else acc.fill(0);
      if (r === 0 && seam) xorWords(acc, seam, stride);
      if (this.mid.keep || this.mid.near) xorNearShifts(acc, 0, q, 0, stride, ring, this.mid.keep, this.mid.near, this.mid.near, true);
    };
    const kernel = this.up.kernel;
    const { split } = this;
    const quotient = split && new Uint32Array(stride);
    for (let r = first; r < this.divisions; r++) {
      if (out) out.words.set(q, r * stride);
      let syndrome = 0;
      if (split && quotient) {
        // a = λ·c + μ: P_{r+1} = λ·P_r + P_{r−1} + c⁺·(bᵣ + μ·P_r) (+ κᵣ); with μ = 0 the unknowns' part is not divided
        if (b || (r === 0 && seam) || split.mu) {
          if (b) acc.set(b.subarray(r * stride, (r + 1) * stride));
          else acc.fill(0);
          if (r === 0 && seam) xorWords(acc, seam, stride);
          if (split.mu) xorWords(acc, q, stride);
          syndrome = this.up.divide(quotient, acc);
          xorWords(p, quotient, stride);
        }
        if (split.lambda) xorWords(p, q, stride);
      } else {
        light(r);
        this.up.apply(acc, 0, p, 0);
        syndrome = this.up.divide(p, acc); // P_{r+1} over P_{r−1}, no longer needed
      }
      for (let i = 0; i < beta; i++) {
        if ((syndrome >>> i) & 1) eqs[(beta * r + i) >>> 5]! ^= 1 << ((beta * r + i) & 31);
        if (kappa && getBit(kappa, beta * r + i)) xorWords(p, kernel[i]!, stride);
      }
      const t = p;
      p = q;
      q = t;
    }
    const last = Math.max(first, this.divisions);
    if (out) out.words.set(q, last * stride);
    // the fold: row h − 1 sees P_{h−2} + σ·P_{h−1} below and above (m = 2h); the middle row sees (1 + σ)·P_{h−1}
    const sigma = (x: Uint32Array): Uint32Array => this.rotate(x, n);
    const parts: Uint32Array[] = [];
    if (m % 2 === 1) parts.push(plus(q, sigma(q)));
    const around = plus(p, sigma(m % 2 === 0 ? q : p));
    light(last);
    const eq = acc;
    this.up.apply(eq, 0, around, 0);
    parts.push(eq);
    const bits = parts.length === 1 ? ring : n;
    parts.forEach((part, k) => {
      for (let i = 0; i < bits; i++) if (getBit(part, i)) eqs[(syndromes + k * n + i) >>> 5]! |= 1 << ((syndromes + k * n + i) & 31);
    });
    return { eqs, parts };
  }

  /** The i-th vector of c's kernel on the ring. */
  kernelRow(i: number): Uint32Array {
    return this.up.kernel[i]!;
  }

  /** The board's presses from the unknowns `z` (U, then κ) over the cover's lights (null: a quiet pattern). */
  presses(lights: Board | null, z: Uint32Array): Board {
    const { stride, ring } = this;
    const { m, n } = this.fold;
    const u = z.slice(0, stride);
    if (ring % 32 !== 0) u[stride - 1]! &= (1 << (ring % 32)) - 1;
    const { v, seam } = this.start(u);
    const kappa = new Uint32Array(wordsFor(this.beta * this.divisions + 1));
    for (let i = 0; i < this.beta * this.divisions; i++) if (getBit(z, ring + i)) kappa[i >>> 5]! |= 1 << (i & 31);
    const cover = new Board(m, ring);
    this.chase(lights, 0, v, u, seam, kappa, cover);
    for (let r = 0; r < m >> 1; r++) cover.words.set(this.rotate(cover.words.subarray(r * stride, (r + 1) * stride), n), (m - 1 - r) * stride);
    return project(cover, n);
  }
}

const chases = new WeakMap<ProjectiveFold, ProjectiveChase>();

/** The chase of a fold, built once per fold (folds are memoised per rule and shape; building divides by c once). */
export function chaseOf(fold: ProjectiveFold): ProjectiveChase {
  const known = chases.get(fold);
  if (known) return known;
  const chase = new ProjectiveChase(fold);
  chases.set(fold, chase);
  return chase;
}

/** a + b, a new row. */
function plus(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = a.slice();
  xorWords(out, b, out.length);
  return out;
}
