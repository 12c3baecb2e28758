import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';

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
  const zAt = scratch + 512 + 4;
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
 * The lights (rows × 3H words) copied into the kernels' memory, folded and solved there (`pathFoldInverse`), `extra`
 * words left free past them: the memory, where Y lies (rows × H words) and the first free word; null without the
 * kernels, room in their memory, or for folds of fewer words than `minWords`.
 */
function foldInverseIn(lights: Uint32Array, rows: number, h: number, extra: number, minWords: number): { k: Kernels; mem: Uint32Array; y: number; free: number } | null {
  const H = h >>> 5;
  if (h % 32 !== 0 || rows * H < minWords) return null;
  const k = kernels();
  if (!k) return null;
  const S = (rows + 31) >>> 5;
  const scratch = (k.heapBase() >>> 2) + 4;
  const src = scratch + 512 + 4;
  const y = src + 3 * H * rows + 4;
  const t = y + 32 * S * H + 4;
  const free = t + 32 * H * S + 4;
  const mem = memoryWords(k, 4 * (free + extra + 4));
  if (!mem) return null;
  mem.set(lights.subarray(0, 3 * H * rows), src);
  k.pathFoldInverse(4 * src, rows, H, 4 * y, 4 * t, 4 * scratch);
  return { k, mem, y, free };
}

/**
 * y (rows × h/32 words) = A⁻¹·fold(B) for the rows B of `lights` (rows × 3h/32 words, paths of 3h − 1 cells; the fold
 * of `src/solve/grid/path-fold.ts` onto h − 1 cells, A as for {@link pathFoldSolveWasm}) in one call: the lights
 * copied in, folded, solved, and y copied out. False without the kernels, room in their memory, h a multiple of 32,
 * or for folds of fewer words than `minWords`.
 */
export function pathFoldInverseWasm(lights: Uint32Array, rows: number, h: number, y: Uint32Array, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const run = foldInverseIn(lights, rows, h, 0, minWords);
  if (!run) return false;
  const words = rows * (h >>> 5);
  y.set(run.mem.subarray(run.y, run.y + words));
  releaseLarge(run.k);
  return true;
}

/**
 * presses ← P + tile(fold(P) + Y) in place (E₁·P + X₂, `src/solve/grid/path-fold.ts`), Y = A⁻¹·fold(B) as
 * {@link pathFoldInverseWasm} gives it for `lights` (B), without Y leaving the kernels' memory: `pathFoldInverse`
 * then `foldTilePathRows` on the presses. False as for {@link pathFoldInverseWasm}.
 */
export function pathFoldFinishWasm(presses: Uint32Array, lights: Uint32Array, rows: number, h: number, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const H = h >>> 5;
  const words = 3 * H * rows;
  const run = foldInverseIn(lights, rows, h, words + H + 4, minWords);
  if (!run) return false;
  const { k, mem, y, free: p } = run;
  mem.set(presses.subarray(0, words), p);
  k.foldTilePathRows(4 * p, 4 * y, rows, H, 4 * (p + words + 4));
  presses.set(mem.subarray(p, p + words));
  releaseLarge(k);
  return true;
}
