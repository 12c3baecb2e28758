import { backSubstitute, bandKernel, eliminateBand, type BandReduction } from '../../gf2/band-elimination.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { edgesAre, edgesOf } from '../../puzzle/topology.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { ONE_TWIST_EDGES } from './upright.ts';

/**
 * The Möbius strip and the Klein bottle when the twisted side has 1 or 2 cells (m × 1, m × 2, either way up),
 * for any stencil. Rows r and m − 1 − r form one layer of 2n ≤ 4 cells (the fold), and a press in layer ℓ
 * reaches layers ℓ ± R only (R the stencil's reach along the long side; the twist sends row r₁ to m − 1 − r₁,
 * the same layer, and a wrap sends row −1 to m − 1, layer 0 again). Numbered layer by layer, the matrix is a
 * band of half-width w = 2n(R + 1) − 1, eliminated in O(m·w) (`band-elimination.ts`) where dense elimination
 * took O(m³) and lazy chasing a system of O(m) unknowns.
 */

/** The twisted side and the long side of a shape on {@link ONE_TWIST_EDGES}, or null elsewhere. */
function sidesOf({ rule, rows, cols }: GridShape): { twisted: number; long: number; reach: number; transposed: boolean } | null {
  if (!edgesAre(rule.topology, ONE_TWIST_EDGES)) return null;
  const transposed = edgesOf(rule.topology).rows === 'twist';
  const reach = Math.max(...rule.stencil.offsets.map(([dr, dc]) => Math.abs(transposed ? dc : dr)));
  return transposed ? { twisted: rows, long: cols, reach, transposed } : { twisted: cols, long: rows, reach, transposed };
}

/**
 * Most cells the method takes: its arrays hold about 30 bytes a cell (250 MB here); longer thin boards are left to
 * the methods after it, which refuse them by estimate.
 */
export const THIN_TWIST_MAX_CELLS = 2 ** 23;

/** Half-width of the band: a cell's layer and the R layers either side. */
const halfWidth = (twisted: number, reach: number): number => 2 * twisted * (reach + 1) - 1;

/** Cell (as r·cols + c) → its index in layer order: layer min(r, m − 1 − r), then the row, then the column. */
export function layerOrder({ rows, cols }: GridShape, transposed: boolean): Int32Array {
  const [m, n] = transposed ? [cols, rows] : [rows, cols];
  const order = new Int32Array(rows * cols);
  for (let r = 0; r < m; r++) {
    const layer = Math.min(r, m - 1 - r);
    const side = r > m - 1 - r ? 1 : 0;
    for (let c = 0; c < n; c++) order[transposed ? c * cols + r : r * cols + c] = layer * 2 * n + side * n + c;
  }
  return order;
}

/** The shape's matrix in layer order as band rows: row π(i) holds the presses π(j) that toggle cell i. */
function bandRows(shape: GridShape, order: Int32Array, w: number): { lo: Int32Array; bits: Uint32Array } {
  const size = order.length;
  const lo = new Int32Array(size);
  for (let i = 0; i < size; i++) lo[i] = i - w;
  const bits = new Uint32Array(size);
  const hood = neighbourhoodOf(shape.rule, shape.rows, shape.cols);
  const cells = new Int32Array(hood.width);
  for (let j = 0; j < size; j++) {
    const pj = order[j]!;
    const count = hood.cells(j, cells, 1);
    for (let k = 0; k < count; k++) {
      const pi = order[cells[k]!]!;
      const bit = pj - pi + w;
      if (bit < 0 || bit > 2 * w) throw new Error('internal error: a press reaches past the fold band');
      bits[pi] = bits[pi]! | (1 << bit);
    }
  }
  return { lo, bits };
}

/** The thin twisted-side method (see the file comment). */
export const thinTwistMethod: GridMethod = {
  name: 'thin-twist',

  edges: ONE_TWIST_EDGES,

  applies(shape: GridShape): boolean {
    const sides = sidesOf(shape);
    if (!sides || sides.twisted > 2 || shape.rows * shape.cols > THIN_TWIST_MAX_CELLS) return false;
    return 2 * halfWidth(sides.twisted, sides.reach) + 1 <= 32;
  },

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const sides = sidesOf(shape);
    if (!sides || !this.applies(shape)) throw new Error('internal error: thin-twist asked of a shape it does not take');
    const order = layerOrder(shape, sides.transposed);
    const { lo, bits } = bandRows(shape, order, halfWidth(sides.twisted, sides.reach));
    const reduction = eliminateBand(lo, bits, null);
    work?.signal?.throwIfAborted();
    const { rows, cols } = shape;
    const toBoard = (x: Uint8Array): Board => {
      const board = new Board(rows, cols);
      for (let cell = 0; cell < order.length; cell++) if (x[order[cell]!]) board.set((cell / cols) | 0, cell % cols, true);
      return board;
    };
    const solved = (lights: Board): BandReduction => {
      const rhs = new Uint8Array(order.length);
      for (let cell = 0; cell < order.length; cell++) rhs[order[cell]!] = lights.get((cell / cols) | 0, cell % cols) ? 1 : 0;
      return eliminateBand(lo, bits, rhs);
    };
    return preparedGrid(
      shape,
      {
        nullity: order.length - reduction.rank,
        solve(lights) {
          const r = solved(lights);
          return r.consistent ? toBoard(backSubstitute(r, null)) : null;
        },
        reachable: (lights) => solved(lights).consistent,
        *eachQuietPattern() {
          for (const x of bandKernel(reduction)) yield toBoard(x);
        },
      },
      thinTwistMethod,
    );
  },
};
