import type { BestOf, JobKind, RequestOf } from './protocol.ts';
import type { RunJob } from './run-job.ts';
import type { JobOptions } from './solver-client.ts';
import { runJob } from './worker-handlers.ts';

/** One request held by a {@link GatedRunner}. */
export interface HeldJob {
  readonly request: RequestOf<JobKind>;
  readonly signal: AbortSignal | undefined;
  /** Answers the job with the real worker code, whether or not it was cancelled (as a late worker would). */
  release(): void;
}

/**
 * Test support: a runner that holds every request until the test releases it, so a test can look at the
 * state between a question and its answer, and can answer a cancelled job to prove the answer is ignored.
 * `arrival(n)` resolves when n requests have come in (a wait on a state, not on time).
 */
export class GatedRunner {
  readonly held: HeldJob[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];

  /** The runner to pass to the state under test. */
  readonly run: RunJob = (<K extends JobKind>(request: RequestOf<K>, options: JobOptions<BestOf<K>> = {}) => {
    let release!: () => void;
    const answer = new Promise<unknown>((resolve, reject) => {
      release = () => {
        try {
          resolve(structuredClone(runJob(structuredClone(request), { onProgress: options.onProgress }, (best) => options.onBest?.(structuredClone(best)))));
        } catch (error) {
          reject(error);
        }
      };
    });
    this.held.push({ request, signal: options.signal, release });
    for (const waiter of this.waiters.filter((w) => this.held.length >= w.count)) waiter.resolve();
    this.waiters = this.waiters.filter((w) => this.held.length < w.count);
    return answer;
  }) as RunJob;

  /**
   * Resolves after every job released so far has been seen by its caller: a release answers at once, and
   * the caller's continuations are microtasks, all run before the next task.
   */
  drained(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** Resolves once `count` requests have arrived. */
  arrival(count: number): Promise<void> {
    if (this.held.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}
