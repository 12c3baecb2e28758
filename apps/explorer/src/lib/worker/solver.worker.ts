/// <reference lib="webworker" />
import { transferables, type WorkerRequest, type WorkerResponse } from './protocol.ts';
import { serveRequest } from './worker-handlers.ts';

/** The solver worker: answers each request with the core (see `serveRequest`). Thin on purpose. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  serveRequest(event.data, (message: WorkerResponse) => scope.postMessage(message, transferables(message)));
};
