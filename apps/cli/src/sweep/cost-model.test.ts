import { makeRule, namedStencil } from '@lightsout/core';
import { pathSelfGcdSize } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { MODEL_MIN_SIDE, modelCosts, modelCovers, PROBE_DEGREE, probeSeconds, sideCost } from './cost-model.ts';

describe('the cost model of the classic n×n nullity', () => {
  it('covers n×n nullities of the classic rule on the plane, two states, and nothing else', () => {
    const cross = namedStencil('cross');
    expect(modelCovers({ rule: makeRule(cross, 'plane'), states: 2 }, false)).toBe(true);
    expect(modelCovers({ rule: makeRule(cross, 'plane'), states: 2 }, true)).toBe(false);
    expect(modelCovers({ rule: makeRule(cross, 'torus'), states: 2 }, false)).toBe(false);
    expect(modelCovers({ rule: makeRule(cross, 'plane'), states: 3 }, false)).toBe(false);
    expect(modelCovers({ rule: makeRule(namedStencil('moore'), 'plane'), states: 2 }, false)).toBe(false);
  });

  it('a side: lower ≤ estimate ≤ upper, each rising with the degree; the probe degree costs the probe', () => {
    const probe = 0.7;
    let last = { lower: 0, central: 0, upper: 0 };
    for (const degree of [0, 1000, 100_000, PROBE_DEGREE - 1, PROBE_DEGREE, 10 ** 6, 2.5e6, 2.5e7, 4e7]) {
      const cost = sideCost(degree, probe);
      expect(cost.lower).toBeLessThanOrEqual(cost.central);
      expect(cost.central).toBeLessThanOrEqual(cost.upper);
      for (const key of ['lower', 'central', 'upper'] as const) expect(cost[key]).toBeGreaterThanOrEqual(last[key]);
      last = cost;
    }
    expect(sideCost(PROBE_DEGREE, probe).central).toBeCloseTo(probe, 12);
    // below the probe's degree (Euclid, or few trailing-one steps): no lower bound, the probe's cost at most
    expect(sideCost(1000, probe).lower).toBe(0);
    // the cost scales with the probe: a slower machine, a proportionally dearer side
    expect(sideCost(2.5e7, 2 * probe).central).toBeCloseTo(2 * sideCost(2.5e7, probe).central, 9);
  });

  it('a range: the sum of its sides by the degree of each one gcd, the dearest side apart', () => {
    const from = 99_999_990;
    const to = 100_000_000;
    const costs = modelCosts(from, to, 0.7);
    let central = 0;
    let dearest = 0;
    for (let n = from; n <= to; n++) {
      central += sideCost(pathSelfGcdSize(n), 0.7).central;
      dearest = Math.max(dearest, sideCost(pathSelfGcdSize(n), 0.7).central);
    }
    expect(costs.sides).toBe(11);
    expect(costs.central).toBeCloseTo(central, 9);
    expect(costs.dearest.central).toBeCloseTo(dearest, 9);
    expect(costs.lower).toBeLessThan(costs.central);
    expect(costs.upper).toBeGreaterThan(costs.central);
    // even sides take a gcd of degree n/4, odd ones a smaller one: 99999991 one of n/32, 99999999 one of about n/1024
    expect(sideCost(pathSelfGcdSize(99_999_991), 0.7).central * 20).toBeLessThan(sideCost(pathSelfGcdSize(99_999_990), 0.7).central);
  });

  it('sums at most 2²⁰ sides (a range past them is days of work)', () => {
    const costs = modelCosts(MODEL_MIN_SIDE, MODEL_MIN_SIDE + 3_000_000, 0.5);
    expect(costs.sides).toBe(2 ** 20);
    expect(costs.lower).toBeGreaterThan(86_400);
  });

  it('the probe: one fixed gcd timed by the clock given, whatever the clock says', () => {
    let reads = 0;
    expect(probeSeconds(() => (reads++ === 0 ? 10 : 12.5), 4096)).toBe(2.5);
    expect(reads).toBe(2);
  });
});
