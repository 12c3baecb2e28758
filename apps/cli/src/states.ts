import { type ParsedStateGrid, type StateBoard, StateGridParser } from '@lightsout/core';
import { MAX_SYMBOL_STATES, stateSymbol } from '@lightsout/core/algebra';
import { readBatches, readOnlyBoard } from './batches.ts';
import { InputError } from './errors.ts';
import { type CliIO, type Input, openInput } from './io.ts';
import type { Output } from './output.ts';

/**
 * The k-state grids of an input (K > 2), in batches: those completed by each chunk read. The core's parser
 * takes `states` for headers that give no state count and refuses a header that gives another one.
 */
export function readStateGridBatches(input: Input, states: number): AsyncGenerator<ParsedStateGrid[]> {
  return readBatches(input, new StateGridParser({ states }), (error) => InputError.fromGrid(input.name, error));
}

/** Reads a file that must hold exactly one k-state grid (a `--target`). */
export async function readSingleStateGrid(path: string, io: CliIO, states: number): Promise<StateBoard> {
  const input = await openInput(path, io);
  return readOnlyBoard(input, readStateGridBatches(input, states));
}

const BLOCK_BYTES = 1 << 18;
const NEWLINE = 10;

/**
 * Writes a k-state board in the k-state text format: the header `M N K` (so that rows starting with a digit
 * parse back), then one symbol per cell (`0`–`9`, `a`–`z`) for K ≤ 36, space-separated numbers above.
 */
export async function writeStateGrid(out: Output, board: StateBoard): Promise<void> {
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
export async function writeStateCells(out: Output, board: StateBoard, style: 'coords' | 'json', separator: string): Promise<void> {
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
export async function writeStateRowsJson(out: Output, board: StateBoard): Promise<void> {
  const { rows, cols, states, cells } = board;
  await out.text('[');
  for (let r = 0; r < rows; r++) {
    const row = cells.subarray(r * cols, (r + 1) * cols);
    const text = states > MAX_SYMBOL_STATES ? Array.from(row).join(' ') : Array.from(row, stateSymbol).join('');
    await out.text(`${r > 0 ? ',' : ''}"${text}"`);
  }
  await out.text(']');
}

/** Σ y·v mod k over the cells: the weighted sum a quiet pattern y keeps unchanged under every press. */
export function weightedSum(y: ArrayLike<number>, v: ArrayLike<number>, k: number): number {
  let s = 0;
  for (let i = 0; i < y.length; i++) s = (s + y[i]! * v[i]!) % k;
  return s;
}
