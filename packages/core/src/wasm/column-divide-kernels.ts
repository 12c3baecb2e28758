import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';

/** The kernel of wasm/column-divide.ts (declared here so the shared {@link Kernels} interface stays as it is). */
interface ColumnDivideKernels {
  columnDivide(p: number, m: number, stride: number, v0: number, flags: number): void;
}

/** Boards of fewer words than this take the TypeScript loops (the copies and the call outweigh the kernel there). */
export const WASM_COLUMN_DIVIDE_MIN_WORDS = 1 << 8;

/**
 * The columns' division of `column-divider.ts` in the module: w (m rows of `stride` words, overwritten) with
 * v·w = z for v = v₀ + y, by the chase from zero starts and the residuals' corrections, row r getting residual b
 * (0: w_m, 1: w_{m−1}) when bit b of `flags[r]` is set. The whole board goes through the module's memory at once.
 *
 * @returns False without the kernels or when the board does not fit in the module's memory (w untouched).
 */
export function columnDivideWasm(z: Uint32Array, m: number, stride: number, v0: 0 | 1, flags: Uint8Array, w: Uint32Array): boolean {
  const k = kernels() as (Kernels & ColumnDivideKernels) | null;
  if (!k) return false;
  const base = ((k.heapBase() >>> 2) + 3) & ~3;
  const rows = (m + 2) * stride;
  const flagsAt = (base + rows + 3) & ~3;
  const mem = memoryWords(k, 4 * (flagsAt + 4) + m);
  if (!mem) return false;
  mem.set(z.subarray(0, m * stride), base + stride);
  new Uint8Array(mem.buffer).set(flags.subarray(0, m), 4 * flagsAt);
  k.columnDivide(4 * base, m, stride, v0, 4 * flagsAt);
  w.set(mem.subarray(base, base + m * stride));
  releaseLarge(k);
  return true;
}
