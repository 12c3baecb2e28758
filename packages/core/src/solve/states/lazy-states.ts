import type { WorkOptions } from '../../work.ts';
import { LimitError } from '../../errors.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { pressReach } from '../../puzzle/state-press.ts';
import { affineChase, assertChaseFits, type ChaseSize, type PressSystem } from '../affine-chase.ts';
import type { PreparedShape } from '../method.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { ANY_EDGES } from '../../puzzle/topology.ts';

/** Largest press system built (press–light incidences: cells × stencil size); it takes 4 bytes per incidence. */
export const MAX_PRESS_INCIDENCES = 2 ** 27;

/**
 * The size of the row-major chase of a rows × cols board ({@link affineChase} with no order), counted with one
 * number per cell instead of the press system's dozen: the last press on each light, then which presses are last on
 * none (the unknowns) and which lights are surplus (the equations), as the chase itself counts them.
 *
 * @param rule The stencil and topology.
 * @param rows Rows of the board.
 * @param cols Columns of the board.
 * @returns The chase's size.
 */
export function gridChaseSize(rule: Rule, rows: number, cols: number): ChaseSize {
  const near = neighbourhoodOf(rule, rows, cols);
  const n = rows * cols;
  const cells = new Int32Array(near.offsets.length);
  const last = new Int32Array(n).fill(-1);
  let incidences = 0;
  for (let q = 0; q < n; q++) {
    const count = near.cells(q, cells);
    incidences += count;
    for (let i = 0; i < count; i++) last[cells[i]!] = q; // presses come in order: the last write is the last press
  }
  let unknowns = 0;
  let equations = 0;
  for (let q = 0; q < n; q++) {
    const count = near.cells(q, cells);
    let determined = false;
    for (let i = 0; i < count; i++) {
      if (last[cells[i]!] !== q) continue;
      if (determined) equations++;
      determined = true;
    }
    if (!determined) unknowns++;
  }
  for (let l = 0; l < n; l++) if (last[l]! < 0) equations++;
  return { presses: n, incidences, unknowns, equations };
}

/**
 * The grid under a rule as a press system (press q reaches the distinct cells of its stencil).
 *
 * @param rule The stencil and topology.
 * @param rows Number of rows of the board.
 * @param cols Number of columns of the board.
 * @returns The system; press and light q are cell r·cols + c.
 * @throws {LimitError} when the system would have more than 2²⁷ press–light incidences (`maxIncidences`).
 */
export function gridPressSystem(rule: Rule, rows: number, cols: number): PressSystem {
  assertIncidences(rule, rows, cols);
  const { start, cells } = pressReach(rule, rows, cols);
  return { size: rows * cols, start, lights: cells };
}

/** Refuses a board past {@link MAX_PRESS_INCIDENCES} press–light pairs (`maxIncidences`), before anything is built. */
function assertIncidences(rule: Rule, rows: number, cols: number): void {
  const incidences = rows * cols * neighbourhoodOf(rule, rows, cols).offsets.length;
  if (incidences > MAX_PRESS_INCIDENCES) {
    throw new LimitError(
      `a ${rows}×${cols} board under a stencil of ${rule.stencil.offsets.length} cells has ${incidences} press–light pairs, over the limit of ${MAX_PRESS_INCIDENCES}`,
      'maxIncidences',
      incidences,
      MAX_PRESS_INCIDENCES,
    );
  }
}

/**
 * Lazy light chasing over Z/k in row-major order, for every rule, topology and k: every press adds exactly
 * 1 to each cell it reaches, so the press that last reaches a light is determined by it over any Z/k.
 * About rows·cols·(reach·cols) work plus a dense solve of ~cols unknowns (see {@link affineChase}).
 */
export const lazyChaseStatesMethod: StateMethod = {
  name: 'lazy-chase-zk',

  edges: ANY_EDGES,

  applies: () => true,

  nullity(shape: StateShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    const { rule, rows, cols, states } = shape;
    // Refused by the chase's size, counted in one number per cell, before the press system (a dozen per cell) is built.
    assertIncidences(rule, rows, cols);
    assertChaseFits(gridChaseSize(rule, rows, cols), states);
    const system = gridPressSystem(rule, rows, cols);
    return preparedStates(shape, {
      kernel: (options) => affineChase(system, null, states, null, options ?? work).kernel,
      solve(need, options) {
        const r = affineChase(system, null, states, need.cells, options);
        return r.presses ? new StateBoard(rows, cols, states, r.presses) : null;
      },
      solveWithKernel(need, options) {
        const r = affineChase(system, null, states, need.cells, options);
        return { presses: r.presses ? new StateBoard(rows, cols, states, r.presses) : null, kernel: r.kernel };
      },
    }, lazyChaseStatesMethod);
  },
};
