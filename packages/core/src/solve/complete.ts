import { LimitError } from '../errors.ts';
import { phaseOf, type WorkOptions } from '../work.ts';
import type { CosetBounds, CosetMinimum } from './coset-search.ts';
import type { Kernel, PreparedShape, SolverMethod } from './method.ts';
import { type SolveResult, Solved, Unsolvable } from './result.ts';

/**
 * What the completion step needs to know about a kind of puzzle (two-state grids, k-state grids, graphs):
 * how to check an answer against the shape it was asked of, how to weigh presses, and how to search a coset.
 */
export interface PuzzleKind<S, P> {
  /**
   * True when A·presses = need for the shape.
   *
   * @param shape The shape asked about.
   * @param presses The presses.
   * @param need The change of lights wanted.
   * @returns Whether the presses make exactly that change.
   */
  reaches(shape: S, presses: P, need: P): boolean;
  /**
   * True when `proof` certifies that `need` is out of reach: Aᵀ·proof = 0 and proof·need ≢ 0.
   *
   * @param shape The shape asked about.
   * @param proof The certificate.
   * @param need The change of lights wanted.
   * @returns Whether the certificate holds.
   */
  certifies(shape: S, proof: P, need: P): boolean;
  /**
   * The number of presses: set cells or the sum of the counts.
   *
   * @param presses The presses.
   * @returns The count.
   */
  weight(presses: P): number;
  /**
   * `reaches` and `weight` in one pass, where the kind has a faster way: the number of presses when A·presses =
   * need, else −1.
   *
   * @param shape The shape asked about.
   * @param presses The presses.
   * @param need The change of lights wanted.
   * @returns The weight, or −1.
   */
  checkedWeight?(shape: S, presses: P, need: P): number;
  /**
   * A proven lower bound on the presses of every solution, by counting: the change each light needs (its
   * state difference, 0..k−1) summed over the lights, over the most one press can change that sum by (the
   * stencil's size, or a vertex's closed degree), rounded up.
   *
   * @param shape The shape asked about.
   * @param need The change of lights wanted.
   * @returns The bound (0 when nothing needs changing).
   */
  countingBound(shape: S, need: P): number;
  /**
   * The lightest member found of presses + kernel.
   *
   * @param shape The shape asked about.
   * @param presses One solution.
   * @param kernel The kernel of A for the shape.
   * @param bounds Search bounds, abort signal and progress.
   * @returns The lightest solution found, and whether it is proven lightest.
   */
  minimize(shape: S, presses: P, kernel: Kernel<P>, bounds: CosetBounds & WorkOptions): CosetMinimum<P>;
  /**
   * The memory the search for the fewest presses would hold, in bytes: the kernel and the search's copies.
   *
   * @param shape The shape asked about.
   * @param presses One solution (its size is the size of every generator).
   * @param nullity The number of generators.
   * @returns An estimate, an upper bound in practice.
   */
  searchBytes(shape: S, presses: P, nullity: number): number;
}

/** Largest memory the search for the fewest presses may hold (kernel and search), in bytes: 128 MiB. */
export const MAX_MINIMAL_SEARCH_BYTES = 2 ** 27;

/** How hard to look for the fewest presses: `true` for the default bounds. */
export type MinimalOption = boolean | CosetBounds;

/**
 * The one completion step every front door shares: solve with the prepared shape, then for an unsolvable
 * need check the certificate, otherwise minimise over the kernel when asked (refused by estimate past
 * {@link MAX_MINIMAL_SEARCH_BYTES}), and check the presses, before anything is returned. A method that
 * returns a wrong answer makes this throw an internal error.
 *
 * @param kind The checks of the kind of puzzle.
 * @param method The method that prepared the shape.
 * @param prepared The prepared shape.
 * @param shape The shape asked about.
 * @param need The change of lights wanted: target − board.
 * @param options Whether to search for the fewest presses, abort signal and progress.
 * @returns The checked result.
 */
export function complete<S, P>(
  kind: PuzzleKind<S, P>,
  method: SolverMethod<S, P>,
  prepared: PreparedShape<P>,
  shape: S,
  need: P,
  options: WorkOptions & { minimal?: MinimalOption | undefined },
): SolveResult<P> {
  // Two phases on one rising progress scale: the solve, then the proof or the fewest presses.
  const work: WorkOptions = phaseOf(options, 0, 2);
  const after: WorkOptions = phaseOf(options, 1, 2);
  const presses = prepared.solve(need, work);
  const { nullity } = prepared; // after the solve, which may have found the kernel on the way
  if (presses === null) {
    const proof = prepared.proof(need, after);
    if (!kind.certifies(shape, proof, need)) throw new Error(`internal error: ${method.name} returned an invalid unsolvability proof`);
    return new Unsolvable<P>({ proof, nullity, method: method.name });
  }
  let best: P = presses;
  let minimal = prepared.kernelSize === 1n;
  let bound = 0;
  if (options.minimal && !minimal) {
    const bytes = kind.searchBytes(shape, presses, nullity);
    if (bytes > MAX_MINIMAL_SEARCH_BYTES) {
      const mib = (b: number): string => `${Math.ceil(b / 2 ** 20)} MiB`;
      throw new LimitError(
        `fewest presses: the search would hold the ${nullity} quiet patterns in about ${mib(bytes)}, over the limit maxMinimalSearchBytes of ${mib(MAX_MINIMAL_SEARCH_BYTES)}; solve without asking for the fewest presses`,
        'maxMinimalSearchBytes',
        bytes,
        MAX_MINIMAL_SEARCH_BYTES,
      );
    }
    const bounds = typeof options.minimal === 'object' ? options.minimal : {};
    const found = kind.minimize(shape, presses, prepared.kernel(after), { ...bounds, ...after });
    best = found.vector;
    bound = Math.min(found.weight, Math.max(found.bound, kind.countingBound(shape, need)));
    minimal = found.proven || bound >= found.weight;
  }
  const weight = kind.checkedWeight ? kind.checkedWeight(shape, best, need) : kind.reaches(shape, best, need) ? kind.weight(best) : -1;
  if (weight < 0) throw new Error(`internal error: ${method.name} returned presses that do not solve the board`);
  return new Solved<P>({ presses: best, pressCount: weight, nullity, solutions: prepared.kernelSize, minimal, bound: minimal ? weight : bound, method: method.name });
}
