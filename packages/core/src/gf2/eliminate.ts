import { BitMatrix } from './bit-matrix.ts';
import type { WorkOptions } from '../work.ts';
import { wordsFor } from './words.ts';

export type { AbortSignalLike, WorkOptions } from '../work.ts';

/** The outcome of Gauss–Jordan elimination. */
export interface Echelon {
  /** The matrix itself, now in reduced row echelon form on the eliminated columns. */
  readonly reduced: BitMatrix;
  /** `pivotCols[i]` is the pivot column of row `i`, for `i < rank`, increasing. */
  readonly pivotCols: Int32Array;
  /** Rank of the eliminated columns. */
  readonly rank: number;
  /** Number of leading columns eliminated (the rest, if any, are augmented columns). */
  readonly columns: number;
}

/**
 * Gauss–Jordan elimination over GF(2), in place: brings the first `columns` columns of `m` to reduced
 * row echelon form; any later columns (an augmented right-hand side, say) follow the row operations.
 * Cost about rank · rows · stride word operations.
 *
 * @param m The matrix, changed in place.
 * @param columns How many leading columns to eliminate.
 * @param options Abort signal and progress (columns done out of `columns`).
 * @returns The pivots and rank, with `m` as `reduced`.
 */
export function reduceRowEchelon(m: BitMatrix, columns = m.cols, options: WorkOptions = {}): Echelon {
  const { signal, onProgress } = options;
  const { rows, stride, words } = m;
  const pivots = new Int32Array(Math.min(rows, columns));
  let rank = 0;
  for (let col = 0; col < columns && rank < rows; col++) {
    if ((col & 63) === 0) {
      signal?.throwIfAborted();
      onProgress?.(col, columns);
    }
    const wi = col >>> 5;
    const bit = 1 << (col & 31);
    let pivot = -1;
    for (let r = rank; r < rows; r++) {
      if ((words[r * stride + wi]! & bit) !== 0) {
        pivot = r;
        break;
      }
    }
    if (pivot < 0) continue;
    m.swapRows(rank, pivot);
    // The pivot row is zero left of `col`, so XORs can start at its word.
    const p = rank * stride;
    for (let r = 0; r < rows; r++) {
      if (r === rank) continue;
      const base = r * stride;
      if ((words[base + wi]! & bit) === 0) continue;
      for (let k = wi; k < stride; k++) words[base + k]! ^= words[p + k]!;
    }
    pivots[rank++] = col;
  }
  onProgress?.(columns, columns);
  return { reduced: m, pivotCols: pivots.slice(0, rank), rank, columns };
}

/**
 * A basis of the null space {x : A·x = 0} from a reduced echelon form, each vector `columns` bits.
 *
 * @param e An elimination of A.
 * @returns `columns` − rank packed vectors, one per free column.
 */
export function kernelFromEchelon(e: Echelon): Uint32Array[] {
  const { reduced, pivotCols, rank, columns } = e;
  const isPivot = new Uint8Array(columns);
  for (let i = 0; i < rank; i++) isPivot[pivotCols[i]!] = 1;
  const basis: Uint32Array[] = [];
  for (let free = 0; free < columns; free++) {
    if (isPivot[free]) continue;
    const v = new Uint32Array(wordsFor(columns));
    v[free >>> 5]! |= 1 << (free & 31);
    for (let i = 0; i < rank; i++) {
      if (reduced.get(i, free)) {
        const p = pivotCols[i]!;
        v[p >>> 5]! |= 1 << (p & 31);
      }
    }
    basis.push(v);
  }
  return basis;
}

/**
 * Rank of `a` over GF(2) (`a` is left untouched).
 *
 * @param a The matrix.
 * @param options Abort signal and progress.
 * @returns The rank, from 0 to min(rows, cols).
 */
export function rank(a: BitMatrix, options?: WorkOptions): number {
  return reduceRowEchelon(a.clone(), a.cols, options).rank;
}

/**
 * A basis of the kernel {x : a·x = 0} (`a` is left untouched).
 *
 * @param a The matrix.
 * @param options Abort signal and progress.
 * @returns `a.cols` − rank packed vectors of `a.cols` bits each; none when the kernel is zero.
 */
export function kernel(a: BitMatrix, options?: WorkOptions): Uint32Array[] {
  return kernelFromEchelon(reduceRowEchelon(a.clone(), a.cols, options));
}

/** The solution space of A·x = b: one particular solution, and the kernel dimension. */
export interface LinearSolution {
  /** A particular solution (free variables zero), `a.cols` bits. */
  readonly x: Uint32Array;
  /** Rank of A. */
  readonly rank: number;
  /** The reduced form of [A | b], for callers that also want the kernel. */
  readonly echelon: Echelon;
}

/**
 * Solves A·x = b over GF(2) by eliminating the augmented matrix [A | b].
 * Returns `null` when the system is inconsistent. `b` has `a.rows` bits.
 *
 * @param a The matrix A.
 * @param b The right-hand side, packed.
 * @param options Abort signal and progress.
 * @returns A solution, or `null`.
 */
export function solveLinear(a: BitMatrix, b: Uint32Array, options?: WorkOptions): LinearSolution | null {
  const n = a.cols;
  const aug = new BitMatrix(a.rows, n + 1);
  for (let r = 0; r < a.rows; r++) {
    aug.words.set(a.row(r), r * aug.stride);
    if ((b[r >>> 5]! >>> (r & 31)) & 1) aug.set(r, n, true);
  }
  const echelon = reduceRowEchelon(aug, n, options);
  for (let r = echelon.rank; r < a.rows; r++) if (aug.get(r, n)) return null;
  const x = new Uint32Array(wordsFor(n));
  for (let i = 0; i < echelon.rank; i++) {
    if (aug.get(i, n)) {
      const p = echelon.pivotCols[i]!;
      x[p >>> 5]! |= 1 << (p & 31);
    }
  }
  return { x, rank: echelon.rank, echelon };
}
