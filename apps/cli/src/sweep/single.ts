import { nullity } from '@lightsout/core';
import { Worker } from 'node:worker_threads';
import type { GridKind, RuleFlags } from '../puzzle-flags.ts';
import { startProgress } from '../progress.ts';
import type { Run } from '../run.ts';
import { rebuild, workerUrl } from './pool.ts';
import type { SweepFailure } from './work.ts';

/**
 * From this side on (2¹⁸), `nullity ROWS COLS` runs in a worker thread: its closed forms take a gcd of degree up to
 * n/4 (10⁵: a few milliseconds, less than a worker's start-up; 10⁸: minutes), and a thread of its own keeps this one
 * free to draw the progress and to take Ctrl-C, which a computation in this thread would hold off until it ended.
 */
export const THREAD_MIN_SIDE = 262_144;
/** What the thread of {@link singleNullity} computes: the nullity of one rows × cols board under the rule of `flags`. */
export interface SingleJob {
  readonly flags: RuleFlags & { states?: string | undefined };
  readonly rows: number;
  readonly cols: number;
}

/** The worker sends progress in thousandths: a message per step, never more. */
export const PROGRESS_STEPS = 1000;
/** How often (ms) a run waiting for its worker looks for a signal. */
const SIGNAL_POLL_MS = 100;

type Reply = { progress: number } | { value: number } | { error: SweepFailure };

/**
 * The nullity of one rows × cols board (two states): here for small sides, else in a worker thread with progress on
 * stderr (a bar on a terminal; lines with `LIGHTSOUT_PROGRESS=lines`); a signal stops it (the worker is ended) and
 * the run exits as stopped (130 for SIGINT), with nothing on stdout.
 */
export async function singleNullity(run: Run, rows: number, cols: number, kind: GridKind, flags: SingleJob['flags']): Promise<number> {
  if (Math.max(rows, cols) < THREAD_MIN_SIDE) return nullity(rows, cols, kind);
  const job: SingleJob = { flags, rows, cols };
  const progress = startProgress(run.io, `nullity of ${rows}×${cols}`, PROGRESS_STEPS);
  const worker = new Worker(workerUrl('single-worker'), { workerData: job });
  let poll: ReturnType<typeof setInterval> | undefined;
  try {
    return await new Promise<number>((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if ('progress' in reply) progress.update(reply.progress);
        else if ('value' in reply) resolve(reply.value);
        else reject(rebuild(reply.error));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`the nullity worker stopped (exit code ${code})`)));
      // a signal sets the output's stop flag; record() then throws Interrupted
      poll = setInterval(() => run.out.record().catch(reject), SIGNAL_POLL_MS);
    });
  } finally {
    clearInterval(poll);
    progress.done();
    await worker.terminate();
  }
}
