// AssemblyScript: the diagonal rule with centre on the twisted surfaces in one binomial chase (the chase of
// wasm/binomial.ts in the basis w = 1 + y). twistBinomialChase: the Klein bottle with m = 2ᵏ wrapping rows, on the
// board, the wrap bits of [w^J] X(p) subset sums of the other seam column's bits of p_0 … p_J
// (src/solve/grid/twist-binomial.ts, the TypeScript reference). foldBinomialChase: the Möbius strip and the Klein
// bottle with n = 2ᵏ⁻¹ twisting rows, on the fold of 2n rows of m/2 cells, the folded end cells their own neighbours
// times 1 + w^n (src/solve/grid/fold-binomial.ts). Wrappers: src/wasm/twist-binomial-kernels.ts.

import { binomialTransform, stepRow, xorFoldEnds, xorNear } from './binomial';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** Pushes bit a_j into the subset-sum levels at q ((k + 1) × m bytes) and returns Σ_{i ⊆ j} a_i. */
function pushSum(q: usize, m: i32, k: i32, j: i32, bit: u32): u32 {
  let s = bit & 1;
  store<u8>(q + <usize>j, <u8>s);
  for (let t = 0; t < k; t++) {
    if ((j >>> t) & 1) s ^= <u32>load<u8>(q + <usize>(t * m + (j ^ (1 << t))));
    store<u8>(q + <usize>((t + 1) * m + j), <u8>s);
  }
  return s;
}

/**
 * Presses in place of the lights at p (m = 2ᵏ rows of n ≥ 3 cells, stride words, tail bits zero) for the diagonal rule
 * with centre on the Klein bottle (rows wrap, columns twist); `scratch` holds stride words, then 2·(k + 3)·m bytes.
 */
export function twistBinomialChase(p: usize, m: i32, n: i32, stride: i32, scratch: usize): void {
  const k = 31 - clz<i32>(m);
  const before = scratch;
  const first = at(scratch, stride); // column 0's subset-sum levels
  const last = first + <usize>((k + 1) * m); // column n − 1's
  const toLast = last + <usize>((k + 1) * m); // [w^J] R(column 0): the bit column n − 1 receives
  const toFirst = toLast + <usize>m;
  const lastWord = (n - 1) >>> 5;
  const lastBit = <u32>((n - 1) & 31);
  binomialTransform(p, m, stride);
  memory.fill(before, 0, <usize>stride << 2);
  for (let j = 0; j < m; j++) {
    const row = at(p, j * stride);
    stepRow(row, at(p, (j > 0 ? j - 1 : 0) * stride), before, stride, j > 0);
    if (j >= 2) {
      xorNear(row, at(p, (j - 2) * stride), stride, n, false);
      store<u32>(row, load<u32>(row) ^ <u32>load<u8>(toFirst + <usize>(j - 2)));
      store<u32>(at(row, lastWord), load<u32>(at(row, lastWord)) ^ (<u32>load<u8>(toLast + <usize>(j - 2)) << lastBit));
    }
    store<u8>(toLast + <usize>j, <u8>pushSum(first, m, k, j, load<u32>(row)));
    store<u8>(toFirst + <usize>j, <u8>pushSum(last, m, k, j, load<u32>(at(row, lastWord)) >>> lastBit));
  }
  binomialTransform(p, m, stride);
}

/** Bits from … from + 31 (from > −32) of the row of `bits` cells at q, bits outside the row read as 0 (its tail bits are 0). */
function bitsAt(q: usize, from: i32, bits: i32): u32 {
  if (from < 0) return load<u32>(q) << <u32>-from;
  const w = from >>> 5;
  const b = <u32>(from & 31);
  const words = (bits + 31) >>> 5;
  const lo: u32 = w < words ? load<u32>(at(q, w)) : 0;
  if (b === 0) return lo;
  return (lo >>> b) | (w + 1 < words ? load<u32>(at(q, w + 1)) << (32 - b) : 0);
}

/** The bits of a word in reverse order. */
function reverse32(v: u32): u32 {
  v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
  v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
  v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
  return bswap<u32>(v);
}

