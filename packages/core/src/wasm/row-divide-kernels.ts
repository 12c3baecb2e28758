import type { KronRowFactor } from './kron-kernels.ts';
import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';
import { type RowStream, rowsIn, rowsOut } from './row-stream.ts';

/** The kernel of wasm/row-divide.ts (declared here so the shared {@link Kernels} interface stays as it is). */
interface RowDivideKernels {
  divideRows(dst: number, src: number, h: number, stride: number, bits: number, lift: number, cyclic: number, ell: number, cells: number, fixes: number, syndromes: number): number;
}

/** Fewer words of rows than this take the TypeScript divider (the copies and the call outweigh the kernel there). */
export const WASM_DIVIDE_ROWS_MIN_WORDS = 1 << 8;

/** Words of dividends a block copies into the module's memory (the block and its quotients stay in the core's cache). */
const BLOCK_WORDS = 1 << 14;

/**
 * Words of the module's memory {@link divideRowsWasm} claims from its base (the heap base rounded up to 16 bytes):
 * a caller may keep data above them between its blocks.
 */
export function divideRowsWords(h: number, stride: number, factor: KronRowFactor, blockWords = BLOCK_WORDS): number {
  const block = Math.min(h, Math.max(1, Math.floor(blockWords / stride)));
  const words = (block * stride + 3) & ~3;
  return 2 * words + ((factor.fixes.length + 3) & ~3) + factor.cells.length + factor.syndromes.length + 8;
}

/**
 * Divides each of the `h` rows of `src` (from word `srcOff`, `stride` words a row; or a {@link RowStream}) by the row factor (as
 * {@link RowDivider.divide} with no syndrome: the factor of `kronRowFactor`), the quotients into `dst` from word
 * `dstOff` (or a stream), block by block of rows through the module's memory (each block copied in before its quotients come out,
 * so `dst` may be `src` at the same offset). Null without the kernels.
 *
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @returns −1 when every row divided, else the first row off the factor's image (the rows from it on are not written).
 */
export function divideRowsWasm(src: Uint32Array | RowStream, srcOff: number, h: number, stride: number, factor: KronRowFactor, dst: Uint32Array | RowStream, dstOff: number, blockWords = BLOCK_WORDS): number | null {
  const k = kernels() as (Kernels & RowDivideKernels) | null;
  if (!k || h === 0) return k ? -1 : null;
  const block = Math.min(h, Math.max(1, Math.floor(blockWords / stride)));
  const words = (block * stride + 3) & ~3;
  const fixWords = (factor.fixes.length + 3) & ~3;
  const base = ((k.heapBase() >>> 2) + 3) & ~3;
  const mem = memoryWords(k, 4 * (base + divideRowsWords(h, stride, factor, blockWords)));
  if (!mem) return null;
  const into = base + words;
  const fixes = into + words;
  const cells = fixes + fixWords;
  const syndromes = cells + factor.cells.length;
  mem.set(factor.fixes, fixes);
  new Int32Array(mem.buffer).set(factor.cells, cells);
  new Int32Array(mem.buffer).set(factor.syndromes, syndromes);
  const { bits, lift, ell } = factor;
  let failed = -1;
  for (let r0 = 0; r0 < h && failed < 0; r0 += block) {
    const rows = Math.min(block, h - r0);
    rowsIn(src, mem, base, r0, rows, stride, srcOff);
    const at = k.divideRows(4 * into, 4 * base, rows, stride, bits, lift, factor.cyclic ? 1 : 0, ell, 4 * cells, 4 * fixes, 4 * syndromes);
    const done = at < 0 ? rows : at;
    rowsOut(dst, mem, into, r0, done, stride, dstOff);
    if (at >= 0) failed = r0 + at;
  }
  releaseLarge(k);
  return failed;
}
