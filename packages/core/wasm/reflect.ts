// AssemblyScript: path rows to their reflected ring and back (src/solve/grid/reflected-rows.ts, the TypeScript
// reference; src/wasm/reflect-kernels.ts). A path of n = 16·S − 1 cells is the odd part of a ring of N = 2n + 2 = 32·S
// cells: ṽ = L + s·R(L), L the row moved up one cell (the ring's lower half), R the reversal of the ring's N cells.

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** The 32 bits of a word in reverse order (small: the optimiser inlines it). */
function reverse32(x: u32): u32 {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  return bswap<u32>(x);
}

/** dst (rows × S words) = the reflected ring rows of src's path rows (rows × ⌈n/32⌉ words, cells past n ignored). */
export function reflectRows(dst: usize, src: usize, rows: i32, n: i32): void {
  const S = (n + 1) >>> 4;
  const stride = (n + 31) >>> 5;
  const last: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  const top = stride < S ? stride : stride - 1;
  for (let r = 0; r < rows; r++) {
    const s = at(src, r * stride);
    const d = at(dst, r * S);
    memory.fill(d, 0, (<usize>S) << 2);
    // word j of L goes to word j; reversed, to words S − 1 − j (moved up a cell) and S − j (its top cell)
    let below: u32 = 0;
    for (let j = 0; j <= top; j++) {
      const w: u32 = j < stride ? (j === stride - 1 ? load<u32>(at(s, j)) & last : load<u32>(at(s, j))) : 0;
      const l = (w << 1) | (below >>> 31);
      below = w;
      store<u32>(at(d, j), load<u32>(at(d, j)) ^ l);
      const rl = reverse32(l);
      store<u32>(at(d, S - 1 - j), load<u32>(at(d, S - 1 - j)) ^ (rl << 1));
      if (j > 0) store<u32>(at(d, S - j), load<u32>(at(d, S - j)) ^ (rl >>> 31));
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
    for (let k = 0; k < stride; k++) store<u32>(at(d, k), (load<u32>(at(s, k)) >>> 1) | (load<u32>(at(s, k + 1)) << 31));
    store<u32>(at(d, stride - 1), load<u32>(at(d, stride - 1)) & last);
  }
}
