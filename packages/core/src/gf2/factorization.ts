import { BitMatrix } from './bit-matrix.ts';
import { type Echelon, kernelFromEchelon, reduceRowEchelon } from './eliminate.ts';
import type { WorkOptions } from '../work.ts';
import { wordsFor } from './words.ts';

/** The outcome of solving A·x = b with a {@link Factorization}. */
export type FactoredSolution =
  | {
      /** A solution exists. */
      readonly solvable: true;
      /** A particular solution, free variables zero, one bit per column of A. */
      readonly x: Uint32Array;
    }
  | {
      /** No solution exists. */
      readonly solvable: false;
      /** A y with yᵀ·A = 0 and y·b = 1, one bit per row of A. */
      readonly certificate: Uint32Array;
    };

/**
 * Gauss–Jordan elimination of A recorded once, for solving A·x = b with many right-hand sides.
 * Eliminating [A | I] gives E·A = R (R reduced, E invertible); then A·x = b is solvable iff every row
 * of E·b past the rank is zero, and x is read off the pivots. A row y of E past the rank has yᵀ·A = 0, so when
 * y·b = 1 it certifies that b is out of reach. Each solve costs one matrix–vector product: rows²/32 words.
 */
export class Factorization {
  /** Rank of A. */
  readonly rank: number;
  /** Number of columns (unknowns) of A. */
  readonly columns: number;
  private readonly transform: BitMatrix;
  private readonly echelon: Echelon;

  /**
   * Eliminates [A | I], about rows² · (cols + rows) / 32 word operations.
   *
   * @param a The matrix A, untouched.
   * @param options Abort signal and progress.
   */
  constructor(a: BitMatrix, options?: WorkOptions) {
    const n = a.cols;
    const aug = new BitMatrix(a.rows, n + a.rows);
    for (let r = 0; r < a.rows; r++) {
      aug.words.set(a.row(r), r * aug.stride);
      aug.set(r, n + r, true);
    }
    this.echelon = reduceRowEchelon(aug, n, options);
    this.rank = this.echelon.rank;
    this.columns = n;
    // E is the right-hand block of the reduced [A | I].
    this.transform = new BitMatrix(a.rows, a.rows);
    for (let r = 0; r < a.rows; r++) for (let c = 0; c < a.rows; c++) if (aug.get(r, n + c)) this.transform.set(r, c, true);
  }

  /**
   * Solves A·x = b (`b` has `rows` bits); a particular solution with free variables zero, or a certificate.
   *
   * @param b The right-hand side, packed.
   * @returns A solution or a certificate.
   */
  solve(b: Uint32Array): FactoredSolution {
    const eb = this.transform.multiplyVector(b);
    for (let r = this.rank; r < this.transform.rows; r++) {
      if ((eb[r >>> 5]! >>> (r & 31)) & 1) return { solvable: false, certificate: this.transform.row(r).slice() };
    }
    const x = new Uint32Array(wordsFor(this.columns));
    const pivots = this.echelon.pivotCols;
    for (let i = 0; i < this.rank; i++) {
      if ((eb[i >>> 5]! >>> (i & 31)) & 1) {
        const p = pivots[i]!;
        x[p >>> 5]! |= 1 << (p & 31);
      }
    }
    return { solvable: true, x };
  }

  /**
   * A basis of the kernel of A.
   *
   * @returns `columns` − `rank` packed vectors of `columns` bits.
   */
  kernel(): Uint32Array[] {
    return kernelFromEchelon(this.echelon);
  }
}
