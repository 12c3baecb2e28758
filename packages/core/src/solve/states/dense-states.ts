import type { WorkOptions } from '../../work.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { stateRuleMatrix } from '../../puzzle/state-press.ts';
import { solveZk } from '../../zk/zk-solve.ts';
import type { PreparedShape } from '../method.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { ANY_EDGES } from '../../puzzle/topology.ts';

/** Largest board (in cells) the dense Z/k reference accepts: its matrix has cells² entries. */
export const DENSE_STATES_MAX_CELLS = 1024;

/**
 * The reference method: the full rows·cols square matrix of the rule over Z/k, solved by {@link solveZk}
 * (CRT + GF(p) elimination + Smith form over Z/pᵉ). Simple and exact; small boards only.
 */
export const denseStatesMethod: StateMethod = {
  name: 'dense-zk',

  edges: ANY_EDGES,

  applies: ({ rows, cols }) => rows * cols <= DENSE_STATES_MAX_CELLS,

  nullity(shape: StateShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    const { rule, rows, cols, states } = shape;
    assertShape(rows, cols, DENSE_STATES_MAX_CELLS);
    const matrix = stateRuleMatrix(rule, rows, cols, states);
    return preparedStates(
      shape,
      {
        kernel: (options) => solveZk(matrix, null, options ?? work).kernel,
        solve(need, options) {
          const r = solveZk(matrix, need.cells, options);
          return r.solution ? new StateBoard(rows, cols, states, r.solution) : null;
        },
      }, denseStatesMethod,
    );
  },
};
