import type { Board } from '../puzzle/board.ts';
import { assertRule, CLASSIC_RULE, type Rule } from '../puzzle/rule.ts';
import type { StateBoard } from '../puzzle/state-board.ts';
import { byStates } from './any-states.ts';
import { GridChecker } from './grid/checker.ts';
import { StatesSolvabilityChecker } from './states/states-checker.ts';

/**
 * Decides solvability of many boards, of any number of states, under one rule. Per shape it keeps, once, a
 * basis of the kernel of Aᵀ (the quiet patterns of the transposed rule) when that basis is small: a board b
 * can reach its target t iff y·(t − b) = 0 for every basis vector y, one AND and a parity per word and vector
 * for bit boards. Shapes with a large kernel keep their prepared solver instead (memory bounded by the board).
 * Bit boards and {@link StateBoard}s of two states share the bit-packed engine.
 *
 * @example
 * const checker = new SolvabilityChecker();
 * boards.filter((b) => checker.isSolvable(b));
 */
export class SolvabilityChecker {
  /** The rule every board is checked under. */
  readonly rule: Rule;
  private readonly bits: GridChecker;
  /** One engine per number of states k > 2, made on first use. */
  private readonly states = new Map<number, StatesSolvabilityChecker>();

  /**
   * @param rule What a press does; the classic cross on the plane by default.
   * @throws {ArgumentError} for an invalid rule.
   */
  constructor(rule: Rule = CLASSIC_RULE) {
    assertRule(rule);
    this.rule = rule;
    this.bits = new GridChecker(rule);
  }

  /**
   * True when some presses turn `board` into `target` (all off, or all zero, by default).
   *
   * @param board The lights now: a bit board, or a board of k states.
   * @param target The lights wanted, same shape and states; all off by default.
   * @returns Whether a solution exists.
   * @throws {ArgumentError} for a target of another shape or number of states.
   * @throws {LimitError} for a board past the limits of every method that applies.
   */
  isSolvable(board: Board, target?: Board): boolean;
  isSolvable(board: StateBoard, target?: StateBoard): boolean;
  isSolvable(board: Board | StateBoard, target?: Board | StateBoard): boolean;
  isSolvable(board: Board | StateBoard, target?: Board | StateBoard): boolean {
    return byStates(board, target, (bits, bitsTarget) => this.bits.isSolvable(bits, bitsTarget), (states, statesTarget) => this.engine(states.states).isSolvable(states, statesTarget), (solvable) => solvable);
  }

  /** The checker of k > 2 states, made on first use. */
  private engine(states: number): StatesSolvabilityChecker {
    let engine = this.states.get(states);
    if (!engine) {
      engine = new StatesSolvabilityChecker(this.rule, states);
      this.states.set(states, engine);
    }
    return engine;
  }
}
