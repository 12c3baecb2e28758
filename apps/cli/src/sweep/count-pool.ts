import { Worker } from 'node:worker_threads';
import type { Board, StateBoard } from '@lightsout/core';
import type { RuleFlags } from '../puzzle-flags.ts';
import { type CountReply, packBoard } from './count-work.ts';
import { rebuild, workerUrl } from './pool.ts';

/** Batches each worker may hold at once, and in all (per job) before reading on: bounds the memory of boards in flight. */
const IN_FLIGHT = 2;

/** A batch of boards with its answer: `solvable[i]` for each board before `failure.index` (all of them without one). */
export interface CheckedBatch<B> {
  readonly batch: ReadonlyArray<{ readonly board: B; readonly line: number }>;
  readonly solvable: Uint8Array;
  readonly failure?: { index: number; error: Error };
}

/**
 * The batches of `batches` with the solvability of each board, checked by `jobs` worker threads under the rule of
 * `flags`, in input order. This thread parses and tallies; reading waits while `jobs × 2` batches are in flight.
 * Leaving the loop early terminates the workers.
 */
export async function* parallelCount<B extends Board | StateBoard>(
  flags: RuleFlags & { states?: string | undefined },
  batches: AsyncIterable<ReadonlyArray<{ readonly board: B; readonly line: number }>>,
  jobs: number,
): AsyncGenerator<CheckedBatch<B>> {
  const workers: Worker[] = [];
  const busy = new Map<Worker, number>();
  const pending = new Map<number, { done: (reply: CountReply) => void; fail: (error: Error) => void }>();
  let closing = false;
  const failAll = (error: Error): void => {
    for (const { fail } of pending.values()) fail(error);
    pending.clear();
  };
  const queue: Array<{ batch: CheckedBatch<B>['batch']; reply: Promise<CountReply> }> = [];
  let id = 0;
  const settle = async (entry: (typeof queue)[number]): Promise<CheckedBatch<B>> => {
    const reply = await entry.reply;
    if (!reply.failure) return { batch: entry.batch, solvable: reply.solvable };
    return { batch: entry.batch, solvable: reply.solvable, failure: { index: reply.failure.index, error: rebuild(reply.failure.error) } };
  };
  try {
    for (let j = 0; j < jobs; j++) {
      const worker = new Worker(workerUrl(), { workerData: { what: 'count', flags, from: 0, to: 0 } });
      worker.on('message', (reply: CountReply) => {
        busy.set(worker, (busy.get(worker) ?? 1) - 1);
        pending.get(reply.id)?.done(reply);
        pending.delete(reply.id);
      });
      worker.on('error', (error) => failAll(error));
      worker.on('exit', (code) => {
        if (!closing) failAll(new Error(`a count worker stopped (exit code ${code})`));
      });
      workers.push(worker);
    }
    for await (const batch of batches) {
      const worker = workers.reduce((best, w) => ((busy.get(w) ?? 0) < (busy.get(best) ?? 0) ? w : best));
      busy.set(worker, (busy.get(worker) ?? 0) + 1);
      const reply = new Promise<CountReply>((done, fail) => pending.set(id, { done, fail }));
      // an unawaited rejection is handled where the queue reaches it
      reply.catch(() => {});
      worker.postMessage({ id: id++, boards: batch.map(({ board }) => packBoard(board)) });
      queue.push({ batch, reply });
      while (queue.length >= jobs * IN_FLIGHT) yield await settle(queue.shift()!);
    }
    while (queue.length > 0) yield await settle(queue.shift()!);
  } finally {
    closing = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
