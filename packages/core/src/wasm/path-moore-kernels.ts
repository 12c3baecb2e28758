import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';
import { WASM_PATH_FOLD_SOLVE_MIN_WORDS } from './path-transpose-kernels.ts';

/**
 * Moore without centre's bad part on the path of n = 3h − 1 cells (h = 2ᵏ) in WebAssembly (the kernel
 * `pathMooreSolve`, `wasm/path-moore.ts`): the lights copied in, transposed, taken to the path-polynomial basis and
 * to powers of N = 1 + x, chased, taken back and transposed, X₂ copied out. The TypeScript reference is the Neumann
 * product (`src/solve/grid/path-part.ts`), which gives the same A⁻¹ on S₂.
 */

/** The kernels and the words of a row (W) and of a transposed row (S), or null without the kernels or for a shape they do not take. */
function mooreShape(rows: number, n: number, minWords: number): { k: Kernels; W: number; S: number } | null {
  const h = (n + 1) / 3;
  const W = (n + 31) >>> 5;
  if (!Number.isInteger(h) || h < 2 || (h & (h - 1)) !== 0 || rows * W < minWords) return null;
  const k = kernels();
  return k && { k, W, S: (rows + 31) >>> 5 };
}

/**
 * x2 (rows × ⌈n/32⌉ words) = A⁻¹·E₂·B for the rows B of `lights` (rows × ⌈n/32⌉ words, padding zero), A Moore without
 * centre with columns that clip, or false without the kernels, room in their memory, n + 1 not 3·2ᵏ, or for boards
 * of fewer words than `minWords`.
 */
export function pathMooreSolveWasm(lights: Uint32Array, rows: number, n: number, x2: Uint32Array, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const shape = mooreShape(rows, n, minWords);
  if (!shape) return false;
  const { k, W, S } = shape;
  const E = 32 * W + 1;
  const scratch = (k.heapBase() >>> 2) + 4;
  const src = scratch + 512 + 4;
  const dst = src + rows * W + 4;
  const t = dst + 32 * S * W + 4;
  const mem = memoryWords(k, 4 * (t + E * S + 4));
  if (!mem) return false;
  mem.set(lights.subarray(0, rows * W), src);
  k.pathMooreSolve(4 * src, rows, n, 4 * dst, 4 * t, 4 * scratch);
  x2.set(mem.subarray(dst, dst + rows * W));
  releaseLarge(k);
  return true;
}

/**
 * presses ← (1 + x^d)·P + X₂ in place (E₁·P + X₂, E₂ = x^d; `src/solve/grid/path-part.ts`'s finish), X₂ as
 * {@link pathMooreSolveWasm} gives it for `lights`, without X₂ leaving the kernels' memory. With d = 2h, x^d is
 * 1 + tile∘fold on this path (`src/solve/grid/path-fold.ts`), so it is X₂ + tile(fold(P)): one pass of
 * `foldTileOnto`, for h a multiple of 32 (whole words). False as for {@link pathMooreSolveWasm}, and for other h.
 */
export function pathMooreFinishWasm(presses: Uint32Array, lights: Uint32Array, rows: number, n: number, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const shape = mooreShape(rows, n, minWords);
  if (!shape || (n + 1) % 96 !== 0) return false;
  const { k, W, S } = shape;
  const size = rows * W;
  const scratch = (k.heapBase() >>> 2) + 4;
  const from = scratch + 512 + 4;
  const x2 = from + size + 4;
  const p = x2 + 32 * S * W + 4;
  const fold = p + size + 4;
  const t = fold + W / 3 + 4;
  const mem = memoryWords(k, 4 * (t + (32 * W + 1) * S + 4));
  if (!mem) return false;
  mem.set(lights.subarray(0, size), from);
  k.pathMooreSolve(4 * from, rows, n, 4 * x2, 4 * t, 4 * scratch);
  mem.set(presses.subarray(0, size), p);
  k.foldTileOnto(4 * p, 4 * x2, rows, W / 3, 4 * fold);
  presses.set(mem.subarray(p, p + size));
  releaseLarge(k);
  return true;
}

