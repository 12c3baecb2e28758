import { LimitError } from '@lightsout/core';
import { type Estimate, MAX_SWEEP_SECONDS } from './estimate.ts';

/**
 * Refuses a sweep estimated to take longer than {@link MAX_SWEEP_SECONDS} on `threads` threads, saying the estimate
 * and what it rests on (`flag`: the sweep as typed; `largest`: its largest item, in words).
 */
export function refuseLongSweep(flag: string, largest: string, estimate: Estimate, threads: number): void {
  const wall = wallSeconds(estimate, threads);
  if (wall <= MAX_SWEEP_SECONDS) return;
  const on = threads > 1 ? ` on ${threads} threads` : '';
  const sampled = `${estimate.sampled} sampled took ${duration(estimate.sampleSeconds)}`;
  const basis = estimate.model ? modelWords(estimate, threads) : `${largest} alone took ${duration(estimate.largestSeconds)}; ${sampled}`;
  throw new LimitError(`${flag} would take ${estimate.partial ? 'over' : 'about'} ${duration(wall)}${on} (${basis}); the limit is ${MAX_SWEEP_SECONDS / 60} minutes: ask for a smaller range`, 'maxSeconds', wall, MAX_SWEEP_SECONDS);
}

/** The estimate in words, as `--estimate` prints it. */
export function describeEstimate(estimate: Estimate, threads: number, unit: string, count: number): string {
  const on = threads > 1 ? ` on ${threads} threads` : '';
  const basis = estimate.model ? modelWords(estimate, threads) : `${estimate.sampled} sampled in ${duration(estimate.sampleSeconds)}`;
  return `${estimate.partial ? 'over' : 'about'} ${duration(wallSeconds(estimate, threads))}${on} (${count.toLocaleString('en')} ${unit}; ${basis})\n`;
}

/** The wall seconds of a sweep on `threads` threads: its share of the whole, and no less than its dearest item. */
function wallSeconds(estimate: Estimate, threads: number): number {
  return Math.max(estimate.seconds / threads, estimate.largestSeconds);
}

/** What a modelled estimate rests on, in words: the band on `threads` threads, the probe, any sampled smaller sides. */
function modelWords(estimate: Estimate, threads: number): string {
  const { probeSeconds, sides, lower, upper } = estimate.model!;
  const band = Number.isFinite(upper) ? `${duration(lower / threads)} to ${duration(upper / threads)}` : `over ${duration(lower / threads)}`;
  const sampled = estimate.sampled > 0 ? `; ${estimate.sampled} smaller sides sampled, all in ${duration(estimate.sampleSeconds)}` : '';
  return `${sides.toLocaleString('en')} sides costed by a model of the classic nullity, calibrated by a ${duration(probeSeconds)} gcd: ${band}, the dearest side about ${duration(estimate.largestSeconds)}${sampled}`;
}

/** Seconds in words: `0.04 s`, `40 s`, `12 minutes`, `3.5 hours`, `9 days`. */
export function duration(seconds: number): string {
  if (seconds < 90) return `${seconds < 10 ? seconds.toFixed(2) : Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} minutes`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} hours`;
  return `${Math.round(seconds / 86_400).toLocaleString('en')} days`;
}
