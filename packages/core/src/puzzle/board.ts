import { ArgumentError } from '../errors.ts';
import { BitGrid } from '../gf2/bit-grid.ts';
import { popcount, wordsFor } from '../gf2/words.ts';
import { assertInstance, assertIterable, assertString, describe } from '../validate.ts';
import { assertBoardWords, assertShape } from './board-shape.ts';
import { boardVector, litCells, readTextRows, readVector, textRows } from './board-conversions.ts';

/**
 * Checks a value that should be a {@link Board} as it enters a solver, a checker or a formatter: a `Board` whose
 * words still have the right length and zero padding (they are writable, so they are checked again here).
 *
 * @param value Anything.
 * @param name What the value is, for the message (`board`, `target`, `presses`…).
 * @throws {ArgumentError} otherwise.
 */
export function assertBoard(value: unknown, name = 'board'): asserts value is Board {
  if (!(value instanceof Board)) throw new ArgumentError(`${name} must be a Board, got ${describe(value)}`);
  assertBoardWords(value.words, value.rows, value.cols, name);
}

/**
 * A rows × cols grid of lights, one bit per cell. Each row starts on a word boundary: cell (r, c) is
 * bit `c & 31` of `words[r * stride + (c >>> 5)]`; bits past `cols` are always zero. Coordinates are 0-based.
 *
 * @example
 * const b = Board.fromRows(['.#.', '###', '.#.']);
 * b.get(1, 1); // true
 */
export class Board extends BitGrid {
  /**
   * An all-off board, or one over existing `words`.
   *
   * @param rows Number of rows, at least 1.
   * @param cols Number of columns, at least 1.
   * @param words The packed cells (see {@link Board}), `rows * wordsFor(cols)` long, padding bits zero; used, not
   *   copied.
   * @throws {ArgumentError} unless both sides are positive whole numbers, or for `words` that are not a
   *   `Uint32Array` of that length with every padding bit zero.
   * @throws {LimitError} past `MAX_BOARD_CELLS` cells.
   */
  constructor(rows: number, cols: number, words?: Uint32Array) {
    assertShape(rows, cols);
    if (words !== undefined) assertBoardWords(words, rows, cols);
    super(rows, cols, words);
  }

  /**
   * A board with every light on (or off).
   *
   * @param rows Number of rows, at least 1.
   * @param cols Number of columns, at least 1.
   * @param on Whether the lights are on.
   * @returns A new board.
   * @throws {ArgumentError} unless both sides are positive whole numbers.
   * @throws {LimitError} past `MAX_BOARD_CELLS` cells.
   */
  static filled(rows: number, cols: number, on = true): Board {
    const b = new Board(rows, cols);
    if (on) for (let r = 0; r < rows; r++) b.fillRow(r);
    return b;
  }

  /**
   * A board from text rows of `#` (on) and `.` (off); any other character throws.
   *
   * @param rows One string per row, all of the same length.
   * @returns A new board, `rows.length` × the length of a row.
   * @throws {ArgumentError} for no rows, an empty row, rows of different lengths or another character.
   * @throws {LimitError} past `MAX_BOARD_CELLS` cells.
   */
  static fromRows(rows: readonly string[]): Board {
    if (!Array.isArray(rows)) throw new ArgumentError(`rows must be an array of strings, got ${describe(rows)}`);
    rows.forEach((line, r) => assertString(line, `row ${r + 1}`));
    const cols = rows[0]?.length ?? 0;
    const b = new Board(rows.length, cols);
    readTextRows(b, rows);
    return b;
  }

  /**
   * A board with the given cells on (0-based [row, col] pairs, as {@link Board.cells} returns them).
   *
   * @param rows Number of rows, at least 1.
   * @param cols Number of columns, at least 1.
   * @param cells The cells that are on; a cell listed twice is still on.
   * @returns A new board.
   * @throws {ArgumentError} for a cell off the board.
   * @throws {LimitError} past `MAX_BOARD_CELLS` cells.
   */
  static fromCells(rows: number, cols: number, cells: Iterable<readonly [number, number]>): Board {
    const b = new Board(rows, cols);
    assertIterable(cells, 'cells');
    for (const cell of cells) {
      if (!Array.isArray(cell)) throw new ArgumentError(`a cell must be a [row, col] pair, got ${describe(cell)}`);
      b.set(cell[0], cell[1], true);
    }
    return b;
  }

  /**
   * A board whose cell r·cols + c is bit r·cols + c of a contiguous packed vector.
   *
   * @param rows Number of rows, at least 1.
   * @param cols Number of columns, at least 1.
   * @param vector At least rows·cols bits, cell (r, c) at bit r·cols + c (bit `i & 31` of word `i >>> 5`).
   * @returns A new board.
   * @throws {ArgumentError} unless both sides are positive whole numbers, or for a vector that is not a
   *   `Uint32Array` of at least ⌈rows·cols / 32⌉ words.
   * @throws {LimitError} past `MAX_BOARD_CELLS` cells.
   */
  static fromVector(rows: number, cols: number, vector: Uint32Array): Board {
    const b = new Board(rows, cols);
    assertInstance(vector, Uint32Array, 'vector');
    if (vector.length < wordsFor(rows * cols)) throw new ArgumentError(`vector: expected ${wordsFor(rows * cols)} words for ${rows}×${cols}, got ${vector.length}`);
    readVector(b, vector);
    return b;
  }

