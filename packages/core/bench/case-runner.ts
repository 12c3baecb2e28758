/**
 * Runs one benchmark case in a fresh process, so that its peak memory is its own: prints one JSON line
 * with every run's time and the process's peak resident memory.
 */
import { ALL_CASES as CASES } from './all-cases.ts';

const name = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
const bench = CASES.find((c) => c.name === name);
if (!bench) {
  console.error(`unknown benchmark case: ${name}`);
  process.exit(2);
}
const baseline = process.memoryUsage().rss;
const work = bench.prepare();
work(); // warm-up
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  work();
  times.push(performance.now() - start);
}
const peakRss = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ times, peakRss, baselineRss: baseline }));
