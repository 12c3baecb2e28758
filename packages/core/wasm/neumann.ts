// AssemblyScript: factors of the Neumann product of src/solve/grid/row-split.ts (`neumannInverse`) on boards
// whose rows are rings of whole words: row r of the factor D is g₀₀·Z_r + g₁₀·T_r + x^D·(g₀₁·Z_r + g₁₁·T_r), T_r
// the sum of the rows y^D reads, x^D = s^D + s^{−D} two rotations of the ring. Four words a step (i32x4).
// `neumannPass` runs one factor over the board (its rows y^D reads given per row); `neumannBand` runs the first
// factors (D = 1, 2, 4, …) over bands of rows that stay in cache, so the board is read and written once for all
// of them instead of once per factor (at 8192² a factor's pass is bound by memory). The diagonal rule's rows go two
// or more at a time where they read the same rows (`neumann-pairs.ts`); `neumannCosets` (neumann-cosets.ts) runs
// the factors past the bands per coset of rows where the columns wrap.

import { diagonalRows } from './neumann-pairs';
import { shortRingRow } from './neumann-short';

/** Rows of one chain of `diagonalRows` at most: measured at 2048² (CPU time, alternately), 4 beat 2, 8 and 16 (by 10–40%). */
export const CHAIN: i32 = 4;

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** g₀₀ + g₁₁·xy (the diagonal rule with its centre): the row is Z_r + x^D·T_r, with no other terms to form. */
export const DIAGONAL: i32 = 9;

/**
 * x^D by bit shifts (D = e < 32): x[k] = base[k] ^ (w[k] << e | w[k − 1] >>> (32 − e)) ^ (w[k] >>> e | w[k + 1] << (32 − e)),
 * w padded by its last word before it and its first after it. A static method so that it can be `@inline` (the
 * linter parses decorators on class members only): inlined per constant e, the shifts are immediates (measured:
 * the banded factors 12–15% faster than with the count in a register).
 */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class Shifted {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static row(x: usize, base: usize, w: usize, stride: i32, e: i32): void {
    const vectors = stride & ~3;
    const f = 32 - e;
    // pointers stepped a vector at a time, the neighbours by immediate offsets from the word before
    const end = at(w, vectors - 1);
    let pw = w - 4;
    let px = x;
    let pb = base;
    for (; pw < end; pw += 16, px += 16, pb += 16) {
      const c = v128.load(pw, 4);
      const up = v128.or(i32x4.shl(c, e), i32x4.shr_u(v128.load(pw), f));
      const down = v128.or(i32x4.shr_u(c, e), i32x4.shl(v128.load(pw, 8), f));
      v128.store(px, v128.xor(v128.load(pb), v128.xor(up, down)));
    }
    let k = vectors;
    for (; k < stride; k++) {
      const c = load<u32>(at(w, k));
      const up = (c << e) | (load<u32>(at(w, k - 1)) >>> f);
      const down = (c >>> e) | (load<u32>(at(w, k + 1)) << f);
      store<u32>(at(x, k), load<u32>(at(base, k)) ^ up ^ down);
    }
  }
}

/** x[k] = base[k] ^ w[k + lo] ^ w[k + hi] for k in [from, to) (word rotations of x^D). */
function movedRange(x: usize, base: usize, w: usize, from: i32, to: i32, lo: i32, hi: i32): void {
  let k = from;
  for (; k + 4 <= to; k += 4) v128.store(at(x, k), v128.xor(v128.load(at(base, k)), v128.xor(v128.load(at(w, k + lo)), v128.load(at(w, k + hi)))));
  for (; k < to; k++) store<u32>(at(x, k), load<u32>(at(base, k)) ^ load<u32>(at(w, k + lo)) ^ load<u32>(at(w, k + hi)));
}

