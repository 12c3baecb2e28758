import { availableParallelism } from 'node:os';
import { MODEL_MIN_SIDE, modelCosts, probeSeconds } from './cost-model.ts';
import { clockSeconds, type Estimate, estimateRange, type EstimateOptions } from './estimate.ts';
import type { SweepValue } from './work.ts';

/** How a modelled estimate runs: those of a timed one, and the probe (a test injects its seconds). */
export interface ModelEstimateOptions extends EstimateOptions {
  /** Seconds of the probe gcd; by default {@link probeSeconds} timed on the estimate's clock. */
  readonly probe?: (() => number) | undefined;
  /** The machine's cores (one side runs on one thread: the lower bound is no less than the dearest side on each). */
  readonly cores?: number | undefined;
}

/**
 * Estimates `--range from..to` of classic n×n nullities: the sides from {@link MODEL_MIN_SIDE} on by the cost model
 * ({@link modelCosts}, calibrated by one probe gcd, never computing a side), the smaller ones by timed samples
 * ({@link estimateRange}). A sweep whose modelled lower bound passes `refuseAbove` is settled at once, before any
 * side; otherwise the figure is the model's estimate plus the samples'. Ranges below the model's sides are estimated
 * as before, without a probe. Which items are computed depends on the range alone.
 */
export async function estimateClassicRange(
  from: number,
  to: number,
  item: (n: number) => SweepValue | Promise<SweepValue>,
  options: ModelEstimateOptions = {},
): Promise<Estimate> {
  if (to < MODEL_MIN_SIDE) return estimateRange(from, to, item, { ...options, hugeFrom: MODEL_MIN_SIDE });
  const { clock = clockSeconds, stopAbove = Number.POSITIVE_INFINITY, refuseAbove = Number.POSITIVE_INFINITY, between = async () => {} } = options;
  const cores = options.cores ?? availableParallelism();
  const started = clock();
  await between();
  const probe = options.probe ? options.probe() : probeSeconds(clock);
  const first = Math.max(from, MODEL_MIN_SIDE);
  const costs = modelCosts(first, to, probe);
  const whole = costs.sides === to - first + 1;
  const lower = Math.max(costs.lower, costs.dearest.lower * cores);
  const model = { probeSeconds: probe, sides: costs.sides, lower, upper: whole ? Math.max(costs.upper, costs.dearest.upper * cores) : Number.POSITIVE_INFINITY };
  // settled by the model alone: no smaller side, or a lower bound past the ceiling (refused whatever they add)
  if (from >= MODEL_MIN_SIDE || lower > refuseAbove || !whole) {
    const partial = !whole || from < MODEL_MIN_SIDE;
    return { seconds: whole ? costs.central : lower, largestSeconds: costs.dearest.central, sampled: 0, sampleSeconds: clock() - started, known: new Map(), partial, model };
  }
  // the smaller sides by timed samples, within what the model's part leaves of the ceilings
  // (under a second each: the full plan, whose 80 sides are more exact for costs that alternate sixfold by parity)
  const small = await estimateRange(from, MODEL_MIN_SIDE - 1, item, { ...options, stopAbove: stopAbove - costs.central, refuseAbove: refuseAbove - lower, hugeFrom: MODEL_MIN_SIDE });
  return {
    seconds: small.seconds + (small.partial ? lower : costs.central),
    largestSeconds: Math.max(small.largestSeconds, small.partial ? costs.dearest.lower : costs.dearest.central),
    sampled: small.sampled,
    sampleSeconds: clock() - started,
    known: small.known,
    partial: small.partial,
    model: { ...model, lower: lower + (small.partial ? small.seconds : 0), upper: small.partial ? Number.POSITIVE_INFINITY : model.upper + small.seconds },
  };
}