/** The 128 cells of v in reverse order: the bits within each byte by three swaps, then the bytes. */
function reverse128(v: v128): v128 {
  const m1 = i8x16.splat(0x55);
  const m2 = i8x16.splat(0x33);
  const m4 = i8x16.splat(0x0f);
  v = v128.or(v128.and(i32x4.shr_u(v, 1), m1), i32x4.shl(v128.and(v, m1), 1));
  v = v128.or(v128.and(i32x4.shr_u(v, 2), m2), i32x4.shl(v128.and(v, m2), 2));
  v = v128.or(v128.and(i32x4.shr_u(v, 4), m4), i32x4.shl(v128.and(v, m4), 4));
  return i8x16.swizzle(v, i8x16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
}

/**
 * dst's words 0 … count − 1 ← the cells of src's words (count − 1 … 0) in reverse order (word k of dst is word
 * count − 1 − k of src, its bits reversed): four words a step.
 */
function reverseWords(dst: usize, src: usize, count: i32): void {
  let k = 0;
  for (; k + 4 <= count; k += 4) v128.store(at(dst, k), reverse128(v128.load(at(src, count - 4 - k))));
  for (; k < count; k++) store<u32>(at(dst, k), reverse32(load<u32>(at(src, count - 1 - k))));
}

/** The mask of the low bits of a row's last word (all ones when bits is whole words). */
function tail(bits: i32): u32 {
  return (bits & 31) === 0 ? 0xffffffff : (<u32>1 << <u32>(bits & 31)) - 1;
}

/**
 * Presses for the lights at b (n = 2ᵏ⁻¹ twisting rows of m = 2h cells, ⌈m/32⌉ words a row, tail bits zero) for the
 * diagonal rule with centre on the Möbius strip (`wraps` 0) or Klein bottle (1), written over them; t holds the fold
 * (2n rows of ⌈h/32⌉ words), `before` ⌈h/32⌉ words (src/solve/grid/fold-binomial.ts, the reference).
 */
export function foldBinomialChase(b: usize, n: i32, m: i32, wraps: i32, t: usize, before: usize): void {
  const h = m >>> 1;
  const bs = (m + 31) >>> 5;
  const hs = (h + 31) >>> 5;
  const ht = tail(h);
  // the fold: T_j = row j's first h cells, T_{n+j} its last h reversed (whole words when h is)
  const aligned = (h & 31) === 0;
  for (let j = 0; j < n; j++) {
    const row = at(b, j * bs);
    if (aligned) {
      memory.copy(at(t, j * hs), row, <usize>hs << 2);
      reverseWords(at(t, (n + j) * hs), at(row, hs), hs);
      continue;
    }
    for (let k = 0; k < hs; k++) {
      const mask = k === hs - 1 ? ht : 0xffffffff;
      store<u32>(at(t, j * hs + k), load<u32>(at(row, k)) & mask);
      store<u32>(at(t, (n + j) * hs + k), reverse32(bitsAt(row, m - 32 - 32 * k, m)) & mask);
    }
  }
  foldBinomialRows(t, n, h, wraps, before);
  // the unfold: cells c < h from T_j, cells c ≥ h (bit m − 1 − c of T_{n+j}) reversed
  const bt = tail(m);
  for (let j = 0; j < n; j++) {
    const row = at(b, j * bs);
    const far = at(t, (n + j) * hs);
    if (aligned) {
      memory.copy(row, at(t, j * hs), <usize>hs << 2);
      reverseWords(at(row, hs), far, hs);
      continue;
    }
    for (let k = 0; k < bs; k++) {
      const low: u32 = k < hs ? load<u32>(at(t, j * hs + k)) : 0;
      store<u32>(at(row, k), (low | reverse32(bitsAt(far, m - 32 - 32 * k, h))) & (k === bs - 1 ? bt : 0xffffffff));
    }
  }
}

/**
 * The fold's chase in place (t: 2n rows of h cells, ⌈h/32⌉ words a row, tail bits zero; `before` ⌈h/32⌉ words): the
 * fold of the lights in, the fold of the presses out (the transform, the chase in the w basis, the transform).
 */
export function foldBinomialRows(t: usize, n: i32, h: i32, wraps: i32, before: usize): void {
  const hs = (h + 31) >>> 5;
  binomialTransform(t, 2 * n, hs);
  memory.fill(before, 0, <usize>hs << 2);
  const lastWord = (h - 1) >>> 5;
  const lastBit = <u32>((h - 1) & 31);
  for (let j = 0; j < 2 * n; j++) {
    const row = at(t, j * hs);
    stepRow(row, at(t, (j > 0 ? j - 1 : 0) * hs), before, hs, j > 0);
    if (j < 2) continue;
    const src = at(t, (j - 2) * hs);
    xorNear(row, src, hs, h, false);
    // the folded end cells: their own neighbour times 1 + w^n (p_{j−2−n} once j − 2 ≥ n)
    xorFoldEnds(row, src, j - 2 >= n ? at(t, (j - 2 - n) * hs) : 0, lastWord, lastBit, wraps !== 0);
  }
  binomialTransform(t, 2 * n, hs);
}
