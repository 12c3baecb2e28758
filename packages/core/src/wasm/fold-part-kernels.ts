import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The folded bad part of `src/solve/grid/folded-part.ts` in WebAssembly (the kernels `foldRows` and
 * `foldTileRows`): the board is copied in, folded (or folded, tiled and XORed in place) four words a step, and
 * copied out. The TypeScript loops of `folded-part.ts` stay the reference and the fallback.
 */

/** Boards of fewer words than this are folded in TypeScript (the copies would outweigh the loop). */
export const WASM_FOLD_MIN_WORDS = 1 << 12;

/** Words of the kernels' scratch for a fold of P words (3·lcm(P, 4) + P, rounded up). */
function scratchWords(P: number): number {
  return 16 * P + 8;
}

/**
 * dst (rows × P words) = e·fold of each row of src (rows × stride words), or false without the kernels or room in
 * their memory.
 *
 * @param q e rotates by q and by 2q words (0: e = 1).
 */
export function foldRowsWasm(dst: Uint32Array, src: Uint32Array, rows: number, stride: number, P: number, q: number): boolean {
  const k = kernels();
  if (!k) return false;
  const scratch = (k.heapBase() >>> 2) + 4;
  const from = scratch + scratchWords(P);
  const to = from + rows * stride + 4;
  const mem = memoryWords(k, 4 * (to + rows * P + 4));
  if (!mem) return false;
  mem.set(src.subarray(0, rows * stride), from);
  k.foldRows(4 * to, 4 * from, rows, stride, P, q, 4 * scratch);
  dst.set(mem.subarray(to, to + rows * P));
  releaseLarge(k);
  return true;
}

/**
 * Each row r of p (rows × stride words) ^= tile(e·fold(p_r) + y_r) (y rows × P words; null: zeros), or false
 * without the kernels or room in their memory.
 *
 * @param q e rotates by q and by 2q words (0: e = 1).
 */
export function foldTileRowsWasm(p: Uint32Array, y: Uint32Array | null, rows: number, stride: number, P: number, q: number): boolean {
  const k = kernels();
  if (!k) return false;
  const scratch = (k.heapBase() >>> 2) + 4;
  const ys = scratch + scratchWords(P);
  const board = ys + (y ? rows * P : 0) + 4;
  const mem = memoryWords(k, 4 * (board + rows * stride + 4));
  if (!mem) return false;
  if (y) mem.set(y.subarray(0, rows * P), ys);
  mem.set(p.subarray(0, rows * stride), board);
  k.foldTileRows(4 * board, y ? 4 * ys : 0, rows, stride, P, q, 4 * scratch);
  p.set(mem.subarray(board, board + rows * stride));
  releaseLarge(k);
  return true;
}
