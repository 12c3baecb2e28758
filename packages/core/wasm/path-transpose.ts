// AssemblyScript: bit matrices transposed in 32 × 32 blocks, four blocks side by side in the lanes of a v128 (the
// masked swaps of Hacker's Delight §7-3, as `src/puzzle/transpose.ts`'s transpose32, the TypeScript reference), and
// the diagonal rule's bad part on the path of 2ᵏ − 1 cells solved on its transposed rows (`row-substitution.ts`'s
// chase; src/solve/grid/path-part.ts, src/wasm/path-transpose-kernels.ts).

import { foldPathRows } from './path-fold';
import { pathBasisSolve } from './row-substitution';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** The masked swap of rows p and p + j (v128 at those addresses, four lanes): t = ((x >> j) ^ y) & m, x ^= t << j, y ^= t. */
function swapAt(p: usize, q: usize, j: i32, m: v128): void {
  const x = v128.load(p);
  const y = v128.load(q);
  const t = v128.and(v128.xor(i32x4.shr_u(x, j), y), m);
  v128.store(p, v128.xor(x, i32x4.shl(t, j)));
  v128.store(q, v128.xor(y, t));
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

/** Lane q < lanes of v to dst row r + 32·q (`rowBytes` apart) at `to`. */
function writeLanes(to: usize, rowBytes: usize, v: v128, lanes: i32): void {
  store<u32>(to, i32x4.extract_lane(v, 0));
  if (lanes > 1) store<u32>(to + rowBytes, i32x4.extract_lane(v, 1));
  if (lanes > 2) store<u32>(to + 2 * rowBytes, i32x4.extract_lane(v, 2));
  if (lanes > 3) store<u32>(to + 3 * rowBytes, i32x4.extract_lane(v, 3));
}

/**
 * dst (32·srcStride rows of dstStride words) = the transpose of src (rows of srcStride words; rows past `rows` read as
 * 0): bit c of src row r is bit r of dst row c. Writes the words 0 … ⌈rows/32⌉ − 1 of every dst row. Four 32 × 32
 * blocks at a time, one a lane: the first swap (rows k, k + 16) as the rows are read, the middle three in `scratch`,
 * the last (rows k, k + 1) as they are written.
 *
 * @param scratch 512 bytes of scratch memory.
 */
export function transposeBits(src: usize, rows: i32, srcStride: i32, dst: usize, dstStride: i32, scratch: usize): void {
  const rowBytes = <usize>dstStride << 2;
  const lo16 = i32x4.splat(0x0000ffff);
  const lo1 = i32x4.splat(0x55555555);
  const zero = i32x4.splat(0);
  for (let br = 0; br < rows; br += 32) {
    const h = min(32, rows - br);
    const o = br >>> 5;
    for (let kw = 0; kw < srcStride; kw += 4) {
      const lanes = min(4, srcStride - kw);
      for (let k = 0; k < 16; k++) {
        const x = k < h ? readRow(at(src, (br + k) * srcStride + kw), lanes) : zero;
        const y = k + 16 < h ? readRow(at(src, (br + k + 16) * srcStride + kw), lanes) : zero;
        const t = v128.and(v128.xor(i32x4.shr_u(x, 16), y), lo16);
        v128.store(scratch + (<usize>k << 4), v128.xor(x, i32x4.shl(t, 16)));
        v128.store(scratch + (<usize>(k + 16) << 4), v128.xor(y, t));
      }
      let mask: u32 = 0x00ff00ff;
      for (let j = 8; j > 1; j >>>= 1) {
        const m = i32x4.splat(mask);
        for (let k = 0; k < 32; k = (k + j + 1) & ~j) swapAt(scratch + (<usize>k << 4), scratch + (<usize>(k + j) << 4), j, m);
        mask ^= mask << (j >>> 1);
      }
      const base = at(dst, 32 * kw * dstStride + o);
      for (let k = 0; k < 32; k += 2) {
        const x = v128.load(scratch + (<usize>k << 4));
        const y = v128.load(scratch + (<usize>(k + 1) << 4));
        const t = v128.and(v128.xor(i32x4.shr_u(x, 1), y), lo1);
        writeLanes(base + <usize>k * rowBytes, 32 * rowBytes, v128.xor(x, i32x4.shl(t, 1)), lanes);
        writeLanes(base + <usize>(k + 1) * rowBytes, 32 * rowBytes, v128.xor(y, t), lanes);
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
 * @param scratch 512 bytes of scratch memory.
 */
export function pathFoldSolve(z: usize, rows: i32, h: i32, t: usize, scratch: usize): void {
  const V = (h - 1 + 31) >>> 5;
  const S = (rows + 31) >>> 5;
  transposeBits(z, rows, V, t, S, scratch);
  pathBasisSolve(t, h - 1, rows);
  transposeBits(t, h - 1, S, z, V, scratch);
}

/**
 * `pathFoldSolve` on the folds of the rows at src (rows × 3H words, paths of 3h − 1 cells, h = 32·H; `path-fold.ts`):
 * the folded rows (h − 1 cells) into z, then A⁻¹ of them in place there. z and t as for `pathFoldSolve`.
 */
export function pathFoldInverse(src: usize, rows: i32, H: i32, z: usize, t: usize, scratch: usize): void {
  foldPathRows(z, src, rows, H, 0);
  pathFoldSolve(z, rows, 32 * H, t, scratch);
}
