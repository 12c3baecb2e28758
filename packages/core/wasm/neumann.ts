// AssemblyScript: one factor of the Neumann product of src/solve/grid/row-split.ts (`neumannInverse`) on boards
// whose rows are rings of whole words: row r of dst = g₀₀·Z_r + g₁₀·T_r + x^D·(g₀₁·Z_r + g₁₁·T_r), T_r the sum of
// the rows y^D reads (given per row), x^D = s^a + s^b two rotations of the ring. Four words a step (i32x4).

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** Words k … k + 3 of the row at `w` (its copy before it) rotated up by q words and e bits (0 ≤ e < 32). */
function rotated4(w: usize, k: i32, q: i32, e: i32): v128 {
  if (e === 0) return v128.load(at(w, k - q));
  return v128.or(i32x4.shl(v128.load(at(w, k - q)), e), i32x4.shr_u(v128.load(at(w, k - q - 1)), 32 - e));
}

/** One word of the same. */
function rotated1(w: usize, k: i32, q: i32, e: u32): u32 {
  const hi = load<u32>(at(w, k - q));
  return e === 0 ? hi : (hi << e) | (load<u32>(at(w, k - q - 1)) >>> (32 - e));
}

/**
 * dst = N^D-factor of src (both rows × stride words, distinct). `pairs` holds per row the two rows y^D reads as
 * i32 (−1: none; equal: they cancel); `g` packs g₀₀, g₀₁, g₁₀, g₁₁ in bits 0–3; the rotations are by `a` and
 * `b` cells (0 ≤ a, b < 32·stride); `w2` is scratch for two rows, `zero` a row of zeros.
 */
export function neumannFactor(dst: usize, src: usize, rows: i32, stride: i32, pairs: usize, g: i32, a: i32, b: i32, w2: usize, zero: usize): void {
  const m00 = i32x4.splat(g & 1 ? -1 : 0);
  const m01 = i32x4.splat(g & 2 ? -1 : 0);
  const m10 = i32x4.splat(g & 4 ? -1 : 0);
  const m11 = i32x4.splat(g & 8 ? -1 : 0);
  const withX = (g & 10) !== 0;
  const qa = a >>> 5;
  const ea = a & 31;
  const qb = b >>> 5;
  const eb = b & 31;
  const bytes = (<usize>stride) << 2;
  const vectors = stride & ~3;
  const w = w2 + bytes; // the row itself sits in the second copy: reads k − q − 1 ≥ −stride stay inside
  for (let r = 0; r < rows; r++) {
    const s0 = load<i32>(at(pairs, 2 * r));
    const s1 = load<i32>(at(pairs, 2 * r + 1));
    const z = src + <usize>r * bytes;
    const x = dst + <usize>r * bytes;
    const t0 = s0 === s1 || s0 < 0 ? zero : src + <usize>s0 * bytes;
    const t1 = s0 === s1 || s1 < 0 ? zero : src + <usize>s1 * bytes;
    for (let k = 0; k < stride; k += 4) {
      if (k >= vectors) {
        for (let j = k; j < stride; j++) {
          const t = load<u32>(at(t0, j)) ^ load<u32>(at(t1, j));
          const zj = load<u32>(at(z, j));
          store<u32>(at(x, j), (zj & <u32>(g & 1 ? -1 : 0)) ^ (t & <u32>(g & 4 ? -1 : 0)));
          const wj = (zj & <u32>(g & 2 ? -1 : 0)) ^ (t & <u32>(g & 8 ? -1 : 0));
          store<u32>(at(w, j), wj);
          store<u32>(at(w2, j), wj);
        }
        break;
      }
      const t = v128.xor(v128.load(at(t0, k)), v128.load(at(t1, k)));
      const zk = v128.load(at(z, k));
      v128.store(at(x, k), v128.xor(v128.and(zk, m00), v128.and(t, m10)));
      const wk = v128.xor(v128.and(zk, m01), v128.and(t, m11));
      v128.store(at(w, k), wk);
      v128.store(at(w2, k), wk);
    }
    if (!withX) continue;
    // x ^= rot_a(w) ^ rot_b(w): word k of a rotation reads words k − q and k − q − 1 of the doubled row
    let k = 0;
    for (; k < vectors; k += 4) v128.store(at(x, k), v128.xor(v128.load(at(x, k)), v128.xor(rotated4(w, k, qa, ea), rotated4(w, k, qb, eb))));
    for (; k < stride; k++) store<u32>(at(x, k), load<u32>(at(x, k)) ^ rotated1(w, k, qa, <u32>ea) ^ rotated1(w, k, qb, <u32>eb));
  }
}
