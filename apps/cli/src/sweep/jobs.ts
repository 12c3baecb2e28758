import { availableParallelism } from 'node:os';
import type { ArgsDef } from 'citty';
import { jobsFlag } from '../jobs-flag.ts';
import { parallelBlocks, planBlocks, WORKER_START } from './pool.ts';
import { blockComputer, type SweepSpec, type SweepValue } from './work.ts';

/** Sweeps with less work than this left after their estimate run in this thread: starting a worker costs more. */
export const PARALLEL_MIN_SECONDS = 0.3;
/** Blocks per job a sweep is cut into (see {@link planBlocks}). */
const BLOCKS_PER_JOB = 16;
/**
 * The most output a block of certificate lines holds (about 5n/4 hexadecimal digits for side n: 125 KB a line at
 * 10⁵): blocks held for order then stay within about `jobs × 8` of these.
 */
const CERTIFY_BLOCK_BYTES = 8 << 20;

/** `--jobs N`: worker threads for sweeps. */
export const jobsArgs = {
  jobs: { type: 'string', valueHint: 'N', description: "Threads for --range/--table, at most (default: the machine's cores; 1: this thread alone)" },
} satisfies ArgsDef;

/**
 * The threads a sweep runs on: `--jobs N` (by default the machine's cores), or 1 (this thread alone) when the work
 * left after the estimate (`leftSeconds`) is under {@link PARALLEL_MIN_SECONDS}.
 */
export function parseJobs(text: string | undefined, leftSeconds: number, command: string): number {
  const value = jobsFlag(text, availableParallelism(), command);
  return leftSeconds < PARALLEL_MIN_SECONDS ? 1 : value;
}

/**
 * The values of items `first..last` of `spec`, in order: computed here one at a time with one job (`known` holds
 * values already computed, such as the estimate's), else on `jobs` threads in blocks balanced by `weight`, the
 * workers started as `start` says ({@link WORKER_START}).
 */
export async function* sweepValues(
  spec: SweepSpec,
  first: number,
  last: number,
  jobs: number,
  weight: (i: number) => number,
  known: ReadonlyMap<number, SweepValue> = new Map(),
  start = WORKER_START,
): AsyncGenerator<SweepValue> {
  const compute = blockComputer(spec);
  // what the estimate computed from the start comes out first; the workers take the rest
  while (first <= last && known.has(first)) yield known.get(first++)!;
  if (first > last) return;
  if (jobs <= 1 || first === last) {
    for (let i = first; i <= last; i++) yield known.get(i) ?? compute(i, i)[0]!;
    return;
  }
  // this thread's share of the blocks reuses what the estimate computed
  const here = (from: number, to: number): SweepValue[] => Array.from({ length: to - from + 1 }, (_, i) => known.get(from + i) ?? compute(from + i, from + i)[0]!);
  const bytes = spec.what === 'certify' ? (n: number) => (5 * n) / 4 + 32 : undefined;
  const blocks = planBlocks(first, last, weight, jobs * BLOCKS_PER_JOB, bytes, CERTIFY_BLOCK_BYTES);
  for await (const values of parallelBlocks(spec, blocks, jobs, here, start)) yield* values;
}
