import { describeCharAt, GridFormatError } from './grid-error.ts';

const HASH = 35; // '#'
const DOT = 46; // '.'
const ZERO = 48; // '0'
const ONE = 49; // '1'

/**
 * Parses one row of `cols` two-state cells into `words` from word `offset` (bit c & 31 of word c >>> 5 is cell c).
 *
 * @param text The row, without its line end and trailing spaces.
 * @param lineNo Its number, 1-based.
 * @param cols The width the row must have.
 * @param words The grid's words.
 * @param offset The row's first word.
 * @param digits Whether `1` and `0` are read as on and off too.
 * @throws {GridFormatError} for another character, or a row too short or too long.
 */
export function readGridRow(text: string, lineNo: number, cols: number, words: Uint32Array, offset: number, digits: boolean): void {
  const n = Math.min(text.length, cols);
  // Branch-free: bit 0 of '#' (35) and '1' (49) is 1, of '.' (46) and '0' (48) is 0; any other character only
  // raises `bad`, and a second scan finds it for the message. Random boards would mispredict a per-cell branch.
  const on = digits ? ONE : HASH;
  const off = digits ? ZERO : DOT;
  let bad = 0;
  for (let c = 0, k = 0; c < n; k++) {
    let word = 0;
    const end = Math.min(n, c + 32);
    for (let bit = 0; c < end; c++, bit++) {
      const ch = text.charCodeAt(c);
      bad |= +(ch !== HASH) & +(ch !== DOT) & +(ch !== on) & +(ch !== off);
      word |= (ch & 1) << bit;
    }
    words[offset + k] = word;
  }
  if (bad) {
    for (let c = 0; c < n; c++) {
      const ch = text.charCodeAt(c);
      if (ch === HASH || ch === DOT || ch === on || ch === off) continue;
      const digit = ch === ZERO || ch === ONE ? ': rows of 1 and 0 are read with the digits option' : '';
      throw new GridFormatError(`expected '#' or '.', found ${describeCharAt(text, c)}${digit}`, lineNo, c + 1);
    }
  }
  assertRowLength(text, cols, lineNo);
}

/**
 * Checks that a row of one character per cell has `cols` of them.
 *
 * @param text The row.
 * @param cols The width it must have.
 * @param lineNo Its number, 1-based.
 * @throws {GridFormatError} at the first missing or extra cell.
 */
export function assertRowLength(text: string, cols: number, lineNo: number): void {
  if (text.length < cols) throw new GridFormatError(`expected ${cols} cells in this row, found ${text.length}`, lineNo, text.length + 1);
  if (text.length > cols) throw new GridFormatError(`expected the row to end after ${cols} cells, found ${describeCharAt(text, cols)}`, lineNo, cols + 1);
}
