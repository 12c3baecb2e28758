import { Poly, pathSelfGcdSize, polyGcd } from '@lightsout/core/algebra';
import type { GridKind } from '../puzzle-flags.ts';
import { isCertifiable } from './certificate.ts';
import type { Clock } from './estimate.ts';

/**
 * From this side on (2²¹) a classic n×n nullity is costed by {@link modelCosts} instead of being timed: its one gcd
 * ({@link pathSelfGcdSize}) can reach the half-gcd's degrees, a side takes from a fraction of a second (when n has
 * many trailing ones) to minutes (n = 10⁸), and timing sides of a range would cost minutes before any answer.
 */
export const MODEL_MIN_SIDE = 2_097_152;
/**
 * The degree of the probe gcd (2¹⁹, past the core's half-gcd threshold of 450,000, so in the regime of the sides
 * modelled): two fixed pseudo-random polynomials, about 0.7 s of CPU on the 2-core machine at load 3.
 */
export const PROBE_DEGREE = 524_288;
/**
 * A side of gcd degree D costs the probe's seconds × (D / {@link PROBE_DEGREE})^e. Measured (CPU, load 3–4, the
 * classic n×n nullity against the probe in the same process; D = n/4 for even n): e = 1.23 at 6.25·10⁵, 1.41 at
 * 1.25·10⁶, 1.45 at 2.5·10⁶, 1.52 at 5·10⁶, 1.49 at 1.25·10⁷, 1.51 at 2.5·10⁷ (265 s; the products pass to big
 * integers from 4.2·10⁶ bits on); on the TypeScript path (a probe of 4.9 s) 1.37 at 10⁶ and 1.31 at 2.5·10⁶.
 */
const CENTRAL_EXPONENT = 1.5;
/** The exponent of the lower bound: below every one measured with the kernels from twice the probe's degree on. */
const LOWER_EXPONENT = 1.35;
/** The exponent of the upper bound, above every one measured. */
const UPPER_EXPONENT = 1.6;
/**
 * The lower bound's divisor: a side whose nullity is large ends its gcd early (n = 2²¹, nullity 1,049,972: 0.67 of
 * the probe at the same degree), and the probe's own CPU time varies by some 10–20% with the load.
 */
const LOWER_MARGIN = 2;
/** The upper bound's factor for the probe's own variation. */
const UPPER_MARGIN = 1.5;
/** The most sides the model sums one by one (a range past it is costed by its first 2²⁰ sides, days of work). */
const MODEL_MAX_SIDES = 1_048_576;

/** The seconds (one thread) a set of sides is estimated to take: a sound band and the figure in it. */
export interface ModelCosts {
  /** A lower bound. */
  readonly lower: number;
  /** The estimate. */
  readonly central: number;
  /** An upper bound. */
  readonly upper: number;
  /** The dearest side's estimate and bounds (one side runs on one thread). */
  readonly dearest: { readonly lower: number; readonly central: number; readonly upper: number };
  /** Sides summed: fewer than the range's past {@link MODEL_MAX_SIDES}. */
  readonly sides: number;
}

/** True when the model covers a sweep's sides: n×n nullities (not certificates) of the classic rule on the plane. */
export function modelCovers(kind: GridKind, certify: boolean): boolean {
  return !certify && isCertifiable(kind.rule, kind.states);
}

/**
 * The seconds of one side whose gcd has degree `degree`, given the probe's seconds: the band
 * [{@link LOWER_EXPONENT}, {@link UPPER_EXPONENT}] from the probe's degree on; below it the lower bound is 0 and the
 * upper bound the probe's (the cost rises with the degree: Euclid, quadratic, below the half-gcd threshold).
 */
export function sideCost(degree: number, probe: number): { lower: number; central: number; upper: number } {
  const r = degree / PROBE_DEGREE;
  const central = probe * r ** CENTRAL_EXPONENT;
  if (r < 1) return { lower: 0, central, upper: probe * UPPER_MARGIN };
  return { lower: (probe / LOWER_MARGIN) * r ** LOWER_EXPONENT, central, upper: probe * UPPER_MARGIN * r ** UPPER_EXPONENT };
}

/**
 * The modelled seconds of the sides `from..to` (from {@link MODEL_MIN_SIDE} on), summed side by side (at most
 * {@link MODEL_MAX_SIDES} of them: a range past it is costed by its first ones). Nothing here depends on a clock but
 * the probe's seconds.
 */
export function modelCosts(from: number, to: number, probe: number): ModelCosts {
  let lower = 0;
  let central = 0;
  let upper = 0;
  const dearest = { lower: 0, central: 0, upper: 0 };
  let sides = 0;
  for (let n = from; n <= to && sides < MODEL_MAX_SIDES; n++) {
    const cost = sideCost(pathSelfGcdSize(n), probe);
    lower += cost.lower;
    central += cost.central;
    upper += cost.upper;
    dearest.lower = Math.max(dearest.lower, cost.lower);
    dearest.central = Math.max(dearest.central, cost.central);
    dearest.upper = Math.max(dearest.upper, cost.upper);
    sides++;
  }
  return { lower, central, upper, dearest, sides };
}

/** A fixed pseudo-random polynomial of the given degree (a linear congruential generator from `seed`). */
function probePolynomial(degree: number, seed: number): Poly {
  const p = new Poly(degree + 1);
  let s = seed >>> 0;
  for (let i = 0; i < p.words.length; i++) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    p.words[i] = (s ^ (s >>> 11) ^ Math.imul(s, 0x9e3779b1)) >>> 0;
  }
  const top = degree >>> 5;
  const bit = degree & 31;
  p.words[top] = ((p.words[top]! & (bit === 31 ? 0xffffffff : (1 << (bit + 1)) - 1)) | (1 << bit)) >>> 0;
  p.words.fill(0, top + 1);
  return p.normalize();
}

/**
 * Seconds of one gcd of degree {@link PROBE_DEGREE} (fixed polynomials: the same work every run), after an untimed
 * small one that compiles the code; about 0.7 s of CPU.
 */
export function probeSeconds(clock: Clock, degree = PROBE_DEGREE): number {
  polyGcd(probePolynomial(degree >>> 5, 3), probePolynomial(degree >>> 5, 4));
  const a = probePolynomial(degree, 1);
  const b = probePolynomial(degree, 2);
  const before = clock();
  polyGcd(a, b);
  return clock() - before;
}
