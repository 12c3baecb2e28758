import { describe, expect, it } from 'vitest';
import { estimateRange, estimateTable } from './estimate.ts';

/** Spins for `ms` of this process's CPU time (the estimate's clock). */
function spin(ms: number): void {
  const start = process.cpuUsage();
  for (;;) {
    const { user, system } = process.cpuUsage(start);
    if (user + system >= ms * 1000) return;
  }
}

describe('the quick estimate of small sweeps', () => {
  it('a sweep of cheap items is settled by four cold samples (the last among them), their values kept', () => {
    const estimate = estimateRange(1, 5000, (n) => n * 2, true);
    expect(estimate.sampled).toBe(4);
    expect(estimate.known.get(5000)).toBe(10000);
    expect(estimate.known.size).toBe(4);
    for (const [n, value] of estimate.known) expect(value).toBe(n * 2);
    expect(estimate.seconds).toBeLessThan(20);
  });

  it('without it (as --estimate asks), the warm-up computes the first items in order', () => {
    const estimate = estimateRange(1, 200, (n) => n, false);
    expect(estimate.sampled).toBeGreaterThan(4);
    expect(estimate.known.get(1)).toBe(1);
  });

  it('a sweep whose slowest sample times the count passes the quick bound takes the full estimate', () => {
    // 1000 items of which the last costs 25 ms: 25 s as a bound, so the warm estimate runs (here over every item)
    const slowLast = (n: number): number => {
      if (n === 1000) spin(25);
      return n;
    };
    const estimate = estimateRange(1, 1000, slowLast, true);
    expect(estimate.sampled).toBeGreaterThan(4);
  });

  it('tables too: whole rows kept by their row number', () => {
    const estimate = estimateTable(1, 50, (m, a, b) => Array.from({ length: b - a + 1 }, (_, i) => m * (a + i)), true);
    expect(estimate.sampled).toBe(4);
    expect(estimate.known.get(50)).toEqual(Array.from({ length: 50 }, (_, i) => 50 * (i + 1)));
  });
});
