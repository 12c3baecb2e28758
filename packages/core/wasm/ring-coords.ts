// AssemblyScript: the ring chase's rows in the bad part's coordinates (wasm/ring-chase.ts): the parities of a row
// against the part's rows, a combination of them added to a row (both by the row's fold where the rows are periodic,
// word-period.ts), and the boundary's fix with that projection in one pass.
import { foldedCoords, tiledCombination } from './word-period';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/**
 * The parities ⟨wᵢ, row⟩ (bit i), for the d rows wᵢ at `w`, two rows a pass (the row read once for both). With
 * `periodic` = q ≠ 0 (every wᵢ repeats its first q words, cut at the row's end, and the row is zero past its end)
 * by the row's fold to q words: one pass over the row in place of d (word-period.ts).
 */
export function coords(row: usize, w: usize, d: i32, stride: i32, periodic: i32): u32 {
  if (periodic) return foldedCoords(row, w, d, stride, periodic);
  const bytes = (<usize>stride) << 2;
  const vectors = stride & ~3;
  let out: u32 = 0;
  for (let i = 0; i < d; i += 2) {
    const wi = w + <usize>i * bytes;
    // the second row of the pair: w_{i+1}, or wᵢ again (its parity then dropped)
    const wj = i + 1 < d ? wi + bytes : wi;
    let v = i32x4.splat(0);
    let t = i32x4.splat(0);
    for (let k = 0; k < vectors; k += 4) {
      const x = v128.load(at(row, k));
      v = v128.xor(v, v128.and(x, v128.load(at(wi, k))));
      t = v128.xor(t, v128.and(x, v128.load(at(wj, k))));
    }
    let x = lanesXor(v);
    let z = lanesXor(t);
    for (let k = vectors; k < stride; k++) {
      const r = load<u32>(at(row, k));
      x ^= r & load<u32>(at(wi, k));
      z ^= r & load<u32>(at(wj, k));
    }
    out |= parity(x) << <u32>i;
    if (i + 1 < d) out |= parity(z) << <u32>(i + 1);
  }
  return out;
}

/** The XOR of a vector's four lanes. */
function lanesXor(v: v128): u32 {
  return <u32>(i32x4.extract_lane(v, 0) ^ i32x4.extract_lane(v, 1) ^ i32x4.extract_lane(v, 2) ^ i32x4.extract_lane(v, 3));
}

/**
 * row ^= Σ (bit i of c)·uᵢ, for the rows uᵢ at `u`, two rows a pass; with `periodic` = q ≠ 0 (every uᵢ repeats its
 * first q words, cut at the row's end) q words tiled, in one pass.
 */
export function xorCombination(row: usize, u: usize, c: u32, stride: i32, periodic: i32): void {
  if (periodic) {
    tiledCombination(row, u, c, stride, periodic);
    return;
  }
  const bytes = (<usize>stride) << 2;
  for (let i = 0; c !== 0; i += 2, c >>>= 2) {
    if (!(c & 3)) continue;
    const ui = u + <usize>i * bytes;
    // bit i + 1 set only where u_{i+1} exists
    xorMasked(row, ui, c & 1 ? 0xffffffff : 0, ui + bytes, c & 2 ? 0xffffffff : 0, stride);
  }
}

/** row ^= (a & ma) ^ (b & mb), word by word (ma, mb all ones or zero; b not read when mb is 0). */
function xorMasked(row: usize, a: usize, ma: u32, b: usize, mb: u32, stride: i32): void {
  const vectors = stride & ~3;
  let k = 0;
  if (mb === 0) {
    for (; k < vectors; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v128.load(at(a, k))));
    for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(a, k)));
    return;
  }
  const va = i32x4.splat(<i32>ma);
  for (; k < vectors; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v128.xor(v128.and(v128.load(at(a, k)), va), v128.load(at(b, k)))));
  for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ (load<u32>(at(a, k)) & ma) ^ load<u32>(at(b, k)));
}

/** row ^= (`fixing` ? fix : 0) + Σ (bit i of c)·uᵢ for the d ≤ 2 rows uᵢ at `u`: the boundary's fix and the projection in one pass. */
export function fixAndProject(row: usize, fix: usize, fixing: bool, u: usize, d: i32, c: u32, stride: i32): void {
  if (!fixing) {
    xorCombination(row, u, c, stride, 0);
    return;
  }
  const u1 = d > 1 ? u + ((<usize>stride) << 2) : u;
  const m0: u32 = c & 1 ? 0xffffffff : 0;
  const m1: u32 = c & 2 ? 0xffffffff : 0;
  const v0 = i32x4.splat(<i32>m0);
  const v1 = i32x4.splat(<i32>m1);
  const vectors = stride & ~3;
  let k = 0;
  for (; k < vectors; k += 4) {
    const t = v128.xor(v128.load(at(fix, k)), v128.xor(v128.and(v128.load(at(u, k)), v0), v128.and(v128.load(at(u1, k)), v1)));
    v128.store(at(row, k), v128.xor(v128.load(at(row, k)), t));
  }
  for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(fix, k)) ^ (load<u32>(at(u, k)) & m0) ^ (load<u32>(at(u1, k)) & m1));
}

/** Parity of a u32. */
export function parity(w: u32): u32 {
  return <u32>popcnt<u32>(w) & 1;
}
