import { MAX_PATTERN_THUMBNAILS } from '../limits.ts';
import { LatestJob } from '../worker/latest-job.ts';

/** The facts of a shape (a grid and rule, or a graph and game) over Z/k. */
export interface FactsAnswer<L> {
  /** Fewest generators of the kernel (the quiet patterns). */
  readonly nullity: number;
  /** Solutions per solvable board: the kernel's size. */
  readonly solutions: bigint;
  /** The first generators, as press vectors. */
  readonly patterns: L[];
  /** Their additive orders, when k is not prime some are below k. */
  readonly orders?: number[];
}

/** Asks the worker for the facts with at most `maxPatterns` patterns. */
export type AskFacts<L> = (maxPatterns: number, signal?: AbortSignal) => Promise<FactsAnswer<L>>;

/**
 * The nullity, kernel size and first quiet patterns of the current shape, computed in a worker, for every
 * kind of lights; asking for another shape cancels the question before. With `numbersFirst` the nullity
 * comes first (cheap), then the patterns (which can take far longer), so the numbers never wait for them.
 */
export class Facts<L> {
  nullity = $state<number | null>(null);
  solutions = $state<bigint | null>(null);
  /** The first generators (at most {@link MAX_PATTERN_THUMBNAILS}) and their additive orders. */
  patterns = $state.raw<L[]>([]);
  orders = $state.raw<number[]>([]);
  /** True while computing the nullity. */
  loading = $state(false);
  /** True while computing the patterns, after the nullity is known. */
  patternsLoading = $state(false);
  /** Why the facts are unavailable, if they are. */
  error = $state<string | null>(null);

  private key = '';
  private ask: AskFacts<L> | null = null;
  private readonly latest = new LatestJob();

  /** The first `maxPatterns` generators of the shape last loaded (all of them for a file: the thumbnails may be few). */
  basis(maxPatterns: number, signal?: AbortSignal): Promise<L[]> {
    if (!this.ask) return Promise.resolve([]);
    return this.ask(maxPatterns, signal).then((answer) => answer.patterns);
  }

  /** Computes the facts for `key` unless they are known or on their way. */
  async load(key: string, ask: AskFacts<L>, numbersFirst = false, maxPatterns = MAX_PATTERN_THUMBNAILS): Promise<void> {
    if (key === this.key) return;
    this.key = key;
    this.ask = ask;
    this.loading = true;
    this.patternsLoading = false;
    this.error = null;
    this.nullity = null;
    this.solutions = null;
    this.patterns = [];
    this.orders = [];
    await this.latest.run(
      async (signal, current) => {
        let answer = await ask(numbersFirst ? 0 : maxPatterns, signal);
        if (!current()) return;
        this.nullity = answer.nullity;
        this.solutions = answer.solutions;
        this.loading = false;
        if (numbersFirst && answer.nullity > 0) {
          this.patternsLoading = true;
          answer = await ask(maxPatterns, signal);
          if (!current()) return;
        }
        this.patterns = answer.patterns;
        this.orders = answer.orders ?? [];
      },
      {
        onError: (message) => {
          this.error = message;
          this.key = ''; // a later visit tries again
        },
        onSettled: () => {
          this.loading = false;
          this.patternsLoading = false;
        },
      },
    );
  }
}
