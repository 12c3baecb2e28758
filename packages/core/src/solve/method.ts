import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Board } from '../puzzle/board.ts';
import type { Rule } from '../puzzle/rule.ts';

/** A particular solution of A·x = lights, or `null` when there is none, with the nullity of A. */
export interface ParticularSolution {
  /** Presses that turn `lights` off, or `null` when the lights cannot all be turned off. */
  readonly presses: Board | null;
  /** Dimension of the kernel of A. */
  readonly nullity: number;
  /** When unsolvable, a certificate (see {@link SolveResult}) if the method finds one cheaply. */
  readonly proof?: Board;
}

/** Options of {@link SolverMethod.kernel}. */
export interface KernelOptions extends WorkOptions {
  /** Return at most this many basis vectors (the first ones); all by default. */
  limit?: number;
}

/**
 * One way of doing the linear algebra for a family of rules and shapes. Every method answers the same
 * questions; contract tests hold each one to the dense reference.
 */
export interface SolverMethod {
  /** Stable identifier, reported in results (`dense`, …). */
  readonly name: string;
  /** True when this method handles the rule on a rows × cols board. */
  applies(rule: Rule, rows: number, cols: number): boolean;
  /** Solves A·x = lights for the rule on the lights' shape. */
  solve(lights: Board, rule: Rule, options?: WorkOptions): ParticularSolution;
  /** Dimension of the kernel of A. */
  nullity(rows: number, cols: number, rule: Rule, options?: WorkOptions): number;
  /** A basis of the kernel of A (the quiet patterns), as boards. */
  kernel(rows: number, cols: number, rule: Rule, options?: KernelOptions): Board[];
}
