import { availableParallelism } from 'node:os';
import { LimitError } from '@lightsout/core';
import type { SweepValue } from './work.ts';

/** Sweeps estimated to take longer (wall time, on the threads they run on) are refused before they start. */
export const MAX_SWEEP_SECONDS = 600;
/** Sampling stops once it has taken this long after the warm-up; the estimate uses the samples timed so far. */
const SAMPLE_SECONDS = 0.4;

/** What a sweep is estimated to cost, and what the estimate rests on. */
export interface Estimate {
  /** Estimated seconds of computing, on one thread. */
  readonly seconds: number;
  /** Seconds the slowest sampled item took (extrapolated to the whole item when cut short). */
  readonly largestSeconds: number;
  /** Items timed for the estimate. */
  readonly sampled: number;
  /** Seconds they took. */
  readonly sampleSeconds: number;
  /** The values computed while sampling, by item (a range's sides, a table's whole rows), for the sweep to reuse. */
  readonly known: ReadonlyMap<number, SweepValue>;
}

/**
 * Seconds of CPU this process has used: on a busy machine the wall clock of a short sample depends on what else
 * runs, while its CPU time does not (it includes V8's compiler threads, as the sweep's will).
 */
export function clockSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Rows a table's estimate samples after the warm-up, spread over the rest of the table. */
const TABLE_SAMPLE_ROWS = 4;
/** Sides a range's estimate samples after the warm-up. */
const RANGE_SAMPLES = 24;
/** A sweep's first items are computed for this long before sampling: V8 optimises the hot code meanwhile. */
const WARM_SECONDS = 0.25;
/**
 * A sweep that would take at most this long even if every item cost as much as the slowest of a few timed cold (the
 * last item and spread ones, before V8 has optimised anything) runs without the warm-up: its estimate is their
 * mean, which errs high. The warm-up is a serial prefix: on a table of a second, it kept the other jobs idle.
 */
const QUICK_SECONDS = 20;
/** Items the quick estimate times. */
const QUICK_SAMPLES = 4;

/**
 * Estimates a sweep of items `from..to` by computing some as the sweep would, in CPU time. V8 runs new code several
 * times slower until it has optimised it, and items share memoised work, so the first items are computed in order
 * for {@link WARM_SECONDS} (as the sweep starts); then `samples` items spread over the rest are timed, largest first
 * (a sample cut short by {@link SAMPLE_SECONDS} errs toward refusing), and each remaining item counts at their mean.
 * `time(i, started)` computes item i, keeps its value in `known` when whole, and returns its (extrapolated) seconds.
 * With `quick`, a few items timed cold may settle it first (see {@link QUICK_SECONDS}).
 */
function estimateItems(
  from: number,
  to: number,
  samples: number,
  time: (i: number, started: number, known: Map<number, SweepValue>) => number,
  quick: boolean,
): Estimate {
  const known = new Map<number, SweepValue>();
  const started = clockSeconds();
  if (quick) {
    const count = to - from + 1;
    const picks = [...new Set([count - 1, ...spread(count, QUICK_SAMPLES - 1).reverse()])];
    const times = picks.map((i) => time(from + i, started, known));
    const largest = Math.max(...times);
    if (largest * count <= QUICK_SECONDS) {
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      return { seconds: mean * count, largestSeconds: largest, sampled: times.length, sampleSeconds: clockSeconds() - started, known };
    }
  }
  let next = from;
  while (next <= to && clockSeconds() - started < WARM_SECONDS) time(next++, started, known);
  const warmSeconds = clockSeconds() - started;
  const rest = to - next + 1;
  const times: number[] = [];
  for (const i of spread(rest, samples).reverse()) {
    if (times.length > 0 && clockSeconds() - started > WARM_SECONDS + SAMPLE_SECONDS) break;
    times.push(time(next + i, started, known));
  }
  const mean = times.length === 0 ? 0 : times.reduce((sum, t) => sum + t, 0) / times.length;
  return { seconds: warmSeconds + mean * rest, largestSeconds: Math.max(0, ...times), sampled: next - from + times.length, sampleSeconds: clockSeconds() - started, known };
}

