import type { Rule } from '../../puzzle/rule.ts';
import type { WorkOptions } from '../../work.ts';
import { isProductForm } from './bilinear.ts';
import { foldTablePass } from './fold-table-pass.ts';
import { oneRowTablePass, thinTablePass } from './fold-thin-table.ts';
import { productTableNullity } from './twist-product-table.ts';
import { uprightRule } from './upright.ts';

/**
 * Whole nullity tables of the symmetric 3 × 3 rules on the Möbius strip and the Klein bottle (either way up). The
 * rule's edges, its bilinear form and which side twists are read once per table, not once per entry (choosing a
 * method per entry checked the topology's edges against every method of the registry, which cost about as much as
 * a small entry's gcds). The entries of a non-product rule (cross, cross without centre, Moore without centre,
 * diagonal) the fold describes come from one pass per twisted side over every length of the other
 * ({@link foldTablePass}: `foldNullity`'s closed form from sequences); a product (Moore, diagonal
 * without centre) is `twist-product-table.ts`'s sum of per-side data, twist-product's count. The entries neither
 * takes (a twisted or wrapping side below 3, a side past twist-product's) are asked of `exact`, the method chosen
 * for the size, except a twisted side of 1 or 2 past a few rows (one pass per such side, {@link thinTablePass}) and
 * the Klein bottle's one row (a ring, {@link oneRowTablePass}).
 */

/** True when {@link foldNullityTable} computes the rule's tables: a symmetric 3 × 3 rule on the Möbius strip or the Klein bottle. */
export function foldTableApplies(rule: Rule): boolean {
  return uprightRule(rule) !== null;
}

/**
 * Nullities of every m × n board for 1 ≤ m ≤ maxRows, 1 ≤ n ≤ maxCols under a rule {@link foldTableApplies} takes.
 *
 * @param rule The rule (see {@link foldTableApplies}).
 * @param maxRows The most rows, at least 1.
 * @param maxCols The most columns, at least 1.
 * @param exact The nullity of one size by the method chosen for it, for the entries the fold does not describe.
 * @param work Abort signal and progress (finished rows of the table).
 * @returns maxRows arrays of maxCols nullities, `table[m − 1][n − 1]`.
 */
export function foldNullityTable(rule: Rule, maxRows: number, maxCols: number, exact: (rows: number, cols: number) => number, work: WorkOptions = {}): number[][] {
  const upright = uprightRule(rule);
  if (!upright) throw new Error('internal error: the fold table asked of a rule it does not take');
  const { g, transposed } = upright;
  const productNullity = isProductForm(g) ? productTableNullity(upright) : null;
  // a non-product form's entries come from one pass per twisted side n (all its rows m), made when first asked
  const passes: Int32Array[] = [];
  const shared = new Map<string, number[][]>();
  const folded = (m: number, n: number): number => {
    passes[n - 1] ??= foldTablePass(g, n, upright.wraps, transposed ? maxCols : maxRows, { signal: work.signal }, shared);
    return passes[n - 1]![m - 1]!;
  };
  const thin: Int32Array[] = [];
  const thinOf = (m: number, n: number): number => {
    thin[n - 1] ??= thinTablePass(rule, n, transposed ? maxCols : maxRows, transposed);
    return thin[n - 1]![m - 1]!;
  };
  // the Klein bottle's one wrapping row: a ring along the twisted side, one pass
  const oneRow = upright.wraps ? oneRowTablePass(rule, transposed ? maxRows : maxCols, transposed) : null;
  const table: number[][] = [];
  for (let rows = 1; rows <= maxRows; rows++) {
    work.signal?.throwIfAborted();
    const row: number[] = [];
    for (let cols = 1; cols <= maxCols; cols++) {
      const [m, n] = transposed ? [cols, rows] : [rows, cols];
      const t = n <= 2 ? thinOf(m, n) : m === 1 && oneRow ? oneRow[n - 1]! : -1;
      if (t >= 0) row.push(t);
      else if (productNullity) row.push(productNullity(m, n) ?? exact(rows, cols));
      else {
        const v = folded(m, n);
        row.push(v >= 0 ? v : exact(rows, cols));
      }
    }
    table.push(row);
    work.onProgress?.(rows, maxRows);
  }
  return table;
}
