import { popcount32 } from '../gf2/words.ts';
import type { Random } from '../puzzle/random.ts';
import type { AbortSignalLike, WorkOptions } from '../work.ts';
import type { CosetColumns, CosetSigns } from './coset-columns.ts';
import type { RangeBest } from './walsh-search.ts';
import { transformMax } from './walsh-search.ts';

/**
 * A light member of a two-state coset, fast and unproven: a large-neighbourhood descent. Each round picks d
 * random basis vectors and moves to the lightest of the 2^d members that differ from the current one in
 * those coefficients only, found exactly by one Walsh–Hadamard transform of the column counts (see
 * {@link CosetColumns}). Ties move too, so the walk crosses plateaus; after a run of rounds without
 * progress it restarts from the best member with a few random coefficients flipped.
 */

/** Coefficients moved together in one round: 2^12 members per transform. */
export const HEURISTIC_DIMENSION = 12;

/** Options of {@link cosetHeuristic}. */
export interface HeuristicOptions extends WorkOptions {
  /** Number of rounds (one transform each). */
  readonly rounds: number;
  /** The random source (seeded, so answers repeat). */
  readonly random: Random;
  /** Stop as soon as a member this light is found (a proven lower bound, say). */
  readonly stopAt?: number;
  /** Ends the descent early (checked every 64 rounds): the answer is the lightest member met so far. */
  readonly stop?: AbortSignalLike | undefined;
  /** Called with the weight of each lighter member met, as the descent goes. */
  readonly onBest?: ((weight: number) => void) | undefined;
}

/**
 * A light member of x₀ + span(basis), found by {@link cosetHeuristic}'s descent.
 *
 * @param columns The basis's columns.
 * @param signs The signed counts of x₀.
 * @param options Rounds, random source, abort signal and progress (rounds done out of all).
 * @returns The lightest member met.
 */
export function cosetHeuristic(columns: CosetColumns, signs: CosetSigns, options: HeuristicOptions): RangeBest {
  const k = columns.dimension;
  const n = columns.count;
  const { lo, hi } = columns;
  const { g, support, offSupport } = signs;
  const weightOf = (sum: number): number => offSupport + (support - sum) / 2;
  const cur = g.slice();
  let sum = 0;
  for (let c = 0; c < n; c++) sum += cur[c]!;
  let uLo = 0;
  let uHi = 0;
  let best: RangeBest = { weight: weightOf(sum), uLo, uHi };
  const d = Math.min(k, HEURISTIC_DIMENSION);
  if (d === 0) return best;
  const size = 1 << d;
  const sums = new Int32Array(size);
  const work = new Int32Array(size);
  const sig = new Int32Array(n);
  const picked = new Int32Array(d);
  const order = Int32Array.from({ length: k }, (_, i) => i);
  const random = options.random;
  let stale = 0;
  for (let round = 0; round < options.rounds; round++) {
    if ((round & 63) === 63) {
      options.signal?.throwIfAborted();
      options.onProgress?.(round, options.rounds);
      if (options.stop?.aborted) break;
    }
    if (options.stopAt !== undefined && best.weight <= options.stopAt) break;
    // d distinct coefficients: a partial Fisher–Yates shuffle
    for (let j = 0; j < d; j++) {
      const r = j + (random() % (k - j));
      const tmp = order[j]!;
      order[j] = order[r]!;
      order[r] = tmp;
      picked[j] = order[j]!;
    }
    sums.fill(0);
    sig.fill(0);
    // one picked coefficient at a time over every column: a branch-free inner loop over one word array
    for (let j = 0; j < d; j++) {
      const i = picked[j]!;
      const words = i < 32 ? lo : hi;
      const shift = i & 31;
      for (let c = 0; c < n; c++) sig[c]! |= ((words[c]! >>> shift) & 1) << j;
    }
    for (let c = 0; c < n; c++) sums[sig[c]!]! += cur[c]!;
    const top = transformMax(sums, work, d);
    // among the best moves pick one at random, so that plateaus are crossed
    let ties = 0;
    let move = 0;
    for (let l = 0; l < size; l++) if (work[l] === top && random() % ++ties === 0) move = l;
    if (top > sum || move !== 0) {
      for (let c = 0; c < n; c++) if (popcount32(sig[c]! & move) & 1) cur[c] = -cur[c]!;
      for (let j = 0; j < d; j++) {
        if (((move >>> j) & 1) === 0) continue;
        const i = picked[j]!;
        if (i < 32) uLo = (uLo ^ (1 << i)) >>> 0;
        else uHi = (uHi ^ (1 << (i - 32))) >>> 0;
      }
      sum = top;
    }
    if (weightOf(sum) < best.weight) {
      best = { weight: weightOf(sum), uLo, uHi };
      options.onBest?.(best.weight);
      stale = 0;
    } else if (++stale > 4 * k) {
      // restart near the best: its coefficients with a few random flips
      ({ uLo, uHi } = best);
      for (let f = 0; f < 3; f++) {
        const i = random() % k;
        if (i < 32) uLo = (uLo ^ (1 << i)) >>> 0;
        else uHi = (uHi ^ (1 << (i - 32))) >>> 0;
      }
      sum = 0;
      for (let c = 0; c < n; c++) {
        cur[c] = popcount32((lo[c]! & uLo) ^ (hi[c]! & uHi)) & 1 ? -g[c]! : g[c]!;
        sum += cur[c]!;
      }
      stale = 0;
    }
  }
  options.onProgress?.(options.rounds, options.rounds);
  return best;
}
