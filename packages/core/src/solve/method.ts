import type { WorkOptions } from '../work.ts';

/**
 * The one contract every solver method follows, for every kind of puzzle: two-state grids (presses are a
 * `Board`), k-state grids (`StateBoard`) and graphs (`Uint8Array`). `S` is what a method prepares for (a rule
 * on a board shape, with a state count, or a graph game), `P` a press pattern (and a pattern of lights).
 *
 * A method prepares a shape once (the per-shape algebra: a factorisation, the polynomials of a ring, a
 * chasing schedule) and then solves any number of boards of that shape. The prepared shape hands its kernel
 * on, so the fewest presses never redo the elimination, and a batch of boards never redoes the preparation.
 */
export interface SolverMethod<S, P> {
  /** Stable identifier, reported in results (`dense`, `poly-chase`, …). */
  readonly name: string;
  /**
   * True when this method handles the shape.
   *
   * @param shape The rule and board shape (or graph game) asked about.
   * @returns Whether `prepare` and `nullity` accept it.
   */
  applies(shape: S): boolean;
  /**
   * The per-shape work, done once; may throw a `LimitError` for a shape past the method's limits.
   *
   * @param shape A shape the method applies to.
   * @param work Abort signal and progress.
   * @returns The prepared shape.
   * @throws {LimitError} for a shape past the method's limits.
   */
  prepare(shape: S, work?: WorkOptions): PreparedShape<P>;
  /**
   * Dimension of the kernel (fewest generators for composite k), often far cheaper than preparing.
   *
   * @param shape A shape the method applies to.
   * @param work Abort signal and progress.
   * @returns The nullity, ≥ 0.
   * @throws {LimitError} for a shape past the method's limits.
   */
  nullity(shape: S, work?: WorkOptions): number;
}

/** A shape prepared by a method: solves boards of that shape, and knows its quiet patterns. */
export interface PreparedShape<P> {
  /** Dimension of the kernel of A (fewest generators for composite k). */
  readonly nullity: number;
  /** Number of quiet patterns, the empty one included (2^nullity for two states): solutions come in cosets this big. */
  readonly kernelSize: bigint;
  /**
   * Presses x with A·x = need, or null when there are none.
   *
   * @param need The change of lights wanted: target − board.
   * @param work Abort signal and progress.
   * @returns A new press pattern, or `null`.
   */
  solve(need: P, work?: WorkOptions): P | null;
  /**
   * True when some presses x give A·x = need: `solve(need) !== null`, without building the presses where the
   * method can tell sooner (the batch checkers decide large shapes through it).
   *
   * @param need The change of lights wanted: target − board.
   * @param work Abort signal and progress.
   * @returns Whether a solution exists.
   */
  reachable(need: P, work?: WorkOptions): boolean;
  /**
   * For a need with no solution: a certificate y, a quiet pattern of the transposed rule (Aᵀ·y = 0) with
   * y·need ≢ 0. No press pattern x can help, since y·(A·x) = (Aᵀ·y)·x = 0.
   *
   * @param need A change of lights that `solve` found no presses for.
   * @param work Abort signal and progress.
   * @returns The certificate y.
   */
  proof(need: P, work?: WorkOptions): P;
  /**
   * The kernel of A (the quiet patterns), built on first use and kept.
   *
   * @param work Abort signal and progress.
   * @returns The same kernel on every call.
   */
  kernel(work?: WorkOptions): Kernel<P>;
  /**
   * The kernel's generators one at a time, without keeping them (for writing out huge kernels).
   *
   * @param work Abort signal and progress.
   * @returns The generators, in the order of `kernel().generators`.
   */
  eachQuietPattern(work?: WorkOptions): Iterable<P>;
}

/** The quiet patterns: every one is Σ cᵢ·gᵢ with 0 ≤ cᵢ < orders[i], in exactly one way. */
export interface Kernel<P> {
  /** Generators (a basis over GF(2) or GF(p)). */
  readonly generators: readonly P[];
  /** Additive order of each generator (2 for two-state boards; a divisor of k otherwise). */
  readonly orders: readonly number[];
}

/** The number of quiet patterns of a kernel (including the empty one): the product of the orders. */
export function kernelSize(orders: readonly number[]): bigint {
  return orders.reduce((size, o) => size * BigInt(o), 1n);
}
