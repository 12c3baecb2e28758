import type { WorkOptions } from '../../work.ts';
import { tailMask } from '../../gf2/words.ts';
import { assertShape, type Board } from '../../puzzle/board.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { edgesOf, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
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

/** p_j = b_j + X·p_{j−1} in place on m rows of n cells (X: a cell's two neighbours in its row, clipped). */
export function chaseCoefficients(w: Uint32Array, m: number, n: number, stride: number): void {
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
  }
}

/** The presses for `lights` with 2ᵏ − 1 rows: the kernel, else the TypeScript path. */
function solveRows(lights: Board): Board {
  const x = lights.clone();
  return pathBasisSolveWasm(x.words, x.rows, x.cols) ? x : pathBasisSolveTs(lights);
}

/** The presses for `lights` (TypeScript path): coefficients, chase, rows. */
export function pathBasisSolveTs(lights: Board): Board {
  const x = lights.clone();
  const { rows: m, cols: n, stride } = x;
  substituteRows(x.words, m, stride, false);
  chaseCoefficients(x.words, m, n, stride);
  substituteRows(x.words, m, stride, true);
  return x;
}

/** The method (see the file comment): the diagonal rule with centre on the plane with 2ᵏ − 1 rows (or columns, transposed). */
export const pathBasisChaseMethod: GridMethod = {
  name: 'path-basis-chase',

  edges: UNTWISTED_EDGES,

  applies: ({ rule, rows, cols }) => {
    const e = edgesOf(rule.topology);
    return e.rows === 'clip' && e.cols === 'clip' && isDiagonalWithCenter(rule) && (isPathNilpotentSide(rows) || isPathNilpotentSide(cols));
  },

  nullity(_shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    return 0;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    work?.signal?.throwIfAborted();
    return preparedGrid(
      shape,
      {
        nullity: 0,
        // the rule is its own transpose: 2ᵏ − 1 columns alone are solved on the transposed board
        solve: (lights) => (isPathNilpotentSide(lights.rows) ? solveRows(lights) : transposeBoard(solveRows(transposeBoard(lights)))),
        *eachQuietPattern() {},
      },
      pathBasisChaseMethod,
    );
  },
};
