// AssemblyScript: the two passes of the product-stencil method (src/solve/grid/kron-chase.ts) for a column
// factor σ⁻¹ + c + σ, on the library's row layout (rows of `stride` u32 words, bit j of a row = column j): the
// class sums of the lights' rows (what the unknown first rows are found from), then one pass that chases whole
// rows, x_{r+1} = b_r + c·x_r + x_{r−1}, and divides each chased row by the row factor while it is in cache.

/** Address of u32 word k of the array at p. */
function at32(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** dst ^= src over `stride` words, four at a time. */
function xorRow(dst: usize, src: usize, stride: i32): void {
  let k = 0;
  for (; k + 4 <= stride; k += 4) v128.store(at32(dst, k), v128.xor(v128.load(at32(dst, k)), v128.load(at32(src, k))));
  for (; k < stride; k++) store<u32>(at32(dst, k), load<u32>(at32(dst, k)) ^ load<u32>(at32(src, k)));
}

/**
 * acc_{(phase + i) mod period} ^= row i of the `h` rows at b, the `period` accumulators `stride` words apart at
 * `acc`: every row of a class enters the first rows' equations alike (the column factor's response is periodic).
 */
export function kronClasses(b: usize, h: i32, stride: i32, period: i32, phase: i32, acc: usize): void {
  const bytes = (<usize>stride) << 2;
  let cls = phase;
  for (let i = 0; i < h; i++) {
    xorRow(acc + <usize>cls * bytes, b + <usize>i * bytes, stride);
    cls = cls + 1 === period ? 0 : cls + 1;
  }
}

// w·ℓ⁻¹ mod z⁶⁴ by prefix XORs, one function per ℓ = 1 + ℓ₁·z + ℓ₂·z² (each small enough to be inlined into its
// own loop below): 1 + z + z² = (1 + z³)/(1 + z), so its inverse is (1 + z)·(1 + z³ + z⁶ + …); (1 + z²)⁻¹ =
// 1 + z² + z⁴ + …; (1 + z)⁻¹ = 1 + z + z² + ….

/** w / (1 + z + z²) mod z⁶⁴. */
function invertMoore(w: u64): u64 {
  w ^= w << 1;
  w ^= w << 3;
  w ^= w << 6;
  w ^= w << 12;
  w ^= w << 24;
  return w ^ (w << 48);
}

/** w / (1 + z²) mod z⁶⁴. */
function invertEven(w: u64): u64 {
  w ^= w << 2;
  w ^= w << 4;
  w ^= w << 8;
  w ^= w << 16;
  return w ^ (w << 32);
}

/** w / (1 + z) mod z⁶⁴. */
function invertOne(w: u64): u64 {
  w ^= w << 1;
  w ^= w << 2;
  w ^= w << 4;
  w ^= w << 8;
  w ^= w << 16;
  return w ^ (w << 32);
}

/** w / ℓ mod z⁶⁴ for ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z². */
function invert(w: u64, ell: i32): u64 {
  return ell === 3 ? invertMoore(w) : ell === 2 ? invertEven(w) : ell === 1 ? invertOne(w) : w;
}

/** The next word's input: `cur` moved up by `lift` cells (0 to 63), the low ones from `below`'s top. */
function lifted(cur: u64, below: u64, lift: i32): u64 {
  return lift === 0 ? cur : (cur << lift) | (below >>> ((64 - lift) & 63));
}

/** What the previous quotient word's top two bits carry into the next: y₆₃·ℓ'⁻¹ + y₆₂·ℓ₂⁻¹ (ℓ' = ℓ₁ + ℓ₂·z). */
function carried(prev: u64, r63: u64, r62: u64): u64 {
  return (r63 & (0 - (prev >>> 63))) ^ (r62 & (0 - ((prev >>> 62) & 1)));
}

/**
 * dst = (src moved up by `lift` cells) / ℓ from a zero state, 64 cells a step (the kernel of `seriesDivideShifted`
 * in src/gf2/series.ts): each word's quotient is its input divided alone plus what the previous word carries
 * ({@link carried}), so the loop-carried chain is a few operations. On a ring the cells moved past its end come
 * round to its start. Bits past `bits` come out 0.
 */
function divideRow(dst: usize, src: usize, stride: i32, bits: i32, lift: i32, cyclic: bool, ell: i32): void {
  const r63 = invert(<u64>(ell & 1) | (<u64>(ell >>> 1) << 1), ell);
  const r62 = invert(<u64>(ell >>> 1), ell);
  let below: u64 = 0;
  if (cyclic && lift > 0) {
    for (let i = 0; i < lift; i++) {
      const t = bits - lift + i;
      below |= <u64>((load<u32>(at32(src, t >>> 5)) >>> (<u32>t & 31)) & 1) << (<u64>(64 - lift + i));
    }
  }
  let prev: u64 = 0;
  const end = src + ((<usize>(stride >> 1)) << 3);
  const to = dst - src;
  // one loop per ℓ, so that each inlines its own division
  if (ell === 3) {
    for (let p = src; p < end; p += 8) {
      const cur = load<u64>(p);
      prev = invertMoore(lifted(cur, below, lift)) ^ carried(prev, r63, r62);
      below = cur;
      store<u64>(p + to, prev);
    }
  } else if (ell === 2) {
    for (let p = src; p < end; p += 8) {
      const cur = load<u64>(p);
      prev = invertEven(lifted(cur, below, lift)) ^ carried(prev, r63, r62);
      below = cur;
      store<u64>(p + to, prev);
    }
  } else {
    for (let p = src; p < end; p += 8) {
      const cur = load<u64>(p);
      prev = invert(lifted(cur, below, lift), ell) ^ carried(prev, r63, r62);
      below = cur;
      store<u64>(p + to, prev);
    }
  }
  if (stride & 1) {
    const w = lifted(<u64>load<u32>(at32(src, stride - 1)), below, lift);
    store<u32>(at32(dst, stride - 1), <u32>(invert(w, ell) ^ carried(prev, r63, r62)));
  }
  const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << (<u32>bits & 31)) - 1;
  store<u32>(at32(dst, stride - 1), load<u32>(at32(dst, stride - 1)) & tail);
}

