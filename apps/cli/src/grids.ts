import { type Board, GridParser, type ParsedGrid } from '@lightsout/core';
import { readBatches, readOnlyBoard } from './batches.ts';
import { InputError } from './errors.ts';
import { type CliIO, type Input, openInput, type Output } from './io.ts';

/** The grids of an input, in batches: those completed by each chunk read; format errors name the input. */
export function readGridBatches(input: Input): AsyncGenerator<ParsedGrid[]> {
  return readBatches(input, new GridParser(), (error) => {
    // A third header number is the k-state format's state count; this parser is the two-state one.
    const states = /a grid of (\d+) states needs the k-state parser/.exec(error.reason)?.[1];
    if (states !== undefined) {
      return new InputError(input.name, error.line, error.column ?? 1, `the header declares ${states} states; pass --states ${states}`);
    }
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
  const { rows, cols, stride, words } = board;
  if (header) await out.text(rows === cols ? `${rows}\n` : `${rows} ${cols}\n`);
  const scratch = new Uint32Array(stride * 8);
  const scratchBytes = new Uint8Array(scratch.buffer, 0, cols);
  const rowsPerBlock = Math.max(1, Math.floor(BLOCK_BYTES / (cols + 1)));
  for (let r0 = 0; r0 < rows; r0 += rowsPerBlock) {
    const r1 = Math.min(rows, r0 + rowsPerBlock);
    const bytes = new Uint8Array((r1 - r0) * (cols + 1));
    let i = 0;
    for (let r = r0; r < r1; r++) {
      const base = r * stride;
      for (let k = 0; k < stride; k++) {
        const word = words[base + k]!;
        const at = k << 3;
        for (let j = 0; j < 8; j++) scratch[at + j] = NIBBLE_TEXT[(word >>> (j << 2)) & 15]!;
      }
      bytes.set(scratchBytes, i);
      i += cols;
      bytes[i++] = NEWLINE;
    }
    await out.bytes(bytes);
  }
}

/** The lit cells as 1-based pairs, `row,col` (coords) or `[row,col]` (JSON), joined by `separator`, in blocks. */
export async function writeCells(out: Output, board: Board, style: 'coords' | 'json', separator: string): Promise<void> {
  // Bytes, not string concatenation: a 10000×10000 solution has ~25 million pairs.
  const encoder = new TextEncoder();
  const sep = encoder.encode(separator);
  const close = style === 'json' ? 93 : -1; // ']'
  const columns = Array.from({ length: board.cols }, (_, c) => encoder.encode(String(c + 1)));
  let block = new Uint8Array(BLOCK_BYTES);
  let at = 0;
  let first = true;
  for (let r = 0; r < board.rows; r++) {
    const prefix = encoder.encode(`${style === 'json' ? '[' : ''}${r + 1},`);
    const base = r * board.stride;
    for (let k = 0; k < board.stride; k++) {
      let word = board.words[base + k]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        const column = columns[(k << 5) + bit]!;
        if (at + sep.length + prefix.length + column.length + 1 > block.length) {
          await out.bytes(block.subarray(0, at));
          block = new Uint8Array(BLOCK_BYTES);
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