/**
 * A factor's row before x^D: w = t (and x^D·w added to z) where g is {@link DIAGONAL}, else x = g₀₀·z + g₁₀·t and
 * w = g₀₁·z + g₁₁·t, t = t0 + t1, over `count` words. Returns false where w is zero (x is then the whole row).
 * Shared by the ring rows' factors here and the path rows' (`path-neumann.ts`).
 */
export function formTerms(x: usize, z: usize, t0: usize, t1: usize, count: i32, g: i32, w: usize): bool {
  const vectors = count & ~3;
  if (g === DIAGONAL) {
    let k = 0;
    for (; k < vectors; k += 4) v128.store(at(w, k), v128.xor(v128.load(at(t0, k)), v128.load(at(t1, k))));
    for (; k < count; k++) store<u32>(at(w, k), load<u32>(at(t0, k)) ^ load<u32>(at(t1, k)));
    return true;
  }
  const m00 = i32x4.splat(g & 1 ? -1 : 0);
  const m01 = i32x4.splat(g & 2 ? -1 : 0);
  const m10 = i32x4.splat(g & 4 ? -1 : 0);
  const m11 = i32x4.splat(g & 8 ? -1 : 0);
  let k = 0;
  for (; k < vectors; k += 4) {
    const t = v128.xor(v128.load(at(t0, k)), v128.load(at(t1, k)));
    const zk = v128.load(at(z, k));
    v128.store(at(x, k), v128.xor(v128.and(zk, m00), v128.and(t, m10)));
    v128.store(at(w, k), v128.xor(v128.and(zk, m01), v128.and(t, m11)));
  }
  for (; k < count; k++) {
    const t = load<u32>(at(t0, k)) ^ load<u32>(at(t1, k));
    const zk = load<u32>(at(z, k));
    store<u32>(at(x, k), (zk & <u32>(g & 1 ? -1 : 0)) ^ (t & <u32>(g & 4 ? -1 : 0)));
    store<u32>(at(w, k), (zk & <u32>(g & 2 ? -1 : 0)) ^ (t & <u32>(g & 8 ? -1 : 0)));
  }
  return (g & 10) !== 0;
}

/**
 * One row of a factor: x = g₀₀·z + g₁₀·t + x^D·(g₀₁·z + g₁₁·t) with t = t0 + t1, x^D rotating by e bits (0 < e < 32,
 * q = 0) or by q words (e = 0). `w` is scratch of stride + 2 words whose first word sits at w − 4.
 */
export function factorRow(x: usize, z: usize, t0: usize, t1: usize, stride: i32, g: i32, e: i32, q: i32, w: usize): void {
  if (e !== 0 && stride >= 2 && stride <= 4) {
    shortRingRow(x, z, t0, t1, stride, g, e);
    return;
  }
  const base = g === DIAGONAL ? z : x;
  if (!formTerms(x, z, t0, t1, stride, g, w)) return;
  if (e !== 0) {
    store<u32>(at(w, -1), load<u32>(at(w, stride - 1)));
    store<u32>(at(w, stride), load<u32>(w));
    if (e === 1) Shifted.row(x, base, w, stride, 1);
    else if (e === 2) Shifted.row(x, base, w, stride, 2);
    else if (e === 4) Shifted.row(x, base, w, stride, 4);
    else if (e === 8) Shifted.row(x, base, w, stride, 8);
    else if (e === 16) Shifted.row(x, base, w, stride, 16);
    else Shifted.row(x, base, w, stride, e);
    return;
  }
  // word k reads words k − q and k + q of w, round the ring: three ranges without a wrap
  const a = min(q, stride - q);
  const b = max(q, stride - q);
  movedRange(x, base, w, 0, a, stride - q, q);
  movedRange(x, base, w, a, b, q <= stride - q ? -q : stride - q, q <= stride - q ? q : q - stride);
  movedRange(x, base, w, b, stride, -q, q - stride);
}

