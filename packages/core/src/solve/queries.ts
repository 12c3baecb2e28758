import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Board } from '../puzzle/board.ts';
import { CLASSIC_RULE, type Rule } from '../puzzle/rule.ts';
import { chooseMethod } from './methods.ts';
import { classicNullityTable, polyChaseMethod } from './poly-chase.ts';
import { solve } from './solve.ts';

/** Options naming a rule, for the shape queries. */
export interface RuleOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
}

/** Dimension of the kernel of the rule's matrix on a rows × cols board: solvable boards have 2^nullity solutions. */
export function nullity(rows: number, cols: number, options: RuleOptions = {}): number {
  const rule = options.rule ?? CLASSIC_RULE;
  return chooseMethod(rule, rows, cols).nullity(rows, cols, rule, options);
}

/**
 * A basis of the quiet patterns (press patterns that change nothing) on a rows × cols board; with
 * `limit`, only its first vectors (cheaper when the nullity is large).
 */
export function quietPatterns(rows: number, cols: number, options: RuleOptions & { limit?: number } = {}): Board[] {
  const rule = options.rule ?? CLASSIC_RULE;
  return chooseMethod(rule, rows, cols).kernel(rows, cols, rule, options);
}

/**
 * The quiet patterns one at a time, in the order of {@link quietPatterns}: a consumer that writes each pattern out
 * and drops it holds one board at a time.
 */
export function* eachQuietPattern(rows: number, cols: number, options: RuleOptions = {}): Generator<Board> {
  yield* quietPatterns(rows, cols, options);
}

/** True when some presses turn `board` into `target` (all off by default). */
export function isSolvable(board: Board, options: RuleOptions & { target?: Board } = {}): boolean {
  return solve(board, options).solvable;
}

/**
 * One row of a nullity table: the nullities of the `rows` × n boards for n = fromCols..toCols, in order.
 * Tables and sweeps can be streamed row by row through it.
 */
export function nullityRow(rows: number, fromCols: number, toCols: number, options: RuleOptions = {}): number[] {
  const out: number[] = [];
  for (let n = fromCols; n <= toCols; n++) {
    options.signal?.throwIfAborted();
    out.push(nullity(rows, n, { rule: options.rule, signal: options.signal }));
    options.onProgress?.(n - fromCols + 1, toCols - fromCols + 1);
  }
  return out;
}

/**
 * Nullities of every m × n board for 1 ≤ m ≤ maxRows and 1 ≤ n ≤ maxCols: `table[m - 1][n - 1]`.
 * Progress counts finished rows of the table.
 */
export function nullityTable(maxRows: number, maxCols: number, options: RuleOptions = {}): number[][] {
  if (polyChaseMethod.applies(options.rule ?? CLASSIC_RULE, maxRows, maxCols)) {
    return classicNullityTable(maxRows, maxCols, options);
  }
  const table: number[][] = [];
  for (let m = 1; m <= maxRows; m++) {
    options.signal?.throwIfAborted();
    const row: number[] = [];
    for (let n = 1; n <= maxCols; n++) row.push(nullity(m, n, { rule: options.rule, signal: options.signal }));
    table.push(row);
    options.onProgress?.(m, maxRows);
  }
  return table;
}
