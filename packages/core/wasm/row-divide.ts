// AssemblyScript: many rows divided by one row factor at once (src/solve/grid/twist-product.ts's rings: each pair
// of rows of a board with twisted columns is one ring of 2n cells, divided by the rows' operator u), each row by
// the two passes of divideRowInTwo then the boundary's fix, as RowDivider.divide does.

import { boundary } from './kron';
import { divideRowInTwo } from './series-words';

/** dst ^= src over `stride` words, four at a time. */
function xorInto(dst: usize, src: usize, stride: i32): void {
  let k = 0;
  for (; k + 4 <= stride; k += 4) v128.store(dst + ((<usize>k) << 2), v128.xor(v128.load(dst + ((<usize>k) << 2)), v128.load(src + ((<usize>k) << 2))));
  for (; k < stride; k++) store<u32>(dst + ((<usize>k) << 2), load<u32>(dst + ((<usize>k) << 2)) ^ load<u32>(src + ((<usize>k) << 2)));
}

/**
 * Row i of the `h` rows at dst (overwritten) the quotient of row i at src by the row factor: ℓ = 1 + (ell & 1)·z +
 * (ell >>> 1)·z² over `bits` cells, the dividend moved up by `lift`, a ring when `cyclic`; the boundary right-hand
 * side read at `cells`, the quotient's fix for right-hand side s the row s of `fixes`, its syndrome the i32 s at
 * `syndromes` (the layout of wasm/kron.ts's kronRows). `dst` and `src` must not overlap.
 *
 * @returns −1 when every row divided, else the index of the first row off the row factor's image.
 */
export function divideRows(dst: usize, src: usize, h: i32, stride: i32, bits: i32, lift: i32, cyclic: i32, ell: i32, cells: usize, fixes: usize, syndromes: usize): i32 {
  const bytes = (<usize>stride) << 2;
  for (let i = 0; i < h; i++) {
    const y = dst + <usize>i * bytes;
    const v = src + <usize>i * bytes;
    divideRowInTwo(y, v, stride, bits, lift, cyclic !== 0, ell);
    const rhs = boundary(y, v, cells);
    if (rhs !== 0) {
      if (load<i32>(syndromes + ((<usize>rhs) << 2)) !== 0) return i;
      xorInto(y, fixes + <usize>rhs * bytes, stride);
    }
  }
  return -1;
}
