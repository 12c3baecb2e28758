import { reverseBits32, tailMask, wordsFor } from '../../gf2/words.ts';

/**
 * Path rows as rows of their reflected ring, and back (`row-split.ts`): a path of n cells is the odd part of a ring
 * of N = 2n + 2 cells, ṽ₀ = ṽ_{n+1} = 0, ṽ_{1..n} = v, ṽ_{N−j} = ṽⱼ, and every polynomial in the path adjacency acts
 * on ṽ as the same polynomial in s + s⁻¹. Here N is whole words (S = N/32), so ṽ = L + s·R(L), L the row moved up by
 * one cell (cells 1 … n of the ring's lower half) and R the reversal of the ring's N cells, a word reversal each.
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
  const top = stride < S ? stride : stride - 1; // L's last word (the carry out of v's last word, when there is room)
  for (let r = 0; r < rows; r++) {
    const s = r * stride;
    const d = r * S;
    dst.fill(0, d, d + S);
    // word j of L goes to word j; reversed, to words S − 1 − j (shifted up a cell) and S − j (its top cell)
    let below = 0;
    for (let j = 0; j <= top; j++) {
      const w = j < stride ? (j === stride - 1 ? src[s + j]! & last : src[s + j]!) : 0;
      const l = (w << 1) | (below >>> 31);
      below = w;
      if (l === 0) continue;
      dst[d + j]! ^= l;
      const rl = reverseBits32(l);
      dst[d + S - 1 - j]! ^= rl << 1;
      if (j > 0) dst[d + S - j]! ^= rl >>> 31;
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
