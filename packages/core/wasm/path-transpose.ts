// AssemblyScript: bit matrices transposed in 32 × 32 blocks, four blocks side by side in the lanes of a v128, four such
// groups gathered into whole-v128 stores (the masked swaps of Hacker's Delight §7-3, as `src/puzzle/transpose.ts`'s
// transpose32, the TypeScript reference), and
// the diagonal rule's bad part on the path of 2ᵏ − 1 cells solved on its transposed rows (`row-substitution.ts`'s
// chase; src/solve/grid/path-part.ts, src/wasm/path-transpose-kernels.ts).

import { foldPathRows } from './path-fold';
import { pathBasisSolve } from './row-substitution';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** The transpose's small steps: static methods so that they can be `@inline` (the linter parses decorators on class members only). */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class Step {
  /** The masked swap's t = ((x >> j) ^ y) & m of rows x and y (four lanes): then x ^= t << j, y ^= t. */
  @inline
  static swapTerm(x: v128, y: v128, j: i32, m: u32): v128 {
    return v128.and(v128.xor(i32x4.shr_u(x, j), y), i32x4.splat(m));
  }


  /** The words of dst row k from the v128 a0 … a3 (row k of the four groups, one src word a lane) at `to`, `rowBytes` apart. */
  @inline
  static storeGathered(to: usize, rowBytes: usize, a0: v128, a1: v128, a2: v128, a3: v128, lanes: i32, groups: i32): void {
    const t0 = i32x4.shuffle(a0, a1, 0, 4, 1, 5);
    const t1 = i32x4.shuffle(a0, a1, 2, 6, 3, 7);
    const t2 = i32x4.shuffle(a2, a3, 0, 4, 1, 5);
    const t3 = i32x4.shuffle(a2, a3, 2, 6, 3, 7);
    storeWords(to, i64x2.shuffle(t0, t2, 0, 2), groups);
    if (lanes > 1) storeWords(to + 32 * rowBytes, i64x2.shuffle(t0, t2, 1, 3), groups);
    if (lanes > 2) storeWords(to + 64 * rowBytes, i64x2.shuffle(t1, t3, 0, 2), groups);
    if (lanes > 3) storeWords(to + 96 * rowBytes, i64x2.shuffle(t1, t3, 1, 3), groups);
  }
}

/** Row `row` (four lanes) of a group read from src: four words, the words past `lanes` zero. */
function readRow(row: usize, lanes: i32): v128 {
  if (lanes === 4) return v128.load(row);
  let v = i32x4.splat(0);
  v = i32x4.replace_lane(v, 0, load<u32>(row));
  if (lanes > 1) v = i32x4.replace_lane(v, 1, load<u32>(row, 4));
  if (lanes > 2) v = i32x4.replace_lane(v, 2, load<u32>(row, 8));
  return v;
}

/** Lanes 0 … count − 1 of v to the words at `to`. */
function storeWords(to: usize, v: v128, count: i32): void {
  if (count === 4) {
    v128.store(to, v);
    return;
  }
  store<u32>(to, i32x4.extract_lane(v, 0));
  if (count > 1) store<u32>(to, i32x4.extract_lane(v, 1), 4);
  if (count > 2) store<u32>(to, i32x4.extract_lane(v, 2), 8);
}

/**
 * The 32 × 32 transposes of the src rows r0 … r0 + 31 (rows past `rows` read as 0), four words from kw a lane (the
 * words past `lanes` zero), into the 32 v128 at s but for the last swap (rows k, k + 1, `transposeLanes32`'s write): the
 * swaps of rows k, k + 16 and k, k + 8 as the rows are read, four rows in registers, then those of k, k + 4 and k, k + 2.
 */
function transposeBlock(src: usize, rows: i32, srcStride: i32, r0: i32, kw: i32, lanes: i32, s: usize): void {
  const h = rows - r0;
  const zero = i32x4.splat(0);
  for (let k = 0; k < 8; k++) {
    let a = k < h ? readRow(at(src, (r0 + k) * srcStride + kw), lanes) : zero;
    let b = k + 8 < h ? readRow(at(src, (r0 + k + 8) * srcStride + kw), lanes) : zero;
    let c = k + 16 < h ? readRow(at(src, (r0 + k + 16) * srcStride + kw), lanes) : zero;
    let d = k + 24 < h ? readRow(at(src, (r0 + k + 24) * srcStride + kw), lanes) : zero;
    let t = Step.swapTerm(a, c, 16, 0x0000ffff);
    a = v128.xor(a, i32x4.shl(t, 16));
    c = v128.xor(c, t);
    t = Step.swapTerm(b, d, 16, 0x0000ffff);
    b = v128.xor(b, i32x4.shl(t, 16));
    d = v128.xor(d, t);
    t = Step.swapTerm(a, b, 8, 0x00ff00ff);
    v128.store(s + (<usize>k << 4), v128.xor(a, i32x4.shl(t, 8)));
    v128.store(s + (<usize>(k + 8) << 4), v128.xor(b, t));
    t = Step.swapTerm(c, d, 8, 0x00ff00ff);
    v128.store(s + (<usize>(k + 16) << 4), v128.xor(c, i32x4.shl(t, 8)));
    v128.store(s + (<usize>(k + 24) << 4), v128.xor(d, t));
  }
  for (let k = 0; k < 32; k = (k & 1) === 1 ? k + 7 : k + 1) {
    const p = s + (<usize>k << 4);
    let a = v128.load(p);
    let b = v128.load(p, 32);
    let c = v128.load(p, 64);
    let d = v128.load(p, 96);
    let t = Step.swapTerm(a, c, 4, 0x0f0f0f0f);
    a = v128.xor(a, i32x4.shl(t, 4));
    c = v128.xor(c, t);
    t = Step.swapTerm(b, d, 4, 0x0f0f0f0f);
    b = v128.xor(b, i32x4.shl(t, 4));
    d = v128.xor(d, t);
    t = Step.swapTerm(a, b, 2, 0x33333333);
    v128.store(p, v128.xor(a, i32x4.shl(t, 2)));
    v128.store(p, v128.xor(b, t), 32);
    t = Step.swapTerm(c, d, 2, 0x33333333);
    v128.store(p, v128.xor(c, i32x4.shl(t, 2)), 64);
    v128.store(p, v128.xor(d, t), 96);
  }
}

