#!/usr/bin/env node
// End-to-end benchmarks of the built `lightsout` binary, timed from the shell with Node start-up included
// (the targets: count of 10,000 grids of sizes 5..16 ≤ 0.3 s; solve of one 10000×10000 grid from a
// 100 MB file ≤ 2 s and ≤ 500 MB; nullity 100000 ≤ 2 s).
//
// Fixtures are generated into a fresh temp dir and removed afterwards. Each case runs once to warm up, then
// RUNS times; the row reports the median wall time and the largest peak RSS. Peak memory comes from GNU time (`/usr/bin/time -f
// %M`, the child's max resident set in KiB); without it the column says n/a.
//
// Usage: node bench/run.mjs [--runs N] [--quick]   (--quick skips the 100 MB fixture)
import { spawnSync } from 'node:child_process';
import { appendFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(APP, 'dist', 'cli.js');
const TIME = '/usr/bin/time';
const argv = process.argv.slice(2);
const RUNS = Math.max(5, Number(argv[argv.indexOf('--runs') + 1]) || 5);
const QUICK = argv.includes('--quick');

if (!existsSync(BIN)) {
  console.error(`bench: ${BIN} is missing; run 'pnpm --filter @lightsout/cli build' first`);
  process.exit(2);
}

/** xorshift32: a fixed, fast pseudo-random stream so fixtures are identical on every run. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

/** 10,000 random grids: squares with sides cycling through 5..16, or rectangles with both sides random in 5..16. */
function writeCountFixture(path, rectangles = false) {
  const next = rng(2024);
  const parts = [];
  for (let i = 0; i < 10_000; i++) {
    const m = rectangles ? 5 + (next() % 12) : 5 + (i % 12);
    const n = rectangles ? 5 + (next() % 12) : m;
    let text = m === n ? `${n}\n` : `${m} ${n}\n`;
    for (let r = 0; r < m; r++) {
      let row = '';
      for (let c = 0; c < n; c++) row += next() & 1 ? '#' : '.';
      text += `${row}\n`;
    }
    parts.push(text);
  }
  writeFileSync(path, parts.join(''));
}

/** `copies` × the seed problem's two 5×5 grids: a long stream of small boards (memory must stay flat). */
function writeSmallGridStream(path, copies) {
  const pair = '5\n.#..#\n#..#.\n#.#..\n.####\n...#.\n5\n.#...\n.##..\n#....\n.....\n.....\n';
  const block = pair.repeat(10_000);
  writeFileSync(path, '');
  for (let i = 0; i < copies / 10_000; i++) appendFileSync(path, block);
}

/**
 * One n×n grid that is solvable under the classic rule: the lights left by random presses x, i.e.
 * light(r, c) = x(r, c) ^ x(r±1, c) ^ x(r, c±1), written row by row so memory stays at three rows.
 */
async function writeSolvableGrid(path, n) {
  const next = rng(7);
  const out = createWriteStream(path);
  const randomRow = () => {
    const row = new Uint8Array(n);
    for (let c = 0; c < n; c++) row[c] = next() & 1;
    return row;
  };
  const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((done) => out.once('drain', done)));
  await write(`${n}\n`);
  let above = new Uint8Array(n);
  let here = randomRow();
  const line = Buffer.alloc(n + 1);
  line[n] = 10;
  for (let r = 0; r < n; r++) {
    const below = r + 1 < n ? randomRow() : new Uint8Array(n);
    for (let c = 0; c < n; c++) {
      const on = here[c] ^ above[c] ^ below[c] ^ (c > 0 ? here[c - 1] : 0) ^ (c + 1 < n ? here[c + 1] : 0);
      line[c] = on ? 35 : 46;
    }
    await write(Buffer.from(line));
    above = here;
    here = below;
  }
  await new Promise((done) => out.end(done));
}

/** 10,000 random k-state grids, sides cycling through 5..16, cells uniform in 0..k−1, with `M N K` headers. */
function writeStatesCountFixture(path, k) {
  const next = rng(4242);
  const parts = [];
  for (let i = 0; i < 10_000; i++) {
    const n = 5 + (i % 12);
    let text = `${n} ${n} ${k}\n`;
    for (let r = 0; r < n; r++) {
      let row = '';
      for (let c = 0; c < n; c++) row += (next() % k).toString(36);
      text += `${row}\n`;
    }
    parts.push(text);
  }
  writeFileSync(path, parts.join(''));
}

/** A solvable k-state grid written by the binary itself (`random --solvable`). */
function writeSolvableStatesGrid(path, n, k) {
  const result = spawnSync(process.execPath, [BIN, 'random', String(n), '--states', String(k), '--solvable', '--seed', '1'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  writeFileSync(path, result.stdout);
}

/** The triangulated n×n grid graph (edges right, down and down-right) as an edge list: n² vertices, ~3n² edges. */
function writeMeshGraph(path, n) {
  const lines = [String(n * n)];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = r * n + c;
      if (c + 1 < n) lines.push(`${v} ${v + 1}`);
      if (r + 1 < n) lines.push(`${v} ${v + n}`);
      if (r + 1 < n && c + 1 < n) lines.push(`${v} ${v + n + 1}`);
    }
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

/** Runs the binary once; wall time in ms, peak RSS in MiB (or null), exit code and stderr. */
function runOnce(args) {
  const useTime = existsSync(TIME);
  const command = useTime ? TIME : process.execPath;
  const commandArgs = useTime ? ['-f', '%M', process.execPath, BIN, ...args] : [BIN, ...args];
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd: APP, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: '1' } });
  const ms = performance.now() - started;
  let stderr = result.stderr ?? '';
  let peakMiB = null;
  if (useTime) {
    const lines = stderr.trimEnd().split('\n');
    const kib = Number(lines.pop());
    if (Number.isFinite(kib)) peakMiB = kib / 1024;
    stderr = lines.join('\n');
  }
  return { ms, peakMiB, code: result.status, stderr: stderr.trim() };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const dir = mkdtempSync(join(tmpdir(), 'lightsout-bench-'));
