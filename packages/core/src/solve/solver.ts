import { Factorization } from '../gf2/factorization.ts';
import { Board } from '../puzzle/board.ts';
import { CLASSIC_RULE, type Rule } from '../puzzle/rule.ts';
import { ruleMatrix } from '../puzzle/rule-matrix.ts';
import { CosetMinimizer, type CosetSearchOptions } from './coset-minimizer.ts';
import { DENSE_DISPATCH_CELLS } from './methods.ts';
import { completeResult, type SolveResult } from './result.ts';
import { type SolveOptions, solve } from './solve.ts';
import { lightsToToggle } from './verify.ts';

/** Per-shape work kept by a {@link Solver} for small boards. */
interface ShapeCache {
  readonly factorization: Factorization;
  readonly kernel: Uint32Array[];
  minimizer?: CosetMinimizer;
  minimizerSearch?: CosetSearchOptions;
}

/**
 * Solves many boards under one rule, reusing per-shape work. Boards of up to
 * {@link DENSE_DISPATCH_CELLS} cells are solved through a factorisation of the rule's matrix computed
 * once per shape, so each costs one matrix–vector product; larger boards go through {@link solve}.
 * Answers are the same as {@link solve}'s and are verified the same way.
 *
 * @example
 * const solver = new Solver(makeRule(namedStencil('moore')));
 * for (const board of boards) solver.solve(board, { minimal: true });
 */
export class Solver {
  /** The rule every board is solved under. */
  readonly rule: Rule;
  private readonly shapes = new Map<string, ShapeCache>();

  constructor(rule: Rule = CLASSIC_RULE) {
    this.rule = rule;
  }

  /** Like {@link solve} with this solver's rule. */
  solve(board: Board, options: Omit<SolveOptions, 'rule'> = {}): SolveResult {
    const { rows, cols } = board;
    if (rows * cols > DENSE_DISPATCH_CELLS) return solve(board, { ...options, rule: this.rule });
    if (options.target && (options.target.rows !== rows || options.target.cols !== cols)) {
      throw new RangeError(`target is ${options.target.rows}×${options.target.cols}, board is ${rows}×${cols}`);
    }
    const shape = this.shape(rows, cols);
    const answer = shape.factorization.solve(lightsToToggle(board, options.target).toVector());
    const nullity = cols * rows - shape.factorization.rank;
    return completeResult(
      board,
      {
        method: 'dense (factored once per shape)',
        presses: answer.solvable ? Board.fromVector(rows, cols, answer.x) : null,
        nullity,
        proof: () => {
          if (answer.solvable) throw new Error('internal error: proof asked of a solvable board');
          return Board.fromVector(rows, cols, answer.certificate);
        },
        minimizer: (search) => {
          if (!shape.minimizer || shape.minimizerSearch !== search) {
            const basis = shape.kernel.map((v) => Board.fromVector(rows, cols, v).words);
            shape.minimizer = new CosetMinimizer(basis, search);
            shape.minimizerSearch = search;
          }
          return shape.minimizer;
        },
      },
      { signal: options.signal, onProgress: options.onProgress, rule: this.rule, target: options.target, minimal: options.minimal },
    );
  }

  private shape(rows: number, cols: number): ShapeCache {
    const key = `${rows}x${cols}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      const factorization = new Factorization(ruleMatrix(this.rule, rows, cols));
      shape = { factorization, kernel: factorization.kernel() };
      this.shapes.set(key, shape);
    }
    return shape;
  }
}
