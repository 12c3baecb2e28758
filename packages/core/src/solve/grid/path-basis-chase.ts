import type { WorkOptions } from '../../work.ts';
import { tailMask } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import type { Board } from '../../puzzle/board.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { type EdgeSupport, edgesAre, edgesOf } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { pathBasisSolveWasm } from '../../wasm/row-substitution-kernels.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';

/**
 * The diagonal rule with centre on the plane with m = 2ᵏ − 1 rows, in one chase. A = 1 + X·Y, X the path adjacency
 * along a row, Y across rows. Over GF(2) the path of 2ᵏ − 1 cells is nilpotent with one Jordan block (its
 * characteristic polynomial is t^m), so the columns in the path-polynomial basis v = ξ(Y)·e₀ (`path-basis.ts`) make
 * the board Σ_j Y^j·e₀ ⊗ b_j, Y multiplication by t mod t^m, and (1 + X·t)·p = b reads p_j = b_j + X·p_{j−1}: one
 * pass, no division (A is invertible: nullity 0). The change of basis is `path-substitution.ts`'s on whole rows
 * (row r is entry r + 1 of 2ᵏ entries, entry 0 is zero): each level T = 2ᵇ, in every block of 2T entries, adds the
 * upper block reversed and moved up a cell to the lower one, entry base + e ^= entry base + 2T − e (0 < e < T). Each
 * level is its own inverse; rows to coefficients runs them top down, coefficients to rows bottom up.
 *
 * Nothing of this needs X to be a path: on the `cylinder` with 2ᵏ − 1 clipped rows, each row a ring of n ≥ 3 cells, X
 * is the ring's two neighbours, X·Y is still nilpotent (X and Y commute) and the same chase solves it, with the two
 * cells that cross the ring's ends added (`wrap,clip` with 2ᵏ − 1 columns: the same on the transposed board). Rings of
 * 1 or 2 cells make a press's two neighbours coincide, so they are not taken.
 */

/** True for the diagonal stencil with centre: (0, 0) and (±1, ±1). */
function isDiagonalWithCenter(rule: Rule): boolean {
  const o = rule.stencil.offsets;
  return o.length === 5 && o.every(([dr, dc]) => (dr === 0 && dc === 0) || (Math.abs(dr) === 1 && Math.abs(dc) === 1));
}

/** Whether m is 2ᵏ − 1 for some k ≥ 1. */
export function isPathNilpotentSide(m: number): boolean {
  return m >= 1 && (m & (m + 1)) === 0;
}

/**
 * One substitution level T over rows 0 … m − 1 (m = 2ᵏ − 1) of `stride` words: row base + e − 1 ^= row base + 2T − e − 1.
 *
 * @param w The rows, in place.
 * @param m Rows, 2ᵏ − 1.
 * @param stride Words per row.
 * @param T The level, a power of two below 2ᵏ.
 */
function rowLevel(w: Uint32Array, m: number, stride: number, T: number): void {
  for (let base = 0; base + 2 * T <= m + 1; base += 2 * T) {
    for (let e = 1; e < T; e++) {
      const lo = (base + e - 1) * stride;
      const hi = (base + 2 * T - e - 1) * stride;
      for (let k = 0; k < stride; k++) w[lo + k]! ^= w[hi + k]!;
    }
  }
}

/**
 * The rows of a board (m = 2ᵏ − 1 rows) to their path-polynomial coefficients (`inverse` false), or back: row j of
 * the result is the row coefficient of Y^j·e₀.
 *
 * @param w Rows of `stride` words, in place.
 * @param m Rows, 2ᵏ − 1.
 * @param stride Words per row.
 * @param back Coefficients to rows instead.
 */
export function substituteRows(w: Uint32Array, m: number, stride: number, back: boolean): void {
  const levels: number[] = [];
  for (let T = 2; 2 * T <= m + 1; T *= 2) levels.push(T);
  if (!back) levels.reverse();
  for (const T of levels) rowLevel(w, m, stride, T);
}

