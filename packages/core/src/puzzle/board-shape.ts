import { ArgumentError, LimitError } from '../errors.ts';
import { wordsFor } from '../gf2/words.ts';
import { assertInstance, assertWhole } from '../validate.ts';

/** Largest board the library allocates, in cells (128 MiB of bits); larger shapes are refused up front. */
export const MAX_BOARD_CELLS = 2 ** 30;

/**
 * Checks that `rows` and `cols` are positive whole numbers (for shapes that are computed about, not allocated).
 *
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @throws {ArgumentError} otherwise, naming the side and what it got (`rows must be a whole number ≥ 1, got the
 *   string "5"`).
 */
export function assertSides(rows: number, cols: number): void {
  assertWhole(rows, 'rows', 1);
  assertWhole(cols, 'cols', 1);
}

/**
 * Checks that `rows` × `cols` is a shape the library can allocate.
 *
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @param maxCells The most cells allowed.
 * @throws {ArgumentError} unless both sides are positive whole numbers.
 * @throws {LimitError} when the shape has more than `maxCells` cells.
 */
export function assertShape(rows: number, cols: number, maxCells = MAX_BOARD_CELLS): void {
  assertSides(rows, cols);
  if (rows * cols > maxCells) {
    throw new LimitError(`board ${rows}×${cols} has ${rows * cols} cells, over the limit of ${maxCells}`, 'maxCells', rows * cols, maxCells);
  }
}

/**
 * Checks packed cells for a rows × cols board: a `Uint32Array` of `rows * wordsFor(cols)` words whose bits past
 * `cols` in every row are zero (a set padding bit is a light off the board, which every solver would misread).
 *
 * @param words Anything.
 * @param rows Number of rows (already checked).
 * @param cols Number of columns (already checked).
 * @param name What the words are, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertBoardWords(words: unknown, rows: number, cols: number, name = 'board words'): void {
  assertInstance(words, Uint32Array, name);
  const stride = wordsFor(cols);
  if (words.length !== rows * stride) throw new ArgumentError(`${name}: expected ${rows * stride} words for ${rows}×${cols}, got ${words.length}`);
  const rem = cols & 31;
  if (rem === 0) return;
  const padding = ~((1 << rem) - 1);
  for (let r = 0; r < rows; r++) {
    if ((words[r * stride + stride - 1]! & padding) !== 0) throw new ArgumentError(`${name}: row ${r + 1} has bits set past its ${cols} columns`);
  }
}
