import { dotParity } from '../gf2/words.ts';
import type { Board } from '../puzzle/board.ts';
import { CLASSIC_RULE, type Rule, transposeRule } from '../puzzle/rule.ts';
import { quietPatterns } from './queries.ts';

/**
 * Decides solvability of many boards under one rule. Per shape it computes, once, a basis of the kernel of
 * Aᵀ (the quiet patterns of the transposed rule); a board b can be solved iff b has even overlap with every
 * basis vector, which costs one AND and a parity per word and vector.
 *
 * @example
 * const checker = new SolvabilityChecker();
 * boards.filter((b) => checker.isSolvable(b));
 */
export class SolvabilityChecker {
  /** The rule every board is checked under. */
  readonly rule: Rule;
  private readonly bases = new Map<string, Uint32Array[]>();

  constructor(rule: Rule = CLASSIC_RULE) {
    this.rule = rule;
  }

  /** True when some presses turn `board` into `target` (all off by default). */
  isSolvable(board: Board, target?: Board): boolean {
    const basis = this.basisFor(board.rows, board.cols);
    if (basis.length === 0) return true;
    const words = target ? board.clone().xor(target).words : board.words;
    for (const v of basis) if (dotParity(v, words) === 1) return false;
    return true;
  }

  /** The left-kernel basis for a shape, computed on first use. */
  basisFor(rows: number, cols: number): Uint32Array[] {
    const key = `${rows}x${cols}`;
    let basis = this.bases.get(key);
    if (!basis) {
      basis = quietPatterns(rows, cols, { rule: transposeRule(this.rule) }).map((b) => b.words);
      this.bases.set(key, basis);
    }
    return basis;
  }
}
