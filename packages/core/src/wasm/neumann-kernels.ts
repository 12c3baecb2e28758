import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The Neumann product of `src/solve/grid/row-split.ts` (`neumannInverse`) in WebAssembly, for boards whose rows
 * are rings of whole words: the board is copied in once; the first {@link NEUMANN_BAND_FACTORS} factors run
 * together (largest dilation first) over bands of rows that stay in cache (the kernel `neumannBand`: one read and one write of the board
 * for all of them), the others one pass each (`neumannPass`) between two buffers of the module's memory, or, where
 * the columns wrap, all of them per coset of rows (`neumannCosets`); the result is copied out. The TypeScript loop stays the reference and the fallback.
 */

/** Boards of fewer words than this stay in TypeScript. */
export const WASM_NEUMANN_MIN_WORDS = 1 << 10;

/**
 * Factors run together over bands of rows (D = 2^{L−1} … 1, halo 2^L − 1 rows each side). Measured at 2048² and
 * 8192² (CPU time, alternately): 5 … 8 within noise at 2048², 7 and 8 slower by 2–10% at 8192² (more halo made
 * twice); below 5 the dilations by bit shifts, the dearest, would take a pass over the board each.
 */
export const NEUMANN_BAND_FACTORS = 6;

/**
 * Banded factors where the others run per coset of rows (`neumannCosets`): the bands' halo halves and the cosets take
 * D = 32 too. Measured against 6 and 4 (alternately, one process, a ring of columns): 5 is 3–5% faster than 6 at 2048²
 * and the same at 8192², where 4 is 5% slower.
 */
const NEUMANN_COSET_BAND_FACTORS = 5;

/**
 * Words of one band buffer (band and halo rows): 1 MiB, two of them a core's L2 cache. Measured against 512 KiB
 * and 2 MiB (CPU time, alternately): within noise at 2048², 5–10% better than 512 KiB at 8192² (less halo made twice).
 */
export const NEUMANN_BAND_BUFFER_WORDS = 1 << 18;

/**
 * The factors run together over bands (at most `K` and {@link NEUMANN_BAND_FACTORS}) for rows of `rowWords` words:
 * as many as leave a band at least four times its halo in `bandWords`. Shared with `path-neumann-kernels.ts`.
 */
export function bandFactors(K: number, rowWords: number, bandWords: number): number {
  let L = Math.min(K, NEUMANN_BAND_FACTORS);
  while (L > 0 && Math.floor(bandWords / rowWords) < 6 * (2 ** L - 1)) L--;
  return L;
}

/** The halo (2^L − 1 rows each side) and the rows of equal bands (0 without banded factors) that `bandWords` holds. */
export function bandRows(rows: number, rowWords: number, L: number, bandWords: number): { halo: number; band: number } {
  const halo = 2 ** L - 1;
  const most = Math.floor(bandWords / rowWords) - 2 * halo;
  return { halo, band: L > 0 ? Math.ceil(rows / Math.ceil(rows / most)) : 0 };
}

/**
 * X = Π_{k<K}(I + N^{2^k})·Z by the kernels, or false without them (or without room in their memory).
 *
 * @param z The board's words, rows × stride, each row a ring of 32·stride cells.
 * @param rows Rows of the board.
 * @param stride Words per row.
 * @param g The form's bits g₀₀, g₀₁, g₁₀, g₁₁ packed in bits 0–3.
 * @param K Factors.
 * @param pairs For D = 2ᵏ, the two rows y^D reads for each row r (−1: none), as [r0, r1, …].
 * @param extended For a halo H, the board row at each extended row i in [−H, rows + H) (−1: a row of zeros), the
 *   column direction's rows continued as y's powers see them (round a ring, reflected off a path's ends).
 * @param out Where the product's words go (may be `z`).
 * @param bandWords Words of one band buffer (tests make it small to cross bands).
 * @param ring Whether the column direction is a ring of `rows` rows: the factors past the banded ones then run per
 *   coset of rows (`neumannCosets`) where 2^L divides rows.
 * @returns Whether the kernels ran.
 */
