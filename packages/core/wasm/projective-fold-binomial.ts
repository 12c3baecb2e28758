// AssemblyScript: the diagonal rule with centre on the projective plane's 2m × 2n torus cover (m = 2ᵏ rows chased, n
// cells a row, n a multiple of 64), without its seam corrections, in one binomial chase on the board's fold: 2m rows
// of n cells, twice the board, never the 4× cover (src/solve/grid/projective-fold-binomial.ts, the TypeScript
// reference; src/wasm/projective-fold-binomial-kernels.ts, the wrapper).

import { binomialTransform, stepRow, xorFoldEnds, xorNear } from './binomial';
import { binomialLevels } from './binomial-levels';
import { copyWords, foldGroup, reversedPair, straightRow } from './projective-fold-rows';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
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
  if (m >= 16 && (stride & 3) === 0) {
    foldChaseFused(t, m, n, scratch);
    return;
  }
  const half = stride >>> 1;
  const size = m * stride;
  const board = at(t, size);
  for (let j = 0; j < m; j++) straightRow(t, board, j, m, stride, half);
  // T_{m+j} and T_{2m−1−j} over board rows j and m − 1 − j
  for (let j = 0; j < m >>> 1; j++) reversedPair(board, j, m, stride, half, scratch);
  binomialTransform(t, 2 * m, stride);
  chaseFold(t, m, n, scratch, false);
  // back from the w basis, the first m rows only (the board reads no other): the span-m level first (the levels
  // commute), then the transform of m rows
  let k = 0;
  for (; k + 4 <= size; k += 4) v128.store(at(t, k), v128.xor(v128.load(at(t, k)), v128.load(at(board, k))));
  for (; k < size; k++) store<u32>(at(t, k), load<u32>(at(t, k)) ^ load<u32>(at(board, k)));
  binomialTransform(t, m, stride);
}

/**
 * {@link projectiveFoldChase} where m ≥ 16 and a row is whole vectors, with fewer loads and stores (the kernel is
 * bound by them, not by the cache: blocking the transform's sweeps into the L2 cache gained nothing at 2048²): board
 * rows j and m − 1 − j make the same four fold rows, built in one pass with levels 1, 2, 4 of the transform on each
 * group of 8 while it is in the L1 cache; level m in the chase (row j < m adds row j + m as it is read, no sweep);
 * each chased row one pass; back, the span-m level, then the transform of m rows.
 */
function foldChaseFused(t: usize, m: i32, n: i32, scratch: usize): void {
  const stride = n >>> 5;
  const size = m * stride;
  for (let g = 0; g < m >>> 1; g += 8) foldGroup(t, g, m, stride, scratch);
  binomialLevels(t, 2 * m, stride, 8, m);
  chaseFold(t, m, n, scratch, true);
  const board = at(t, size);
  for (let k = 0; k < size; k += 4) v128.store(at(t, k), v128.xor(v128.load(at(t, k)), v128.load(at(board, k))));
  binomialLevels(t, m, stride, 1, m);
}

/**
 * The chase of the fold's 2m rows in the w basis (`scratch`'s first row the carry): with `top`, the transform's last
 * level is left to it (row j < m adds row j + m, not yet chased, as it is read; a row is then whole vectors).
 */
function chaseFold(t: usize, m: i32, n: i32, scratch: usize, top: bool): void {
  const stride = n >>> 5;
  const size = m * stride;
  const before = scratch;
  memory.fill(before, 0, <usize>stride << 2);
  const last = stride - 1;
  for (let j = 0; j < 2 * m; j++) {
    const row = at(t, j * stride);
    const up = at(t, (j > 0 ? j - 1 : 0) * stride);
    if (top && j >= 2) chaseRow(row, j < m ? at(row, size) : 0, up, before, at(t, (j - 2) * stride), stride);
    else if (top && j < m) stepRowFar(row, at(row, size), up, before, stride, j > 0);
    else stepRow(row, up, before, stride, j > 0);
    if (j < 2) continue;
    const src = at(t, (j - 2) * stride);
    if (!top) xorNear(row, src, stride, n, false);
    // the end cells: their own neighbours times 1 + w^m (p_{j−2−m} once j − 2 ≥ m)
    xorFoldEnds(row, src, j - 2 >= m ? at(t, (j - 2 - m) * stride) : 0, last, 31, true);
  }
}

/**
 * One row of the chase in one pass (stride a multiple of 4, a row above): row ← b + before + up + X·src with b the
 * row (plus the row at `far` when it is not 0), before ← b; X·src's neighbour words come from the vectors before
 * and after in registers (one load of src a vector, not three).
 */
function chaseRow(row: usize, far: usize, up: usize, before: usize, src: usize, stride: i32): void {
  const zero = i32x4.splat(0);
  let prev = zero;
  let w = v128.load(src);
  for (let i = 0; i < stride; i += 4) {
    let next = v128.load(at(src, i + 4));
    if (i + 4 >= stride) next = zero;
    let b = v128.load(at(row, i));
    if (far !== 0) b = v128.xor(b, v128.load(at(far, i)));
    const left = i32x4.shuffle(prev, w, 3, 4, 5, 6);
    const right = i32x4.shuffle(w, next, 1, 2, 3, 4);
    const near = v128.xor(v128.or(i32x4.shl(w, 1), i32x4.shr_u(left, 31)), v128.or(i32x4.shr_u(w, 1), i32x4.shl(right, 31)));
    v128.store(at(row, i), v128.xor(v128.xor(b, v128.load(at(before, i))), v128.xor(v128.load(at(up, i)), near)));
    v128.store(at(before, i), b);
    prev = w;
    w = next;
  }
}

/** stepRow of wasm/binomial.ts on row + far (the row's value read as the sum; stride a multiple of 4). */
function stepRowFar(row: usize, far: usize, up: usize, before: usize, stride: i32, above: bool): void {
  const vkeep = i32x4.splat(above ? 0xffffffff : 0);
  for (let i = 0; i < stride; i += 4) {
    const b = v128.xor(v128.load(at(row, i)), v128.load(at(far, i)));
    v128.store(at(row, i), v128.xor(v128.xor(b, v128.load(at(before, i))), v128.and(v128.load(at(up, i)), vkeep)));
    v128.store(at(before, i), b);
  }
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
