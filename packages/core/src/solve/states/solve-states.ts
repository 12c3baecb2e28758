import type { WorkOptions } from '../../work.ts';
import { ArgumentError } from '../../errors.ts';
import { assertSides } from '../../puzzle/board-shape.ts';
import { assertRule, CLASSIC_RULE, type Rule } from '../../puzzle/rule.ts';
import { assertStateBoard, StateBoard } from '../../puzzle/state-board.ts';
import { assertMinimalOption, assertOptions } from '../../validate.ts';
import { assertStates } from '../../zk/zk.ts';
import { complete, type MinimalOption } from '../complete.ts';
import type { SolveResult } from '../result.ts';
import { type StateShape, statesKind } from './kind.ts';
import { negateStates } from './_need.ts';
import { chooseStatesMethod } from './methods.ts';

/** Options of {@link solveStates} and the k-state queries. */
export interface SolveStatesOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
  /** The board to reach; all zero by default. Same shape and states as the board. */
  target?: StateBoard;
  /** Ask for the fewest presses (least sum of counts): `true`, or bounds for the coset search. */
  minimal?: MinimalOption;
}

/** The outcome of {@link solveStates}: presses are counts 0..k−1 per cell. */
export type StatesResult = SolveResult<StateBoard>;

/** The quiet patterns of a k-state rule: the kernel of A over Z/k as a direct sum of cyclic groups. */
export interface StateKernel {
  /** Generators: every quiet pattern is Σ cᵢ·gᵢ, 0 ≤ cᵢ < orders[i], in exactly one way. */
  readonly generators: StateBoard[];
  /** Additive order of each generator (divides k). */
  readonly orders: number[];
  /** Number of quiet patterns (including all-zero): the product of the orders. */
  readonly size: bigint;
  /** Fewest generators; the dimension of the kernel when k is prime. */
  readonly nullity: number;
}

/**
 * target − board (mod k): how much each cell must still change. Reads the board's cells once, checking them on the
 * way (so {@link stateShapeOf} with `checkCells` false may leave them to it).
 *
 * @param board The states now.
 * @param target The states wanted, same shape and states; all zero by default.
 * @returns A new board with the states of `board`.
 * @throws {ArgumentError} when a cell of `board` is not below its states, or its cells are not rows·cols bytes.
 */
export function stateNeed(board: StateBoard, target?: StateBoard): StateBoard {
  const need = new StateBoard(board.rows, board.cols, board.states);
  const k = board.states;
  const out = need.cells;
  const from = board.cells;
  if (!(from instanceof Uint8Array) || from.length !== out.length) assertStateBoard(board); // throws
  if (!target) {
    if (!negateStates(from, out, k)) assertStateBoard(board); // throws, naming the cell
    return need;
  }
  const to = target.cells;
  let over = false;
  for (let i = 0; i < out.length; i++) {
    const f = from[i]!;
    if (f >= k) over = true;
    const v = to[i]! - f;
    out[i] = v < 0 ? v + k : v;
  }
  if (over) assertStateBoard(board); // throws, naming the cell
  return need;
}

function shapeOf(rows: number, cols: number, states: number, rule: Rule): StateShape {
  assertSides(rows, cols);
  assertStates(states);
  assertRule(rule);
  return { rule, rows, cols, states };
}

/**
 * The shape a k-state board is solved on, after checking the board, the options, the rule, the states and the target.
 * With `checkCells` false the board's cells are left to {@link stateNeed}, which the caller runs next (one pass less).
 */
export function stateShapeOf(board: StateBoard, options: SolveStatesOptions, checkCells = true): StateShape {
  if (checkCells || !(board instanceof StateBoard)) assertStateBoard(board);
  assertOptions(options);
  assertMinimalOption(options.minimal);
  const t = options.target;
  if (t !== undefined) assertStateBoard(t, 'target');
  if (t && (t.rows !== board.rows || t.cols !== board.cols || t.states !== board.states)) {
    throw new ArgumentError(`target is ${t.rows}×${t.cols} with ${t.states} states, board is ${board.rows}×${board.cols} with ${board.states}`);
  }
  return shapeOf(board.rows, board.cols, board.states, options.rule ?? CLASSIC_RULE);
}

