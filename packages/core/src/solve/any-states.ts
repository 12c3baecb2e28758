import { ArgumentError } from '../errors.ts';
import type { Board } from '../puzzle/board.ts';
import { assertStateBoard, StateBoard } from '../puzzle/state-board.ts';
import { Solved, type SolveResult, Unsolvable } from './result.ts';

/**
 * Two states are k = 2: a {@link StateBoard} of two states is solved by the bit-packed GF(2) methods, through
 * these conversions, so every front door takes boards of any number of states and nothing gets slower.
 */

/** The bit board of a two-state board (cell 1 lit). */
export function bitsOf(board: StateBoard): Board {
  return board.toBoard();
}

/** The bit board of a two-state board's target, after checking that it has the board's shape and states. */
export function bitsTarget(board: StateBoard, target: StateBoard | undefined): Board | undefined {
  if (target === undefined) return undefined;
  assertStateBoard(target, 'target');
  if (target.rows !== board.rows || target.cols !== board.cols || target.states !== board.states) {
    throw new ArgumentError(`target is ${target.rows}×${target.cols} with ${target.states} states, board is ${board.rows}×${board.cols} with ${board.states}`);
  }
  return bitsOf(target);
}

/** The two-state board of a bit board. */
export function statesOf(board: Board): StateBoard {
  return StateBoard.fromBoard(board, 2);
}

/** A bit board's result as a two-state board's: presses or proof converted, every other field kept. */
export function statesResultOf(result: SolveResult<Board>): SolveResult<StateBoard> {
  return result.solvable ? new Solved<StateBoard>({ ...result, presses: statesOf(result.presses) }) : new Unsolvable<StateBoard>({ ...result, proof: statesOf(result.proof) });
}

/**
 * The one routing of every front door: a bit {@link Board} goes to `bits`; a {@link StateBoard} of two states is
 * checked, converted, given to `bits` and its answer lifted back by `lift`; one of k > 2 states goes to `states`
 * (whose engines check their input themselves).
 */
export function byStates<R2, Rk>(
  board: Board | StateBoard,
  target: Board | StateBoard | undefined,
  bits: (board: Board, target: Board | undefined) => R2,
  states: (board: StateBoard, target: StateBoard | undefined) => Rk,
  lift: (result: R2) => Rk,
): R2 | Rk {
  if (!(board instanceof StateBoard)) return bits(board, target as Board | undefined);
  const stateTarget = target as StateBoard | undefined;
  if (board.states !== 2) return states(board, stateTarget);
  assertStateBoard(board);
  return lift(bits(bitsOf(board), bitsTarget(board, stateTarget)));
}

