import { LimitError } from '@lightsout/core';
import { DEFAULT_MAX_GRID_CELLS, quoteText } from '@lightsout/core/algebra';
import { UsageError } from './errors.ts';

/* Sizes from the command line: whole numbers, ROWS [COLS] or ROWSxCOLS, ranges A..B, and the grid cell limit. */

/** The value of `text` when it is a decimal whole number (an optional '+', then digits), else NaN. */
export function wholeNumber(text: string): number {
  return /^\+?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A board side from the command line: a whole number from 1 up. */
export function parseSize(text: string, what: string, command: string): number {
  const value = wholeNumber(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${what} must be a whole number from 1 up, found ${quoteText(text)}`, command);
  }
  return value;
}

/** `ROWSxCOLS` (or `ROWS×COLS`), the way sizes are printed: `5x7`. */
const SIZE_PAIR = /^(\+?\d+)[x×](\+?\d+)$/i;

/** Rows and columns from the size positionals (`ROWS [COLS]`, or `ROWSxCOLS` as one word); columns default to rows. */
export function parseShape(args: { rows?: string | undefined; cols?: string | undefined }, command: string, fallback?: number): [number, number] {
  if (args.rows === undefined) {
    if (fallback === undefined) throw new UsageError(`'${command}' needs ROWS (and optionally COLS), or ROWSxCOLS`, command);
    return [fallback, fallback];
  }
  const pair = SIZE_PAIR.exec(args.rows);
  if (pair) {
    if (args.cols !== undefined) throw new UsageError(`give the size as ROWSxCOLS or as ROWS COLS, not both: found ${quoteText(args.rows)} and ${quoteText(args.cols)}`, command);
    return [parseSize(pair[1]!, 'ROWS', command), parseSize(pair[2]!, 'COLS', command)];
  }
  const rows = parseSize(args.rows, 'ROWS', command);
  const cols = args.cols === undefined ? rows : parseSize(args.cols, 'COLS', command);
  return [rows, cols];
}

/** An inclusive range `A..B` of board sides, A ≤ B. */
export function parseRange(text: string, flag: string, command: string): [number, number] {
  const match = /^(\d+)\.\.(\d+)$/.exec(text);
  if (!match) throw new UsageError(`${flag} expects A..B (for example 1..20), found ${quoteText(text)}`, command);
  const from = parseSize(match[1]!, `${flag} start`, command);
  const to = parseSize(match[2]!, `${flag} end`, command);
  if (from > to) throw new UsageError(`${flag} ${text}: the start is past the end`, command);
  return [from, to];
}

/**
 * Refuses a grid a command would write that the CLI could not read back: every size that `random`, `kernel` and
 * `play` make is within the parser's cell limit (2^28 cells, 16384×16384).
 */
export function checkGridCells(rows: number, cols: number): void {
  if (rows * cols > DEFAULT_MAX_GRID_CELLS) {
    throw new LimitError(`board ${rows}×${cols} has ${rows * cols} cells, over the limit of ${DEFAULT_MAX_GRID_CELLS} (16384×16384)`, 'maxCells', rows * cols, DEFAULT_MAX_GRID_CELLS);
  }
}
