import type { BestOf, JobKind, RequestOf, ResultOf } from './protocol.ts';
import type { RunJob } from './run-job.ts';
import type { JobOptions } from './solver-client.ts';
import { runJob } from './worker-handlers.ts';

/** Test support: runs jobs in-process on a later task, honouring the signal, cloning like postMessage (its `best` messages too). */
export const localRunner: RunJob = <K extends JobKind>(request: RequestOf<K>, options: JobOptions<BestOf<K>> = {}) =>
  new Promise<ResultOf<K>>((resolve, reject) => {
    setTimeout(() => {
      try {
        options.signal?.throwIfAborted();
        resolve(structuredClone(runJob(structuredClone(request), { onProgress: options.onProgress }, (best) => options.onBest?.(structuredClone(best)))));
      } catch (error) {
        reject(error);
      }
    }, 0);
  });
