import type { Board } from '../puzzle/board.ts';
import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The board under the projective fold's cover rows in WebAssembly (the kernel `projectCover`), with a periodic
 * pattern added to the rows on the way: the rows and the pattern are copied in, the board out. `projectRows` of
 * `src/solve/grid/cover-rows.ts` over the rows with the pattern added stays the reference and the fallback.
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
  const src = ((k.heapBase() + 15) >>> 4) << 2;
  const pat = src + ((height * cs + 3) & ~3);
  const dst = pat + ((period * cs + 3) & ~3);
  const mem = memoryWords(k, 4 * (dst + size));
  if (!mem) return false;
  mem.set(rows.subarray(0, height * cs), src);
  if (pattern && period > 0) mem.set(pattern.subarray(0, period * cs), pat);
  k.projectCover(4 * src, cs, height, m, n, 4 * dst, pattern && period > 0 ? 4 * pat : 0, pattern ? period : 0);
  board.words.set(mem.subarray(dst, dst + size));
  releaseLarge(k);
  return true;
}
