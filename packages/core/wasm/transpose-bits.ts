// AssemblyScript: the plain bit-matrix transpose of a board (wrapper src/wasm/transpose-kernels.ts; the TypeScript
// transposeBoard in src/puzzle/transpose.ts the reference and the fallback), in super-tiles of whole cache lines
// through the 64×64 tiles of transpose.ts.

import { Tile } from './transpose';

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
