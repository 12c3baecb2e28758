import type { Random } from '../puzzle/random.ts';
import type { WorkOptions } from '../work.ts';
import { CosetColumns, cosetMember } from './coset-columns.ts';
import { WalshSearch } from './walsh-search.ts';

/**
 * A light member of a two-state coset, fast and unproven: a descent by large exact neighbourhoods. Each round
 * shuffles the basis, moves x₀ to the best member so far, and runs the exhaustive {@link WalshSearch} over the
 * first 2^dimension members of its walk: every member that differs from the best in the first `dimension`
 * coefficients of the shuffled basis. A lighter one found becomes the best.
 */

/** Coefficients searched exhaustively per round around the best member: 2^24 members. */
export const DESCENT_DIMENSION = 24;

/** Options of {@link cosetDescent}. */
export interface DescentOptions extends WorkOptions {
  /** Number of rounds (one exhaustive neighbourhood each). */
  readonly rounds: number;
  /** The random source (seeded, so answers repeat). */
  readonly random: Random;
}

/**
 * The lightest member met by the descent.
 *
 * @param basis The basis (at most 64 vectors).
 * @param x0 A member of the coset, packed like the basis.
 * @param start The best member known (x₀ itself, or a lighter one) and its weight.
 * @param options Rounds, random source, abort signal and progress (rounds done out of all).
 * @returns The lightest member met (a fresh array, or `start` itself) and its weight.
 */
export function cosetDescent(
  basis: readonly Uint32Array[],
  start: { readonly vector: Uint32Array; readonly weight: number },
  options: DescentOptions,
): { vector: Uint32Array; weight: number } {
  const k = basis.length;
  let best = start;
  if (k === 0) return best;
  const order = basis.slice();
  const outer = 2 ** Math.max(0, Math.min(k, DESCENT_DIMENSION) - Math.min(k, 10));
  for (let round = 0; round < options.rounds; round++) {
    options.signal?.throwIfAborted();
    options.onProgress?.(round, options.rounds);
    for (let i = k - 1; i > 0; i--) {
      const j = options.random() % (i + 1);
      const tmp = order[i]!;
      order[i] = order[j]!;
      order[j] = tmp;
    }
    const columns = new CosetColumns(order);
    const search = new WalshSearch(columns, columns.signs(best.vector));
    const found = search.searchRange(0, Math.min(outer, search.outerSize), best.weight, { signal: options.signal });
    if (found) best = { vector: cosetMember(order, best.vector, found.uLo, found.uHi), weight: found.weight };
  }
  options.onProgress?.(options.rounds, options.rounds);
  return best;
}
