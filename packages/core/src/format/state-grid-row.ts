import { MAX_SYMBOL_STATES, stateSymbol, symbolState } from '../puzzle/state-symbols.ts';
import { describeCharAt, GridFormatError } from './grid-error.ts';
import { assertRowLength } from './grid-row.ts';
import { quoteText } from './quote.ts';

/** Characters a row of numbers (k > 36) may use per cell: up to three digits and a separator. */
export const CHARS_PER_NUMBER = 4;

/**
 * Parses one row of `cols` cells of k states into `cells` from `offset`: one symbol per cell for k ≤ 36 (`0`–`9`,
 * then `a`–`z`), whitespace-separated numbers above; `.` and `#` (0 and 1) for any k.
 *
 * @param text The row, without its line end and trailing spaces.
 * @param lineNo Its number, 1-based.
 * @param cols The width the row must have.
 * @param k The number of states.
 * @param cells The grid's cells, one byte each.
 * @param offset The row's first cell.
 * @throws {GridFormatError} for a cell ≥ k or another character, a row too short or too long, or a row of numbers
 *   longer than {@link CHARS_PER_NUMBER} characters a cell.
 */
export function readStateRow(text: string, lineNo: number, cols: number, k: number, cells: Uint8Array, offset: number): void {
  const expected = (): string => (k > MAX_SYMBOL_STATES ? `a state 0..${k - 1}` : `a state '0'..'${stateSymbol(Math.min(k, MAX_SYMBOL_STATES) - 1)}'`);
  if (k > MAX_SYMBOL_STATES) {
    const tokens = [...text.matchAll(/\S+/g)];
    for (let c = 0; c < Math.min(cols, tokens.length); c++) {
      const t = tokens[c]![0];
      const column = (tokens[c]!.index ?? 0) + 1;
      const v = t === '.' ? 0 : t === '#' ? 1 : /^\d{1,3}$/.test(t) ? Number(t) : -1;
      if (v < 0 || v >= k) throw new GridFormatError(`expected ${expected()}, found ${quoteText(t)}`, lineNo, column);
      cells[offset + c] = v;
    }
    if (tokens.length < cols) throw new GridFormatError(`expected ${cols} cells in this row, found ${tokens.length}`, lineNo, text.length + 1);
    if (tokens.length > cols) throw new GridFormatError(`expected the row to end after ${cols} cells, found ${quoteText(tokens[cols]![0])}`, lineNo, (tokens[cols]!.index ?? 0) + 1);
    if (text.length > CHARS_PER_NUMBER * cols) {
      throw new GridFormatError(`expected a row of ${cols} numbers in at most ${CHARS_PER_NUMBER * cols} characters`, lineNo, CHARS_PER_NUMBER * cols + 1);
    }
    return;
  }
  for (let c = 0; c < Math.min(cols, text.length); c++) {
    const v = symbolState(text.charCodeAt(c));
    if (v < 0 || v >= k) throw new GridFormatError(`expected ${expected()}, found ${describeCharAt(text, c)}`, lineNo, c + 1);
    cells[offset + c] = v;
  }
  assertRowLength(text, cols, lineNo);
}