/**
 * dst (32·srcStride rows of dstStride words) = the transpose of src (rows of srcStride words; rows past `rows` read as
 * 0): bit c of src row r is bit r of dst row c. Writes the words 0 … ⌈rows/32⌉ − 1 of every dst row. In tiles of 128
 * rows × 4 words: four 32 × 32 blocks a lane (`transposeBlock`) for each of the tile's four groups of 32 rows, then
 * the last swap (rows k, k + 1) and the words of a dst row gathered from the four groups (a 4 × 4 transpose of words)
 * and stored as one v128 (the groups past ⌈rows/32⌉ are neither transposed nor stored).
 *
 * Not `transpose.ts`'s `transposeBits` (64 × 64 blocks, the board transpose): the path kernels' rows are whole words
 * with all 32·srcStride columns wanted, and on them this one measured as fast or faster (Moore without centre's bad
 * part on the 3071 plane 1.13 ms against 1.23 ms with `transposeBits`, the folded diagonal rule's 0.30 against 0.33 ms)
 * with 2 KiB of scratch instead of 37 KiB.
 *
 * @param scratch 2048 bytes of scratch memory.
 */
export function transposeLanes32(src: usize, rows: i32, srcStride: i32, dst: usize, dstStride: i32, scratch: usize): void {
  const rowBytes = <usize>dstStride << 2;
  const dstWords = (rows + 31) >>> 5;
  for (let br = 0; br < rows; br += 128) {
    const o = br >>> 5;
    const groups = min(4, dstWords - o);
    for (let kw = 0; kw < srcStride; kw += 4) {
      const lanes = min(4, srcStride - kw);
      for (let g = 0; g < groups; g++) transposeBlock(src, rows, srcStride, br + 32 * g, kw, lanes, scratch + (<usize>g << 9));
      for (let k = 0; k < 32; k += 2) {
        const p = scratch + (<usize>k << 4);
        let x0 = v128.load(p);
        let y0 = v128.load(p, 16);
        let x1 = v128.load(p, 512);
        let y1 = v128.load(p, 528);
        let x2 = v128.load(p, 1024);
        let y2 = v128.load(p, 1040);
        let x3 = v128.load(p, 1536);
        let y3 = v128.load(p, 1552);
        let t = Step.swapTerm(x0, y0, 1, 0x55555555);
        x0 = v128.xor(x0, i32x4.shl(t, 1));
        y0 = v128.xor(y0, t);
        t = Step.swapTerm(x1, y1, 1, 0x55555555);
        x1 = v128.xor(x1, i32x4.shl(t, 1));
        y1 = v128.xor(y1, t);
        t = Step.swapTerm(x2, y2, 1, 0x55555555);
        x2 = v128.xor(x2, i32x4.shl(t, 1));
        y2 = v128.xor(y2, t);
        t = Step.swapTerm(x3, y3, 1, 0x55555555);
        x3 = v128.xor(x3, i32x4.shl(t, 1));
        y3 = v128.xor(y3, t);
        const to = at(dst, (32 * kw + k) * dstStride + o);
        Step.storeGathered(to, rowBytes, x0, x1, x2, x3, lanes, groups);
        Step.storeGathered(to + rowBytes, rowBytes, y0, y1, y2, y3, lanes, groups);
      }
    }
  }
}

/**
 * The diagonal rule with centre, 1 + X·Y, X the path of h − 1 cells (h = 2ᵏ) along the rows of z and Y the path of
 * its `rows` rows: A⁻¹·z in place. z's rows are transposed into t (h − 1 rows of `rows` cells, the path of 2ᵏ − 1 rows
 * `pathBasisSolve` chases), solved there and transposed back. z has room for 32·⌈rows/32⌉ rows of ⌈(h − 1)/32⌉ words
 * (padding zero), t for 32·⌈(h − 1)/32⌉ rows of ⌈rows/32⌉ words.
 *
 * @param scratch 2048 bytes of scratch memory.
 */
export function pathFoldSolve(z: usize, rows: i32, h: i32, t: usize, scratch: usize): void {
  const V = (h - 1 + 31) >>> 5;
  const S = (rows + 31) >>> 5;
  transposeLanes32(z, rows, V, t, S, scratch);
  pathBasisSolve(t, h - 1, rows, 0);
  transposeLanes32(t, h - 1, S, z, V, scratch);
}

/**
 * `pathFoldSolve` on the folds of the rows at src (rows × 3H words, paths of 3h − 1 cells, h = 32·H; `path-fold.ts`):
 * the folded rows (h − 1 cells) into z, then A⁻¹ of them in place there. z and t as for `pathFoldSolve`.
 */
export function pathFoldInverse(src: usize, rows: i32, H: i32, z: usize, t: usize, scratch: usize): void {
  foldPathRows(z, src, rows, H, 0);
  pathFoldSolve(z, rows, 32 * H, t, scratch);
}
