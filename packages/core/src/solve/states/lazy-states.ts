import type { WorkOptions } from '../../gf2/eliminate.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { pressReach } from '../../puzzle/state-press.ts';
import { affineChase, type PressSystem } from '../affine-chase.ts';
import type { PreparedShape, SolverMethod } from '../method.ts';
import { preparedStates, type StateShape } from './kind.ts';

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
export const lazyChaseStatesMethod: SolverMethod<StateShape, StateBoard> = {
  name: 'lazy-chase-zk',

  applies: () => true,

  nullity(shape: StateShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    const { rule, rows, cols, states } = shape;
    const system = gridPressSystem(rule, rows, cols);
    return preparedStates(shape, {
      kernel: (options) => affineChase(system, null, states, null, options ?? work).kernel,
      solve(need, options) {
        const r = affineChase(system, null, states, need.cells, options);
        return r.presses ? new StateBoard(rows, cols, states, r.presses) : null;
      },
    }, lazyChaseStatesMethod);
  },
};
