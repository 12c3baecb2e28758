import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Rule } from '../puzzle/rule.ts';
import { affineChase, type PressSystem } from './affine-chase.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { kernelBoards, type StateParticular, type StateSolverMethod } from './state-method.ts';
import { pressReach } from '../puzzle/state-press.ts';

/** The grid under a rule as a press system (press q reaches the distinct cells of its stencil). */
export function gridPressSystem(rule: Rule, rows: number, cols: number): PressSystem {
  const { start, cells } = pressReach(rule, rows, cols);
  return { size: rows * cols, start, lights: cells };
}

/**
 * Lazy light chasing over Z/k in row-major order, for every rule, topology and k: every press adds exactly
 * 1 to each cell it reaches, so the press that last reaches a light is determined by it over any Z/k.
 * About rows·cols·(reach·cols) work plus a dense solve of ~cols unknowns (see {@link affineChase}).
 */
export const lazyChaseStatesMethod: StateSolverMethod = {
  name: 'lazy-chase-zk',

  applies(): boolean {
    return true;
  },

  solve(need: StateBoard, rule: Rule, options?: WorkOptions): StateParticular {
    const { rows, cols, states } = need;
    const r = affineChase(gridPressSystem(rule, rows, cols), null, states, need.cells, options);
    return {
      presses: r.presses ? new StateBoard(rows, cols, states, r.presses) : null,
      kernel: kernelBoards(r.kernel, rows, cols, states),
    };
  },

  kernel(rows: number, cols: number, states: number, rule: Rule, options?: WorkOptions) {
    return kernelBoards(affineChase(gridPressSystem(rule, rows, cols), null, states, null, options).kernel, rows, cols, states);
  },
};
