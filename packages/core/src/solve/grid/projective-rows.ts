import { RowDivider } from '../../gf2/row-divider.ts';
import { SplitDivider } from '../../gf2/split-divider.ts';
import { xorNearShifts, xorRotated } from '../../gf2/shift.ts';
import { tailMask, wordsFor, xorShiftedWords, xorWords } from '../../gf2/words.ts';
import type { KronRowFactor } from '../../wasm/kron-kernels.ts';
import { divideRowsWasm, WASM_DIVIDE_ROWS_MIN_WORDS } from '../../wasm/row-divide-kernels.ts';
import { REUSED_COVER_WORDS } from './cover-rows.ts';
import { kronRowFactor } from './kron-chase.ts';
import { type ProjectiveFold, splitOf } from './projective-seam.ts';

/**
 * The rows of a folded projective plane's chase (`projective-chase.ts`), one division at a time: the step
 * Pᵣ₊₁ = c⁺·(bᵣ + a·Pᵣ + c·Pᵣ₋₁) in its forms (a = λ·c + μ divides bᵣ + μ·Pᵣ only), the lights' quotients taken ahead
 * by the kernel where a = λ·c, and the fold's residual where the rows stop.
 */
export class ProjectiveRows {
  /** Cells in a cover row: 2n. */
  readonly ring: number;
  readonly stride: number;
  /** Divisions by c: h − 1 for m = 2h, h for m = 2h + 1. */
  readonly divisions: number;
  /** Dimension of c's kernel on the ring (0 when c is a unit). */
  readonly beta: number;
  /** a = λ·c + μ with λ, μ ∈ {0, 1}, when c couples the diagonal neighbours (g₁₁ = 1; null otherwise). */
  readonly split: { readonly lambda: 0 | 1; readonly mu: 0 | 1 } | null;
  /** With μ = 1 where c is not a unit, the split I ⊕ N of the ring (`split-divider.ts`; it divides), else null. */
  readonly projector: SplitDivider | null;
  /** c on the ring: the pseudo-inverse c⁺ and c's kernel. */
  readonly up: RowDivider;
  /**
   * Where a = λ·c (μ = 0) and c is not a unit, c as the kernel `divideRows` divides it: the chase then divides the
   * lights alone, row by row, so their quotients are taken first, all rows at once (`row-divide-kernels.ts`).
   */
  readonly rowFactor: KronRowFactor | null;
  private readonly acc: Uint32Array;
  private readonly quotient: Uint32Array;
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
    this.split = splitOf(g);
    this.projector = this.split?.mu ? SplitDivider.of(this.up) : null;
    this.acc = new Uint32Array(this.stride);
    this.quotient = new Uint32Array(this.stride);
    this.rowFactor = this.beta > 0 && this.split?.mu === 0 ? kronRowFactor(this.up) : null;
  }

  /** v rotated by `shift` cells, a new row. */
  rotate(v: Uint32Array, shift: number): Uint32Array {
    const out = new Uint32Array(this.stride);
    xorRotated(out, 0, v, 0, this.stride, this.ring, ((shift % this.ring) + this.ring) % this.ring);
    return out;
  }

  /** One division: overwrites p = P_{r−1} with P_{r+1} (before κ) from q = P_r and row r's lights; returns its syndrome. */
  step(p: Uint32Array, q: Uint32Array, b: Uint32Array | null, r: number, seam: Uint32Array | null): number {
    const { stride, split } = this;
    const acc = this.acc;
    if (!split) {
      this.light(b, r, seam, q);
      this.up.apply(acc, 0, p, 0);
      return this.up.divide(p, acc); // P_{r+1} over P_{r−1}, no longer needed
    }
    // a = λ·c + μ: P_{r+1} = λ·P_r + P_{r−1} + c⁺·(bᵣ + μ·P_r); with μ = 0 the unknowns' part is not divided
    let syndrome = 0;
    if (b || seam || split.mu) {
      if (b) acc.set(b.subarray(r * stride, (r + 1) * stride));
      else acc.fill(0);
      if (seam) xorWords(acc, seam, stride);
      if (split.mu) xorWords(acc, q, stride);
      const divider = this.projector ?? this.up;
      syndrome = divider.divide(this.quotient, acc);
      xorWords(p, this.quotient, stride);
    }
    if (split.lambda) xorWords(p, q, stride);
    return syndrome;
  }

  /**
   * The quotients c⁺·bᵣ of light rows `first` … divisions − 1 by the kernel (row r at word (r − first)·stride), or
   * null where it does not take them: no {@link rowFactor}, too few words, no kernels, or a row off c's image (whose
   * syndrome the chase then takes row by row).
   */
  dividedLights(b: Uint32Array, first: number): { readonly rows: Uint32Array; readonly first: number } | null {
    const { stride, divisions } = this;
    const count = divisions - first;
    if (!this.rowFactor || count < 1 || count * stride < WASM_DIVIDE_ROWS_MIN_WORDS) return null;
    const size = count * stride;
    let rows: Uint32Array;
    if (size > REUSED_COVER_WORDS) rows = new Uint32Array(size);
    else {
      if (quotients.length < size) quotients = new Uint32Array(size);
      rows = quotients;
    }
    const failed = divideRowsWasm(b, first * stride, count, stride, this.rowFactor, rows, 0);
    return failed === -1 ? { rows, first } : null;
  }

  /** {@link step} past row 0 (no seam) where a = λ·c (μ = 0) and row r's quotient is taken already (syndrome 0). */
  stepDivided(p: Uint32Array, q: Uint32Array, divided: { readonly rows: Uint32Array; readonly first: number }, r: number): number {
    const { stride } = this;
    const at = (r - divided.first) * stride;
    xorWords(p, divided.rows, stride, 0, at);
    if (this.split!.lambda) xorWords(p, q, stride);
    return 0;
  }

  /** acc = row r's lights (+ the seam) + a·q. */
  private light(b: Uint32Array | null, r: number, seam: Uint32Array | null, q: Uint32Array): void {
    const { stride, ring, acc } = this;
    if (b) acc.set(b.subarray(r * stride, (r + 1) * stride));
    else acc.fill(0);
    if (seam) xorWords(acc, seam, stride);
    if (this.mid.keep || this.mid.near) xorNearShifts(acc, 0, q, 0, stride, ring, this.mid.keep, this.mid.near, this.mid.near, true);
  }

  /**
   * The fold's residual from (P_{last−1}, P_last) = (p, q), xored into `eqs` after the syndromes; returns its parts.
   * Row h − 1 sees P_{h−2} + σ·P_{h−1} below and above (m = 2h); the middle row sees (1 + σ)·P_{h−1}.
   */
  residual(p: Uint32Array, q: Uint32Array, b: Uint32Array | null, last: number, seam: Uint32Array | null, eqs: Uint32Array): Uint32Array[] {
    const { ring } = this;
    const { m, n } = this.fold;
    const syndromes = this.beta * this.divisions;
    const sigma = (x: Uint32Array): Uint32Array => this.rotate(x, n);
    const parts: Uint32Array[] = [];
    if (m % 2 === 1) parts.push(plus(q, sigma(q)));
    const around = plus(p, sigma(m % 2 === 0 ? q : p));
    this.light(b, last, seam, q);
    const eq = this.acc.slice();
    this.up.apply(eq, 0, around, 0);
    parts.push(eq);
    const bits = parts.length === 1 ? ring : n;
    // each part's first `bits` bits onto the equations after the syndromes, a word at a time
    const words = wordsFor(bits);
    parts.forEach((part, k) => {
      const low = part.slice(0, words);
      if (bits % 32 !== 0) low[words - 1]! &= tailMask(bits);
      xorShiftedWords(eqs, low, words, syndromes + k * n);
    });
    return parts;
  }
}

/**
 * The lights' quotients of one chase (`dividedLights`), up to a reused cover's size: shared by every chase, each over
 * before the next starts, so that the chases kept per shape keep none.
 */
let quotients = new Uint32Array(0);

/** a + b, a new row. */
function plus(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = a.slice();
  xorWords(out, b, out.length);
  return out;
}
