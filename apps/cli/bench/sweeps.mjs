// Benchmarks of the sweeps (issue 22), called by run.mjs: --jobs 2 against --jobs 1 on a table, 4 shards of
// n = 1..20000 as 4 processes then merged (byte-identical to the unsharded run), and the --estimate of sweeps
// against the CPU time they take (the #27 item: within 3×). Each row states the machine's load, which decides
// what two jobs can gain on a shared machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

const TIME = '/usr/bin/time';

/** Runs the binary; wall ms, CPU seconds (user + system, from GNU time when present) and stdout. */
function timed(bin, args, cwd) {
  const useTime = existsSync(TIME);
  const command = useTime ? TIME : process.execPath;
  const commandArgs = useTime ? ['-f', '%U %S', process.execPath, bin, ...args] : [bin, ...args];
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, CI: '1' } });
  const ms = performance.now() - started;
  const last = (result.stderr ?? '').trimEnd().split('\n').pop() ?? '';
  const [user, system] = last.split(' ').map(Number);
  const cpu = useTime && Number.isFinite(user) ? Math.round((user + system) * 100) / 100 : null;
  return { ms, cpu, code: result.status, stdout: result.stdout ?? '' };
}

/** Runs a shell command line (its own redirections); exit code and CPU seconds of everything it ran (GNU time). */
function timedShell(script, cwd) {
  const useTime = existsSync(TIME);
  const result = useTime
    ? spawnSync(TIME, ['-f', '%U %S', 'sh', '-c', script], { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } })
    : spawnSync('sh', ['-c', script], { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  const [user, system] = ((result.stderr ?? '').trimEnd().split('\n').pop() ?? '').split(' ').map(Number);
  return { code: result.status, cpu: useTime && Number.isFinite(user) ? Math.round((user + system) * 100) / 100 : null };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const load = () => loadavg()[0].toFixed(1);

/** The sweep rows, printed as they finish and returned for the report. */
export function sweepBench(bin, dir, runs) {
  const rows = [];
  const say = (row) => {
    rows.push(row);
    console.log(`${row.method}, ${row.size}, ${row.medianMs ?? 'n/a'}, ${row.note}`);
  };
  // --jobs 2 against --jobs 1, runs interleaved so both see the same load
  for (const rule of ['cross', 'moore']) {
    const args = ['nullity', '--table', '1..300', '--rule', rule];
    const one = [];
    const two = [];
    let same = true;
    for (let i = 0; i < runs; i++) {
      const a = timed(bin, [...args, '--jobs', '1'], dir);
      const b = timed(bin, [...args, '--jobs', '2'], dir);
      one.push(a.ms);
      two.push(b.ms);
      same &&= a.stdout === b.stdout && a.code === 0;
    }
    const speedup = median(one) / median(two);
    say({ method: `nullity --table --rule ${rule} --jobs 1`, size: '1..300', medianMs: Math.round(median(one)), note: `load ${load()} on ${availableParallelism()} cores` });
    say({
      method: `nullity --table --rule ${rule} --jobs 2`,
      size: '1..300',
      medianMs: Math.round(median(two)),
      speedup: Number(speedup.toFixed(2)),
      note: `${speedup.toFixed(2)}× --jobs 1 (target ≥ 1.7× on 2 idle cores), ${same ? 'same bytes' : 'OUTPUT DIFFERS'}, load ${load()}`,
    });
  }
  // count --jobs 2 against --jobs 1 on 20,000 random 32×32 grids (21 MB)
  const grids = join(dir, 'count-32.txt');
  spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" random 32 --count 20000 --seed 11 > "${grids}"`], { stdio: 'ignore' });
  const countOne = [];
  const countTwo = [];
  let countSame = true;
  for (let i = 0; i < runs; i++) {
    const a = timed(bin, ['count', grids, '--jobs', '1'], dir);
    const b = timed(bin, ['count', grids, '--jobs', '2'], dir);
    countOne.push(a.ms);
    countTwo.push(b.ms);
    countSame &&= a.stdout === b.stdout && a.code === 0;
  }
  const countSpeedup = median(countOne) / median(countTwo);
  say({ method: 'count --jobs 1', size: '20,000 grids 32×32 (21 MB)', medianMs: Math.round(median(countOne)), note: `load ${load()}` });
  say({ method: 'count --jobs 2', size: '20,000 grids 32×32 (21 MB)', medianMs: Math.round(median(countTwo)), speedup: Number(countSpeedup.toFixed(2)), note: `${countSpeedup.toFixed(2)}× --jobs 1, ${countSame ? 'same output' : 'OUTPUT DIFFERS'}, load ${load()}` });
  // 4 shards as 4 processes, then merge, against the unsharded run
  const whole = timed(bin, ['nullity', '--range', '1..20000', '--bfile'], dir);
  const shards = join(dir, 'shards');
  const started = performance.now();
  const script = [1, 2, 3, 4].map((k) => `"${process.execPath}" "${bin}" nullity --range 1..20000 --shard ${k}/4 --out-dir "${shards}" --jobs 1 &`).join('\n');
  spawnSync('sh', ['-c', `${script}\nwait`], { stdio: 'ignore', env: { ...process.env, CI: '1' } });
  const merged = timed(bin, ['merge', shards, '--output', join(dir, 'merged.txt')], dir);
  const ms = performance.now() - started;
  const identical = merged.code === 0 && readFileSync(join(dir, 'merged.txt'), 'utf8') === whole.stdout;
  say({ method: 'nullity --range --bfile', size: '1..20000 unsharded', medianMs: Math.round(whole.ms), note: `load ${load()}` });
  say({ method: '4 × nullity --shard K/4, then merge', size: '1..20000', medianMs: Math.round(ms), identical, note: `${identical ? 'byte-identical' : 'DIFFERS'} to the unsharded run, load ${load()}` });
  // the certified classic b-file n = 1..100,000 (issue 22: at most 15 minutes end to end on 2 cores), about 6 GB
  // written to a file, once; its last lines are checked by verify, then the file is removed
  if (process.env.LIGHTSOUT_BENCH_HUGE === '1') {
    const file = join(dir, 'certified.txt');
    const started = performance.now();
    const run = timedShell(`"${process.execPath}" "${bin}" nullity --range 1..100000 --bfile --certify --jobs 2 > "${file}"`, dir);
    const ms = performance.now() - started;
    spawnSync('sh', ['-c', `tail -n 20 "${file}" > "${file}.tail"; rm -f "${file}"`]);
    const check = timed(bin, ['verify', `${file}.tail`], dir);
    const checked = check.code === 0 && /^20 certificates hold: n = 99981\.\.100000/.test(check.stdout);
    say({
      method: 'nullity --range --bfile --certify --jobs 2',
      size: '1..100000',
      medianMs: Math.round(ms),
      cpuSeconds: run.cpu,
      note: `once, ${run.cpu ?? 'n/a'} s CPU, ${run.code === 0 && checked ? 'last 20 lines verified' : 'FAILED'} (target ≤ 15 minutes end to end), load ${load()}`,
    });
  }
  // refusals of sweeps of huge sides: the CPU they cost before the refusal (the classic rule's huge sides are costed by
  // a model calibrated by one probe gcd: seconds; before it, 99999990..100000000 computed sides for minutes)
  for (const range of ['99999990..100000000', '10000000..10010000', '1..400000']) {
    const refused = timed(bin, ['nullity', '--range', range], dir);
    say({
      method: 'nullity --range (refused)',
      size: range,
      medianMs: Math.round(refused.ms),
      cpuSeconds: refused.cpu,
      note: `${refused.code === 2 ? 'refused' : `EXIT ${refused.code}`} after ${refused.cpu ?? 'n/a'} s CPU, load ${load()}`,
    });
  }
  // estimates against the CPU time of the sweeps they guard (node start-up included in the measure)
  for (const sweep of [
    ['--table', '1..300'],
    ['--table', '1..600'],
    ['--table', '1..300', '--rule', 'diagonal'],
    ['--table', '1..200', '--topology', 'torus'],
    ['--table', '1..60', '--states', '3'],
    ['--range', '1..20000'],
    ['--range', '1..3000', '--topology', 'torus'],
    ['--range', '1..2000', '--certify'],
    // huge classic sides, costed by the model (the first side 2²²: a gcd at twice the probe's degree)
    ['--range', '4194304..4194306'],
    ['--range', '16777216..16777217'],
    ...(process.env.LIGHTSOUT_BENCH_HUGE === '1' ? [['--range', '99999990..99999991']] : []),
  ]) {
    const estimate = timed(bin, ['nullity', ...sweep, '--jobs', '1', '--estimate'], dir);
    const seconds = /about ([\d.]+) (s|minutes)/.exec(estimate.stdout);
    const estimated = seconds ? Number(seconds[1]) * (seconds[2] === 'minutes' ? 60 : 1) : Number.NaN;
    const real = timed(bin, ['nullity', ...sweep, '--jobs', '1'], dir);
    const ratio = estimated / (real.cpu ?? real.ms / 1000);
    const within = ratio <= 3 && ratio >= 1 / 3;
    say({
      method: 'nullity --estimate',
      size: sweep.join(' '),
      medianMs: Math.round(real.ms),
      estimateSeconds: estimated,
      cpuSeconds: real.cpu,
      ratio: Number(ratio.toFixed(2)),
      note: `estimate ${estimated} s, measured ${real.cpu ?? 'n/a'} s CPU: ${ratio.toFixed(2)}× (${within ? 'within 3×' : 'OUTSIDE 3×'}), load ${load()}`,
    });
  }
  return rows;
}
