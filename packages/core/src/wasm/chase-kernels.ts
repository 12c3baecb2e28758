import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * Light chasing of the classic rule and popcount in WebAssembly, on the library's row layout (rows of `stride`
 * u32 words): the same answers as `chase` (src/solve/grid/cross-chase.ts) and `popcount` (src/gf2/words.ts),
 * which stay the reference and the fallback. The board is copied into the module's memory and the presses
 * back, a block of rows at a time through a buffer that stays in cache, so this pays only on boards big enough
 * for the loop to outweigh the copies.
 */

/** Boards of fewer words than this are chased in TypeScript. */
export const WASM_CHASE_MIN_WORDS = 1 << 14;

/**
 * Popcounts of more words than this stay in TypeScript: a popcount copies its words whole into the module's
 * 32 MiB, which is never grown (see `memoryWords`). The chase and the check stream blocks of rows and take any size.
 */
export const WASM_CHASE_MAX_WORDS = 4_000_000;

/** Popcounts of fewer words than this stay in TypeScript. */
export const WASM_POPCOUNT_MIN_WORDS = 1 << 16;

/**
 * Words of each of the two arrays (lights and presses) a block of the chase or the check copies into the module's
 * memory: with a row or two of presses either side, the two copies (about 128 KiB) stay in the core's cache
 * while the kernel reads and writes them.
 */
const STREAM_BLOCK_WORDS = 1 << 14;

/**
 * Chases `lights` (rows × stride words; null: all off) from the first-row presses `first` (null: none),
 * writing every row's presses into `out` when given; null without the kernels. Block by block of rows: the
 * lights are copied in, chased on from the last two rows of presses, and the block's presses copied out.
 *
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @param onRows Called after each block's presses are copied into `out` with the number of rows of `out` written so
 *   far (rows 0 .. final − 1, never written again) and the first word of the module's memory past the chase's
 *   buffers (free for the callee until it returns): a check streamed behind the chase reads them while in cache.
 * @returns The would-be presses of the row below the board (zero exactly when every light is cleared).
 */
export function chaseWasm(
  lights: Uint32Array | null,
  rows: number,
  stride: number,
  tail: number,
  first: Uint32Array | null,
  out: Uint32Array | null,
  blockWords = STREAM_BLOCK_WORDS,
  onRows?: (final: number, free: number) => void,
): Uint32Array | null {
  const k = kernels();
  if (!k) return null;
  const block = Math.min(rows, Math.max(1, Math.floor(blockWords / stride)));
  const prev = (k.heapBase() >>> 2) + 4; // the presses of the row above the block, then the block's first row
  const b = prev + (block + 2) * stride + 4;
  const mem = memoryWords(k, 4 * (b + block * stride + 4));
  if (!mem) return null;
  mem.fill(0, prev, prev + stride);
  if (first) mem.set(first.subarray(0, stride), prev + stride);
  else mem.fill(0, prev + stride, prev + 2 * stride);
  for (let r0 = 0; r0 < rows; r0 += block) {
    const h = Math.min(block, rows - r0);
    if (lights) mem.set(lights.subarray(r0 * stride, (r0 + h) * stride), b);
    else if (r0 === 0) mem.fill(0, b, b + h * stride);
    k.chaseBoard(4 * (prev + stride), 4 * b, h, stride, tail, 4 * prev);
    if (out) out.set(mem.subarray(prev + stride, prev + (h + 1) * stride), r0 * stride);
    mem.copyWithin(prev, prev + h * stride, prev + (h + 2) * stride);
    onRows?.(r0 + h, b + block * stride + 4);
  }
  const leftover = mem.slice(prev + stride, prev + 2 * stride);
  releaseLarge(k);
  return leftover;
}

