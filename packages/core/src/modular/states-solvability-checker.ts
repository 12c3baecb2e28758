import { type Rule, transposeRule } from '../puzzle/rule.ts';
import { isStatesSolvable, statesKernel } from './solve-states.ts';
import type { StateBoard } from '../puzzle/state-board.ts';

/** Shapes up to this many cells keep their quiet patterns (at most cells² bytes); larger boards are solved one by one. */
const MAX_CACHED_CELLS = 4096;

/**
 * Solvability of many k-state boards under one rule (the k-state {@link SolvabilityChecker}): per shape, the quiet patterns y of
 * the transposed rule are computed once, and a board b is solvable iff y·b ≡ 0 (mod K) for each generator y.
 * That test is exact for every K, composite too: Z/K is self-injective, so the image of A is exactly the
 * annihilator of ker Aᵀ (the same fact the core's unsolvability proofs rest on).
 */
export class StatesSolvabilityChecker {
  private readonly rule: Rule;
  private readonly transposed: Rule;
  private readonly states: number;
  private readonly byShape = new Map<string, Uint8Array[]>();

  /** A checker for boards of `states` states under `rule`. */
  constructor(rule: Rule, states: number) {
    this.rule = rule;
    this.transposed = transposeRule(rule);
    this.states = states;
  }

  /** True when some press pattern turns every light of `board` to 0. */
  isSolvable(board: StateBoard): boolean {
    const { rows, cols } = board;
    if (rows * cols > MAX_CACHED_CELLS) return isStatesSolvable(board, { rule: this.rule });
    const key = `${rows}x${cols}`;
    let quiet = this.byShape.get(key);
    if (!quiet) {
      quiet = statesKernel(rows, cols, this.states, { rule: this.transposed }).generators.map((g) => g.cells);
      this.byShape.set(key, quiet);
    }
    const k = this.states;
    const cells = board.cells;
    for (const y of quiet) {
      let sum = 0;
      for (let i = 0; i < y.length; i++) if (y[i]) sum += y[i]! * cells[i]!;
      if (sum % k !== 0) return false;
    }
    return true;
  }
}
