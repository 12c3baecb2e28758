// AssemblyScript: the Neumann product's factors (src/solve/grid/row-split.ts, `neumannRows`) on boards whose rows
// are paths of n cells, at the path's own width W = ⌈n/32⌉ words (src/wasm/path-neumann-kernels.ts). wasm/neumann.ts
// takes rings; a path went there through its reflected ring of 2n + 2 cells, twice the words. Row r of the factor D
// is g₀₀·Z_r + g₁₀·T_r + x^D·w, w = g₀₁·Z_r + g₁₁·T_r, and on a path (d = D reduced to [0, n] as on the ring of
// 2n + 2 cells, a = n + 1 − d, ρ the row reversed: ρ_j = w_{n−1−j})
//   x^D·w = σ^d·w + σ^{−d}·w + σ^{−a}·ρ + σ^{a}·ρ
// with σ^{±k} shifts that drop what leaves the row: the two reflections (d − 1 cells at each end) are shifts of ρ.

import { DIAGONAL, formTerms } from './neumann';
import { reverse32, reversed128 } from './reflect';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/**
 * x[k] = base[k] ^ (σ^{32q+e}·w)[k] ^ (σ^{−(32q+e)}·w)[k] for every k < W, w padded by at least q + 2 words of zeros
 * on both sides. A static method so that it can be `@inline` per constant e (the shifts then immediates), as in
 * wasm/neumann.ts.
 */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class Shifts {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static row(x: usize, base: usize, w: usize, W: i32, q: i32, e: i32): void {
    const f = 32 - e;
    const lo = at(w, -q);
    const hi = at(w, q);
    let k = 0;
    for (; k + 4 <= W; k += 4) {
      const o = (<usize>k) << 2;
      const up = v128.or(i32x4.shl(v128.load(lo + o), e), i32x4.shr_u(v128.load(lo + o - 4), f));
      const down = v128.or(i32x4.shr_u(v128.load(hi + o), e), i32x4.shl(v128.load(hi + o + 4), f));
      v128.store(at(x, k), v128.xor(v128.load(at(base, k)), v128.xor(up, down)));
    }
    for (; k < W; k++) {
      const o = (<usize>k) << 2;
      const up = (load<u32>(lo + o) << e) | (load<u32>(lo + o - 4) >>> f);
      const down = (load<u32>(hi + o) >>> e) | (load<u32>(hi + o + 4) << f);
      store<u32>(at(x, k), load<u32>(at(base, k)) ^ up ^ down);
    }
  }
}

/** x[k] = base[k] ^ w[k − q] ^ w[k + q] for every k < W (whole-word shifts; w padded as for {@link Shifts}). */
function wordShifts(x: usize, base: usize, w: usize, W: i32, q: i32): void {
  const lo = at(w, -q);
  const hi = at(w, q);
  let k = 0;
  for (; k + 4 <= W; k += 4) {
    const o = (<usize>k) << 2;
    v128.store(at(x, k), v128.xor(v128.load(at(base, k)), v128.xor(v128.load(lo + o), v128.load(hi + o))));
  }
  for (; k < W; k++) {
    const o = (<usize>k) << 2;
    store<u32>(at(x, k), load<u32>(at(base, k)) ^ load<u32>(lo + o) ^ load<u32>(hi + o));
  }
}

/** x[k] ^= (σ^{s}·v)[k] for k in [from, to) (s = 32q + e cells, positive up, negative down), v padded by zeros. */
function xorShifted(x: usize, v: usize, from: i32, to: i32, s: i32): void {
  const up = s >= 0;
  const q = (up ? s : -s) >>> 5;
  const e = (up ? s : -s) & 31;
  const f = 32 - e;
  // word k reads v[k + o] (and v[k + o ∓ 1] for the bits that cross a word)
  const o = up ? -q : q;
  const near = up ? o - 1 : o + 1;
  let k = from;
  if (e === 0) {
    for (; k + 4 <= to; k += 4) v128.store(at(x, k), v128.xor(v128.load(at(x, k)), v128.load(at(v, k + o))));
    for (; k < to; k++) store<u32>(at(x, k), load<u32>(at(x, k)) ^ load<u32>(at(v, k + o)));
    return;
  }
  if (up) {
    for (; k + 4 <= to; k += 4) v128.store(at(x, k), v128.xor(v128.load(at(x, k)), v128.or(i32x4.shl(v128.load(at(v, k + o)), e), i32x4.shr_u(v128.load(at(v, k + near)), f))));
    for (; k < to; k++) store<u32>(at(x, k), load<u32>(at(x, k)) ^ ((load<u32>(at(v, k + o)) << e) | (load<u32>(at(v, k + near)) >>> f)));
    return;
  }
  for (; k + 4 <= to; k += 4) v128.store(at(x, k), v128.xor(v128.load(at(x, k)), v128.or(i32x4.shr_u(v128.load(at(v, k + o)), e), i32x4.shl(v128.load(at(v, k + near)), f))));
  for (; k < to; k++) store<u32>(at(x, k), load<u32>(at(x, k)) ^ ((load<u32>(at(v, k + o)) >>> e) | (load<u32>(at(v, k + near)) << f)));
}

