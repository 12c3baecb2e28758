import { describeError, isAbort } from './run-job.ts';

/** What happens when a job ends as the newest one. */
export interface LatestJobHandlers {
  /** The job failed (not by being aborted): the message to show. */
  onError(message: string): void;
  /** The job ended, answered or failed; runs after `onError`. */
  onSettled?(): void;
}

/**
 * One job at a time: starting one aborts the one before, and only the newest may write what it finds. A job
 * checks `current()` after each `await` and stops when it is false.
 *
 * @example
 * await latest.run(async (signal, current) => {
 *   const answer = await ask(signal);
 *   if (current()) shown = answer;
 * }, { onError: (message) => (error = message) });
 */
export class LatestJob {
  private controller: AbortController | null = null;

  /** True while a job runs. */
  get busy(): boolean {
    return this.controller !== null;
  }

  /** Aborts the running job, if any, and runs `job` in its place. */
  async run(job: (signal: AbortSignal, current: () => boolean) => Promise<void>, handlers: LatestJobHandlers): Promise<void> {
    this.controller?.abort(new DOMException('superseded', 'AbortError'));
    const controller = new AbortController();
    this.controller = controller;
    const current = () => this.controller === controller;
    try {
      await job(controller.signal, current);
    } catch (error) {
      if (!current() || isAbort(error)) return;
      handlers.onError(describeError(error));
    } finally {
      if (current()) {
        handlers.onSettled?.();
        this.controller = null;
      }
    }
  }

  /** Aborts the running job; it writes nothing more. */
  cancel(): void {
    this.controller?.abort(new DOMException('cancelled', 'AbortError'));
    this.controller = null;
  }
}
