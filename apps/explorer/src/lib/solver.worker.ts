/// <reference lib="webworker" />
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { transferables } from './protocol.ts';
import { runJob } from './worker-handlers.ts';

/** The solver worker: runs each request with the core and answers with its id. Thin on purpose. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Progress is posted at most this often, in milliseconds, so messages never swamp the page. */
const PROGRESS_INTERVAL = 50;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const { id } = request;
  let last = 0;
  const post = (message: WorkerResponse): void => scope.postMessage(message, transferables(message));
  try {
    const result = runJob(request, {
      onProgress(done, total) {
        const now = performance.now();
        if (now - last < PROGRESS_INTERVAL && done < total) return;
        last = now;
        post({ id, type: 'progress', done, total });
      },
    });
    post({ id, type: 'done', result });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    post({ id, type: 'failed', error: { name, message } });
  }
};
