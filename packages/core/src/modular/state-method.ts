import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Rule } from '../puzzle/rule.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import type { ZkKernel } from '../zk/zk-solve.ts';

/** The quiet patterns of a k-state rule: the kernel of A over Z/k as a direct sum of cyclic groups. */
export interface StateKernel {
  /** Generators (press boards; a method may build them on first access): every quiet pattern is Σ cᵢ·gᵢ, 0 ≤ cᵢ < orders[i], in exactly one way. */
  readonly generators: StateBoard[];
  /** Additive order of each generator (divides k). */
  readonly orders: number[];
  /** Number of quiet patterns (including all-zero): the product of the orders. */
  readonly size: bigint;
  /** Fewest generators; the dimension of the kernel when k is prime. */
  readonly nullity: number;
}

/** One solution of A·x = need over Z/k (or null) with the kernel of A. */
export interface StateParticular {
  /** Press counts reaching `need`, or null when none exist. */
  readonly presses: StateBoard | null;
  /** The kernel of A: all solutions are presses + kernel. */
  readonly kernel: StateKernel;
}

/**
 * One way of doing the linear algebra over Z/k for a family of rules, shapes and state counts. Every method
 * answers the same questions; contract tests hold each one to the dense reference.
 */
export interface StateSolverMethod {
  /** Stable identifier reported in results (`dense-zk`, `lazy-chase-zk`, `poly-chase-gfp`). */
  readonly name: string;
  /** True when the method handles the rule on a rows × cols board with k states. */
  applies(rule: Rule, rows: number, cols: number, states: number): boolean;
  /** Solves A·x = need (need: the amount each cell must still change, mod k). */
  solve(need: StateBoard, rule: Rule, options?: WorkOptions): StateParticular;
  /** The kernel of A for a rows × cols board with k states. */
  kernel(rows: number, cols: number, states: number, rule: Rule, options?: WorkOptions): StateKernel;
}

/** Wraps flat kernel vectors as boards. */
export function kernelBoards(kernel: ZkKernel, rows: number, cols: number, states: number): StateKernel {
  return {
    generators: kernel.generators.map((g) => new StateBoard(rows, cols, states, g)),
    orders: kernel.orders,
    size: kernel.size,
    nullity: kernel.nullity,
  };
}
