import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The bit-matrix transpose in WebAssembly (the kernel `transposeBits`, 64×64 blocks two at a time in the lanes of a
 * v128): the board's words are copied in, transposed and copied out. The TypeScript `transposeBoard` of
 * `src/puzzle/transpose.ts` stays the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_TRANSPOSE_MIN_WORDS = 1 << 10;

/** Bytes of the kernel's scratch: a 64-vector buffer, 64 staged lines of 64 bytes, a super-tile of 512 rows of 64 bytes. */
export const TRANSPOSE_SCRATCH_BYTES = 1024 + 4096 + 512 * 64;

/**
 * out (cols rows of `rows` bits, ⌈rows/32⌉ words a row) the transpose of words (rows × cols, ⌈cols/32⌉ words a row,
 * bits past cols zero), or false without the kernels (or room in their memory, or for a board below `minWords`, by
 * default {@link WASM_TRANSPOSE_MIN_WORDS}).
 */
export function transposeWasm(out: Uint32Array, words: Uint32Array, rows: number, cols: number, minWords = WASM_TRANSPOSE_MIN_WORDS): boolean {
  const stride = (cols + 31) >>> 5;
  const outStride = (rows + 31) >>> 5;
  const size = rows * stride;
  const outSize = cols * outStride;
  if (size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const scratch = ((k.heapBase() + 15) >>> 4) << 2; // 16-byte aligned, in words
  const src = scratch + TRANSPOSE_SCRATCH_BYTES / 4;
  const dst = src + ((size + 3) & ~3);
  const mem = memoryWords(k, 4 * (dst + outSize));
  if (!mem) return false;
  mem.set(words.subarray(0, size), src);
  k.transposeBits(4 * src, rows, cols, 4 * stride, 4 * dst, 4 * outStride, 4 * scratch);
  out.set(mem.subarray(dst, dst + outSize));
  releaseLarge(k);
  return true;
}
