import type { BestOf, JobKind, RequestOf, ResultOf, WorkerRequest, WorkerResponse } from './protocol.ts';

/** The part of `Worker` the client uses, so tests can pass a fake. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
}

/** Options of one job; `B` is what the job posts as it improves its answer (see `BestOf`). */
export interface JobOptions<B = never> {
  /** Cancels the job: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Progress reported by the worker, in the job's own units. */
  onProgress?: (done: number, total: number) => void;
  /** Each better answer a fewest-presses search finds, as it finds it. */
  onBest?: (best: B) => void;
}

interface Pending {
  readonly message: WorkerRequest;
  readonly resolve: (value: never) => void;
  readonly reject: (reason: unknown) => void;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
  readonly onBest: ((best: never) => void) | undefined;
  readonly cleanup: () => void;
}

/**
 * Runs jobs in a Web Worker and answers each with a promise. The worker computes synchronously, so a job
 * cannot be interrupted from inside: cancelling one terminates the worker, starts a fresh one, and sends it
 * again every other job still waiting (so cancelling a solve never loses, say, a quiet-pattern request).
 *
 * @example
 * const client = new SolverClient(() => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }));
 * const facts = await client.run({ kind: 'shape', rows: 5, cols: 5, rule, maxPatterns: 8 });
 */
export class SolverClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly createWorker: () => WorkerLike) {}

  /** Number of jobs sent and not yet answered. */
  get busy(): number {
    return this.pending.size;
  }

  /** Runs a job; the request is copied to the worker, so the caller keeps its boards. */
  run<K extends JobKind>(request: RequestOf<K>, options: JobOptions<BestOf<K>> = {}): Promise<ResultOf<K>> {
    const { signal, onProgress, onBest } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.nextId++;
    const message = { ...request, id } as WorkerRequest;
    return new Promise<ResultOf<K>>((resolve, reject) => {
      const abort = (): void => this.cancel(id, signal!.reason);
      signal?.addEventListener('abort', abort, { once: true });
      const cleanup = (): void => signal?.removeEventListener('abort', abort);
      this.pending.set(id, { message, resolve: resolve as (value: never) => void, reject, onProgress, onBest, cleanup });
      this.send(message);
    });
  }

  /** Stops the worker and rejects every waiting job. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [id, job] of this.pending) this.settle(id, job, () => job.reject(new DOMException('disposed', 'AbortError')));
  }

  private send(message: WorkerRequest): void {
    // Requests are cloned, not transferred: the client keeps each one to replay after a respawn, and the
    // largest (a 1000×1000 board) is 125 KB. Answers, which can be larger, are transferred by the worker.
    this.ensureWorker().postMessage(message, []);
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      const error = new Error(event.message || 'the solver worker failed');
      for (const [id, job] of this.pending) this.settle(id, job, () => job.reject(error));
      this.respawn();
    };
    this.worker = worker;
    return worker;
  }

  private receive(response: WorkerResponse): void {
    const job = this.pending.get(response.id);
    if (!job) return; // a late answer to a cancelled job
    if (response.type === 'progress') job.onProgress?.(response.done, response.total);
    else if (response.type === 'best') job.onBest?.(response.best as never);
    else if (response.type === 'done') this.settle(response.id, job, () => job.resolve(response.result as never));
    else {
      const error = new Error(response.error.message);
      error.name = response.error.name;
      this.settle(response.id, job, () => job.reject(error));
    }
  }

  private cancel(id: number, reason: unknown): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.settle(id, job, () => job.reject(reason));
    this.respawn();
  }

  /** Replaces the worker and resends the jobs still waiting, oldest first. */
  private respawn(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const job of this.pending.values()) this.send(job.message);
  }

  private settle(id: number, job: Pending, finish: () => void): void {
    this.pending.delete(id);
    job.cleanup();
    finish();
  }
}
