// AssemblyScript: the diagonal rule with centre on a cylinder whose ring has n = 2ᵏ ≥ 128 columns (rows of the board,
// the path of m rows across them), in one chase (src/solve/grid/binomial-cylinder.ts, the TypeScript reference;
// src/wasm/binomial-cylinder-kernels.ts). The binomial chase runs along the ring, i.e. across the bits of a row: the
// columns go to the basis w = 1 + x by the superset-sum transform over their indices, the board is chased 128 columns
// at a time as a transposed tile (two 64×64 bit transposes side by side in the lanes of a v128), with X the path (the
// rows above and below, clipped), and transformed back. The transform's low 7 bits of the column index run inside the
// transposes (XORs of tile rows), the rest as XORs of whole 128-bit vectors of a row.

import { binomialTransform } from './binomial';
import { M1, M2, M4, M8, M16, M32, SUMS_AFTER, SUMS_BEFORE, Tile } from './transpose';

/**
 * Gathers 64 rows (`step` bytes apart from src: 128 columns of each) into the tile (row c of the two 64×64 blocks at
 * dst + c·tRow and dst + (64 + c)·tRow, one u64 each), transposed, with the superset-sum transform over the 128 column
 * indices; buf is scratch of 64 vectors.
 */
export function gather(src: usize, step: usize, dst: usize, tRow: usize, buf: usize): void {
  for (let g = 0; g < 8; g++) Tile.group8(src + <usize>g * step, 8 * step, buf + (<usize>g << 4), 128, 8, i64x2.splat(M32), i32x4.splat(M16), i32x4.splat(M8), SUMS_AFTER, false, false, 0);
  const far = 64 * tRow;
  for (let g = 0; g < 8; g++) Tile.group8(buf + (<usize>g << 7), 16, dst + <usize>(8 * g) * tRow, tRow, 1, i32x4.splat(M4), i32x4.splat(M2), i32x4.splat(M1), SUMS_AFTER, false, true, far);
}

/** The inverse of {@link gather} (the transform is its own inverse): the tile's 128 rows back into 64 rows of 128 columns. */
export function scatter(src: usize, tRow: usize, dst: usize, step: usize, buf: usize): void {
  const far = 64 * tRow;
  for (let g = 0; g < 8; g++) Tile.group8(src + <usize>(8 * g) * tRow, tRow, buf + (<usize>g << 7), 16, 1, i32x4.splat(M4), i32x4.splat(M2), i32x4.splat(M1), SUMS_BEFORE, true, false, far);
  for (let g = 0; g < 8; g++) Tile.group8(buf + (<usize>g << 4), 128, dst + <usize>g * step, 8 * step, 8, i64x2.splat(M32), i32x4.splat(M16), i32x4.splat(M8), SUMS_BEFORE, false, false, 0);
}

/** A step of a tile's chase, shared with fold-strips.ts: a static method so that it can be `@inline` (see `Tile`). */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
export class TileChase {
  /**
   * The row at `row` (mw u64 words of m bits, zero guard words either side, the two rows before it rowBytes apart
   * above it) becomes b'_j + b'_{j−1} + p_{j−1} + X·p_{j−2}, X the path over m bits (clipped); `before` (b'_{j−1})
   * takes the row's old words.
   */
  @inline
  static row(row: usize, rowBytes: usize, mw: i32, m: i32, before: usize): void {
    const up = row - rowBytes;
    const up2 = up - rowBytes;
    for (let q = 0; q < mw; q += 2) {
      const o = <usize>q << 3;
      const b = v128.load(row + o);
      const u = v128.load(up2 + o);
      const near = v128.xor(
        v128.or(i64x2.shl(u, 1), i64x2.shr_u(v128.load(up2 + o - 8), 63)),
        v128.or(i64x2.shr_u(u, 1), i64x2.shl(v128.load(up2 + o + 8), 63)),
      );
      v128.store(row + o, v128.xor(v128.xor(b, v128.load(before + o)), v128.xor(v128.load(up + o), near)));
      v128.store(before + o, b);
    }
    const tailWord = m >> 6;
    if (tailWord < mw) {
      const a = row + (<usize>tailWord << 3);
      store<u64>(a, load<u64>(a) & (((<u64>1) << (<u64>(m & 63))) - 1));
    }
  }
}

/**
 * Chases the tile's 128 rows (rows 2…129 of t, s u64 words apart, data from word 1, guard words 0 and mw + 1 zero;
 * rows 0 and 1 the two before): p_j = b'_j + b'_{j−1} + p_{j−1} + X·p_{j−2}, X the path over m bits; `before` holds
 * b'_{j−1} (mw words).
 */
function chaseTile(t: usize, s: i32, mw: i32, m: i32, before: usize): void {
  const rowBytes = <usize>s << 3;
  for (let c = 2; c < 130; c++) TileChase.row(t + <usize>c * rowBytes + 8, rowBytes, mw, m, before);
}


/**
 * Presses in place of the lights at p (m ≥ 1 rows of n = 2ᵏ ≥ 128 cells, n/32 u32 words a row) for the diagonal rule
 * with centre on the cylinder whose ring is the rows; `scratch` holds 130·(mw + 2) + mw + 256 u64 words (mw = 2·⌈m/128⌉).
 */
export function binomialCylinder(p: usize, m: i32, n: i32, scratch: usize): void {
  const vecs = n >> 7;
  const rowBytes = <usize>n >> 3;
  const mw = ((m + 127) >> 7) << 1;
  const s = mw + 2;
  const tBytes = <usize>(130 * s) << 3;
  const t = scratch;
  const before = t + tBytes;
  const buf = before + (<usize>mw << 3);
  for (let r = 0; r < m; r++) binomialTransform(p + <usize>r * rowBytes, vecs, 4); // the indices ≥ 128: whole vectors
  memory.fill(t, 0, tBytes + (<usize>mw << 3));
  const zero = i64x2.splat(0);
  const tRow = <usize>s << 3;
  const whole = m & ~63;
  const part = buf + 1024; // the last, partial block of rows (zeros below the board)
  for (let v = 0; v < vecs; v++) {
    const col = p + (<usize>v << 4);
    const tile = t + 2 * tRow + 8;
    for (let rb = 0; rb < whole; rb += 64) gather(col + <usize>rb * rowBytes, rowBytes, tile + (<usize>(rb >> 6) << 3), tRow, buf);
    if (whole < m) {
      for (let r = 0; r < 64; r++) v128.store(part + (<usize>r << 4), whole + r < m ? v128.load(col + <usize>(whole + r) * rowBytes) : zero);
      gather(part, 16, tile + (<usize>(whole >> 6) << 3), tRow, buf);
    }
    chaseTile(t, s, mw, m, before);
    for (let rb = 0; rb < whole; rb += 64) scatter(tile + (<usize>(rb >> 6) << 3), tRow, col + <usize>rb * rowBytes, rowBytes, buf);
    if (whole < m) {
      scatter(tile + (<usize>(whole >> 6) << 3), tRow, part, 16, buf);
      for (let r = whole; r < m; r++) v128.store(col + <usize>r * rowBytes, v128.load(part + (<usize>(r - whole) << 4)));
    }
    memory.copy(t, t + 128 * tRow, 2 * tRow); // the last two presses start the next strip
  }
  for (let r = 0; r < m; r++) binomialTransform(p + <usize>r * rowBytes, vecs, 4); // the indices ≥ 128: whole vectors
}
