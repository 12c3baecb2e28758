import type { Rule } from '../puzzle/rule.ts';
import { denseMethod } from './dense.ts';
import type { SolverMethod } from './method.ts';

/** Every solver method, fastest first; the dispatcher takes the first that applies. */
export const SOLVER_METHODS: readonly SolverMethod[] = [denseMethod];

/** The fastest method for the rule on a rows × cols board; throws a `RangeError` when none applies. */
export function chooseMethod(rule: Rule, rows: number, cols: number): SolverMethod {
  const method = SOLVER_METHODS.find((m) => m.applies(rule, rows, cols));
  if (!method) {
    throw new RangeError(`no solver handles ${rule.stencil.name} on ${rule.topology} at ${rows}×${cols}`);
  }
  return method;
}
