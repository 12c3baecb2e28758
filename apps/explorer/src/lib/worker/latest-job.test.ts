import { describe, expect, it } from 'vitest';
import { LatestJob } from './latest-job.ts';

/** A job that waits until aborted or released, then reports whether it is still the newest. */
function pending(): { release: () => void; job: (signal: AbortSignal, current: () => boolean) => Promise<void>; log: string[] } {
  let release = () => {};
  const log: string[] = [];
  const job = (signal: AbortSignal, current: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
      release = () => {
        log.push(current() ? 'current' : 'stale');
        resolve();
      };
    });
  return { release: () => release(), job, log };
}

describe('LatestJob', () => {
  it('aborts the job before when a new one starts; only the newest settles', async () => {
    const latest = new LatestJob();
    const settled: string[] = [];
    const first = pending();
    const a = latest.run(first.job, { onError: (m) => settled.push(`error ${m}`), onSettled: () => settled.push('first') });
    const second = pending();
    const b = latest.run(second.job, { onError: (m) => settled.push(`error ${m}`), onSettled: () => settled.push('second') });
    expect(latest.busy).toBe(true);
    second.release();
    await Promise.all([a, b]);
    expect([...first.log, ...second.log, ...settled]).toEqual(['current', 'second']);
    expect(latest.busy).toBe(false);
  });

  it('reports a failure in words, and nothing after cancel', async () => {
    const latest = new LatestJob();
    const seen: string[] = [];
    const handlers = { onError: (m: string) => seen.push(m), onSettled: () => seen.push('settled') };
    await latest.run(async () => {
      throw new RangeError('too large');
    }, handlers);
    const waiting = pending();
    const run = latest.run(waiting.job, handlers);
    latest.cancel();
    await run;
    expect(seen).toEqual(['too large', 'settled']);
  });
});
