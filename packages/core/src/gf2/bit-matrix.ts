import { BitGrid } from './bit-grid.ts';
import { popcount32, wordsFor } from './words.ts';

/**
 * A dense matrix over GF(2), one bit per entry, rows packed into `Uint32Array` words.
 * Row `r` occupies `words[r * stride, (r + 1) * stride)`; entry (r, c) is bit `c & 31` of word
 * `r * stride + (c >>> 5)`. Bits past `cols` in each row are always zero.
 */
export class BitMatrix extends BitGrid {
  /**
   * A zero matrix of `rows` × `cols`, or a view over existing `words` laid out as described above.
   *
   * @param rows Number of rows, ≥ 0.
   * @param cols Number of columns, ≥ 0.
   * @param words The packed entries, `rows * ceil(cols / 32)` long; used, not copied.
   * @throws {RangeError} for a negative or fractional side, or `words` of the wrong length.
   */
  constructor(rows: number, cols: number, words?: Uint32Array) {
    if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 0 || cols < 0) {
      throw new RangeError(`BitMatrix: invalid shape ${rows}×${cols}`);
    }
    super(rows, cols, words);
  }

  /**
   * The `n` × `n` identity matrix.
   *
   * @param n Number of rows and columns.
   * @returns A new matrix.
   */
  static identity(n: number): BitMatrix {
    const m = new BitMatrix(n, n);
    for (let i = 0; i < n; i++) m.set(i, i, true);
    return m;
  }

  /**
   * Builds a matrix from rows of 0/1 (or boolean) values; handy in tests.
   *
   * @param rows The entries, row by row; a truthy value is 1.
   * @param cols Number of columns, at least the length of every row; the first row's length by default.
   * @returns A new matrix.
   */
  static fromRows(rows: readonly (readonly (number | boolean)[])[], cols = rows[0]?.length ?? 0): BitMatrix {
    const m = new BitMatrix(rows.length, cols);
    rows.forEach((row, r) => {
      row.forEach((v, c) => {
        if (v) m.set(r, c, true);
      });
    });
    return m;
  }


  /**
   * Row `dst` ^= row `src`, starting at word `fromWord` (earlier words are left alone).
   *
   * @param dst The row changed, 0-based.
   * @param src The row added, 0-based.
   * @param fromWord The first word of the row to touch.
   */
  xorRow(dst: number, src: number, fromWord = 0): void {
    const w = this.words;
    const d = dst * this.stride;
    const s = src * this.stride;
    for (let k = fromWord; k < this.stride; k++) w[d + k]! ^= w[s + k]!;
  }

  /**
   * Exchanges rows `a` and `b`.
   *
   * @param a A row, 0-based.
   * @param b Another row, 0-based.
   */
  swapRows(a: number, b: number): void {
    if (a === b) return;
    const w = this.words;
    const pa = a * this.stride;
    const pb = b * this.stride;
    for (let k = 0; k < this.stride; k++) {
      const t = w[pa + k]!;
      w[pa + k] = w[pb + k]!;
      w[pb + k] = t;
    }
  }

  /**
   * An independent copy.
   *
   * @returns A new matrix.
   */
  clone(): BitMatrix {
    return new BitMatrix(this.rows, this.cols, this.words.slice());
  }

  /**
   * The transpose, `cols` × `rows`.
   *
   * @returns A new matrix.
   */
  transpose(): BitMatrix {
    const t = new BitMatrix(this.cols, this.rows);
    for (let r = 0; r < this.rows; r++) {
      const base = r * this.stride;
      for (let k = 0; k < this.stride; k++) {
        let word = this.words[base + k]!;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word & -word);
          word &= word - 1;
          t.set((k << 5) + bit, r, true);
        }
      }
    }
    return t;
  }

  /**
   * The product `this · other` over GF(2).
   *
   * @param other A matrix with as many rows as this one has columns.
   * @returns A new `rows` × `other.cols` matrix.
   * @throws {RangeError} when the shapes do not match.
   */
  multiply(other: BitMatrix): BitMatrix {
    if (this.cols !== other.rows) {
      throw new RangeError(`BitMatrix.multiply: ${this.rows}×${this.cols} · ${other.rows}×${other.cols}`);
    }
    const out = new BitMatrix(this.rows, other.cols);
    const os = other.stride;
    for (let r = 0; r < this.rows; r++) {
      const base = r * this.stride;
      const dst = r * os;
      for (let k = 0; k < this.stride; k++) {
        let word = this.words[base + k]!;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word & -word);
          word &= word - 1;
          const src = ((k << 5) + bit) * os;
          for (let j = 0; j < os; j++) out.words[dst + j]! ^= other.words[src + j]!;
        }
      }
    }
    return out;
  }

  /**
   * The product `this · x` for a packed column vector `x` of `cols` bits; returns `rows` bits.
   *
   * @param x Bit j at bit `j & 31` of word `j >>> 5`.
   * @returns A new vector, packed the same way.
   */
  multiplyVector(x: Uint32Array): Uint32Array {
    const y = new Uint32Array(wordsFor(this.rows));
    const { stride, words } = this;
    for (let r = 0; r < this.rows; r++) {
      let acc = 0;
      const base = r * stride;
      for (let k = 0; k < stride; k++) acc ^= words[base + k]! & x[k]!;
      if (popcount32(acc) & 1) y[r >>> 5]! |= 1 << (r & 31);
    }
    return y;
  }
}
