import type { Random, RandomBoardOptions } from './random.ts';
import { randomOptions } from './random.ts';
import { CLASSIC_RULE, type Rule } from './rule.ts';
import { StateBoard } from './state-board.ts';
import { statePressEffect } from './state-press.ts';

/** A uniform integer in [0, n) from 32 random bits (n ≤ 255: the bias is below 2⁻²⁴). */
function below(n: number, random: Random): number {
  return (random() >>> 0) % n;
}

/**
 * A k-state board whose cells are not 0 with probability `density` (0.5 by default), a non-zero cell being
 * uniform in 1..states − 1.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param states The number of states k, 2 to `MAX_STATES` (255).
 * @param options Density and random source.
 * @returns A new board.
 * @throws {ArgumentError} for a density outside [0, 1], a bad side or a bad `states`.
 * @throws {LimitError} past {@link MAX_BOARD_CELLS} cells.
 */
export function randomStateBoard(rows: number, cols: number, states: number, options: RandomBoardOptions = {}): StateBoard {
  const { density, random } = randomOptions(options);
  const board = new StateBoard(rows, cols, states);
  for (let i = 0; i < board.cells.length; i++) {
    if ((random() >>> 0) / 2 ** 32 < density) board.cells[i] = 1 + below(states - 1, random);
  }
  return board;
}

/**
 * A k-state board that is certainly solvable under `rule`: the lights left by random presses (each cell
 * pressed with probability `density`, 1..states − 1 times).
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param states The number of states k, 2 to `MAX_STATES` (255).
 * @param options Density, random source and `rule` (the classic rule by default).
 * @returns A new board.
 * @throws {ArgumentError} for a density outside [0, 1], a bad side or a bad `states`.
 * @throws {LimitError} past {@link MAX_BOARD_CELLS} cells.
 */
export function randomSolvableStateBoard(
  rows: number,
  cols: number,
  states: number,
  options: RandomBoardOptions & { rule?: Rule } = {},
): StateBoard {
  return statePressEffect(randomStateBoard(rows, cols, states, options), options.rule ?? CLASSIC_RULE);
}
