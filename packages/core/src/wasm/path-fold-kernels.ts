import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * A path of n = 3h − 1 cells folded onto the path of h − 1 cells and tiled back (`src/solve/grid/path-fold.ts`) in
 * WebAssembly (`wasm/path-fold.ts`), for h a multiple of 32 (every segment whole words): the rows are copied in, moved
 * and copied out. The TypeScript loops stay the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript. */
export const WASM_PATH_FOLD_MIN_WORDS = 1 << 12;

/**
 * dst (rows × h/32 words) = fold of each row of src (rows × 3h/32 words) plus y's row (null: none), or false without
 * the kernels (or room in their memory, or h not a multiple of 32).
 */
export function foldPathRowsWasm(dst: Uint32Array, src: Uint32Array, rows: number, h: number, y: Uint32Array | null): boolean {
  const k = kernels();
  if (!k || h % 32 !== 0) return false;
  const H = h >>> 5;
  const from = (k.heapBase() >>> 2) + 4;
  const ys = from + 3 * H * rows + 4;
  const to = ys + H * rows + 4;
  const mem = memoryWords(k, 4 * (to + H * rows + 4));
  if (!mem) return false;
  mem.set(src.subarray(0, 3 * H * rows), from);
  if (y) mem.set(y.subarray(0, H * rows), ys);
  k.foldPathRows(4 * to, 4 * from, rows, H, y ? 4 * ys : 0);
  dst.set(mem.subarray(to, to + H * rows));
  releaseLarge(k);
  return true;
}

/**
 * Each row of p (rows × 3h/32 words) ^= tile of t's row (rows × h/32 words), or false without the kernels (or room in
 * their memory, or h not a multiple of 32).
 */
export function tilePathRowsWasm(p: Uint32Array, t: Uint32Array, rows: number, h: number): boolean {
  const k = kernels();
  if (!k || h % 32 !== 0) return false;
  const H = h >>> 5;
  const at = (k.heapBase() >>> 2) + 4;
  const ts = at + 3 * H * rows + 4;
  const mem = memoryWords(k, 4 * (ts + H * rows + 4));
  if (!mem) return false;
  mem.set(p.subarray(0, 3 * H * rows), at);
  mem.set(t.subarray(0, H * rows), ts);
  k.tilePathRows(4 * at, 4 * ts, rows, H);
  p.set(mem.subarray(at, at + 3 * H * rows));
  releaseLarge(k);
  return true;
}

/**
 * Each row of p (rows × 3h/32 words) ^= tile(fold(the row) + y's row) (y rows × h/32 words; null: none) in one pass,
 * or false without the kernels (or room in their memory, or h not a multiple of 32).
 */
export function foldTilePathRowsWasm(p: Uint32Array, y: Uint32Array | null, rows: number, h: number): boolean {
  const k = kernels();
  if (!k || h % 32 !== 0) return false;
  const H = h >>> 5;
  const at = (k.heapBase() >>> 2) + 4;
  const ys = at + 3 * H * rows + 4;
  const t = ys + H * rows + 4;
  const mem = memoryWords(k, 4 * (t + H + 4));
  if (!mem) return false;
  mem.set(p.subarray(0, 3 * H * rows), at);
  if (y) mem.set(y.subarray(0, H * rows), ys);
  k.foldTilePathRows(4 * at, y ? 4 * ys : 0, rows, H, 4 * t);
  p.set(mem.subarray(at, at + 3 * H * rows));
  releaseLarge(k);
  return true;
}
