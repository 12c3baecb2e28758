/**
 * Rows that cross into or out of the kernels' memory a block at a time in place of a whole array: a board the
 * caller lays out otherwise, such as the lifted rows of a twisted board (`src/solve/grid/cover-rows.ts`), read or
 * written where the block is, with no array of them written first.
 */
export interface RowStream {
  /**
   * Reads or writes rows `first` … `first + count − 1` (whole rows, one after another) at word `at` of `mem`; `free`,
   * when given, is where the module's memory past the caller's claim starts (the stream may use it up to any hold).
   */
  move(mem: Uint32Array, at: number, first: number, count: number, free?: number): void;
}

/**
 * Rows `first` … `first + count − 1` of `rows` into `mem` from word `at`.
 *
 * @param rows A whole array of rows of `stride` words (from word `offset`), or a stream.
 * @param mem The kernels' memory (or any array).
 * @param at Where the first row goes.
 * @param first The first row.
 * @param count Rows.
 * @param stride Words a row.
 * @param offset Where row 0 of an array starts.
 */
export function rowsIn(rows: Uint32Array | RowStream, mem: Uint32Array, at: number, first: number, count: number, stride: number, offset = 0): void {
  if (rows instanceof Uint32Array) mem.set(rows.subarray(offset + first * stride, offset + (first + count) * stride), at);
  else rows.move(mem, at, first, count);
}

/**
 * Rows `first` … `first + count − 1` of `rows` from `mem` at word `at`.
 *
 * @param rows A whole array of rows of `stride` words (from word `offset`), or a stream.
 * @param mem The kernels' memory (or any array).
 * @param at Where the first row is.
 * @param first The first row.
 * @param count Rows.
 * @param stride Words a row.
 * @param offset Where row 0 of an array starts.
 * @param free Where the module's memory past the caller's claim starts, for a stream (see {@link RowStream.move}).
 */
export function rowsOut(rows: Uint32Array | RowStream, mem: Uint32Array, at: number, first: number, count: number, stride: number, offset = 0, free?: number): void {
  if (rows instanceof Uint32Array) rows.set(mem.subarray(at, at + count * stride), offset + first * stride);
  else rows.move(mem, at, first, count, free);
}
