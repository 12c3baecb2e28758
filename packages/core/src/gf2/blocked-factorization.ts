import type { BitMatrix } from './bit-matrix.ts';
import { type EliminationLog, reduceRowEchelonBlocked } from './blocked-echelon.ts';
import { type Echelon, kernelFromEchelon } from './eliminate.ts';
import type { WorkOptions } from '../work.ts';
import { popcount32, wordsFor } from './words.ts';

/** One logged step: a swap, an addition, or a block of table sums. */
type Step = { swap: [number, number] } | { add: [number, number] } | { first: number; k: number; sums: Uint16Array };

/**
 * Solving A·x = b for many right-hand sides, like `Factorization`, from a blocked elimination of A alone:
 * the row operations are logged (two bytes per row per block of 16 pivots) and replayed on b, so A is eliminated
 * without the identity beside it, at half the width, and no transform matrix is read out. The elimination stops
 * at a row echelon form (rows below each pivot only: half the work of the reduced form); a solve replays the log
 * (about rows · columns / 8 byte reads) and substitutes back up the pivots (rank · columns / 32 words). The
 * reduced form is made only when the kernel is asked for. The certificate of an unsolvable b is not kept:
 * callers prove unsolvability otherwise (a quiet pattern of Aᵀ).
 */
export class BlockedFactorization {
  /** Rank of A. */
  readonly rank: number;
  /** Number of columns (unknowns) of A. */
  readonly columns: number;
  private readonly rows: number;
  private readonly steps: Step[] = [];
  private readonly echelon: Echelon;
  /** The reduced form, made for the kernel. */
  private reduced: Echelon | null = null;

  /**
   * Eliminates a copy of A.
   *
   * @param a The matrix A, untouched.
   * @param options Abort signal and progress.
   */
  constructor(a: BitMatrix, options?: WorkOptions) {
    const steps = this.steps;
    const log: EliminationLog = {
      swap: (x, y) => steps.push({ swap: [x, y] }),
      add: (dst, src) => steps.push({ add: [dst, src] }),
      block: (first, k, sums) => steps.push({ first, k, sums }),
    };
    this.echelon = reduceRowEchelonBlocked(a.clone(), a.cols, options, false, log);
    this.rank = this.echelon.rank;
    this.columns = a.cols;
    this.rows = a.rows;
  }

  /**
   * Solves A·x = b (`b` has `rows` bits).
   *
   * @param b The right-hand side, packed; not changed.
   * @returns A particular solution with free variables zero, or null when there is none.
   */
  solve(b: Uint32Array): Uint32Array | null {
    const e = b.slice();
    const bit = (i: number): number => (e[i >>> 5]! >>> (i & 31)) & 1;
    const flip = (i: number): void => {
      e[i >>> 5]! ^= 1 << (i & 31);
    };
    for (const step of this.steps) {
      if ('swap' in step) {
        const [x, y] = step.swap;
        if (bit(x) !== bit(y)) {
          flip(x);
          flip(y);
        }
      } else if ('add' in step) {
        if (bit(step.add[1])) flip(step.add[0]);
      } else {
        let mask = 0;
        for (let i = 0; i < step.k; i++) mask |= bit(step.first + i) << i;
        if (mask === 0) continue;
        const { sums } = step;
        for (let r = 0; r < this.rows; r++) {
          const s = sums[r]! & mask;
          if (s !== 0 && popcount32(s) & 1) flip(r);
        }
      }
    }
    for (let r = this.rank; r < this.rows; r++) if (bit(r)) return null;
    // back up the pivots: x at pivot i is e_i plus row i's bits at the later pivots (free unknowns 0)
    const x = new Uint32Array(wordsFor(this.columns));
    const { reduced, pivotCols } = this.echelon;
    for (let i = this.rank - 1; i >= 0; i--) {
      const p = pivotCols[i]!;
      const from = p >>> 5;
      let acc = 0;
      for (let w = from; w < reduced.stride; w++) acc ^= reduced.words[i * reduced.stride + w]! & x[w]!;
      if ((bit(i) ^ popcount32(acc)) & 1) x[from]! |= 1 << (p & 31);
    }
    return x;
  }

  /**
   * A basis of the kernel of A.
   *
   * @returns `columns` − `rank` packed vectors of `columns` bits.
   */
  kernel(): Uint32Array[] {
    // the rows above each pivot too, on a copy (solves substitute into the echelon form the log replays to); the
    // echelon's pivots are found again at once, as no rows need exchanging
    this.reduced ??= reduceRowEchelonBlocked(this.echelon.reduced.clone(), this.columns);
    return kernelFromEchelon(this.reduced);
  }
}
