/**
 * The benchmark program (`pnpm bench`): runs every case in its own process, prints
 * `method, rows×cols, median ms over N runs, peak memory, target` rows and writes them as JSON to
 * bench-results/core.json. Pass case-name substrings as arguments to run only some. Every run first measures
 * the chasing floor (bench/floor.ts) and ends with the ratios of the issues' targets (bench/ratios.ts), both
 * in CPU time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_CASES as CASES } from './all-cases.ts';
import { seriesTurn } from './cases.ts';
import { chasingFloor } from './floor.ts';
import { FLOOR_SIDE, printRatios } from './ratios.ts';
import { printSizeSummary } from './size-cases.ts';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const selected = CASES.filter((c) => filters.length === 0 || filters.some((f) => c.name.includes(f)));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * glibc's malloc, held steady in every case's process: its thresholds fixed (no fresh mmap for a board, no trimming
 * of the heap's top) so that a solve's answer, the one big buffer it allocates, lands on memory the heap already has.
 * Left to itself, glibc gives the top of the heap back to the system whenever a garbage collection frees a run of dead
 * answers that reaches it, and whether one does depends on when the collections fall (a scavenge before the answer's
 * allocation, or after it with the new answer above the dead ones): one process faults 128 fresh pages into every
 * 2048² answer, the next none, the same build 0.68 or 1.01 ms a solve. A 512 KiB answer on fresh pages costs 0.29 ms
 * CPU, on reused ones 0.04 ms (load 9). Every row, the classic ones included, runs so.
 */
const STEADY_HEAP = { MALLOC_MMAP_THRESHOLD_: String(32 << 20), MALLOC_TRIM_THRESHOLD_: String(128 << 20) };

const floor = chasingFloor(FLOOR_SIDE, 9);
console.log(floor ? `chasing floor, ${FLOOR_SIDE}×${FLOOR_SIDE}, two passes, ${floor.kind}: ${floor.ms} ms CPU (median of 9)` : 'chasing floor: neither a C compiler nor WebAssembly here');
const rows: Array<Record<string, unknown>> = [];
const cpuByName = new Map<string, number>();
console.log('method, rows×cols, median ms, median CPU ms, runs, peak memory MB, of which the work MB, target ms[, CPU-time ratio to a case run before it]');
// Each row: the median over the timed runs (at least 5; fast cases run for about half a second) after a
// warm-up of about 300 ms, in a fresh process whose peak resident memory is reported.
for (const c of selected) {
  const runs = c.runs ?? 7;
  const out = execFileSync(process.execPath, ['--expose-gc', join(here, 'case-runner.js'), c.name, String(runs)], {
    encoding: 'utf8',
    env: { ...process.env, ...STEADY_HEAP },
    maxBuffer: 1 << 20,
  });
  const parsed = JSON.parse(out.trim().split('\n').pop()!) as { times: number[]; cpuTimes: number[]; peakRss: number; workRss: number };
  const { peakRss, workRss } = parsed;
  // a case of interleaved series gives one row per series
  const parts = c.series ?? [null];
  for (const [j, series] of parts.entries()) {
    const mine = (xs: number[]): number[] => xs.filter((_, i) => seriesTurn(i, parts.length) === j);
    const [times, cpuTimes, name] = [mine(parsed.times), mine(parsed.cpuTimes), series === null ? c.name : `${c.name} [${series}]`];
    // ratios are of CPU-time medians: wall time on a loaded machine counts the waits for a core
    const base = c.ratioTo === undefined ? undefined : cpuByName.get(c.ratioTo);
    const ratio = base ? Number((median(cpuTimes) / base).toFixed(2)) : null;
    cpuByName.set(name, median(cpuTimes));
    const row = {
      method: series === null ? c.method : `${c.method}: ${series}`,
      size: c.size,
      medianMs: Number(median(times).toFixed(3)),
      medianCpuMs: Number(median(cpuTimes).toFixed(3)),
      runs: times.length,
      peakMemoryMB: Number((peakRss / 2 ** 20).toFixed(1)),
      workMemoryMB: Number((workRss / 2 ** 20).toFixed(1)),
      targetMs: c.targetMs ?? null,
      meetsTarget: c.targetMs === undefined ? null : median(times) <= c.targetMs,
    };
    rows.push({ ...row, ratioTo: c.ratioTo ?? null, ratio });
    console.log(`${row.method}, ${row.size}, ${row.medianMs}, ${row.medianCpuMs}, ${times.length}, ${row.peakMemoryMB}, ${row.workMemoryMB}, ${row.targetMs ?? '-'}${ratio === null ? '' : `, ${ratio}× ${c.ratioTo}`}`);
  }
}
const outDir = join(here, '..', '..', 'bench-results');
mkdirSync(outDir, { recursive: true });
const ratios = printRatios(cpuByName, floor);
const sizes = printSizeSummary(cpuByName);
writeFileSync(join(outDir, 'core.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, floor, rows, ratios, sizes }, null, 2)}\n`);