/**
 * Estimates `--range from..to` from timed sides (`item(n)`: the value of side n); see {@link estimateItems}.
 * `quick`: a small sweep may skip the warm-up (not for `--estimate`, which prints the figure).
 */
export function estimateRange(from: number, to: number, item: (n: number) => SweepValue, quick = false): Estimate {
  return estimateItems(
    from,
    to,
    RANGE_SAMPLES,
    (n, _, known) => {
      const before = clockSeconds();
      known.set(n, item(n));
      return clockSeconds() - before;
    },
    quick,
  );
}

/**
 * Estimates `--table from..to` from timed rows (`row(m, a, b)`: columns a..b of row m); see {@link estimateItems}.
 * A row is computed in pieces of 1, 2, 4… columns, so a row of slow boards stops at the budget after a few of them
 * and counts at their pace. `quick` as for {@link estimateRange}.
 */
export function estimateTable(from: number, to: number, row: (m: number, a: number, b: number) => number[], quick = false): Estimate {
  const count = to - from + 1;
  return estimateItems(from, to, TABLE_SAMPLE_ROWS, (m, started, known) => {
    const before = clockSeconds();
    const values: number[] = [];
    for (let a = from, piece = 1; a <= to && (a === from || clockSeconds() - started < WARM_SECONDS + SAMPLE_SECONDS); a += piece, piece *= 2) {
      values.push(...row(m, a, Math.min(to, a + piece - 1)));
    }
    if (values.length === count) known.set(m, values);
    return ((clockSeconds() - before) * count) / values.length;
  }, quick);
}

/** `count` positions spread evenly over 0..size−1 (all of them when `count` ≥ `size`). */
export function spread(size: number, count: number): number[] {
  if (count >= size) return Array.from({ length: size }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * size) / count));
}

/** The threads a sweep of `jobs` jobs runs on at once: no more than the machine's cores. */
export function threadsFor(jobs: number): number {
  return Math.max(1, Math.min(jobs, availableParallelism()));
}

/**
 * Refuses a sweep estimated to take longer than {@link MAX_SWEEP_SECONDS} on `threads` threads, saying the estimate
 * and what it rests on (`flag`: the sweep as typed; `largest`: its largest item, in words).
 */
export function refuseLongSweep(flag: string, largest: string, estimate: Estimate, threads: number): void {
  const wall = estimate.seconds / threads;
  if (wall <= MAX_SWEEP_SECONDS) return;
  const on = threads > 1 ? ` on ${threads} threads` : '';
  const basis = `${largest} alone took ${duration(estimate.largestSeconds)}; ${estimate.sampled} sampled took ${duration(estimate.sampleSeconds)}`;
  throw new LimitError(`${flag} would take about ${duration(wall)}${on} (${basis}); the limit is ${MAX_SWEEP_SECONDS / 60} minutes: ask for a smaller range`, 'maxSeconds', wall, MAX_SWEEP_SECONDS);
}

/** The estimate in words, as `--estimate` prints it. */
export function describeEstimate(estimate: Estimate, threads: number, unit: string, count: number): string {
  const on = threads > 1 ? ` on ${threads} threads` : '';
  return `about ${duration(estimate.seconds / threads)}${on} (${count.toLocaleString('en')} ${unit}; ${estimate.sampled} sampled in ${duration(estimate.sampleSeconds)})\n`;
}

/** Seconds in words: `0.04 s`, `40 s`, `12 minutes`, `3.5 hours`, `9 days`. */
export function duration(seconds: number): string {
  if (seconds < 90) return `${seconds < 10 ? seconds.toFixed(2) : Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} minutes`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} hours`;
  return `${Math.round(seconds / 86_400).toLocaleString('en')} days`;
}
