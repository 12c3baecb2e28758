import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The diagonal rule's bad part on the folded path of h − 1 = 2ᵏ − 1 cells (`src/solve/grid/path-part.ts`) in
 * WebAssembly (the kernel `pathFoldSolve`, `wasm/path-transpose.ts`): the rows are copied in, transposed, chased in
 * the path-polynomial basis (`pathBasisSolve`), transposed back and copied out. The TypeScript reference is
 * `transposeBoard` around `pathBasisSolveTs` (and the Neumann product, which gives the same A⁻¹).
 */

/** Boards of fewer words than this stay with the Neumann product (the copies and transposes would outweigh it). */
export const WASM_PATH_FOLD_SOLVE_MIN_WORDS = 1 << 10;

/**
 * A⁻¹·z in place for A = 1 + X·Y, X the path of h − 1 cells along z's rows (h = 2ᵏ ≥ 2) and Y the path of its `rows`
 * rows (z: rows × ⌈(h − 1)/32⌉ words, padding zero), or false without the kernels, room in their memory, or for a
 * board of fewer words than `minWords`.
 */
export function pathFoldSolveWasm(z: Uint32Array, rows: number, h: number, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const V = (h + 30) >>> 5;
  if (rows * V < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const S = (rows + 31) >>> 5;
  const scratch = (k.heapBase() >>> 2) + 4;
  const zAt = scratch + 128 + 4;
  const tAt = zAt + 32 * S * V + 4;
  const mem = memoryWords(k, 4 * (tAt + 32 * V * S + 4));
  if (!mem) return false;
  mem.set(z.subarray(0, rows * V), zAt);
  k.pathFoldSolve(4 * zAt, rows, h, 4 * tAt, 4 * scratch);
  z.set(mem.subarray(zAt, zAt + rows * V));
  releaseLarge(k);
  return true;
}

/**
 * y (rows × h/32 words) = A⁻¹·fold(B) for the rows B of `lights` (rows × 3h/32 words, paths of 3h − 1 cells; the fold
 * of `src/solve/grid/path-fold.ts` onto h − 1 cells, A as for {@link pathFoldSolveWasm}) in one call: the lights
 * copied in, folded, solved, and y copied out. False without the kernels, room in their memory, h a multiple of 32,
 * or for folds of fewer words than `minWords`.
 */
export function pathFoldInverseWasm(lights: Uint32Array, rows: number, h: number, y: Uint32Array, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const H = h >>> 5;
  if (h % 32 !== 0 || rows * H < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const S = (rows + 31) >>> 5;
  const scratch = (k.heapBase() >>> 2) + 4;
  const src = scratch + 128 + 4;
  const zAt = src + 3 * H * rows + 4;
  const tAt = zAt + 32 * S * H + 4;
  const mem = memoryWords(k, 4 * (tAt + 32 * H * S + 4));
  if (!mem) return false;
  mem.set(lights.subarray(0, 3 * H * rows), src);
  k.pathFoldInverse(4 * src, rows, H, 4 * zAt, 4 * tAt, 4 * scratch);
  y.set(mem.subarray(zAt, zAt + rows * H));
  releaseLarge(k);
  return true;
}
