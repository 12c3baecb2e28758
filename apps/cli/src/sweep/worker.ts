import { parentPort, workerData } from 'node:worker_threads';
import { batchChecker, type PackedBoard } from './count-work.ts';
import { blockComputer, type SweepSpec, sweepFailure } from './work.ts';

/**
 * The sweep worker (node:worker_threads): answers each `{ id, first, last }` with the values of those items, or
 * with the error they raised (its name, message and, for a LimitError, the limit), so the main thread can
 * report it where the serial run would have; for `count`, each batch of boards with their solvability.
 */
const spec = workerData as SweepSpec;
if (spec.what === 'count') {
  // `count --jobs`: batches of boards, each answered with their solvability
  const check = batchChecker(spec.flags);
  parentPort!.on('message', ({ id, boards }: { id: number; boards: PackedBoard[] }) => parentPort!.postMessage(check(id, boards)));
} else {
  const compute = blockComputer(spec);
  parentPort!.on('message', ({ id, first, last }: { id: number; first: number; last: number }) => {
    try {
      parentPort!.postMessage({ id, values: compute(first, last) });
    } catch (error) {
      parentPort!.postMessage({ id, error: sweepFailure(error) });
    }
  });
}
