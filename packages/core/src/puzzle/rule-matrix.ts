import { BitMatrix } from '../gf2/bit-matrix.ts';
import { assertShape } from './board.ts';
import { type Rule, toggledCells } from './rule.ts';

/** Largest board, in cells, whose full matrix `ruleMatrix` builds (the matrix has cells² bits). */
export const MAX_MATRIX_CELLS = 16_384;

/**
 * The rule's matrix A for a rows × cols board: (rows·cols) × (rows·cols), A[i][j] = 1 when pressing cell j
 * toggles cell i, cells numbered r·cols + c. Lights b are solved by A·x = b.
 */
export function ruleMatrix(rule: Rule, rows: number, cols: number): BitMatrix {
  assertShape(rows, cols, MAX_MATRIX_CELLS);
  const n = rows * cols;
  const a = new BitMatrix(n, n);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const j = r * cols + c;
      for (const i of toggledCells(rule, rows, cols, r, c)) a.set(i, j, true);
    }
  }
  return a;
}
