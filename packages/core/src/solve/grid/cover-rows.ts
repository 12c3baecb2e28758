import { tailMask, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { coverLifter, liftCoverHeld } from '../../wasm/project-cover-kernels.ts';
import type { HeldLights } from '../../wasm/ring-chase-kernels.ts';
import type { RowStream } from '../../wasm/row-stream.ts';

/**
 * The rows of a board whose columns twist and of its double cover (see twist-cover.ts): the cover's row r is
 * the board's row r followed by its row m − 1 − r, and an invariant cover pattern is its first n columns.
 */

/** `dst` (the `bits`-bit row at word `dOff`) ^= the bits `from` … `from + bits − 1` of the row at word `sOff` of `src`. */
function xorBitsFrom(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, from: number, bits: number): void {
  const q = sOff + (from >>> 5);
  const b = from & 31;
  const words = wordsFor(bits);
  const last = words - 1;
  if (b === 0) for (let k = 0; k < last; k++) dst[dOff + k]! ^= src[q + k]!;
  else for (let k = 0; k < last; k++) dst[dOff + k]! ^= (src[q + k]! >>> b) | (src[q + k + 1]! << (32 - b));
  // the last word's r bits: from a second source word only when they reach it (it lies inside the row then)
  const r = bits - 32 * last;
  let w = src[q + last]! >>> b;
  if (b !== 0 && b + r > 32) w |= src[q + last + 1]! << (32 - b);
  dst[dOff + last]! ^= w & tailMask(bits);
}

/**
 * Cover boards of up to this many words (8 MiB) take the same words solve after solve ({@link coverBoard}): fresh
 * words cost a page fault every 4 KB on first touch, about as much as the pass that fills them.
 */
export const REUSED_COVER_WORDS = 1 << 21;

/** The words of the reused covers, per slot (see {@link coverBoard}). */
const reused: [Uint32Array, Uint32Array] = [new Uint32Array(0), new Uint32Array(0)];

/**
 * A board for a cover that one solve uses and drops (the lifted lights: slot 0; the chased presses: slot 1): up to
 * {@link REUSED_COVER_WORDS} words it is a view of the words the slot's last board had, so it must not outlive the
 * call that asked for it (nor be handed to a caller); larger ones are fresh.
 *
 * @param slot Which reused words: two covers of one solve take different slots.
 * @param rows Rows.
 * @param cols Columns.
 * @param zeroed Whether it must start all off (false: the caller writes every word).
 */
export function coverBoard(slot: 0 | 1, rows: number, cols: number, zeroed = true): Board {
  const stride = wordsFor(cols);
  const size = rows * stride;
  if (size > REUSED_COVER_WORDS) return new Board(rows, cols);
  if (reused[slot].length < size) reused[slot] = new Uint32Array(size);
  const words = reused[slot].subarray(0, size);
  if (zeroed) words.fill(0);
  else for (let k = stride - 1; k < size; k += stride) words[k] = 0; // a board's padding bits are zero
  return new Board(rows, cols, words);
}

/**
 * The cover of a board: row r is the board's row r, then its row m − 1 − r.
 *
 * @param board The board.
 * @param rows The cover's rows wanted, the first (all by default; the fold reads only the first ⌈m/2⌉ where c is a unit).
 * @param cover Where to write it (every word is written): a fresh board by default.
 */
export function lift(board: Board, rows = board.rows, cover = new Board(rows, 2 * board.cols)): Board {
  liftRows(board, cover.words, 0, 0, rows);
  return cover;
}

/**
 * Rows `first` … `first + count − 1` of a board's cover (see {@link lift}) into `out` from word `at`, every word
 * written (rows of wordsFor(2n) words).
 */
export function liftRows(board: Board, out: Uint32Array, at: number, first: number, count: number): void {
  const { cols, stride } = board;
  const m = board.rows;
  const cs = wordsFor(2 * cols);
  const src = board.words;
  const q = cols >>> 5;
  const b = cols & 31;
  for (let r = first; r < first + count; r++) {
    const o = at + (r - first) * cs;
    out.set(src.subarray(r * stride, (r + 1) * stride), o);
    const mirror = (m - 1 - r) * stride;
    if (b === 0) {
      out.set(src.subarray(mirror, mirror + stride), o + stride);
      continue;
    }
    // the second half from bit n: word q keeps the first half's b low bits; written, not XORed
    let carry = out[o + q]!;
    for (let k = 0; k < stride; k++) {
      const w = src[mirror + k]!;
      out[o + q + k] = carry | (w << b);
      carry = w >>> (32 - b);
    }
    if (q + stride < cs) out[o + q + stride] = carry;
  }
}

/**
 * One solve's lights on the cover, rows 0 … rows − 1: lifted a block at a time straight into the kernels' memory
 * (a {@link RowStream}: no cover is written), or lifted whole (a reused cover, slot 0 of {@link coverBoard}) for the
 * TypeScript chase and the bad part. Dropped by the end of the solve.
 */
export class CoverLights implements RowStream {
  private cover: Board | null = null;

  /**
   * @param board The board's lights.
   * @param rows The cover's rows read: the first ⌈m/2⌉, or all m.
   */
  constructor(
    private readonly board: Board,
    readonly rows: number,
  ) {}

  move(mem: Uint32Array, at: number, first: number, count: number): void {
    liftRows(this.board, mem, at, first, count);
  }

  /**
   * The cover's rows lifted by the kernel where a reader of the kernels' memory reads them ({@link coverLifter}: the
   * board copied once to word `at`, which the reader's own claims must stay below; rows it cannot lift, in
   * TypeScript), or null without the kernels or room.
   */
  inKernel(at: number): RowStream | null {
    const lifter = coverLifter(this.board, at);
    if (!lifter) return null;
    return { move: (mem, to, first, count) => void (lifter(mem, to, first, count) || liftRows(this.board, mem, to, first, count)) };
  }

  /** The lights lifted by the kernel straight into held memory for the chases of `held` (kept as they were where it cannot). */
  liftInto(held: HeldLights): void {
    held.hold = liftCoverHeld(this.board, this.rows) ?? held.hold;
  }

  /** The cover's rows, written once. */
  whole(): Board {
    this.cover ??= lift(this.board, this.rows, coverBoard(0, this.rows, 2 * this.board.cols, false));
    return this.cover;
  }

  /** The cover's row r, a new row. */
  row(r: number): Uint32Array {
    const cs = wordsFor(2 * this.board.cols);
    if (this.cover) return this.cover.words.slice(r * cs, (r + 1) * cs);
    const out = new Uint32Array(cs);
    liftRows(this.board, out, 0, r, 1);
    return out;
  }
}

/** The board under an invariant cover pattern: its first n columns. */
export function project(cover: Board, cols: number): Board {
  const board = new Board(cover.rows, cols);
  for (let r = 0; r < cover.rows; r++) xorBitsFrom(board.words, r * board.stride, cover.words, r * cover.stride, 0, cols);
  return board;
}

/**
 * The board under an invariant cover pattern given by its first ⌈m/2⌉ rows (the rest mirror them: cover row
 * m − 1 − r is row r turned by n cells, so its first n columns are row r's last n).
 *
 * @param cover At least the first ⌈m/2⌉ rows of the cover.
 * @param rows m, the board's rows.
 * @param cols n, the board's columns.
 */
export function projectHalf(cover: Board, rows: number, cols: number): Board {
  const board = new Board(rows, cols);
  projectRows(cover.words, 0, board, 0, (rows + 1) >> 1);
  return board;
}

/**
 * Rows `first` … `first + count − 1` (of the first ⌈m/2⌉) of an invariant cover pattern, read from `src` at word
 * `at` (rows of wordsFor(2n) words), onto the board: its rows r and m − 1 − r (see {@link projectHalf}).
 */
export function projectRows(src: Uint32Array, at: number, board: Board, first: number, count: number): void {
  const { rows, cols, stride } = board;
  const out = board.words;
  const cs = wordsFor(2 * cols);
  const tail = tailMask(cols);
  const q = cols >>> 5;
  const b = cols & 31;
  for (let r = first; r < first + count; r++) {
    const from = at + (r - first) * cs;
    const low = r * stride;
    out.set(src.subarray(from, from + stride), low);
    out[low + stride - 1]! &= tail;
    if (r === rows - 1 - r) continue;
    const high = (rows - 1 - r) * stride;
    if (b === 0) {
      out.set(src.subarray(from + q, from + q + stride), high);
      continue;
    }
    // cells n … 2n − 1: the last word's upper source word lies past the row when 2n ends in the word before
    for (let k = 0; k < stride - 1; k++) out[high + k] = (src[from + q + k]! >>> b) | (src[from + q + k + 1]! << (32 - b));
    const top = q + stride < cs ? src[from + q + stride]! << (32 - b) : 0;
    out[high + stride - 1] = ((src[from + q + stride - 1]! >>> b) | top) & tail;
  }
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
