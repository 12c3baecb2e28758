import type { SplitDivider } from '../../gf2/split-divider.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { type HeldLights, type RingChaseSetup, ringChaseWasm, WASM_RING_CHASE_MIN_WORDS } from '../../wasm/ring-chase-kernels.ts';
import { divideRowsWasm, divideRowsWords } from '../../wasm/row-divide-kernels.ts';
import type { RowStream } from '../../wasm/row-stream.ts';
import { ChaseDivisor } from './chase-divisor.ts';
import { CoverLights } from './cover-rows.ts';
import { ProjectiveRows } from './projective-rows.ts';
import { reflectedRow } from './projective-ring-inverse.ts';
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
  /** With μ = 1 where c is not a unit, the split I ⊕ N of the ring (`split-divider.ts`; it divides), else null. */
  readonly projector: SplitDivider | null;
  /** The chase's rows, one division at a time. */
  private readonly rows: ProjectiveRows;
  /**
   * Where c is a unit (β = 0), the WebAssembly ring chase's tables (`ring-chase-kernels.ts`): every step is then
   * Pᵣ₊₁ = c⁻¹·(bᵣ + a·Pᵣ + c·Pᵣ₋₁), whatever the form of {@link ProjectiveRows.step}; null where the kernel does not
   * take c.
   */
  private readonly setup: RingChaseSetup | null;

  constructor(readonly fold: ProjectiveFold) {
    const rows = new ProjectiveRows(fold);
    this.rows = rows;
    this.ring = rows.ring;
    this.stride = rows.stride;
    this.divisions = rows.divisions;
    this.beta = rows.beta;
    this.split = rows.split;
    this.projector = rows.projector;
    this.unknowns = this.ring + this.beta * this.divisions;
    this.equations = this.unknowns;
    const { g } = fold;
    const a = { keep: g.g00 === 1, up: g.g01 === 1, down: g.g01 === 1 };
    this.setup = this.beta === 0 ? new ChaseDivisor(rows.up, null, this.stride).kernelSetup(a, rows.up.near, this.ring, true) : null;
  }

  /** Whether the WebAssembly ring chase takes this chase's steps (c a unit the kernel divides by; long enough chases). */
  get kernelTakes(): boolean {
    return this.setup !== null;
  }

  /** Whether the kernel `divideRows` takes the lights' quotients (a = λ·c, c not a unit; long enough chases). */
  get kernelDivides(): boolean {
    return this.rows.rowFactor !== null;
  }

  /** v rotated by `shift` cells, a new row. */
  rotate(v: Uint32Array, shift: number): Uint32Array {
    return this.rows.rotate(v, shift);
  }

  /** ρ·U (p ↦ 2n − 1 − p) and the seam's K·U, for first row U. */
  start(u: Uint32Array): { v: Uint32Array; seam: Uint32Array } {
    const { ring, stride } = this;
    const v = reflectedRow(u, ring);
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
   * the chased rows into `out` when given (a board of cover rows, or a stream of them: the board under them, say).
   * Returns the equations (bit β·r + i: syndrome i of division r, then the residual) and the residual's parts as
   * whole ring rows. With `accumulate`, the rows are xored into `out` (a board) rather than written (and no kernel
   * chase: it writes them). The lights are the cover's rows, or {@link CoverLights} (lifted where they are read:
   * straight into the kernel's memory, and held there for the solve's next chase by `held`).
   */
  chase(
    lights: Board | CoverLights | null,
    first: number,
    prev: Uint32Array,
    cur: Uint32Array,
    seam: Uint32Array | null,
    kappa: Uint32Array | null,
    out: Board | RowStream | null,
    accumulate = false,
    held: HeldLights | null = null,
  ): { eqs: Uint32Array; parts: Uint32Array[] } {
    const { stride, beta } = this;
    if (accumulate && !(out instanceof Board)) throw new Error('internal error: a chase accumulated into no board');
    const eqs = new Uint32Array(wordsFor(this.equations));
    const stream = lights instanceof CoverLights ? lights : null;
    let b = lights instanceof Board ? lights.words : null;
    // p = P_{r−1}, q = P_r; a step overwrites p with P_{r+1}
    let p = prev.slice();
    let q = cur.slice();
    const kernel = this.rows.up.kernel;
    let r = first;
    const inKernels = this.setup && !kappa && !accumulate && (!stream || first === 0) && this.divisions - first >= 2 && (this.divisions - first) * stride >= WASM_RING_CHASE_MIN_WORDS;
    if (inKernels) {
      // row 0's seam s as the row above: c is a unit, so c·(P₋₁ + c⁻¹·s) = c·P₋₁ + s and every row is the kernel's
      const above = r === 0 && seam ? this.seamAbove(p, seam) : p;
      const to = out instanceof Board ? out.words.subarray(r * stride) : out && r > 0 ? shifted(out, r) : out;
      const from = stream ?? (b && r > 0 ? b.subarray(r * stride) : b);
      const rows = ringChaseWasm(this.setup!, from, this.divisions - r + 1, q, above, to, null, held);
      if (rows) [p, q, r] = [rows[0].slice(), rows[1].slice(), this.divisions];
    }
    // the TypeScript rows (the reference) read the lifted cover; the kernel's residual only its last row
    if (stream && r < this.divisions) b = stream.whole().words;
    // the quotients of the rows after this one (off c's image only where the lights have no answer)
    const divided = b && this.rows.dividedLights(b, r + 1);
    const write = (row: number): void => {
      if (out instanceof Board) {
        if (accumulate) xorWords(out.words, q, stride, row * stride);
        else out.words.set(q, row * stride);
      } else out?.move(q, 0, row, 1);
    };
    for (; r < this.divisions; r++) {
      write(r);
      const syndrome = divided && r >= divided.first ? this.rows.stepDivided(p, q, divided, r) : this.rows.step(p, q, b, r, r === 0 ? seam : null);
      for (let i = 0; i < beta; i++) {
        if ((syndrome >>> i) & 1) eqs[(beta * r + i) >>> 5]! ^= 1 << ((beta * r + i) & 31);
        if (kappa && getBit(kappa, beta * r + i)) xorWords(p, kernel[i]!, stride);
      }
      [p, q] = [q, p];
    }
    const last = Math.max(first, this.divisions);
    write(last);
    const lastLights = b ?? (stream && stream.rows > last ? stream.row(last) : null);
    const parts = this.rows.residual(p, q, lastLights, b ? last : 0, last === 0 ? seam : null, eqs);
    return { eqs, parts };
  }

  /**
   * Where a = λ·c and c is not a unit (`divideRows` takes c): the lights' quotients c⁺·bᵣ of rows 1 … divisions − 1 by
   * the kernel, row r's into row r − 1 of `dst`. −1 when every row divided, else the first row (less one) off c's
   * image; null without the kernel or such rows.
   */
  /** Words of the kernels' memory {@link divideLightRows} claims from the heap base (0 where it does not divide). */
  get divideLightWords(): number {
    const factor = this.rows.rowFactor;
    return factor && this.divisions >= 2 ? divideRowsWords(this.divisions - 1, this.stride, factor) : 0;
  }

  divideLightRows(lights: RowStream, dst: RowStream): number | null {
    const factor = this.rows.rowFactor;
    if (!factor || this.divisions < 2) return null;
    return divideRowsWasm(shifted(lights, 1), 0, this.divisions - 1, this.stride, factor, dst, 0);
  }

  /** P₋₁ + c⁻¹·s, a new row: the row above that carries row 0's seam `s` into a chase without it (c a unit). */
  private seamAbove(above: Uint32Array, seam: Uint32Array): Uint32Array {
    const { stride } = this;
    const row = new Uint32Array(stride);
    const syndrome = this.rows.up.divide(row, seam.subarray(0, stride));
    if (syndrome !== 0) throw new Error('internal error: a seam off the image of c (c should be a unit)');
    xorWords(row, above, stride);
    return row;
  }

  /**
   * The residuals (first part) of the chases from (P₋₁, P₀) = (0, 1) and (1, 0), without lights or seam, in one chase
   * where c is a unit: both follow one recurrence, so the second's rows are the first's one step late, Pᵣ = fᵣ₋₁,
   * and its residual is read from the first's state a step before the end. Equals `chase(null, 0, 0, 1, …)` and
   * `chase(null, 0, 1, 0, …)`'s first parts; null where c is not a unit and a ≠ λ·c (where a = λ·c the unknowns'
   * rows are not divided either), or there is no division.
   */
  unitResiduals(): { a: Uint32Array; b: Uint32Array } | null {
    const { stride, divisions } = this;
    if ((this.beta !== 0 && this.split?.mu !== 0) || divisions < 1) return null;
    let p = new Uint32Array(stride);
    let q = new Uint32Array(stride);
    q[0] = 1;
    // (p, q) = (f₋₁, f₀); after the loop (f_{last−1}, f_last), and `before` (f_{last−2}, f_{last−1}): divisions ≥ 1
    let before: [Uint32Array, Uint32Array] = [p, q];
    let r = 0;
    // all but the last step by the kernel, which returns the two rows before it
    const rows = this.setup && divisions >= 3 && divisions * stride >= WASM_RING_CHASE_MIN_WORDS ? ringChaseWasm(this.setup, null, divisions, q, p, null) : null;
    if (rows) [p, q, r] = [rows[0].slice(), rows[1].slice(), divisions - 1];
    for (; r < divisions; r++) {
      before = [p.slice(), q.slice()];
      this.rows.step(p, q, null, r, null);
      [p, q] = [q, p];
    }
    const last = divisions;
    const parts = (x: Uint32Array, y: Uint32Array): Uint32Array => this.rows.residual(x, y, null, last, null, new Uint32Array(wordsFor(this.equations)))[0]!;
    return { a: parts(p, q), b: parts(...before) };
  }

  /**
   * The equations of κ's columns for kernel vector i, one per division r: chased from row r + 1 with
   * (P_r, P_{r+1}) = (0, kᵢ). No lights and no seam past row 0, so every r runs the same chase, cut short: one chase
   * serves all, the fold's residual read after each step. Equals `chase(null, r + 1, 0, kᵢ, …).eqs`.
   */
  kernelColumns(i: number): Uint32Array[] {
    const { stride, beta, divisions } = this;
    const columns = Array.from({ length: divisions }, () => new Uint32Array(wordsFor(this.equations)));
    let p = new Uint32Array(stride);
    let q = this.rows.up.kernel[i]!.slice();
    const syndromes: number[] = [];
    for (let s = 0; ; s++) {
      // after s steps: the fold of κ at division r = divisions − 1 − s, whose divisions r + 1 … saw syndromes[0 … s − 1]
      const r = divisions - 1 - s;
      const eqs = columns[r]!;
      this.rows.residual(p, q, null, divisions, null, eqs);
      syndromes.forEach((syndrome, t) => {
        for (let l = 0; l < beta; l++) if ((syndrome >>> l) & 1) eqs[(beta * (r + 1 + t) + l) >>> 5]! ^= 1 << ((beta * (r + 1 + t) + l) & 31);
      });
      if (r === 0) return columns;
      syndromes.push(this.rows.step(p, q, null, divisions - s, null));
      [p, q] = [q, p];
    }
  }

  /**
   * c⁺·v into `out` (a row), returning the syndrome (bit i: c's i-th cokernel condition; 0 when v is in c's image).
   * Only where a = λ·c, whose chase divides by c itself.
   */
  divideRow(out: Uint32Array, v: Uint32Array): number {
    if (this.split?.mu !== 0) throw new Error('internal error: divideRow of a chase that does not divide by c');
    return this.rows.up.divide(out, v);
  }

  /** The i-th vector of c's kernel on the ring. */
  kernelRow(i: number): Uint32Array {
    return this.rows.up.kernel[i]!;
  }
}

/** A stream's rows from row `first` on: row i of it is row first + i of `out`. */
function shifted(out: RowStream, first: number): RowStream {
  return { move: (mem, at, from, count) => out.move(mem, at, from + first, count) };
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
