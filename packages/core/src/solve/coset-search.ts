import { ctz32, popcount32 } from '../gf2/words.ts';
import { seededRandom } from '../puzzle/random.ts';
import { type AbortSignalLike, phaseOf, type WorkOptions } from '../work.ts';
import { informationSetBound } from './coset-bound.ts';
import { CosetColumns, cosetMember, MAX_COLUMN_DIMENSION } from './coset-columns.ts';
import { cosetHeuristic, HEURISTIC_DIMENSION } from './coset-heuristic.ts';
import { type CosetShare, readShared, shareChunks, writeShared } from './coset-share.ts';
import { DEFAULT_LOW_BITS, type RangeBest, WalshSearch } from './walsh-search.ts';

/**
 * The lightest member of a coset x₀ + kernel: the fewest presses among all solutions of one board. Exact by
 * exhaustive search when the work is within bounds, otherwise the best of a heuristic with a proven lower
 * bound (minimising is NP-hard in general). Two-state press patterns are bit-packed and searched here
 * (see {@link WalshSearch}); k-state ones are one count per cell, in state-coset.ts.
 */


/** Default bound on the coset size searched exhaustively: 2^40 members (the work bound decides first). */
export const DEFAULT_MAX_EXACT_SOLUTIONS = 2n ** 40n;

/** Default bound on exhaustive work, in column updates (about 2^31 a few seconds): nullity 30 or so. */
export const DEFAULT_MAX_EXACT_WORK = 2 ** 31;

/** Default work spent on the lower bound when the search is not exhaustive, in column evaluations. */
export const DEFAULT_BOUND_WORK = 2 ** 24;

/** How hard to search for the fewest presses. */
export interface CosetBounds {
  /** Largest coset (number of solutions) searched exhaustively; default {@link DEFAULT_MAX_EXACT_SOLUTIONS}. */
  maxExactSolutions?: bigint;
  /**
   * Largest exhaustive work; default {@link DEFAULT_MAX_EXACT_WORK}. Two states: column updates of the
   * Walsh–Hadamard search; k states: members × cells touched per step.
   */
  maxExactWork?: number;
  /**
   * Time (as `Date.now()`) past which an exhaustive search stops and answers with the best found so far,
   * not proven, with a lower bound. Default: none.
   */
  deadline?: number;
  /**
   * Ends the search early, as the deadline does (checked between pieces of a fraction of a second): the answer
   * is the best found so far, not proven, with its lower bound. Unlike `signal`, which throws.
   */
  stop?: AbortSignalLike | undefined;
  /** Called with the weight of each lighter solution found, while the search runs (the best so far). */
  onBest?: ((weight: number) => void) | undefined;
  /** Searches one share of the exhaustive walk, for a caller that runs the shares on several threads. */
  share?: CosetShare | undefined;
}

/** The lightest vector found in a coset. */
export interface CosetMinimum<V = Uint32Array> {
  /** The vector (a fresh array, same layout as x₀). */
  readonly vector: V;
  /** Its weight: set bits, or the sum of the counts. */
  readonly weight: number;
  /** True when no lighter vector exists in the coset (exhaustive search or a matching bound). */
  readonly proven: boolean;
  /** No vector of the coset is lighter than this (equal to `weight` when proven). */
  readonly bound: number;
}

/**
 * The memory {@link CosetMinimizer} holds for k basis vectors of `words` words each, with the basis: the
 * basis, its compact copy, and (k ≤ {@link MAX_COLUMN_DIMENSION}) two 4-byte entries per support bit.
 *
 * @param k Number of basis vectors.
 * @param words Words per vector.
 * @returns Bytes, an upper bound.
 */
export function cosetSearchBytes(k: number, words: number): number {
  return 8 * k * words + (k <= MAX_COLUMN_DIMENSION ? 256 * words : 0);
}

/**
 * Heuristic rounds for a basis of k vectors: before a long exhaustive search, so that it starts near the
 * minimum and skips most transforms (50 per vector); or, past the bounds, as the answer (1000 per vector: on
 * 12 random boards of nullity 27–32 within 0.82 % of the minimum, measured in the benchmarks), but never more than
 * a few times the transforms of the exhaustive walk (one round is the whole coset when k ≤ 12).
 */
function roundsFor(k: number, exact: boolean): number {
  if (exact) return k < 24 ? 0 : 50 * k;
  return Math.min(1000 * k, 4 * k * 2 ** Math.max(0, k - HEURISTIC_DIMENSION));
}

