import { kernels, memoryWords, releaseLarge } from './kernels.ts';
import { bandFactors, bandRows, NEUMANN_BAND_BUFFER_WORDS } from './neumann-kernels.ts';

/**
 * The Neumann product of `src/solve/grid/row-split.ts` (`neumannRows`) in WebAssembly on boards whose rows are paths
 * of n cells, at the path's own width (`wasm/path-neumann.ts`): half the words of the reflected ring of 2n + 2 cells
 * that `neumannWasm` takes, and no move to that ring and back. The first factors run together over bands of rows
 * that stay in cache (`pathNeumannBand`; how many, and the bands, as `neumannWasm` chooses them), the others one pass
 * each (`pathNeumannPass`). The TypeScript loop stays the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript. */
export const WASM_PATH_NEUMANN_MIN_WORDS = 1 << 10;

/**
 * X = Π_{k<K}(I + N^{2^k})·Z by the kernels on path rows, or false without them (or without room in their memory).
 *
 * @param z The board's words, rows × ⌈n/32⌉, each row a path of n cells (cells past n ignored).
 * @param rows Rows of the board.
 * @param n Cells per row.
 * @param g The form's bits g₀₀, g₀₁, g₁₀, g₁₁ packed in bits 0–3.
 * @param K Factors.
 * @param pairs For D = 2ᵏ, the two rows y^D reads for each row r (−1: none), as [r0, r1, …].
 * @param extended For a halo H, the board row at each extended row i in [−H, rows + H) (−1: a row of zeros).
 * @param out Where the product's words go (may be `z`; padding cleared).
 * @param bandWords Words of one band buffer (tests make it small to cross bands).
 * @returns Whether the kernels ran.
 */
export function pathNeumannWasm(
  z: Uint32Array,
  rows: number,
  n: number,
  g: number,
  K: number,
  pairs: (D: number) => Int32Array,
  extended: (halo: number) => Int32Array,
  out: Uint32Array,
  bandWords = NEUMANN_BAND_BUFFER_WORDS,
): boolean {
  const k = kernels();
  if (!k) return false;
  const W = (n + 31) >>> 5;
  const size = rows * W;
  let L = bandFactors(K, W, bandWords);
  const heap = (k.heapBase() >>> 2) + 4;
  let at = layout(heap, rows, W, L, bandWords);
  if (L > 0 && !memoryWords(k, 4 * at.end)) {
    L = 0;
    at = layout(heap, rows, W, L, bandWords);
  }
  const { halo, band, pairsAt, mapAt, zero, w, r, buf0, buf1 } = at;
  let { src, dst } = at;
  const mem = memoryWords(k, 4 * at.end);
  if (!mem) return false;
  const ints = new Int32Array(mem.buffer);
  // the zero row and the scratch rows' padding, then the board with its cells past n cleared
  mem.fill(0, zero, src);
  mem.set(z.subarray(0, size), src);
  const last = n % 32 === 0 ? -1 : (1 << n % 32) - 1;
  for (let i = src + W - 1; i < src + size; i += W) mem[i]! &= last;
  if (L > 0) {
    ints.set(extended(halo), mapAt);
    k.pathNeumannBand(4 * dst, 4 * src, rows, W, n, 4 * mapAt, g, L, band, 4 * buf0, 4 * buf1, 4 * w, 4 * r, 4 * zero);
    [src, dst] = [dst, src];
  }
  for (let i = L; i < K; i++) {
    ints.set(pairs(2 ** i), pairsAt);
    k.pathNeumannPass(4 * dst, 4 * src, rows, W, n, 4 * pairsAt, g, 2 ** i, 4 * w, 4 * r, 4 * zero);
    [src, dst] = [dst, src];
  }
  out.set(mem.subarray(src, src + size));
  releaseLarge(k);
  return true;
}

/**
 * out = g₀₀·p + g₁₀·y + x^d·(g₀₁·p + g₁₁·y) row by row on path rows of n cells (rows × ⌈n/32⌉ words each; `g` packs
 * the bits as for {@link pathNeumannWasm}; `y` null: zeros), one pass of the kernel `pathNeumannPass` (y's rows laid
 * after p's, read as its rows "y^D"). False without the kernels (or room in their memory).
 */
export function pathOperatorWasm(p: Uint32Array, y: Uint32Array | null, rows: number, n: number, g: number, d: number, out: Uint32Array): boolean {
  const k = kernels();
  if (!k) return false;
  const W = (n + 31) >>> 5;
  const size = rows * W;
  // 2·rows rows at src: p's, then y's
  const { pairsAt, zero, w, r, src } = layout((k.heapBase() >>> 2) + 4, 2 * rows, W, 0, 0);
  const dst = src + 2 * size + 4;
  const mem = memoryWords(k, 4 * (dst + size + 4));
  if (!mem) return false;
  const ints = new Int32Array(mem.buffer);
  mem.fill(0, zero, src);
  mem.set(p.subarray(0, size), src);
  if (y) mem.set(y.subarray(0, size), src + size);
  const last = n % 32 === 0 ? -1 : (1 << n % 32) - 1;
  for (let i = src + W - 1; i < src + 2 * size; i += W) mem[i]! &= last;
  for (let i = 0; i < rows; i++) {
    ints[pairsAt + 2 * i] = y ? rows + i : -1;
    ints[pairsAt + 2 * i + 1] = -1;
  }
  k.pathNeumannPass(4 * dst, 4 * src, rows, W, n, 4 * pairsAt, g, d, 4 * w, 4 * r, 4 * zero);
  out.set(mem.subarray(dst, dst + size));
  releaseLarge(k);
  return true;
}

/** Word addresses of the kernels' arrays from `heap` on, for L banded factors (none: no band buffers). */
export function layout(heap: number, rows: number, W: number, L: number, bandWords: number) {
  const size = rows * W;
  const { halo, band } = bandRows(rows, W, L, bandWords);
  const bufferWords = L > 0 ? (band + 2 * halo) * W : 0;
  const pad = W + 8;
  const pairsAt = heap;
  const mapAt = pairsAt + 2 * rows + 4;
  const zero = mapAt + rows + 2 * halo + 4;
  // the scratch rows w and r, each with `pad` words of zeros on both sides
  const w = zero + W + 4 + pad;
  const r = w + W + 2 * pad;
  const src = r + W + pad + 4;
  const dst = src + size + 4;
  const buf0 = dst + size + 4;
  const buf1 = buf0 + bufferWords + 4;
  return { halo, band, pairsAt, mapAt, zero, w, r, src, dst, buf0, buf1, end: buf1 + bufferWords + 4 };
}
