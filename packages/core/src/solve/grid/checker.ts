import { dotParity } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import { assertRule, CLASSIC_RULE, type Rule, transposeRule } from '../../puzzle/rule.ts';
import { BatchChecker } from '../checker.ts';
import { lightsToToggle } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { gridShapeOf } from './solve.ts';

/**
 * Decides solvability of many bit boards under one rule (the two-state engine of {@link SolvabilityChecker}). Per shape it keeps, once, a basis of the kernel of Aᵀ
 * (the quiet patterns of the transposed rule) when that basis is small: a board b can be solved iff b has
 * even overlap with every basis vector, one AND and a parity per word and vector. Shapes with a large
 * kernel keep their prepared solver instead (memory bounded by the board).
 *
 * @example
 * const checker = new GridChecker();
 * boards.filter((b) => checker.isSolvable(b));
 */
export class GridChecker {
  /** The rule every board is checked under. */
  readonly rule: Rule;
  private readonly engine: BatchChecker<Board>;

  /**
   * @param rule What a press does; the classic cross on the plane by default.
   * @throws {ArgumentError} for an invalid rule.
   */
  constructor(rule: Rule = CLASSIC_RULE) {
    assertRule(rule);
    this.rule = rule;
    const transposed = transposeRule(rule);
    this.engine = new BatchChecker<Board>({
      prepare: (rows, cols, work) => {
        const shape = { rule, rows, cols };
        const prepared = chooseMethod(shape).prepare(shape, work);
        const tShape = { rule: transposed, rows, cols };
        return { prepared, transposed: () => (transposed === rule ? prepared : chooseMethod(tShape).prepare(tShape, work)) };
      },
      patternBytes: (rows, cols) => rows * ((cols + 31) >>> 5) * 4,
      separates: (y, need) => dotParity(y.words, need.words) === 1,
    });
  }

  /**
   * True when some presses turn `board` into `target` (all off by default).
   *
   * @param board The lights now.
   * @param target The lights wanted, same shape; all off by default.
   * @returns Whether a solution exists.
   * @throws {ArgumentError} for a target of another shape.
   * @throws {LimitError} for a board past the limits of every method that applies.
   */
  isSolvable(board: Board, target?: Board): boolean {
    gridShapeOf(board, this.rule, target);
    return this.engine.reachable(board.rows, board.cols, lightsToToggle(board, target));
  }
}
