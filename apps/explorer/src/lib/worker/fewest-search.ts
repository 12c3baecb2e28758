import { type MinimalOption, Solved, type SolveResult, type WorkOptions } from '@lightsout/core';

/**
 * The explorer's fewest-presses search, in the worker, that the page can stop at any moment and still keep
 * the best answer found: the core's exhaustive walk of the coset (`minimal: { share }`) cut into shares run
 * one after another, each of which answers with presses, so the page always holds the lightest presses
 * found so far with a proven lower bound. Stopping is terminating the worker; nothing in here waits for it.
 */

/** A solve with the core, asked for the fewest presses as `minimal` says. */
export type SolveWith<P> = (minimal: MinimalOption, work: WorkOptions) => SolveResult<P>;

/** How the search runs: what it tells, and (for tests) its pace. */
export interface FewestSearchOptions<P> extends WorkOptions {
  /**
   * Called with each lighter answer found, from the first look on: not `minimal`, its `bound` one that holds
   * for every solution (copy `presses` before transferring them).
   */
  onBest(best: Solved<P>): void;
  /** Milliseconds of the core's own bounded search before the shares start; default {@link FIRST_LOOK_MS}. */
  firstLookMs?: number;
  /** Number of shares of the walk; default {@link sharesFor} the nullity. */
  shares?: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

/** The first look: the core's default search (a heuristic, or the whole walk when small), cut short here. */
export const FIRST_LOOK_MS = 1000;

/**
 * Largest nullity the exhaustive walk is tried for. The core walks bases of up to 64 quiet patterns and counts
 * the walk's 2^(k − 10) steps in doubles (k − 10 ≤ 52); past this the core's default search answers alone.
 */
export const EXHAUSTIVE_MAX_NULLITY = 62;

/** Most shares (reached at nullity 38; past it each share walks more). */
export const MAX_SHARES = 1024;

/**
 * Shares of the walk for nullity k: 2^(k − 28), from 1 to {@link MAX_SHARES}. Each share repeats the core's
 * opening heuristic (50 rounds per quiet pattern: about 0.15 s of CPU at nullity 32, measured), against a
 * walk of about 18 s there; 16 shares keep the repeats near a tenth of the work, and each share ends, with its
 * presses, after about 1.2 s of CPU.
 */
export function sharesFor(nullity: number): number {
  return Math.min(MAX_SHARES, 2 ** Math.max(0, nullity - 28));
}

/** Searches without a bound on the work: what the shares ask of the core. */
const UNBOUNDED = { maxExactSolutions: 2n ** 64n, maxExactWork: Number.POSITIVE_INFINITY } as const;

/**
 * The fewest presses, by the core, told as they improve. First a plain solve (unsolvable, unique, or too
 * large a kernel: answered as the core answers, the last with its default search); then the core's default
 * search for {@link FIRST_LOOK_MS}, which answers with presses and the information-set lower bound; then,
 * unless that is proven, the exhaustive walk in shares, pruned against the best weight so far, each share
 * posting its presses when they are lighter. The answer is proven when every share's bound reaches it.
 *
 * @param solveWith Solves the lights with the core.
 * @param options What to tell, the signal, and progress (the shares' walk, in the core's units).
 * @returns The core's answer, or the lightest found with the bound of every share (proven, or the larger of
 *   the shares' and the first look's bounds).
 */
export function searchFewest<P>(solveWith: SolveWith<P>, options: FewestSearchOptions<P>): SolveResult<P> {
  const { onBest, signal, onProgress, now = () => performance.now() } = options;
  const plain = solveWith(false, { signal });
  if (!plain.solvable || plain.minimal) return plain;
  if (plain.nullity > EXHAUSTIVE_MAX_NULLITY) return solveWith(true, { signal, onProgress });
  const started = now();
  const firstLookMs = options.firstLookMs ?? FIRST_LOOK_MS;
  const stop = { get aborted() { return now() - started >= firstLookMs; }, throwIfAborted() {} };
  const first = solveWith({ stop }, { signal });
  if (!first.solvable || first.minimal) return first;
  let held: Solved<P> = first;
  onBest(first);
  const count = options.shares ?? sharesFor(first.nullity);
  const best = Int32Array.of(first.pressCount); // a plain array: one thread, and Atomics works on it
  let sharesBound = Number.POSITIVE_INFINITY;
  for (let index = 0; index < count; index++) {
    const work: WorkOptions = { signal, onProgress: onProgress && ((done, total) => onProgress(index * total + done, count * total)) };
    const found = solveWith({ ...UNBOUNDED, share: { index, count, best } }, work);
    if (!found.solvable) throw new Error('internal error: a share of the fewest-presses search found the lights unsolvable');
    sharesBound = Math.min(sharesBound, found.bound);
    if (found.pressCount < held.pressCount) {
      held = found;
      onBest(withBound(found, first.bound));
    }
  }
  // each share's bound holds for its members, and the shares hold them all; the first look's for every one
  return withBound(held, Math.max(first.bound, sharesBound));
}

/** `found` with a lower bound for the whole coset: proven when it reaches the presses. */
function withBound<P>(found: Solved<P>, bound: number): Solved<P> {
  const { presses, pressCount, nullity, solutions, method } = found;
  const minimal = bound >= pressCount;
  return new Solved<P>({ presses, pressCount, nullity, solutions, minimal, bound: Math.min(bound, pressCount), method });
}
