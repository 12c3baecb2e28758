#!/usr/bin/env node
// End-to-end benchmarks of the built `lightsout` binary, timed from the shell with Node start-up included
// (the targets: count of 10,000 grids of sizes 5..16 ≤ 0.3 s; solve of one 10000×10000 grid from a
// 100 MB file ≤ 2 s and ≤ 500 MB; nullity 100000 ≤ 2 s).
//
// Fixtures are generated into a fresh temp dir and removed afterwards. Each case runs once to warm up, then
// RUNS times; the row reports the median wall time and the largest peak RSS. Peak memory comes from GNU time (`/usr/bin/time -f
// %M`, the child's max resident set in KiB); without it the column says n/a.
//
// Usage: node bench/run.mjs [--runs N] [--quick] [--only TEXT]   (--quick skips the 100 MB fixtures; --only runs the cases marked once for 'once', else the
// cases whose method or size contains TEXT). Cases marked `once` (minutes or gigabytes: the hostile-input cases of
// issues 11, 14, 15 and 16) run a single time, without warm-up; the largest need LIGHTSOUT_BENCH_HUGE=1.
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sweepBench } from './sweeps.mjs';

const APP = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(APP, 'dist', 'cli.js');
const TIME = '/usr/bin/time';
const argv = process.argv.slice(2);
const RUNS = Math.max(5, Number(argv[argv.indexOf('--runs') + 1]) || 5);
const QUICK = argv.includes('--quick');
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const HUGE = process.env.LIGHTSOUT_BENCH_HUGE === '1';

if (!existsSync(BIN)) {
  console.error(`bench: ${BIN} is missing; run 'pnpm --filter lightsout build' first`);
  process.exit(2);
}

/** Runs a shell command quietly (fixtures written by the CLI itself). */
const shell = (command) => spawnSync('sh', ['-c', command], { stdio: 'ignore' });
/** The built CLI, as a shell command. */
const L = `"${process.execPath}" "${BIN}"`;

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

/**
 * Runs the binary once (with Node flags `node`, e.g. a heap cap, and stdin from the file `input`); wall time in ms,
 * peak RSS in MiB (or null), exit code and stderr.
 */
function runOnce(args, node = [], input = undefined) {
  const useTime = existsSync(TIME);
  const command = useTime ? TIME : process.execPath;
  const commandArgs = useTime ? ['-f', '%U %S %M', process.execPath, ...node, BIN, ...args] : [...node, BIN, ...args];
  const started = performance.now();
  const stdin = input === undefined ? 'ignore' : openSync(input, 'r');
  // Results go to /dev/null opened for writing, as `> /dev/null` does: an 'ignore' stdout is /dev/null opened
  // read-write, which the CLI cannot tell from a closed stdout (`>&-`) and refuses.
  const stdout = openSync('/dev/null', 'w');
  const result = spawnSync(command, commandArgs, { cwd: APP, encoding: 'utf8', stdio: [stdin, stdout, 'pipe'], env: { ...process.env, CI: '1' } });
  closeSync(stdout);
  if (typeof stdin === 'number') closeSync(stdin);
  const ms = performance.now() - started;
  let stderr = result.stderr ?? '';
  let peakMiB = null;
  let cpuMs = null;
  if (useTime) {
    const lines = stderr.trimEnd().split('\n');
    const [user, system, kib] = (lines.pop() ?? '').split(' ').map(Number);
    if (Number.isFinite(kib)) peakMiB = kib / 1024;
    if (Number.isFinite(user) && Number.isFinite(system)) cpuMs = (user + system) * 1000;
    stderr = lines.join('\n');
  }
  return { ms, cpuMs, peakMiB, code: result.status, stderr: stderr.trim() };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Writes `total` bytes made by `piece(i)` (a string) to `path`, streamed, so fixtures of a gigabyte never sit in memory. */
async function writeStream(path, count, piece) {
  const out = createWriteStream(path);
  const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((done) => out.once('drain', done)));
  let block = '';
  for (let i = 0; i < count; i++) {
    block += piece(i);
    if (block.length >= 1 << 20) {
      await write(block);
      block = '';
    }
  }
  await write(block);
  await new Promise((done) => out.end(done));
}

