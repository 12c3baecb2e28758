import { ArgumentError } from '../../errors.ts';
import { assertRule, type Rule, transposeRule } from '../../puzzle/rule.ts';
import { assertStateBoard, type StateBoard } from '../../puzzle/state-board.ts';
import { assertStates } from '../../zk/zk.ts';
import { BatchChecker } from '../checker.ts';
import { stateDot } from './kind.ts';
import { chooseStatesMethod } from './methods.ts';
import { stateNeed } from './solve-states.ts';

/**
 * Solvability of many k-state boards under one rule: the k-state {@link SolvabilityChecker}, with the same
 * engine and the same memory policy. Per shape, the quiet patterns y of the transposed rule are kept when
 * small, and a board b can reach its target t iff y·(t − b) ≡ 0 (mod k) for each generator y.
 *
 * @deprecated Use {@link SolvabilityChecker}, which takes boards of any number of states.
 */
export class StatesSolvabilityChecker {
  /** The rule every board is checked under. */
  readonly rule: Rule;
  /** The number of states of every board. */
  readonly states: number;
  private readonly engine: BatchChecker<StateBoard>;

  /**
   * @param rule What a press does.
   * @param states The number of states k of every board, 2 to {@link MAX_STATES}.
   * @throws {ArgumentError} for an invalid rule or state count.
   */
  constructor(rule: Rule, states: number) {
    assertRule(rule);
    assertStates(states);
    this.rule = rule;
    this.states = states;
    const transposed = transposeRule(rule);
    this.engine = new BatchChecker<StateBoard>({
      prepare: (rows, cols, work) => {
        const shape = { rule, rows, cols, states };
        const prepared = chooseStatesMethod(shape).prepare(shape, work);
        const tShape = { ...shape, rule: transposed };
        return { prepared, transposed: () => (transposed === rule ? prepared : chooseStatesMethod(tShape).prepare(tShape, work)) };
      },
      patternBytes: (rows, cols) => rows * cols,
      separates: (y, need) => stateDot(y, need) !== 0,
    });
  }

  /**
   * True when some press pattern turns `board` into `target` (every cell 0 by default).
   *
   * @param board The states now.
   * @param target The states wanted; every cell 0 by default.
   * @returns Whether a solution exists.
   * @throws {ArgumentError} when the board or target has another state count or shape.
   * @throws {LimitError} for work past the methods' limits.
   */
  isSolvable(board: StateBoard, target?: StateBoard): boolean {
    assertStateBoard(board);
    if (target !== undefined) assertStateBoard(target, 'target');
    if (board.states !== this.states) throw new ArgumentError(`board has ${board.states} states, the checker ${this.states}`);
    if (target && (target.rows !== board.rows || target.cols !== board.cols || target.states !== board.states)) throw new ArgumentError('target and board differ in shape or states');
    // Toward all zero the need is −b, and −b is reachable iff b is (the image of A is a module, closed under
    // negation; a quiet pattern y separates −b iff it separates b): the board stands for its need, uncopied.
    return this.engine.reachable(board.rows, board.cols, target ? stateNeed(board, target) : board);
  }
}
