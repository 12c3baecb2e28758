/**
 * The ratios the issues' targets are stated in, printed at the end of every benchmark run from the CPU-time
 * medians of that run (so a loaded machine slows both sides alike): the classic `solve()` against the chasing
 * floor (bench/floor.ts) and against its raw method, k = 3 against two states (the bit-packed `solve()` and
 * `solveStates` with k = 2), and the prime powers k = pᵉ against their prime.
 */
import type { Floor } from './floor.ts';

/** A ratio: the case over another case (by name), or over the chasing floor. */
interface Ratio {
  readonly label: string;
  readonly over: string;
  readonly under: string | 'floor';
  readonly target: number;
}

/** The side the floor is measured at: the classic `solve()` row it is compared with. */
export const FLOOR_SIDE = 10_000;

const RATIOS: Ratio[] = [
  { label: 'classic solve() 10000² ÷ chasing floor', over: 'solve cross/plane 10000x10000', under: 'floor', target: 8 },
  // solve() and the raw method timed alternately in one process (bench/cases.ts, checkCostCase)
  { label: 'classic solve() ÷ raw method, 1024²', over: 'solve vs raw cross/plane 1024x1024 [solve]', under: 'solve vs raw cross/plane 1024x1024 [raw]', target: 1.3 },
  { label: 'classic solve() ÷ raw method, 4096²', over: 'solve vs raw cross/plane 4096x4096 [solve]', under: 'solve vs raw cross/plane 4096x4096 [raw]', target: 1.3 },
  { label: 'classic solve() ÷ raw method, 10000²', over: 'solve vs raw cross/plane 10000x10000 [solve]', under: 'solve vs raw cross/plane 10000x10000 [raw]', target: 1.3 },
  { label: 'solveStates k = 3 ÷ GF(2) solve(), classic 1000²', over: 'states k=3 cross/plane 1000x1000', under: 'solve cross/plane 1000x1000', target: 20 },
  { label: 'solveStates k = 3 ÷ solveStates k = 2, classic 1000²', over: 'states k=3 cross/plane 1000x1000', under: 'states k=2 cross/plane 1000x1000', target: 20 },
  ...[[4, 2], [8, 2], [9, 3], [16, 2], [25, 5], [27, 3]].map(([q, p]) => ({
    label: `solveStates k = ${q} ÷ solveStates k = ${p}, classic 1000²`,
    over: `states k=${q} cross/plane 1000x1000`,
    under: `states k=${p} cross/plane 1000x1000`,
    target: 2,
  })),
];

/**
 * Prints every ratio whose two sides ran, as `ratio, value, target`.
 *
 * @param cpuMs The CPU-time median of each case that ran, by name.
 * @param floor The chasing floor of this run, if one was measured.
 * @returns The ratios printed, for the JSON results.
 */
export function printRatios(cpuMs: ReadonlyMap<string, number>, floor: Floor | null): Array<{ label: string; value: number; target: number }> {
  const out: Array<{ label: string; value: number; target: number }> = [];
  for (const r of RATIOS) {
    const over = cpuMs.get(r.over);
    const under = r.under === 'floor' ? floor?.ms : cpuMs.get(r.under);
    if (over === undefined || under === undefined) continue;
    const value = Number((over / under).toFixed(2));
    out.push({ label: r.label, value, target: r.target });
    console.log(`ratio, ${r.label}, ${value}×, target ≤ ${r.target}×`);
  }
  return out;
}
