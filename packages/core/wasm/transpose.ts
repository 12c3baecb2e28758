// AssemblyScript: bit-matrix transposes, 64×64 blocks two at a time in the lanes of a v128 (the recursive swap of
// halves with masks, Hacker's Delight §7-3; the three rounds that move whole bytes as unpacks of 8-, 16-, 32- and
// 64-bit lanes instead: 32 shuffles for 8 vectors where the masks take 72 operations, 9% off a 2048² transpose),
// shared by the plain board transpose (transpose-bits.ts) and the column strips of binomial-cylinder.ts and
// fold-strips.ts (which run a superset-sum transform inside the same passes).

// The bits whose index has bit j clear, for j = 1, 2, 4, 8, 16 (each lane of an i32x4) and 32 (of an i64x2).
export const M1: i32 = 0x55555555;
export const M2: i32 = 0x33333333;
export const M4: i32 = 0x0f0f0f0f;
export const M8: i32 = 0x00ff00ff;
export const M16: i32 = 0x0000ffff;
export const M32: i64 = 0xffffffff;

/** No superset-sum transform in {@link Tile.group8}; one on the rows as read; one on the rows as written. */
export const NO_SUMS = 0;
export const SUMS_BEFORE = 1;
export const SUMS_AFTER = 2;

/** The 64×64 transposes: static methods so that they can be `@inline` (the linter parses decorators on class members only). */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
export class Tile {
  /**
   * Stores v at a, or with `split` its lanes apart: lane 0 at a, lane 1 at a + far (two tile rows), with `sums` lane 0
   * + lane 1 at a (the superset-sum transform over the lane bit).
   */
  @inline
  static put(a: usize, v: v128, split: bool, far: usize, sums: bool): void {
    if (split) {
      const high = i64x2.extract_lane(v, 1);
      store<u64>(a, sums ? i64x2.extract_lane(v, 0) ^ high : i64x2.extract_lane(v, 0));
      store<u64>(a + far, high);
    } else v128.store(a, v);
  }

  /** Loads the vector at a, or with `split` undoes {@link Tile.put}'s split (with the same `sums`). */
  @inline
  static get(a: usize, split: bool, far: usize, sums: bool): v128 {
    if (!split) return v128.load(a);
    const high = load<u64>(a + far);
    return i64x2.replace_lane(i64x2.splat(sums ? load<u64>(a) ^ high : load<u64>(a)), 1, high);
  }

