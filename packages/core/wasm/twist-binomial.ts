// AssemblyScript: the diagonal rule with centre on the Klein bottle with m = 2ᵏ wrapping rows, in one chase on the
// board (src/solve/grid/twist-binomial.ts, the TypeScript reference; src/wasm/twist-binomial-kernels.ts). The binomial
// chase of wasm/binomial.ts with the twisted seam: the wrap bits of [w^J] X(p) are subset sums of the other seam
// column's bits of p_0 … p_J.

import { binomialTransform } from './binomial';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** Row d ^= the two neighbours of row s in a row of n cells, without wraps (stride words, tail bits zero). */
function xorNearOpen(d: usize, s: usize, stride: i32, n: i32): void {
  const last = stride - 1;
  let k = 0;
  if (stride >= 6) {
    const w0 = load<u32>(s);
    const r0 = load<u32>(at(s, 1));
    store<u32>(d, load<u32>(d) ^ (w0 << 1) ^ ((w0 >>> 1) | (r0 << 31)));
    k = 1;
    for (; k + 5 <= stride; k += 4) {
      const w = v128.load(at(s, k));
      const near = v128.xor(
        v128.or(i32x4.shl(w, 1), i32x4.shr_u(v128.load(at(s, k - 1)), 31)),
        v128.or(i32x4.shr_u(w, 1), i32x4.shl(v128.load(at(s, k + 1)), 31)),
      );
      v128.store(at(d, k), v128.xor(v128.load(at(d, k)), near));
    }
  }
  const tail: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  for (; k <= last; k++) {
    const w = load<u32>(at(s, k));
    const left: u32 = k > 0 ? load<u32>(at(s, k - 1)) : 0;
    const right: u32 = k < last ? load<u32>(at(s, k + 1)) : 0;
    let near = ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
    if (k === last) near &= tail;
    store<u32>(at(d, k), load<u32>(at(d, k)) ^ near);
  }
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
    const up = at(p, (j > 0 ? j - 1 : 0) * stride);
    const keep: u32 = j > 0 ? 0xffffffff : 0;
    const vkeep = i32x4.splat(keep);
    let i = 0;
    for (; i + 4 <= stride; i += 4) {
      const b = v128.load(at(row, i));
      v128.store(at(row, i), v128.xor(v128.xor(b, v128.load(at(before, i))), v128.and(v128.load(at(up, i)), vkeep)));
      v128.store(at(before, i), b);
    }
    for (; i < stride; i++) {
      const b = load<u32>(at(row, i));
      store<u32>(at(row, i), b ^ load<u32>(at(before, i)) ^ (load<u32>(at(up, i)) & keep));
      store<u32>(at(before, i), b);
    }
    if (j >= 2) {
      xorNearOpen(row, at(p, (j - 2) * stride), stride, n);
      store<u32>(row, load<u32>(row) ^ <u32>load<u8>(toFirst + <usize>(j - 2)));
      store<u32>(at(row, lastWord), load<u32>(at(row, lastWord)) ^ (<u32>load<u8>(toLast + <usize>(j - 2)) << lastBit));
    }
    store<u8>(toLast + <usize>j, <u8>pushSum(first, m, k, j, load<u32>(row)));
    store<u8>(toFirst + <usize>j, <u8>pushSum(last, m, k, j, load<u32>(at(row, lastWord)) >>> lastBit));
  }
  binomialTransform(p, m, stride);
}
