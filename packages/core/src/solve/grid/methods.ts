import type { Board } from '../../puzzle/board.ts';
import type { SolverMethod } from '../method.ts';
import { denseMethod } from './dense.ts';
import { kronMethod } from './kron.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { lineMethod } from './line.ts';
import { polyChaseMethod } from './poly-chase.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { torusRingMethod } from './torus-ring.ts';
import { twistCoverMethod } from './twist-cover.ts';

/** Every two-state method; the contract tests hold each to the dense reference on every shape it claims. */
export const SOLVER_METHODS: readonly GridMethod[] = [lineMethod, polyChaseMethod, kronMethod, torusRingMethod, ringChaseMethod, twistCoverMethod, lazyChaseMethod, denseMethod];

/** Boards up to this many cells go to the dense reference when no algebraic method applies. */
export const DENSE_DISPATCH_CELLS = 256;

/**
 * The fastest method for a shape: the line method for one row or one column, an algebraic method when one
 * applies (the classic rule on the plane or torus, product stencils such as Moore, symmetric 3 × 3 rules),
 * dense elimination for tiny boards, lazy chasing for the rest.
 *
 * @param shape The rule and board shape.
 * @returns One of {@link SOLVER_METHODS}.
 */
export function chooseMethod(shape: GridShape): SolverMethod<GridShape, Board> {
  if (lineMethod.applies(shape)) return lineMethod;
  if (polyChaseMethod.applies(shape)) return polyChaseMethod;
  if (kronMethod.applies(shape)) return kronMethod;
  if (torusRingMethod.applies(shape)) return torusRingMethod; // the classic torus, a fused special case of ring-chase
  if (ringChaseMethod.applies(shape)) return ringChaseMethod;
  if (twistCoverMethod.applies(shape)) return twistCoverMethod; // the Möbius strip and Klein bottle through their double cover
  if (shape.rows * shape.cols <= DENSE_DISPATCH_CELLS) return denseMethod;
  return lazyChaseMethod;
}