export function neumannWasm(
  z: Uint32Array,
  rows: number,
  stride: number,
  g: number,
  K: number,
  pairs: (D: number) => Int32Array,
  extended: (halo: number) => Int32Array,
  out: Uint32Array,
  bandWords = NEUMANN_BAND_BUFFER_WORDS,
  ring = false,
): boolean {
  const k = kernels();
  if (!k) return false;
  const size = rows * stride;
  const cells = 32 * stride;
  // as many factors as the rows allow (a band at least four times its halo) and the memory holds, bands of equal size
  let L = bandFactors(K, stride, bandWords);
  const heap = (k.heapBase() >>> 2) + 4;
  if (ring && L > NEUMANN_COSET_BAND_FACTORS && rows % 2 ** NEUMANN_COSET_BAND_FACTORS === 0) L = NEUMANN_COSET_BAND_FACTORS;
  const cosets = ring && L > 0 && K > L && rows % 2 ** L === 0;
  let at = layout(heap, rows, stride, L, bandWords, cosets ? rows / 2 ** L : 0);
  if (L > 0 && !memoryWords(k, 4 * at.end)) {
    L = 0;
    at = layout(heap, rows, stride, L, bandWords, 0);
  }
  const { halo, band, pairsAt, mapAt, zero, w, buf0, buf1 } = at;
  let { src, dst } = at;
  const mem = memoryWords(k, 4 * at.end);
  if (!mem) return false;
  const ints = new Int32Array(mem.buffer);
  mem.fill(0, zero, zero + stride);
  mem.set(z.subarray(0, size), src);
  if (L > 0) {
    ints.set(extended(halo), mapAt);
    k.neumannBand(4 * dst, 4 * src, rows, stride, 4 * mapAt, g, L, band, 4 * buf0, 4 * buf1, 4 * w, 4 * zero);
    [src, dst] = [dst, src];
  }
  if (cosets && L > 0) {
    k.neumannCosets(4 * dst, 4 * src, rows, stride, 2 ** L, g, K - L, 4 * buf0, 4 * buf1, 4 * w, 4 * zero);
    [src, dst] = [dst, src];
  }
  for (let i = cosets && L > 0 ? K : L; i < K; i++) {
    const D = 2 ** i;
    ints.set(pairs(D), pairsAt);
    const a = D % cells;
    k.neumannPass(4 * dst, 4 * src, rows, stride, 4 * pairsAt, g, a & 31, a >>> 5, D, 4 * w, 4 * zero);
    [src, dst] = [dst, src];
  }
  out.set(mem.subarray(src, src + size));
  releaseLarge(k);
  return true;
}

/**
 * Whether the kernels are loaded and their memory holds a product over rows × stride words (its two boards, without
 * the band buffers it does without when they do not fit).
 */
export function neumannFitsWasm(rows: number, stride: number): boolean {
  const k = kernels();
  return k !== null && memoryWords(k, 4 * layout((k.heapBase() >>> 2) + 4, rows, stride, 0, NEUMANN_BAND_BUFFER_WORDS, 0).end) !== null;
}

/**
 * Word addresses of the kernels' arrays from `heap` on, for L banded factors (none: no band buffers), the buffers
 * also holding a coset of `cosetRows` rows.
 */
function layout(heap: number, rows: number, stride: number, L: number, bandWords: number, cosetRows: number) {
  const size = rows * stride;
  const { halo, band } = bandRows(rows, stride, L, bandWords);
  const bufferWords = L > 0 ? Math.max(band + 2 * halo, cosetRows) * stride : 0;
  const pairsAt = heap;
  const mapAt = pairsAt + 2 * rows + 4;
  const zero = mapAt + rows + 2 * halo + 4;
  const w = zero + stride + 4;
  const src = w + stride + 8 + 4;
  const dst = src + size + 4;
  const buf0 = dst + size + 4;
  const buf1 = buf0 + bufferWords + 4;
  return { halo, band, pairsAt, mapAt, zero, w, src, dst, buf0, buf1, end: buf1 + bufferWords + 4 };
}