/**
 * Checks presses against lights under the classic rule in one streaming pass (the kernel `checkClassic`): block
 * by block of rows, the presses (with the rows above and below) and the lights are copied afresh from the
 * caller's arrays into a small buffer of the module's memory, checked there while still in cache, and the next
 * block overwrites them. So the check shares nothing with the chase that found the presses, and reads each word
 * of the two boards once.
 *
 * @param presses The presses, rows × stride words, padding bits zero.
 * @param lights The lights to clear, same layout.
 * @param rows Rows of both.
 * @param stride Words of a row.
 * @param tail Mask of the last word's columns.
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @param from The first row checked (the rows from..to − 1 alone are checked, against the presses above and below).
 * @param to The row past the last one checked.
 * @param base The u32 word of the module's memory where the check's buffers start (by default the heap's start;
 *   past the chase's buffers when the check runs behind a chase, {@link chaseWasm}'s `onRows`).
 * @returns The number of presses of the rows checked when lights + A·presses is all off there, −1 when it is not
 *   (or a press lies past the last column), −2 when a light does, or null without the kernels (or when a block does
 *   not fit the module's memory).
 */
export function checkClassicWasm(
  presses: Uint32Array,
  lights: Uint32Array,
  rows: number,
  stride: number,
  tail: number,
  blockWords = STREAM_BLOCK_WORDS,
  from = 0,
  to = rows,
  base?: number,
): number | null {
  const k = kernels();
  if (!k) return null;
  const block = Math.min(to - from, Math.max(1, Math.floor(blockWords / stride)));
  const above = base ?? (k.heapBase() >>> 2) + 4; // the row above the block, then its rows, then the row below
  const b = above + (block + 2) * stride + 4;
  const mem = memoryWords(k, 4 * (b + block * stride + 4));
  if (!mem) return null;
  let weight = 0;
  for (let r0 = from; r0 < to; r0 += block) {
    const h = Math.min(block, to - r0);
    const lo = Math.max(0, r0 - 1); // the presses' rows copied: the block's and its neighbours on the board
    const hi = Math.min(rows, r0 + h + 1);
    if (r0 === 0) mem.fill(0, above, above + stride);
    mem.set(presses.subarray(lo * stride, hi * stride), above + (lo - r0 + 1) * stride);
    if (hi === r0 + h) mem.fill(0, above + (h + 1) * stride, above + (h + 2) * stride);
    mem.set(lights.subarray(r0 * stride, (r0 + h) * stride), b);
    const found = k.checkClassic(4 * (above + stride), 4 * b, h, stride, tail);
    if (found < 0) return found;
    weight += found;
  }
  releaseLarge(k);
  return weight;
}

/**
 * ξ(T)·z for T the classic row operator (a cell and its two neighbours) by Horner's rule in WebAssembly: one
 * chasing step per coefficient of ξ.
 *
 * @param xi The polynomial's words (bit j = coefficient of tʲ).
 * @param degree Its degree, ≥ 0.
 * @param z The row, `stride` words, padding bits zero.
 * @param stride Words of a row.
 * @param tail Mask of the last word's columns.
 * @returns A new row, or null without the kernels.
 */
export function hornerRowWasm(xi: Uint32Array, degree: number, z: Uint32Array, stride: number, tail: number): Uint32Array | null {
  const k = kernels();
  if (!k) return null;
  const zero = (k.heapBase() >>> 2) + 4;
  const r = zero + stride + 4;
  const s = r + stride + 4;
  const row = s + stride + 4;
  const coefficients = row + stride + 4;
  const used = (degree >>> 5) + 1;
  const mem = memoryWords(k, 4 * (coefficients + used + 4));
  if (!mem) return null;
  mem.fill(0, zero, zero + stride);
  mem.set(z.subarray(0, stride), row);
  mem.set(xi.subarray(0, used), coefficients);
  const at = k.hornerRow(4 * coefficients, degree, 4 * row, 4 * r, 4 * s, 4 * zero, stride, tail) >>> 2;
  return mem.slice(at, at + stride);
}

/** Set bits in `words[start, end)`, or null without the kernels. */
export function popcountWasm(words: Uint32Array, start: number, end: number): number | null {
  const k = kernels();
  if (!k) return null;
  const at = (k.heapBase() >>> 2) + 4;
  const mem = memoryWords(k, 4 * (at + end - start + 4));
  if (!mem) return null;
  mem.set(words.subarray(start, end), at);
  const count = k.popcount32(4 * at, end - start);
  releaseLarge(k);
  return count;
}
