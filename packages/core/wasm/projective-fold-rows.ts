// AssemblyScript: the projective plane's board to the fold that wasm/projective-fold-binomial.ts chases (2m rows of n
// cells from m board rows): T_j = (row j's last H cells, row m − 1 − j's first H) and T_{m+j} = (row j's first H, row
// m − 1 − j's last H), each half reversed (H = n/2; src/solve/grid/projective-fold-binomial.ts, the TypeScript lift).

import { sums8 } from './binomial';
import { reversed128, reverse32 } from './reflect';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** dst's words 0 … count − 1 ← src's words count − 1 … 0, each bit-reversed: the `count` words' cells in reverse order. */
function reverseWords(dst: usize, src: usize, count: i32): void {
  let k = 0;
  for (; k + 4 <= count; k += 4) v128.store(at(dst, k), reversed128(v128.load(at(src, count - 4 - k))));
  for (; k < count; k++) store<u32>(at(dst, k), reverse32(load<u32>(at(src, count - 1 - k))));
}

/** dst's words 0 … count − 1 ← src's: v128 moves, cheaper than memory.copy's call at a half row. */
export function copyWords(dst: usize, src: usize, count: i32): void {
  let k = 0;
  for (; k + 4 <= count; k += 4) v128.store(at(dst, k), v128.load(at(src, k)));
  for (; k < count; k++) store<u32>(at(dst, k), load<u32>(at(src, k)));
}

/**
 * Fold rows T_j and T_{m+j} for the board rows j of group g … g + 7 and their mirrors m − 1 − j (the 16 board rows
 * make the 32 fold rows), with levels 1, 2, 4 of the transform on each group of 8 while it is in the L1 cache.
 */
export function foldGroup(t: usize, g: i32, m: i32, stride: i32, scratch: usize): void {
  const half = stride >>> 1;
  const board = at(t, m * stride);
  const mirror = m - 8 - g;
  const s = (<usize>stride) << 2;
  if ((half & 3) === 0) {
    for (let i = 0; i < 8; i++) foldPair(t, g + i, m, stride);
  } else {
    for (let i = 0; i < 8; i++) {
      straightRow(t, board, g + i, m, stride, half);
      straightRow(t, board, mirror + i, m, stride, half);
    }
    for (let i = 0; i < 8; i++) reversedPair(board, g + i, m, stride, half, scratch);
  }
  for (let i = 0; i < stride; i += 4) {
    sums8(at(t, g * stride + i), s);
    sums8(at(t, mirror * stride + i), s);
    sums8(at(board, g * stride + i), s);
    sums8(at(board, mirror * stride + i), s);
  }
}

/**
 * The four fold rows of board rows j and k = m − 1 − j (half a multiple of 4 words) in one pass, each board vector
 * loaded once: T_j = (J's last H, K's first H) and T_k = (K's last H, J's first H) straight; T_{m+j} = (J's first H
 * reversed, K's last H reversed) and T_{m+k} = (K's first H reversed, J's last H reversed) in place of J and K.
 */
function foldPair(t: usize, j: i32, m: i32, stride: i32): void {
  const half = stride >>> 1;
  const J = at(t, (m + j) * stride);
  const K = at(t, (2 * m - 1 - j) * stride);
  const Tj = at(t, j * stride);
  const Tk = at(t, (m - 1 - j) * stride);
  // the first halves: straight to the second halves of T_k and T_j, reversed in place (chunks i and half − 4 − i)
  for (let i = 0; 2 * i + 4 <= half; i += 4) {
    const i2 = half - 4 - i;
    const a = v128.load(at(J, i));
    const b = v128.load(at(J, i2));
    const c = v128.load(at(K, i));
    const d = v128.load(at(K, i2));
    v128.store(at(Tk, half + i), a);
    v128.store(at(Tk, half + i2), b);
    v128.store(at(Tj, half + i), c);
    v128.store(at(Tj, half + i2), d);
    v128.store(at(J, i), reversed128(b));
    v128.store(at(J, i2), reversed128(a));
    v128.store(at(K, i), reversed128(d));
    v128.store(at(K, i2), reversed128(c));
  }
  // the last halves: straight to the first halves of T_j and T_k, reversed across (J's chunk half + i ↔ K's stride − 4 − i)
  for (let i = 0; i < half; i += 4) {
    const x = v128.load(at(J, half + i));
    const y = v128.load(at(K, stride - 4 - i));
    v128.store(at(Tj, i), x);
    v128.store(at(Tk, half - 4 - i), y);
    v128.store(at(J, half + i), reversed128(y));
    v128.store(at(K, stride - 4 - i), reversed128(x));
  }
}

/** Fold row T_j (j < m) from board rows j and m − 1 − j: row j's last H cells, then row m − 1 − j's first H. */
export function straightRow(t: usize, board: usize, j: i32, m: i32, stride: i32, half: i32): void {
  const straight = at(t, j * stride);
  copyWords(straight, at(at(board, j * stride), half), half);
  copyWords(at(straight, half), at(board, (m - 1 - j) * stride), half);
}

/** Board rows j and m − 1 − j become T_{m+j} and T_{2m−1−j} in place (each half reversed; `scratch` 3·stride words). */
export function reversedPair(board: usize, j: i32, m: i32, stride: i32, half: i32, scratch: usize): void {
  const keep = at(scratch, stride);
  const other = at(keep, stride);
  const rowJ = at(board, j * stride);
  const rowK = at(board, (m - 1 - j) * stride);
  copyWords(keep, rowJ, stride);
  copyWords(other, rowK, stride);
  reverseWords(rowJ, keep, half);
  reverseWords(at(rowJ, half), at(other, half), half);
  reverseWords(rowK, other, half);
  reverseWords(at(rowK, half), at(keep, half), half);
}
