/**
 * Gaussian elimination of a banded square matrix over GF(2) whose rows each fit in one 32-bit window: row i is
 * `bits[i]` read from column `lo[i]` (bit k is column lo + k). Columns are eliminated in order; the rows whose
 * first column is j are the candidates for j's pivot, and every other candidate, with the pivot added, moves
 * to its new first column. Both rows of a sum start at j, so the sum is exact in one window as long as the
 * inputs are: no row ever needs more than 32 bits (a row's span stays below twice the band's, as in banded LU
 * with partial pivoting). Cost: O(size · band) bit-mask operations.
 */
export interface BandReduction {
  /** Rank of the matrix. */
  readonly rank: number;
  /** Per column, the row that pivots it, or −1 (a free column). */
  readonly pivotOf: Int32Array;
  /** Each row's bits after elimination (a pivot row of column j starts at j, bit 0 set). */
  readonly bits: Uint32Array;
  /** The right side after elimination, when one was given. */
  readonly rhs: Uint8Array | null;
  /** True when every row reduced to zero has a zero right side (always true without one). */
  readonly consistent: boolean;
}

const lowest = (x: number): number => 31 - Math.clz32(x & -x);

/**
 * Eliminates the band matrix (inputs untouched).
 *
 * @param lo The first column of each row's window.
 * @param bits Each row's window.
 * @param rhs A right side (one bit per row), or null.
 */
export function eliminateBand(lo: Int32Array, bits: Uint32Array, rhs: Uint8Array | null): BandReduction {
  const size = lo.length;
  const first = new Int32Array(size);
  const b = new Uint32Array(size);
  const r = rhs ? rhs.slice() : null;
  // rows bucketed by first column: head[j] → next[i] → …
  const head = new Int32Array(size).fill(-1);
  const next = new Int32Array(size).fill(-1);
  let consistent = true;
  const place = (i: number): void => {
    const shift = lowest(b[i]!);
    b[i] = b[i]! >>> shift;
    first[i] = first[i]! + shift;
    if (first[i]! >= size) throw new Error('internal error: a band row past the last column');
    next[i] = head[first[i]!]!;
    head[first[i]!] = i;
  };
  for (let i = 0; i < size; i++) {
    b[i] = bits[i]!;
    first[i] = lo[i]!;
    if (b[i] !== 0) place(i);
    else if (r?.[i]) consistent = false;
  }
  const pivotOf = new Int32Array(size).fill(-1);
  let rank = 0;
  for (let j = 0; j < size; j++) {
    const p = head[j]!;
    if (p < 0) continue;
    pivotOf[j] = p;
    rank++;
    for (let i = next[p]!; i >= 0; ) {
      const after = next[i]!;
      b[i] = b[i]! ^ b[p]!;
      if (r) r[i]! ^= r[p]!;
      if (b[i] !== 0) place(i);
      else if (r?.[i]) consistent = false;
      i = after;
    }
  }
  return { rank, pivotOf, bits: b, rhs: r, consistent };
}

/**
 * A solution x of the eliminated system, free columns set from `free` (one bit per column, read only at free
 * columns; zero when null), by back substitution: x_j = rhs_p + Σ_{k ≥ 1} bit_k(p)·x_{j+k} for j's pivot row p.
 *
 * @param reduction An elimination (with a right side, or none for a kernel vector).
 * @param free The values of the free columns.
 */
export function backSubstitute(reduction: BandReduction, free: Uint8Array | null): Uint8Array {
  const { pivotOf, bits, rhs } = reduction;
  const size = pivotOf.length;
  const x = new Uint8Array(size);
  for (let j = size - 1; j >= 0; j--) {
    const p = pivotOf[j]!;
    if (p < 0) {
      x[j] = free?.[j] ?? 0;
      continue;
    }
    let v = rhs ? rhs[p]! : 0;
    for (let rest = bits[p]! >>> 1, k = 1; rest !== 0; rest >>>= 1, k++) if (rest & 1) v ^= x[j + k]!;
    x[j] = v;
  }
  return x;
}

/** A basis of the kernel: one vector per free column (that column 1, the other free ones 0). */
export function bandKernel(reduction: BandReduction): Uint8Array[] {
  const { pivotOf } = reduction;
  const homogeneous = { ...reduction, rhs: null };
  const out: Uint8Array[] = [];
  for (let j = 0; j < pivotOf.length; j++) {
    if (pivotOf[j]! >= 0) continue;
    const free = new Uint8Array(pivotOf.length);
    free[j] = 1;
    out.push(backSubstitute(homogeneous, free));
  }
  return out;
}
