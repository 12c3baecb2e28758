import { kernel as kernelOf, rank, solveLinear, type WorkOptions } from '../gf2/eliminate.ts';
import { Board } from '../puzzle/board.ts';
import type { Rule } from '../puzzle/rule.ts';
import { ruleMatrix } from '../puzzle/rule-matrix.ts';
import type { KernelOptions, ParticularSolution, SolverMethod } from './method.ts';

/** Largest board, in cells, the dense method takes on (its matrix has cells² bits and costs cells³/32). */
export const DENSE_MAX_CELLS = 4096;

/**
 * The reference method: build the full (mn)×(mn) matrix and run Gauss–Jordan elimination.
 * Works for every rule and topology; every faster method is tested against it.
 */
export const denseMethod: SolverMethod = {
  name: 'dense',

  applies(_rule: Rule, rows: number, cols: number): boolean {
    return rows * cols <= DENSE_MAX_CELLS;
  },

  solve(lights: Board, rule: Rule, options?: WorkOptions): ParticularSolution {
    const { rows, cols } = lights;
    const a = ruleMatrix(rule, rows, cols);
    const solution = solveLinear(a, lights.toVector(), options);
    if (solution === null) return { presses: null, nullity: rows * cols - rank(a, options) };
    return { presses: Board.fromVector(rows, cols, solution.x), nullity: rows * cols - solution.rank };
  },

  nullity(rows: number, cols: number, rule: Rule, options?: WorkOptions): number {
    return rows * cols - rank(ruleMatrix(rule, rows, cols), options);
  },

  kernel(rows: number, cols: number, rule: Rule, options?: KernelOptions): Board[] {
    return kernelOf(ruleMatrix(rule, rows, cols), options)
      .slice(0, options?.limit)
      .map((v) => Board.fromVector(rows, cols, v));
  },
};
