import { describe, expect, it } from 'vitest';
import { type Clock, COST_SLACK, estimateRange, estimateTable, HUGE_SIDE, lowerBound, stratifiedPicks } from './estimate.ts';

/** Clocks no estimate may follow: held still, racing (a second a read), and jumping at random (seeded). */
function oddClocks(): Clock[] {
  let racing = 0;
  let seed = 7;
  let jumping = 0;
  return [
    () => 0,
    () => racing++,
    () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      jumping += seed / 2 ** 20;
      return jumping;
    },
  ];
}

/** The items `estimate` computes, in order, with the given clock. */
async function itemsComputed(estimate: (item: (n: number) => number, clock?: Clock) => Promise<unknown>, clock?: Clock): Promise<number[]> {
  const seen: number[] = [];
  await estimate((n) => {
    seen.push(n);
    return n;
  }, clock);
  return seen;
}

describe('what an estimate computes is fixed by the sweep, never by the clock', () => {
  it('a range: the same sides with the CPU clock and with clocks held still, racing or jumping; 32 in order, then 48 samples', async () => {
    const range = (item: (n: number) => number, clock?: Clock) => estimateRange(1, 5000, item, { clock });
    const reference = await itemsComputed(range);
    // the 2 smallest samples are computed once untimed before the 48 are timed
    expect(reference).toHaveLength(32 + 2 + 48);
    expect(reference.slice(32, 34)).toEqual(reference.slice(34, 36));
    expect(reference.slice(0, 32)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    for (const clock of oddClocks()) expect(await itemsComputed(range, clock)).toEqual(reference);
  });

  it('sweeps of huge items (from 2¹⁸ on): the first in order, then 7 samples, none twice, whatever the clock', async () => {
    const range = (item: (n: number) => number, clock?: Clock) => estimateRange(HUGE_SIDE, HUGE_SIDE + 5000, item, { clock });
    const reference = await itemsComputed(range);
    expect(reference).toHaveLength(1 + 7);
    expect(new Set(reference).size).toBe(8);
    expect(reference[0]).toBe(HUGE_SIDE);
    for (const clock of oddClocks()) expect(await itemsComputed(range, clock)).toEqual(reference);
    const rows: number[] = [];
    await estimateTable(HUGE_SIDE, HUGE_SIDE + 40, (m, a, b) => {
      rows.push(m);
      return Array.from({ length: b - a + 1 }, () => 0);
    });
    expect(new Set(rows).size).toBe(1 + 7);
    // a side below: the plan of 32 in order and 48 samples
    expect(await itemsComputed((item, clock) => estimateRange(HUGE_SIDE - 5000, HUGE_SIDE + 5000, item, { clock }))).toHaveLength(32 + 2 + 48);
  });

  it('a table: the same pieces of the same rows whatever the clock, a sampled row its first 64 columns and last 16', async () => {
    const calls = async (clock?: Clock): Promise<string[]> => {
      const seen: string[] = [];
      await estimateTable(1, 300, (m, a, b) => {
        seen.push(`${m}:${a}-${b}`);
        return Array.from({ length: b - a + 1 }, () => m);
      }, { clock });
      return seen;
    };
    const reference = await calls();
    for (const clock of oddClocks()) expect(await calls(clock)).toEqual(reference);
    const rows = new Set(reference.map((call) => call.split(':')[0]));
    expect(rows.size).toBe(32 + 6);
    // per row: pieces 1, 2, 4… up to column 64, then its last 16 columns in one call
    expect(reference.filter((call) => call.startsWith('1:'))).toEqual(['1:1-1', '1:2-3', '1:4-7', '1:8-15', '1:16-31', '1:32-63', '1:64-64', '1:285-300']);
  });

  it('stops early only past the refusal ceiling, before the largest sides, and says the figure is partial', async () => {
    let now = 0;
    const seen: number[] = [];
    const estimate = await estimateRange(1, 1_000_000, (n) => {
      seen.push(n);
      now += (n / 1000) ** 2; // seconds: the last side alone a million
      return n;
    }, { clock: () => now, stopAbove: 1e6 });
    expect(estimate.partial).toBe(true);
    expect(estimate.seconds).toBeGreaterThan(1e6);
    expect(Math.max(...seen)).toBeLessThan(500_000);
    const whole = await estimateRange(1, 1_000_000, (n) => {
      now += (n / 1000) ** 2;
      return n;
    }, { clock: () => now });
    expect(whole.partial).toBe(false);
    expect(whole.sampled).toBe(32 + 48);
  });
});

describe('the estimate itself', () => {
  it('is within 30% on sweeps whose neighbouring items differ sixfold (the classic n×n nullity by the parity of n)', async () => {
    for (const [from, to] of [[1, 400_000], [2, 400_001], [1, 399_999], [1000, 20_000], [1, 1000]] as const) {
      let now = 0;
      const cost = (n: number): number => (n % 2 === 0 ? 6 : 1) * n * 1e-6;
      const estimate = await estimateRange(from, to, (n) => {
        now += cost(n);
        return n;
      }, { clock: () => now });
      let truth = 0;
      for (let n = from; n <= to; n++) truth += cost(n);
      expect(Math.abs(estimate.seconds / truth - 1)).toBeLessThan(0.3);
    }
  });

  it('keeps the values it computed for the sweep: sides, and whole rows of a table of at most 64 columns', async () => {
    const range = await estimateRange(1, 5000, (n) => n * 2);
    expect(range.known.size).toBe(32 + 48);
    for (const [n, value] of range.known) expect(value).toBe(n * 2);
    const table = await estimateTable(1, 50, (m, a, b) => Array.from({ length: b - a + 1 }, (_, i) => m * (a + i)));
    expect(table.known.size).toBe(32 + 6);
    expect(table.known.get(1)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const [m, row] of table.known) expect(row).toEqual(Array.from({ length: 50 }, (_, i) => m * (i + 1)));
  });

  it('samples one item of each equal stratum, in order (every item when there are fewer)', () => {
    expect(stratifiedPicks(5, 8)).toEqual([0, 1, 2, 3, 4]);
    for (const [size, count] of [[100, 7], [399_968, 48], [49, 48]] as const) {
      const picks = stratifiedPicks(size, count);
      expect(picks).toHaveLength(count);
      picks.forEach((pick, k) => {
        expect(pick).toBeGreaterThanOrEqual(Math.floor((k * size) / count));
        expect(pick).toBeLessThan(Math.floor(((k + 1) * size) / count));
      });
    }
  });
});

describe('a sound early refusal: a lower bound past the limit on every core stops the estimate at once', () => {
  /** A range of huge sides: the even ones `even` seconds, the odd ones 5.5 times less (as n×n nullities near 10⁷). */
  const hugeSides = (even: number) => (n: number): number => (n % 2 === 0 ? even : even / 5.5);

  it('a few huge sides: refused after the first, never computing the rest, the figure a lower bound', async () => {
    let now = 0;
    const seen: number[] = [];
    const cost = hugeSides(4000);
    const estimate = await estimateRange(99_999_990, 100_000_000, (n) => {
      seen.push(n);
      now += cost(n);
      return n;
    }, { clock: () => now, refuseAbove: 1200 });
    expect(seen).toEqual([99_999_990]);
    expect(estimate.partial).toBe(true);
    expect(estimate.seconds).toBeGreaterThan(1200);
    let truth = 0;
    for (let n = 99_999_990; n <= 100_000_000; n++) truth += cost(n);
    expect(estimate.seconds).toBeLessThanOrEqual(truth);
  });

  it('many sides each dearer than the budget allows them: refused once the bound passes, the bound below the truth', async () => {
    let now = 0;
    const seen: number[] = [];
    const cost = hugeSides(30);
    const estimate = await estimateRange(10_000_000, 10_010_000, (n) => {
      seen.push(n);
      now += cost(n);
      return n;
    }, { clock: () => now, refuseAbove: 1200 });
    expect(seen.length).toBeLessThan(32);
    let truth = 0;
    for (let n = 10_000_000; n <= 10_010_000; n++) truth += cost(n);
    expect(estimate.seconds).toBeGreaterThan(1200);
    expect(estimate.seconds).toBeLessThanOrEqual(truth);
  });

  it('never for a sweep under the limit: the same items as without it, with any clock', async () => {
    for (const [from, to, even] of [[1, 5000, 1e-3], [99_999_990, 100_000_000, 200], [1_000_000, 1_000_200, 5]] as const) {
      const run = async (refuseAbove?: number): Promise<number[]> => {
        let now = 0;
        const seen: number[] = [];
        const estimate = await estimateRange(from, to, (n) => {
          seen.push(n);
          now += hugeSides(even)(n);
          return n;
        }, { clock: () => now, refuseAbove });
        expect(estimate.partial).toBe(false);
        return seen;
      };
      let truth = 0;
      for (let n = from; n <= to; n++) truth += hugeSides(even)(n);
      expect(await run(truth)).toEqual(await run());
    }
  });

  it('a table of huge sides: refused after its first whole row', async () => {
    let now = 0;
    const rows: number[] = [];
    const estimate = await estimateTable(99_999_990, 100_000_000, (m, a, b) => {
      rows.push(m);
      now += 300 * (b - a + 1);
      return Array.from({ length: b - a + 1 }, () => 0);
    }, { clock: () => now, refuseAbove: 1200 });
    expect(new Set(rows)).toEqual(new Set([99_999_990]));
    expect(estimate.seconds).toBeGreaterThan(1200);
  });

  it('the bound: nothing from items under a second (V8 warm-up), the cheapest over the slack per larger item, a lone item on every core', () => {
    expect(lowerBound(5, 0.5, 4, 1e9)).toBe(0);
    // no whole item timed yet (a table's rows extrapolated)
    expect(lowerBound(0, Number.POSITIVE_INFINITY, 0, 1e5)).toBe(0);
    expect(lowerBound(10, 2, 3, 1000, 2)).toBe(10 + (1000 * 2) / COST_SLACK);
    expect(lowerBound(700, 700, 700, 0, 4)).toBe(2800);
  });

  it('awaits `between` before each item, so a signal stops it there', async () => {
    const order: string[] = [];
    await expect(
      estimateRange(1, 100, (n) => {
        order.push(`item ${n}`);
        return n;
      }, {
        between: async () => {
          order.push('between');
          if (order.length > 4) throw new Error('stopped');
        },
      }),
    ).rejects.toThrow('stopped');
    expect(order).toEqual(['between', 'item 1', 'between', 'item 2', 'between']);
  });
});