/** p_j = b_j + X·p_{j−1} in place on m rows of n cells (X: a cell's two neighbours in its row, clipped, or on a `ring`). */
export function chaseCoefficients(w: Uint32Array, m: number, n: number, stride: number, ring = false): void {
  const last = tailMask(n);
  for (let j = 1; j < m; j++) {
    const p = (j - 1) * stride;
    const q = j * stride;
    for (let k = 0; k < stride; k++) {
      const x = w[p + k]!;
      const left = (x << 1) | (k > 0 ? w[p + k - 1]! >>> 31 : 0);
      const right = (x >>> 1) | (k + 1 < stride ? w[p + k + 1]! << 31 : 0);
      w[q + k]! ^= left ^ right;
    }
    w[q + stride - 1]! &= last;
    if (ring) {
      // the neighbours across the ring's ends: cell 0 of cell n − 1, and back
      const t = n - 1;
      w[q]! ^= (w[p + (t >>> 5)]! >>> (t & 31)) & 1;
      w[q + (t >>> 5)]! ^= (w[p]! & 1) << (t & 31);
    }
  }
}

/** The presses for `lights` with 2ᵏ − 1 rows (each a `ring`, else a path): the kernel, else the TypeScript path. */
function solveRows(lights: Board, ring: boolean): Board {
  const x = lights.clone();
  return pathBasisSolveWasm(x.words, x.rows, x.cols, ring) ? x : pathBasisSolveTs(lights, ring);
}

/** The presses for `lights` (TypeScript path; each row a `ring` of ≥ 3 cells, else a path): coefficients, chase, rows. */
export function pathBasisSolveTs(lights: Board, ring = false): Board {
  const x = lights.clone();
  const { rows: m, cols: n, stride } = x;
  substituteRows(x.words, m, stride, false);
  chaseCoefficients(x.words, m, n, stride, ring);
  substituteRows(x.words, m, stride, true);
  return x;
}

/** The plane, and the cylinder either way round (a ring of columns, `cylinder`, or of rows, `wrap,clip`). */
const PLANE_AND_CYLINDERS: EdgeSupport = [
  { rows: ['clip'], cols: ['clip', 'wrap'] },
  { rows: ['wrap'], cols: ['clip'] },
];

/**
 * Whether the rows are solved on the transposed board (2ᵏ − 1 columns), or null when the shape is not taken: each
 * clipped side of 2ᵏ − 1 cells may be the chase's, when the other side is clipped or a ring of at least 3 cells.
 */
function orientation(shape: GridShape): boolean | null {
  const { rule, rows, cols } = shape;
  if (!isDiagonalWithCenter(rule) || !edgesAre(rule.topology, PLANE_AND_CYLINDERS)) return null;
  const e = edgesOf(rule.topology);
  const fits = (path: number, across: number, edge: string): boolean => isPathNilpotentSide(path) && (edge === 'clip' || across >= 3);
  if (e.rows === 'clip' && fits(rows, cols, e.cols)) return false;
  return e.cols === 'clip' && fits(cols, rows, e.rows) ? true : null;
}

/** The method (see the file comment): the diagonal rule with centre on the plane or cylinder with 2ᵏ − 1 clipped rows (or columns, transposed). */
export const pathBasisChaseMethod: GridMethod = {
  name: 'path-basis-chase',

  edges: PLANE_AND_CYLINDERS,

  applies: (shape) => orientation(shape) !== null,

  nullity(_shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    return 0;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    work?.signal?.throwIfAborted();
    const across = orientation(shape) === true;
    const e = edgesOf(shape.rule.topology);
    const ring = (across ? e.rows : e.cols) === 'wrap';
    return preparedGrid(
      shape,
      {
        nullity: 0,
        // the rule is its own transpose: 2ᵏ − 1 columns are solved on the transposed board
        solve: (lights) => (across ? transposeBoard(solveRows(transposeBoard(lights), ring)) : solveRows(lights, ring)),
        *eachQuietPattern() {},
      },
      pathBasisChaseMethod,
    );
  },
};
