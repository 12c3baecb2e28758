import { availableParallelism } from 'node:os';
import type { SweepValue } from './work.ts';

/** Sweeps estimated to take longer (wall time, on the threads they run on) are refused before they start. */
export const MAX_SWEEP_SECONDS = 600;

/** What a sweep is estimated to cost, and what the estimate rests on. */
export interface Estimate {
  /** Estimated seconds of computing, on one thread. */
  readonly seconds: number;
  /** Seconds the slowest sampled item took (extrapolated to the whole row for a table). */
  readonly largestSeconds: number;
  /** Items timed for the estimate. */
  readonly sampled: number;
  /** Seconds they took. */
  readonly sampleSeconds: number;
  /** The values computed while sampling, by item (a range's sides, a table's whole rows), for the sweep to reuse. */
  readonly known: ReadonlyMap<number, SweepValue>;
  /** True when sampling stopped past `stopAbove`: the figure rests on the smaller samples, the sweep takes longer. */
  readonly partial: boolean;
  /** The cost model's part, when it costed the huge sides ({@link ModelBasis}). */
  readonly model?: ModelBasis | undefined;
}

/** What a modelled estimate rests on: the probe's seconds and the model's bounds on the whole sweep (one thread). */
export interface ModelBasis {
  /** Seconds of the probe gcd that calibrated the model. */
  readonly probeSeconds: number;
  /** Sides the model costed. */
  readonly sides: number;
  /** A lower bound on the sweep's seconds (one thread). */
  readonly lower: number;
  /** An upper bound on the sweep's seconds (one thread). */
  readonly upper: number;
}

/**
 * Seconds of CPU this process has used: on a busy machine the wall clock of a short sample depends on what else
 * runs, while its CPU time does not (it includes V8's compiler threads, as the sweep's will).
 */
export function clockSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** A clock in seconds: {@link clockSeconds}, unless a test holds it still or races it. */
export type Clock = () => number;

/** How an estimate runs: the clock that times it, and the figure past which it may stop sampling. */
export interface EstimateOptions {
  /** Times the samples; it decides no item the estimate computes. */
  readonly clock?: Clock | undefined;
  /**
   * Seconds (one thread) past which the samples timed so far settle it, the sweep being refused anyway
   * ({@link refusalCeiling}). Absent: every planned sample, as `--estimate` prints the figure.
   */
  readonly stopAbove?: number | undefined;
  /**
   * Seconds (one thread) past which a sound lower bound on the sweep ({@link lowerBound}) settles it, refused at any
   * `--jobs`: sampling stops at once. Absent: never (`--estimate`).
   */
  readonly refuseAbove?: number | undefined;
  /** Awaited between items (the CLI's record boundary: a signal stops the estimate there). */
  readonly between?: (() => Promise<void>) | undefined;
  /** The first side whose sweeps take {@link HUGE_PLAN} ({@link HUGE_SIDE} by default). */
  readonly hugeFrom?: number | undefined;
}

/** Which items an estimate computes: the first `warm` in order, then `samples` by strata, the `warmSamples` smallest twice. */
interface SamplePlan {
  /** Items computed first, in order, before any sample: V8 optimises the hot code meanwhile, and the sweep reuses them. */
  readonly warm: number;
  /** Items sampled after the warm-up. */
  readonly samples: number;
  /** Samples computed once untimed before they are timed (the smallest: they warm up the code of the larger ones). */
  readonly warmSamples: number;
}
/** A range's plan: 32 sides in order, then 48 samples, the 2 smallest computed twice. */
const RANGE_PLAN: SamplePlan = { warm: 32, samples: 48, warmSamples: 2 };
/** A table's plan: 32 rows in order (each at most its first and last columns below), then 6 samples. */
const TABLE_PLAN: SamplePlan = { warm: 32, samples: 6, warmSamples: 2 };
/**
 * From this side on (2¹⁸) an item may take seconds (n×n nullities on the torus: 0.3–2.7 s at 2·10⁵, 6 s to over
 * 2 minutes at 2·10⁶, by whether the nullity is 0; a table row, as many of them as it has columns), and the code's
 * warm-up is lost in it: a sweep of such items is estimated by {@link HUGE_PLAN}, so that a refusal costs 8 items,
 * not 82. The classic rule's sides keep the full plan below the cost model's sides (they take under a second).
 */
export const HUGE_SIDE = 262_144;
/** The plan of a sweep of huge items: the first in order, then 7 samples, none computed twice. */
const HUGE_PLAN: SamplePlan = { warm: 1, samples: 7, warmSamples: 0 };
/**
 * Columns a table's sampled row computes from its first, in pieces of 1, 2, 4… (a row of a ring rule shares one
 * sequence over them); then its last {@link TABLE_END_COLUMNS} in one call, and the columns between count at the
 * mean of the two paces (a column of these rules costs more the longer it is).
 */
