import { type Board, GridFormatError, parseGrids, parseStateGrids, StateBoard } from '@lightsout/core';
import { MAX_UI_STATES } from '../limits.ts';
import { MAX_SIDE } from '../limits.ts';

/** The outcome of reading pasted or uploaded grid text. */
export type ImportResult =
  | { ok: true; board: Board; note: string | null }
  | { ok: false; message: string; line: number | null; column: number | null };

/** Grids after the first that are read (and checked) to say how many the text holds. */
export const MAX_COUNTED_GRIDS = 100;

/**
 * Reads the first grid of the text format (`N` or `M N`, then rows of `#` and `.`; a headerless block
 * of rows works too), and counts the grids after it up to {@link MAX_COUNTED_GRIDS}, reading no further.
 * Errors keep the parser's 1-based line and column so the UI can point at them.
 */
export function importGrid(text: string): ImportResult {
  try {
    // The parser is lazy: read the first grid and count a few more, never the whole of a huge file (100,000
    // grids took seconds on the page's thread).
    const grids = parseGrids(text, { maxCells: MAX_SIDE * MAX_SIDE });
    const head = grids.next();
    const first = head.done ? undefined : head.value;
    if (!first) return { ok: false, message: 'No grid found: expected a size line such as 5, then rows of # and .', line: null, column: null };
    const { board } = first;
    if (board.rows > MAX_SIDE || board.cols > MAX_SIDE) {
      return { ok: false, message: `The grid is ${board.rows} × ${board.cols}; the explorer opens at most ${MAX_SIDE} × ${MAX_SIDE}.`, line: first.line, column: null };
    }
    let count = 1;
    while (count <= MAX_COUNTED_GRIDS && !grids.next().done) count++;
    const note =
      count > MAX_COUNTED_GRIDS
        ? `The text holds more than ${MAX_COUNTED_GRIDS} grids; the first one is shown (the rest are not read).`
        : count > 1
          ? `The text holds ${count} grids; the first one is shown.`
          : null;
    return { ok: true, board, note };
  } catch (error) {
    return refused(error);
  }
}

/** True when the text opens with a `rows cols k` header: the k-state grid format. */
export function isStateGrid(text: string): boolean {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return /^\s*\d+\s+\d+\s+\d+\s*$/.test(firstLine);
}

/**
 * Reads the first grid of the k-state format (header `rows cols k`, one digit per cell; without a header the
 * page's k); a k above the explorer's {@link MAX_UI_STATES} keeps the page's k, states above it lowered.
 */
export function importStateGrid(text: string, fallbackStates: number): { ok: true; board: StateBoard; note: string } | Refused {
  try {
    const first = parseStateGrids(text, { ...(isStateGrid(text) ? {} : { states: fallbackStates }), maxCells: MAX_SIDE * MAX_SIDE }).next();
    if (first.done) return { ok: false, message: 'No grid found: expected a header such as "3 3 3", then rows of digits.', line: null, column: null };
    const board = first.value.board;
    if (board.rows > MAX_SIDE || board.cols > MAX_SIDE) return { ok: false, message: `The grid is ${board.rows} × ${board.cols}; at most ${MAX_SIDE} × ${MAX_SIDE}.`, line: null, column: null };
    const k = board.states > MAX_UI_STATES ? fallbackStates : board.states;
    const fitted = k === board.states ? board : new StateBoard(board.rows, board.cols, k, board.cells.map((v) => Math.min(v, k - 1)));
    return { ok: true, board: fitted, note: `Loaded a ${board.rows} × ${board.cols} board with ${board.states} states.` };
  } catch (error) {
    return refused(error);
  }
}

type Refused = Extract<ImportResult, { ok: false }>;

function refused(error: unknown): Refused {
  if (error instanceof GridFormatError) return { ok: false, message: error.message, line: error.line, column: error.column ?? null };
  return { ok: false, message: (error as Error).message, line: null, column: null };
}
