import { type Board, StateBoard } from '@lightsout/core';
import { MAX_SYMBOL_STATES, stateSymbol } from '@lightsout/core/algebra';
import type { Output } from './output.ts';

/*
 * Grids out, for both kinds of board: a bit board as `#`/`.` rows, a `StateBoard` (K > 2) in the k-state text
 * format. Every writer goes a block of rows (or cells) at a time: a 16384² board never becomes one string.
 */

/** Writes a board in its text format (`header`: with its size line; k-state grids always have one, `M N K`). */
export function writeGrid(out: Output, board: Board | StateBoard, header = false): Promise<void> {
  return board instanceof StateBoard ? writeStateGrid(out, board) : writeBitGrid(out, board, header);
}

/** Writes the non-zero cells, 1-based: `row,col` words (K > 2: `row,colxN`) or JSON arrays, joined by `separator`. */
export function writeCells(out: Output, board: Board | StateBoard, style: 'coords' | 'json', separator: string): Promise<void> {
  return board instanceof StateBoard ? writeStateCells(out, board, style, separator) : writeBitCells(out, board, style, separator);
}

/** Writes the rows as a JSON array of strings (`#`/`.`, or the k-state symbols). */
export function writeRowsJson(out: Output, board: Board | StateBoard): Promise<void> {
  return board instanceof StateBoard ? writeStateRowsJson(out, board) : writeRows(out, board, true);
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

/** Writes a bit board as `#`/`.` rows, with a header line (`N` or `M N`) when asked, in blocks of rows. */
async function writeBitGrid(out: Output, board: Board, header: boolean): Promise<void> {
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
async function writeBitCells(out: Output, board: Board, style: 'coords' | 'json', separator: string): Promise<void> {
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


/**
 * Writes a k-state board in the k-state text format: the header `M N K` (so that rows starting with a digit
 * parse back), then one symbol per cell (`0`–`9`, `a`–`z`) for K ≤ 36, space-separated numbers above.
 */
async function writeStateGrid(out: Output, board: StateBoard): Promise<void> {
  const { rows, cols, states, cells } = board;
  await out.text(`${rows} ${cols} ${states}\n`);
  if (states > MAX_SYMBOL_STATES) {
    for (let r = 0; r < rows; r++) await out.text(`${Array.from(cells.subarray(r * cols, (r + 1) * cols)).join(' ')}\n`);
    return;
  }
  const symbols = Uint8Array.from({ length: states }, (_, v) => stateSymbol(v).charCodeAt(0));
  const rowsPerBlock = Math.max(1, Math.floor(BLOCK_BYTES / (cols + 1)));
  for (let r0 = 0; r0 < rows; r0 += rowsPerBlock) {
    const r1 = Math.min(rows, r0 + rowsPerBlock);
    const bytes = new Uint8Array((r1 - r0) * (cols + 1));
    let at = 0;
    for (let i = r0 * cols; i < r1 * cols; i++) {
      bytes[at++] = symbols[cells[i]!]!;
      if ((i + 1) % cols === 0) bytes[at++] = NEWLINE;
    }
    await out.bytes(bytes);
  }
}

/**
 * The non-zero cells of a k-state board, row-major and 1-based: `row,col×count` words joined by
 * `separator` (coords), or `[row,col,count]` triples (JSON).
 */
async function writeStateCells(out: Output, board: StateBoard, style: 'coords' | 'json', separator: string): Promise<void> {
  const { cols, cells } = board;
  let text = '';
  let first = true;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v === 0) continue;
    const r = Math.floor(i / cols) + 1;
    const c = (i % cols) + 1;
    if (first) first = false;
    else text += separator;
    text += style === 'json' ? `[${r},${c},${v}]` : `${r},${c}x${v}`;
    if (text.length >= BLOCK_BYTES) {
      await out.text(text);
      text = '';
    }
  }
  if (text) await out.text(text);
}

/** The rows of a k-state board as a JSON array of strings (symbols for K ≤ 36, space-separated numbers above). */
async function writeStateRowsJson(out: Output, board: StateBoard): Promise<void> {
  const { rows, cols, states, cells } = board;
  await out.text('[');
  for (let r = 0; r < rows; r++) {
    const row = cells.subarray(r * cols, (r + 1) * cols);
    const text = states > MAX_SYMBOL_STATES ? Array.from(row).join(' ') : Array.from(row, stateSymbol).join('');
    await out.text(`${r > 0 ? ',' : ''}"${text}"`);
  }
  await out.text(']');
}
