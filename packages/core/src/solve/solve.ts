import type { Board } from '../puzzle/board.ts';
import type { StateBoard } from '../puzzle/state-board.ts';
import { assertOptions } from '../validate.ts';
import { byStates, statesResultOf } from './any-states.ts';
import { type SolveOptions, solve as solveBits } from './grid/solve.ts';
import { isSolvable as isBitsSolvable } from './grid/queries.ts';
import type { SolveResult } from './result.ts';
import { isStatesSolvable, type SolveStatesOptions, solveStates } from './states/solve-states.ts';

/**
 * Solves a board of any number of states: presses turning `board` into `options.target` (all off, or all zero,
 * by default), or a proof that none exist. A {@link Board} (two states, bit-packed) gets a board of presses; a
 * {@link StateBoard} of k states gets press counts 0..k−1 per cell (k = 2 is solved by the same bit-packed
 * methods). Picks the fastest applicable method; every answer is verified by applying it before it is returned.
 *
 * @param board The lights now.
 * @param options The rule (classic by default), the target (same shape and states), `minimal`, and
 *   `signal`/`onProgress` for long work.
 * @returns A {@link Solved} with the presses, or an {@link Unsolvable} with a proof.
 * @throws {ArgumentError} for a bad rule or a target of another shape or number of states.
 * @throws {LimitError} for a board past the limits of every method that applies.
 * @example
 * const result = solve(Board.filled(5, 5), { minimal: true });
 * if (result.solvable) result.pressCount; // 15
 * solve(StateBoard.filled(3, 3, 3)); // Lights Out 2000: three states
 */
export function solve(board: Board, options?: SolveOptions): SolveResult<Board>;
export function solve(board: StateBoard, options?: SolveStatesOptions): SolveResult<StateBoard>;
export function solve(board: Board | StateBoard, options?: SolveOptions | SolveStatesOptions): SolveResult<Board> | SolveResult<StateBoard>;
export function solve(board: Board | StateBoard, options: SolveOptions | SolveStatesOptions = {}): SolveResult<Board> | SolveResult<StateBoard> {
  assertOptions(options);
  return byStates(
    board,
    options.target,
    (bits, target) => solveBits(bits, { ...(options as SolveOptions), target }),
    (states) => solveStates(states, options as SolveStatesOptions),
    statesResultOf,
  );
}

/**
 * {@link solve} asking for the fewest presses (for k states, the least sum of press counts).
 *
 * @param board The lights now.
 * @param options The rule (classic by default), the target, abort signal and progress.
 * @returns A {@link Solved} with the fewest presses found (`minimal` says whether that is proven), or an {@link
 *   Unsolvable} with a proof.
 * @throws {ArgumentError} for a bad rule or a target of another shape or number of states.
 * @throws {LimitError} for a board past the limits of every method that applies.
 */
export function minimalSolution(board: Board, options?: Omit<SolveOptions, 'minimal'>): SolveResult<Board>;
export function minimalSolution(board: StateBoard, options?: Omit<SolveStatesOptions, 'minimal'>): SolveResult<StateBoard>;
export function minimalSolution(board: Board | StateBoard, options: Omit<SolveOptions | SolveStatesOptions, 'minimal'> = {}): SolveResult<Board> | SolveResult<StateBoard> {
  return solve(board, { ...options, minimal: true } as SolveOptions | SolveStatesOptions);
}

/**
 * True when some presses turn `board` into the target (all off, or all zero, by default), for a board of any
 * number of states.
 *
 * @param board The lights now.
 * @param options The rule (classic by default), the target, abort signal and progress.
 * @returns Whether a solution exists.
 * @throws {ArgumentError} for a bad rule or a target of another shape or number of states.
 * @throws {LimitError} for a board past the limits of every method that applies.
 */
export function isSolvable(board: Board | StateBoard, options: Omit<SolveOptions, 'minimal'> | Omit<SolveStatesOptions, 'minimal'> = {}): boolean {
  assertOptions(options);
  return byStates(
    board,
    options.target,
    (bits, target) => isBitsSolvable(bits, { ...(options as SolveOptions), target }),
    (states) => isStatesSolvable(states, options as SolveStatesOptions),
    (solvable) => solvable,
  );
}