  /**
   * Three rounds of the 64×64 transpose on 8 vectors (rows 0…7 of a group whose rows are s0 apart), read at src,
   * src + srcStep, … and written at dst, dst + dstStep, … (through {@link Tile.get} and {@link Tile.put} with `splitIn`,
   * `splitOut`): rows s and bits s swap for s = 4·s0, 2·s0, s0 (each lane its own block; for s0 = 8 an 8×8 byte
   * transpose by shuffles). With `sums` ≠ NO_SUMS the
   * superset-sum transform over the same three bits of the row index runs too (and the split lanes are summed): after
   * the rounds (SUMS_AFTER), so on the transposed rows, else before them (either way it commutes with the other rounds).
   */
  @inline
  static group8(
    src: usize,
    srcStep: usize,
    dst: usize,
    dstStep: usize,
    s0: i32,
    k2: v128,
    k1: v128,
    k0: v128,
    sums: i32,
    splitIn: bool,
    splitOut: bool,
    far: usize,
  ): void {
    const lanes = sums !== NO_SUMS;
    let v0 = Tile.get(src, splitIn, far, lanes);
    let v1 = Tile.get(src + srcStep, splitIn, far, lanes);
    let v2 = Tile.get(src + 2 * srcStep, splitIn, far, lanes);
    let v3 = Tile.get(src + 3 * srcStep, splitIn, far, lanes);
    let v4 = Tile.get(src + 4 * srcStep, splitIn, far, lanes);
    let v5 = Tile.get(src + 5 * srcStep, splitIn, far, lanes);
    let v6 = Tile.get(src + 6 * srcStep, splitIn, far, lanes);
    let v7 = Tile.get(src + 7 * srcStep, splitIn, far, lanes);
    if (sums === SUMS_BEFORE) {
      v0 = v128.xor(v0, v4);
      v1 = v128.xor(v1, v5);
      v2 = v128.xor(v2, v6);
      v3 = v128.xor(v3, v7);
      v0 = v128.xor(v0, v2);
      v1 = v128.xor(v1, v3);
      v4 = v128.xor(v4, v6);
      v5 = v128.xor(v5, v7);
      v0 = v128.xor(v0, v1);
      v2 = v128.xor(v2, v3);
      v4 = v128.xor(v4, v5);
      v6 = v128.xor(v6, v7);
    }
    if (s0 === 8) {
      // the three rounds move whole bytes: an 8×8 byte transpose in each lane, by unpacks (one instruction each)
      const a01 = i8x16.shuffle(v0, v1, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
      const b01 = i8x16.shuffle(v0, v1, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
      const a23 = i8x16.shuffle(v2, v3, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
      const b23 = i8x16.shuffle(v2, v3, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
      const a45 = i8x16.shuffle(v4, v5, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
      const b45 = i8x16.shuffle(v4, v5, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
      const a67 = i8x16.shuffle(v6, v7, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
      const b67 = i8x16.shuffle(v6, v7, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
      // columns 0…3 (lo) and 4…7 (hi) of rows 0…3 and 4…7, four bytes a column
      const a03 = i16x8.shuffle(a01, a23, 0, 8, 1, 9, 2, 10, 3, 11);
      const a47 = i16x8.shuffle(a01, a23, 4, 12, 5, 13, 6, 14, 7, 15);
      const c03 = i16x8.shuffle(a45, a67, 0, 8, 1, 9, 2, 10, 3, 11);
      const c47 = i16x8.shuffle(a45, a67, 4, 12, 5, 13, 6, 14, 7, 15);
      const b03 = i16x8.shuffle(b01, b23, 0, 8, 1, 9, 2, 10, 3, 11);
      const b47 = i16x8.shuffle(b01, b23, 4, 12, 5, 13, 6, 14, 7, 15);
      const d03 = i16x8.shuffle(b45, b67, 0, 8, 1, 9, 2, 10, 3, 11);
      const d47 = i16x8.shuffle(b45, b67, 4, 12, 5, 13, 6, 14, 7, 15);
      // two whole columns (8 bytes each) of one lane's block
      const a0 = i32x4.shuffle(a03, c03, 0, 4, 1, 5);
      const a2 = i32x4.shuffle(a03, c03, 2, 6, 3, 7);
      const a4 = i32x4.shuffle(a47, c47, 0, 4, 1, 5);
      const a6 = i32x4.shuffle(a47, c47, 2, 6, 3, 7);
      const b0 = i32x4.shuffle(b03, d03, 0, 4, 1, 5);
      const b2 = i32x4.shuffle(b03, d03, 2, 6, 3, 7);
      const b4 = i32x4.shuffle(b47, d47, 0, 4, 1, 5);
      const b6 = i32x4.shuffle(b47, d47, 2, 6, 3, 7);
      // column c of lane 0's block, then of lane 1's
      v0 = i64x2.shuffle(a0, b0, 0, 2);
      v1 = i64x2.shuffle(a0, b0, 1, 3);
      v2 = i64x2.shuffle(a2, b2, 0, 2);
      v3 = i64x2.shuffle(a2, b2, 1, 3);
      v4 = i64x2.shuffle(a4, b4, 0, 2);
      v5 = i64x2.shuffle(a4, b4, 1, 3);
      v6 = i64x2.shuffle(a6, b6, 0, 2);
      v7 = i64x2.shuffle(a6, b6, 1, 3);
    } else {
      const s2 = 4 * s0;
      const s1 = 2 * s0;
      let t: v128;
      // rows 4·s0 apart
      t = v128.and(v128.xor(i64x2.shr_u(v0, s2), v4), k2);
      v0 = v128.xor(v0, i64x2.shl(t, s2));
      v4 = v128.xor(v4, t);
      t = v128.and(v128.xor(i64x2.shr_u(v1, s2), v5), k2);
      v1 = v128.xor(v1, i64x2.shl(t, s2));
      v5 = v128.xor(v5, t);
      t = v128.and(v128.xor(i64x2.shr_u(v2, s2), v6), k2);
      v2 = v128.xor(v2, i64x2.shl(t, s2));
      v6 = v128.xor(v6, t);
      t = v128.and(v128.xor(i64x2.shr_u(v3, s2), v7), k2);
      v3 = v128.xor(v3, i64x2.shl(t, s2));
      v7 = v128.xor(v7, t);
      // rows 2·s0 apart
      t = v128.and(v128.xor(i64x2.shr_u(v0, s1), v2), k1);
      v0 = v128.xor(v0, i64x2.shl(t, s1));
      v2 = v128.xor(v2, t);
      t = v128.and(v128.xor(i64x2.shr_u(v1, s1), v3), k1);
      v1 = v128.xor(v1, i64x2.shl(t, s1));
      v3 = v128.xor(v3, t);
      t = v128.and(v128.xor(i64x2.shr_u(v4, s1), v6), k1);
      v4 = v128.xor(v4, i64x2.shl(t, s1));
      v6 = v128.xor(v6, t);
      t = v128.and(v128.xor(i64x2.shr_u(v5, s1), v7), k1);
      v5 = v128.xor(v5, i64x2.shl(t, s1));
      v7 = v128.xor(v7, t);
      // rows s0 apart
      t = v128.and(v128.xor(i64x2.shr_u(v0, s0), v1), k0);
      v0 = v128.xor(v0, i64x2.shl(t, s0));
      v1 = v128.xor(v1, t);
      t = v128.and(v128.xor(i64x2.shr_u(v2, s0), v3), k0);
      v2 = v128.xor(v2, i64x2.shl(t, s0));
      v3 = v128.xor(v3, t);
      t = v128.and(v128.xor(i64x2.shr_u(v4, s0), v5), k0);
      v4 = v128.xor(v4, i64x2.shl(t, s0));
      v5 = v128.xor(v5, t);
      t = v128.and(v128.xor(i64x2.shr_u(v6, s0), v7), k0);
      v6 = v128.xor(v6, i64x2.shl(t, s0));
      v7 = v128.xor(v7, t);
    }
    if (sums === SUMS_AFTER) {
      v0 = v128.xor(v0, v4);
      v1 = v128.xor(v1, v5);
      v2 = v128.xor(v2, v6);
      v3 = v128.xor(v3, v7);
      v0 = v128.xor(v0, v2);
      v1 = v128.xor(v1, v3);
      v4 = v128.xor(v4, v6);
      v5 = v128.xor(v5, v7);
      v0 = v128.xor(v0, v1);
      v2 = v128.xor(v2, v3);
      v4 = v128.xor(v4, v5);
      v6 = v128.xor(v6, v7);
    }
    Tile.put(dst, v0, splitOut, far, lanes);
    Tile.put(dst + dstStep, v1, splitOut, far, lanes);
    Tile.put(dst + 2 * dstStep, v2, splitOut, far, lanes);
    Tile.put(dst + 3 * dstStep, v3, splitOut, far, lanes);
    Tile.put(dst + 4 * dstStep, v4, splitOut, far, lanes);
    Tile.put(dst + 5 * dstStep, v5, splitOut, far, lanes);
    Tile.put(dst + 6 * dstStep, v6, splitOut, far, lanes);
    Tile.put(dst + 7 * dstStep, v7, splitOut, far, lanes);
  }

  /**
   * Transposes 64 rows of 128 bits (`step` bytes apart from src) into 128 rows of 64 bits: row c of the first 64
   * columns at dst + c·dstStep, of the last 64 at dst + (64 + c)·dstStep (one u64 each); buf is scratch of 64 vectors.
   */
  @inline
  static plain(src: usize, step: usize, dst: usize, dstStep: usize, buf: usize): void {
    for (let g = 0; g < 8; g++) Tile.group8(src + <usize>g * step, 8 * step, buf + (<usize>g << 4), 128, 8, i64x2.splat(M32), i32x4.splat(M16), i32x4.splat(M8), NO_SUMS, false, false, 0);
    const far = 64 * dstStep;
    for (let g = 0; g < 8; g++) Tile.group8(buf + (<usize>g << 7), 16, dst + <usize>(8 * g) * dstStep, dstStep, 1, i32x4.splat(M4), i32x4.splat(M2), i32x4.splat(M1), NO_SUMS, false, true, far);
  }
}
