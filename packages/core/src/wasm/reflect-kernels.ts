import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * Path rows to their reflected ring and back in WebAssembly (the kernels `reflectRows`, `unreflectRows`): the rows
 * are copied in, moved and copied out. The TypeScript loops of `src/solve/grid/reflected-rows.ts` stay the reference
 * and the fallback.
 */

/** Boards of fewer ring words than this stay in TypeScript (the copies would outweigh the loop). */
export const WASM_REFLECT_MIN_WORDS = 1 << 12;

/**
 * One of the two moves: `to` (words `toWords`) from `from` (words `fromWords`), or false without the kernels or room
 * in their memory.
 */
function moved(kernel: 'reflectRows' | 'unreflectRows', to: Uint32Array, toWords: number, from: Uint32Array, fromWords: number, rows: number, n: number): boolean {
  const k = kernels();
  if (!k) return false;
  const src = (k.heapBase() >>> 2) + 4;
  const dst = src + fromWords + 4;
  const mem = memoryWords(k, 4 * (dst + toWords + 4));
  if (!mem) return false;
  mem.set(from.subarray(0, fromWords), src);
  k[kernel](4 * dst, 4 * src, rows, n);
  to.set(mem.subarray(dst, dst + toWords));
  releaseLarge(k);
  return true;
}

/**
 * dst (rows × S words, S = (n + 1)/16) = the reflected ring rows of src's path rows, or false without the kernels
 * (or room in their memory).
 */
export function reflectRowsWasm(dst: Uint32Array, src: Uint32Array, rows: number, n: number): boolean {
  const S = (n + 1) >>> 4;
  return moved('reflectRows', dst, rows * S, src, rows * ((n + 31) >>> 5), rows, n);
}

/** dst's path rows = cells 1 … n of src's ring rows, or false without the kernels (or room in their memory). */
export function unreflectRowsWasm(dst: Uint32Array, src: Uint32Array, rows: number, n: number): boolean {
  const S = (n + 1) >>> 4;
  return moved('unreflectRows', dst, rows * ((n + 31) >>> 5), src, rows * S, rows, n);
}
