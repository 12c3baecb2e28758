import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { CliIO } from '../src/io.ts';
import { main } from '../src/main.ts';
import { APP_DIR, BIN, runCli, Sink } from './helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'lightsout-shards-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the built binary as its own process; resolves with its exit code, stdout and stderr. */
function binary(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: APP_DIR, env: { ...process.env, CI: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const RANGE = '1..150';

describe('nullity --shard and merge', () => {
  it('4 shard processes, merged, give the bytes of the unsharded run; a rerun skips finished chunks', async () => {
    const dir = join(root, 'four');
    const shards = await Promise.all([1, 2, 3, 4].map((k) => binary(['nullity', '--range', RANGE, '--shard', `${k}/4`, '--out-dir', dir, '--chunk', '16', '--jobs', '1'])));
    for (const shard of shards) expect(shard).toMatchObject({ code: 0, stdout: '' });
    expect(readdirSync(dir).sort()).toHaveLength(10);
    const whole = await runCli(['nullity', '--range', RANGE, '--bfile']);
    const merged = await binary(['merge', dir]);
    expect(merged).toMatchObject({ code: 0, stdout: whole.stdout });
    const again = await runCli(['nullity', '--range', RANGE, '--shard', '2/4', '--out-dir', dir, '--chunk', '16']);
    expect(again.stderr).toBe(`shard 2/4: 0 chunks written, 3 already there in ${dir}\n`);
    const sequence = await runCli(['merge', dir, '--sequence', 'A075462']);
    expect(sequence.stdout).toBe((await runCli(['nullity', '--range', RANGE, '--sequence', 'A075462'])).stdout);
  });

  it('merges certificate shards into the certificate file, and writes --output once, never over a file', async () => {
    const dir = join(root, 'certify');
    for (const k of [1, 2, 3]) expect((await runCli(['nullity', '--range', '1..50', '--certify', '--shard', `${k}/3`, '--out-dir', dir, '--chunk', '7'])).code).toBe(0);
    const output = join(root, 'certificates.txt');
    const merged = await runCli(['merge', dir, '--output', output]);
    expect(merged.code).toBe(0);
    expect(readFileSync(output, 'utf8')).toBe((await runCli(['nullity', '--range', '1..50', '--certify'])).stdout);
    const refused = await runCli(['merge', dir, '--output', output]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/exists; merge never overwrites/);
    expect((await runCli(['verify', output])).code).toBe(0);
  });

  it('a shard killed mid-run leaves only whole chunk files; the rerun completes it', async () => {
    const dir = join(root, 'killed');
    // stdout a write-only /dev/null: an 'ignore' stdout reads as closed, which the CLI refuses before any work
    const sink = openSync('/dev/null', 'w');
    const child = spawn(process.execPath, [BIN, 'nullity', '--range', '1..4000', '--shard', '1/1', '--out-dir', dir, '--chunk', '40', '--jobs', '1'], { stdio: ['ignore', sink, 'ignore'] });
    closeSync(sink);
    let exited = false;
    const closed = new Promise((done) => child.on('close', done));
    child.on('exit', () => {
      exited = true;
    });
    // wait for a state (a finished chunk, or the shard gone), never a time
    while (!exited && !(existsSync(dir) && readdirSync(dir).some((name) => name.startsWith('chunk-')))) await new Promise((done) => setTimeout(done, 20));
    expect(exited, 'the shard ended before it was killed').toBe(false);
    child.kill('SIGKILL');
    await closed;
    const finished = readdirSync(dir).filter((name) => name.startsWith('chunk-'));
    expect(finished.length).toBeGreaterThan(0);
    for (const name of finished) {
      const [first, last] = name.match(/\d+/g)!.map(Number) as [number, number];
      const lines = readFileSync(join(dir, name), 'utf8').split('\n');
      expect(lines.at(-1), name).toBe('');
      expect(lines.length - 2, name).toBe(last - first + 1);
    }
    expect(readdirSync(dir).filter((name) => !name.startsWith('chunk-')).length, 'at most the chunk it was on is lost (its temporary file)').toBeLessThanOrEqual(1);
    const resumed = await runCli(['nullity', '--range', '1..4000', '--shard', '1/1', '--out-dir', dir, '--chunk', '40']);
    expect(resumed.stderr).toMatch(new RegExp(`, ${finished.length} already there`));
    expect((await runCli(['merge', dir])).stdout).toBe((await runCli(['nullity', '--range', '1..4000', '--bfile'])).stdout);
  }, 180_000); // five node processes one after another: at load 20 each start-up alone can take seconds

  it('SIGINT stops a shard between sides: its unfinished chunk is removed, the finished ones stay whole', async () => {
    const dir = join(root, 'interrupted');
    const signals = Object.assign(new EventEmitter(), { kill: () => true, pid: 0 });
    const stdin = new PassThrough();
    stdin.end();
    const io: CliIO = { stdin, stdout: new Sink(), stderr: new Sink(), env: {}, cwd: APP_DIR, stdinProblem: () => null, signals: signals as unknown as NonNullable<CliIO['signals']> };
    let finished = false;
    const running = main(['nullity', '--range', '1..3000', '--shard', '1/1', '--out-dir', dir, '--chunk', '30', '--jobs', '1'], io).finally(() => {
      finished = true;
    });
    while (!finished && !(existsSync(dir) && readdirSync(dir).some((name) => name.startsWith('chunk-')))) await new Promise((done) => setImmediate(done));
    expect(finished, 'the shard ended before the signal').toBe(false);
    signals.emit('SIGINT');
    expect(await running).toBe(130);
    const names = readdirSync(dir);
    expect(names.filter((name) => !name.startsWith('chunk-')), 'no temporary file is left').toEqual([]);
    expect(names.length).toBeLessThan(100);
    const resumed = await runCli(['nullity', '--range', '1..3000', '--shard', '1/1', '--out-dir', dir, '--chunk', '30']);
    expect(resumed.stderr).toMatch(new RegExp(`shard 1/1: ${100 - names.length} chunks written, ${names.length} already there`));
    expect((await runCli(['merge', dir])).stdout).toBe((await runCli(['nullity', '--range', '1..3000', '--bfile'])).stdout);
  });

  it('refuses, naming the file and n: a missing chunk, a duplicated range, a disagreement, another sweep', async () => {
    const base = join(root, 'base');
    expect((await runCli(['nullity', '--range', '1..60', '--shard', '1/1', '--out-dir', base, '--chunk', '20'])).code).toBe(0);
    const variant = (name: string, change: (dir: string) => void): string => {
      const dir = join(root, name);
      cpSync(base, dir, { recursive: true });
      change(dir);
      return dir;
    };
    const missing = variant('missing', (dir) => rmSync(join(dir, 'chunk-21-40.txt')));
    const other = join(root, 'other');
    mkdirSync(other);
    cpSync(join(base, 'chunk-21-40.txt'), join(other, 'chunk-21-40.txt'));
    const wrong = join(root, 'wrong');
    mkdirSync(wrong);
    const lines = readFileSync(join(base, 'chunk-21-40.txt'), 'utf8').replace('\n23 14\n', '\n23 15\n');
    writeFileSync(join(wrong, 'chunk-21-40.txt'), lines);
    const torus = join(root, 'torus');
    expect((await runCli(['nullity', '--range', '1..60', '--topology', 'torus', '--shard', '1/1', '--out-dir', torus, '--chunk', '20'])).code).toBe(0);
    rmSync(join(torus, 'chunk-1-20.txt'));
    const cut = variant('cut', (dir) => {
      const text = readFileSync(join(dir, 'chunk-41-60.txt'), 'utf8');
      writeFileSync(join(dir, 'chunk-41-60.txt'), text.split('\n').filter((line) => !line.startsWith('50 ')).join('\n'));
    });
    for (const [dirs, reason] of [
      [[missing], /missing chunk: no file holds n = 21\.\.40/],
      [[base, other], /other\/chunk-21-40\.txt: duplicated range: n = 21\.\.40 is also in .*base\/chunk-21-40\.txt/],
      [[base, wrong], /wrong\/chunk-21-40\.txt:4:1: disagrees with .*base\/chunk-21-40\.txt at n = 23: nullity 15 here, 14 there/],
      [[base, torus], /torus\/chunk-21-40\.txt:1:1: comes from a different sweep .*rule ".#.\/###\/.#. on torus" here/],
      [[cut], /cut\/chunk-41-60\.txt:11:1: expected n = 50, found n = 51/],
    ] as const) {
      const output = join(root, `out-${reason.source.length}.txt`);
      const { code, stderr } = await runCli(['merge', ...dirs, '--output', output]);
      expect(code, reason.source).toBe(2);
      expect(stderr).toMatch(reason);
      expect(existsSync(output), 'no file is written when merge refuses').toBe(false);
      const toStdout = await runCli(['merge', ...dirs]);
      expect(toStdout, 'nothing on stdout either').toMatchObject({ code: 2, stdout: '' });
    }
    const clash = await runCli(['nullity', '--range', '1..60', '--rule', 'moore', '--shard', '1/1', '--out-dir', base, '--chunk', '20']);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toMatch(/chunk-1-20\.txt:1:1: holds a different sweep \(rule/);
  });

  it('merge refuses to run without directories, and names a missing one', async () => {
    expect(await runCli(['merge'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/'merge' needs the directories/) });
    expect(await runCli(['merge', join(root, 'nowhere')])).toMatchObject({ code: 2, stderr: expect.stringMatching(/nowhere: no such directory/) });
  });

  it('refuses bad shard flags', async () => {
    for (const [argv, reason] of [
      [['--shard', '0/4', '--out-dir', root], /--shard expects K\/N/],
      [['--shard', '5/4', '--out-dir', root], /--shard expects K\/N/],
      [['--shard', '1/4'], /--out-dir/],
      [['--shard', '1/4', '--out-dir', root, '--estimate', '--json'], /--shard is a text form: drop --json/],
      [['--out-dir', root], /--out-dir goes with --shard/],
      [['--shard', '1/4', '--out-dir', root, '--chunk', '0'], /--chunk/],
    ] as const) {
      const { code, stderr } = await runCli(['nullity', '--range', '1..20', ...argv]);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(reason);
    }
  });
});