/**
 * dst = one factor of src (both rows × stride words, distinct). `pairs` holds per row the two rows y^D reads as
 * i32 (−1: none; equal: they cancel); `g` packs g₀₀, g₀₁, g₁₀, g₁₁ in bits 0–3; x^D rotates by e bits (q = 0) or q
 * words (e = 0), D the dilation of the rows; `w` is scratch of stride + 8 words, `zero` a row of zeros.
 */
export function neumannPass(dst: usize, src: usize, rows: i32, stride: i32, pairs: usize, g: i32, e: i32, q: i32, D: i32, w: usize, zero: usize): void {
  const bytes = (<usize>stride) << 2;
  // the diagonal rule: rows r and r + 2D in pairs where both read the row between them (blocks of 4D rows; chains
  // as in the bands were slower here, measured: their order of rows runs across the board)
  const paired = chained(g, e, stride) && D > 0;
  const step = <usize>(2 * D) * bytes;
  for (let base = 0; base < rows; base += paired ? 4 * D : rows) {
    const end = paired ? min(base + 2 * D, rows) : rows;
    for (let r = base; r < end; r++) {
      const r2 = r + 2 * D;
      const s1 = load<i32>(at(pairs, 2 * r + 1));
      if (paired && r2 < rows && load<i32>(at(pairs, 2 * r2)) === s1) {
        const a = rowOf(src, load<i32>(at(pairs, 2 * r)), bytes, zero);
        const c = rowOf(src, load<i32>(at(pairs, 2 * r2 + 1)), bytes, zero);
        diagonalRows(dst + <usize>r * bytes, step, src + <usize>r * bytes, step, a, rowOf(src, s1, bytes, zero), c, 2, stride, e, q);
        continue;
      }
      passRow(dst, src, r, pairs, bytes, stride, g, e, q, w, zero);
      if (paired && r2 < rows) passRow(dst, src, r2, pairs, bytes, stride, g, e, q, w, zero);
    }
  }
}

/** Row r of one factor, one row at a time (`neumannPass`). */
function passRow(dst: usize, src: usize, r: i32, pairs: usize, bytes: usize, stride: i32, g: i32, e: i32, q: i32, w: usize, zero: usize): void {
  const s0 = load<i32>(at(pairs, 2 * r));
  const s1 = load<i32>(at(pairs, 2 * r + 1));
  const t0 = s0 === s1 ? zero : rowOf(src, s0, bytes, zero);
  const t1 = s0 === s1 ? zero : rowOf(src, s1, bytes, zero);
  factorRow(dst + <usize>r * bytes, src + <usize>r * bytes, t0, t1, stride, g, e, q, w + 16);
}

/**
 * Rows of this many words at most go in chains or pairs. Measured (CPU time, alternately, the whole product on a
 * ring of columns): rows of 32 and 64 words 11–14% faster than one row at a time, 128 within 2%, 256 7% slower
 * (the rows' several streams at once, from past the L2 cache).
 */
const CHAINED_MAX_STRIDE: i32 = 64;

/** Whether the diagonal rule's rows go in chains or pairs (`neumann-pairs.ts`: its bit shifts need rows of 6 words or more). */
export function chained(g: i32, e: i32, stride: i32): bool {
  return g === DIAGONAL && stride <= CHAINED_MAX_STRIDE && (e === 0 || stride >= 6);
}

/** The board row at extended row i of `map` (`neumannBand`), the row of zeros for −1. */
function mapped(src: usize, map: usize, i: i32, bytes: usize, zero: usize): usize {
  return rowOf(src, load<i32>(at(map, i)), bytes, zero);
}

/** Row s of the board at src (−1: the row of zeros). */
function rowOf(src: usize, s: i32, bytes: usize, zero: usize): usize {
  return s < 0 ? zero : src + <usize>s * bytes;
}

