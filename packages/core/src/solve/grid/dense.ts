import { rank } from '../../gf2/eliminate.ts';
import type { WorkOptions } from '../../work.ts';
import { Factorization } from '../../gf2/factorization.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { ruleMatrix } from '../../puzzle/rule-matrix.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { ANY_EDGES } from '../../puzzle/topology.ts';

/** Largest board, in cells, the dense method takes on (its matrix has cells² bits and costs cells³/32). */
export const DENSE_MAX_CELLS = 4096;

/**
 * The reference method: build the full (mn)×(mn) matrix and eliminate [A | I] once (a {@link Factorization});
 * each board is then one matrix–vector product. Works for every rule and topology; every faster method is
 * tested against it.
 */
export const denseMethod: GridMethod = {
  name: 'dense',

  edges: ANY_EDGES,

  applies: ({ rows, cols }) => rows * cols <= DENSE_MAX_CELLS,

  nullity({ rule, rows, cols }: GridShape, work?: WorkOptions): number {
    assertShape(rows, cols, DENSE_MAX_CELLS);
    return rows * cols - rank(ruleMatrix(rule, rows, cols), work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const { rule, rows, cols } = shape;
    assertShape(rows, cols, DENSE_MAX_CELLS);
    const f = new Factorization(ruleMatrix(rule, rows, cols), work);
    return preparedGrid(shape, {
      nullity: rows * cols - f.rank,
      solve(lights) {
        const s = f.solve(lights.toVector());
        return s.solvable ? Board.fromVector(rows, cols, s.x) : null;
      },
      proof(lights) {
        const s = f.solve(lights.toVector());
        if (s.solvable) throw new Error('internal error: a proof asked of a solvable board');
        return Board.fromVector(rows, cols, s.certificate);
      },
      *eachQuietPattern() {
        for (const v of f.kernel()) yield Board.fromVector(rows, cols, v);
      },
    }, denseMethod);
  },
};
