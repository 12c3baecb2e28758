// AssemblyScript: path rows to their reflected ring and back (src/solve/grid/reflected-rows.ts, the TypeScript
// reference; src/wasm/reflect-kernels.ts). A path of n = 16·S − 1 cells is the odd part of a ring of N = 2n + 2 = 32·S
// cells: ṽ is v moved up one cell plus v reversed over the ring's N cells (its words bit-reversed in reverse order).

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** The 32 bits of a word in reverse order (small: the optimiser inlines it). */
export function reverse32(x: u32): u32 {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  return bswap<u32>(x);
}

/**
 * Four words reversed as one 128-bit string (word i of the result is word 3 − i bit-reversed): the bits of each byte
 * by a nibble table, then the bytes in reverse order.
 */
export function reversed128(v: v128): v128 {
  const table = i8x16(0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15);
  const low = i8x16.swizzle(table, v128.and(v, i8x16.splat(15)));
  const high = i8x16.swizzle(table, i8x16.shr_u(v, 4));
  return i8x16.swizzle(v128.or(i8x16.shl(low, 4), high), i8x16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
}

/** dst (rows × S words) = the reflected ring rows of src's path rows (rows × ⌈n/32⌉ words, cells past n ignored). */
export function reflectRows(dst: usize, src: usize, rows: i32, n: i32): void {
  const S = (n + 1) >>> 4;
  const stride = (n + 31) >>> 5;
  const last: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  for (let r = 0; r < rows; r++) {
    const s = at(src, r * stride);
    const d = at(dst, r * S);
    // the lower half: v moved up a cell, words 0 … stride − 1; four words a step from word 1 (each reads the word
    // below it), the last word (masked) alone
    store<u32>(d, stride === 1 ? (load<u32>(s) & last) << 1 : load<u32>(s) << 1);
    let k = 1;
    for (; k + 4 < stride; k += 4) {
      const w = v128.load(at(s, k));
      v128.store(at(d, k), v128.or(i32x4.shl(w, 1), i32x4.shr_u(v128.load(at(s, k - 1)), 31)));
    }
    for (; k < stride; k++) {
      const w = k === stride - 1 ? load<u32>(at(s, k)) & last : load<u32>(at(s, k));
      store<u32>(at(d, k), (w << 1) | (load<u32>(at(s, k - 1)) >>> 31));
    }
    // the upper half: word S − 1 − j = v's word j reversed (the middle word shared when S is odd); four words a
    // step while they land past the lower half and leave the last word (masked) alone
    let j = 0;
    for (; j + 4 < stride && S - 4 - j >= stride; j += 4) v128.store(at(d, S - 4 - j), reversed128(v128.load(at(s, j))));
    for (; j < stride; j++) {
      const w = reverse32(j === stride - 1 ? load<u32>(at(s, j)) & last : load<u32>(at(s, j)));
      const q = S - 1 - j;
      store<u32>(at(d, q), q >= stride ? w : load<u32>(at(d, q)) ^ w);
    }
  }
}

/** dst's path rows (rows × ⌈n/32⌉ words, padding cleared) = cells 1 … n of src's ring rows (rows × S words). */
export function unreflectRows(dst: usize, src: usize, rows: i32, n: i32): void {
  const S = (n + 1) >>> 4;
  const stride = (n + 31) >>> 5;
  const last: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  for (let r = 0; r < rows; r++) {
    const s = at(src, r * S);
    const d = at(dst, r * stride);
    let k = 0;
    for (; k + 4 <= stride; k += 4) v128.store(at(d, k), v128.or(i32x4.shr_u(v128.load(at(s, k)), 1), i32x4.shl(v128.load(at(s, k + 1)), 31)));
    for (; k < stride; k++) store<u32>(at(d, k), (load<u32>(at(s, k)) >>> 1) | (load<u32>(at(s, k + 1)) << 31));
    store<u32>(at(d, stride - 1), load<u32>(at(d, stride - 1)) & last);
  }
}
