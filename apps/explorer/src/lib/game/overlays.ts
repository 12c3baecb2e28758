import type { Difficulty } from '../board/difficulty.ts';

/** What a {@link Game} draws over its lights and remembers of the game: for every kind of lights `L`. */

/** A solution drawn over the lights: press counts still to make. */
export interface ShownSolution<L> {
  /** Presses still to make, per position (0..k−1; with two states a board of cells to press). */
  readonly remaining: L;
  /** Presses made since it was shown plus those still to make (the sum as first shown, grown by k for every press off it). */
  readonly total: number;
  /** True while the remaining presses are proven to be the fewest possible. */
  readonly minimal: boolean;
  /** The core method that found it. */
  readonly method: string;
  /** Press patterns that solve the lights (the kernel size), when the solver says. */
  readonly solutions: bigint | null;
  /**
   * No solution of the lights it was found for has fewer presses than this (a proven lower bound), when a
   * fewest-presses search that was not proven says; `null` otherwise, or once a press off the solution is made.
   */
  readonly bound: number | null;
}

/** Why the lights cannot be solved: a quiet pattern y of the transposed rule. */
export interface ShownProof<L> {
  readonly weights: L;
  /** Σ y·(k − light) mod k: not 0, and no press can change it. */
  readonly sum: number;
  /** Lit positions inside the pattern (with two states an odd number, which no press can make even). */
  readonly overlap: number;
}

/** One position to press next: part of a solution that presses it `times` times. */
export interface Hint {
  readonly index: number;
  readonly times: number;
  /** True when the solution it comes from has the fewest presses. */
  readonly minimal: boolean;
}

/** A puzzle made by the new-puzzle flow: how hard it is and the fewest presses that solve it. */
export interface Puzzle {
  readonly difficulty: Difficulty;
  readonly fewest: number;
  /** True when `fewest` is proven the fewest. */
  readonly minimal: boolean;
}

/** The help a game has had since its lights were set: a solution shown, hints shown. */
export interface GameHelp {
  readonly solution: boolean;
  readonly hints: number;
}
