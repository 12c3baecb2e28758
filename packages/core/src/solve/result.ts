import type { Board } from '../puzzle/board.ts';

/**
 * The outcome of solving one board, the same shape for every kind of puzzle: `P` is the kind's press
 * pattern (`Board` for two-state grids, `StateBoard` for k states, a `Uint8Array` of counts per vertex for
 * graphs). Results serialise with `JSON.stringify` (counts as decimal strings, press patterns as their JSON).
 */
export type SolveResult<P = Board> = Solved<P> | Unsolvable<P>;

/** A board that can reach its target, with the presses that do it. */
export class Solved<P = Board> {
  /** Always true: narrows a {@link SolveResult}. */
  readonly solvable = true as const;
  /** What to press (once each for two states; a count 0..k−1 per cell or vertex otherwise). */
  readonly presses: P;
  /** Number of presses: set cells, or the sum of the counts. */
  readonly pressCount: number;
  /** Dimension of the kernel (fewest generators for composite k): solutions come in cosets of the kernel. */
  readonly nullity: number;
  /** Number of press patterns that solve the board: the size of the kernel (2^nullity for two states). */
  readonly solutions: bigint;
  /** True when no solution has fewer presses (proven by exhaustive search, or the solution is unique). */
  readonly minimal: boolean;
  /**
   * No solution has fewer presses than this: `pressCount` when `minimal`; otherwise the proven lower bound
   * of the search for the fewest presses (0 when none was asked for, or no argument applies).
   */
  readonly bound: number;
  /** The solver method that did the linear algebra. */
  readonly method: string;

  /** @param fields Every field but `solvable`. */
  constructor(fields: Omit<Solved<P>, 'solvable' | 'toJSON'>) {
    this.presses = fields.presses;
    this.pressCount = fields.pressCount;
    this.nullity = fields.nullity;
    this.solutions = fields.solutions;
    this.minimal = fields.minimal;
    this.bound = fields.bound;
    this.method = fields.method;
  }

  /**
   * A JSON-safe copy: `solutions` as a decimal string, the presses through their own `toJSON` (or as an array).
   *
   * @returns A new plain object.
   */
  toJSON(): Record<string, unknown> {
    return { solvable: true, presses: pressesJson(this.presses), pressCount: this.pressCount, nullity: this.nullity, solutions: this.solutions.toString(), minimal: this.minimal, bound: this.bound, method: this.method };
  }
}

/** A board that cannot reach its target, with a certificate. */
export class Unsolvable<P = Board> {
  /** Always false: narrows a {@link SolveResult}. */
  readonly solvable = false as const;
  /** A quiet pattern y of the transposed rule with y·(target − board) ≢ 0: no press pattern can work. */
  readonly proof: P;
  /** Dimension of the kernel (fewest generators for composite k). */
  readonly nullity: number;
  /** No press pattern works. */
  readonly solutions = 0n as const;
  /** The solver method that did the linear algebra. */
  readonly method: string;

  /** @param fields Every field but `solvable` and `solutions`. */
  constructor(fields: Omit<Unsolvable<P>, 'solvable' | 'solutions' | 'toJSON'>) {
    this.proof = fields.proof;
    this.nullity = fields.nullity;
    this.method = fields.method;
  }

  /**
   * A JSON-safe copy: `solutions` as `"0"`, the proof through its own `toJSON` (or as an array).
   *
   * @returns A new plain object.
   */
  toJSON(): Record<string, unknown> {
    return { solvable: false, proof: pressesJson(this.proof), nullity: this.nullity, solutions: '0', method: this.method };
  }
}

function pressesJson(p: unknown): unknown {
  if (p instanceof Uint8Array) return Array.from(p);
  return p;
}
