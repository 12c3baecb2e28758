// AssemblyScript: the diagonal rule with centre on the projective plane's 2m × 2n torus cover (m = 2ᵏ rows chased, n
// cells a row, n a multiple of 64), without its seam corrections, in one binomial chase on the board's fold: 2m rows
// of n cells, twice the board, never the 4× cover (src/solve/grid/projective-fold-binomial.ts, the TypeScript
// reference; src/wasm/projective-fold-binomial-kernels.ts, the wrapper).

import { binomialTransform, stepRow, xorNear } from './binomial';
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
function copyWords(dst: usize, src: usize, count: i32): void {
  let k = 0;
  for (; k + 4 <= count; k += 4) v128.store(at(dst, k), v128.load(at(src, k)));
  for (; k < count; k++) store<u32>(at(dst, k), load<u32>(at(src, k)));
}

/**
 * The cover's presses for the lights at t + m·n/32 words (m = 2ᵏ rows of n cells, n/32 words a row), left as the
 * fold's first m rows from t (the board as {@link projectiveFoldUnfold} reads it): the words from t hold the fold
 * (2m rows of n/32 words, the board its second half until the fold overwrites it), `scratch` 3·n/32 words. The fold T pairs board rows j and m − 1 − j (H = n/2 cells): T_j = (row j's last H cells, row m − 1 − j's
 * first H) and T_{m+j} = (row j's first H, row m − 1 − j's last H), each half reversed: the path of cover positions
 * n/2 … 3n/2 − 1 and its reflection, the Klein bottle of src/solve/grid/fold-binomial.ts with both end cells folded
 * (their own neighbours times 1 + w^m). One board and its fold's other half in memory, not the board beside its fold:
 * 2× the board where 3× left the 2048² chase out of a 1 MiB L2 cache.
 */
export function projectiveFoldChase(t: usize, m: i32, n: i32, scratch: usize): void {
  const stride = n >>> 5;
  const half = stride >>> 1;
  const size = m * stride;
  const board = at(t, size);
  for (let j = 0; j < m; j++) {
    const straight = at(t, j * stride);
    copyWords(straight, at(at(board, j * stride), half), half);
    copyWords(at(straight, half), at(board, (m - 1 - j) * stride), half);
  }
  // T_{m+j} and T_{2m−1−j} over board rows j and m − 1 − j, both kept first
  const keep = at(scratch, stride);
  const other = at(keep, stride);
  for (let j = 0; j < m >>> 1; j++) {
    const rowJ = at(board, j * stride);
    const rowK = at(board, (m - 1 - j) * stride);
    copyWords(keep, rowJ, stride);
    copyWords(other, rowK, stride);
    reverseWords(rowJ, keep, half);
    reverseWords(at(rowJ, half), at(other, half), half);
    reverseWords(rowK, other, half);
    reverseWords(at(rowK, half), at(keep, half), half);
  }
  binomialTransform(t, 2 * m, stride);
  const before = scratch;
  memory.fill(before, 0, <usize>stride << 2);
  const last = stride - 1;
  for (let j = 0; j < 2 * m; j++) {
    const row = at(t, j * stride);
    stepRow(row, at(t, (j > 0 ? j - 1 : 0) * stride), before, stride, j > 0);
    if (j < 2) continue;
    const src = at(t, (j - 2) * stride);
    xorNear(row, src, stride, n, false);
    // the end cells: their own neighbours times 1 + w^m (p_{j−2−m} once j − 2 ≥ m)
    let endLast = load<u32>(at(src, last));
    let endFirst = load<u32>(src);
    if (j - 2 >= m) {
      const far = at(t, (j - 2 - m) * stride);
      endLast ^= load<u32>(at(far, last));
      endFirst ^= load<u32>(far);
    }
    store<u32>(at(row, last), load<u32>(at(row, last)) ^ (endLast & 0x80000000));
    store<u32>(row, load<u32>(row) ^ (endFirst & 1));
  }
  // back from the w basis, the first m rows only (the board reads no other): the span-m level first (the levels
  // commute), then the transform of m rows
  let k = 0;
  for (; k + 4 <= size; k += 4) v128.store(at(t, k), v128.xor(v128.load(at(t, k)), v128.load(at(board, k))));
  for (; k < size; k++) store<u32>(at(t, k), load<u32>(at(t, k)) ^ load<u32>(at(board, k)));
  binomialTransform(t, m, stride);
}

/**
 * The board at t + m·n/32 words from the fold's first m rows at t ({@link projectiveFoldChase}), plus the `count`
 * boards (m rows of n/32 words) whose addresses are the u32 words at `list`: row r's first H cells are
 * T_{m−1−r}'s last H, its last H are T_r's first H.
 */
export function projectiveFoldUnfold(t: usize, m: i32, n: i32, list: usize, count: i32): void {
  const stride = n >>> 5;
  const half = stride >>> 1;
  const board = at(t, m * stride);
  for (let r = 0; r < m; r++) {
    const row = at(board, r * stride);
    copyWords(row, at(at(t, (m - 1 - r) * stride), half), half);
    copyWords(at(row, half), at(t, r * stride), half);
    for (let i = 0; i < count; i++) {
      const add = at(<usize>load<u32>(at(list, i)), r * stride);
      let k = 0;
      for (; k + 4 <= stride; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v128.load(at(add, k))));
      for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(add, k)));
    }
  }
}
