import { type Hold, holdTop, type Kernels, kernels, memoryWords, releaseLarge, stillHeld } from './kernels.ts';

/**
 * The diagonal rule with centre on the projective plane's torus cover in WebAssembly (the kernels
 * `projectiveFoldChase` and `projectiveFoldUnfold`): the lights are copied in once, folded, chased and unfolded
 * there, with the seam's responses added on the way out, and the presses copied out once.
 * `src/solve/grid/projective-fold-binomial.ts` keeps the TypeScript reference and fallback.
 */

/** Boards of fewer words than this stay in TypeScript (the copies would outweigh the loops). */
export const WASM_PROJECTIVE_FOLD_MIN_WORDS = 1 << 10;

/** Boards (one shape's responses) kept at the top of the kernels' memory between solves while the hold lasts. */
export class HeldBoards {
  /** The hold while the boards are in the kernels' memory. */
  hold: Hold | null = null;

  constructor(readonly boards: readonly Uint32Array[]) {}
}

/**
 * Which held boards to add to the cover's presses, given their bits at the seam's cells (`bit(r, c)`, r the first
 * or last row): a mask of {@link HeldBoards.boards}, or null when the lights have no presses.
 */
export type PickBoards = (bit: (r: number, c: number) => boolean) => number | null;

/** Where {@link projectiveFoldSolveWasm} puts the fold (`t`; the board `b` its second half), its scratch, the list of boards to add, and its end, in words. */
function layout(k: Kernels, m: number, n: number, count: number): { t: number; b: number; scratch: number; list: number; end: number } {
  const stride = n >>> 5;
  const size = m * stride;
  const t = (k.heapBase() >>> 2) + 4;
  const b = t + size; // the board: the fold's second half
  const scratch = t + 2 * size + 4;
  const list = scratch + 3 * stride + 4;
  return { t, b, scratch, list, end: list + count + 4 };
}

/**
 * Whether {@link projectiveFoldSolveWasm} can hold `count` boards of m × n beside its own memory (and takes the board
 * at all): false without the kernels, for a board they do not take, or without the room (four 8192² boards fill the
 * module's memory), where a caller need not make the presses' board for it.
 */
export function projectiveFoldHolds(m: number, n: number, count: number, minWords = WASM_PROJECTIVE_FOLD_MIN_WORDS): boolean {
  const size = m * (n >>> 5);
  const k = n % 64 === 0 && size >= minWords && count <= 31 ? kernels() : null;
  if (!k) return false;
  const { end } = layout(k, m, n, count);
  const words = k.memory.buffer.byteLength >>> 2;
  return words >= end && ((words - count * size) & ~3) >= end;
}

/**
 * presses (m = 2ᵏ rows of n cells, n a multiple of 64) from lights: the cover's presses plus the held boards that
 * `pick` chooses from their bits. True when written, null when `pick` finds none, false without the kernels (or
 * room in their memory for the fold, twice the board, and the held boards; or n not a multiple of 64; or a board
 * below `minWords`, by default {@link WASM_PROJECTIVE_FOLD_MIN_WORDS}).
 */
export function projectiveFoldSolveWasm(
  presses: Uint32Array,
  lights: Uint32Array,
  m: number,
  n: number,
  held?: HeldBoards,
  pick?: PickBoards,
  minWords = WASM_PROJECTIVE_FOLD_MIN_WORDS,
): boolean | null {
  const stride = n >>> 5;
  const size = m * stride;
  const count = held?.boards.length ?? 0;
  if (n % 64 !== 0 || size < minWords || count > 31) return false;
  const k = kernels();
  if (!k) return false;
  const { t, b, scratch, list, end } = layout(k, m, n, count);
  const mem = memoryWords(k, 4 * end);
  if (!mem) return false;
  if (held && count > 0 && (!held.hold || !stillHeld(k, held.hold))) {
    held.hold = holdTop(k, count * size, end);
    if (!held.hold) return false;
    held.boards.forEach((words, i) => mem.set(words.subarray(0, size), held.hold!.from + i * size));
  }
  mem.set(lights.subarray(0, size), b);
  k.projectiveFoldChase(4 * t, m, n, 4 * scratch);
  let added = 0;
  if (held && pick && count > 0) {
    // board row 0 and m − 1 in the fold's rows 0 and m − 1 (see projectiveFoldUnfold)
    const half = n >>> 1;
    const bit = (r: number, c: number): boolean => {
      const row = (r === 0) === c >= half ? 0 : m - 1;
      const i = c >= half ? c - half : c + half;
      return ((mem[t + row * stride + (i >>> 5)]! >>> (i & 31)) & 1) === 1;
    };
    const mask = pick(bit);
    if (mask === null) return null;
    for (let i = 0; i < count; i++) if ((mask >>> i) & 1) mem[list + added++] = 4 * (held.hold!.from + i * size);
  }
  k.projectiveFoldUnfold(4 * t, m, n, 4 * list, added);
  presses.set(mem.subarray(b, b + size));
  releaseLarge(k);
  return true;
}
