import { ArgumentError, LimitError } from '../errors.ts';
import { BitGrid } from '../gf2/bit-grid.ts';
import { popcount, wordsFor } from '../gf2/words.ts';

/** Largest board the library allocates, in cells (128 MiB of bits); larger shapes are refused up front. */
export const MAX_BOARD_CELLS = 2 ** 30;

/**
 * Checks that `rows` and `cols` are positive whole numbers (for shapes that are computed about, not allocated).
 *
 * @throws {ArgumentError} otherwise.
 */
export function assertSides(rows: number, cols: number): void {
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 1 || cols < 1) {
    throw new ArgumentError(`board size must be positive whole numbers, got ${String(rows)}×${String(cols)}`);
  }
}

/**
 * Checks that `rows` × `cols` is a shape the library can allocate.
 *
 * @throws {ArgumentError} unless both sides are positive whole numbers.
 * @throws {LimitError} when the shape has more than `maxCells` cells.
 */
export function assertShape(rows: number, cols: number, maxCells = MAX_BOARD_CELLS): void {
  assertSides(rows, cols);
  if (rows * cols > maxCells) {
    throw new LimitError(`board ${rows}×${cols} has ${rows * cols} cells, over the limit of ${maxCells}`, 'maxCells', rows * cols, maxCells);
  }
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
  /** An all-off board, or one over existing `words` (which must be `rows * wordsFor(cols)` long, padding bits zero). */
  constructor(rows: number, cols: number, words?: Uint32Array) {
    assertShape(rows, cols);
    super(rows, cols, words);
  }

  /** A board with every light on (or off). */
  static filled(rows: number, cols: number, on = true): Board {
    const b = new Board(rows, cols);
    if (on) for (let r = 0; r < rows; r++) b.fillRow(r);
    return b;
  }

  /** A board from text rows of `#` (on) and `.` (off); any other character throws. */
  static fromRows(rows: readonly string[]): Board {
    const cols = rows[0]?.length ?? 0;
    const b = new Board(rows.length, cols);
    rows.forEach((line, r) => {
      if (line.length !== cols) throw new ArgumentError(`row ${r + 1} has ${line.length} cells, expected ${cols}`);
      for (let c = 0; c < cols; c++) {
        const ch = line[c];
        if (ch === '#') b.set(r, c, true);
        else if (ch !== '.') throw new ArgumentError(`row ${r + 1}, column ${c + 1}: expected '#' or '.', found '${ch}'`);
      }
    });
    return b;
  }

  /**
   * A board with the given cells on (0-based [row, col] pairs, as {@link cells} returns them).
   *
   * @throws {ArgumentError} for a cell off the board.
   */
  static fromCells(rows: number, cols: number, cells: Iterable<readonly [number, number]>): Board {
    const b = new Board(rows, cols);
    for (const [r, c] of cells) b.set(r, c, true);
    return b;
  }

  /** A board whose cell r·cols + c is bit r·cols + c of a contiguous packed vector. */
  static fromVector(rows: number, cols: number, vector: Uint32Array): Board {
    const b = new Board(rows, cols);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        if ((vector[i >>> 5]! >>> (i & 31)) & 1) b.words[r * b.stride + (c >>> 5)]! |= 1 << (c & 31);
      }
    }
    return b;
  }

  /**
   * Cell (r, c), 0-based.
   *
   * @throws {ArgumentError} for a cell off the board.
   */
  override get(r: number, c: number): boolean {
    this.assertCell(r, c);
    return super.get(r, c);
  }

  /**
   * Turns cell (r, c) on or off.
   *
   * @throws {ArgumentError} for a cell off the board.
   */
  override set(r: number, c: number, on: boolean): void {
    this.assertCell(r, c);
    super.set(r, c, on);
  }

  /**
   * Flips cell (r, c): the game's word for {@link BitGrid.flip}.
   *
   * @throws {ArgumentError} for a cell off the board.
   */
  toggle(r: number, c: number): void {
    this.assertCell(r, c);
    this.flip(r, c);
  }

  /**
   * Checks that (r, c) is a cell of this board.
   *
   * @throws {ArgumentError} for anything else (fractions, NaN, negative or too large).
   */
  assertCell(r: number, c: number): void {
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < this.rows && c < this.cols)) {
      throw new ArgumentError(`cell (${String(r)}, ${String(c)}) is off the ${this.rows}×${this.cols} board`);
    }
  }

  /** Number of lit cells. */
  count(): number {
    return popcount(this.words);
  }

  /** True when no light is on. */
  isEmpty(): boolean {
    const w = this.words;
    for (let i = 0; i < w.length; i++) if (w[i] !== 0) return false;
    return true;
  }

  /** An independent copy. */
  clone(): Board {
    return new Board(this.rows, this.cols, this.words.slice());
  }

  /** Flips every cell that is on in `other` (same shape), in place; returns `this`. */
  xor(other: Board): this {
    this.assertSameShape(other);
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! ^= b[i]!;
    return this;
  }

  /** Number of cells on in both boards. */
  overlap(other: Board): number {
    this.assertSameShape(other);
    return popcount(this.and(other).words);
  }

  /** The cells on in both boards, as a new board. */
  and(other: Board): Board {
    this.assertSameShape(other);
    const out = new Board(this.rows, this.cols);
    for (let i = 0; i < out.words.length; i++) out.words[i] = this.words[i]! & other.words[i]!;
    return out;
  }

  /** The lit cells as 0-based [row, col] pairs in row-major order. */
  cells(): Array<[row: number, col: number]> {
    const out: Array<[number, number]> = [];
    for (let r = 0; r < this.rows; r++) {
      const base = r * this.stride;
      for (let k = 0; k < this.stride; k++) {
        let word = this.words[base + k]!;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word & -word);
          word &= word - 1;
          out.push([r, (k << 5) + bit]);
        }
      }
    }
    return out;
  }

  /** The cells as one contiguous vector: cell (r, c) is bit r·cols + c. */
  toVector(): Uint32Array {
    const v = new Uint32Array(wordsFor(this.rows * this.cols));
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        if (this.get(r, c)) {
          const i = r * this.cols + c;
          v[i >>> 5]! |= 1 << (i & 31);
        }
      }
    }
    return v;
  }

  /** The board as text rows of `#` and `.`. */
  toRows(): string[] {
    const out: string[] = [];
    for (let r = 0; r < this.rows; r++) {
      let line = '';
      for (let c = 0; c < this.cols; c++) line += this.get(r, c) ? '#' : '.';
      out.push(line);
    }
    return out;
  }

  /** The board for `JSON.stringify`: its text rows ({@link toRows}). */
  toJSON(): string[] {
    return this.toRows();
  }

  /** The board as `#`/`.` rows joined by newlines. */
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
    if (this.rows !== other.rows || this.cols !== other.cols) {
      throw new ArgumentError(`board shapes differ: ${this.rows}×${this.cols} and ${other.rows}×${other.cols}`);
    }
  }
}
