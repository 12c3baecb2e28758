// AssemblyScript: light chasing for the classic rule (src/solve/grid/cross-chase.ts) and popcount, on the
// library's own layout: rows of `stride` u32 words, bit j of a row = column j. With T the tridiagonal
// all-ones matrix on a row, P_{k+1} = b_k + T·P_k + P_{k−1}: four words at a time with i32x4 lanes, the
// neighbours' carries read by unaligned loads one word to the left and one to the right.

/** Address of u32 word k of the array at p. */
export function at32(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** One scalar word of the chase: b ^ prev ^ w ^ (w << 1 | left >>> 31) ^ (w >>> 1 | right << 31). */
export function chaseWord(b: u32, prev: u32, left: u32, w: u32, right: u32): u32 {
  return b ^ prev ^ w ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
}

/** Words k..k+3 of b + T·cur + prev (k ≥ 1 and k + 4 < stride: the neighbours' carries are read unaligned). */
function chaseVector(cur: usize, prev: usize, b: usize, k: i32): v128 {
  const w = v128.load(at32(cur, k));
  const shl = v128.or(i32x4.shl(w, 1), i32x4.shr_u(v128.load(at32(cur, k - 1)), 31));
  const shr = v128.or(i32x4.shr_u(w, 1), i32x4.shl(v128.load(at32(cur, k + 1)), 31));
  return v128.xor(v128.xor(v128.load(at32(b, k)), v128.load(at32(prev, k))), v128.xor(w, v128.xor(shl, shr)));
}

/** dst = b + T·cur + prev over one row of `stride` words; bits past the last column cleared by `tail`. */
function chaseRow(dst: usize, cur: usize, prev: usize, b: usize, stride: i32, tail: u32): void {
  const last = stride - 1;
  if (last === 0) {
    const w = load<u32>(cur);
    store<u32>(dst, chaseWord(load<u32>(b), load<u32>(prev), 0, w, 0) & tail);
    return;
  }
  store<u32>(dst, chaseWord(load<u32>(b), load<u32>(prev), 0, load<u32>(cur), load<u32>(at32(cur, 1))));
  let k = 1;
  for (; k + 4 <= last; k += 4) {
    v128.store(at32(dst, k), chaseVector(cur, prev, b, k));
  }
  for (; k < last; k++) {
    const w = load<u32>(at32(cur, k));
    store<u32>(at32(dst, k), chaseWord(load<u32>(at32(b, k)), load<u32>(at32(prev, k)), load<u32>(at32(cur, k - 1)), w, load<u32>(at32(cur, k + 1))));
  }
  const w = load<u32>(at32(cur, last));
  store<u32>(at32(dst, last), chaseWord(load<u32>(at32(b, last)), load<u32>(at32(prev, last)), load<u32>(at32(cur, last - 1)), w, 0) & tail);
}

/**
 * Chases the lights at `b` (rows × stride words) from the first-row presses in row 0 of `p`, writing the
 * presses of rows 1..rows−1 into `p` and the would-be presses of the row below the board into row `rows` of
 * `p`; `zero` is a row of zeros (the presses above row 0).
 */
export function chaseBoard(p: usize, b: usize, rows: i32, stride: i32, tail: u32, zero: usize): void {
  const bytes = (<usize>stride) << 2;
  for (let k = 0; k < rows; k++) {
    const cur = p + <usize>k * bytes;
    chaseRow(cur + bytes, cur, k > 0 ? cur - bytes : zero, b + <usize>k * bytes, stride, tail);
  }
}

/** Number of set bits in the n u32 words at p. */
export function popcount32(p: usize, n: i32): i32 {
  let total: u64 = 0;
  let k = 0;
  for (; k + 2 <= n; k += 2) total += popcnt<u64>(load<u64>(at32(p, k)));
  if (k < n) total += <u64>popcnt<u32>(load<u32>(at32(p, k)));
  return <i32>total;
}

/**
 * ξ(T)·z for the polynomial ξ (bits at `xi`, least significant first, degree `deg` ≥ 0) and the row z, by
 * Horner's rule: r ← T·r + ξ_j·z for j = deg down to 0, one chasing step per coefficient (r and s two
 * scratch rows, `zero` a row of zeros; z's padding bits zero).
 *
 * @returns The address of the row holding the result (r or s).
 */
export function hornerRow(xi: usize, deg: i32, z: usize, r: usize, s: usize, zero: usize, stride: i32, tail: u32): usize {
  memory.fill(r, 0, (<usize>stride) << 2);
  let cur = r;
  let next = s;
  for (let j = deg; j >= 0; j--) {
    const bit = (load<u32>(at32(xi, j >>> 5)) >>> (<u32>j & 31)) & 1;
    chaseRow(next, cur, zero, bit !== 0 ? z : zero, stride, tail);
    const t = cur;
    cur = next;
    next = t;
  }
  return cur;
}