/**
 * dst = the factors D = 2^{L−1}, …, 2, 1 of src, `band` rows at a time: the first factor reads a band and the
 * H = 2^L − 1 rows either side of it from src (the rows the column direction's extension puts there: `map` holds,
 * for every extended row i in [−H, rows + H), the board row at i + H, −1 for a row of zeros, then `zero`), each
 * factor maps one buffer to the other on the rows whose reads stay inside (the halo shrinks by D each side), and
 * the last writes the band's rows into dst. `buf0`, `buf1` hold (band + 2H) rows; `w` as for {@link neumannPass}.
 */
export function neumannBand(dst: usize, src: usize, rows: i32, stride: i32, map: usize, g: i32, L: i32, band: i32, buf0: usize, buf1: usize, w: usize, zero: usize): void {
  const bytes = (<usize>stride) << 2;
  const halo = (1 << L) - 1;
  for (let a = 0; a < rows; a += band) {
    let from = buf0;
    let to = buf1;
    let lo = 0;
    let hi = min(band, rows - a) + 2 * halo;
    // largest dilation first: the halo each factor makes twice is D − 1 rows either side, least for the small
    // dilations, whose rows (bit shifts) cost the most
    for (let s = L - 1; s >= 0; s--) {
      const d = 1 << s;
      const turn = d % (stride << 5);
      lo += d;
      hi -= d;
      const first = s === L - 1;
      const paired = chained(g, turn & 31, stride);
      if (paired && !first) {
        // chains j, j + 2d, j + 4d, … < hi, CHAIN rows at a time
        const step = <usize>(2 * d) * bytes;
        const out = s === 0 ? dst + <usize>(a - halo) * bytes : to;
        for (let j0 = lo; j0 < min(lo + 2 * d, hi); j0++) {
          for (let j = j0; j < hi; j += 2 * d * CHAIN) {
            const G = min(CHAIN, (hi - 1 - j) / (2 * d) + 1);
            const z = from + <usize>j * bytes;
            diagonalRows(out + <usize>j * bytes, step, z, step, z - <usize>d * bytes, z + <usize>d * bytes, z + <usize>(2 * d * (G - 1) + d) * bytes, G, stride, turn & 31, turn >>> 5);
          }
        }
        const t = from;
        from = to;
        to = t;
        continue;
      }
      for (let j = lo; j < hi; j++) {
        const x = s === 0 ? dst + <usize>(a + j - halo) * bytes : to + <usize>j * bytes;
        if (paired) {
          // the first factor (rows through the map): rows j and j + 2d (blocks of 4d rows from lo), the second
          // written here too where it is in the range
          if ((j - lo) % (4 * d) >= 2 * d) continue;
          const j2 = j + 2 * d;
          if (j2 < hi) {
            const x2 = s === 0 ? dst + <usize>(a + j2 - halo) * bytes : to + <usize>j2 * bytes;
            const z = mapped(src, map, a + j, bytes, zero);
            const z2 = mapped(src, map, a + j2, bytes, zero);
            const r0 = mapped(src, map, a + j - d, bytes, zero);
            diagonalRows(x, x2 - x, z, z2 - z, r0, mapped(src, map, a + j + d, bytes, zero), mapped(src, map, a + j2 + d, bytes, zero), 2, stride, turn & 31, turn >>> 5);
            continue;
          }
        }
        if (first) {
          const r = load<i32>(at(map, a + j));
          const r0 = load<i32>(at(map, a + j - d));
          const r1 = load<i32>(at(map, a + j + d));
          const z = r < 0 ? zero : src + <usize>r * bytes;
          factorRow(x, z, r0 < 0 ? zero : src + <usize>r0 * bytes, r1 < 0 ? zero : src + <usize>r1 * bytes, stride, g, turn & 31, turn >>> 5, w + 16);
        } else {
          const z = from + <usize>j * bytes;
          factorRow(x, z, z - <usize>d * bytes, z + <usize>d * bytes, stride, g, turn & 31, turn >>> 5, w + 16);
        }
      }
      const t = from;
      from = to;
      to = t;
    }
  }
}
