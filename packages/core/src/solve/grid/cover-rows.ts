import { tailMask, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';

/**
 * The rows of a board whose columns twist and of its double cover (see twist-cover.ts): the cover's row r is
 * the board's row r followed by its row m − 1 − r, and an invariant cover pattern is its first n columns.
 */

/** `dst` (from bit `at` of the row at word `dOff`) ^= the `bits` bits of the row at word `sOff` of `src`. */
function xorBitsAt(dst: Uint32Array, dOff: number, at: number, src: Uint32Array, sOff: number, bits: number): void {
  const q = at >>> 5;
  const b = at & 31;
  const words = wordsFor(bits);
  for (let k = 0; k < words; k++) {
    const w = k === words - 1 ? src[sOff + k]! & tailMask(bits) : src[sOff + k]!;
    dst[dOff + q + k]! ^= b === 0 ? w : w << b;
    if (b !== 0 && w >>> (32 - b) !== 0) dst[dOff + q + k + 1]! ^= w >>> (32 - b);
  }
}

/** `dst` (the `bits`-bit row at word `dOff`) ^= the bits `from` … `from + bits − 1` of the row at word `sOff` of `src`. */
function xorBitsFrom(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, from: number, bits: number): void {
  const q = from >>> 5;
  const b = from & 31;
  const words = wordsFor(bits);
  for (let k = 0; k < words; k++) {
    const lo = src[sOff + q + k]!;
    const w = b === 0 ? lo : (lo >>> b) | ((src[sOff + q + k + 1] ?? 0) << (32 - b));
    dst[dOff + k]! ^= k === words - 1 ? w & tailMask(bits) : w;
  }
}

/** The cover of a board: row r is the board's row r, then its row m − 1 − r. */
export function lift(board: Board): Board {
  const { rows, cols } = board;
  const cover = new Board(rows, 2 * cols);
  for (let r = 0; r < rows; r++) {
    xorBitsAt(cover.words, r * cover.stride, 0, board.words, r * board.stride, cols);
    xorBitsAt(cover.words, r * cover.stride, cols, board.words, (rows - 1 - r) * board.stride, cols);
  }
  return cover;
}

/** The board under an invariant cover pattern: its first n columns. */
export function project(cover: Board, cols: number): Board {
  const board = new Board(cover.rows, cols);
  for (let r = 0; r < cover.rows; r++) xorBitsFrom(board.words, r * board.stride, cover.words, r * cover.stride, 0, cols);
  return board;
}

/** (1 + τ)·y on the first n columns (the rest follows by invariance), as one bit vector of m·stride words. */
export function defect(y: Board, cols: number): Uint32Array {
  const stride = wordsFor(cols);
  const out = new Uint32Array(y.rows * stride);
  for (let r = 0; r < y.rows; r++) {
    xorBitsFrom(out, r * stride, y.words, r * y.stride, 0, cols);
    xorBitsFrom(out, r * stride, y.words, (y.rows - 1 - r) * y.stride, cols, cols);
  }
  return out;
}