/** High settings per range of the exhaustive search, between checks of the signal and the deadline. */
const CHUNK = 2 ** 12;

/**
 * The two-state engine: the minimum-weight vector of x₀ + span(basis), for one basis and many x₀.
 * Up to {@link MAX_COLUMN_DIMENSION} basis vectors it works on the basis's columns: a heuristic descent
 * first, then, when the work is within bounds, the exhaustive {@link WalshSearch}; past the bounds the answer
 * carries the information-set lower bound. Past {@link MAX_COLUMN_DIMENSION} vectors it runs a bounded
 * greedy descent (single and pair flips) on the compact support, with only the trivial bound.
 */
export class CosetMinimizer {
  /** Number of basis vectors. */
  readonly dimension: number;
  private readonly basis: readonly Uint32Array[];
  private readonly columns: CosetColumns | undefined;
  private readonly support: Int32Array;
  private readonly compact: Uint32Array[];
  private readonly current: Uint32Array;
  private readonly exact: boolean;

  /**
   * Prepares the search for one basis.
   *
   * @param basis The kernel's basis: packed vectors, all of the same length.
   * @param bounds When to search exhaustively (the deadline is read by {@link minimize}).
   */
  constructor(basis: readonly Uint32Array[], bounds: CosetBounds = {}) {
    this.dimension = basis.length;
    this.basis = basis;
    const words = basis[0]?.length ?? 0;
    const used: number[] = [];
    for (let w = 0; w < words; w++) if (basis.some((b) => b[w] !== 0)) used.push(w);
    this.support = Int32Array.from(used);
    this.current = new Uint32Array(used.length);
    this.compact = basis.map((b) => Uint32Array.from(used, (w) => b[w]!));
    const k = this.dimension;
    if (k <= MAX_COLUMN_DIMENSION) {
      this.columns = new CosetColumns(basis);
      const t = Math.min(k, DEFAULT_LOW_BITS);
      const work = 2 ** (k - t) * (this.columns.count + 2 ** t);
      const maxSolutions = bounds.maxExactSolutions ?? DEFAULT_MAX_EXACT_SOLUTIONS;
      // the walk counts high settings in doubles: at most 2^52 of them
      this.exact = k - t <= 52 && 2n ** BigInt(k) <= maxSolutions && work <= (bounds.maxExactWork ?? DEFAULT_MAX_EXACT_WORK);
    } else {
      this.columns = undefined;
      this.exact = false;
    }
  }

  /** True when {@link minimize} will search exhaustively (and so prove its answer unless a deadline stops it). */
  get isExact(): boolean {
    return this.exact;
  }

  /**
   * The lightest member of x₀ + span(basis) found, with a lower bound.
   *
   * @param x0 One member of the coset, packed like the basis.
   * @param options Abort signal, progress, and the run of the search: its deadline, `stop`, `onBest` and
   *   `share` (see {@link CosetBounds}).
   * @returns The lightest member found (with a share: of the share's members, and the bound holds for those).
   */
  minimize(x0: Uint32Array, options: WorkOptions & Omit<CosetBounds, 'maxExactSolutions' | 'maxExactWork'> = {}): CosetMinimum {
    const columns = this.columns;
    if (!columns) return this.minimizeGreedy(x0, options);
    const signs = columns.signs(x0);
    const k = this.dimension;
    const { share, stop, deadline } = options;
    let best: RangeBest = { weight: columns.weightAt(signs, 0, 0), uLo: 0, uHi: 0 };
    const improve = (found: RangeBest): void => {
      best = found;
      options.onBest?.(found.weight);
      if (share?.best) writeShared(share.best, found.weight);
    };
    const rounds = roundsFor(k, this.exact);
    if (rounds > 0) {
      // each share walks its own seed: past the bounds, several threads are several independent descents
      const random = seededRandom(k + 1009 * (share?.index ?? 0));
      const found = cosetHeuristic(columns, signs, { rounds, random, stop, onBest: options.onBest, ...phaseOf(options, 0, 2) });
      if (found.weight < best.weight) improve(found);
    }
    let complete = false;
    let bound = 0;
    if (this.exact) {
      const search = new WalshSearch(columns, signs);
      const chunks = shareChunks(Math.ceil(search.outerSize / CHUNK), share);
      const after = phaseOf(options, 1, 2);
      let done = 0;
      while (done < chunks.length && !stop?.aborted && (deadline === undefined || Date.now() < deadline)) {
        after.signal?.throwIfAborted();
        const from = chunks.at(done) * CHUNK;
        const below = share?.best ? Math.min(best.weight, readShared(share.best)) : best.weight;
        const found = search.searchRange(from, Math.min(search.outerSize, from + CHUNK), below, { signal: after.signal });
        if (found) improve(found);
        done++;
        after.onProgress?.(done, chunks.length);
      }
      complete = done === chunks.length;
      // every member walked was weighed or pruned against a weight some share reached
      if (complete) bound = share?.best ? Math.min(best.weight, readShared(share.best)) : best.weight;
    }
    let vector = cosetMember(this.basis, x0, best.uLo, best.uHi);
    let weight = best.weight;
    if (!complete) {
      const found = informationSetBound(columns, signs, x0, DEFAULT_BOUND_WORK);
      if (found.lightest && found.lightest.weight < weight) {
        vector = cosetMember(this.basis, x0, found.lightest.uLo, found.lightest.uHi);
        weight = found.lightest.weight;
        options.onBest?.(weight);
      }
      bound = found.bound;
    }
    const proven = bound >= weight;
    return { vector, weight, proven, bound: Math.min(bound, weight) };
  }

