import { mirrorsOnDiagonal } from '../../puzzle/stencil.ts';
import type { WorkOptions } from '../../work.ts';
import { ArgumentError, LimitError } from '../../errors.ts';
import { assertShape, assertSides } from '../../puzzle/board-shape.ts';
import type { Board } from '../../puzzle/board.ts';
import { assertRule, CLASSIC_RULE, type Rule } from '../../puzzle/rule.ts';
import type { GridShape } from './kind.ts';
import { lightsToToggle } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { foldNullityTable, foldTableApplies } from './fold-nullity-table.ts';
import { classicNullityTable, polyChaseMethod } from './poly-chase.ts';
import { projectiveNullityRow, projectiveNullityTable, projectiveTableApplies } from './projective-nullity-table.ts';
import { ringNullityRow, ringNullityTable, ringTableApplies } from './ring-nullity-table.ts';
import { gridShapeOf } from './solve.ts';
import { assertOptions } from '../../validate.ts';
import { edgesOf, isTwisted } from '../../puzzle/topology.ts';

/** Largest nullity table returned at once, in entries; larger tables are streamed with {@link nullityRow}. */
export const MAX_TABLE_CELLS = 2 ** 22;

/**
 * Checks a `limit` on how many patterns to return.
 *
 * @param limit A whole number ≥ 0, or infinity.
 * @returns The limit.
 * @throws {ArgumentError} for anything else.
 */
export function assertLimit(limit: number): number {
  if (!(limit >= 0) || (Number.isFinite(limit) && !Number.isInteger(limit))) throw new ArgumentError(`limit must be a whole number ≥ 0, got ${String(limit)}`);
  return limit;
}

/**
 * Checks that a maxRows × maxCols nullity table is within {@link MAX_TABLE_CELLS}.
 *
 * @throws {LimitError} past it, pointing to nullityRow.
 */
export function assertTableSize(maxRows: number, maxCols: number): void {
  if (maxRows * maxCols > MAX_TABLE_CELLS) {
    throw new LimitError(`a ${maxRows} × ${maxCols} nullity table has ${maxRows * maxCols} entries, over the limit of ${MAX_TABLE_CELLS}; stream it row by row with nullityRow`, 'maxCells', maxRows * maxCols, MAX_TABLE_CELLS);
  }
}

/** Options naming a rule, for the shape queries. */
export interface RuleOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
}

function shapeOf(rows: number, cols: number, options: RuleOptions): GridShape {
  assertOptions(options);
  assertSides(rows, cols);
  const rule = options.rule ?? CLASSIC_RULE;
  assertRule(rule);
  return { rule, rows, cols };
}

/**
 * Dimension of the kernel of the rule's matrix on a rows × cols board: solvable boards have 2^nullity
 * solutions, and a 2^−nullity share of all boards is solvable.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), abort signal and progress.
 * @returns The nullity, from 0 to rows·cols.
 * @throws {ArgumentError} unless both sides are positive whole numbers and the rule is valid.
 * @throws {LimitError} for a size whose work would run past the method's limit.
 */
export function nullity(rows: number, cols: number, options: RuleOptions = {}): number {
  const shape = shapeOf(rows, cols, options);
  options.signal?.throwIfAborted();
  // the projective plane: the fold's structured nullity, as in its tables (choosing a method would build the fold's whole chase)
  if (projectiveTableApplies(shape.rule)) return projectiveNullityRow(shape.rule, rows, cols, cols, exactOf(shape.rule, options), { signal: options.signal })[0]!;
  return chooseMethod(shape, 'nullity').nullity(shape, options);
}

/** The nullity of one size by the method chosen for it: what the projective tables ask of the sizes their structured path declines. */
function exactOf(rule: Rule, options: WorkOptions): (rows: number, cols: number) => number {
  return (rows, cols) => {
    const shape = { rule, rows, cols };
    return chooseMethod(shape, 'nullity').nullity(shape, { signal: options.signal, onProgress: options.onProgress });
  };
}

/**
 * A basis of the quiet patterns (press patterns that change nothing) on a rows × cols board; with
 * `limit`, only its first vectors (cheaper when the nullity is large).
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), `limit` (the most patterns to return), abort signal and progress.
 * @returns `nullity` boards, or `limit` if fewer.
 * @throws {ArgumentError} for bad sizes, a bad rule or a negative or fractional `limit`.
 * @throws {LimitError} for a board past the limits of every method that applies.
 */
