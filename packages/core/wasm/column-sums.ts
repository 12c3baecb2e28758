// AssemblyScript: the column sums of twist-product's step 2 (src/solve/grid/twist-product-system.ts, columnSums):
// per column kernel pattern k, the XOR of the rows r of z with k[r] = 1, one row of n bits per pattern.

import { at32 } from './chase';

/**
 * sums (`count` rows of `stride` words at `sums`) ^= every row r of the `rows` rows at z (`stride` words each) into
 * the sums j whose bit is set in the byte masks[r]; four words at a time.
 */
export function columnSums(sums: usize, z: usize, rows: i32, stride: i32, masks: usize, count: i32): void {
  const bytes = (<usize>stride) << 2;
  for (let r = 0; r < rows; r++) {
    const mask = <i32>load<u8>(masks + <usize>r);
    if (mask === 0) continue;
    const row = z + <usize>r * bytes;
    for (let j = 0; j < count; j++) {
      if (((mask >> j) & 1) === 0) continue;
      const sum = sums + <usize>j * bytes;
      let k = 0;
      for (; k + 4 <= stride; k += 4) v128.store(at32(sum, k), v128.xor(v128.load(at32(sum, k)), v128.load(at32(row, k))));
      for (; k < stride; k++) store<u32>(at32(sum, k), load<u32>(at32(sum, k)) ^ load<u32>(at32(row, k)));
    }
  }
}
