/**
 * A rows × cols grid of bits with each row starting on a word boundary: bit (r, c) is bit `c & 31` of
 * `words[r * stride + (c >>> 5)]`, and bits past `cols` in a row are always zero. The common layout of
 * {@link BitMatrix} and the puzzle's `Board`; it lets a row be shifted, XORed or dotted word by word.
 */
export class BitGrid {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** Words per row. */
  readonly stride: number;
  /** Packed bits, row by row. */
  readonly words: Uint32Array;

  /**
   * A zero grid, or a view over `words` (which must be `rows * ceil(cols / 32)` long). Shape checks are the subclass's.
   *
   * @param rows Number of rows.
   * @param cols Number of columns.
   * @param words The packed bits, used, not copied.
   */
  protected constructor(rows: number, cols: number, words?: Uint32Array) {
    this.rows = rows;
    this.cols = cols;
    this.stride = (cols + 31) >>> 5;
    const size = rows * this.stride;
    if (words && words.length !== size) throw new RangeError(`expected ${size} words for ${rows}×${cols}, got ${words.length}`);
    this.words = words ?? new Uint32Array(size);
  }

  /**
   * Bit (r, c).
   *
   * @param r Row, 0-based, not checked.
   * @param c Column, 0-based, not checked.
   * @returns Whether the bit is 1.
   */
  get(r: number, c: number): boolean {
    return ((this.words[r * this.stride + (c >>> 5)]! >>> (c & 31)) & 1) === 1;
  }

  /**
   * Sets bit (r, c).
   *
   * @param r Row, 0-based, not checked.
   * @param c Column, 0-based, not checked.
   * @param on The new bit.
   */
  set(r: number, c: number, on: boolean): void {
    const i = r * this.stride + (c >>> 5);
    if (on) this.words[i]! |= 1 << (c & 31);
    else this.words[i]! &= ~(1 << (c & 31));
  }

  /**
   * Flips bit (r, c).
   *
   * @param r Row, 0-based, not checked.
   * @param c Column, 0-based, not checked.
   */
  flip(r: number, c: number): void {
    this.words[r * this.stride + (c >>> 5)]! ^= 1 << (c & 31);
  }

  /**
   * A live view of row `r` (writes go to the grid).
   *
   * @param r Row, 0-based, not checked.
   * @returns `stride` words, bit c of the row at bit `c & 31` of word `c >>> 5`.
   */
  row(r: number): Uint32Array {
    return this.words.subarray(r * this.stride, (r + 1) * this.stride);
  }

  /**
   * True when both grids have the same shape and bits.
   *
   * @param other Any grid.
   * @returns Whether they are equal.
   */
  equals(other: BitGrid): boolean {
    if (this.rows !== other.rows || this.cols !== other.cols) return false;
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
}
