import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The diagonal rule with centre on the plane or cylinder with 2ᵏ − 1 rows in WebAssembly (the kernel `pathBasisSolve`): the
 * lights are copied in, turned into presses in place and copied out. The TypeScript loops of
 * `src/solve/grid/path-basis-chase.ts` stay the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_PATH_BASIS_MIN_WORDS = 64;

/**
 * The presses for the lights `w` (m = 2ᵏ − 1 rows of n cells, ⌈n/32⌉ words each; with `ring` each row a ring of n ≥ 3
 * cells, else a path), in place, or false without the kernels, room in their memory, or for a board of fewer words
 * than `minWords` (too small to be worth the copies).
 */
export function pathBasisSolveWasm(w: Uint32Array, m: number, n: number, ring = false, minWords = WASM_PATH_BASIS_MIN_WORDS): boolean {
  const words = m * ((n + 31) >>> 5);
  if (words < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const at = (k.heapBase() >>> 2) + 4;
  const mem = memoryWords(k, 4 * (at + words + 4));
  if (!mem) return false;
  mem.set(w.subarray(0, words), at);
  k.pathBasisSolve(4 * at, m, n, ring ? 1 : 0);
  w.set(mem.subarray(at, at + words));
  releaseLarge(k);
  return true;
}