const TABLE_PREFIX_COLUMNS = 64;
/** Columns a table's sampled row computes at its end, in one call (one column alone is mostly the call's own cost). */
const TABLE_END_COLUMNS = 16;
/** An estimate stops early only past this many times the longest sweep the machine's threads may run. */
const STOP_MARGIN = 4;
/**
 * The lower bound takes an item not yet computed to cost at least the cheapest timed one divided by this: the cost of
 * a side is not monotone, and its spread grows with the side (n×n nullities took 9.1, 3.8, 9.0, 1.7 s for
 * n = 10⁷…10⁷+3, and 293 s and 11 s for n = 99999990, 99999991: ratios 5.5 and 26). Where the spread could pass this,
 * an even side alone costs over the limit, so a range of two sides or more is over it anyway.
 */
export const COST_SLACK = 64;
/** Timed items cheaper than this (seconds) give no lower bound: V8's warm-up of new code may still be most of them. */
const BOUND_MIN_SECONDS = 1;

/**
 * The figure past which an estimate stops sampling: {@link STOP_MARGIN} times the limit on every core, so that a
 * sweep a partial estimate refuses is one the whole estimate would refuse at any `--jobs`.
 */
export function refusalCeiling(): number {
  return STOP_MARGIN * MAX_SWEEP_SECONDS * availableParallelism();
}

/** The figure (one thread) past which a lower bound refuses a sweep: the limit on every core, so at any `--jobs`. */
export function lowerBoundCeiling(): number {
  return MAX_SWEEP_SECONDS * availableParallelism();
}

/**
 * A lower bound on a sweep's seconds (one thread), or 0 when the timed items are too cheap to give one: the seconds of
 * the items computed (`spent`, all part of the sweep) plus, for each of the `left` items larger than every one
 * computed, the cheapest timed item (`cheapest`) divided by {@link COST_SLACK}; and no less than the dearest item
 * (`dearest`) on every core, as one item runs on one thread.
 */
export function lowerBound(spent: number, cheapest: number, dearest: number, left: number, cores = availableParallelism()): number {
  if (!(cheapest >= BOUND_MIN_SECONDS && Number.isFinite(cheapest))) return 0;
  return Math.max(spent + (left * cheapest) / COST_SLACK, dearest * cores);
}

/**
 * Estimates a sweep of items `from..to` by computing some as the sweep would and timing them in CPU time. Which
 * items are computed is fixed by the range alone, never by the clock ({@link SamplePlan}, by the size of the items):
 * the first `warm` in order (V8 runs new code several times slower until it has optimised it, and items share
 * memoised work), then `samples` items of the rest, one drawn from each of as many equal strata by a fixed hash, smallest first; each remaining item
 * counts at their mean. Neighbouring items may differ much in cost (the classic n×n nullity of an even n takes
 * about six times that of an odd one), so evenly spaced picks could all fall on one kind. The one early end: once
 * the figure passes `stopAbove`, the sweep is refused whatever the larger items left would add, so a range far past
 * the limit stops before its slowest items.
 * `time(i, known, clock)` computes item i, keeps its value in `known` when whole, and returns its (extrapolated) seconds.
 */