  private minimizeGreedy(x0: Uint32Array, options: WorkOptions): CosetMinimum {
    const cur = this.current;
    const support = this.support;
    for (let i = 0; i < support.length; i++) cur[i] = x0[support[i]!]!;
    const mask = this.searchGreedy(options);
    const vector = x0.slice();
    for (let i = 0; i < this.dimension; i++) {
      if (mask[i]) {
        const b = this.compact[i]!;
        for (let j = 0; j < support.length; j++) vector[support[j]!]! ^= b[j]!;
      }
    }
    let weight = 0;
    for (let i = 0; i < vector.length; i++) weight += popcount32(vector[i]!);
    return { vector, weight, proven: false, bound: 0 };
  }

  /**
   * Minimum weight of x₀ + span(basis) over the support words only (exhaustive; for press-count tables).
   *
   * @param x0 One member of the coset, packed like the basis.
   * @returns The weight within the support words; always exhaustive, 2^dimension steps, whatever the bounds.
   */
  minimumSupportWeight(x0: Uint32Array): number {
    const cur = this.current;
    for (let i = 0; i < this.support.length; i++) cur[i] = x0[this.support[i]!]!;
    let weight = this.supportWeight();
    let best = weight;
    const steps = 2 ** this.dimension;
    for (let step = 1; step < steps; step++) {
      weight = this.flip(ctz32(step), weight);
      if (weight < best) best = weight;
    }
    return best;
  }

  private supportWeight(): number {
    let w = 0;
    for (let i = 0; i < this.current.length; i++) w += popcount32(this.current[i]!);
    return w;
  }

  /** XORs basis vector `i` into the current vector and returns the updated weight. */
  private flip(i: number, weight: number): number {
    const cur = this.current;
    const b = this.compact[i]!;
    for (let j = 0; j < cur.length; j++) {
      const bj = b[j]!;
      if (bj === 0) continue;
      const before = cur[j]!;
      const after = before ^ bj;
      cur[j] = after;
      weight += popcount32(after) - popcount32(before);
    }
    return weight;
  }

  private searchGreedy({ signal }: WorkOptions): Uint8Array {
    const k = this.dimension;
    const mask = new Uint8Array(k);
    let weight = this.supportWeight();
    const maxRounds = 64;
    for (let round = 0; round < maxRounds; round++) {
      signal?.throwIfAborted();
      let improved = false;
      for (let i = 0; i < k; i++) {
        const w = this.flip(i, weight);
        if (w < weight) {
          weight = w;
          mask[i]! ^= 1;
          improved = true;
        } else this.flip(i, w);
      }
      if (!improved && k <= 256) {
        for (let i = 0; i < k && !improved; i++) {
          const wi = this.flip(i, weight);
          for (let j = i + 1; j < k; j++) {
            const wij = this.flip(j, wi);
            if (wij < weight) {
              weight = wij;
              mask[i]! ^= 1;
              mask[j]! ^= 1;
              improved = true;
              break;
            }
            this.flip(j, wij);
          }
          if (!improved) this.flip(i, wi);
        }
      }
      if (!improved) break;
    }
    return mask;
  }
}

