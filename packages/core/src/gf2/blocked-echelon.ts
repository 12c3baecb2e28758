import type { BitMatrix } from './bit-matrix.ts';
import type { Echelon } from './eliminate.ts';
import type { WorkOptions } from '../work.ts';
import { xorWords } from './words.ts';

/** The row operations of an elimination, in order, for replaying them on a right-hand side. */
export interface EliminationLog {
  /** Rows a and b exchanged. */
  swap(a: number, b: number): void;
  /** Row dst += row src. */
  add(dst: number, src: number): void;
  /** Every row r += the sum of the rows first + i for the bits i of `sums[r]` (0 for the rows first … first + k − 1). */
  block(first: number, k: number, sums: Uint16Array): void;
}

/** Pivot columns taken per block: two tables of 2⁸ row combinations each. */
const BLOCK = 16;

/** Pivots per table. */
const HALF = 8;

/**
 * Gauss–Jordan elimination over GF(2) by blocks of up to 16 pivot columns (the "method of four Russians", two
 * tables), with the result of {@link reduceRowEchelon}: the first `columns` columns in reduced row echelon form
 * (unique), later columns following the row operations. Per block, the pivots are found on one word of each row,
 * the block's pivot rows are reduced among themselves, and every other row then takes one combination of them,
 * read off its bits at the pivot columns, from two tables of 2⁸ sums (the first 8 pivot rows', the rest's): about
 * rows · stride word operations per 16 columns rather than per column. Worth it from a few hundred rows on.
 *
 * @param m The matrix, changed in place.
 * @param columns How many leading columns to eliminate.
 * @param options Abort signal and progress (columns done out of `columns`).
 * @param above False to leave the rows above each block alone (a row echelon form, not reduced: enough for the
 *   rank, at half the work).
 * @param log Told every row operation, in order (see {@link EliminationLog}).
 * @returns The pivots and rank, with `m` as `reduced` (unless `above` is false).
 */
export function reduceRowEchelonBlocked(m: BitMatrix, columns = m.cols, options: WorkOptions = {}, above = true, log?: EliminationLog): Echelon {
  const { signal, onProgress } = options;
  const { rows, stride, words } = m;
  const pivots = new Int32Array(Math.min(rows, columns));
  const table = new Uint32Array(2 * (1 << HALF) * stride);
  const local = new Uint32Array(rows);
  const foundCols = new Int32Array(BLOCK);
  let rank = 0;
  for (let col = 0; col < columns && rank < rows; ) {
    signal?.throwIfAborted();
    onProgress?.(col, columns);
    const wi = col >>> 5;
    const end = Math.min(columns, (wi + 1) * 32, col + BLOCK);
    // 1. the block's pivots, eliminating on one word per row
    for (let r = rank; r < rows; r++) local[r] = words[r * stride + wi]!;
    let k = 0;
    for (let c = col; c < end && rank + k < rows; c++) {
      const bit = 1 << (c & 31);
      let pivot = -1;
      for (let r = rank + k; r < rows; r++) {
        if ((local[r]! & bit) !== 0) {
          pivot = r;
          break;
        }
      }
      if (pivot < 0) continue;
      // keep the candidates contiguous: the pivot moves to rank + k (its local word too)
      m.swapRows(rank + k, pivot);
      if (pivot !== rank + k) log?.swap(rank + k, pivot);
      const t = local[pivot]!;
      local[pivot] = local[rank + k]!;
      local[rank + k] = t;
      for (let r = rank + k + 1; r < rows; r++) if ((local[r]! & bit) !== 0) local[r]! ^= t;
      foundCols[k++] = c;
    }
    if (k > 0) {
      // 2. the pivot rows reduced among themselves: forward in the order found, then back
      const add = (dst: number, src: number): void => {
        xorWords(words, words, stride - wi, dst * stride + wi, src * stride + wi);
        log?.add(dst, src);
      };
      for (let i = 1; i < k; i++) for (let j = 0; j < i; j++) if (bitAt(words, (rank + i) * stride, foundCols[j]!)) add(rank + i, rank + j);
      for (let i = k - 1; i > 0; i--) for (let j = 0; j < i; j++) if (bitAt(words, (rank + j) * stride, foundCols[i]!)) add(rank + j, rank + i);
      // 3. the tables of the 2ᵏ sums of the first 8 pivot rows and of the rest (from word wi on)
      const width = stride - wi;
      const k1 = Math.min(k, HALF);
      const high = (1 << HALF) * stride; // the second table's offset
      const fill = (at: number, first: number, count: number): void => {
        for (let idx = 1; idx < 1 << count; idx++) {
          const low = 31 - Math.clz32(idx & -idx);
          const from = at + (idx & (idx - 1)) * stride;
          const src = (first + low) * stride;
          for (let w = 0; w < width; w++) table[at + idx * stride + w] = table[from + w]! ^ words[src + wi + w]!;
        }
      };
      fill(0, rank, k1);
      fill(high, rank + k1, k - k1);
      // 4. every other row takes the sums its bits at the pivot columns call for
      const sums = log ? new Uint16Array(rows) : null;
      for (let r = above ? 0 : rank + k; r < rows; r++) {
        if (r >= rank && r < rank + k) continue;
        const base = r * stride;
        const word = words[base + wi]!;
        let idx = 0;
        for (let i = 0; i < k; i++) idx |= ((word >>> (foundCols[i]! & 31)) & 1) << i;
        if (idx === 0) continue;
        if (sums) sums[r] = idx;
        const t1 = (idx & 255) * stride;
        const t2 = high + (idx >>> HALF) * stride;
        if (t1 === 0) for (let w = 0; w < width; w++) words[base + wi + w]! ^= table[t2 + w]!;
        else if (t2 === high) for (let w = 0; w < width; w++) words[base + wi + w]! ^= table[t1 + w]!;
        else for (let w = 0; w < width; w++) words[base + wi + w]! ^= table[t1 + w]! ^ table[t2 + w]!;
      }
      if (sums) log?.block(rank, k, sums);
      for (let i = 0; i < k; i++) pivots[rank + i] = foundCols[i]!;
      rank += k;
    }
    col = end;
  }
  onProgress?.(columns, columns);
  return { reduced: m, pivotCols: pivots.slice(0, rank), rank, columns };
}

function bitAt(words: Uint32Array, base: number, c: number): boolean {
  return ((words[base + (c >>> 5)]! >>> (c & 31)) & 1) === 1;
}

