import { describe, expect, it } from 'vitest';
import { MODEL_MIN_SIDE, modelCosts } from './cost-model.ts';
import { type Clock, estimateRange } from './estimate.ts';
import { estimateClassicRange, type ModelEstimateOptions } from './model-estimate.ts';

/** The limit on two cores, as the CLI's lower-bound ceiling (seconds of one thread). */
const CEILING = 1200;

/** Runs an estimate of from..to on a fake clock where side n costs `cost(n)`; the sides it computed, and the estimate. */
async function run(from: number, to: number, cost: (n: number) => number, options: ModelEstimateOptions = {}) {
  let now = 0;
  const seen: number[] = [];
  let probes = 0;
  const estimate = await estimateClassicRange(from, to, (n) => {
    seen.push(n);
    now += cost(n);
    return n;
  }, {
    clock: () => now,
    probe: () => {
      probes++;
      return 0.7;
    },
    cores: 2,
    ...options,
  });
  return { estimate, seen, probes };
}

/** Clocks no estimate may follow: held still, racing, jumping (seeded). */
function oddClocks(): Clock[] {
  let racing = 0;
  let seed = 11;
  let jumping = 0;
  return [() => 0, () => racing++, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    jumping += seed / 2 ** 20;
    return jumping;
  }];
}

describe('a range of huge classic sides is costed by the model, never timed', () => {
  it('99999990..100000000: no side computed, one probe; the figure inside the band, the dearest side apart', async () => {
    const { estimate, seen, probes } = await run(99_999_990, 100_000_000, () => 300, { refuseAbove: CEILING });
    expect(seen).toEqual([]);
    expect(probes).toBe(1);
    expect(estimate.sampled).toBe(0);
    expect(estimate.model?.sides).toBe(11);
    expect(estimate.model!.lower).toBeLessThan(estimate.seconds);
    expect(estimate.model!.upper).toBeGreaterThan(estimate.seconds);
    expect(estimate.largestSeconds).toBeGreaterThan(60);
    expect(estimate.partial).toBe(false);
  });

  it('10000000..10010000: refused by the lower bound at once, no side computed', async () => {
    const { estimate, seen } = await run(10_000_000, 10_010_000, () => 5, { refuseAbove: CEILING });
    expect(seen).toEqual([]);
    expect(estimate.model!.lower).toBeGreaterThan(CEILING);
    expect(estimate.seconds).toBeGreaterThan(CEILING);
  });

  it('a range reaching the huge sides from small ones: the small ones sampled as before, the huge ones costed', async () => {
    const from = MODEL_MIN_SIDE - 5000;
    const to = MODEL_MIN_SIDE + 3;
    const cost = (n: number): number => (n % 2 === 0 ? 6e-3 : 1e-3);
    const { estimate, seen } = await run(from, to, cost);
    let now = 0;
    const small = await estimateRange(from, MODEL_MIN_SIDE - 1, (n) => {
      now += cost(n);
      return n;
    }, { clock: () => now, hugeFrom: MODEL_MIN_SIDE });
    expect(seen.every((n) => n < MODEL_MIN_SIDE)).toBe(true);
    // the classic sides below the model take under a second: the full plan
    expect(seen).toHaveLength(32 + 2 + 48);
    expect([...estimate.known.keys()]).toEqual([...small.known.keys()]);
    // the samples' figure for the small sides plus the model's for the 4 huge ones
    expect(estimate.model?.sides).toBe(4);
    expect(estimate.seconds).toBeCloseTo(small.seconds + modelCosts(MODEL_MIN_SIDE, to, 0.7).central, 9);
    // the same sides whatever the clock
    for (const clock of oddClocks()) expect((await run(from, to, cost, { clock })).seen).toEqual(seen);
  });

  it('a range from 1 past the model: refused by the huge sides before any small one is timed', async () => {
    const { estimate, seen } = await run(1, 100_000_000, () => 1e-3, { refuseAbove: CEILING });
    expect(seen).toEqual([]);
    expect(estimate.partial).toBe(true);
    expect(estimate.seconds).toBeGreaterThan(CEILING);
  });

  it('below the model: the timed estimate itself, no probe', async () => {
    const { seen, probes } = await run(1, 5000, () => 1e-3);
    expect(probes).toBe(0);
    expect(seen).toHaveLength(32 + 2 + 48);
    const alone: number[] = [];
    await estimateRange(1, 5000, (n) => {
      alone.push(n);
      return n;
    });
    expect(seen).toEqual(alone);
  });

  it('awaits `between` before the probe, so a signal stops it first', async () => {
    await expect(run(99_999_990, 100_000_000, () => 1, {
      between: async () => {
        throw new Error('stopped');
      },
    })).rejects.toThrow('stopped');
  });
});