const cases = [];
try {
  const countFile = join(dir, 'count-10000.txt');
  writeCountFixture(countFile);
  cases.push({ method: 'count', size: '10,000 grids n×n, n 5..16', args: ['count', countFile], budget: { ms: 300 } });
  const rectFile = join(dir, 'count-10000-rect.txt');
  writeCountFixture(rectFile, true);
  cases.push({ method: 'count', size: '10,000 grids m×n, m, n 5..16', args: ['count', rectFile], budget: { ms: 300 } });
  if (!QUICK) {
    const stream = join(dir, 'count-stream.txt');
    writeSmallGridStream(stream, 1_700_000);
    cases.push({ method: 'count', size: '3.4M grids 5×5 (109 MB)', args: ['count', stream] });
  }
  const mid = join(dir, 'solve-1000.txt');
  await writeSolvableGrid(mid, 1000);
  cases.push({ method: 'solve', size: '1000×1000 (1 MB)', args: ['solve', mid] });
  if (!QUICK) {
    const huge = join(dir, 'solve-10000.txt');
    await writeSolvableGrid(huge, 10_000);
    cases.push({ method: 'solve', size: '10000×10000 (100 MB)', args: ['solve', huge], budget: { ms: 2000, mib: 500 } });
  }
  cases.push({ method: 'nullity', size: '100000×100000', args: ['nullity', '100000'], budget: { ms: 2000 } });
  cases.push({ method: 'nullity --table', size: '1..64', args: ['nullity', '--table', '1..64'] });

  // k states (issue 6): the core's targets are classic k = 3 at 1000×1000 ≤ 1 s and composite k at 64×64 ≤ 1 s.
  const states3 = join(dir, 'count-states3.txt');
  writeStatesCountFixture(states3, 3);
  cases.push({ method: 'count --states 3', size: '10,000 grids n×n, n 5..16', args: ['count', '--states', '3', states3] });
  const solve3 = join(dir, 'solve-states3-1000.txt');
  writeSolvableStatesGrid(solve3, 1000, 3);
  cases.push({ method: 'solve --states 3', size: '1000×1000', args: ['solve', '--states', '3', solve3] });
  const solve6 = join(dir, 'solve-states6-64.txt');
  writeSolvableStatesGrid(solve6, 64, 6);
  cases.push({ method: 'solve --states 6', size: '64×64', args: ['solve', '--states', '6', solve6] });
  cases.push({ method: 'nullity --states 6 --table', size: '1..32', args: ['nullity', '--states', '6', '--table', '1..32'] });
  // Graphs: a sparse graph of ~10⁵ vertices, all lit, σ⁺ game.
  const mesh = join(dir, 'mesh-316.txt');
  writeMeshGraph(mesh, 316);
  cases.push({ method: 'solve --graph', size: 'triangulated 316×316 grid (99,856 vertices)', args: ['solve', '--graph', mesh] });
  cases.push({ method: 'solve --graph --states 3', size: 'triangulated 316×316 grid', args: ['solve', '--graph', mesh, '--states', '3'] });

  const rows = [];
  console.log('method, size, median ms, peak memory');
  for (const c of cases) {
    const runs = [];
    runOnce(c.args); // warm-up, not counted: the page cache still holds a just-written fixture's dirty pages
    for (let i = 0; i < RUNS; i++) {
      const run = runOnce(c.args);
      runs.push(run);
      if (run.code !== 0 && run.code !== 1) break;
    }
    const failed = runs.find((r) => r.code !== 0 && r.code !== 1);
    const row = {
      method: c.method,
      size: c.size,
      runs: runs.length,
      medianMs: failed ? null : Math.round(median(runs.map((r) => r.ms))),
      peakMiB: failed || runs.some((r) => r.peakMiB === null) ? null : Math.round(Math.max(...runs.map((r) => r.peakMiB))),
      budget: c.budget ?? null,
      error: failed ? `exit ${failed.code}: ${failed.stderr}` : null,
    };
    rows.push(row);
    const memory = row.peakMiB === null ? 'n/a' : `${row.peakMiB} MB`;
    console.log(failed ? `${row.method}, ${row.size}, FAILED (${row.error}), n/a` : `${row.method}, ${row.size}, ${row.medianMs}, ${memory}`);
  }
  mkdirSync(join(APP, 'bench-results'), { recursive: true });
  const report = { node: process.version, runs: RUNS, peakMemory: existsSync(TIME) ? '/usr/bin/time %M (max RSS)' : 'n/a', rows };
  writeFileSync(join(APP, 'bench-results', 'cli.json'), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
