import type { WorkOptions } from '../../work.ts';
import { ArgumentError } from '../../errors.ts';
import { assertBoard, Board } from '../../puzzle/board.ts';
import { assertRule, CLASSIC_RULE, type Rule } from '../../puzzle/rule.ts';
import { complete, type MinimalOption } from '../complete.ts';
import type { SolveResult } from '../result.ts';
import { assertMinimalOption, assertOptions } from '../../validate.ts';
import { gridKind, type GridShape, lightsToToggle } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { isClassicPlane } from './classic-check.ts';
import { withStreamedCheck } from './streamed-check.ts';

/** Options of {@link solve}. */
export interface SolveOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
  /** The pattern to reach; all lights off by default. Same shape as the board. */
  target?: Board;
  /** Ask for the fewest presses: `true`, or bounds for the coset search. */
  minimal?: MinimalOption;
}

/**
 * The shape a board is solved on, after checking the board, the rule and the target. `walkLater(rule)` true: the
 * board's rows are not walked for bits past the last column here (the caller's check does it on its way).
 */
export function gridShapeOf(board: Board, rule: Rule, target?: Board, walkLater?: (rule: Rule) => boolean): GridShape {
  if (!walkLater || !(board instanceof Board) || board.words.length !== board.rows * board.stride) assertBoard(board);
  if (target !== undefined) assertBoard(target, 'target');
  assertRule(rule);
  if (walkLater && !walkLater(rule)) assertBoard(board);
  if (target && (target.rows !== board.rows || target.cols !== board.cols)) {
    throw new ArgumentError(`target is ${target.rows}×${target.cols}, board is ${board.rows}×${board.cols}`);
  }
  return { rule, rows: board.rows, cols: board.cols };
}

/**
 * Solves a board: finds presses turning `board` into `options.target` (all off by default), or proves that
 * none exist. Picks the fastest applicable method; every answer is verified by applying it before it is
 * returned.
 *
 * @param board - The lights now.
 * @param options - The rule (classic by default), the target, `minimal`, and `signal`/`onProgress` for long work.
 * @returns A {@link Solved} with the presses, or an {@link Unsolvable} with a proof.
 * @throws {ArgumentError} for a board or target that is not a well-formed {@link Board}, a target of another shape,
 *   a bad rule or options of the wrong type.
 * @throws {LimitError} for a board past the limits of every method that applies.
 * @example
 * const result = solve(Board.filled(5, 5), { minimal: true });
 * if (result.solvable) result.pressCount; // 15
 */
export function solve(board: Board, options: SolveOptions = {}): SolveResult {
  assertOptions(options);
  assertMinimalOption(options.minimal);
  // The classic plane's check (classic-check.ts) finds a bit past the last column of the board on its way over the
  // words (and throws the same ArgumentError): one walk over 10000 rows fewer (a cache miss each) at 10000².
  const walkLater = options.target === undefined && !options.minimal ? isClassicPlane : undefined;
  const shape = gridShapeOf(board, options.rule ?? CLASSIC_RULE, options.target, walkLater);
  const work = { signal: options.signal, onProgress: options.onProgress };
  work.signal?.throwIfAborted();
  const method = chooseMethod(shape);
  const prepared = method.prepare(shape, work);
  const need = lightsToToggle(board, options.target);
  // a classic chase of `need` checks its presses as it writes them; the check below takes its receipt
  return withStreamedCheck(need, () => complete(gridKind, method, prepared, shape, need, { ...work, minimal: options.minimal }));
}

/**
 * {@link solve} asking for the fewest presses.
 *
 * @param board The lights now.
 * @param options The rule (classic by default), the target, abort signal and progress.
 * @returns A {@link Solved} with the fewest presses found (`minimal` says whether that is proven), or an {@link
 *   Unsolvable} with a proof.
 * @throws {ArgumentError} for a bad rule or a target of another shape.
 * @throws {LimitError} for a board past the limits of every method that applies.
 */
export function minimalSolution(board: Board, options: Omit<SolveOptions, 'minimal'> = {}): SolveResult {
  return solve(board, { ...options, minimal: true });
}
