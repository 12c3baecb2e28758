import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The Neumann product of `src/solve/grid/row-split.ts` (`neumannInverse`) in WebAssembly, for boards whose rows
 * are rings of whole words (the kernel `neumannFactor`, one factor a pass): the board is copied in once, the
 * passes run between two buffers of the module's memory, the result is copied out. The TypeScript loop stays
 * the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript. */
export const WASM_NEUMANN_MIN_WORDS = 1 << 10;

/**
 * X = Π_{k<K}(I + N^{2^k})·Z by the kernel, or null without it (or without room in its memory).
 *
 * @param z The board's words, rows × stride, each row a ring of 32·stride cells.
 * @param rows Rows of the board.
 * @param stride Words per row.
 * @param g The form's bits g₀₀, g₀₁, g₁₀, g₁₁ packed in bits 0–3.
 * @param K Factors.
 * @param pairs For D = 2ᵏ, the two rows y^D reads for each row r (−1: none), as [r0, r1, …].
 * @param out Where the product's words go (may be `z`).
 * @returns Whether the kernel ran (false without it, or without room in its memory).
 */
export function neumannWasm(z: Uint32Array, rows: number, stride: number, g: number, K: number, pairs: (D: number) => Int32Array, out: Uint32Array): boolean {
  const k = kernels();
  if (!k) return false;
  const size = rows * stride;
  const cells = 32 * stride;
  const pairsAt = (k.heapBase() >>> 2) + 4;
  const zero = pairsAt + 2 * rows + 4;
  const w = zero + stride + 4;
  let src = w + 2 * stride + 4;
  let dst = src + size + 4;
  const mem = memoryWords(k, 4 * (dst + size + 4));
  if (!mem) return false;
  const ints = new Int32Array(mem.buffer);
  mem.fill(0, zero, zero + stride);
  mem.set(z.subarray(0, size), src);
  for (let i = 0; i < K; i++) {
    const D = 2 ** i;
    ints.set(pairs(D), pairsAt);
    const a = D % cells;
    k.neumannFactor(4 * dst, 4 * src, rows, stride, 4 * pairsAt, g, a, (cells - a) % cells, 4 * w, 4 * zero);
    [src, dst] = [dst, src];
  }
  out.set(mem.subarray(src, src + size));
  releaseLarge(k);
  return true;
}
