import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The diagonal rule with centre on the Klein bottle with 2ᵏ wrapping rows in WebAssembly (the kernel
 * `twistBinomialChase`): the lights are copied in, turned into presses in place and copied out. The TypeScript loops
 * of `src/solve/grid/twist-binomial.ts` stay the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_TWIST_BINOMIAL_MIN_WORDS = 1 << 10;

/**
 * presses (m = 2ᵏ rows of n cells, ⌈n/32⌉ words a row) from lights, or false without the kernels (or room in their
 * memory, or for a board below `minWords`, by default {@link WASM_TWIST_BINOMIAL_MIN_WORDS}).
 */
export function twistBinomialWasm(presses: Uint32Array, lights: Uint32Array, m: number, n: number, minWords = WASM_TWIST_BINOMIAL_MIN_WORDS): boolean {
  const stride = (n + 31) >>> 5;
  const size = m * stride;
  if (size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const p = (k.heapBase() >>> 2) + 4;
  const scratch = p + size + 4;
  const levels = 31 - Math.clz32(m) + 3; // two columns' subset-sum levels and received bits, m bytes each
  const mem = memoryWords(k, 4 * (scratch + stride) + 2 * levels * m + 16);
  if (!mem) return false;
  mem.set(lights.subarray(0, size), p);
  k.twistBinomialChase(4 * p, m, n, stride, 4 * scratch);
  presses.set(mem.subarray(p, p + size));
  releaseLarge(k);
  return true;
}

/**
 * presses (n = 2ᵏ⁻¹ twisting rows of m = 2h cells) from lights for the diagonal rule with centre on the Möbius strip
 * or (`wraps`) the Klein bottle, by the kernel `foldBinomialChase`; false without the kernels (or room in their
 * memory, or below `minWords`, by default {@link WASM_TWIST_BINOMIAL_MIN_WORDS}).
 */
export function foldBinomialWasm(presses: Uint32Array, lights: Uint32Array, n: number, m: number, wraps: boolean, minWords = WASM_TWIST_BINOMIAL_MIN_WORDS): boolean {
  const stride = (m + 31) >>> 5;
  const size = n * stride;
  if (size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const hs = (m / 2 + 31) >>> 5;
  const b = (k.heapBase() >>> 2) + 4;
  const t = b + size + 4;
  const before = t + 2 * n * hs + 4;
  const mem = memoryWords(k, 4 * (before + hs + 4));
  if (!mem) return false;
  mem.set(lights.subarray(0, size), b);
  k.foldBinomialChase(4 * b, n, m, wraps ? 1 : 0, 4 * t, 4 * before);
  presses.set(mem.subarray(b, b + size));
  releaseLarge(k);
  return true;
}

/** The narrowest twisted side {@link foldStripsWasm} takes: one 128-column strip. */
export const WASM_FOLD_STRIPS_MIN_RING = 128;

/**
 * presses (m = 2h rows of n = 2ᵏ⁻¹ cells whose columns twist, n/32 words a row) from lights for the diagonal rule with
 * centre on the Möbius strip or (`wraps`) the Klein bottle, by the kernel `foldBinomialStrips` (the fold chased in
 * column strips transposed on the fly: no transpose of the board); false without the kernels (or room in their
 * memory, for odd m, n below {@link WASM_FOLD_STRIPS_MIN_RING}, or below `minWords`, by default
 * {@link WASM_TWIST_BINOMIAL_MIN_WORDS}).
 */
export function foldStripsWasm(presses: Uint32Array, lights: Uint32Array, m: number, n: number, wraps: boolean, minWords = WASM_TWIST_BINOMIAL_MIN_WORDS): boolean {
  const size = m * (n >>> 5);
  if (m % 2 !== 0 || n < WASM_FOLD_STRIPS_MIN_RING || size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const p = ((k.heapBase() + 15) >>> 4) << 2; // 16-byte aligned, in words
  const hw = 2 * Math.ceil(m / 256);
  const scratch = p + size;
  const mem = memoryWords(k, 4 * (scratch + 2 * (130 * (hw + 2) + hw + 256)) + n);
  if (!mem) return false;
  mem.set(lights.subarray(0, size), p);
  k.foldBinomialStrips(4 * p, m, n, wraps ? 1 : 0, 4 * scratch);
  presses.set(mem.subarray(p, p + size));
  releaseLarge(k);
  return true;
}
