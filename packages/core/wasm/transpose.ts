// AssemblyScript: bit-matrix transposes, 64×64 blocks two at a time in the lanes of a v128 (the recursive swap of
// halves with masks, Hacker's Delight §7-3), shared by the plain board transpose (src/wasm/transpose-kernels.ts, the
// TypeScript transposeBoard in src/puzzle/transpose.ts the reference) and the binomial cylinder's strips
// (binomial-cylinder.ts, which runs a superset-sum transform inside the same passes).

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
   * `splitOut`): rows s and bits s swap for s = 4·s0, 2·s0, s0 (each lane its own block). With `sums` ≠ NO_SUMS the
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

/** Rows of a super-tile of {@link transposeBits} (its columns: 512, a cache line of each row). */
const SUPER = 512;

/** Copies `bytes` (a multiple of 4, at most 64) of one row from src to dst and zeros the rest of dst's 64 bytes. */
function copyLine(dst: usize, src: usize, bytes: usize): void {
  if (bytes === 64) {
    v128.store(dst, v128.load(src));
    v128.store(dst + 16, v128.load(src + 16));
    v128.store(dst + 32, v128.load(src + 32));
    v128.store(dst + 48, v128.load(src + 48));
    return;
  }
  const zero = i64x2.splat(0);
  v128.store(dst, zero);
  v128.store(dst + 16, zero);
  v128.store(dst + 32, zero);
  v128.store(dst + 48, zero);
  for (let o: usize = 0; o < bytes; o += 4) store<u32>(dst + o, load<u32>(src + o));
}

/**
 * The transpose of a rows × cols bit matrix at src (row r at src + r·srcStride bytes, cell c its bit c, bits past cols
 * zero; strides multiples of 4) into cols rows of `rows` bits at dst (dstStride bytes apart: every byte of each row up
 * to ⌈rows/32⌉ words is written, nothing past). scratch: 1 KiB + 4 KiB + SUPER·64 bytes, 16-byte aligned.
 *
 * Super-tiles of SUPER rows × 512 columns: 64 rows × 64 bytes at a time are copied to a buffer (whole cache lines, so
 * that strides of a power of two do not evict each other), transposed four tiles at a time into a buffer of 512 rows of
 * SUPER bits, copied out whole lines again.
 */
export function transposeBits(src: usize, rows: i32, cols: i32, srcStride: i32, dst: usize, dstStride: i32, scratch: usize): void {
  const buf = scratch;
  const lines = scratch + 1024; // 64 rows of 64 bytes
  const out = lines + 4096; // 512 rows of SUPER / 8 bytes
  const outStep: usize = SUPER >> 3;
  const srcBytes = <usize>srcStride;
  const dstBytes = <usize>dstStride;
  const outRowBytes = <usize>(((rows + 31) >> 5) << 2);
  for (let cs = 0; cs < cols; cs += 512) {
    const from = <usize>(cs >> 3);
    const inBytes = min<usize>(64, srcBytes - from);
    const rowsOut = min(512, cols - cs);
    const tiles = (rowsOut + 127) >> 7;
    for (let rs = 0; rs < rows; rs += SUPER) {
      const rEnd = min(rows, rs + SUPER);
      for (let rb = rs; rb < rEnd; rb += 64) {
        const h = min(64, rows - rb);
        const s = src + <usize>rb * srcBytes + from;
        for (let r = 0; r < 64; r++) copyLine(lines + (<usize>r << 6), r < h ? s + <usize>r * srcBytes : 0, r < h ? inBytes : 0);
        const at = out + (<usize>(rb - rs) >> 3);
        for (let j = 0; j < tiles; j++) Tile.plain(lines + (<usize>j << 4), 64, at + <usize>(128 * j) * outStep, outStep, buf);
      }
      const at = <usize>(rs >> 3);
      const bytes = min<usize>(outStep, outRowBytes - at);
      for (let c = 0; c < rowsOut; c++) {
        const d = dst + <usize>(cs + c) * dstBytes + at;
        const o = out + <usize>c * outStep;
        if (bytes === outStep) for (let q: usize = 0; q < outStep; q += 16) v128.store(d + q, v128.load(o + q));
        else for (let q: usize = 0; q < bytes; q += 4) store<u32>(d + q, load<u32>(o + q));
      }
    }
  }
}