/**
 * X₂ + tile(q) (rows × ⌈n/32⌉ words, a new array) for the lights B and the rows q (rows × (h − 1) cells, h/32
 * words a row, padding zero; `src/solve/grid/path-fold.ts`'s tile), X₂ as {@link pathMooreSolveWasm} gives it, in one
 * trip: the presses of Moore without centre's plane solved on a third of the width (`src/solve/grid/moore-third.ts`).
 * Null when {@link pathMooreSolveWasm} would be false, and for h not a multiple of 32.
 */
export function pathMooreTiledWasm(lights: Uint32Array, q: Uint32Array, rows: number, n: number, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): Uint32Array | null {
  const shape = mooreShape(rows, n, minWords);
  if (!shape || (n + 1) % 96 !== 0) return null;
  const { k, W, S } = shape;
  const size = rows * W;
  const H = W / 3;
  const scratch = (k.heapBase() >>> 2) + 4;
  const from = scratch + 512 + 4;
  const x2 = from + size + 4;
  const qs = x2 + 32 * S * W + 4;
  const t = qs + rows * H + 4;
  const mem = memoryWords(k, 4 * (t + (32 * W + 1) * S + 4));
  if (!mem) return null;
  mem.set(lights.subarray(0, size), from);
  k.pathMooreSolve(4 * from, rows, n, 4 * x2, 4 * t, 4 * scratch);
  mem.set(q.subarray(0, rows * H), qs);
  k.tilePathRows(4 * x2, 4 * qs, rows, H);
  const out = mem.slice(x2, x2 + size); // one copy, no zeroed array first
  releaseLarge(k);
  return out;
}

/** The kernels and the words of a row, for m = 3h − 1 rows (h = 2ᵏ ≥ 2) of n cells, or null (as {@link mooreShape}). */
function rowsShape(m: number, n: number, minWords: number): { k: Kernels; W: number; h: number } | null {
  const h = (m + 1) / 3;
  const W = (n + 31) >>> 5;
  if (!Number.isInteger(h) || h < 2 || (h & (h - 1)) !== 0 || m * W < minWords) return null;
  const k = kernels();
  return k && { k, W, h };
}

/**
 * X₂ + tile(q) (m × ⌈n/32⌉ words, a new array) across the rows of a board of m = 3h − 1 rows (h = 2ᵏ ≥ 2) of n cells,
 * columns that clip: X₂ = A⁻¹·E₂·B, E₂ of the rows' path (the kernel `pathMooreRows`: the chase of
 * {@link pathMooreSolveWasm} with the board's rows as the path, no transposes), q's h − 1 rows tiled across the rows
 * (`src/solve/grid/moore-rows.ts`). Null without the kernels, room in their memory, or for boards of fewer words than
 * `minWords`.
 */
export function pathMooreRowsWasm(lights: Uint32Array, q: Uint32Array, m: number, n: number, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): Uint32Array | null {
  const shape = rowsShape(m, n, minWords);
  if (!shape) return null;
  const { k, W, h } = shape;
  const size = m * W;
  const qs = (k.heapBase() >>> 2) + 4;
  const w = qs + (h - 1) * W + 4;
  const mem = memoryWords(k, 4 * (w + size + W + 4));
  if (!mem) return null;
  mem.set(q.subarray(0, (h - 1) * W), qs);
  mem.fill(0, w, w + W);
  mem.set(lights.subarray(0, size), w + W);
  k.pathMooreRows(4 * w, m, n, 4 * qs);
  const out = mem.slice(w + W, w + W + size);
  releaseLarge(k);
  return out;
}

/** The fold of the lights' m = 3h − 1 rows onto h − 1 rows (a new array; the kernel `pathMooreFoldRows`), or null as for {@link pathMooreRowsWasm}. */
export function foldMooreRowsWasm(lights: Uint32Array, m: number, n: number, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): Uint32Array | null {
  const shape = rowsShape(m, n, minWords);
  if (!shape) return null;
  const { k, W, h } = shape;
  const size = m * W;
  const fold = (k.heapBase() >>> 2) + 4;
  const w = fold + (h - 1) * W + 4;
  const mem = memoryWords(k, 4 * (w + size + 4));
  if (!mem) return null;
  mem.set(lights.subarray(0, size), w);
  k.pathMooreFoldRows(4 * w, m, n, 4 * fold);
  const out = mem.slice(fold, fold + (h - 1) * W);
  releaseLarge(k);
  return out;
}
