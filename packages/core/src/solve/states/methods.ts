import type { StateBoard } from '../../puzzle/state-board.ts';
import type { SolverMethod } from '../method.ts';
import { crtPolyStatesMethod } from './crt-states.ts';
import { denseStatesMethod } from './dense-states.ts';
import type { StateMethod, StateShape } from './kind.ts';
import { lazyChaseStatesMethod } from './lazy-states.ts';
import { polyChaseStatesMethod } from './poly-states.ts';

/** Every k-state method; the contract tests hold each to the dense reference on every shape it claims. */
export const STATE_SOLVER_METHODS: readonly StateMethod[] = [denseStatesMethod, lazyChaseStatesMethod, polyChaseStatesMethod, crtPolyStatesMethod];

/**
 * The fastest method for a k-state shape: a polynomial method when one applies, else lazy chasing.
 *
 * @param shape The rule, board shape and number of states.
 * @returns One of {@link STATE_SOLVER_METHODS}.
 */
export function chooseStatesMethod(shape: StateShape): SolverMethod<StateShape, StateBoard> {
  if (polyChaseStatesMethod.applies(shape)) return polyChaseStatesMethod;
  if (crtPolyStatesMethod.applies(shape)) return crtPolyStatesMethod;
  return lazyChaseStatesMethod;
}
