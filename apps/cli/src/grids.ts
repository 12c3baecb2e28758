import { type Board, type GridFormatError, GridParser, type ParsedGrid } from '@lightsout/core';
import { readBatches, readOnlyBoard } from './batches.ts';
import { InputError } from './errors.ts';
import { type CliIO, type Input, openInput } from './io.ts';
import type { Output } from './output.ts';

/**
 * The grids of an input, in batches: those completed by each chunk read; format errors name the input. Rows of
 * `1` and `0` are read like `#` and `.` (the digits option), as users of other Lights Out tools write them.
 */
export function readGridBatches(input: Input): AsyncGenerator<ParsedGrid[]> {
  return readBatches(input, new GridParser({ digits: true }), (error: GridFormatError) => {
    // A header `M N K` with K > 2 is a k-state grid: say which flag reads it.
    if (error.states !== undefined) return new InputError(input.name, error.line, error.column ?? 1, `the header declares ${error.states} states; pass --states ${error.states}`);
    return InputError.fromGrid(input.name, error);
  });
}

/** Reads a file that must hold exactly one grid (a `--target`). */
export async function readSingleGrid(path: string, io: CliIO): Promise<Board> {
  const input = await openInput(path, io);
  return readOnlyBoard(input, readGridBatches(input));
}

const HASH = 35;
const DOT = 46;
const NEWLINE = 10;
const BLOCK_BYTES = 1 << 18;

/**
 * `#`/`.` for each 4-bit group of a board word, as one little- or big-endian 32-bit store: printing a
 * 10000×10000 grid cell by cell costs ~0.8 s, four cells per store about a tenth of that.
 */
const NIBBLE_TEXT = (() => {
  const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const table = new Uint32Array(16);
  for (let nibble = 0; nibble < 16; nibble++) {
    let word = 0;
    for (let i = 0; i < 4; i++) {
      const ch = (nibble >>> i) & 1 ? HASH : DOT;
      word |= ch << (8 * (littleEndian ? i : 3 - i));
    }
    table[nibble] = word >>> 0;
  }
  return table;
})();

/** Writes a board as `#`/`.` rows, with a header line (`N` or `M N`) when asked, in blocks of rows. */
export async function writeGrid(out: Output, board: Board, header = false): Promise<void> {
  if (header) await out.text(board.rows === board.cols ? `${board.rows}\n` : `${board.rows} ${board.cols}\n`);
  await writeRows(out, board, false);
}

const QUOTE = 34;
const COMMA = 44;

/** The rows as text lines, or (`json`) as a JSON array of strings, a block of rows at a time. */
async function writeRows(out: Output, board: Board, json: boolean): Promise<void> {
  const { rows, cols, stride, words } = board;
  const scratch = new Uint32Array(stride * 8);
  const scratchBytes = new Uint8Array(scratch.buffer, 0, cols);
  const rowBytes = json ? cols + 3 : cols + 1;
  const rowsPerBlock = Math.max(1, Math.floor(BLOCK_BYTES / rowBytes));
  if (json) await out.text('[');
  for (let r0 = 0; r0 < rows; r0 += rowsPerBlock) {
    const r1 = Math.min(rows, r0 + rowsPerBlock);
    const bytes = new Uint8Array((r1 - r0) * rowBytes - (json && r1 === rows ? 1 : 0));
    let i = 0;
    for (let r = r0; r < r1; r++) {
      const base = r * stride;
      for (let k = 0; k < stride; k++) {
        const word = words[base + k]!;
        const at = k << 3;
        for (let j = 0; j < 8; j++) scratch[at + j] = NIBBLE_TEXT[(word >>> (j << 2)) & 15]!;
      }
      if (json) bytes[i++] = QUOTE;
      bytes.set(scratchBytes, i);
      i += cols;
      if (!json) bytes[i++] = NEWLINE;
      else {
        bytes[i++] = QUOTE;
        if (r + 1 < rows) bytes[i++] = COMMA;
      }
    }
    await out.bytes(bytes);
  }
  if (json) await out.text(']');
}

/** The text of each column number 1..cols, kept for the last width asked (grids of one width follow each other). */
let columnText: { cols: number; bytes: Uint8Array[] } = { cols: 0, bytes: [] };
/** One block reused by every call: the output copies what it is given. */
const cellBlock = new Uint8Array(BLOCK_BYTES);
const encoder = new TextEncoder();
const COMMA_BYTES = encoder.encode(',');

/** The lit cells as 1-based pairs, `row,col` (coords) or `[row,col]` (JSON), joined by `separator`, in blocks. */
export async function writeCells(out: Output, board: Board, style: 'coords' | 'json', separator: string): Promise<void> {
  // Bytes, not string concatenation: a 10000×10000 solution has ~25 million pairs.
  const sep = separator === ',' ? COMMA_BYTES : encoder.encode(separator);
  const close = style === 'json' ? 93 : -1; // ']'
  if (columnText.cols !== board.cols) columnText = { cols: board.cols, bytes: Array.from({ length: board.cols }, (_, c) => encoder.encode(String(c + 1))) };
  const columns = columnText.bytes;
  const block = cellBlock;
  let at = 0;
  let first = true;
  for (let r = 0; r < board.rows; r++) {
    const base = r * board.stride;
    let prefix: Uint8Array | null = null;
    for (let k = 0; k < board.stride; k++) {
      let word = board.words[base + k]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        prefix ??= encoder.encode(`${style === 'json' ? '[' : ''}${r + 1},`);
        const column = columns[(k << 5) + bit]!;
        if (at + sep.length + prefix.length + column.length + 1 > block.length) {
          await out.bytes(block.subarray(0, at));
          at = 0;
        }
        // Byte loops: TypedArray.set costs more than it saves on a few bytes.
        if (first) first = false;
        else for (let i = 0; i < sep.length; i++) block[at++] = sep[i]!;
        for (let i = 0; i < prefix.length; i++) block[at++] = prefix[i]!;
        for (let i = 0; i < column.length; i++) block[at++] = column[i]!;
        if (close >= 0) block[at++] = close;
      }
    }
  }
  if (at > 0) await out.bytes(block.subarray(0, at));
}

/** The rows of a board as a JSON array of `#`/`.` strings, a block at a time (a 16384² board never becomes one string). */
export function writeRowsJson(out: Output, board: Board): Promise<void> {
  return writeRows(out, board, true);
}