/** Bit t of the row at p. */
function bitAt(p: usize, t: i32): u32 {
  return (load<u32>(at32(p, t >>> 5)) >>> (<u32>t & 31)) & 1;
}

/**
 * The boundary's right-hand side of a divided row: bit i the parity of the quotient's cells and the dividend's
 * cells listed for it at `cells` (i32s: β, then per bit the count and cells of the quotient, the count and cells of
 * the dividend).
 */
function boundary(y: usize, v: usize, cells: usize): i32 {
  const beta = load<i32>(cells);
  let at = cells + 4;
  let rhs = 0;
  for (let i = 0; i < beta; i++) {
    let bit: u32 = 0;
    for (let side = 0; side < 2; side++) {
      const row = side === 0 ? y : v;
      const count = load<i32>(at);
      at += 4;
      for (let j = 0; j < count; j++, at += 4) bit ^= bitAt(row, load<i32>(at));
    }
    rhs |= <i32>bit << i;
  }
  return rhs;
}

/**
 * One block of the fused pass over `h` rows of lights at b. On entry xa holds x_{r−1} and xb holds x_r (r the
 * block's first row); for each row, xa becomes x_{r+1} = b_r + c·x_r + x_{r−1} (c = `centre`), then x_r divided by
 * the row factor overwrites b_r, and the two swap roles (so after an odd block xa holds the newer row). The row
 * factor: ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z² over `bits` cells, the dividend moved up by `lift`, a ring when
 * `cyclic`; the boundary right-hand side read at `cells`; the quotient's fix for right-hand side s the row s of
 * `fixes` and its syndrome the i32 s at `syndromes`.
 *
 * @returns −1 when every row divided, else the index in the block of the first row out of the row factor's reach.
 */
export function kronRows(b: usize, h: i32, stride: i32, xa: usize, xb: usize, centre: i32, bits: i32, lift: i32, cyclic: i32, ell: i32, cells: usize, fixes: usize, syndromes: usize): i32 {
  const bytes = (<usize>stride) << 2;
  let older = xa;
  let newer = xb;
  for (let i = 0; i < h; i++) {
    const row = b + <usize>i * bytes;
    xorRow(older, row, stride);
    if (centre) xorRow(older, newer, stride);
    divideRow(row, newer, stride, bits, lift, cyclic !== 0, ell);
    const rhs = boundary(row, newer, cells);
    if (rhs !== 0) {
      if (load<i32>(syndromes + ((<usize>rhs) << 2)) !== 0) return i;
      xorRow(row, fixes + <usize>rhs * bytes, stride);
    }
    const t = older;
    older = newer;
    newer = t;
  }
  return -1;
}
