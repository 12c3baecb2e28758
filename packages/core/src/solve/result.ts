import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Board } from '../puzzle/board.ts';
import type { Rule } from '../puzzle/rule.ts';
import type { CosetMinimizer, CosetSearchOptions } from './coset-minimizer.ts';
import { verifyProof, verifySolution } from './verify.ts';

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

/** The outcome of solving one board. */
export type SolveResult = Solved | Unsolvable;

/** What a method found for one board, with lazy access to what completing the answer may need. */
export interface RawAnswer {
  readonly method: string;
  readonly presses: Board | null;
  readonly nullity: number;
  /** The certificate; asked for only when `presses` is null. */
  proof(): Board;
  /** A minimizer over the kernel; asked for only when the fewest presses are wanted and nullity > 0. */
  minimizer(search: CosetSearchOptions): CosetMinimizer;
}

/** The coset search bounds used for `minimal: true` (one shared object, so callers can cache by it). */
const DEFAULT_SEARCH: CosetSearchOptions = Object.freeze({});

/** How to complete an answer: the rule, the target, and whether (and how hard) to minimise. */
export interface CompleteOptions extends WorkOptions {
  readonly rule: Rule;
  readonly target?: Board | undefined;
  readonly minimal?: boolean | CosetSearchOptions | undefined;
}

/**
 * Turns a method's raw answer into a {@link SolveResult}: minimises over the coset when asked, and checks
 * the presses (or the proof) against the board before anything is returned.
 */
export function completeResult(board: Board, answer: RawAnswer, options: CompleteOptions): SolveResult {
  const { rule, target } = options;
  const { presses, nullity, method } = answer;
  if (presses === null) {
    const proof = answer.proof();
    if (!verifyProof(board, proof, rule, target)) throw new Error(`internal error: ${method} returned an invalid unsolvability proof`);
    return { solvable: false, proof, nullity, solutions: 0n, method };
  }
  let best = presses;
  let minimal = nullity === 0;
  if (options.minimal && nullity > 0) {
    const search = typeof options.minimal === 'object' ? options.minimal : DEFAULT_SEARCH;
    const found = answer.minimizer(search).minimize(presses.words, options);
    best = presses.clone();
    best.words.set(found.vector);
    minimal = found.proven;
  }
  if (!verifySolution(board, best, rule, target)) throw new Error(`internal error: ${method} returned presses that do not solve the board`);
  return { solvable: true, presses: best, pressCount: best.count(), nullity, solutions: 2n ** BigInt(nullity), minimal, method };
}
