import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * The check of a rule whose presses reach only the rows above, at and below a light through column shifts in
 * {−1, 0, +1} (the `three` rules of `RowOperator`, src/puzzle/row-operator.ts, which stays the reference and the
 * fallback) in WebAssembly: lights + A·presses all off, the presses counted in the same pass.
 */

/** Words of the lights a block of the check copies into the module's memory (with the presses, about 128 KiB: in cache). */
const BLOCK_WORDS = 1 << 14;

/** Where the rows of a check come from and go. */
export interface ThreeCheckShape {
  readonly rows: number;
  readonly cols: number;
  readonly stride: number;
  /** Mask of the last word's columns. */
  readonly tail: number;
  /** Bit 3·i + j: source i (0 the row above, 1 the row, 2 the row below), shift j (0 keep, 1 bit j → j + 1, 2 bit j → j − 1). */
  readonly masks: number;
  /** Whether the rows above the first and below the last wrap around. */
  readonly wrapRows: boolean;
  /** Whether the columns wrap around (the shifts carry bit cols − 1 to bit 0 and back). */
  readonly wrapCols: boolean;
}

/**
 * Added to a block of lights in the module's memory before it is checked: `mem` from word `at` holds the light rows
 * `first` … `first + rows − 1`.
 */
export type LightsFix = (mem: Uint32Array, at: number, first: number, rows: number) => void;

/**
 * Checks presses against lights in one streaming pass (the kernel `checkThree`): block by block of rows, the
 * presses (with the rows above and below: neighbours, wrapped rows, or zeros) and the lights are copied afresh
 * from the caller's arrays into a small buffer of the module's memory and checked there while in cache.
 *
 * @param presses The presses, rows × stride words.
 * @param lights The lights to clear, same layout.
 * @param shape The board and the rule's masks.
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @param fix Added to each block of lights once copied in (null: none): the check is then of lights + fix.
 * @returns The number of presses when lights + A·presses is all off, −1 when it is not (or a press lies past the
 *   last column), −2 when a light does, or null without the kernels.
 */
export function checkThreeWasm(presses: Uint32Array, lights: Uint32Array, shape: ThreeCheckShape, blockWords = BLOCK_WORDS, fix: LightsFix | null = null): number | null {
  const k = kernels();
  if (!k) return null;
  const { rows, cols, stride, tail, masks, wrapRows, wrapCols } = shape;
  const block = Math.min(rows, Math.max(1, Math.floor(blockWords / stride)));
  const above = (k.heapBase() >>> 2) + 4; // the row above the block, then its rows, then the row below
  const b = above + (block + 2) * stride + 4;
  const mem = memoryWords(k, 4 * (b + block * stride + 4));
  if (!mem) return null;
  const copyRow = (r: number, at: number) => {
    if (r < 0) mem.fill(0, at, at + stride);
    else mem.set(presses.subarray(r * stride, (r + 1) * stride), at);
  };
  const lastBit = wrapCols ? (cols - 1) & 31 : -1;
  let weight = 0;
  for (let r0 = 0; r0 < rows; r0 += block) {
    const h = Math.min(block, rows - r0);
    copyRow(r0 > 0 ? r0 - 1 : wrapRows ? rows - 1 : -1, above);
    mem.set(presses.subarray(r0 * stride, (r0 + h) * stride), above + stride);
    copyRow(r0 + h < rows ? r0 + h : wrapRows ? 0 : -1, above + (h + 1) * stride);
    mem.set(lights.subarray(r0 * stride, (r0 + h) * stride), b);
    fix?.(mem, b, r0, h);
    const found = k.checkThree(4 * (above + stride), 4 * b, h, stride, tail, masks, lastBit);
    if (found < 0) return found;
    weight += found;
  }
  releaseLarge(k);
  return weight;
}
