import { parentPort, workerData } from 'node:worker_threads';
import { Board, type CosetBounds, LimitError, type Rule, solve } from '@lightsout/core';

/**
 * One thread of `solve --minimal --jobs N` (started by minimal-threads.ts): solves its board with the core,
 * searching share `index` of `count` of the exhaustive walk against the best weight all threads share, and
 * stopping with its best so far when the shared stop flag is set. It posts `best` and `progress` messages as
 * it goes and one `result` (or `error`) at the end.
 */

/** What the thread is given. */
export interface MinimalJob {
  readonly rows: number;
  readonly cols: number;
  readonly words: Uint32Array;
  readonly target: Uint32Array | undefined;
  readonly rule: Rule;
  /** The core's bounds (`true`: its defaults). */
  readonly bounds: true | CosetBounds;
  readonly index: number;
  readonly count: number;
  /** The best weight of all threads, element 0 (a SharedArrayBuffer). */
  readonly best: Int32Array;
  /** 1 in element 0 once the search should stop (a SharedArrayBuffer). */
  readonly stop: Int32Array;
}

/** What the thread posts. */
export type MinimalMessage =
  | { readonly kind: 'best'; readonly weight: number }
  | { readonly kind: 'progress'; readonly fraction: number }
  | {
      readonly kind: 'result';
      readonly words: Uint32Array | null;
      readonly pressCount: number;
      readonly minimal: boolean;
      readonly bound: number;
      readonly nullity: number;
      readonly solutions: bigint;
      readonly method: string;
    }
  | { readonly kind: 'error'; readonly message: string; readonly limit?: { readonly name: string; readonly requested: number; readonly maximum: number } };

/** Progress messages at most this often, in ms. */
const PROGRESS_EVERY_MS = 200;

function run(job: MinimalJob, post: (message: MinimalMessage) => void): void {
  const stop = {
    get aborted(): boolean {
      return Atomics.load(job.stop, 0) === 1;
    },
    throwIfAborted(): void {},
  };
  let last = 0;
  const bounds = job.bounds === true ? {} : job.bounds;
  const result = solve(new Board(job.rows, job.cols, job.words), {
    rule: job.rule,
    target: job.target && new Board(job.rows, job.cols, job.target),
    minimal: { ...bounds, stop, share: { index: job.index, count: job.count, best: job.best }, onBest: (weight) => post({ kind: 'best', weight }) },
    onProgress(done, total) {
      const now = performance.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      post({ kind: 'progress', fraction: total > 0 ? done / total : 1 });
    },
  });
  const { nullity, method } = result;
  if (!result.solvable) {
    post({ kind: 'result', words: null, pressCount: 0, minimal: false, bound: 0, nullity, solutions: 0n, method });
    return;
  }
  const { presses, pressCount, minimal, bound, solutions } = result;
  post({ kind: 'result', words: presses.words, pressCount, minimal, bound, nullity, solutions, method });
}

if (parentPort) {
  const port = parentPort;
  try {
    run(workerData as MinimalJob, (message) => port.postMessage(message));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // a refusal crosses the thread as its fields, to be thrown again as a LimitError
    const limit = error instanceof LimitError ? { name: error.limit, requested: error.requested, maximum: error.maximum } : undefined;
    port.postMessage({ kind: 'error', message, limit } satisfies MinimalMessage);
  }
}
