import { nullity } from '@lightsout/core';
import { parentPort, workerData } from 'node:worker_threads';
import { withGridKind } from '../puzzle-flags.ts';
import { PROGRESS_STEPS, type SingleJob } from './single.ts';
import { sweepFailure } from './work.ts';

/**
 * The worker of a single-size nullity ({@link SingleJob}) (node:worker_threads): posts `{ progress }` (thousandths done, rising) as the
 * core reports it, then `{ value }`, or `{ error }` (as a sweep worker sends it).
 */
const job = workerData as SingleJob;
try {
  let sent = -1;
  const onProgress = (done: number, total: number): void => {
    const step = total > 0 ? Math.floor((PROGRESS_STEPS * done) / total) : PROGRESS_STEPS;
    if (step <= sent) return;
    sent = step;
    parentPort!.postMessage({ progress: step });
  };
  const value = withGridKind(job.flags, 'nullity', (kind) => nullity(job.rows, job.cols, { ...kind, onProgress }));
  parentPort!.postMessage({ value });
} catch (error) {
  parentPort!.postMessage({ error: sweepFailure(error) });
}
