import { parentPort, workerData } from 'node:worker_threads';
import { blockComputer, type SweepSpec, sweepFailure } from './work.ts';

/**
 * The sweep worker (node:worker_threads): answers each `{ id, first, last }` with the values of those items, or
 * with the error they raised (its name, message and, for a LimitError, the limit), so the main thread can
 * report it where the serial run would have.
 */
const compute = blockComputer(workerData as SweepSpec);
parentPort!.on('message', ({ id, first, last }: { id: number; first: number; last: number }) => {
  try {
    parentPort!.postMessage({ id, values: compute(first, last) });
  } catch (error) {
    parentPort!.postMessage({ id, error: sweepFailure(error) });
  }
});
