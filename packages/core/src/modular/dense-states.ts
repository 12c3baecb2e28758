import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Rule } from '../puzzle/rule.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { kernelBoards, type StateParticular, type StateSolverMethod } from './state-method.ts';
import { stateRuleMatrix } from '../puzzle/state-press.ts';
import { solveZk } from '../zk/zk-solve.ts';

/** Largest board (in cells) the dense Z/k reference accepts: its matrix has cells² entries. */
export const DENSE_STATES_MAX_CELLS = 1024;

function assertSmall(rows: number, cols: number): void {
  if (rows * cols > DENSE_STATES_MAX_CELLS) {
    throw new RangeError(`dense Z/k method: ${rows}×${cols} is over ${DENSE_STATES_MAX_CELLS} cells`);
  }
}

/**
 * The reference method: the full rows·cols square matrix of the rule over Z/k, solved by {@link solveZk}
 * (CRT + GF(p) elimination + Smith form over Z/pᵉ). Simple and exact; small boards only.
 */
export const denseStatesMethod: StateSolverMethod = {
  name: 'dense-zk',

  applies(_rule: Rule, rows: number, cols: number): boolean {
    return rows * cols <= DENSE_STATES_MAX_CELLS;
  },

  solve(need: StateBoard, rule: Rule, options?: WorkOptions): StateParticular {
    const { rows, cols, states } = need;
    assertSmall(rows, cols);
    const r = solveZk(stateRuleMatrix(rule, rows, cols, states), need.cells, options);
    return {
      presses: r.solution ? new StateBoard(rows, cols, states, r.solution) : null,
      kernel: kernelBoards(r.kernel, rows, cols, states),
    };
  },

  kernel(rows: number, cols: number, states: number, rule: Rule, options?: WorkOptions) {
    assertSmall(rows, cols);
    return kernelBoards(solveZk(stateRuleMatrix(rule, rows, cols, states), null, options).kernel, rows, cols, states);
  },
};
