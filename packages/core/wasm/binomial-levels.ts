// AssemblyScript: the superset-sum transform of wasm/binomial.ts from any level up to any span, two levels a sweep
// where three do not fit (the caller: wasm/projective-fold-binomial.ts, which does the first levels as it builds its
// rows and the last in its chase).

import { sums8 } from './binomial';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/**
 * Bytes of rows whose levels {@link binomialLevels} finishes before it moves on, so that the sweeps of a block's levels
 * read the cache, not the fold again (8192²: the fold is 16 MiB, past every cache but the shared L3, and ten levels of
 * it took four sweeps of the whole). 128 KiB measured best of 32 KiB … 1 MiB (8192² diagonal warm solve, CPU ms
 * alternating processes: 22.1–24.2 unblocked → 19.7–22.2); 2048² unchanged within the noise.
 */
const BLOCK_BYTES: i32 = 1 << 17;

/**
 * Levels h, 2h, … up to (not including) span `end` rows of the superset-sum transform of the `rows` rows at p (h, end
 * and rows powers of two, end ≤ rows; stride a multiple of 4): the levels of span below a block of
 * {@link BLOCK_BYTES} one block at a time (a level of span s only adds rows within s·2 aligned rows, and the levels
 * commute), then the rest over all rows; three levels a sweep while they fit, then two or one.
 */
export function binomialLevels(p: usize, rows: i32, stride: i32, h: i32, end: i32): void {
  let block = 1;
  while (2 * block * stride * 4 <= BLOCK_BYTES && 2 * block <= rows) block *= 2;
  if (h < block && block < rows) {
    const top = min(block, end);
    for (let r = 0; r < rows; r += block) levels(at(p, r * stride), block, stride, h, top);
    h = top;
  }
  levels(p, rows, stride, h, end);
}

/** {@link binomialLevels}' sweeps over all `rows` rows at p, levels h … end. */
function levels(p: usize, rows: i32, stride: i32, h: i32, end: i32): void {
  while (h < end) {
    const span = h * stride;
    if (8 * h <= end) {
      const s = (<usize>span) << 2;
      for (let r = 0; r < rows; r += 8 * h) {
        const q = at(p, r * stride);
        for (let i = 0; i < span; i += 4) sums8(at(q, i), s);
      }
      h *= 8;
    } else if (4 * h <= end) {
      // two levels: four vectors in registers (a sweep fewer than one level at a time)
      const s = (<usize>span) << 2;
      for (let r = 0; r < rows; r += 4 * h) {
        const q = at(p, r * stride);
        for (let i = 0; i < span; i += 4) {
          const a = at(q, i);
          const v1 = v128.load(a + s);
          const v2 = v128.load(a + 2 * s);
          const v3 = v128.load(a + 3 * s);
          v128.store(a, v128.xor(v128.xor(v128.load(a), v1), v128.xor(v2, v3)));
          v128.store(a + s, v128.xor(v1, v3));
          v128.store(a + 2 * s, v128.xor(v2, v3));
        }
      }
      h *= 4;
    } else {
      for (let r = 0; r < rows; r += 2 * h) {
        const q = at(p, r * stride);
        const f = at(q, span);
        for (let i = 0; i < span; i += 4) v128.store(at(q, i), v128.xor(v128.load(at(q, i)), v128.load(at(f, i))));
      }
      h *= 2;
    }
  }
}
