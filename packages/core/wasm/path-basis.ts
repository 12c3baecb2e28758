// AssemblyScript: a path row's change of basis for the ring chase (src/wasm/ring-chase-kernels.ts, the same as
// src/gf2/path-basis.ts): rows in the cell basis to and from GF(2)[x]/(f_n), x the path's adjacency, four words a
// step in 128-bit vectors.

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/**
 * ξ(P)·e₀ by Horner's rule into the row at `v` (stride + 1 words, zero on entry; the last is padding), P the
 * path's adjacency (plus the identity when `keep` is all ones): the path basis's row of ξ, its coefficients at
 * `xi` (bit j of the words is the coefficient of xʲ). Four words a step in place: each step's shifted-in
 * neighbours are the words as they were (the one below kept from the step before, the one above not yet written).
 */
export function pathRowOf(v: usize, xi: usize, degree: i32, stride: i32, tail: u32, keep: u32): void {
  const keepLanes = i32x4.splat(<i32>keep);
  for (let j = degree; j >= 0; j--) {
    // Pⁱ·e₀ lives in the first i + 1 cells: only the active words move
    const active = min(stride, ((degree - j) >>> 5) + 2);
    let below = i32x4.splat(0); // the last four words as they were
    let k = 0;
    for (; k + 4 <= active; k += 4) {
      const w = v128.load(at(v, k));
      const down = v128.or(i32x4.shl(w, 1), i32x4.shr_u(i8x16.shuffle(below, w, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27), 31));
      const up = v128.or(i32x4.shr_u(w, 1), i32x4.shl(i8x16.shuffle(w, i32x4.splat(load<u32>(at(v, k + 4))), 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19), 31));
      v128.store(at(v, k), v128.xor(v128.and(w, keepLanes), v128.xor(down, up)));
      below = w;
    }
    let left = <u32>i32x4.extract_lane(below, 3);
    let w = load<u32>(at(v, k));
    for (; k < active; k++) {
      const right = load<u32>(at(v, k + 1));
      store<u32>(at(v, k), (w & keep) ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31)));
      left = w;
      w = right;
    }
    if (active >= stride) store<u32>(at(v, stride - 1), load<u32>(at(v, stride - 1)) & tail);
    store<u32>(v, load<u32>(v) ^ ((load<u32>(at(xi, j >>> 5)) >>> <u32>(j & 31)) & 1));
  }
}

/**
 * The polynomial Σ v_j·f_j (f₀ = 1, f₁ = x, f_{j+1} = x·f_j + f_{j−1}; x + 1 in place of x when `keep` is all
 * ones) of the row at `v` (n cells) into `acc` (words + 1 words, zero on entry), with `cur` and `prev` scratch of
 * as many words, zero on entry, each with four zero words before it and three after it (the loops run four words
 * a step past f's last word, where every word is zero).
 */
export function pathPolyOf(acc: usize, v: usize, n: i32, cur: usize, prev: usize, keep: u32): void {
  const keepLanes = i32x4.splat(<i32>keep);
  store<u32>(cur, 1);
  let f = cur;
  let g = prev;
  for (let j = 0; j < n; j++) {
    const active = (j >>> 5) + 1; // f_j has degree j
    if ((load<u32>(at(v, j >>> 5)) >>> <u32>(j & 31)) & 1) {
      for (let k = 0; k < active; k += 4) v128.store(at(acc, k), v128.xor(v128.load(at(acc, k)), v128.load(at(f, k))));
    }
    // f_{j+1} = x·f_j + f_{j−1}, written over f_{j−1}
    for (let k = 0; k <= active; k += 4) {
      const w = v128.load(at(f, k));
      const shifted = v128.or(i32x4.shl(w, 1), i32x4.shr_u(v128.load(at(f, k - 1)), 31));
      v128.store(at(g, k), v128.xor(v128.load(at(g, k)), v128.xor(v128.and(w, keepLanes), shifted)));
    }
    const t = f;
    f = g;
    g = t;
  }
}
