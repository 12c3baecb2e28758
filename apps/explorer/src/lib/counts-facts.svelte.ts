import { describeError, isAbort } from './run-job.ts';

/** The facts of a game's shape: its kernel over Z/k. */
export interface CountsFactsAnswer {
  readonly nullity: number;
  readonly solutions: bigint;
  readonly patterns: Uint8Array[];
  readonly orders: number[];
}

/**
 * The nullity, kernel size and first quiet patterns of a k-state grid or a graph game, computed in a
 * worker; asking for another key cancels the question before.
 */
export class CountsFacts {
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
  private controller: AbortController | null = null;

  /** Computes the facts for `key` unless they are known or on their way. */
  async load(key: string, ask: (signal: AbortSignal) => Promise<CountsFactsAnswer>): Promise<void> {
    if (key === this.key) return;
    this.key = key;
    this.controller?.abort(new DOMException('superseded', 'AbortError'));
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.error = null;
    this.nullity = null;
    this.solutions = null;
    this.patterns = [];
    this.orders = [];
    try {
      const answer = await ask(controller.signal);
      if (this.controller !== controller) return;
      this.nullity = answer.nullity;
      this.solutions = answer.solutions;
      this.patterns = answer.patterns;
      this.orders = answer.orders;
    } catch (error) {
      if (this.controller !== controller || isAbort(error)) return;
      this.error = describeError(error);
      this.key = '';
    } finally {
      if (this.controller === controller) {
        this.loading = false;
        this.controller = null;
      }
    }
  }
}
