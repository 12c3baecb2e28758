import { LatestJob } from '../worker/latest-job.ts';

/** The facts of a game's shape: its kernel over Z/k. */
export interface StateFactsAnswer {
  readonly nullity: number;
  readonly solutions: bigint;
  readonly patterns: Uint8Array[];
  readonly orders: number[];
}

/**
 * The nullity, kernel size and first quiet patterns of a k-state grid or a graph game, computed in a
 * worker; asking for another key cancels the question before.
 */
export class StateFacts {
  /** Fewest generators of the kernel over Z/k; `null` until known. */
  nullity = $state<number | null>(null);
  /** Solutions per solvable board: the kernel size. */
  solutions = $state<bigint | null>(null);
  /** The first generators (press vectors) and their additive orders. */
  patterns = $state.raw<Uint8Array[]>([]);
  orders = $state.raw<number[]>([]);
  loading = $state(false);
  error = $state<string | null>(null);

  private key = '';
  private readonly latest = new LatestJob();

  /** Computes the facts for `key` unless they are known or on their way. */
  async load(key: string, ask: (signal: AbortSignal) => Promise<StateFactsAnswer>): Promise<void> {
    if (key === this.key) return;
    this.key = key;
    this.loading = true;
    this.error = null;
    this.nullity = null;
    this.solutions = null;
    this.patterns = [];
    this.orders = [];
    await this.latest.run(
      async (signal, current) => {
        const answer = await ask(signal);
        if (!current()) return;
        this.nullity = answer.nullity;
        this.solutions = answer.solutions;
        this.patterns = answer.patterns;
        this.orders = answer.orders;
      },
      {
        onError: (message) => {
          this.error = message;
          this.key = '';
        },
        onSettled: () => (this.loading = false),
      },
    );
  }
}
