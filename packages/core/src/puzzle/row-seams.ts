import { xorRotated, xorShifted } from '../gf2/shift.ts';
import { reverseBits32 } from '../gf2/words.ts';
import type { Neighbourhood } from './neighbourhood.ts';
import type { Rule } from './rule.ts';
import { type SeamTerm, xorMirroredTerms } from './seam-terms.ts';
import { type Edges, edgesOf } from './topology.ts';

/**
 * The effect A·x on a surface whose rows twist (`twist,clip`, `twist,wrap`, and the projective plane `twist,twist`)
 * as the effect of the same stencil with clipped rows ({@link unseamedEdges}: the plane, or the cylinder when the
 * columns wrap) plus what crosses the seams (see {@link SurfaceReach} for the definition), row by row:
 * - a press whose offset (dr, dc) crosses the column seam only (columns twist) lands in row m − 1 − s − dr, shifted
 *   by dc ∓ n: the Möbius strip's mirrored terms ({@link xorMirroredTerms}), a few bits a row;
 * - one that crosses the rows' seam only (s + dr off the board, c + dc on it, or taken mod n when the columns wrap)
 *   lands in row s + dr ± m, column n − 1 − (c + dc): light row t gets press row t − dr ∓ m reversed
 *   (bit j → n − 1 − j), shifted (or, columns wrapping, rotated) by −dc. Only the row reach's rows next to the top
 *   and bottom get these;
 * - one that crosses both (columns twist) lands within the reach of a corner, where a press may also reach a light
 *   twice (a cell reached twice toggles once): those few corner lights are computed light by light from the definition.
 * With m > 2 · row reach (and n > 2 · column reach when the columns twist) no other light is reached twice or by a
 * double crossing, so the parts and the unseamed effect make the whole effect. (Wrapped columns reduce each offset's
 * dc mod n and drop repeats, so one press row reaches each light of a seam row once.)
 */
export class RowSeams {
  private readonly rows: number;
  private readonly cols: number;
  private readonly stride: number;
  private readonly rowReach: number;
  private readonly colReach: number;
  /** A press row reversed (bit j → n − 1 − j), and a word of zeros past it. */
  private readonly reversed: Uint32Array;
  /** The reversed row shifted, a row of words. */
  private readonly shifted: Uint32Array;
  private readonly found: Int32Array;
  /** True when the columns wrap: the rows' seam's rows rotate rather than shift. */
  private readonly wrapCols: boolean;

  private constructor(
    private readonly near: Neighbourhood,
    private readonly seams: readonly SeamTerm[] | null,
  ) {
    this.rows = near.rows;
    this.cols = near.cols;
    this.stride = (near.cols + 31) >>> 5;
    this.rowReach = near.rowReach;
    this.colReach = near.colReach;
    this.reversed = new Uint32Array(this.stride + 1);
    this.shifted = new Uint32Array(this.stride);
    this.found = new Int32Array(near.width);
    this.wrapCols = near.wrapCols;
  }

  /** The edges of the unseamed rule whose effect this adds to: rows clipped, twisted columns clipped, other columns as they are. */
  static unseamedEdges(edges: Edges): Edges {
    return { rows: 'clip', cols: edges.cols === 'twist' ? 'clip' : edges.cols };
  }

  /**
   * The seams of a rule on a surface whose rows twist, or null when the rule is a transposed one, the rows do not
   * twist, or a side is short enough (m ≤ 2 · row reach, or with twisted columns n ≤ 2 · column reach or no seam
   * terms) for the parts to meet.
   *
   * @param rule The stencil and topology.
   * @param near Its neighbourhood on the board.
   * @param seams Its seam terms ({@link seamTerms}; null when the columns do not twist).
   */
  static of(rule: Rule, near: Neighbourhood, seams: readonly SeamTerm[] | null): RowSeams | null {
    const edges = edgesOf(rule.topology);
    if (rule.reversed || edges.rows !== 'twist' || near.rows <= 2 * near.rowReach) return null;
    if (edges.cols === 'twist' && (!seams || near.cols <= 2 * near.colReach)) return null;
    return new RowSeams(near, edges.cols === 'twist' ? seams : null);
  }

