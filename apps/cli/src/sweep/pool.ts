import { ArgumentError, LimitError } from '@lightsout/core';
import { Worker } from 'node:worker_threads';
import { clockSeconds } from './estimate.ts';
import { type SweepFailure, type SweepSpec, type SweepValue, sweepFailure } from './work.ts';

/** Items `first..last` (inclusive) handed to one worker at a time. */
export interface Block {
  readonly first: number;
  readonly last: number;
}

/** Blocks each worker may hold at once: one computing, one waiting, so no worker idles between messages. */
const IN_FLIGHT = 2;
/** Blocks computed ahead of the next one to print, per job: bounds the memory of results held for order. */
const AHEAD_PER_JOB = 8;

/**
 * Cuts `first..last` into consecutive blocks of about equal work (`weight(i)`: item i's relative cost), about
 * `pieces` of them: many more than the jobs, so the work stays balanced while each message carries enough work
 * to outweigh its cost. With `bytes(i)` (item i's output, roughly) a block also ends before its output passes
 * `maxBytes`, which bounds the memory of the blocks held for order.
 */
export function planBlocks(first: number, last: number, weight: (i: number) => number, pieces: number, bytes?: (i: number) => number, maxBytes = Number.POSITIVE_INFINITY): Block[] {
  let total = 0;
  for (let i = first; i <= last; i++) total += weight(i);
  const target = total / Math.max(1, pieces);
  const blocks: Block[] = [];
  let start = first;
  let sum = 0;
  let size = 0;
  for (let i = first; i <= last; i++) {
    sum += weight(i);
    size += bytes?.(i) ?? 0;
    if (sum >= target || size + (bytes?.(i + 1) ?? 0) > maxBytes || i === last) {
      blocks.push({ first: start, last: i });
      start = i + 1;
      sum = 0;
      size = 0;
    }
  }
  return blocks;
}

/** A worker's module (`name`.js in sweep/): beside this one once built; from the sources (tests), the built copy in dist/. */
export function workerUrl(name = 'worker'): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL(`../../dist/sweep/${name}.js`, here) : new URL(`./${name}.js`, here);
}

/** A worker's error, rebuilt as the class the main thread's error handling knows. */
export function rebuild(error: SweepFailure): Error {
  if (error.name === 'LimitError') return new LimitError(error.message, error.limit ?? 'limit', error.requested ?? 0, error.maximum ?? 0);
  if (error.name === 'ArgumentError') return new ArgumentError(error.message);
  return Object.assign(new Error(error.message), { name: error.name });
}

type Reply = { id: number; values: SweepValue[]; error?: undefined } | { id: number; values?: undefined; error: SweepFailure };

/**
 * Seconds of blocks this thread computes before it starts the workers, and the work that must still be left then
 * (at the pace so far) for them to be worth their start-up (0.2–0.3 s of CPU each: loading the library, warming
 * V8 up). A sweep of under a second thus never starts one; a longer one loses this much of one core at its start.
 */
export const WORKER_START = { afterSeconds: 0.2, leftSeconds: 0.6 };

/**
 * The values of `blocks`, computed on `jobs` threads and yielded in block order whatever order they finish in:
 * `jobs − 1` worker threads, and this thread, which computes a block with `here` whenever the next block to print
 * is not ready (so no thread waits while workers start, and `--jobs 2` costs one worker's start-up). The workers
 * start once this thread has computed for `start.afterSeconds` with at least `start.leftSeconds` of blocks left
 * ({@link WORKER_START}; tests pass zeros to start them at once). An item's error is thrown when its block's turn
 * comes, after every block before it (as a serial run would). Leaving the loop early (an error, a signal)
 * terminates the workers.
 */
export async function* parallelBlocks(
  spec: SweepSpec,
  blocks: readonly Block[],
  jobs: number,
  here: (first: number, last: number) => SweepValue[],
  start: { readonly afterSeconds: number; readonly leftSeconds: number } = WORKER_START,
): AsyncGenerator<SweepValue[]> {
  const workers: Worker[] = [];
  const busy = new Map<Worker, number>();
  const results = new Map<number, Reply>();
  let next = 0;
  let written = 0;
  let failure: Error | null = null;
  let closing = false;
  let wake: (() => void) | null = null;
  const poke = (): void => {
    wake?.();
    wake = null;
  };
  const pump = (): void => {
    for (const worker of workers) {
      while ((busy.get(worker) ?? 0) < IN_FLIGHT && next < blocks.length && next < written + jobs * AHEAD_PER_JOB) {
        const id = next++;
        busy.set(worker, (busy.get(worker) ?? 0) + 1);
        worker.postMessage({ id, first: blocks[id]!.first, last: blocks[id]!.last });
      }
    }
  };
  let computed = 0; // seconds this thread spent on blocks, and how many
  let computedBlocks = 0;
  const startWorkers = (): void => {
    for (let j = 0; j < Math.min(jobs - 1, blocks.length - next - 1); j++) {
      const worker = new Worker(workerUrl(), { workerData: spec });
      worker.on('message', (reply: Reply) => {
        busy.set(worker, (busy.get(worker) ?? 1) - 1);
        results.set(reply.id, reply);
        pump();
        poke();
      });
      worker.on('error', (error) => {
        failure ??= error;
        poke();
      });
      worker.on('exit', (code) => {
        if (!closing) failure ??= new Error(`a sweep worker stopped (exit code ${code})`);
        poke();
      });
      workers.push(worker);
    }
    pump();
  };
  try {
    if (start.afterSeconds <= 0) startWorkers();
    while (written < blocks.length) {
      const reply = results.get(written);
      if (!reply) {
        if (failure) throw failure;
        if (next < blocks.length && next < written + jobs * AHEAD_PER_JOB) {
          const id = next++;
          const began = clockSeconds(); // before the workers start: this thread's CPU and V8's helpers'
          try {
            results.set(id, { id, values: here(blocks[id]!.first, blocks[id]!.last) });
          } catch (error) {
            results.set(id, { id, error: sweepFailure(error) });
          }
          computed += clockSeconds() - began;
          computedBlocks++;
          if (workers.length === 0 && computed >= start.afterSeconds && (computed / computedBlocks) * (blocks.length - next) >= start.leftSeconds) startWorkers();
          // let the workers' replies and signals in between blocks
          await new Promise((done) => setImmediate(done));
          continue;
        }
        await new Promise<void>((done) => {
          wake = done;
        });
        continue;
      }
      results.delete(written);
      written++;
      pump();
      if (reply.error) throw rebuild(reply.error);
      yield reply.values;
    }
  } finally {
    closing = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
