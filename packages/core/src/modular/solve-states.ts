import type { WorkOptions } from '../gf2/eliminate.ts';
import { CLASSIC_RULE, type Rule, transposeRule } from '../puzzle/rule.ts';
import { type CosetBounds, minimizeCoset } from './coset-search.ts';
import { crtPolyStatesMethod } from './crt-states.ts';
import { denseStatesMethod } from './dense-states.ts';
import { lazyChaseStatesMethod } from './lazy-states.ts';
import { polyChaseStatesMethod } from './poly-states.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import type { StateKernel, StateSolverMethod } from './state-method.ts';
import { applyStatePresses, statePressEffect } from '../puzzle/state-press.ts';

/** Every k-state method, reference first. */
export const STATE_SOLVER_METHODS: readonly StateSolverMethod[] = [denseStatesMethod, lazyChaseStatesMethod, polyChaseStatesMethod, crtPolyStatesMethod];

/** The fastest method for the rule, shape and k: a polynomial method when one applies, else lazy chasing. */
export function chooseStatesMethod(rule: Rule, rows: number, cols: number, states: number): StateSolverMethod {
  if (polyChaseStatesMethod.applies(rule, rows, cols, states)) return polyChaseStatesMethod;
  if (crtPolyStatesMethod.applies(rule, rows, cols, states)) return crtPolyStatesMethod;
  return lazyChaseStatesMethod;
}

/** Options of {@link solveStates} and the k-state queries. */
export interface SolveStatesOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
  /** The board to reach; all zero by default. Same shape and states as the board. */
  target?: StateBoard;
  /** Ask for the fewest presses (least sum of counts): `true`, or bounds for the coset search. */
  minimal?: boolean | CosetBounds;
  /** Force a method (by default {@link chooseStatesMethod}). */
  method?: StateSolverMethod;
}

/** A k-state board that can reach its target. */
export interface StatesSolved {
  readonly solvable: true;
  /** How many times (0..k−1) to press each cell. */
  readonly presses: StateBoard;
  /** Total presses: the sum of the counts. */
  readonly pressCount: number;
  /** Fewest generators of the kernel (its dimension when k is prime). */
  readonly nullity: number;
  /** Number of press patterns reaching the target: the kernel size. */
  readonly solutions: bigint;
  /** True when no solution has a smaller press count (exhaustive search, or the solution is unique). */
  readonly minimal: boolean;
  /** The method that did the linear algebra. */
  readonly method: string;
}

/** A k-state board that cannot reach its target. */
export interface StatesUnsolvable {
  readonly solvable: false;
  /** A quiet pattern y of the transposed rule with y·(target − board) ≢ 0 (mod k): no press pattern can work. */
  readonly proof: StateBoard;
  /** Fewest generators of the kernel. */
  readonly nullity: number;
  readonly solutions: 0n;
  /** The method that did the linear algebra. */
  readonly method: string;
}

/** The outcome of {@link solveStates}. */
export type StatesResult = StatesSolved | StatesUnsolvable;

function assertSame(a: StateBoard, b: StateBoard, what: string): void {
  if (a.rows !== b.rows || a.cols !== b.cols || a.states !== b.states) {
    throw new RangeError(`${what} is ${b.rows}×${b.cols} with ${b.states} states, board is ${a.rows}×${a.cols} with ${a.states}`);
  }
}

/** target − board (mod k): how much each cell must still change. */
export function stateNeed(board: StateBoard, target?: StateBoard): StateBoard {
  const need = new StateBoard(board.rows, board.cols, board.states);
  const k = board.states;
  for (let i = 0; i < need.cells.length; i++) need.cells[i] = ((target ? target.cells[i]! : 0) - board.cells[i]! + k) % k;
  return need;
}

/** Σ y·v mod k. */
function dot(y: StateBoard, v: StateBoard): number {
  let s = 0;
  for (let i = 0; i < y.cells.length; i++) s = (s + y.cells[i]! * v.cells[i]!) % y.states;
  return s;
}

/**
 * Solves a k-state board: press counts (0..k−1 per cell) turning `board` into `options.target` (all zero by
 * default), or a proof that none exist. Exact for every 2 ≤ k ≤ 255; every answer is checked by applying it.
 *
 * @example
 * const r = solveStates(StateBoard.filled(3, 3, 3));
 * if (r.solvable) r.presses.toString();
 */
export function solveStates(board: StateBoard, options: SolveStatesOptions = {}): StatesResult {
  const rule = options.rule ?? CLASSIC_RULE;
  const { rows, cols, states } = board;
  if (options.target) assertSame(board, options.target, 'target');
  const method = options.method ?? chooseStatesMethod(rule, rows, cols, states);
  const work = { signal: options.signal, onProgress: options.onProgress };
  const need = stateNeed(board, options.target);
  const { presses, kernel } = method.solve(need, rule, work);
  if (presses === null) {
    const transposed = transposeRule(rule);
    const quiet = transposed === rule ? kernel : method.kernel(rows, cols, states, transposed, work);
    const proof = quiet.generators.find((y) => dot(y, need) !== 0);
    if (!proof || !statePressEffect(proof, transposed).isZero()) {
      throw new Error(`internal error: ${method.name} found no valid unsolvability proof`);
    }
    return { solvable: false, proof, nullity: kernel.nullity, solutions: 0n, method: method.name };
  }
  let best = presses;
  let minimal = kernel.size === 1n;
  if (options.minimal && !minimal) {
    const bounds = typeof options.minimal === 'object' ? options.minimal : {};
    const found = minimizeCoset(presses.cells, kernel.generators.map((g) => g.cells), kernel.orders, states, { ...work, ...bounds });
    best = new StateBoard(rows, cols, states, found.vector);
    minimal = found.proven;
  }
  const reached = applyStatePresses(board, best, rule);
  if (!(options.target ? reached.equals(options.target) : reached.isZero())) {
    throw new Error(`internal error: ${method.name} returned presses that do not solve the board`);
  }
  return { solvable: true, presses: best, pressCount: best.total(), nullity: kernel.nullity, solutions: kernel.size, minimal, method: method.name };
}

/** The quiet patterns of the rule on a rows × cols board with k states (the kernel of A over Z/k). */
export function statesKernel(rows: number, cols: number, states: number, options: SolveStatesOptions = {}): StateKernel {
  const rule = options.rule ?? CLASSIC_RULE;
  const method = options.method ?? chooseStatesMethod(rule, rows, cols, states);
  return method.kernel(rows, cols, states, rule, { signal: options.signal, onProgress: options.onProgress });
}

/** Fewest generators of the kernel (the nullity, the dimension for prime k). */
export function statesNullity(rows: number, cols: number, states: number, options: SolveStatesOptions = {}): number {
  return statesKernel(rows, cols, states, options).nullity;
}

/** True when some press pattern turns the board into the target (all zero by default). */
export function isStatesSolvable(board: StateBoard, options: Omit<SolveStatesOptions, 'minimal'> = {}): boolean {
  return solveStates(board, options).solvable;
}
