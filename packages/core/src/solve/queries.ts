import { assertSides } from '../puzzle/board-shape.ts';
import type { Board } from '../puzzle/board.ts';
import type { StateBoard } from '../puzzle/state-board.ts';
import { assertStates } from '../zk/zk.ts';
import { assertOptions } from '../validate.ts';
import { statesOf } from './any-states.ts';
import * as bits from './grid/queries.ts';
import { statesKernel, statesNullity } from './states/solve-states.ts';

/**
 * The shape queries for boards of any number of states: without `states` (or with `states: 2` where the answer
 * is a number) they are the bit-packed GF(2) queries; with `states` k > 2 they work over Z/k. A query that
 * returns boards returns {@link StateBoard}s exactly when `states` is given.
 */

/** Options of the shape queries: the rule, and the number of states (two by default). */
export interface ShapeOptions extends bits.RuleOptions {
  /** The number of states k of every cell, 2 to {@link MAX_STATES}; two by default. */
  states?: number;
}

/** The number of states asked for: undefined for the bit-packed default, else a checked k. */
function statesOption(options: ShapeOptions): number | undefined {
  assertOptions(options);
  if (options.states === undefined) return undefined;
  assertStates(options.states);
  return options.states;
}

/**
 * Dimension of the kernel of the rule's matrix on a rows × cols board (for k states, the fewest generators of
 * the kernel over Z/k, its dimension when k is prime): solvable boards have 2^nullity solutions for two states,
 * and a 2^−nullity share of all boards is solvable.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), `states`, abort signal and progress.
 * @returns The nullity, from 0 to rows·cols.
 * @throws {ArgumentError} unless both sides are positive whole numbers and the rule and `states` are valid.
 * @throws {LimitError} for a size whose work would run past the method's limit.
 */
export function nullity(rows: number, cols: number, options: ShapeOptions = {}): number {
  const k = statesOption(options);
  return k === undefined || k === 2 ? bits.nullity(rows, cols, options) : statesNullity(rows, cols, k, options);
}

/**
 * One row of a nullity table: the nullities of the `rows` × n boards for n = fromCols..toCols, in order.
 *
 * @param rows Number of rows, at least 1.
 * @param fromCols The first number of columns, at least 1.
 * @param toCols The last number of columns; none when below `fromCols`.
 * @param options The rule (classic by default), `states`, abort signal and progress (boards done).
 * @returns One nullity per number of columns.
 * @throws {ArgumentError} for bad sizes, a bad rule or bad `states`.
 * @throws {LimitError} for a size whose work would run past the method's limit.
 */
export function nullityRow(rows: number, fromCols: number, toCols: number, options: ShapeOptions = {}): number[] {
  const k = statesOption(options);
  if (k === undefined || k === 2) return bits.nullityRow(rows, fromCols, toCols, options);
  const out: number[] = [];
  for (let n = fromCols; n <= toCols; n++) {
    out.push(statesNullity(rows, n, k, { rule: options.rule, signal: options.signal }));
    options.onProgress?.(n - fromCols + 1, toCols - fromCols + 1);
  }
  return out;
}

/**
 * Nullities of every m × n board for 1 ≤ m ≤ maxRows and 1 ≤ n ≤ maxCols: `table[m - 1][n - 1]`.
 * Progress counts finished rows of the table.
 *
 * @param maxRows The most rows, at least 1.
 * @param maxCols The most columns, at least 1.
 * @param options The rule (classic by default), `states`, abort signal and progress.
 * @returns maxRows arrays of maxCols nullities.
 * @throws {ArgumentError} for bad sizes, a bad rule or bad `states`.
 * @throws {LimitError} past 2²² entries (`maxCells`), or for a size whose work would run past the method's limit.
 */
export function nullityTable(maxRows: number, maxCols: number, options: ShapeOptions = {}): number[][] {
  const k = statesOption(options);
  if (k === undefined || k === 2) return bits.nullityTable(maxRows, maxCols, options);
  assertSides(maxRows, maxCols);
  bits.assertTableSize(maxRows, maxCols);
  const table: number[][] = [];
  for (let m = 1; m <= maxRows; m++) {
    table.push(nullityRow(m, 1, maxCols, { rule: options.rule, signal: options.signal, states: k }));
    options.onProgress?.(m, maxRows);
  }
  return table;
}

/**
 * The quiet patterns (press patterns that change nothing) of a rows × cols board one at a time: bit boards, or
 * with `states` {@link StateBoard}s of press counts (for k > 2 the generators of the kernel over Z/k).
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), `states`, abort signal and progress.
 * @returns The boards, one per `next()`.
 * @throws {ArgumentError} for bad sizes, a bad rule or bad `states`, at the first `next()`.
 * @throws {LimitError} for a board past the limits of every method that applies, at the first `next()`.
 */
export function eachQuietPattern(rows: number, cols: number, options?: bits.RuleOptions & { states?: undefined }): Generator<Board>;
export function eachQuietPattern(rows: number, cols: number, options: ShapeOptions & { states: number }): Generator<StateBoard>;
export function* eachQuietPattern(rows: number, cols: number, options: ShapeOptions = {}): Generator<Board | StateBoard> {
  const k = statesOption(options);
  if (k === undefined) yield* bits.eachQuietPattern(rows, cols, options);
  else if (k === 2) for (const b of bits.eachQuietPattern(rows, cols, options)) yield statesOf(b);
  else yield* statesKernel(rows, cols, k, options).generators;
}

/**
 * A basis of the quiet patterns on a rows × cols board (see {@link eachQuietPattern}); with `limit`, only its
 * first vectors.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), `states`, `limit` (the most patterns to return), abort signal and progress.
 * @returns `nullity` boards, or `limit` if fewer.
 * @throws {ArgumentError} for bad sizes, a bad rule, bad `states` or a negative or fractional `limit`.
 * @throws {LimitError} for a board past the limits of every method that applies.
 */
export function quietPatterns(rows: number, cols: number, options?: bits.RuleOptions & { states?: undefined; limit?: number }): Board[];
export function quietPatterns(rows: number, cols: number, options: ShapeOptions & { states: number; limit?: number }): StateBoard[];
export function quietPatterns(rows: number, cols: number, options: ShapeOptions & { limit?: number } = {}): Array<Board | StateBoard> {
  const k = statesOption(options);
  if (k === undefined) return bits.quietPatterns(rows, cols, options);
  const patterns = k === 2 ? bits.quietPatterns(rows, cols, options).map(statesOf) : statesKernel(rows, cols, k, options).generators;
  return options.limit === undefined ? patterns : patterns.slice(0, bits.assertLimit(options.limit));
}