/**
 * Solves a k-state board: press counts (0..k−1 per cell) turning `board` into `options.target` (all zero by
 * default), or a proof that none exist. Exact for every 2 ≤ k ≤ 255; every answer is checked by applying it.
 *
 * @param board The states now.
 * @param options The rule (classic by default), the target, `minimal`, abort signal and progress.
 * @returns A {@link Solved} with the press counts, or an {@link Unsolvable} with a proof.
 * @throws {ArgumentError} for a bad rule or a target of another shape or state count.
 * @throws {LimitError} for work past the methods' limits.
 * @example
 * const r = solveStates(StateBoard.filled(3, 3, 3));
 * if (r.solvable) r.presses.toString();
 * @deprecated Use `solve(board)`, which takes boards of any number of states.
 */
export function solveStates(board: StateBoard, options: SolveStatesOptions = {}): StatesResult {
  const shape = stateShapeOf(board, options, false);
  const need = stateNeed(board, options.target); // checks the board's cells
  const work = { signal: options.signal, onProgress: options.onProgress };
  work.signal?.throwIfAborted();
  const method = chooseStatesMethod(shape);
  return complete(statesKind, method, method.prepare(shape, work), shape, need, { ...work, minimal: options.minimal });
}

/**
 * The quiet patterns of the rule on a rows × cols board with k states (the kernel of A over Z/k).
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param states The number of states k, 2 to {@link MAX_STATES}.
 * @param options The rule (classic by default), abort signal and progress.
 * @returns The generators, as boards of press counts, and their orders.
 * @throws {ArgumentError} for bad sizes, a bad `states` or a bad rule.
 * @throws {LimitError} for work past the methods' limits.
 */
export function statesKernel(rows: number, cols: number, states: number, options: Omit<SolveStatesOptions, 'target' | 'minimal'> = {}): StateKernel {
  assertOptions(options);
  const shape = shapeOf(rows, cols, states, options.rule ?? CLASSIC_RULE);
  options.signal?.throwIfAborted();
  const prepared = chooseStatesMethod(shape).prepare(shape, options);
  const kernel = prepared.kernel(options);
  return { generators: [...kernel.generators], orders: [...kernel.orders], size: prepared.kernelSize, nullity: prepared.nullity };
}

/**
 * Fewest generators of the kernel (the nullity, the dimension for prime k).
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param states The number of states k, 2 to {@link MAX_STATES}.
 * @param options The rule (classic by default), abort signal and progress.
 * @returns The nullity, ≥ 0.
 * @throws {ArgumentError} for bad sizes, a bad `states` or a bad rule.
 * @throws {LimitError} for work past the methods' limits.
 * @deprecated Use `nullity(rows, cols, { states })`, which takes boards of any number of states.
 */
export function statesNullity(rows: number, cols: number, states: number, options: Omit<SolveStatesOptions, 'target' | 'minimal'> = {}): number {
  assertOptions(options);
  const shape = shapeOf(rows, cols, states, options.rule ?? CLASSIC_RULE);
  options.signal?.throwIfAborted();
  return chooseStatesMethod(shape).nullity(shape, options);
}

/**
 * True when some press pattern turns the board into the target (all zero by default).
 *
 * @param board The states now.
 * @param options The rule (classic by default), the target, abort signal and progress.
 * @returns Whether a solution exists.
 * @throws {ArgumentError} for a bad rule or a target of another shape or state count.
 * @throws {LimitError} for work past the methods' limits.
 * @deprecated Use `isSolvable(board)`, which takes boards of any number of states.
 */
export function isStatesSolvable(board: StateBoard, options: Omit<SolveStatesOptions, 'minimal'> = {}): boolean {
  const shape = stateShapeOf(board, options);
  options.signal?.throwIfAborted();
  return chooseStatesMethod(shape).prepare(shape, options).reachable(stateNeed(board, options.target), options);
}
