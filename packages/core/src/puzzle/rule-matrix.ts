import { BitMatrix } from '../gf2/bit-matrix.ts';
import { assertShape } from './board-shape.ts';
import { neighbourhoodOf } from './neighbourhood.ts';
import type { Rule } from './rule.ts';

/** Largest board, in cells, whose full matrix `ruleMatrix` builds (the matrix has cells² bits). */
export const MAX_MATRIX_CELLS = 16_384;

/**
 * The rule's matrix A for a rows × cols board: (rows·cols) × (rows·cols), A[i][j] = 1 when pressing cell j
 * toggles cell i, cells numbered r·cols + c. Lights b are solved by A·x = b.
 *
 * @param rule The stencil and topology.
 * @param rows Number of rows of the board, at least 1.
 * @param cols Number of columns of the board, at least 1.
 * @returns A new matrix.
 * @throws {ArgumentError} unless both sides are positive whole numbers.
 * @throws {LimitError} past {@link MAX_MATRIX_CELLS} cells.
 */
export function ruleMatrix(rule: Rule, rows: number, cols: number): BitMatrix {
  assertShape(rows, cols, MAX_MATRIX_CELLS);
  const n = rows * cols;
  const a = new BitMatrix(n, n);
  const { start, cells } = neighbourhoodOf(rule, rows, cols).reach();
  for (let j = 0; j < n; j++) for (let i = start[j]!; i < start[j + 1]!; i++) a.set(cells[i]!, j, true);
  return a;
}
