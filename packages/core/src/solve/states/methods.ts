import { crtPolyStatesMethod } from './crt-states.ts';
import { denseStatesMethod } from './dense-states.ts';
import type { StateMethod, StateShape } from './kind.ts';
import { lazyChaseStatesMethod } from './lazy-states.ts';
import { liftPolyStatesMethod } from './lift-states.ts';
import { polyChaseStatesMethod } from './poly-states.ts';

/**
 * The k-state methods in order of preference: the polynomial method (classic rule, prime k), its CRT form
 * (composite k), its lift to a prime power pᵉ, lazy chasing for the rest; dense elimination is the reference the contract tests hold them to,
 * never chosen. A new method is one line here.
 */
const PREFERENCE: readonly StateMethod[] = [polyChaseStatesMethod, crtPolyStatesMethod, liftPolyStatesMethod, lazyChaseStatesMethod];

/** Every k-state method; the contract tests hold each to the dense reference on every shape it claims. */
export const STATE_SOLVER_METHODS: readonly StateMethod[] = [...PREFERENCE, denseStatesMethod];

/**
 * The fastest method for a k-state shape: the first of {@link PREFERENCE} that applies.
 *
 * @param shape The rule, board shape and number of states.
 * @returns One of {@link STATE_SOLVER_METHODS}.
 */
export function chooseStatesMethod(shape: StateShape): StateMethod {
  for (const method of PREFERENCE) if (method.applies(shape)) return method;
  throw new Error('internal error: no k-state method takes the shape (lazy chasing takes every one)');
}
