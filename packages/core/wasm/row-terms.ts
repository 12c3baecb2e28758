// AssemblyScript: the symbolic row step of row-affine chasing (src/solve/grid/row-affine-chase.ts). A row of
// press vectors is `words` u32 words; the new row is the XOR of a few shifted contiguous ranges of earlier
// rows. Every offset and length is a multiple of 4 words, so the whole pass runs on aligned 128-bit vectors.

/** Words of the destination settled at once: every term is XORed into this chunk while it stays in cache. */
const CHUNK: i32 = 2048;

/**
 * dst[0, words) = Σ over the `count` terms at `table` (three i32 each: first destination word, source address
 * in bytes, length in words) of src[0, length) placed at the first destination word. `words`, every first word
 * and every length are multiples of 4; `dst` and every source are 16-byte aligned and do not overlap `dst`.
 */
export function xorTerms(dst: usize, words: i32, table: usize, count: i32): void {
  for (let a: i32 = 0; a < words; a += CHUNK) {
    const b = min(a + CHUNK, words);
    memory.fill(dst + ((<usize>a) << 2), 0, (<usize>(b - a)) << 2);
    for (let t: i32 = 0; t < count; t++) {
      const entry = table + <usize>t * 12;
      const first = load<i32>(entry);
      const src = load<u32>(entry, 4);
      const length = load<i32>(entry, 8);
      const lo = max(a, first);
      const hi = min(b, first + length);
      if (lo >= hi) continue;
      let d = dst + ((<usize>lo) << 2);
      let s = <usize>src + ((<usize>(lo - first)) << 2);
      const end = dst + ((<usize>hi) << 2);
      for (; d + 32 <= end; d += 32, s += 32) {
        v128.store(d, v128.xor(v128.load(d), v128.load(s)));
        v128.store(d, v128.xor(v128.load(d, 16), v128.load(s, 16)), 16);
      }
      if (d < end) v128.store(d, v128.xor(v128.load(d), v128.load(s)));
    }
  }
}
