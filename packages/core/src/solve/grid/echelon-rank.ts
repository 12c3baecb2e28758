import type { BitMatrix } from '../../gf2/bit-matrix.ts';
import { ctz32 } from '../../gf2/words.ts';
import type { WorkOptions } from '../../work.ts';

/**
 * The rank of m (changed in place) by plain row echelon elimination: each pivot row is added to the rows below it
 * that have its bit, from its word on; rows above are left alone (the rank needs no reduced form). Columns are
 * taken a word at a time: a word with no bit left in the rows below the pivots is skipped whole (the few rows and
 * long, mostly empty rows of the projective fold's small systems).
 */
export function echelonRank(m: BitMatrix, work?: WorkOptions): number {
  const { rows, cols, stride, words } = m;
  let rank = 0;
  for (let col = 0, steps = 0; col < cols && rank < rows; col++) {
    if ((steps++ & 255) === 0) work?.signal?.throwIfAborted();
    const wi = col >>> 5;
    // the bits left in this word of the rows from `rank` on: none skips the word, else the first is the next pivot's
    let left = 0;
    for (let r = rank; r < rows; r++) left |= words[r * stride + wi]!;
    left &= -1 << (col & 31);
    if (left === 0) {
      col = 32 * wi + 31;
      continue;
    }
    col = 32 * wi + ctz32(left);
    if (col >= cols) break;
    const bit = 1 << (col & 31);
    let pivot = rank;
    while (pivot < rows && (words[pivot * stride + wi]! & bit) === 0) pivot++;
    if (pivot === rows) continue;
    m.swapRows(rank, pivot);
    const p = rank * stride;
    // rows rank + 1 … pivot have a zero here (the search passed them; row `pivot` now holds the old row `rank`)
    for (let r = pivot; r < rows; r++) {
      const base = r * stride;
      if (r === rank || (words[base + wi]! & bit) === 0) continue;
      for (let w = wi; w < stride; w++) words[base + w]! ^= words[p + w]!;
    }
    rank++;
  }
  return rank;
}
