/**
 * Runs one benchmark case in a fresh process, so that its peak memory is its own: prints one JSON line
 * with every run's time and the process's peak resident memory.
 */
import { ALL_CASES as CASES } from './all-cases.ts';
import { seriesTurn } from './cases.ts';

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
const turns = bench.series?.length ?? 1; // interleaved series: every one gets the same number of runs
for (let spent = 0, call = 0, start = performance.now(); !bench.once && spent < 300; spent = performance.now() - start) work(seriesTurn(call++, turns));
// At least `runs` timed runs; fast cases keep going for about half a second so the median is stable.
const times: number[] = [];
const cpuTimes: number[] = []; // CPU time of the same runs: on a shared machine it is what ratios are taken of
const collect = (globalThis as { gc?: () => void }).gc;
for (let total = 0; bench.once ? times.length < 1 : times.length < runs * turns || (total < 500 * turns && times.length < 1000) || times.length % turns !== 0; ) {
  // Settled cases: the previous run's garbage collected before the clock starts, for every run and series alike.
  if (bench.settle) collect?.();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  work(seriesTurn(times.length, turns));
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  times.push(ms);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  total += ms;
}
const peakRss = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ times, cpuTimes, peakRss, baselineRss: baseline, workRss: Math.max(0, peakRss - readyRss) }));
