import { ArgumentError } from '../errors.ts';
import { assertBoard, type Board } from '../puzzle/board.ts';
import { assertIterable, assertOptions, assertString } from '../validate.ts';

/** Options of {@link formatGrid}. */
export interface GridFormatOptions {
  /** `auto` (default) writes `N` for square boards and `M N` otherwise; `none` writes the rows only. */
  header?: 'auto' | 'none';
  /** Character for an on cell; `#` by default. */
  on?: string;
  /** Character for an off cell; `.` by default. */
  off?: string;
}

/**
 * The grid text of a board: an optional header line, then one line of `#`/`.` per row, each line ending in
 * `\n`. Parsing the result gives the board back.
 *
 * @param board The board.
 * @param options The header and the cell characters.
 * @returns The text.
 * @throws {ArgumentError} when `on` or `off` is not exactly one character or is a line break.
 */
export function formatGrid(board: Board, options: GridFormatOptions = {}): string {
  assertBoard(board);
  assertOptions(options);
  const { rows, cols, stride, words } = board;
  const onText = cellText(options.on ?? '#', 'on');
  const offText = cellText(options.off ?? '.', 'off');
  const header = options.header === 'none' ? '' : rows === cols ? `${rows}\n` : `${rows} ${cols}\n`;
  if (onText.length > 1 || offText.length > 1 || onText.charCodeAt(0) > 127 || offText.charCodeAt(0) > 127) {
    // Characters outside ASCII: build the rows as strings (the byte path below is ASCII only).
    const text = (row: string): string => Array.from(row, (ch) => (ch === '#' ? onText : offText)).join('');
    return header + board.toRows().map((row) => `${text(row)}\n`).join('');
  }
  const on = onText.charCodeAt(0);
  const off = offText.charCodeAt(0);
  const bytes = new Uint8Array(rows * (cols + 1));
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const base = r * stride;
    for (let c = 0; c < cols; c++) {
      bytes[i++] = (words[base + (c >>> 5)]! >>> (c & 31)) & 1 ? on : off;
    }
    bytes[i++] = 10;
  }
  return header + new TextDecoder('latin1').decode(bytes);
}

/** Checks that a cell character is exactly one visible character (one code point, not a line break). */
function cellText(ch: string, which: string): string {
  assertString(ch, `the ${which} character`);
  if ([...ch].length !== 1 || ch === '\n' || ch === '\r') {
    throw new ArgumentError(`the ${which} character must be exactly one character, got ${JSON.stringify(ch)}`);
  }
  return ch;
}

/**
 * Several grids back to back, each with its header (so they parse back in order).
 *
 * @param boards The boards, in order.
 * @returns The text, each line ending in `\n`.
 */
export function formatGrids(boards: Iterable<Board>): string {
  assertIterable(boards, 'boards');
  let out = '';
  for (const b of boards) out += formatGrid(b);
  return out;
}
