import { eliminateBand } from '../../gf2/band-elimination.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { ruleMatrix } from '../../puzzle/rule-matrix.ts';

/**
 * The nullity of a projective board with a side of 1 or 2 cells (which the fold does not take: its ring needs 3
 * columns or more) for a table, as a band elimination. On the projective plane a cell's neighbours across an edge
 * are the mirrored cells of the other end, so with the cells of the long side taken in pairs from both ends inwards
 * (position p with position L − 1 − p, every cell of the short side), a 3 × 3 stencil reaches only the pairs p − 1,
 * p and p + 1: a band of at most 12 columns, which `gf2/band-elimination.ts` eliminates in O(cells · band) steps,
 * where the chosen method took 1–4 ms per 2 × 300 board (lazy chasing) and dense elimination 2 ms.
 */

/** The most cells taken here (the rule's matrix is built whole: cells² bits). */
const MAX_THIN_CELLS = 4096;

/**
 * The nullity of the rows × cols board, or null unless a side is 1 or 2 and every row of the matrix, so ordered,
 * spans fewer than 16 columns (what the band elimination needs for its sums to fit in 32 bits).
 *
 * @param rule The rule (on the projective plane).
 * @param rows Number of rows.
 * @param cols Number of columns.
 */
export function thinNullity(rule: Rule, rows: number, cols: number): number | null {
  const byCols = rows <= 2;
  if ((!byCols && cols > 2) || rows * cols > MAX_THIN_CELLS) return null;
  const [long, short] = byCols ? [cols, rows] : [rows, cols];
  const cell = (along: number, across: number): number => (byCols ? across * cols + along : along * cols + across);
  // the order: pairs (p, L − 1 − p) from the ends inwards, each with every cell of the short side
  const order: number[] = [];
  for (let p = 0; 2 * p < long; p++) {
    for (let q = 0; q < short; q++) {
      order.push(cell(p, q));
      if (long - 1 - p !== p) order.push(cell(long - 1 - p, q));
    }
  }
  const size = rows * cols;
  const at = new Int32Array(size);
  order.forEach((c, i) => {
    at[c] = i;
  });
  const matrix = ruleMatrix(rule, rows, cols);
  const lo = new Int32Array(size);
  const bits = new Uint32Array(size);
  const columns: number[] = [];
  for (let i = 0; i < size; i++) {
    const start = order[i]! * matrix.stride;
    columns.length = 0;
    for (let w = 0; w < matrix.stride; w++) {
      for (let x = matrix.words[start + w]!; x !== 0; x &= x - 1) columns.push(at[32 * w + 31 - Math.clz32(x & -x)]!);
    }
    if (columns.length === 0) continue;
    const first = Math.min(...columns);
    if (Math.max(...columns) - first >= 16) return null;
    lo[i] = first;
    for (const c of columns) bits[i]! |= 1 << (c - first);
  }
  return size - eliminateBand(lo, bits, null).rank;
}
