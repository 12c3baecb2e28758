import type { ArgsDef } from 'citty';
import { UsageError } from '../errors.ts';
import type { GridKind } from '../puzzle-flags.ts';
import { startProgress, yieldToTerminal } from '../progress.ts';
import type { RuleFlags } from '../puzzle-flags.ts';
import type { Run } from '../run.ts';
import { jobsArgs, parseJobs, sweepValues } from './jobs.ts';
import { estimateRange, lowerBoundCeiling, refusalCeiling, threadsFor } from './estimate.ts';
import { describeEstimate, refuseLongSweep } from './estimate-words.ts';
import { sweepParams } from './params.ts';
import { sequenceWriter, type SEQUENCES } from './sequences.ts';
import { parseChunk, parseShard, runShard } from './shard.ts';
import { isCertifiable } from './certificate.ts';
import { modelCovers } from './cost-model.ts';
import { estimateClassicRange } from './model-estimate.ts';
import { singleNullity } from './single.ts';
import { blockComputer, type SweepSpec, type SweepValue } from './work.ts';

/**
 * From this side on (2²²) the estimate of `--range` times each side in a worker thread: a side then takes seconds
 * (n×n nullities near 10⁷: 1.7–9 s) and a worker's start (tens of milliseconds) a few percent of it at most.
 */
export const ESTIMATE_THREAD_MIN_SIDE = 4_194_304;

/** The flags of `nullity --range` for sweeps: workers, shards, certificates and derived tables. */
export const sweepArgs = {
  ...jobsArgs,
  shard: { type: 'string', valueHint: 'K/N', description: 'With --range: compute shard K of N into --out-dir (chunk files; rerun to resume; join with merge)' },
  'out-dir': { type: 'string', valueHint: 'DIR', description: 'With --shard: the directory of the chunk files' },
  chunk: { type: 'string', valueHint: 'SIZE', description: 'With --shard: sides per chunk file (default: 1000)' },
  certify: { type: 'boolean', description: "With --range (classic rule): a certificate line per side, 'n k g s u a′ b′', checked by verify" },
  estimate: { type: 'boolean', description: 'With --range or --table: print how long the sweep would take (from timed samples), and stop' },
  sequence: { type: 'string', valueHint: 'ID', description: 'With --range: the b-file of A159257, A165738 (torus), A075462 (2^nullity), A076436 (nullity 0), A117870 (nullity > 0)' },
} satisfies ArgsDef;

/** The parsed sweep flags of `--range`. */
export interface RangeOptions {
  readonly text: string;
  readonly flags: RuleFlags & { states?: string | undefined };
  readonly jobs: string | undefined;
  readonly certify: boolean;
  readonly sequence: (typeof SEQUENCES)[string] | undefined;
  readonly shard: string | undefined;
  readonly outDir: string | undefined;
  readonly chunk: string | undefined;
  /** `--estimate`: print the estimate instead of sweeping. */
  readonly estimate: boolean;
}

/**
 * `--range A..B`: `n nullity` lines (or a JSON array, a derived table, certificate lines), each printed as soon as
 * it and every side before it are computed; or, with `--shard`, one shard's chunk files.
 */
