import { xorShifted } from '../gf2/shift.ts';
import type { Neighbourhood } from './neighbourhood.ts';
import type { Rule } from './rule.ts';
import { edgesOf } from './topology.ts';

/**
 * Pressing on a board whose columns twist and whose rows clip or wrap (the Möbius strip, the Klein bottle),
 * row by row with word shifts. Offset (dr, dc) from press row s reaches row s + dr, columns shifted by dc
 * and clipped; the part pushed past a side crosses the seam into the mirrored row m − 1 − s − dr, shifted
 * by dc ∓ n. So target row r gathers, per offset, a clipped shift of row r − dr and one of row m − 1 − r − dr.
 * Aᵀ (a reversed rule) gathers the cells each light's own press would reach: row r + dr shifted by −dc, and
 * row m − 1 − r − dr shifted by −dc ± n.
 */

/** One source of a target row: its row (`mirror`: m − 1 − r − `row`, else r − `row`) and the column shift. */
export interface SeamTerm {
  /** The row offset. */
  readonly row: number;
  /** True for the row mirrored across the seam. */
  readonly mirror: boolean;
  /** Bit j of the source row lands on bit j + shift (clipped). */
  readonly shift: number;
}

/**
 * The terms of a rule on a rows × cols board, or null when the surface's columns do not twist or a side is short
 * enough for two offsets to meet (those are read light by light). On the projective plane (rows twist too) the
 * terms hold for the target rows at least the row reach away from the top and bottom: no press reaching them
 * crosses the rows' seam, so they see the Möbius strip (the caller reads the rows nearer the seam light by light).
 *
 * @param rule The stencil and topology.
 * @param near Its neighbourhood on the board.
 * @returns The terms, or null.
 */
export function seamTerms(rule: Rule, near: Neighbourhood): SeamTerm[] | null {
  const { rows, cols } = near;
  const edges = edgesOf(rule.topology);
  if (edges.cols !== 'twist') return null;
  if (cols < 2 * near.colReach + 1 || (edges.rows === 'wrap' && rows < 2 * near.rowReach + 1)) return null;
  const terms: SeamTerm[] = [];
  for (const [dr, dc] of near.offsets) {
    const b = rule.reversed ? -dc : dc;
    terms.push({ row: rule.reversed ? -dr : dr, mirror: false, shift: b });
    if (b !== 0) terms.push({ row: dr, mirror: true, shift: b - Math.sign(b) * cols });
  }
  return terms;
}

/**
 * dst row (at word `dOff`) ^= the effect on target row `r` of the presses in `src` (a whole board's words).
 *
 * @param terms The rule's terms.
 * @param wrapRows Whether rows wrap.
 * @param dst The output words.
 * @param dOff The output row's word offset.
 * @param src The presses, rows × stride words.
 * @param r The target row.
 * @param rows Rows of the board.
 * @param cols Columns of the board.
 * @param stride Words per row.
 */
export function applySeamTerms(terms: readonly SeamTerm[], wrapRows: boolean, dst: Uint32Array, dOff: number, src: Uint32Array, r: number, rows: number, cols: number, stride: number): void {
  for (const t of terms) {
    const s = sourceRow(t, r, rows, wrapRows);
    if (s >= 0) xorShifted(dst, dOff, src, s * stride, stride, cols, t.shift);
  }
}

/** The row a term reads for target row `r` (wrapped, or −1 when it lies off the board). */
function sourceRow(t: SeamTerm, r: number, rows: number, wrapRows: boolean): number {
  const s = t.mirror ? rows - 1 - r - t.row : r - t.row;
  if (wrapRows) return ((s % rows) + rows) % rows;
  return s < 0 || s >= rows ? -1 : s;
}

/**
 * `dst` ^= the effect of the mirrored terms alone of the presses in `src` (a whole board, rows × stride words) on
 * target rows `first` … `last − 1`. A mirrored term moves its row by nearly n cells (its shift is b ∓ n), so it
 * reaches only the |b| cells next to the seam: a few bits a row. With the other
 * terms (the same rule with clipped columns) it makes the whole effect.
 *
 * @param terms The rule's terms.
 * @param wrapRows Whether rows wrap.
 * @param dst The output words: target row r at word `dOff + r · stride`.
 * @param src The presses.
 * @param rows Rows of the board.
 * @param cols Columns of the board.
 * @param stride Words per row.
 * @param first The first target row.
 * @param last Past the last target row.
 * @param dOff Where row 0 of `dst` would start (negative when `dst` holds rows from `first` on).
 */
export function xorMirroredTerms(terms: readonly SeamTerm[], wrapRows: boolean, dst: Uint32Array, src: Uint32Array, rows: number, cols: number, stride: number, first = 0, last = rows, dOff = 0): void {
  for (const t of terms) {
    if (!t.mirror) continue;
    for (let j = Math.max(0, -t.shift); j < Math.min(cols, cols - t.shift); j++) {
      const sw = j >>> 5;
      const sb = j & 31;
      const tw = dOff + ((j + t.shift) >>> 5);
      const tb = (j + t.shift) & 31;
      // target rows whose source row m − 1 − r − t.row lies on the board: no wrap, no test in the loop
      const lo = Math.max(first, -t.row);
      const hi = Math.min(last, rows - t.row);
      let s = (rows - 1 - lo - t.row) * stride + sw;
      for (let r = lo; r < hi; r++, s -= stride) dst[tw + r * stride]! ^= ((src[s]! >>> sb) & 1) << tb;
      if (!wrapRows) continue;
      // the rows whose source row wraps (on wrapped rows t.row lies in [0, m), so by one turn; for an offset −1, taken
      // as m − 1, that is every row but the first): before lo (past the last row, less m), from hi on (before the first, plus m)
      for (let r = first; r < Math.min(lo, last); r++) dst[tw + r * stride]! ^= ((src[(-1 - r - t.row) * stride + sw]! >>> sb) & 1) << tb;
      for (let r = Math.max(hi, first); r < last; r++) dst[tw + r * stride]! ^= ((src[(2 * rows - 1 - r - t.row) * stride + sw]! >>> sb) & 1) << tb;
    }
  }
}