/** r's words [from, to) (rounded out to whole vectors) = those of ρ, w's 32·W bits in reverse order: word k is w's word W − 1 − k bit-reversed (wasm/reflect.ts's `reversed128`). */
function reverseWords(r: usize, w: usize, W: i32, from: i32, to: i32): void {
  for (let k = from; k < to; k += 4) v128.store(at(r, k), reversed128(v128.load(at(w, W - 4 - k))));
}

/**
 * x ^= σ^{−a}·ρ′ + σ^{a}·ρ′ with a = n + 1 − d and ρ′ the row reversed (ρ′_j = w_{n−1−j}): the two reflections of
 * x^D, d − 1 cells at each end. ρ′ = σ^{−b}·ρ (b = 32·W − n, ρ's cells below b being w's zero padding), so the terms
 * are σ^{−(a+b)}·ρ on words [0, ⌈(d − 1)/32⌉) and σ^{a−b}·ρ on words [⌊a/32⌋, W) (cells past n cleared later); ρ is
 * formed only where they read it, into `r` (padded by zeros as w is).
 */
function reflections(x: usize, w: usize, r: usize, W: i32, n: i32, d: i32): void {
  const a = n + 1 - d;
  const b = (W << 5) - n;
  const lowWords = (d - 1 + 31) >>> 5;
  const lowFrom = (a + b) >>> 5;
  const highTo = a >= b ? W - ((a - b) >>> 5) : W;
  if (highTo >= lowFrom) reverseWords(r, w, W, 0, W);
  else {
    reverseWords(r, w, W, 0, highTo);
    reverseWords(r, w, W, lowFrom & ~3, W);
  }
  xorShifted(x, r, 0, lowWords, -(a + b));
  xorShifted(x, r, a >>> 5, W, a - b);
}

/**
 * {@link reflections} for d ≤ 32 (d − 1 ≤ 31 cells at each end): the low cells [0, d − 1) of w reversed in place, and
 * the high cells [n − d + 1, n), a field of at most two words, reversed in place; scalar, without forming ρ.
 */
function smallReflections(x: usize, w: usize, n: i32, d: i32): void {
  const L = d - 1;
  const mask: u32 = (<u32>1 << L) - 1;
  store<u32>(x, load<u32>(x) ^ (reverse32(load<u32>(w) & mask) >>> (32 - L)));
  const f = n - L;
  const k = f >>> 5;
  const b = <u64>(f & 31);
  const field = reverse32(<u32>(load<u64>(at(w, k)) >>> b) & mask) >>> (32 - L);
  const moved = (<u64>field) << b;
  store<u32>(at(x, k), load<u32>(at(x, k)) ^ <u32>moved);
  if (moved >>> 32) store<u32>(at(x, k + 1), load<u32>(at(x, k + 1)) ^ <u32>(moved >>> 32));
}

/**
 * One row of a factor: x = g₀₀·z + g₁₀·t + x^D·(g₀₁·z + g₁₁·t), t = t0 + t1, on a path of n cells (W words), x^D by
 * d ∈ [1, n] (d = 0: x^D is 0). `w` and `r` are scratch rows of W words with W + 8 words of zeros on each side.
 */
