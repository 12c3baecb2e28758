import type { Board } from '../../puzzle/board.ts';
import { assertRule, CLASSIC_RULE, type Rule } from '../../puzzle/rule.ts';
import { complete } from '../complete.ts';
import type { PreparedShape, SolverMethod } from '../method.ts';
import type { SolveResult } from '../result.ts';
import { ShapeMemo } from '../shape-memo.ts';
import { gridKind, type GridShape, lightsToToggle } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { gridShapeOf, type SolveOptions } from './solve.ts';
import { assertMinimalOption, assertOptions } from '../../validate.ts';

/**
 * Solves many boards under one rule, preparing each shape once (the method's per-shape algebra and, when
 * asked for the fewest presses, its kernel and coset search): a batch of boards of one shape costs one
 * preparation plus a cheap solve per board, at any size. Answers are the same as {@link solve}'s and are
 * verified the same way.
 *
 * @example
 * const solver = new Solver(makeRule(namedStencil('moore')));
 * for (const board of boards) solver.solve(board, { minimal: true });
 */
export class Solver {
  /** The rule every board is solved under. */
  readonly rule: Rule;
  private readonly shapes = new ShapeMemo<{ method: SolverMethod<GridShape, Board>; prepared: PreparedShape<Board> }>();

  /**
   * @param rule What a press does; the classic cross on the plane by default.
   * @throws {ArgumentError} for an invalid rule.
   */
  constructor(rule: Rule = CLASSIC_RULE) {
    assertRule(rule);
    this.rule = rule;
  }

  /**
   * Like {@link solve} with this solver's rule.
   *
   * @param board The lights now.
   * @param options The target, `minimal`, abort signal and progress.
   * @returns A {@link Solved} with the presses, or an {@link Unsolvable} with a proof.
   * @throws {ArgumentError} for a target of another shape.
   * @throws {LimitError} for a board past the limits of every method that applies.
   */
  solve(board: Board, options: Omit<SolveOptions, 'rule'> = {}): SolveResult {
    assertOptions(options);
    assertMinimalOption(options.minimal);
    const shape = gridShapeOf(board, this.rule, options.target);
    options.signal?.throwIfAborted();
    const work = { signal: options.signal, onProgress: options.onProgress };
    const { method, prepared } = this.shapes.get(shape.rows, shape.cols, () => {
      const method = chooseMethod(shape);
      return { method, prepared: method.prepare(shape, work) };
    });
    return complete(gridKind, method, prepared, shape, lightsToToggle(board, options.target), { ...work, minimal: options.minimal });
  }
}
