import { describeCharAt, GridFormatError } from './grid-error.ts';
import { quoteText } from './quote.ts';

/** Default cap on cells in one parsed grid: 2^28, so a 16384×16384 board (the largest documented size) fits. */
export const DEFAULT_MAX_GRID_CELLS = 2 ** 28;

/** The common header: one or two positive sizes without signs (anything else takes the careful path). */
const SIMPLE_HEADER = /^ *([1-9]\d{0,8})(?: +([1-9]\d{0,8}))? *$/;

/** A token of a header line: its text as written (messages quote it) and its 1-based column. */
export interface HeaderToken {
  /** The token as written. */
  readonly text: string;
  /** Its first column, 1-based. */
  readonly column: number;
}

/**
 * The first four tokens of a header line, as far as any header check reaches: a line of millions of words costs no
 * more than its text.
 *
 * @param text The line.
 * @returns Up to four tokens, in order.
 */
export function headerTokens(text: string): HeaderToken[] {
  const tokens: HeaderToken[] = [];
  for (const m of text.matchAll(/\S+/g)) if (tokens.push({ text: m[0], column: (m.index ?? 0) + 1 }) === 4) break;
  return tokens;
}

/**
 * The sizes of a two-state grid's header, `N` or `M N` (or `M N 2`, the k-state header of a two-state grid), as
 * written.
 *
 * @param text The header line.
 * @param lineNo Its number, 1-based.
 * @returns The row and column counts as written (positive).
 * @throws {GridFormatError} for anything else, at the column of the first bad character.
 */
export function readGridHeader(text: string, lineNo: number): [rows: string, cols: string] {
  const simple = SIMPLE_HEADER.exec(text);
  if (simple) return [simple[1]!, simple[2] ?? simple[1]!];
  const tokens = headerTokens(text);
  if (tokens.length === 0) {
    throw new GridFormatError(`expected a size ('N' or 'M N') or a row of '#' and '.', found ${describeCharAt(text, 0)}`, lineNo, 1);
  }
  const sizes: HeaderToken[] = [];
  for (const [i, token] of tokens.entries()) {
    if (i === 2 && token.text === '2') continue; // `M N 2`: the k-state header of a two-state grid
    if (i >= 2) {
      const k = i === 2 && /^\d{1,3}$/.test(token.text) ? Number(token.text) : Number.NaN;
      const states = k >= 3 && k <= 255 ? ` (a grid of ${k} states needs the k-state parser)` : '';
      throw new GridFormatError(`expected the end of the header${states}, found ${quoteText(token.text)}`, lineNo, token.column, states ? { states: k } : {});
    }
    if (!/^[+-]?\d+$/.test(token.text)) {
      const at = i === 0 ? "a size ('N' or 'M N') or a row of '#' and '.'" : 'a column count';
      // The first character that is neither a digit nor a leading sign (all one UTF-16 unit), without spreading the token.
      const good = /^[+-]?\d*/.exec(token.text)![0].length;
      const index = good < token.text.length ? good : 0;
      throw new GridFormatError(`expected ${at}, found ${describeCharAt(token.text, index)}`, lineNo, token.column + index);
    }
    if (!/[1-9]/.test(token.text) || token.text.startsWith('-')) {
      throw new GridFormatError(`expected a positive size, found ${quoteText(token.text)}`, lineNo, token.column);
    }
    sizes.push(token);
  }
  return [sizes[0]!.text, (sizes[1] ?? sizes[0]!).text];
}

/**
 * A header's sizes as numbers, once their product is known to be within the cell limit.
 *
 * @param rowsText The row count as written.
 * @param colsText The column count as written.
 * @param maxCells The most cells a grid may have.
 * @param lineNo The header's line, 1-based.
 * @returns The row and column counts.
 * @throws {GridFormatError} for a grid past `maxCells`, quoting the sizes as written.
 */
export function gridSize(rowsText: string, colsText: string, maxCells: number, lineNo: number): { rows: number; cols: number } {
  const rows = Number(rowsText);
  const cols = Number(colsText);
  if (rows * cols > maxCells || !Number.isSafeInteger(rows * cols)) {
    throw new GridFormatError(`grid ${sizeText(rowsText, colsText)}, over the limit of ${maxCells}`, lineNo, 1);
  }
  return { rows, cols };
}

/**
 * `R×C has N cells` with the sizes as written; absurdly long sizes are shortened and their product left out.
 *
 * @param rows The row count as written.
 * @param cols The column count as written.
 * @returns The words for a message.
 */
export function sizeText(rows: string, cols: string): string {
  const short = (t: string): string => (t.length > 24 ? quoteText(t, 24) : t);
  if (rows.length > 24 || cols.length > 24) return `${short(rows)}×${short(cols)} is too large`;
  const cells = BigInt(rows.replace(/^\+/, '')) * BigInt(cols.replace(/^\+/, ''));
  return `${rows}×${cols} has ${cells} cells`;
}
