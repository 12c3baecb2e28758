import { Board, type StateBoard } from '@lightsout/core';

/*
 * What the CLI says beside an answer, for both kinds of board: the sentence before an unsolvability proof,
 * why the fewest presses are not proven, and what printed quiet patterns mean.
 */

/** Σ y·v mod k over the cells: the weighted sum a quiet pattern y keeps unchanged under every press. */
export function weightedSum(y: ArrayLike<number>, v: ArrayLike<number>, k: number): number {
  let s = 0;
  for (let i = 0; i < y.length; i++) s = (s + y[i]! * v[i]!) % k;
  return s;
}

/** With `--explain`, what precedes the proof of an unsolvable grid, worded for `format` (the proof follows). */
export function explainProof(format: 'grid' | 'coords', board: Board | StateBoard, target: Board | StateBoard | undefined, proof: Board | StateBoard): string {
  if (board instanceof Board) {
    const goal = target as Board | undefined;
    const lit = (goal ? board.clone().xor(goal) : board).overlap(proof as Board);
    if (format === 'coords') return `unsolvable: quiet pattern with ${lit} ${goal ? 'cells differing from the target' : 'lit cells'} (odd): `;
    return `unsolvable\nevery press toggles an even number of the # cells below; ${lit} of them ${goal ? 'differ from the target' : `${lit === 1 ? 'is' : 'are'} lit`} now, an odd number, so they can never all ${goal ? 'match it' : 'be off'}:\n`;
  }
  const { states } = board;
  const weights = (proof as StateBoard).cells;
  const now = weightedSum(weights, board.cells, states);
  const goal = target ? weightedSum(weights, (target as StateBoard).cells, states) : 0;
  const why = `every press changes the weighted sum of the lights by a multiple of ${states}; it is ${now} (mod ${states}) now but ${goal} for ${target ? 'the target' : 'all off'}`;
  if (format === 'coords') return `unsolvable: weights row,colxw: ${why}: `;
  return `unsolvable\nweigh each cell by the grid below: ${why}, so ${target ? 'the target' : 'all off'} can never be reached:\n`;
}

/** Why a solved grid's fewest presses are not proven: `nullity 30` (two states), `4782969 solutions` (K > 2). */
export function unprovenReason(result: { nullity: number; solutions: bigint }, states: number): string {
  return states === 2 ? `nullity ${result.nullity}` : `${result.solutions} solutions`;
}

/** The quiet patterns of a shape or graph, as `kernel` prints them: counted first, then produced one at a time. */
export interface KernelStream<B> {
  /** Fewest generators (the dimension over a field). */
  readonly nullity: number;
  /** How many quiet patterns there are (for K > 2, where the nullity alone does not say). */
  readonly quietPatterns: bigint;
  /** The additive order of each generator (K > 2). */
  readonly orders: readonly number[] | undefined;
  /** The generators, one at a time. */
  readonly patterns: Iterable<B>;
}

/**
 * What printed quiet patterns mean, for a person at a terminal: each is a grid or a line (`unit`); `shape`, the
 * grid's rows × cols. Over Z/K with K > 2 they generate a module, not a vector space.
 */
export function kernelNote(states: number, kernel: Omit<KernelStream<unknown>, 'patterns'>, unit: 'grid' | 'line', shape?: string): string {
  const { nullity, quietPatterns, orders } = kernel;
  if (nullity === 0) return states === 2 && shape ? `no quiet patterns: the ${shape} board has nullity 0\n` : `no quiet patterns: nullity 0 over Z/${states}\n`;
  if (states === 2) return `a basis of ${nullity} quiet pattern${nullity === 1 ? '' : 's'}, one per ${unit}; their sums give all ${quietPatterns} quiet patterns\n`;
  return (
    `over Z/${states} the quiet patterns form a module, not a vector space: each ${unit} above is a generator ` +
    `(orders ${(orders ?? []).join(', ')}), and every one of the ${quietPatterns} quiet patterns is c₁·g₁ + c₂·g₂ + … (mod ${states}) ` +
    `with 0 ≤ cᵢ < orderᵢ, in exactly one way\n`
  );
}