  /**
   * Makes light rows `first` … `last − 1` of `dst` (row t at word `dOff + t · stride`), which hold `lights`, hold
   * lights + (A − A_unseamed)·presses: then lights + A·presses = dst + A_unseamed·presses.
   *
   * @param dst The lights to fix, in place.
   * @param presses The presses, rows × stride words.
   * @param lights The lights as given (the corner bits are set from them).
   * @param first The first row.
   * @param last Past the last row.
   * @param dOff Where row 0 of `dst` would start (negative when `dst` holds rows from `first` on).
   */
  xorInto(dst: Uint32Array, presses: Uint32Array, lights: Uint32Array, first: number, last: number, dOff: number): void {
    const { rows, cols, stride, rowReach, seams } = this;
    if (seams) xorMirroredTerms(seams, false, dst, presses, rows, cols, stride, first, last, dOff);
    for (const [dr, dc] of this.near.offsets) {
      // presses of row s with s + dr off the board: light row t = s + dr ± m
      const lo = dr < 0 ? Math.max(first, rows + dr) : first;
      const hi = dr > 0 ? Math.min(last, dr) : dr < 0 ? last : first;
      for (let t = lo; t < hi; t++) {
        this.reverseRow(presses, dr < 0 ? t - dr - rows : t - dr + rows);
        // light bit L ^= press bit n − 1 − dc − L = reversed bit L + dc, mod n when the columns wrap (dc ∈ [0, n) there)
        // (shifted apart: the shift clears the bits past the last column, and a light there must stay for the check to name it)
        const { shifted } = this;
        shifted.fill(0);
        if (this.wrapCols) xorRotated(shifted, 0, this.reversed, 0, stride, cols, (cols - dc) % cols);
        else xorShifted(shifted, 0, this.reversed, 0, stride, cols, -dc);
        const at = dOff + t * stride;
        for (let k = 0; k < stride; k++) dst[at + k]! ^= shifted[k]!;
      }
    }
    if (!seams) return;
    for (let t = first; t < last; t++) {
      if (t >= rowReach && t < rows - rowReach) continue;
      for (let k = 0; k < this.colReach; k++) {
        this.setCorner(dst, presses, lights, t, k, dOff);
        this.setCorner(dst, presses, lights, t, cols - 1 - k, dOff);
      }
    }
  }

  /** {@link reversed} := press row `s` reversed: over the 32 · stride bits, then down by the padding's 32 · stride − n. */
  private reverseRow(presses: Uint32Array, s: number): void {
    const { stride, reversed } = this;
    const at = s * stride;
    for (let k = 0; k < stride; k++) reversed[k] = reverseBits32(presses[at + stride - 1 - k]!);
    const pad = 32 * stride - this.cols;
    if (pad === 0) return;
    for (let k = 0; k < stride; k++) reversed[k] = (reversed[k]! >>> pad) | (reversed[k + 1]! << (32 - pad));
  }

  /** Sets light (t, c) of `dst` to lights + (A − A_plane)·presses there, A read from the definition. */
  private setCorner(dst: Uint32Array, presses: Uint32Array, lights: Uint32Array, t: number, c: number, dOff: number): void {
    const { cols, rows, stride, found } = this;
    const word = (c >>> 5) + t * stride;
    let bit = (lights[word]! >>> (c & 31)) & 1;
    const count = this.near.cells(t * cols + c, found, -1);
    for (let i = 0; i < count; i++) {
      const q = found[i]!;
      const r = (q / cols) | 0;
      bit ^= pressAt(presses, stride, r, q - r * cols);
    }
    for (const [dr, dc] of this.near.offsets) {
      const r = t - dr;
      const s = c - dc;
      if (r >= 0 && r < rows && s >= 0 && s < cols) bit ^= pressAt(presses, stride, r, s);
    }
    const at = dOff + word;
    dst[at] = (dst[at]! & ~(1 << (c & 31))) | (bit << (c & 31));
  }
}

/** Press (r, c) of a whole board's words, as 0 or 1. */
function pressAt(presses: Uint32Array, stride: number, r: number, c: number): number {
  return (presses[r * stride + (c >>> 5)]! >>> (c & 31)) & 1;
}
