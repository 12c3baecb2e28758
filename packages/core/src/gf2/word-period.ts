import { tailMask, wordsFor } from './words.ts';

/**
 * Rows whose words repeat with a short period q (in words): word k equals word k mod q, the last cut at the row's
 * end. Against such a row w, the parity ⟨w, v⟩ of any row v (zero past its end) reads only q words of the fold
 * of v (word j = the XOR of v's words k ≡ j mod q), and a sum of such rows is q words tiled: one pass over v in
 * place of one per w. The bad part of the ring chase in coordinates (`solve/grid/low-rank-part.ts`) has such
 * rows (Moore without centre: q = 3; the diagonal rule: q = 1 or 2).
 */

/**
 * The smallest period q ≤ `cap` (in words) shared by every row, or 0 when none is.
 *
 * @param rows Rows of `bits` cells (⌈bits/32⌉ words each, zero past the end).
 * @param bits Cells per row.
 * @param cap The largest period tried.
 * @returns q in 1 … min(cap, words), or 0.
 */
export function wordPeriod(rows: readonly Uint32Array[], bits: number, cap: number): number {
  const words = wordsFor(bits);
  for (let q = 1; q <= Math.min(cap, words); q++) if (rows.every((row) => hasWordPeriod(row, bits, q))) return q;
  return 0;
}

/** True when every word k of the row equals word k mod q, the last cut at cell `bits`. */
function hasWordPeriod(row: Uint32Array, bits: number, q: number): boolean {
  const last = wordsFor(bits) - 1;
  for (let k = q; k < last; k++) if (row[k] !== row[k % q]) return false;
  return last < q || row[last] === (row[last % q]! & tailMask(bits)) >>> 0;
}

/**
 * bins[j] = the XOR of the words k ≡ j (mod q) of the row of `words` words at `off` (j < q).
 *
 * @param bins Receives q words.
 * @param src The row's array.
 * @param off The row's first word.
 * @param words Words in the row.
 * @param q The period, ≥ 1.
 */
export function foldWords(bins: Uint32Array, src: Uint32Array, off: number, words: number, q: number): void {
  bins.fill(0, 0, q);
  let j = 0;
  for (let k = 0; k < words; k++) {
    bins[j]! ^= src[off + k]!;
    if (++j === q) j = 0;
  }
}

/**
 * The row of `bits` cells at `off` ^= the q words of `pattern` tiled (word k gets pattern[k mod q]), the last
 * word cut at the row's end.
 *
 * @param dst The row's array.
 * @param off The row's first word.
 * @param bits Cells in the row.
 * @param pattern q words.
 * @param q The period, ≥ 1.
 */
export function xorTiledWords(dst: Uint32Array, off: number, bits: number, pattern: Uint32Array, q: number): void {
  const last = wordsFor(bits) - 1;
  let j = 0;
  for (let k = 0; k < last; k++) {
    dst[off + k]! ^= pattern[j]!;
    if (++j === q) j = 0;
  }
  dst[off + last]! ^= pattern[last % q]! & tailMask(bits);
}
