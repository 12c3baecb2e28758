import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';
import { TRANSPOSE_SCRATCH_BYTES, WASM_TRANSPOSE_MIN_WORDS } from './transpose-kernels.ts';

/**
 * The double cover of a board whose columns twist (row r: the board's row r, then its row m − 1 − r), lifted and
 * projected by the kernels `liftCover` / `projectCover` next to the transposes of the module's memory: the solves
 * of the twisted surfaces seen the other way up go in and out of the kernels' memory once, with no transposed board
 * or cover written in between. The TypeScript `liftRows` / `projectRows` of `src/solve/grid/cover-rows.ts` stay the
 * reference.
 */

/** Words from 16-byte aligned word `at` on, rounded up to a whole vector, and 4 more. */
const span = (at: number, words: number): number => at + ((words + 3) & ~3) + 4;

/**
 * A kernel run on the transposed cover of a board, in the module's memory: `words` (m rows of n cells whose columns
 * twist, m = 2h) are copied in, the cover's first h rows lifted and transposed (2n rows of h cells at byte address
 * `at`, 16-byte aligned), `run(k, at, free)` works there (its scratch from byte address `free`, `extraWords` words),
 * and the result is transposed back, projected (board rows r and m − 1 − r from cover row r) and copied into out.
 * False without the kernels, room, for odd m, or below `minWords` words.
 */
export function coverTransposedWasm(
  out: Uint32Array,
  words: Uint32Array,
  m: number,
  n: number,
  extraWords: number,
  run: (k: Kernels, at: number, free: number) => void,
  minWords = WASM_TRANSPOSE_MIN_WORDS,
): boolean {
  const s = (n + 31) >>> 5;
  const cs = (2 * n + 31) >>> 5;
  const h = m >>> 1;
  const hs = (h + 31) >>> 5;
  const size = m * s;
  if (m % 2 !== 0 || size < minWords) return false;
  const k = kernels();
  if (!k) return false;
  const scratch = ((k.heapBase() + 15) >>> 4) << 2;
  const board = scratch + TRANSPOSE_SCRATCH_BYTES / 4;
  const cover = span(board, size);
  const turned = span(cover, h * cs);
  const free = span(turned, 2 * n * hs);
  const mem = memoryWords(k, 4 * (free + extraWords));
  if (!mem) return false;
  mem.set(words.subarray(0, size), board);
  k.liftCover(4 * board, m, n, 4 * cover, h);
  k.transposeBits(4 * cover, h, 2 * n, 4 * cs, 4 * turned, 4 * hs, 4 * scratch);
  run(k, 4 * turned, 4 * free);
  k.transposeBits(4 * turned, 2 * n, h, 4 * hs, 4 * cover, 4 * cs, 4 * scratch);
  k.projectCover(4 * cover, cs, h, m, n, 4 * board, 0, 0);
  out.set(mem.subarray(board, board + size));
  releaseLarge(k);
  return true;
}

/** Words of the module's memory that {@link turnedCoverIn} writes below its rows, for n × m. */
function turnedCoverScratch(k: Kernels, n: number, m: number): { scratch: number; board: number; turned: number; end: number } {
  const scratch = ((k.heapBase() + 15) >>> 4) << 2;
  const board = scratch + TRANSPOSE_SCRATCH_BYTES / 4;
  const turned = span(board, n * ((m + 31) >>> 5));
  return { scratch, board, turned, end: span(turned, m * ((n + 31) >>> 5)) };
}

/** The cover's rows 0 … rows − 1 of the transpose of `words` (n × m) at word `at` of the module's memory (see {@link turnedCoverIn}). */
function liftTurned(k: Kernels, mem: Uint32Array, at: number, words: Uint32Array, n: number, m: number, rows: number): void {
  const { scratch, board, turned } = turnedCoverScratch(k, n, m);
  const s = (m + 31) >>> 5;
  mem.set(words.subarray(0, n * s), board);
  if (n % 32 === 0 && 2 * rows === m && rows % 32 === 0) {
    // whole words both ways: the board's columns 0 … h − 1 transposed straight into the cover rows' first halves, and
    // its columns h … m − 1 into their second halves from cover row h − 1 up (a negative stride: the kernel's
    // addresses wrap as 32-bit numbers), with no transposed board and no lift
    const cs = n >>> 4;
    k.transposeBits(4 * board, n, rows, 4 * s, 4 * at, 4 * cs, 4 * scratch);
    k.transposeBits(4 * (board + (rows >>> 5)), n, rows, 4 * s, 4 * (at + (rows - 1) * cs + (n >>> 5)), -4 * cs, 4 * scratch);
    return;
  }
  k.transposeBits(4 * board, n, m, 4 * s, 4 * turned, 4 * ((n + 31) >>> 5), 4 * scratch);
  k.liftCover(4 * turned, m, n, 4 * at, rows);
}

/**
 * Rows 0 … rows − 1 of the cover of the transpose of `words` (n rows of m cells whose rows twist: the transpose has m
 * rows of n cells whose columns twist) into the module's memory from word `at` (⌈2n/32⌉ words a row), through the
 * memory below `at` from the module's heap base. Only for rows that end within a vector of the memory's end (the
 * hold of a chase's lights, `holdTop`, written before anything below it): false otherwise, when the memory below is
 * too small, or without the kernels.
 */
