// AssemblyScript: the two passes of the product-stencil method (src/solve/grid/kron-chase.ts) for a column
// factor σ⁻¹ + c + σ, on the library's row layout (rows of `stride` u32 words, bit j of a row = column j): the
// class sums of the lights' rows (what the unknown first rows are found from), then one pass that chases whole
// rows, x_{r+1} = b_r + c·x_r + x_{r−1}, and divides each chased row by the row factor while it is in cache.

import { divideRowInTwo } from './series-words';

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

/** Bit t of the row at p. */
function bitAt(p: usize, t: i32): u32 {
  return (load<u32>(at32(p, t >>> 5)) >>> (<u32>t & 31)) & 1;
}

/**
 * The boundary's right-hand side of a divided row: bit i the parity of the quotient's cells and the dividend's
 * cells listed for it at `cells` (i32s: β, then per bit the count and cells of the quotient, the count and cells of
 * the dividend).
 */
export function boundary(y: usize, v: usize, cells: usize): i32 {
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
    divideRowInTwo(row, newer, stride, bits, lift, cyclic !== 0, ell);
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
