import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The diagonal rule with centre on a torus of 2ᵏ rows in WebAssembly (the kernel `binomialChase`): the lights are
 * copied in, turned into presses in place and copied out. The TypeScript loops of `src/solve/grid/binomial-chase.ts`
 * stay the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_BINOMIAL_MIN_WORDS = 1 << 10;

/**
 * presses (m rows of n cells, ⌈n/32⌉ words a row) from lights, or false without the kernels (or room in their memory,
 * or for a board below `minWords`, by default {@link WASM_BINOMIAL_MIN_WORDS}); X is cyclic (the torus) unless `cyclic`
 * is false (the cylinder with a ring of m rows).
 */
export function binomialChaseWasm(presses: Uint32Array, lights: Uint32Array, m: number, n: number, minWords = WASM_BINOMIAL_MIN_WORDS, cyclic = true): boolean {
  const stride = (n + 31) >>> 5;
  const size = m * stride;
  if (size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const p = (k.heapBase() >>> 2) + 4;
  const before = p + size + 4;
  const mem = memoryWords(k, 4 * (before + stride + 4));
  if (!mem) return false;
  mem.set(lights.subarray(0, size), p);
  k.binomialChase(4 * p, m, n, stride, 4 * before, cyclic);
  presses.set(mem.subarray(p, p + size));
  releaseLarge(k);
  return true;
}