export function turnedCoverIn(mem: Uint32Array, at: number, words: Uint32Array, n: number, m: number, rows: number): boolean {
  const k = kernels();
  if (!k || mem.buffer !== k.memory.buffer || mem.length - (at + rows * ((2 * n + 31) >>> 5)) >= 8) return false;
  if (turnedCoverScratch(k, n, m).end > at) return false;
  liftTurned(k, mem, at, words, n, m, rows);
  return true;
}

/**
 * out (rows rows of ⌈2n/32⌉ words) the cover's rows 0 … rows − 1 of the transpose of `words` (n × m, as in
 * {@link turnedCoverIn}), in the module's memory; false without the kernels or room in their memory.
 */
export function turnedCover(out: Uint32Array, words: Uint32Array, n: number, m: number, rows: number): boolean {
  const k = kernels();
  if (!k) return false;
  const at = turnedCoverScratch(k, n, m).end;
  const size = rows * ((2 * n + 31) >>> 5);
  const mem = memoryWords(k, 4 * span(at, size));
  if (!mem) return false;
  liftTurned(k, mem, at, words, n, m, rows);
  out.set(mem.subarray(at, at + size));
  releaseLarge(k);
  return true;
}

/**
 * out (n rows of m cells whose rows twist) from the first ⌈m/2⌉ rows of an invariant cover of its transpose (m rows of
 * n cells whose columns twist; ⌈2n/32⌉ words a row): projected and transposed in the module's memory. False without
 * the kernels or room in their memory.
 */
export function turnedCoverOut(out: Uint32Array, cover: Uint32Array, n: number, m: number): boolean {
  const k = kernels();
  if (!k) return false;
  const s = (m + 31) >>> 5;
  const ts = (n + 31) >>> 5;
  const cs = (2 * n + 31) >>> 5;
  const half = (m + 1) >>> 1;
  const scratch = ((k.heapBase() + 15) >>> 4) << 2;
  const rows = scratch + TRANSPOSE_SCRATCH_BYTES / 4;
  const turned = span(rows, half * cs);
  const board = span(turned, m * ts);
  const mem = memoryWords(k, 4 * span(board, n * s));
  if (!mem) return false;
  mem.set(cover.subarray(0, half * cs), rows);
  k.projectCover(4 * rows, cs, half, m, n, 4 * turned, 0, 0);
  k.transposeBits(4 * turned, m, n, 4 * ts, 4 * board, 4 * s, 4 * scratch);
  out.set(mem.subarray(board, board + n * s));
  releaseLarge(k);
  return true;
}


/**
 * Where the presses of a rows-twisting board (n rows of m cells) gather, turned (m rows of n cells, ⌈n/32⌉ words a
 * row), in the module's memory while a chase of its transpose's ⌈m/2⌉ cover rows writes them from word `at` of
 * `mem` on: just under `top` (the hold of the chase's lights, else the memory's end), above the chase's own memory
 * (at most 2·⌈m/2⌉ + 3 rows from `at`, `ringChaseWasm`'s rows and light blocks) and above what
 * {@link turnedRowsOut} writes. Null when `mem` is not the module's memory or that room is missing.
 */
export function turnedRowsPlace(mem: Uint32Array, at: number, n: number, m: number, top: number | null): number | null {
  const k = kernels();
  if (!k || mem.buffer !== k.memory.buffer) return null;
  const to = ((top ?? mem.length) - m * ((n + 31) >>> 5) - 8) & ~3;
  const chase = at + (2 * ((m + 1) >>> 1) + 3) * ((2 * n + 31) >>> 5) + 8;
  const out = turnedOutBoard(k) + n * ((m + 31) >>> 5) + 8;
  return to >= chase && to >= out && memoryWords(k, 4 * (to + m * ((n + 31) >>> 5))) ? to : null;
}

/** Where {@link turnedRowsOut} transposes, in words: past the transpose's scratch at the heap base. */
const turnedOutBoard = (k: Kernels): number => (((k.heapBase() + 15) >>> 4) << 2) + TRANSPOSE_SCRATCH_BYTES / 4;

/**
 * Projects the cover rows first … first + count − 1 of a board whose rows twist (n × m; its transpose's cover,
 * ⌈2n/32⌉ words a row) at word `at` of the module's memory onto the turned board at word `to`
 * ({@link turnedRowsPlace}): its rows r and m − 1 − r from cover row r, as `projectCover` does for rows 0 … on.
 */
export function projectTurnedRows(at: number, first: number, count: number, n: number, m: number, to: number): void {
  const k = kernels();
  if (!k) throw new Error('internal error: turned press rows without the kernels');
  // rows first … of m are rows 0 … of the m − 2·first rows between rows first and m − 1 − first
  k.projectCover(4 * at, (2 * n + 31) >>> 5, count, m - 2 * first, n, 4 * (to + first * ((n + 31) >>> 5)), 0, 0);
}

/** out (n rows of m cells) the transpose of the turned board at word `to` of the module's memory ({@link turnedRowsPlace}). */
export function turnedRowsOut(out: Uint32Array, to: number, n: number, m: number): void {
  const k = kernels();
  const ts = (n + 31) >>> 5;
  const s = (m + 31) >>> 5;
  const mem = k && memoryWords(k, 4 * (to + m * ts));
  if (!k || !mem) throw new Error('internal error: turned press rows without the kernels');
  const board = turnedOutBoard(k);
  k.transposeBits(4 * to, m, n, 4 * ts, 4 * board, 4 * s, 4 * (board - TRANSPOSE_SCRATCH_BYTES / 4));
  out.set(mem.subarray(board, board + n * s));
  releaseLarge(k);
}
