import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Board } from '../puzzle/board.ts';
import { CLASSIC_RULE, type Rule, transposeRule } from '../puzzle/rule.ts';
import { type CosetSearchOptions, CosetMinimizer } from './coset-minimizer.ts';
import { chooseMethod } from './methods.ts';
import { completeResult, type RawAnswer, type SolveResult } from './result.ts';
import { lightsToToggle } from './verify.ts';

export type { SolveResult, Solved, Unsolvable } from './result.ts';

/** Options of {@link solve}. */
export interface SolveOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
  /** The pattern to reach; all lights off by default. Same shape as the board. */
  target?: Board;
  /** Ask for the fewest presses: `true`, or bounds for the coset search. */
  minimal?: boolean | CosetSearchOptions;
}

/**
 * Solves a board: finds presses turning `board` into `options.target` (all off by default), or proves that
 * none exist. Picks the fastest applicable method; every answer is verified by applying it before it is
 * returned.
 *
 * @example
 * const result = solve(Board.filled(5, 5), { minimal: true });
 * if (result.solvable) result.pressCount; // 15
 */
export function solve(board: Board, options: SolveOptions = {}): SolveResult {
  const rule = options.rule ?? CLASSIC_RULE;
  const { rows, cols } = board;
  if (options.target && (options.target.rows !== rows || options.target.cols !== cols)) {
    throw new RangeError(`target is ${options.target.rows}×${options.target.cols}, board is ${rows}×${cols}`);
  }
  const method = chooseMethod(rule, rows, cols);
  const work = { signal: options.signal, onProgress: options.onProgress };
  const { presses, nullity, proof } = method.solve(lightsToToggle(board, options.target), rule, work);
  const answer: RawAnswer = {
    method: method.name,
    presses,
    nullity,
    proof: () => proof ?? findProof(board, rule, options.target, work),
    minimizer: (search) => new CosetMinimizer(method.kernel(rows, cols, rule, work).map((b) => b.words), search),
  };
  return completeResult(board, answer, { ...work, rule, target: options.target, minimal: options.minimal });
}

/** {@link solve} asking for the fewest presses. */
export function minimalSolution(board: Board, options: Omit<SolveOptions, 'minimal'> = {}): SolveResult {
  return solve(board, { ...options, minimal: true });
}

/** A quiet pattern of Aᵀ with odd overlap with board + target, from a kernel basis of the transposed rule. */
function findProof(board: Board, rule: Rule, target: Board | undefined, work: WorkOptions): Board {
  const transposed = transposeRule(rule);
  const lights = lightsToToggle(board, target);
  const basis = chooseMethod(transposed, board.rows, board.cols).kernel(board.rows, board.cols, transposed, work);
  const proof = basis.find((y) => y.overlap(lights) % 2 === 1);
  if (!proof) throw new Error('internal error: unsolvable board without a quiet pattern to prove it');
  return proof;
}
