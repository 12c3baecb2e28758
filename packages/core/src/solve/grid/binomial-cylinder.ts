import type { WorkOptions } from '../../work.ts';
import { Board } from '../../puzzle/board.ts';
import { edgesAre, edgesOf, type EdgeSupport } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { binomialCylinderWasm } from '../../wasm/binomial-cylinder-kernels.ts';
import type { PreparedShape } from '../method.ts';
import { binomialSolve, isDiagonalWithCenter, isPowerOfTwo } from './binomial-chase.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';

/**
 * The diagonal rule with centre on a cylinder whose ring has n = 2ᵏ cells (the path across it any length m ≥ 1), in
 * one chase: the binomial chase of the torus ({@link binomialSolve}) run along the ring, with X = the path's two
 * neighbours (clipped) in place of the cycle's. (1 + w)·A = (1 + w) + w²·X still holds with w = 1 + (the ring's
 * shift), and X·Y stays nilpotent (Y^{n/2} = 0), so A is invertible: the nullity is 0.
 *
 * On the `cylinder` the ring is the columns, across the bits of a row: the WebAssembly kernel chases it in 128-column
 * strips transposed on the fly (src/wasm/binomial-cylinder-kernels.ts); the TypeScript path transposes the board, chases
 * its rows and transposes back. On `wrap,clip` the ring is the rows: the torus's chase with X clipped.
 */

/**
 * Presses for `lights` on an m × n cylinder whose ring is the n = 2ᵏ columns (rows clipped), the diagonal rule with
 * centre: a new board.
 *
 * @param lights The lights, n a power of 2 ≥ 4.
 * @returns The unique presses.
 */
export function binomialCylinderSolve(lights: Board): Board {
  const { rows: m, cols: n } = lights;
  const presses = new Board(m, n);
  if (binomialCylinderWasm(presses.words, lights.words, m, n)) return presses;
  return transposeBoard(binomialSolve(transposeBoard(lights), false));
}

/** The cylinder either way round: a ring of columns (`cylinder`) or of rows (`wrap,clip`). */
const CYLINDERS: EdgeSupport = [
  { rows: ['clip'], cols: ['wrap'] },
  { rows: ['wrap'], cols: ['clip'] },
];

/** The diagonal rule with centre on a cylinder whose ring has 2ᵏ ≥ 4 cells (shorter rings make neighbours coincide). */
export const binomialCylinderMethod: GridMethod = {
  name: 'binomial-cylinder',

  edges: CYLINDERS,

  applies: ({ rule, rows, cols }) => {
    if (!edgesAre(rule.topology, CYLINDERS) || !isDiagonalWithCenter(rule)) return false;
    const ring = edgesOf(rule.topology).cols === 'wrap' ? cols : rows;
    return ring >= 4 && isPowerOfTwo(ring);
  },

  nullity: () => 0,

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    work?.signal?.throwIfAborted();
    const ringCols = edgesOf(shape.rule.topology).cols === 'wrap';
    return preparedGrid(
      shape,
      {
        nullity: 0,
        solve(lights, options) {
          options?.signal?.throwIfAborted();
          return ringCols ? binomialCylinderSolve(lights) : binomialSolve(lights, false);
        },
        eachQuietPattern: () => [],
      },
      binomialCylinderMethod,
    );
  },
};