function pathFactorRow(x: usize, z: usize, t0: usize, t1: usize, W: i32, n: i32, g: i32, d: i32, w: usize, r: usize): void {
  const last: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  const base = g === DIAGONAL ? z : x;
  if (!formTerms(x, z, t0, t1, W, g, w)) return;
  if (d === 0) {
    // x^D is 0: the diagonal rule's row is z alone (the others' x is formed)
    if (g === DIAGONAL) for (let k = 0; k < W; k++) store<u32>(at(x, k), load<u32>(at(z, k)));
    return;
  }
  store<u32>(at(w, W - 1), load<u32>(at(w, W - 1)) & last);
  const q = d >>> 5;
  const e = d & 31;
  if (e === 0) wordShifts(x, base, w, W, q);
  else if (e === 1) Shifts.row(x, base, w, W, q, 1);
  else if (e === 2) Shifts.row(x, base, w, W, q, 2);
  else if (e === 4) Shifts.row(x, base, w, W, q, 4);
  else if (e === 8) Shifts.row(x, base, w, W, q, 8);
  else if (e === 16) Shifts.row(x, base, w, W, q, 16);
  else Shifts.row(x, base, w, W, q, e);
  if (d > 32) reflections(x, w, r, W, n, d);
  else if (d > 1) smallReflections(x, w, n, d);
  store<u32>(at(x, W - 1), load<u32>(at(x, W - 1)) & last);
}

/** d: D reduced to [0, n] (x^D = s^D + s^{−D} on the ring of 2n + 2 cells depends on D up to sign). */
function reduced(D: i32, n: i32): i32 {
  const ring = 2 * n + 2;
  const d = D % ring;
  if (d === n + 1) return 0; // s^{n+1} + s^{−(n+1)} = 0 on the ring of 2n + 2 cells
  return d > n + 1 ? ring - d : d;
}

/**
 * dst = one factor (dilation D) of src, both rows × W words of path rows (n cells, distinct); `pairs` holds per row
 * the two rows y^D reads (−1: none; equal: they cancel); `g` packs g₀₀, g₀₁, g₁₀, g₁₁ in bits 0–3; `w`, `r` scratch
 * rows of W words with W + 8 words of zeros on each side, `zero` a row of zeros.
 */
export function pathNeumannPass(dst: usize, src: usize, rows: i32, W: i32, n: i32, pairs: usize, g: i32, D: i32, w: usize, r: usize, zero: usize): void {
  const bytes = (<usize>W) << 2;
  const d = reduced(D, n);
  for (let i = 0; i < rows; i++) {
    const s0 = load<i32>(at(pairs, 2 * i));
    const s1 = load<i32>(at(pairs, 2 * i + 1));
    const t0 = s0 === s1 || s0 < 0 ? zero : src + <usize>s0 * bytes;
    const t1 = s0 === s1 || s1 < 0 ? zero : src + <usize>s1 * bytes;
    pathFactorRow(dst + <usize>i * bytes, src + <usize>i * bytes, t0, t1, W, n, g, d, w, r);
  }
}

/**
 * dst = the factors D = 2^{L−1}, …, 2, 1 of src, `band` rows at a time, as wasm/neumann.ts's `neumannBand` (`map`:
 * for every extended row i in [−H, rows + H), H = 2^L − 1, the board row at i + H, −1 for a row of zeros), on path
 * rows of n cells (W words). `buf0`, `buf1` hold (band + 2H) rows; `w`, `r`, `zero` as for {@link pathNeumannPass}.
 */
export function pathNeumannBand(dst: usize, src: usize, rows: i32, W: i32, n: i32, map: usize, g: i32, L: i32, band: i32, buf0: usize, buf1: usize, w: usize, r: usize, zero: usize): void {
  const bytes = (<usize>W) << 2;
  const halo = (1 << L) - 1;
  for (let a = 0; a < rows; a += band) {
    let from = buf0;
    let to = buf1;
    let lo = 0;
    let hi = min(band, rows - a) + 2 * halo;
    for (let s = L - 1; s >= 0; s--) {
      const D = 1 << s;
      const d = reduced(D, n);
      lo += D;
      hi -= D;
      const first = s === L - 1;
      for (let j = lo; j < hi; j++) {
        const x = s === 0 ? dst + <usize>(a + j - halo) * bytes : to + <usize>j * bytes;
        if (first) {
          const i = load<i32>(at(map, a + j));
          const i0 = load<i32>(at(map, a + j - D));
          const i1 = load<i32>(at(map, a + j + D));
          const z = i < 0 ? zero : src + <usize>i * bytes;
          pathFactorRow(x, z, i0 < 0 ? zero : src + <usize>i0 * bytes, i1 < 0 ? zero : src + <usize>i1 * bytes, W, n, g, d, w, r);
        } else {
          const z = from + <usize>j * bytes;
          pathFactorRow(x, z, z - <usize>D * bytes, z + <usize>D * bytes, W, n, g, d, w, r);
        }
      }
      const t = from;
      from = to;
      to = t;
    }
  }
}
