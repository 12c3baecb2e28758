import { assertStates, mod } from './zk.ts';

/**
 * A dense rows × cols matrix over Z/k (2 ≤ k ≤ 255), one byte per entry, row-major: entry (r, c) is
 * `data[r * cols + c]`, always in [0, k).
 */
export class ZkMatrix {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** The modulus k. */
  readonly modulus: number;
  /** Row-major entries in [0, k). */
  readonly data: Uint8Array;

  /**
   * A zero matrix, or one over existing `data` (length rows·cols, entries already reduced mod k).
   *
   * @param rows Number of rows, ≥ 0.
   * @param cols Number of columns, ≥ 0.
   * @param modulus The modulus k, 2 to 255.
   * @param data The entries, row-major; used, not copied.
   * @throws {ArgumentError} for a bad modulus.
   * @throws {RangeError} for a negative or fractional side, or `data` of the wrong length.
   */
  constructor(rows: number, cols: number, modulus: number, data?: Uint8Array) {
    assertStates(modulus);
    if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 0 || cols < 0) {
      throw new RangeError(`ZkMatrix: invalid shape ${rows}×${cols}`);
    }
    if (data && data.length !== rows * cols) throw new RangeError(`ZkMatrix: expected ${rows * cols} entries, got ${data.length}`);
    this.rows = rows;
    this.cols = cols;
    this.modulus = modulus;
    this.data = data ?? new Uint8Array(rows * cols);
  }

  /**
   * A matrix from rows of integers, each reduced mod k (negative values too).
   *
   * @param rows The entries, row by row, any integers.
   * @param modulus The modulus k, 2 to 255.
   * @param cols Number of columns, at least the length of every row; the first row's length by default.
   * @returns A new matrix.
   * @throws {ArgumentError} for a bad modulus.
   */
  static fromRows(rows: readonly (readonly number[])[], modulus: number, cols = rows[0]?.length ?? 0): ZkMatrix {
    const m = new ZkMatrix(rows.length, cols, modulus);
    rows.forEach((row, r) => row.forEach((v, c) => m.set(r, c, v)));
    return m;
  }

  /**
   * Entry (r, c).
   *
   * @param r Row, 0-based, not checked.
   * @param c Column, 0-based, not checked.
   * @returns The entry, in [0, k).
   */
  get(r: number, c: number): number {
    return this.data[r * this.cols + c]!;
  }

  /**
   * Sets entry (r, c) to v mod k.
   *
   * @param r Row, 0-based, not checked.
   * @param c Column, 0-based, not checked.
   * @param v Any integer.
   */
  set(r: number, c: number, v: number): void {
    this.data[r * this.cols + c] = mod(v, this.modulus);
  }

  /**
   * The product M·x mod k, for a vector x of length `cols`.
   *
   * @param x `cols` entries in [0, k).
   * @returns A new vector of `rows` entries in [0, k).
   */
  multiply(x: ArrayLike<number>): Uint8Array {
    const { rows, cols, modulus, data } = this;
    const out = new Uint8Array(rows);
    for (let r = 0; r < rows; r++) {
      let s = 0;
      const base = r * cols;
      for (let c = 0; c < cols; c++) s += data[base + c]! * x[c]!;
      out[r] = s % modulus;
    }
    return out;
  }

  /**
   * The transpose.
   *
   * @returns A new cols × rows matrix.
   */
  transpose(): ZkMatrix {
    const t = new ZkMatrix(this.cols, this.rows, this.modulus);
    for (let r = 0; r < this.rows; r++) for (let c = 0; c < this.cols; c++) t.data[c * this.rows + r] = this.data[r * this.cols + c]!;
    return t;
  }
}
