// AssemblyScript: a path of n = 3h − 1 cells folded onto the path of h − 1 cells and tiled back, h = 32·H
// (src/solve/grid/path-fold.ts, the TypeScript reference; src/wasm/path-fold-kernels.ts). Rows of 3H and H words:
// fold(v) = v[0, H) + v[2H, 3H) + the cells h … 2h − 2 reversed; tile(t) XORs t into words [0, H) and [2H, 3H) and t
// reversed into the cells h … 2h − 2. Both reversed parts are "word k = a's L words reversed as bits, down one cell".

import { reverse32, reversed128 } from './reflect';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/**
 * x[k] ^= (ρ ↓ 1)[k] for k < L, ρ the L words at a reversed as 32·L bits (ρ[k] = reverse32(a[L − 1 − k]), ρ[L] = 0):
 * cell j of x gets a's cell 32·L − 2 − j. Four words a step while the reads stay inside a (and the last four when L is
 * a multiple of 4), the rest one by one.
 */
function xorReversedDown(x: usize, a: usize, L: i32): void {
  let k = 0;
  // ρ[k … k + 3] and ρ[k + 4 … k + 7] reversed once each; ρ[k + 1 … k + 4] is a shuffle of the two
  let r0 = L >= 4 ? reversed128(v128.load(at(a, L - 4))) : i32x4.splat(0);
  for (; k + 8 <= L; k += 4) {
    const next = reversed128(v128.load(at(a, L - 8 - k)));
    const r1 = i8x16.shuffle(r0, next, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
    v128.store(at(x, k), v128.xor(v128.load(at(x, k)), v128.or(i32x4.shr_u(r0, 1), i32x4.shl(r1, 31))));
    r0 = next;
  }
  if (k + 4 === L) {
    // the last four words: ρ[L] = 0 (a's word −1) shifted in
    v128.store(at(x, k), v128.xor(v128.load(at(x, k)), v128.or(i32x4.shr_u(r0, 1), i32x4.shl(i8x16.shuffle(r0, i32x4.splat(0), 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19), 31))));
    return;
  }
  for (; k < L; k++) {
    const lo = reverse32(load<u32>(at(a, L - 1 - k))) >>> 1;
    const hi = k + 1 < L ? reverse32(load<u32>(at(a, L - 2 - k))) << 31 : 0;
    store<u32>(at(x, k), load<u32>(at(x, k)) ^ lo ^ hi);
  }
}

/** dst[k] = a[k] ^ b[k] (^ c[k] when c is not 0) for k < L. */
function sum(dst: usize, a: usize, b: usize, c: usize, L: i32): void {
  let k = 0;
  if (c) {
    for (; k + 4 <= L; k += 4) v128.store(at(dst, k), v128.xor(v128.xor(v128.load(at(a, k)), v128.load(at(b, k))), v128.load(at(c, k))));
    for (; k < L; k++) store<u32>(at(dst, k), load<u32>(at(a, k)) ^ load<u32>(at(b, k)) ^ load<u32>(at(c, k)));
    return;
  }
  for (; k + 4 <= L; k += 4) v128.store(at(dst, k), v128.xor(v128.load(at(a, k)), v128.load(at(b, k))));
  for (; k < L; k++) store<u32>(at(dst, k), load<u32>(at(a, k)) ^ load<u32>(at(b, k)));
}

/** dst (rows × H words) = fold of each row of src (rows × 3H words), plus y's row (rows × H words; 0: none). */
export function foldPathRows(dst: usize, src: usize, rows: i32, H: i32, y: usize): void {
  for (let r = 0; r < rows; r++) {
    const v = at(src, 3 * H * r);
    const d = at(dst, H * r);
    sum(d, v, at(v, 2 * H), y ? at(y, H * r) : 0, H);
    xorReversedDown(d, at(v, H), H);
    store<u32>(at(d, H - 1), load<u32>(at(d, H - 1)) & 0x7fffffff);
  }
}

/**
 * Each row of p (rows × 3H words) ^= tile(fold(the row) + y's row) (y rows × H words; 0: none), `t` scratch of H
 * words: (1 + E₂)·P + tile(Y) in one pass.
 */
export function foldTilePathRows(p: usize, y: usize, rows: i32, H: i32, t: usize): void {
  for (let r = 0; r < rows; r++) {
    const v = at(p, 3 * H * r);
    sum(t, v, at(v, 2 * H), y ? at(y, H * r) : 0, H);
    xorReversedDown(t, at(v, H), H);
    store<u32>(at(t, H - 1), load<u32>(at(t, H - 1)) & 0x7fffffff);
    sum(v, v, t, 0, H);
    sum(at(v, 2 * H), at(v, 2 * H), t, 0, H);
    xorReversedDown(at(v, H), t, H);
  }
}

/**
 * Each row of p (rows × 3H words) ← x's row + tile(fold(p's row)) (x rows × 3H words), `t` scratch of H words: with
 * d = 2h, x^d = 1 + tile∘fold on the path of 3h − 1 cells (E₂ of the prime 1 + s, `src/solve/grid/path-fold.ts`), so
 * this is (1 + x^d)·P + X in one pass (Moore without centre's E₁·P + X₂, `path-moore.ts`).
 */
export function foldTileOnto(p: usize, x: usize, rows: i32, H: i32, t: usize): void {
  const bytes = <usize>H << 2;
  for (let r = 0; r < rows; r++) {
    const v = at(p, 3 * H * r);
    const w = at(x, 3 * H * r);
    sum(t, v, at(v, 2 * H), 0, H);
    xorReversedDown(t, at(v, H), H);
    store<u32>(at(t, H - 1), load<u32>(at(t, H - 1)) & 0x7fffffff);
    sum(v, w, t, 0, H);
    sum(at(v, 2 * H), at(w, 2 * H), t, 0, H);
    memory.copy(at(v, H), at(w, H), bytes);
    xorReversedDown(at(v, H), t, H);
  }
}

/** Each row of p (rows × 3H words) ^= tile of t's row (rows × H words, its cell 32·H − 1 zero). */
export function tilePathRows(p: usize, t: usize, rows: i32, H: i32): void {
  for (let r = 0; r < rows; r++) {
    const v = at(p, 3 * H * r);
    const s = at(t, H * r);
    sum(v, v, s, 0, H);
    sum(at(v, 2 * H), at(v, 2 * H), s, 0, H);
    xorReversedDown(at(v, H), s, H);
  }
}
