import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';

/** The kernel of wasm/column-sums.ts (declared here so the shared {@link Kernels} interface stays as it is). */
interface ColumnSumsKernels {
  columnSums(sums: number, z: number, rows: number, stride: number, masks: number, count: number): void;
}

/** Boards of fewer words than this take the TypeScript loop (the copies and the call outweigh the kernel there). */
export const WASM_COLUMN_SUMS_MIN_WORDS = 1 << 10;

/** Words of rows a block copies into the module's memory (the block stays in the core's cache). */
const BLOCK_WORDS = 1 << 14;

/** Most sums the kernel takes: a byte of selectors a row. */
const KERNEL_SUMS = 8;

/**
 * Per selector j, the XOR of the rows r of z (`rows` rows of `stride` words) with `select[j][r]` set, in the module
 * a block of rows at a time: twist-product's column sums (`twist-product-system.ts`, whose TypeScript loop stays the
 * reference and the fallback).
 *
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @returns One row of `stride` words per selector, or null without the kernels, with more than eight selectors or
 *   without room in the module's memory.
 */
export function columnSumsWasm(z: Uint32Array, rows: number, stride: number, select: readonly Uint8Array[], blockWords = BLOCK_WORDS): Uint32Array[] | null {
  const k = kernels() as (Kernels & ColumnSumsKernels) | null;
  if (!k || select.length > KERNEL_SUMS) return null;
  const count = select.length;
  const block = Math.min(rows, Math.max(1, Math.floor(blockWords / stride)));
  const sums = ((k.heapBase() >>> 2) + 3) & ~3;
  const masks = sums + count * stride + 4;
  const at = masks + ((rows + 3) >>> 2) + 4;
  const mem = memoryWords(k, 4 * (at + block * stride + 4));
  if (!mem) return null;
  // the selectors as one byte a row
  const bytes = new Uint8Array(mem.buffer, 4 * masks, rows);
  bytes.fill(0);
  select.forEach((s, j) => {
    for (let r = 0; r < rows; r++) if (s[r]) bytes[r]! |= 1 << j;
  });
  mem.fill(0, sums, sums + count * stride);
  for (let r0 = 0; r0 < rows; r0 += block) {
    const h = Math.min(block, rows - r0);
    mem.set(z.subarray(r0 * stride, (r0 + h) * stride), at);
    k.columnSums(4 * sums, 4 * at, h, stride, 4 * masks + r0, count);
  }
  const out = select.map((_, j) => mem.slice(sums + j * stride, sums + (j + 1) * stride));
  releaseLarge(k);
  return out;
}
