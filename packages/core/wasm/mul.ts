// AssemblyScript: products in GF(2)[t] on u64 words, the layers of src/gf2/poly-mul.ts (comb base case with
// 4-bit windows, Karatsuba above it, piecewise products for unbalanced operands). Temporaries come from a
// bump allocator above the operands, released in stack order; the memory grows when it runs out.
import { at } from './words';

/** Operands of at most this many u64 words on the shorter side are multiplied by the comb. */
const COMB_WORDS: i32 = 24;

let top: usize = 0;

/** `words` u64 words of scratch memory (released by resetting `top` to its value before the call). */
function alloc(words: i32): usize {
  const p = top;
  top += (<usize>words) << 3;
  const have = (<usize>memory.size()) << 16;
  if (top > have) {
    const pages = <i32>((top - have + 0xffff) >>> 16);
    if (memory.grow(pages) < 0) unreachable();
  }
  return p;
}

/** out[0, an + bn) = a·b (u64 words); scratch memory from `scratch` on; out must not overlap a or b. */
export function mul(out: usize, a: usize, an: i32, b: usize, bn: i32, scratch: usize): void {
  top = scratch;
  mulInto(out, a, an, b, bn);
}

function mulInto(out: usize, a: usize, an: i32, b: usize, bn: i32): void {
  if (an < bn) {
    const p = a;
    a = b;
    b = p;
    const n = an;
    an = bn;
    bn = n;
  }
  if (bn === 0) {
    memory.fill(out, 0, (<usize>an) << 3);
    return;
  }
  if (bn <= COMB_WORDS) {
    comb(out, a, an, b, bn);
    return;
  }
  const h = (an + 1) >>> 1;
  if (bn <= h) piecewise(out, a, an, b, bn);
  else karatsuba(out, a, an, b, bn, h);
}

/** a·b for a much longer than b: a cut into pieces of b's length, each product added at its offset. */
function piecewise(out: usize, a: usize, an: i32, b: usize, bn: i32): void {
  const mark = top;
  memory.fill(out, 0, (<usize>(an + bn)) << 3);
  const piece = alloc(2 * bn);
  for (let off = 0; off < an; off += bn) {
    const len = min(bn, an - off);
    mulInto(piece, at(a, off), len, b, bn);
    xorInto(at(out, off), piece, len + bn);
  }
  top = mark;
}

/** Karatsuba with a cut at h words: a·b = P₀ + X^h (P₀ + P₁ + P₂) + X^{2h} P₂. */
function karatsuba(out: usize, a: usize, an: i32, b: usize, bn: i32, h: i32): void {
  const mark = top;
  mulInto(out, a, h, b, h);
  mulInto(at(out, 2 * h), at(a, h), an - h, at(b, h), bn - h);
  const sa = alloc(h);
  const sb = alloc(h);
  memory.copy(sa, a, (<usize>h) << 3);
  memory.copy(sb, b, (<usize>h) << 3);
  xorInto(sa, at(a, h), an - h);
  xorInto(sb, at(b, h), bn - h);
  const mid = alloc(2 * h);
  mulInto(mid, sa, h, sb, h);
  xorInto(mid, out, 2 * h);
  xorInto(mid, at(out, 2 * h), an + bn - 2 * h);
  xorInto(at(out, h), mid, 2 * h);
  top = mark;
}

/** dst[0, n) ^= src[0, n). */
function xorInto(dst: usize, src: usize, n: i32): void {
  let k = 0;
  for (; k + 1 < n; k += 2) v128.store(at(dst, k), v128.xor(v128.load(at(dst, k)), v128.load(at(src, k))));
  if (k < n) store<u64>(at(dst, k), load<u64>(at(dst, k)) ^ load<u64>(at(src, k)));
}

/** The comb (López–Dahab, 4-bit windows): the 16 multiples of a tabulated, one row XORed per window of b. */
function comb(out: usize, a: usize, an: i32, b: usize, bn: i32): void {
  const mark = top;
  const stride = an + 1;
  const t = alloc(16 * stride);
  for (let s = 0; s < 4; s++) {
    const row = at(t, (1 << s) * stride);
    let carry: u64 = 0;
    for (let k = 0; k < an; k++) {
      const w = load<u64>(at(a, k));
      store<u64>(at(row, k), (w << s) | carry);
      carry = s === 0 ? 0 : w >> (64 - s);
    }
    store<u64>(at(row, an), carry);
  }
  for (let u = 3; u < 16; u++) {
    if ((u & (u - 1)) === 0) continue;
    const row = at(t, u * stride);
    const hi = at(t, (u & (u - 1)) * stride);
    const lo = at(t, (u & -u) * stride);
    for (let k = 0; k < stride; k++) store<u64>(at(row, k), load<u64>(at(hi, k)) ^ load<u64>(at(lo, k)));
  }
  const total = an + bn;
  memory.fill(out, 0, (<usize>total) << 3);
  for (let j = 60; ; j -= 4) {
    for (let k = 0; k < bn; k++) {
      const u = <i32>((load<u64>(at(b, k)) >> j) & 15);
      if (u === 0) continue;
      xorInto(at(out, k), at(t, u * stride), stride);
    }
    if (j === 0) break;
    for (let k = total - 1; k > 0; k--) {
      store<u64>(at(out, k), (load<u64>(at(out, k)) << 4) | (load<u64>(at(out, k - 1)) >> 60));
    }
    store<u64>(out, load<u64>(out) << 4);
  }
  top = mark;
}