/** Random grids with sides 5..16 (both random) until `bytes` are written. */
async function writeRandomGrids(path, bytes) {
  const next = rng(99);
  const out = createWriteStream(path);
  const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((done) => out.once('drain', done)));
  let written = 0;
  while (written < bytes) {
    let block = '';
    while (block.length < 1 << 20) {
      const m = 5 + (next() % 12);
      const n = 5 + (next() % 12);
      block += `${m} ${n}\n`;
      for (let r = 0; r < m; r++) {
        let row = '';
        for (let c = 0; c < n; c++) row += next() & 1 ? '#' : '.';
        block += `${row}\n`;
      }
    }
    await write(block);
    written += block.length;
  }
  await new Promise((done) => out.end(done));
}

/**
 * The hostile-input cases of issues 11, 14, 15 and 16: each must end with an answer or a located refusal in
 * bounded memory (peak RSS is the point, so each runs once). `expect: 2` marks a case whose right answer is a
 * refusal. The largest (a gigabyte of grids, the biggest boards and graphs) need LIGHTSOUT_BENCH_HUGE=1.
 */
async function addHostileCases(dir, cases) {
  const once = (method, size, args, extra = {}) => cases.push({ method, size, args, once: true, ...extra });
  /** A fixture made on first use: only the cases that run pay for theirs. */
  const fixture = (name, make) => {
    const path = join(dir, name);
    let made;
    return { path, prepare: () => (made ??= Promise.resolve(make(path))) };
  };
  const tiny = fixture('tiny-1m.txt', (p) => writeStream(p, 1_000_000, (i) => (i % 2 ? '2\n#.\n.#\n' : '1 3\n#.#\n')));
  once('solve --format coords', '1 M tiny grids', ['solve', '--format', 'coords', tiny.path], { prepare: tiny.prepare });
  once('solve --json', '1 M tiny grids', ['solve', '--json', tiny.path], { prepare: tiny.prepare });
  const ones = fixture('one-cell-rows.txt', (p) => writeStream(p, 20_000_000, (i) => (i % 3 ? '#\n' : '.\n')));
  once('count', '20 M one-cell headerless rows (one 20000000×1 grid)', ['count', ones.path], { prepare: ones.prepare });
  const units = fixture('unit-5m.txt', (p) => writeStream(p, 5_000_000, (i) => (i % 2 ? '1\n#\n' : '1\n.\n')));
  once('count', '5 M 1×1 grids, heap capped at 64 MB', ['count', units.path], { node: ['--max-old-space-size=64'], prepare: units.prepare });
  const pairs = fixture('two-by-two-3m.txt', (p) => writeStream(p, 3_000_000, () => '2\n#.\n.#\n'));
  once('count', '3 M 2×2 grids (24 MB file), heap capped at 64 MB', ['count', pairs.path], { node: ['--max-old-space-size=64'], prepare: pairs.prepare });
  const line = fixture('line-200mb.txt', (p) => writeStream(p, 200, () => '#'.repeat(1 << 20)));
  once('count', 'a 200 MB line (one 1×209715200 grid)', ['count', line.path], { prepare: line.prepare });
  const longRow = fixture('long-row.txt', (p) => writeStream(p, 201, (i) => (i === 0 ? '3\n' : '#'.repeat(1 << 20))));
  once('solve', 'a 200 MB row where 3 cells belong (refused)', ['solve', longRow.path], { expect: 2, prepare: longRow.prepare });
  cases.push({ method: 'nullity --table', size: '1..355 (streamed)', args: ['nullity', '--table', '1..355'] });
  once('nullity --table', '1..100000 (refused by its estimate)', ['nullity', '--table', '1..100000'], { expect: 2 });
  once('kernel', '8192×8192 (refused by its output estimate)', ['kernel', '8192'], { expect: 2 });
  once('kernel --json', '1024×1024', ['kernel', '1024', '--json']);
  const r4096 = fixture('random-4096.txt', (p) => shell(`${L} random 4096 --seed 5 > "${p}"`));
  once('count', 'one random 4096×4096 grid', ['count', r4096.path], { prepare: r4096.prepare });
  once('random --json', '4096×4096', ['random', '4096', '--json']);
  once('random --json', '8192×8192', ['random', '8192', '--json']);
  const repeats = fixture('graph-repeats.txt', (p) => writeStream(p, 12_000_001, (i) => (i === 0 ? '1000\n' : `${i % 7} ${(i % 7) + 1}\n`)));
  once('solve --graph', '12 M repeated edges (48 MB)', ['solve', '--graph', repeats.path], { prepare: repeats.prepare });
  // Issues 25 and 27: byte streams with no end are refused at their first NUL byte (or at the graph cap), whether
  // they come as a device or on stdin; the largest legal graph (9 bytes: 2^24 vertices) is answered under a 256 MB heap.
  once('count', '/dev/zero (refused at its first byte)', ['count', '/dev/zero'], { expect: 2 });
  once('count', 'stdin from /dev/zero (refused at its first byte)', ['count'], { expect: 2, input: '/dev/zero' });
  once('count', '/dev/urandom (refused in its first chunk)', ['count', '/dev/urandom'], { expect: 2 });
  once('solve --graph', '/dev/zero (refused at its first byte)', ['solve', '--graph', '/dev/zero'], { expect: 2 });
  once('solve --graph', 'stdin from /dev/urandom (refused at its first NUL byte)', ['solve', '--graph', '-'], { expect: 2, input: '/dev/urandom' });
  const largest = fixture('graph-2p24.txt', (p) => writeFileSync(p, '16777216\n'));
  once('solve --graph', "the 9-byte file '16777216' (2^24 vertices), heap capped at 256 MB", ['solve', '--graph', largest.path], {
    node: ['--max-old-space-size=256'],
    prepare: largest.prepare,
    budget: { ms: 10_000, mib: 300 },
  });
  // Issue 27: the largest legal graph in the σ game (unsolvable: 2^24 free presses, a proof) and by nullity; trees
  // are eliminated leaves first (a complete binary tree and a star of a million vertices).
  once('solve --graph --game sigma', "the 9-byte file '16777216' (2^24 vertices, unsolvable)", ['solve', '--graph', largest.path, '--game', 'sigma'], {
    expect: 1,
    prepare: largest.prepare,
    budget: { ms: 10_000, mib: 300 },
  });
  once('nullity --graph', "the 9-byte file '16777216' (2^24 vertices)", ['nullity', '--graph', largest.path], { prepare: largest.prepare, budget: { ms: 10_000, mib: 300 } });
  const binary = fixture('graph-binary-tree.txt', (p) => writeStream(p, 2 ** 20 - 1, (i) => (i === 0 ? `${2 ** 20 - 1}\n` : `${(i - 1) >> 1} ${i}\n`)));
  once('solve --graph --states 3', 'complete binary tree of 1,048,575 vertices (leaves first)', ['solve', '--graph', binary.path, '--states', '3'], {
    prepare: binary.prepare,
    budget: { ms: 10_000, mib: 300 },
  });
  const star = fixture('graph-star.txt', (p) => writeStream(p, 1_000_000, (i) => (i === 0 ? '1000000\n' : `0 ${i}\n`)));
  once('solve --graph --game sigma', 'a star of 1,000,000 vertices (leaves first)', ['solve', '--graph', star.path, '--game', 'sigma'], {
    prepare: star.prepare,
    budget: { ms: 10_000, mib: 300 },
  });
  // Issue 27: the fewest presses' search is bounded by the kernel and the board (a 1024² board, nullity 484:
  // answered with the note; 4096², nullity 2072: refused by its memory estimate before the kernel is built)
  const minimal1024 = fixture('minimal-1024.txt', (p) => shell(`${L} random 1024 --solvable --seed 2 > "${p}"`));
  once('solve --minimal', 'random solvable 1024×1024 (nullity 484, not proven)', ['solve', '--minimal', minimal1024.path], { prepare: minimal1024.prepare, budget: { ms: 10_000, mib: 300 } });
  const minimal4096 = fixture('minimal-4096.txt', (p) => shell(`${L} random 4096 --solvable --seed 2 > "${p}"`));
  once('solve --minimal', 'random solvable 4096×4096 (refused by its memory estimate)', ['solve', '--minimal', minimal4096.path], { expect: 2, prepare: minimal4096.prepare, budget: { ms: 10_000, mib: 300 } });
  // Issue 27: composite k on big boards, squarefree: the nullity from the primes of k, an unsolvable board proved by
  // its GF(2) part (the two-state proof, lifted), neither building a quiet pattern
  once('nullity --states 6', '1024×1024 (max of GF(2) and GF(3))', ['nullity', '1024', '--states', '6'], { budget: { ms: 10_000, mib: 300 } });
  const six2048 = fixture('six-2048.txt', (p) => shell(`${L} random 2048 --states 6 --seed 1 > "${p}"`));
  once('solve --states 6', 'random 2048×2048 (unsolvable, GF(2) proof lifted)', ['solve', '--states', '6', six2048.path], { expect: 1, prepare: six2048.prepare, budget: { ms: 10_000, mib: 300 } });
  const six4096 = fixture('six-4096.txt', (p) => shell(`${L} random 4096 --states 6 --seed 1 > "${p}"`));
  once('solve --states 6', 'random 4096×4096 (unsolvable, GF(2) proof lifted)', ['solve', '--states', '6', six4096.path], { expect: 1, prepare: six4096.prepare, budget: { ms: 10_000, mib: 300 } });
  if (!HUGE) return;
  const noHeader = fixture('line-300mb-y.txt', (p) => writeStream(p, 300, () => 'y'.repeat(1 << 20)));
  once('count', "a 300 MB line of 'y', no line end (refused at the line limit)", ['count', noHeader.path], { expect: 2, prepare: noHeader.prepare });
  const gigabyte = fixture('grids-1gb.txt', (p) => writeRandomGrids(p, 2 ** 30));
  once('count', '1 GB of random grids, m, n 5..16', ['count', gigabyte.path], { prepare: gigabyte.prepare });
  once('kernel', '4096×4096', ['kernel', '4096']);
  once('kernel --json', '4096×4096', ['kernel', '4096', '--json']);
  once('random --json', '16384×16384', ['random', '16384', '--json']);
  const r16384 = fixture('random-16384.txt', (p) => shell(`${L} random 16384 --seed 6 > "${p}"`));
  once('solve', 'random 16384×16384 written by random (read back; unsolvable, with proof)', ['solve', '--format', 'coords', r16384.path], { prepare: r16384.prepare });
  const r8192 = fixture('random-8192.txt', (p) => shell(`${L} random 8192 --seed 7 > "${p}"`));
  once('count', 'one random 8192×8192 grid', ['count', r8192.path], { prepare: r8192.prepare });
  const thin = fixture('thin.txt', (p) => writeStream(p, 134_217_729, (i) => (i === 0 ? '134217728 1\n' : i % 2 ? '#\n' : '.\n')));
  once('count', 'a 134217728×1 grid', ['count', thin.path], { prepare: thin.prepare });
  const dupes = fixture('graph-dupes-50m.txt', (p) => writeStream(p, 50_000_001, (i) => (i === 0 ? '10\n' : '0 1\n')));
  once('solve --graph', '50 M duplicate edges (200 MB)', ['solve', '--graph', dupes.path], { prepare: dupes.prepare });
  const json = fixture('graph-30m.json', (p) => writeStream(p, 30_000_002, (i) => (i === 0 ? '{"vertices":10,"edges":[' : i === 30_000_001 ? '[0,1]]}' : `[${i % 9},${(i % 9) + 1}],`)));
  once('solve --graph', 'JSON of 30 M edges (180 MB)', ['solve', '--graph', json.path], { prepare: json.prepare });
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
  // Every rule at the classic one's speed (issue 9): a Moore 4096² board from a file, end to end, ≤ 3 s.
  const moore = join(dir, 'solve-moore-4096.txt');
  shell(`${L} random 4096 --rule moore --solvable --seed 9 > "${moore}"`);
  cases.push({ method: 'solve --rule moore', size: '4096×4096 (16 MB)', args: ['solve', '--rule', 'moore', moore], budget: { ms: 3000 } });
  cases.push({ method: 'nullity', size: '100000×100000', args: ['nullity', '100000'], budget: { ms: 2000 } });
  cases.push({ method: 'nullity --table', size: '1..64', args: ['nullity', '--table', '1..64'] });

  // k states (issue 6): the core's targets are classic k = 3 at 1000×1000 ≤ 1 s and composite k at 64×64 ≤ 1 s.
  const states3 = join(dir, 'count-states3.txt');
  writeStatesCountFixture(states3, 3);
  cases.push({ method: 'count --states 3', size: '10,000 grids n×n, n 5..16', args: ['count', '--states', '3', states3] });
  // one Solver for the run, for every k (issue 19): a k-state batch prepares each shape once, like two states
  cases.push({ method: 'solve', size: '10,000 grids n×n, n 5..16', args: ['solve', countFile] });
  cases.push({ method: 'solve --states 3', size: '10,000 grids n×n, n 5..16', args: ['solve', '--states', '3', states3] });
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

  await addHostileCases(dir, cases);

  const rows = [];
  console.log('method, size, median ms, median CPU ms, peak memory');
  for (const c of cases.filter((k) => !ONLY || (ONLY === "once" ? k.once : `${k.method} ${k.size}`.includes(ONLY)))) {
    await c.prepare?.();
    const runs = [];
    const times = c.once ? 1 : RUNS;
    // warm-up, not counted: the page cache still holds a just-written fixture's dirty pages
    if (!c.once) runOnce(c.args, c.node, c.input);
    for (let i = 0; i < times; i++) {
      const run = runOnce(c.args, c.node, c.input);
      runs.push(run);
      if (run.code !== 0 && run.code !== 1 && run.code !== c.expect) break;
    }
    const failed = runs.find((r) => r.code !== 0 && r.code !== 1 && r.code !== c.expect);
    const row = {
      method: c.method,
      size: c.size,
      runs: runs.length,
      medianMs: failed ? null : Math.round(median(runs.map((r) => r.ms))),
      // CPU time (user + system), steadier than wall time on a shared machine
      medianCpuMs: failed || runs.some((r) => r.cpuMs === null) ? null : Math.round(median(runs.map((r) => r.cpuMs))),
      peakMiB: failed || runs.some((r) => r.peakMiB === null) ? null : Math.round(Math.max(...runs.map((r) => r.peakMiB))),
      budget: c.budget ?? null,
      error: failed ? `exit ${failed.code}: ${failed.stderr}` : null,
    };
    rows.push(row);
    const memory = row.peakMiB === null ? 'n/a' : `${row.peakMiB} MB`;
    console.log(failed ? `${row.method}, ${row.size}, FAILED (${row.error}), n/a` : `${row.method}, ${row.size}, ${row.medianMs}, ${row.medianCpuMs ?? 'n/a'}, ${memory}`);
  }
  // the sweeps of issue 22 (--only sweep runs them alone)
  if (!ONLY || ONLY === 'sweep') rows.push(...sweepBench(BIN, dir, RUNS));
  // Issue 19's guard: k-state batches reuse prepared shapes, so count --states 3 costs at most 1.2× the two-state count.
  const cpuOf = (method) => rows.find((r) => r.method === method && r.size === '10,000 grids n×n, n 5..16')?.medianCpuMs;
  const [two, three] = [cpuOf('count'), cpuOf('count --states 3')];
  if (two && three) console.log(`count --states 3 / count (CPU, 10,000 grids n×n): ${(three / two).toFixed(2)}, target ≤ 1.2`);
  mkdirSync(join(APP, 'bench-results'), { recursive: true });
  const report = { node: process.version, runs: RUNS, peakMemory: existsSync(TIME) ? '/usr/bin/time %M (max RSS)' : 'n/a', rows };
  writeFileSync(join(APP, 'bench-results', 'cli.json'), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
