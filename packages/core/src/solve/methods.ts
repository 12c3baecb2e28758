import type { Rule } from '../puzzle/rule.ts';
import { denseMethod } from './dense.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import type { SolverMethod } from './method.ts';
import { polyChaseMethod } from './poly-chase.ts';
import { torusRingMethod } from './torus-ring.ts';

/** Every solver method; contract tests hold each to the dense reference. */
export const SOLVER_METHODS: readonly SolverMethod[] = [polyChaseMethod, torusRingMethod, lazyChaseMethod, denseMethod];

/** Boards up to this many cells go to the dense reference when no specialised method applies. */
export const DENSE_DISPATCH_CELLS = 256;

/**
 * The fastest method for the rule on a rows × cols board: the polynomial method for the classic rule on the
 * plane, the ring method for it on the torus, dense elimination for tiny boards of other rules, lazy
 * chasing for the rest.
 */
export function chooseMethod(rule: Rule, rows: number, cols: number): SolverMethod {
  if (polyChaseMethod.applies(rule, rows, cols)) return polyChaseMethod;
  if (torusRingMethod.applies(rule, rows, cols)) return torusRingMethod;
  if (rows * cols <= DENSE_DISPATCH_CELLS) return denseMethod;
  return lazyChaseMethod;
}
