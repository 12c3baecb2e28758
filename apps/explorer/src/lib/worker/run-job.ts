import type { JobOptions } from './solver-client.ts';
import type { BestOf, JobKind, RequestOf, ResultOf } from './protocol.ts';

/** Runs one job somewhere (a worker in the app, in-process in tests). */
export type RunJob = <K extends JobKind>(request: RequestOf<K>, options?: JobOptions<BestOf<K>>) => Promise<ResultOf<K>>;

/** True when an error means the job was cancelled (not a failure to report). */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The message to show for a failed job: the core's own words for range and format errors. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
