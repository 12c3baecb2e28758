import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import type { WorkerLike } from './solver-client.ts';
import { serveRequest } from './worker-handlers.ts';

/**
 * Test support: a worker that records what it is sent and answers only when told, or (with `auto`) runs
 * each request with the real worker code on a later task, cloning messages as postMessage does.
 */
export class FakeWorker implements WorkerLike {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: WorkerRequest[] = [];
  terminated = false;

  constructor(private readonly auto = false) {
    FakeWorker.created.push(this);
  }

  postMessage(message: WorkerRequest): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    if (this.auto) setTimeout(() => !this.terminated && serveRequest(copy, (m) => this.reply(m)), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Sends a response to the page, as the worker would. */
  reply(message: WorkerResponse): void {
    if (!this.terminated) this.onmessage?.({ data: structuredClone(message) } as MessageEvent<WorkerResponse>);
  }

  /** Fails as a crashed worker does. */
  crash(message: string): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}
