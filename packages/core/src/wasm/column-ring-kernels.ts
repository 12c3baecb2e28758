import type { KronRowFactor } from './kron-kernels.ts';
import { type Kernels, kernels, memoryWords } from './kernels.ts';
import { divideRowsWasm, divideRowsWords } from './row-divide-kernels.ts';

/** The kernels of wasm/column-divide.ts (declared here so the shared {@link Kernels} interface stays as it is). */
interface ColumnRingKernels {
  columnDivide(p: number, m: number, stride: number, v0: number, flags: number): void;
  xorFlagged(p: number, m: number, stride: number, flags: number): void;
}

/** The columns' part of a rows-twisting board's plan (`src/solve/grid/column-rings.ts`). */
export interface ColumnStarts {
  readonly u0: 0 | 1;
  /** Per row, which free start (bit 0: z₀, bit 1: z₋₁) the row gets. */
  readonly flags: Uint8Array;
  /** The free starts from what the chase from zero starts leaves past the last row (null: none, b is off X's image). */
  starts(r0: Uint32Array, r1: Uint32Array): [Uint32Array, Uint32Array] | null;
}

/**
 * twist-product where the rows twist, on the board as given (n rows of m cells, `lights`), in one trip into the
 * kernels with no transpose: X·z = b down every column at once (`columnDivide` with no corrections, the free starts
 * from its two residual rows by `columns.starts`, then `xorFlagged`), then Y·w = z along every row (`divideRows` by
 * `rowFactor`, the rows read where z lies), w into `out`.
 *
 * @returns −1 with w in `out`; n when b is off X's image, else the first row of z off Y's image (either way b has
 *   no solution: the caller takes X or Y invertible); null without the kernels or room in their memory.
 */
export function columnRingDivideWasm(lights: Uint32Array, n: number, m: number, columns: ColumnStarts, rowFactor: KronRowFactor, out: Uint32Array): number | null {
  const k = kernels() as (Kernels & ColumnRingKernels) | null;
  if (!k) return null;
  const stride = (m + 31) >>> 5;
  const base = ((k.heapBase() >>> 2) + 3) & ~3;
  // z past the memory the rows' division writes, m + 2 rows (see columnDivide), then the flags
  const z = (base + divideRowsWords(n, stride, rowFactor) + 7) & ~3;
  const flagsAt = (z + (n + 2) * stride + 7) & ~3;
  const mem = memoryWords(k, 4 * (flagsAt + (n >>> 2) + 4));
  if (!mem) return null;
  const bytes = new Uint8Array(mem.buffer);
  mem.set(lights.subarray(0, n * stride), z + stride);
  bytes.fill(0, 4 * flagsAt, 4 * flagsAt + n);
  k.columnDivide(4 * z, n, stride, columns.u0, 4 * flagsAt);
  const end = z + n * stride;
  const starts = columns.starts(mem.slice(end, end + stride), mem.slice(end + stride, end + 2 * stride));
  if (!starts) return n;
  const [t0, t1] = starts;
  mem.set(t0, end);
  mem.set(t1, end + stride);
  bytes.set(columns.flags.subarray(0, n), 4 * flagsAt);
  k.xorFlagged(4 * z, n, stride, 4 * flagsAt);
  return divideRowsWasm(mem, z, n, stride, rowFactor, out, 0);
}