export function quietPatterns(rows: number, cols: number, options: RuleOptions & { limit?: number } = {}): Board[] {
  assertOptions(options);
  const limit = assertLimit(options.limit ?? Number.POSITIVE_INFINITY);
  const out: Board[] = [];
  if (limit === 0) return out;
  for (const b of eachQuietPattern(rows, cols, options)) {
    out.push(b);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * The quiet patterns one at a time, in the order of {@link quietPatterns}: a consumer that writes each pattern out
 * and drops it holds one board at a time.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), abort signal and progress.
 * @returns The boards, one per `next()`.
 * @throws {ArgumentError} for bad sizes or a bad rule, at the first `next()`.
 * @throws {LimitError} for a board past the limits of every method that applies, at the first `next()`.
 */
export function* eachQuietPattern(rows: number, cols: number, options: RuleOptions = {}): Generator<Board> {
  const shape = shapeOf(rows, cols, options);
  assertShape(rows, cols); // the patterns are boards of this shape
  options.signal?.throwIfAborted();
  yield* chooseMethod(shape).prepare(shape, options).eachQuietPattern(options);
}

/**
 * True when some presses turn `board` into `target` (all off by default).
 *
 * @param board The lights now.
 * @param options The rule (classic by default), the target, abort signal and progress.
 * @returns Whether a solution exists.
 * @throws {ArgumentError} for a bad rule or a target of another shape.
 * @throws {LimitError} for a board past the limits of every method that applies.
 */
export function isSolvable(board: Board, options: RuleOptions & { target?: Board } = {}): boolean {
  assertOptions(options);
  options.signal?.throwIfAborted();
  const shape = gridShapeOf(board, options.rule ?? CLASSIC_RULE, options.target);
  return chooseMethod(shape).prepare(shape, options).reachable(lightsToToggle(board, options.target), options);
}

/**
 * One row of a nullity table: the nullities of the `rows` × n boards for n = fromCols..toCols, in order.
 * Tables and sweeps can be streamed row by row through it.
 *
 * @param rows Number of rows, at least 1.
 * @param fromCols The first number of columns, at least 1.
 * @param toCols The last number of columns; none when below `fromCols`.
 * @param options The rule (classic by default), abort signal and progress (boards done).
 * @returns One nullity per number of columns.
 * @throws {ArgumentError} for bad sizes or a bad rule.
 * @throws {LimitError} for more than 2²² columns (`maxCells`, before any work), or a size whose work would run past
 *   the method's limit.
 */
export function nullityRow(rows: number, fromCols: number, toCols: number, options: RuleOptions = {}): number[] {
  assertOptions(options);
  assertSides(rows, fromCols);
  assertSides(rows, toCols);
  const count = toCols - fromCols + 1;
  if (count > MAX_TABLE_CELLS) {
    throw new LimitError(`a nullity row of ${count} entries is over the limit of ${MAX_TABLE_CELLS}; ask for it in pieces`, 'maxCells', count, MAX_TABLE_CELLS);
  }
  const rule = options.rule ?? CLASSIC_RULE;
  // a row that starts near 1 shares one sequence over its columns (ring-nullity-table.ts)
  if (ringTableApplies(rule) && toCols <= 4 * count) return ringNullityRow(rule, rows, fromCols, toCols, (m, n) => nullity(m, n, { rule, signal: options.signal }), options);
  if (projectiveTableApplies(rule)) return projectiveNullityRow(rule, rows, fromCols, toCols, exactOf(rule, { signal: options.signal }), options);
  const out: number[] = [];
  for (let n = fromCols; n <= toCols; n++) {
    options.signal?.throwIfAborted();
    out.push(nullity(rows, n, { rule: options.rule, signal: options.signal }));
    options.onProgress?.(n - fromCols + 1, toCols - fromCols + 1);
  }
  return out;
}

/** True when transposing a board maps the rule to itself: the stencil is symmetric under (dr, dc) ↦ (dc, dr) and both directions have the same untwisted edges. */
function isTransposeSymmetric(rule: Rule): boolean {
  const { rows, cols } = edgesOf(rule.topology);
  if (rows !== cols || isTwisted(rule.topology) || rule.reversed) return false;
  return mirrorsOnDiagonal(rule.stencil);
}

/**
 * Nullities of every m × n board for 1 ≤ m ≤ maxRows and 1 ≤ n ≤ maxCols: `table[m - 1][n - 1]`.
 * Progress counts finished rows of the table.
 *
 * @param maxRows The most rows, at least 1.
 * @param maxCols The most columns, at least 1.
 * @param options The rule (classic by default), abort signal and progress.
 * @returns maxRows arrays of maxCols nullities.
 * @throws {ArgumentError} for bad sizes or a bad rule.
 * @throws {LimitError} past 2²² entries (`maxCells`), or for a size whose work would run past the method's limit.
 */
export function nullityTable(maxRows: number, maxCols: number, options: RuleOptions = {}): number[][] {
  const shape = shapeOf(maxRows, maxCols, options);
  options.signal?.throwIfAborted();
  assertTableSize(maxRows, maxCols);
  if (polyChaseMethod.applies(shape)) return classicNullityTable(maxRows, maxCols, options);
  // cross, Moore without centre, diagonal… on the torus and the cylinder: one sequence per ring side
  if (ringTableApplies(shape.rule)) return ringNullityTable(shape.rule, maxRows, maxCols, (m, n) => nullity(m, n, { rule: shape.rule, signal: options.signal }), options);
  if (projectiveTableApplies(shape.rule)) return projectiveNullityTable(shape.rule, maxRows, maxCols, exactOf(shape.rule, { signal: options.signal }), options);
  // symmetric 3 × 3 rules on the Möbius strip and the Klein bottle: the fold's closed form per entry, the rule read once
  if (foldTableApplies(shape.rule)) return foldNullityTable(shape.rule, maxRows, maxCols, exactOf(shape.rule, { signal: options.signal }), options);
  // a rule that looks the same transposed (stencil and edges) has a symmetric table: each pair asked once
  const symmetric = isTransposeSymmetric(shape.rule);
  const table: number[][] = [];
  for (let m = 1; m <= maxRows; m++) {
    options.signal?.throwIfAborted();
    const known = symmetric && m <= maxCols ? table.map((row) => row[m - 1]!) : [];
    table.push([...known, ...nullityRow(m, known.length + 1, maxCols, { rule: shape.rule, signal: options.signal })]);
    options.onProgress?.(m, maxRows);
  }
  return table;
}
