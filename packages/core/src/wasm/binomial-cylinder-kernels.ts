import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The diagonal rule with centre on a cylinder whose ring is the rows, of 2ᵏ ≥ 128 cells, in WebAssembly (the kernel
 * `binomialCylinder`): the lights are copied in, turned into presses in place and copied out. The TypeScript path of
 * `src/solve/grid/binomial-cylinder.ts` stays the reference and the fallback.
 */

/** The narrowest ring the kernel takes: one 128-column strip. */
export const WASM_CYLINDER_MIN_RING = 128;

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_CYLINDER_MIN_WORDS = 1 << 10;

/**
 * presses (m rows of n = 2ᵏ cells, n/32 words a row) from lights, or false without the kernels (or room in their
 * memory, or for a ring below {@link WASM_CYLINDER_MIN_RING}, or a board below `minWords`, by default
 * {@link WASM_CYLINDER_MIN_WORDS}).
 */
export function binomialCylinderWasm(presses: Uint32Array, lights: Uint32Array, m: number, n: number, minWords = WASM_CYLINDER_MIN_WORDS): boolean {
  const size = m * (n >>> 5);
  if (n < WASM_CYLINDER_MIN_RING || size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const p = ((k.heapBase() + 15) >>> 4) << 2; // 16-byte aligned, in words
  const mw = 2 * Math.ceil(m / 128);
  const scratch = p + size;
  const mem = memoryWords(k, 4 * (scratch + 2 * (130 * (mw + 2) + mw + 256)));
  if (!mem) return false;
  mem.set(lights.subarray(0, size), p);
  k.binomialCylinder(4 * p, m, n, 4 * scratch);
  presses.set(mem.subarray(p, p + size));
  releaseLarge(k);
  return true;
}
