import type { BitGrid } from '../gf2/bit-grid.ts';
import { ArgumentError } from '../errors.ts';
import { wordsFor } from '../gf2/words.ts';

/**
 * A grid's bits in the contiguous order of a vector: cell (r, c) is bit r·cols + c (bit `i & 31` of word `i >>> 5`),
 * where a board's rows each start on a word boundary.
 *
 * @param grid The grid.
 * @returns A new array of ⌈rows·cols / 32⌉ words.
 */
export function boardVector(grid: BitGrid): Uint32Array {
  const v = new Uint32Array(wordsFor(grid.rows * grid.cols));
  for (let r = 0; r < grid.rows; r++) {
    for (let c = 0; c < grid.cols; c++) {
      if (grid.get(r, c)) {
        const i = r * grid.cols + c;
        v[i >>> 5]! |= 1 << (i & 31);
      }
    }
  }
  return v;
}

/**
 * Sets the cells of an all-off grid from a contiguous vector, cell (r, c) at bit r·cols + c ({@link boardVector}).
 *
 * @param grid The grid, all off.
 * @param vector At least ⌈rows·cols / 32⌉ words (already checked).
 */
export function readVector(grid: BitGrid, vector: Uint32Array): void {
  const { rows, cols, stride, words } = grid;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if ((vector[i >>> 5]! >>> (i & 31)) & 1) words[r * stride + (c >>> 5)]! |= 1 << (c & 31);
    }
  }
}

/**
 * The lit cells as 0-based [row, col] pairs in row-major order.
 *
 * @param grid The grid.
 * @returns One [row, col] pair per lit cell.
 */
export function litCells(grid: BitGrid): Array<[row: number, col: number]> {
  const out: Array<[number, number]> = [];
  for (let r = 0; r < grid.rows; r++) {
    const base = r * grid.stride;
    for (let k = 0; k < grid.stride; k++) {
      let word = grid.words[base + k]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        out.push([r, (k << 5) + bit]);
      }
    }
  }
  return out;
}

/**
 * The grid as text rows of `#` (on) and `.` (off).
 *
 * @param grid The grid.
 * @returns One string of `cols` characters per row.
 */
export function textRows(grid: BitGrid): string[] {
  const out: string[] = [];
  for (let r = 0; r < grid.rows; r++) {
    let line = '';
    for (let c = 0; c < grid.cols; c++) line += grid.get(r, c) ? '#' : '.';
    out.push(line);
  }
  return out;
}

/**
 * Sets the cells of an all-off grid from text rows of `#` (on) and `.` (off).
 *
 * @param grid The grid, all off, `rows.length` rows.
 * @param rows One string per row (already checked to be strings).
 * @throws {ArgumentError} for a row of another length than `cols`, or another character.
 */
export function readTextRows(grid: BitGrid, rows: readonly string[]): void {
  const cols = grid.cols;
  rows.forEach((line, r) => {
    if (line.length !== cols) throw new ArgumentError(`row ${r + 1} has ${line.length} cells, expected ${cols}`);
    for (let c = 0; c < cols; c++) {
      const ch = line[c];
      if (ch === '#') grid.set(r, c, true);
      else if (ch !== '.') throw new ArgumentError(`row ${r + 1}, column ${c + 1}: expected '#' or '.', found '${ch}'`);
    }
  });
}
