import { type Board, GridFormatError, type ParsedGrid, parseGridStream } from '@lightsout/core';
import { InputError } from './errors.ts';
import { type CliIO, type Input, openInput, type Output } from './io.ts';

/** The grids of an input as they complete; format errors become {@link InputError}s naming the input. */
export async function* readGrids(input: Input): AsyncGenerator<ParsedGrid> {
  try {
    yield* parseGridStream(input.chunks);
  } catch (error) {
    if (error instanceof GridFormatError) throw InputError.fromGrid(input.name, error);
    throw error;
  }
}

/** Reads a file that must hold exactly one grid (a `--target`). */
export async function readSingleGrid(path: string, io: CliIO): Promise<Board> {
  const input = await openInput(path, io);
  let found: Board | undefined;
  for await (const { board, line } of readGrids(input)) {
    if (found) throw new InputError(input.name, line, 1, 'expected exactly one grid, found a second one');
    found = board;
  }
  if (!found) throw new InputError(input.name, 1, 1, 'expected a grid, found none');
  return found;
}

const HASH = 35;
const DOT = 46;
const NEWLINE = 10;
const BLOCK_BYTES = 1 << 18;

/** Writes a board as `#`/`.` rows, with a header line (`N` or `M N`) when asked, in blocks of rows. */
export async function writeGrid(out: Output, board: Board, header = false): Promise<void> {
  const { rows, cols, stride, words } = board;
  if (header) await out.text(rows === cols ? `${rows}\n` : `${rows} ${cols}\n`);
  const rowsPerBlock = Math.max(1, Math.floor(BLOCK_BYTES / (cols + 1)));
  for (let r0 = 0; r0 < rows; r0 += rowsPerBlock) {
    const r1 = Math.min(rows, r0 + rowsPerBlock);
    const bytes = new Uint8Array((r1 - r0) * (cols + 1));
    let i = 0;
    for (let r = r0; r < r1; r++) {
      const base = r * stride;
      for (let c = 0; c < cols; c++) bytes[i++] = (words[base + (c >>> 5)]! >>> (c & 31)) & 1 ? HASH : DOT;
      bytes[i++] = NEWLINE;
    }
    await out.bytes(bytes);
  }
}

/** The lit cells as 1-based `row,col` pairs joined by `separator`, written in blocks (a huge board has millions). */
export async function writeCells(out: Output, board: Board, pair: (row: number, col: number) => string, separator: string): Promise<void> {
  let block = '';
  let first = true;
  for (let r = 0; r < board.rows; r++) {
    const base = r * board.stride;
    for (let k = 0; k < board.stride; k++) {
      let word = board.words[base + k]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        block += (first ? '' : separator) + pair(r + 1, (k << 5) + bit + 1);
        first = false;
      }
    }
    if (block.length >= BLOCK_BYTES) {
      await out.text(block);
      block = '';
    }
  }
  if (block !== '') await out.text(block);
}

/** The board's rows as `#`/`.` strings (for JSON documents). */
export function gridRows(board: Board): string[] {
  return board.toRows();
}
