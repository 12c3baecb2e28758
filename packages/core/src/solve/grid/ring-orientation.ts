import { edgesOf } from '../../puzzle/topology.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { type BilinearForm, bilinearFits, bilinearForm, isProductForm, sideRing, transposedForm } from './bilinear.ts';
import type { GridShape } from './kind.ts';
import { LOW_RANK_BITS } from './low-rank-part.ts';
import { Side } from './row-split.ts';

/**
 * The orientations the ring chase (`ring-chase.ts`) can take on a shape: which side is the ring of a row and which
 * the rows chased, in which direction, and what the bad part of each would cost. A board is turned into an
 * orientation and back by `boardView` of `puzzle/transpose.ts` with its two flags.
 */

/** The shifts of a polynomial g₀ + g₁·x in the adjacency x (σ⁰ and σ^{±1}). */
function shiftsOf(g0: number, g1: number): number[] {
  return [...(g0 ? [0] : []), ...(g1 ? [-1, 1] : [])];
}

/** A stencil of vertical reach 1 as three rows of column shifts: the press row's effect on the row above, on its own row and on the row below. */
export interface RowStencil {
  readonly up: readonly number[];
  readonly mid: readonly number[];
  readonly down: readonly number[];
}

/** One orientation of the board: the rows the chase runs along, and the direction it runs in. */
export interface Orientation {
  readonly transposed: boolean;
  /** True when the board is chased from its last row up (the stencil's rows exchanged). */
  readonly flipped: boolean;
  /** The bilinear form, for the symmetric 3 × 3 rules (the split and the closed forms need it). */
  readonly g: BilinearForm | null;
  readonly stencil: RowStencil;
  /** Rows chased (the vertical side). */
  readonly m: number;
  /** Cells per row (the ring side). */
  readonly n: number;
  readonly ringCyclic: boolean;
  readonly verticalWraps: boolean;
}

/** The rows of a stencil of vertical reach ≤ 1 (offsets (dr, dc) → dr ∈ {−1, 0, 1}), or null. */
function rowStencil(offsets: readonly (readonly [number, number])[]): RowStencil | null {
  const up: number[] = [];
  const mid: number[] = [];
  const down: number[] = [];
  for (const [dr, dc] of offsets) {
    if (dr === -1) up.push(dc);
    else if (dr === 0) mid.push(dc);
    else if (dr === 1) down.push(dc);
    else return null;
  }
  return { up, mid, down };
}

/**
 * What inverting on the bad part S₂ costs an orientation, as a score: nothing when c is a unit; little in
 * coordinates (rank ≤ {@link LOW_RANK_BITS}); on rings of whole words, a fold of the lights and a pass over the
 * presses around a narrow Neumann product (`folded-part.ts`; less than a second unknown row and the two
 * transpositions the other orientation may need); else K passes of shifted rows in TypeScript, the dearest.
 */
function badCost(g: BilinearForm, n: number, cyclic: boolean): number {
  if (!new Side(n, cyclic).projection(g)) return 0;
  const rank = sideRing(g, n, cyclic).bad.degree;
  if (rank <= LOW_RANK_BITS) return 1e9;
  return cyclic && n % 32 === 0 ? 5e11 : 4e12;
}

/** The orientations of a shape that the ring chase can take, best first. */
export function orientations(shape: GridShape): Orientation[] {
  const { rule, rows, cols } = shape;
  const wr = edgesOf(rule.topology).rows === 'wrap';
  const wc = edgesOf(rule.topology).cols === 'wrap';
  const g = bilinearForm(rule);
  const out: Array<Orientation & { score: number }> = [];
  for (const transposed of [false, true]) {
    const m = transposed ? cols : rows;
    const n = transposed ? rows : cols;
    const ringCyclic = transposed ? wr : wc;
    const verticalWraps = transposed ? wc : wr;
    if (verticalWraps && m < 3) continue; // neighbours above and below would coincide
    const offsets = rule.stencil.offsets.map(([dr, dc]): [number, number] => (transposed ? [dc, dr] : [dr, dc]));
    if (g && !isProductForm(g) && bilinearFits(rule, rows, cols)) {
      const og = transposed ? transposedForm(g) : g;
      const stencil = { up: shiftsOf(og.g10, og.g11), mid: shiftsOf(og.g00, og.g01), down: shiftsOf(og.g10, og.g11) };
      out.push({ transposed, flipped: false, g: og, stencil, m, n, ringCyclic, verticalWraps, score: badCost(og, n, ringCyclic) + (verticalWraps ? 1e12 : 0) + n });
      continue;
    }
    // Any other stencil: rows must wrap (operators then commute) and the leading row must be a unit.
    if (!ringCyclic || n < 3) continue;
    for (const flipped of [false, true]) {
      const stencil = rowStencil(offsets.map(([dr, dc]) => [flipped ? -dr : dr, dc]));
      if (!stencil || stencil.up.length === 0 || Math.max(...offsets.map(([, dc]) => Math.abs(dc))) > 15) continue;
      if (new RowDivider(stencil.up, n, true).nullity !== 0) continue;
      out.push({ transposed, flipped, g: null, stencil, m, n, ringCyclic, verticalWraps, score: (verticalWraps ? 1e12 : 0) + n });
    }
  }
  return out.sort((p, q) => p.score - q.score);
}