  /**
   * Cell (r, c), 0-based.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @returns Whether the light is on.
   * @throws {ArgumentError} for a cell off the board.
   */
  override get(r: number, c: number): boolean {
    this.assertCell(r, c);
    return super.get(r, c);
  }

  /**
   * Turns cell (r, c) on or off.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @param on Whether the light is on afterwards.
   * @throws {ArgumentError} for a cell off the board.
   */
  override set(r: number, c: number, on: boolean): void {
    this.assertCell(r, c);
    super.set(r, c, on);
  }

  /**
   * Flips cell (r, c): the game's word for {@link BitGrid.flip}.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @throws {ArgumentError} for a cell off the board.
   */
  toggle(r: number, c: number): void {
    this.assertCell(r, c);
    this.flip(r, c);
  }

  /**
   * Checks that (r, c) is a cell of this board.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @throws {ArgumentError} for anything else (fractions, NaN, negative or too large).
   */
  assertCell(r: number, c: number): void {
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < this.rows && c < this.cols)) {
      throw new ArgumentError(`cell (${String(r)}, ${String(c)}) is off the ${this.rows}×${this.cols} board`);
    }
  }

  /**
   * True when both boards have the same shape and cells.
   *
   * @param other A board.
   * @returns Whether they are equal.
   * @throws {ArgumentError} when `other` is not a {@link Board}.
   */
  override equals(other: Board): boolean {
    assertBoard(other, 'the other board');
    return super.equals(other);
  }

  /**
   * Number of lit cells.
   *
   * @returns The count, from 0 to rows·cols.
   */
  count(): number {
    return popcount(this.words);
  }

  /**
   * True when no light is on.
   *
   * @returns Whether every light is off.
   */
  isEmpty(): boolean {
    const w = this.words;
    for (let i = 0; i < w.length; i++) if (w[i] !== 0) return false;
    return true;
  }

  /**
   * An independent copy.
   *
   * @returns A new board with the same cells.
   */
  clone(): Board {
    return new Board(this.rows, this.cols, this.words.slice());
  }

  /**
   * Flips every cell that is on in `other` (same shape), in place; returns `this`.
   *
   * @param other A board of the same shape.
   * @returns This board.
   * @throws {ArgumentError} when the shapes differ.
   */
  xor(other: Board): this {
    this.assertSameShape(other);
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! ^= b[i]!;
    return this;
  }

  /**
   * Number of cells on in both boards.
   *
   * @param other A board of the same shape.
   * @returns The count of cells on in both.
   * @throws {ArgumentError} when the shapes differ.
   */
  overlap(other: Board): number {
    this.assertSameShape(other);
    return popcount(this.and(other).words);
  }

  /**
   * The cells on in both boards, as a new board.
   *
   * @param other A board of the same shape.
   * @returns A new board.
   * @throws {ArgumentError} when the shapes differ.
   */
  and(other: Board): Board {
    this.assertSameShape(other);
    const out = new Board(this.rows, this.cols);
    for (let i = 0; i < out.words.length; i++) out.words[i] = this.words[i]! & other.words[i]!;
    return out;
  }

  /**
   * The lit cells as 0-based [row, col] pairs in row-major order.
   *
   * @returns One [row, col] pair per lit cell.
   */
  cells(): Array<[row: number, col: number]> {
    return litCells(this);
  }

  /**
   * The cells as one contiguous vector: cell (r, c) is bit r·cols + c.
   *
   * @returns A new array of ⌈rows·cols / 32⌉ words.
   */
  toVector(): Uint32Array {
    return boardVector(this);
  }

  /**
   * The board as text rows of `#` and `.`.
   *
   * @returns One string of `cols` characters per row; {@link Board.fromRows} reads it back.
   */
  toRows(): string[] {
    return textRows(this);
  }

  /**
   * The board for `JSON.stringify`: its text rows ({@link toRows}).
   *
   * @returns The same as {@link Board.toRows}.
   */
  toJSON(): string[] {
    return this.toRows();
  }

  /**
   * The board as `#`/`.` rows joined by newlines.
   *
   * @returns The rows, without a final newline.
   */
  override toString(): string {
    return this.toRows().join('\n');
  }

  private fillRow(r: number): void {
    const base = r * this.stride;
    this.words.fill(0xffffffff, base, base + this.stride);
    const rem = this.cols & 31;
    if (rem !== 0) this.words[base + this.stride - 1] = (1 << rem) - 1;
  }

  private assertSameShape(other: Board): void {
    assertBoard(other, 'the other board');
    if (this.rows !== other.rows || this.cols !== other.cols) {
      throw new ArgumentError(`board shapes differ: ${this.rows}×${this.cols} and ${other.rows}×${other.cols}`);
    }
  }
}
