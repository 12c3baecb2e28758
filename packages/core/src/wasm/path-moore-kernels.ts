import { kernels, memoryWords, releaseLarge } from './kernels.ts';
import { WASM_PATH_FOLD_SOLVE_MIN_WORDS } from './path-transpose-kernels.ts';

/**
 * Moore without centre's bad part on the path of n = 3h − 1 cells (h = 2ᵏ) in WebAssembly (the kernel
 * `pathMooreSolve`, `wasm/path-moore.ts`): the lights copied in, transposed, taken to the path-polynomial basis and
 * to powers of N = 1 + x, chased, taken back and transposed, X₂ copied out. The TypeScript reference is the Neumann
 * product (`src/solve/grid/path-part.ts`), which gives the same A⁻¹ on S₂.
 */

/**
 * x2 (rows × ⌈n/32⌉ words) = A⁻¹·E₂·B for the rows B of `lights` (rows × ⌈n/32⌉ words, padding zero), A Moore without
 * centre with columns that clip, or false without the kernels, room in their memory, n + 1 not 3·2ᵏ, or for boards
 * of fewer words than `minWords`.
 */
export function pathMooreSolveWasm(lights: Uint32Array, rows: number, n: number, x2: Uint32Array, minWords = WASM_PATH_FOLD_SOLVE_MIN_WORDS): boolean {
  const h = (n + 1) / 3;
  const W = (n + 31) >>> 5;
  if (!Number.isInteger(h) || h < 2 || (h & (h - 1)) !== 0 || rows * W < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const S = (rows + 31) >>> 5;
  const E = 32 * W + 1;
  const scratch = (k.heapBase() >>> 2) + 4;
  const src = scratch + 128 + 4;
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