export async function sweepRange(run: Run, kind: GridKind, [from, to]: [number, number], options: RangeOptions): Promise<number> {
  const command = 'nullity';
  if (options.certify && !isCertifiable(kind.rule, kind.states)) {
    throw new UsageError("--certify covers the classic rule (cross with its centre, plane, two states), whose nullity is the degree of a gcd (Sutner's theorem)", command);
  }
  if (options.certify && (run.json || options.sequence)) throw new UsageError(`--certify writes certificate lines: drop ${run.json ? '--json' : '--sequence'}`, command);
  if (options.shard === undefined && (options.outDir !== undefined || options.chunk !== undefined)) throw new UsageError(`${options.outDir !== undefined ? '--out-dir' : '--chunk'} goes with --shard K/N`, command);
  const spec: SweepSpec = { what: options.certify ? 'certify' : 'range', flags: options.flags, from, to };
  // Blocks of sides for the workers are balanced as if n×n cost n²; the estimate rests on timings only.
  const weight = (n: number): number => (n / to) ** 2;
  const compute = blockComputer(spec);
  // a huge side is timed in a worker thread, as `nullity N` runs it: a signal then stops the estimate within the side
  const item = (n: number): SweepValue | Promise<SweepValue> =>
    spec.what === 'range' && n >= ESTIMATE_THREAD_MIN_SIDE ? singleNullity(run, n, n, kind, options.flags) : compute(n, n)[0]!;
  const shard = options.shard === undefined ? undefined : parseShard(options.shard, command);
  const chunkSize = parseChunk(options.chunk, command);
  if (shard !== undefined) {
    if (options.outDir === undefined) throw new UsageError('--shard writes chunk files: give --out-dir DIR', command);
    if (run.json || options.sequence) throw new UsageError(`a shard writes the sweep's own values: drop ${run.json ? '--json' : '--sequence'} (merge --sequence derives the tables)`, command);
  }
  // a shard computes about 1/N of the sides, spread over the range like the whole
  const count = Math.ceil((to - from + 1) / (shard?.count ?? 1));
  // a shard is refused by its share of the whole estimate: sampling may stop only past the ceiling for that share
  // the lower bound refuses a whole sweep only (a shard's share of the sides is not the larger ones it counts)
  const refuseAbove = options.estimate || shard !== undefined ? undefined : lowerBoundCeiling();
  const between = (): Promise<void> => run.out.record();
  const estimateOptions = { stopAbove: options.estimate ? undefined : (refusalCeiling() * (to - from + 1)) / count, refuseAbove, between };
  // the classic rule's huge sides are costed by a model, never timed (a side of 10⁸ takes minutes)
  const whole = await (modelCovers(kind, options.certify) ? estimateClassicRange : estimateRange)(from, to, item, estimateOptions);
  const estimate = shard === undefined ? whole : { ...whole, seconds: (whole.seconds * count) / (to - from + 1) };
  const jobs = parseJobs(options.jobs, shard === undefined ? estimate.seconds - estimate.sampleSeconds : estimate.seconds, command);
  if (options.estimate) {
    await run.out.text(describeEstimate(estimate, threadsFor(jobs), 'boards', count));
    return 0;
  }
  refuseLongSweep(`--range ${options.text}`, 'the slowest sampled board', estimate, threadsFor(jobs));
  if (shard !== undefined && options.outDir !== undefined) {
    const params = sweepParams(kind.rule, kind.states, options.certify ? 'certify' : 'bfile', [from, to], chunkSize);
    const lineOf = (n: number, value: SweepValue): string => (typeof value === 'string' ? `${value}\n` : `${n} ${value}\n`);
    return runShard(run, spec, params, shard, options.outDir, jobs, weight, lineOf);
  }
  const derived = options.sequence && sequenceWriter(options.sequence, from, command);
  const progress = startProgress(run.io, 'computing nullities', to - from + 1);
  if (run.json) await run.json.openArray();
  try {
    let drawn = performance.now();
    let n = from;
    for await (const value of sweepValues(spec, from, to, jobs, weight, estimate.known)) {
      if (run.json) await run.json.value({ n, nullity: value });
      else if (typeof value === 'string') await run.out.text(`${value}\n`);
      else if (derived) await run.out.text(derived(n, value as number));
      else await run.out.text(`${n} ${value}\n`);
      progress.update(n - from + 1);
      n++;
      await run.out.record();
      if (performance.now() - drawn > 50) {
        await run.out.flush();
        await yieldToTerminal();
        drawn = performance.now();
      }
    }
  } finally {
    progress.done();
  }
  if (run.json) await run.json.close();
  return 0;
}
