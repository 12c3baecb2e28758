import type { Board } from '../puzzle/board.ts';
import { type Hold, heldFrom, holdTop, kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The projective fold's cover rows in WebAssembly: the board under them with a periodic pattern added on the way (the
 * kernel `projectCover`: the rows and the pattern copied in, the board out), and the lifted lights written straight
 * into held memory (`liftCover`: the board copied in once, the chase reads the cover where it is). `projectRows` and
 * `liftRows` of `src/solve/grid/cover-rows.ts` stay the references and the fallbacks.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loop). */
export const WASM_PROJECT_COVER_MIN_WORDS = 1 << 10;

/**
 * Writes every word of `board` (m × n): row r the first n cells of cover row r plus pattern row r mod `period`, row
 * m − 1 − r its cells n … 2n − 1 (r < ⌈m/2⌉). False without the kernels, room in their memory, or below
 * {@link WASM_PROJECT_COVER_MIN_WORDS} words.
 *
 * @param board The board, overwritten.
 * @param rows The cover rows, ⌈m/2⌉ rows of wordsFor(2n) words.
 * @param pattern `period` rows of wordsFor(2n) words (null: none).
 * @param period The pattern's rows (0 without one).
 */
export function projectCoverWasm(board: Board, rows: Uint32Array, pattern: Uint32Array | null, period: number): boolean {
  const { rows: m, cols: n, stride } = board;
  const cs = (2 * n + 31) >>> 5;
  const height = (m + 1) >>> 1;
  const size = m * stride;
  if (size < WASM_PROJECT_COVER_MIN_WORDS) return false;
  const k = kernels();
  if (!k) return false;
  // without a pattern, one row of zeros
  const given = pattern !== null && period > 0 ? pattern : null;
  const rowsOfPattern = given ? period : 1;
  const src = ((k.heapBase() + 15) >>> 4) << 2;
  const pat = src + ((height * cs + 3) & ~3);
  const dst = pat + ((rowsOfPattern * cs + 3) & ~3);
  const mem = memoryWords(k, 4 * (dst + size));
  if (!mem) return false;
  mem.set(rows.subarray(0, height * cs), src);
  if (given) mem.set(given.subarray(0, period * cs), pat);
  else mem.fill(0, pat, pat + cs);
  k.projectCover(4 * src, cs, height, m, n, 4 * dst, 4 * pat, rowsOfPattern);
  board.words.set(mem.subarray(dst, dst + size));
  releaseLarge(k);
  return true;
}

/**
 * Words of the board's rows a block of the lift copies into the module's memory (half from the top rows, half from the
 * bottom rows they pair with): a few hundred KiB reused, not the whole board (8 MiB at 8192², pages the first solve
 * would fault in for this copy alone).
 */
const LIFT_BLOCK_WORDS = 1 << 15;

/**
 * The first `rows` cover rows of `board` (m × n) lifted into a hold of the module's memory ({@link holdTop}): a block
 * of top rows r₀ … r₀ + b − 1 and of the bottom rows m − r₀ − b … m − r₀ − 1 copied in below it at a time, a board of
 * 2b rows whose cover rows are those rows' (row i pairs with row 2b − 1 − i, board row m − 1 − (r₀ + i)), which the
 * kernel `liftCover` writes at the hold, wordsFor(2n) words a row (`blockWords`: the block's words, for the tests).
 * Null without the kernels, room, or below {@link WASM_PROJECT_COVER_MIN_WORDS} words.
 */
export function liftCoverHeld(board: Board, rows: number, blockWords = LIFT_BLOCK_WORDS): Hold | null {
  const { rows: m, cols: n, stride } = board;
  const cs = (2 * n + 31) >>> 5;
  if (rows * cs < WASM_PROJECT_COVER_MIN_WORDS) return null;
  const k = kernels();
  if (!k) return null;
  const src = ((k.heapBase() + 15) >>> 4) << 2;
  const block = Math.max(1, Math.min(rows, Math.floor(blockWords / (2 * stride))));
  const hold = holdTop(k, rows * cs, src + 2 * block * stride);
  if (!hold) return null;
  const mem = new Uint32Array(k.memory.buffer);
  for (let r0 = 0; r0 < rows; r0 += block) {
    const b = Math.min(block, rows - r0);
    mem.set(board.words.subarray(r0 * stride, (r0 + b) * stride), src);
    mem.set(board.words.subarray((m - r0 - b) * stride, (m - r0) * stride), src + b * stride);
    k.liftCover(4 * src, 2 * b, n, 4 * (hold.from + r0 * cs), b);
  }
  return hold;
}

/**
 * Lifts cover rows of `board` (m × n) by the kernel `liftCover` from a copy of the board made once at word `at` of
 * the module's memory: each call writes cover rows `first` … `first + count − 1` at word `to` of `mem` and answers
 * true, or answers false (nothing written) when `mem` is not the module's memory or a row's mirror m − 1 − r lies
 * before `first`. The copy lasts while no call into the module claims its words: a reader whose own claims stay
 * below `at` (a division's blocks, `divideRowsWords`) lifts each block where it reads it, one copy of the board in
 * place of a copy per row. Null without the kernels, room, or below {@link WASM_PROJECT_COVER_MIN_WORDS} words.
 */
export function coverLifter(board: Board, at: number): ((mem: Uint32Array, to: number, first: number, count: number) => boolean) | null {
  const { rows: m, cols: n, stride } = board;
  const size = m * stride;
  if (size < WASM_PROJECT_COVER_MIN_WORDS) return null;
  const k = kernels();
  if (!k) return null;
  const mem = memoryWords(k, 4 * (at + size));
  if (!mem) return null;
  mem.set(board.words.subarray(0, size), at);
  return (out, to, first, count) => {
    if (out.buffer !== k.memory.buffer || 2 * first + count > m) return false;
    // row r's mirror m − 1 − r, seen from row `first`: the board from row `first` on, of m − 2·first rows
    k.liftCover(4 * (at + first * stride), m - 2 * first, n, 4 * to, count);
    return true;
  };
}

/**
 * Cover rows `first` … `first + count − 1` (of the first ⌈m/2⌉) at word `at` of the module's memory onto `board` (as
 * `projectRows`): the kernel `projectCover` writes their board rows at word `free` (or past it) in two runs, rows
 * `first` … and their mirrors m − first − count …, each copied out in one set where `projectRows` sets two pieces a row.
 * False (nothing written) when `mem` is not the module's memory or the runs do not fit below any hold.
 */
export function projectBlockWasm(mem: Uint32Array, at: number, board: Board, first: number, count: number, free: number): boolean {
  const { rows: m, cols: n, stride } = board;
  const k = kernels();
  if (!k || mem.buffer !== k.memory.buffer || first + count > (m + 1) >>> 1) return false;
  const dst = (free + 3) & ~3;
  const size = count * stride;
  if (dst + 2 * size > heldFrom(k)) return false;
  // the block as a board of 2·count rows: its rows, then their mirrors (row 2·count − 1 − i of row i)
  k.projectCover(4 * at, (2 * n + 31) >>> 5, count, 2 * count, n, 4 * dst, 0, 0);
  board.words.set(mem.subarray(dst, dst + size), first * stride);
  // on odd m the middle row is its own mirror: its first n cells (the run of rows) stand
  const middle = 2 * (first + count) > m ? stride : 0;
  board.words.set(mem.subarray(dst + size + middle, dst + 2 * size), (m - first - count) * stride + middle);
  return true;
}
