import { type Board, GridFormatError, parseGrids } from '@lightsout/core';
import { MAX_SIDE } from '../limits.ts';

/** The outcome of reading pasted or uploaded grid text. */
export type ImportResult =
  | { ok: true; board: Board; note: string | null }
  | { ok: false; message: string; line: number | null; column: number | null };

/**
 * Reads the first grid of the text format (`N` or `M N`, then rows of `#` and `.`; a headerless block
 * of rows works too). Errors keep the parser's 1-based line and column so the UI can point at them.
 */
export function importGrid(text: string): ImportResult {
  try {
    const grids = [...parseGrids(text, { maxCells: MAX_SIDE * MAX_SIDE })];
    const first = grids[0];
    if (!first) return { ok: false, message: 'No grid found: expected a size line such as 5, then rows of # and .', line: null, column: null };
    const { board } = first;
    if (board.rows > MAX_SIDE || board.cols > MAX_SIDE) {
      return { ok: false, message: `The grid is ${board.rows} × ${board.cols}; the explorer opens at most ${MAX_SIDE} × ${MAX_SIDE}.`, line: first.line, column: null };
    }
    const note = grids.length > 1 ? `The text holds ${grids.length} grids; the first one is shown.` : null;
    return { ok: true, board, note };
  } catch (error) {
    if (error instanceof GridFormatError) {
      return { ok: false, message: error.message, line: error.line, column: error.column ?? null };
    }
    return { ok: false, message: (error as Error).message, line: null, column: null };
  }
}
