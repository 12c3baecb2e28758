/**
 * Runs one benchmark case in a fresh process, so that its peak memory is its own: prints one JSON line
 * with every run's time and the process's peak resident memory.
 */
import { ALL_CASES as CASES } from './all-cases.ts';

const name = process.argv[2];
const runs = Math.max(5, Number(process.argv[3] ?? 5)); // the issue asks for medians over at least 5 runs
const bench = CASES.find((c) => c.name === name);
if (!bench) {
  console.error(`unknown benchmark case: ${name}`);
  process.exit(2);
}
const baseline = process.memoryUsage().rss;
const work = bench.prepare();
(globalThis as { gc?: () => void }).gc?.();
const readyRss = process.memoryUsage().rss; // the input is built; what the work adds on top is its own
// Warm: repeat until the JIT has seen the work for a while (at least once, about 300 ms in all); heavy cases run once.
for (let spent = 0, start = performance.now(); !bench.once && spent < 300; spent = performance.now() - start) work();
// At least `runs` timed runs; fast cases keep going for about half a second so the median is stable.
const times: number[] = [];
const cpu: number[] = []; // CPU time of each run (the process's, all threads): what a loaded machine does not inflate
for (let total = 0; bench.once ? times.length < 1 : times.length < runs || (total < 500 && times.length < 1000); ) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  work();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  times.push(ms);
  cpu.push((used.user + used.system) / 1000);
  total += ms;
}
const peakRss = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ times, cpu, peakRss, baselineRss: baseline, workRss: Math.max(0, peakRss - readyRss) }));
