import { reverseBits32, tailMask, wordsFor } from '../../gf2/words.ts';

/**
 * Path rows as rows of their reflected ring, and back (`row-split.ts`): a path of n cells is the odd part of a ring
 * of N = 2n + 2 cells, ṽ₀ = ṽ_{n+1} = 0, ṽ_{1..n} = v, ṽ_{N−j} = ṽⱼ, and every polynomial in the path adjacency acts
 * on ṽ as the same polynomial in s + s⁻¹. Here N is whole words (S = N/32), so ṽ is v moved up one cell (the ring's
 * cells 1 … n) plus v reversed over the ring's N cells (cell i to N − 1 − i: cells n + 2 … N − 1), whose words are
 * the row's words bit-reversed in reverse order; they meet in the middle word only when S is odd.
 */

/**
 * dst (rows × S words) = the reflected ring rows of src's path rows (rows × wordsFor(n) words), n = 16·S − 1.
 *
 * @param dst The ring rows, overwritten.
 * @param src The path rows (cells past n ignored).
 * @param rows Rows.
 * @param n Cells per path row: 16·S − 1 for some S ≥ 2.
 */
export function reflectRows(dst: Uint32Array, src: Uint32Array, rows: number, n: number): void {
  const S = (n + 1) >>> 4;
  const stride = wordsFor(n);
  const last = tailMask(n);
  for (let r = 0; r < rows; r++) {
    const s = r * stride;
    const d = r * S;
    // the lower half: words 0 … stride − 1 (v's top cell moves to cell n, inside word stride − 1)
    let below = 0;
    for (let k = 0; k < stride; k++) {
      const w = k === stride - 1 ? src[s + k]! & last : src[s + k]!;
      dst[d + k] = (w << 1) | (below >>> 31);
      below = w;
    }
    // the upper half: word S − 1 − j = v's word j reversed (words stride … S − 1, and the middle word when S is odd)
    for (let j = 0; j < stride; j++) {
      const at = d + S - 1 - j;
      const w = reverseBits32(j === stride - 1 ? src[s + j]! & last : src[s + j]!);
      if (at >= d + stride) dst[at] = w;
      else dst[at]! ^= w;
    }
  }
}

/**
 * dst's path rows (rows × wordsFor(n) words) = cells 1 … n of src's ring rows (rows × S words, S = (n + 1)/16).
 *
 * @param dst The path rows, overwritten (padding cleared).
 * @param src The ring rows.
 * @param rows Rows.
 * @param n Cells per path row.
 */
export function unreflectRows(dst: Uint32Array, src: Uint32Array, rows: number, n: number): void {
  const S = (n + 1) >>> 4;
  const stride = wordsFor(n);
  const last = tailMask(n);
  for (let r = 0; r < rows; r++) {
    const s = r * S;
    const d = r * stride;
    for (let k = 0; k < stride; k++) dst[d + k] = (src[s + k]! >>> 1) | (src[s + k + 1]! << 31);
    dst[d + stride - 1]! &= last;
  }
}
