import { assertStateBoard, type StateBoard } from '../puzzle/state-board.ts';
import { assertIterable, assertOptions } from '../validate.ts';

/** Options of {@link formatStateGrid}. */
export interface StateGridFormatOptions {
  /** Write the `rows cols states` header line (default true). Without it, rows starting with a digit do not parse back. */
  header?: boolean;
}

/**
 * A k-state grid as text: the `rows cols states` header, then one row per line (the format `StateGridParser` reads).
 *
 * @param board The board.
 * @param options Whether to write the header.
 * @returns The text, each line ending in `\n`.
 */
export function formatStateGrid(board: StateBoard, options: StateGridFormatOptions = {}): string {
  assertStateBoard(board);
  assertOptions(options);
  const head = options.header === false ? '' : `${board.rows} ${board.cols} ${board.states}\n`;
  return `${head}${board.toRows().join('\n')}\n`;
}

/**
 * Several grids, one after another, each with its header.
 *
 * @param boards The boards, in order.
 * @returns The text, each line ending in `\n`.
 */
export function formatStateGrids(boards: Iterable<StateBoard>): string {
  assertIterable(boards, 'boards');
  let out = '';
  for (const b of boards) out += formatStateGrid(b);
  return out;
}

