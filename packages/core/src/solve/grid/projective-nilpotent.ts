import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { Factorization } from '../../gf2/factorization.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import type { WorkOptions } from '../../work.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { frobeniusInverse, xorReflected } from './projective-frobenius.ts';
import { nilpotentDiagonal, type ProjectiveFold } from './projective-seam.ts';

const built = new WeakMap<ProjectiveFold, NilpotentFold>();

/**
 * The diagonal rule (with centre) on a folded projective plane whose ring of 2n cells has 2n a power of 2, where
 * c = x + x⁻¹ is nilpotent: cⁿ = xⁿ + x⁻ⁿ = 0. Extend the cover rows P₀ … P_{H−1} (H = ⌈m/2⌉) to all of ℤ by the
 * fold's two reflections, P₋₁₋ᵣ = ρ·Pᵣ at the top and P_{m−1−r} = σ·Pᵣ at the fold (so P_{r+m} = σρ·Pᵣ). The light
 * equations are then (1 + T)·P = b + K·P₀ with T = c·(S + S⁻¹), S the shift of the rows, and K the seam's few
 * corrections (`projective-seam.ts`). Over GF(2), T^(2^i) = c^(2^i)·(S^(2^i) + S^(−2^i)) with c^(2^i) = x^(2^i) + x^(−2^i),
 * and T^(n) = 0, so (1 + T)⁻¹ = Π_{2^i < n} (1 + T^(2^i)): log₂ n passes over the board, each a few rotations a row.
 * The seam is a low-rank correction: with t the bits of P₀ at the seam's press positions,
 * P = (1 + T)⁻¹·(b + Σ tⱼ·kⱼ), and t solves a system of their number of unknowns.
 */
export class NilpotentFold {
  /** Cover rows solved for: ⌈m/2⌉. */
  readonly height: number;
  readonly stride: number;
  private readonly ring: number;
  /** The seam's distinct press positions in cover row 0. */
  readonly presses: readonly number[];
  /** (1 + T)⁻¹·kⱼ per press position (kⱼ: the lights of cover row 0 that press position j reaches across the seam). */
  readonly responses: readonly Uint32Array[];
  private readonly system: Factorization;

  private constructor(
    readonly fold: ProjectiveFold,
    work?: WorkOptions,
  ) {
    this.ring = 2 * fold.n;
    this.stride = wordsFor(this.ring);
    this.height = Math.ceil(fold.m / 2);
    this.presses = [...new Set(fold.presses)];
    this.responses = this.responsesOf(work);
    // t = y at the press positions + Σ tⱼ·(column j's response there): (I + M)·t = y there
    const s = this.presses.length;
    const m = new BitMatrix(s, s);
    this.presses.forEach((p, i) => {
      m.set(i, i, true);
      this.responses.forEach((y, j) => {
        if (getBit(y, p)) m.set(i, j, !m.get(i, j));
      });
    });
    this.system = new Factorization(m);
  }

  /** True for the diagonal rule with centre where 2n is a power of 2. */
  static takes(fold: ProjectiveFold): boolean {
    return nilpotentDiagonal(fold.g, fold.n);
  }

  /** The nilpotent fold of a fold it {@link takes}, built once per fold (folds are memoised per rule and shape), else null. */
  static of(fold: ProjectiveFold, work?: WorkOptions): NilpotentFold | null {
    if (!NilpotentFold.takes(fold)) return null;
    const known = built.get(fold);
    if (known) return known;
    const made = new NilpotentFold(fold, work);
    built.set(fold, made);
    return made;
  }

  /** Dimension of the kernel. */
  get nullity(): number {
    return this.presses.length - this.system.rank;
  }

  /**
   * The cover rows P solving the light equations for the cover's lights (its first H rows, `height · stride` words,
   * are read; a whole lifted cover spares the kernels' product a pass).
   *
   * @returns P, or null when there is none.
   */
  solve(lights: Uint32Array): Uint32Array | null {
    const y = this.invert(lights);
    const at = new Uint32Array(wordsFor(this.presses.length));
    this.presses.forEach((p, i) => {
      if (getBit(y, p)) at[i >>> 5]! |= 1 << (i & 31);
    });
    const t = this.system.solve(at);
    if (!t.solvable) return null;
    return this.combine(y, t.x);
  }

  /** The kernel: cover rows of quiet patterns, a basis. */
  kernel(): Uint32Array[] {
    return this.system.kernel().map((t) => this.combine(new Uint32Array(this.height * this.stride), t));
  }

  private combine(y: Uint32Array, t: Uint32Array): Uint32Array {
    this.responses.forEach((response, j) => {
      if (getBit(t, j)) xorWords(y, response, y.length);
    });
    return y;
  }

  /**
   * (1 + T)⁻¹·kⱼ for every press position j, kⱼ the lights of cover row 0 that press reaches across the seam. σ (cell
   * k ↦ k + n), ρ (k ↦ 2n − 1 − k) and σρ, applied to every row, map extended rows to extended rows (σ and ρ commute
   * with both reflections of the extension) and commute with T (c = x + x⁻¹ is bar-invariant), so with (1 + T)⁻¹: a kⱼ
   * that is such an image of one already inverted takes the same image of its response, one pass over the rows in
   * place of an inversion (the diagonal rule's four seam positions 0, n − 1, n, 2n − 1 are one orbit).
   */
  private responsesOf(work?: WorkOptions): Uint32Array[] {
    const { fold, ring, stride } = this;
    const n = fold.n;
    const maps = [
      { cell: (k: number) => (k + n) % ring, reflect: false, shift: n },
      { cell: (k: number) => ring - 1 - k, reflect: true, shift: 0 },
      { cell: (k: number) => (2 * ring - 1 - k + n) % ring, reflect: true, shift: n },
    ];
    const inverted: Array<{ cells: number[]; response: Uint32Array }> = [];
    return this.presses.map((p) => {
      const k = new Uint32Array(this.height * stride);
      fold.presses.forEach((q, i) => {
        if (q === p) k[fold.lights[i]! >>> 5]! ^= 1 << (fold.lights[i]! & 31);
      });
      const cells = fold.lights.filter((c) => getBit(k, c)).filter((c, i, all) => all.indexOf(c) === i);
      // the maps are of cover row 0's cells (where the seam's lights are): any other k is inverted, and not matched
      const inRowZero = cells.every((c) => c < ring);
      for (const { cells: known, response } of inRowZero ? inverted : []) {
        const map = maps.find((g) => sameCells(known.map(g.cell), cells));
        if (map) return this.mapped(response, map.reflect, map.shift);
      }
      const response = this.invert(k, work);
      if (inRowZero) inverted.push({ cells, response });
      return response;
    });
  }

  /** Every row of `rows` reflected by ρ when `reflect`, then turned by `shift` cells (a new array). */
  private mapped(rows: Uint32Array, reflect: boolean, shift: number): Uint32Array {
    const { ring, stride } = this;
    const out = new Uint32Array(rows.length);
    const row = new Uint32Array(stride);
    for (let at = 0; at < rows.length; at += stride) {
      row.fill(0);
      if (reflect) xorReflected(row, 0, rows, at, stride, ring);
      else row.set(rows.subarray(at, at + stride));
      xorRotated(out, at, row, 0, stride, ring, shift);
    }
    return out;
  }

  /** (1 + T)⁻¹·b for cover rows b (a new array). */
  private invert(b: Uint32Array, work?: WorkOptions): Uint32Array {
    return frobeniusInverse(this.fold, b, this.fold.n, work);
  }
}

/** Whether two lists of cells hold the same cells (each list without repeats). */
function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}
