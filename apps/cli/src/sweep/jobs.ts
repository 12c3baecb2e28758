import { availableParallelism } from 'node:os';
import { quoteText } from '@lightsout/core/algebra';
import type { ArgsDef } from 'citty';
import { UsageError } from '../errors.ts';
import { wholeNumber } from '../sizes.ts';
import { parallelBlocks, planBlocks } from './pool.ts';
import { blockComputer, type SweepSpec, type SweepValue } from './work.ts';

/** The most worker threads `--jobs` accepts. */
export const MAX_JOBS = 256;
/** Sweeps with less work than this left after their estimate run in this thread: starting a worker costs more. */
export const PARALLEL_MIN_SECONDS = 0.3;
/** Blocks per job a sweep is cut into (see {@link planBlocks}). */
const BLOCKS_PER_JOB = 16;

/** `--jobs N`: worker threads for sweeps. */
export const jobsArgs = {
  jobs: { type: 'string', valueHint: 'N', description: "Threads for --range/--table, at most (default: the machine's cores; 1: this thread alone)" },
} satisfies ArgsDef;

/**
 * The threads a sweep runs on: `--jobs N` (by default the machine's cores), or 1 (this thread alone) when the work
 * left after the estimate (`leftSeconds`) is under {@link PARALLEL_MIN_SECONDS}.
 */
export function parseJobs(text: string | undefined, leftSeconds: number, command: string): number {
  const value = text === undefined ? availableParallelism() : wholeNumber(text);
  if (!(value >= 1 && value <= MAX_JOBS)) throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, found ${quoteText(text ?? '')}`, command);
  return leftSeconds < PARALLEL_MIN_SECONDS ? 1 : value;
}

/**
 * The values of items `first..last` of `spec`, in order: computed here one at a time with one job (`known` holds
 * values already computed, such as the estimate's), else on `jobs` threads in blocks balanced by `weight`.
 */
export async function* sweepValues(
  spec: SweepSpec,
  first: number,
  last: number,
  jobs: number,
  weight: (i: number) => number,
  known: ReadonlyMap<number, SweepValue> = new Map(),
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
  for await (const values of parallelBlocks(spec, planBlocks(first, last, weight, jobs * BLOCKS_PER_JOB), jobs, here)) yield* values;
}
