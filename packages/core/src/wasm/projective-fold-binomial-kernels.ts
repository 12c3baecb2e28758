import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The diagonal rule with centre on the projective plane's torus cover without its seam corrections, in WebAssembly
 * (the kernel `projectiveFoldBinomial`): the lights are copied in once, folded, chased and unfolded there, and the
 * presses copied out once. `src/solve/grid/projective-fold-binomial.ts` keeps the TypeScript reference and fallback.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_PROJECTIVE_FOLD_MIN_WORDS = 1 << 10;

/**
 * presses (m = 2ᵏ rows of n cells, n a multiple of 64) from lights, or false without the kernels (or room in their
 * memory for its fold, twice its words; or n not a multiple of 64; or a board below
 * `minWords`, by default {@link WASM_PROJECTIVE_FOLD_MIN_WORDS}).
 */
export function projectiveFoldBinomialWasm(presses: Uint32Array, lights: Uint32Array, m: number, n: number, minWords = WASM_PROJECTIVE_FOLD_MIN_WORDS): boolean {
  const stride = n >>> 5;
  const size = m * stride;
  if (n % 64 !== 0 || size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const t = (k.heapBase() >>> 2) + 4;
  const b = t + size; // the board: the fold's second half
  const scratch = t + 2 * size + 4;
  const mem = memoryWords(k, 4 * (scratch + 3 * stride + 4));
  if (!mem) return false;
  mem.set(lights.subarray(0, size), b);
  k.projectiveFoldBinomial(4 * t, m, n, 4 * scratch);
  presses.set(mem.subarray(b, b + size));
  releaseLarge(k);
  return true;
}
