import type { Board } from '../puzzle/board.ts';
import { assertRule, CLASSIC_RULE, type Rule } from '../puzzle/rule.ts';
import type { StateBoard } from '../puzzle/state-board.ts';
import { byStates, statesResultOf } from './any-states.ts';
import { complete } from './complete.ts';
import { gridKind, type GridShape, lightsToToggle } from './grid/kind.ts';
import { chooseMethod } from './grid/methods.ts';
import { gridShapeOf, type SolveOptions } from './grid/solve.ts';
import type { PreparedShape, SolverMethod } from './method.ts';
import type { SolveResult } from './result.ts';
import { assertMinimalOption, assertOptions } from '../validate.ts';
import { ShapeMemo } from './shape-memo.ts';
import { type StateShape, statesKind } from './states/kind.ts';
import { chooseStatesMethod } from './states/methods.ts';
import { type SolveStatesOptions, stateNeed, stateShapeOf } from './states/solve-states.ts';

/** A shape's chosen method and its preparation. */
interface Prepared<S, P> {
  readonly method: SolverMethod<S, P>;
  readonly prepared: PreparedShape<P>;
}

/**
 * Solves many boards under one rule, preparing each shape once (the method's per-shape algebra and, when
 * asked for the fewest presses, its kernel and coset search): a batch of boards of one shape costs one
 * preparation plus a cheap solve per board, at any size and for any number of states (two-state boards, bit
 * boards or {@link StateBoard}s of k = 2, share the bit-packed preparations). Answers are the same as
 * {@link solve}'s and are verified the same way.
 *
 * @example
 * const solver = new Solver(makeRule(namedStencil('moore')));
 * for (const board of boards) solver.solve(board, { minimal: true });
 */
export class Solver {
  /** The rule every board is solved under. */
  readonly rule: Rule;
  private readonly bitShapes = new ShapeMemo<Prepared<GridShape, Board>>();
  /** One memo per number of states k > 2. */
  private readonly stateShapes = new Map<number, ShapeMemo<Prepared<StateShape, StateBoard>>>();

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
   * @param board The lights now: a bit board, or a board of k states.
   * @param options The target (same shape and states), `minimal`, abort signal and progress.
   * @returns A {@link Solved} with the presses, or an {@link Unsolvable} with a proof.
   * @throws {ArgumentError} for a target of another shape or number of states.
   * @throws {LimitError} for a board past the limits of every method that applies.
   */
  solve(board: Board, options?: Omit<SolveOptions, 'rule'>): SolveResult<Board>;
  solve(board: StateBoard, options?: Omit<SolveStatesOptions, 'rule'>): SolveResult<StateBoard>;
  solve(board: Board | StateBoard, options?: Omit<SolveOptions | SolveStatesOptions, 'rule'>): SolveResult<Board> | SolveResult<StateBoard>;
  solve(board: Board | StateBoard, options: Omit<SolveOptions | SolveStatesOptions, 'rule'> = {}): SolveResult<Board> | SolveResult<StateBoard> {
    assertOptions(options);
    assertMinimalOption(options.minimal);
    options.signal?.throwIfAborted();
    return byStates(board, options.target, (bits, target) => this.solveBits(bits, { ...(options as SolveOptions), target }), (states) => this.solveStates(states, options as SolveStatesOptions), statesResultOf);
  }

  private solveStates(board: StateBoard, options: Omit<SolveStatesOptions, 'rule'>): SolveResult<StateBoard> {
    const shape = stateShapeOf(board, { ...options, rule: this.rule }, false);
    const need = stateNeed(board, options.target); // checks the board's cells
    const work = { signal: options.signal, onProgress: options.onProgress };
    let memo = this.stateShapes.get(board.states);
    if (!memo) {
      memo = new ShapeMemo();
      this.stateShapes.set(board.states, memo);
    }
    const { method, prepared } = memo.get(shape.rows, shape.cols, () => {
      const method = chooseStatesMethod(shape);
      return { method, prepared: method.prepare(shape, work) };
    });
    return complete(statesKind, method, prepared, shape, need, { ...work, minimal: options.minimal });
  }

  private solveBits(board: Board, options: Omit<SolveOptions, 'rule'>): SolveResult<Board> {
    const shape = gridShapeOf(board, this.rule, options.target);
    const work = { signal: options.signal, onProgress: options.onProgress };
    const { method, prepared } = this.bitShapes.get(shape.rows, shape.cols, () => {
      const method = chooseMethod(shape);
      return { method, prepared: method.prepare(shape, work) };
    });
    return complete(gridKind, method, prepared, shape, lightsToToggle(board, options.target), { ...work, minimal: options.minimal });
  }
}
