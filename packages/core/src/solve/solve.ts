import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Board } from '../puzzle/board.ts';
import { CLASSIC_RULE, type Rule, transposeRule } from '../puzzle/rule.ts';
import { type CosetSearchOptions, CosetMinimizer } from './coset-minimizer.ts';
import { chooseMethod } from './methods.ts';
import { lightsToToggle, verifyProof, verifySolution } from './verify.ts';

/** Options of {@link solve}. */
export interface SolveOptions extends WorkOptions {
  /** What a press does; the classic cross on the plane by default. */
  rule?: Rule;
  /** The pattern to reach; all lights off by default. Same shape as the board. */
  target?: Board;
  /** Ask for the fewest presses: `true`, or bounds for the coset search. */
  minimal?: boolean | CosetSearchOptions;
}

/** A board that can reach its target, with the presses that do it. */
export interface Solved {
  readonly solvable: true;
  /** Cells to press once each (order does not matter). */
  readonly presses: Board;
  /** Number of presses. */
  readonly pressCount: number;
  /** Dimension of the kernel of A: solutions come in cosets of 2^nullity. */
  readonly nullity: number;
  /** Number of press patterns that solve the board: 2^nullity. */
  readonly solutions: bigint;
  /** True when no solution has fewer presses (proven by exhaustive search, or the solution is unique). */
  readonly minimal: boolean;
  /** The solver method that did the linear algebra. */
  readonly method: string;
}

/** A board that cannot reach its target, with a certificate. */
export interface Unsolvable {
  readonly solvable: false;
  /** A quiet pattern of the transposed rule overlapping board + target an odd number of times. */
  readonly proof: Board;
  /** Dimension of the kernel of A. */
  readonly nullity: number;
  /** No press pattern works. */
  readonly solutions: 0n;
  /** The solver method that did the linear algebra. */
  readonly method: string;
}

/** The outcome of {@link solve}. */
export type SolveResult = Solved | Unsolvable;

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
  const { presses, nullity, proof: certificate } = method.solve(lightsToToggle(board, options.target), rule, work);

  if (presses === null) {
    const proof = certificate ?? findProof(board, rule, options.target, work);
    if (!verifyProof(board, proof, rule, options.target)) {
      throw new Error(`internal error: ${method.name} returned an invalid unsolvability proof`);
    }
    return { solvable: false, proof, nullity, solutions: 0n, method: method.name };
  }

  let best = presses;
  let minimal = nullity === 0;
  if (options.minimal && nullity > 0) {
    const search = typeof options.minimal === 'object' ? options.minimal : {};
    const basis = method.kernel(rows, cols, rule, work).map((b) => b.words);
    const found = new CosetMinimizer(basis, search).minimize(presses.words, work);
    best = presses.clone();
    best.words.set(found.vector);
    minimal = found.proven;
  }
  if (!verifySolution(board, best, rule, options.target)) {
    throw new Error(`internal error: ${method.name} returned presses that do not solve the board`);
  }
  return {
    solvable: true,
    presses: best,
    pressCount: best.count(),
    nullity,
    solutions: 2n ** BigInt(nullity),
    minimal,
    method: method.name,
  };
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