async function estimateItems(
  from: number,
  to: number,
  { warm, samples, warmSamples }: SamplePlan,
  time: (i: number, known: Map<number, SweepValue>, clock: Clock) => number | Promise<number>,
  { clock = clockSeconds, stopAbove = Number.POSITIVE_INFINITY, refuseAbove = Number.POSITIVE_INFINITY, between = async () => {} }: EstimateOptions,
): Promise<Estimate> {
  const known = new Map<number, SweepValue>();
  const started = clock();
  const count = to - from + 1;
  const warmCount = Math.min(count, warm);
  // the timed items so far: their seconds, the cheapest and dearest, for the lower bound
  let spent = 0;
  let cheapest = Number.POSITIVE_INFINITY;
  let dearest = 0;
  const timed = async (i: number): Promise<number> => {
    const seconds = await time(i, known, clock);
    // only a whole item's seconds were measured (a table row longer than its sampled columns is extrapolated)
    if (!known.has(i)) return seconds;
    spent += seconds;
    cheapest = Math.min(cheapest, seconds);
    dearest = Math.max(dearest, seconds);
    return seconds;
  };
  /** A sound refusal: the bound on the sweep once item `i` is computed, when past `refuseAbove`. */
  const refused = (i: number): Estimate | undefined => {
    const bound = lowerBound(spent, cheapest, dearest, to - i);
    if (!(bound > refuseAbove)) return undefined;
    return { seconds: bound, largestSeconds: dearest, sampled: i - from + 1, sampleSeconds: clock() - started, known, partial: true };
  };
  for (let i = 0; i < warmCount; i++) {
    await between();
    await timed(from + i);
    const stop = refused(from + i);
    if (stop) return stop;
  }
  const warmSeconds = clock() - started;
  const rest = count - warmCount;
  const picks = stratifiedPicks(rest, samples);
  // the smallest samples are computed once untimed before any is timed: the first items leave the code of larger ones cold
  if (picks.length === samples) {
    for (const offset of picks.slice(0, warmSamples)) {
      await between();
      await time(from + warmCount + offset, new Map(), clock);
    }
  }
  const times: number[] = [];
  let seconds = warmSeconds;
  for (const offset of picks) {
    await between();
    times.push(await timed(from + warmCount + offset));
    seconds = warmSeconds + (times.reduce((sum, t) => sum + t, 0) / times.length) * rest;
    const stop = refused(from + warmCount + offset);
    if (stop) return { ...stop, sampled: warmCount + times.length };
    if (seconds > stopAbove) break;
  }
  const partial = times.length < picks.length;
  return { seconds, largestSeconds: Math.max(0, ...times), sampled: warmCount + times.length, sampleSeconds: clock() - started, known, partial };
}

/**
 * Estimates `--range from..to` from timed sides (`item(n)`: the value of side n, perhaps from a worker thread whose CPU
 * the process clock counts); see {@link estimateItems}.
 */
export function estimateRange(from: number, to: number, item: (n: number) => SweepValue | Promise<SweepValue>, options: EstimateOptions = {}): Promise<Estimate> {
  return estimateItems(
    from,
    to,
    from >= (options.hugeFrom ?? HUGE_SIDE) ? HUGE_PLAN : RANGE_PLAN,
    async (n, known, clock) => {
      const before = clock();
      known.set(n, await item(n));
      return clock() - before;
    },
    options,
  );
}

/**
 * Estimates `--table from..to` from timed rows (`row(m, a, b)`: columns a..b of row m); see {@link estimateItems}.
 * A sampled row computes at most its first {@link TABLE_PREFIX_COLUMNS} and last {@link TABLE_END_COLUMNS} columns,
 * whatever its length; a row they cover is kept whole.
 */
export function estimateTable(from: number, to: number, row: (m: number, a: number, b: number) => number[], options: EstimateOptions = {}): Promise<Estimate> {
  const prefixEnd = Math.min(to, from + TABLE_PREFIX_COLUMNS - 1);
  return estimateItems(
    from,
    to,
    from >= (options.hugeFrom ?? HUGE_SIDE) ? HUGE_PLAN : TABLE_PLAN,
    (m, known, clock) => {
      const before = clock();
      const values: number[] = [];
      for (let a = from, piece = 1; a <= prefixEnd; a += piece, piece *= 2) values.push(...row(m, a, Math.min(prefixEnd, a + piece - 1)));
      const prefixSeconds = clock() - before;
      const endStart = Math.max(prefixEnd + 1, to - TABLE_END_COLUMNS + 1);
      const endStarted = clock();
      const end = endStart <= to ? row(m, endStart, to) : [];
      const endSeconds = clock() - endStarted;
      if (endStart === prefixEnd + 1) {
        known.set(m, [...values, ...end]);
        return prefixSeconds + endSeconds;
      }
      const between = endStart - prefixEnd - 1;
      return prefixSeconds + endSeconds + (between * (prefixSeconds / values.length + endSeconds / end.length)) / 2;
    },
    options,
  );
}

/**
 * `count` positions in 0..size−1, increasing, one in each of `count` equal strata, drawn by a fixed hash of the
 * stratum's index (all of 0..size−1 when `count` ≥ `size`).
 */
export function stratifiedPicks(size: number, count: number): number[] {
  if (count >= size) return Array.from({ length: size }, (_, i) => i);
  return Array.from({ length: count }, (_, k) => {
    const lo = Math.floor((k * size) / count);
    const hi = Math.floor(((k + 1) * size) / count);
    return lo + (mix(k + 1) % (hi - lo));
  });
}

/** A 32-bit integer hash (MurmurHash3's finaliser): a fixed, well-spread draw per stratum. */
function mix(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The threads a sweep of `jobs` jobs runs on at once: no more than the machine's cores. */
export function threadsFor(jobs: number): number {
  return Math.max(1, Math.min(jobs, availableParallelism()));
}
