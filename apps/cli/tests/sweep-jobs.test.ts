import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/io.ts';
import { main } from '../src/main.ts';
import { LimitError } from '@lightsout/core';
import { sweepValues } from '../src/sweep/jobs.ts';
import { parallelBlocks, planBlocks, WORKER_START } from '../src/sweep/pool.ts';
import { blockComputer, type SweepSpec, type SweepValue } from '../src/sweep/work.ts';
import { APP_DIR, runCli, Sink } from './helpers.ts';

describe('nullity --jobs: worker threads, output identical to one job', () => {
  it('--range and --table print the same bytes with 1 job and with 2 or 3 (end to end)', async () => {
    const cases = [
      ['nullity', '--range', '1..90'],
      ['nullity', '--range', '30..70', '--topology', 'torus', '--json'],
      ['nullity', '--table', '1..24', '--rule', 'moore'],
      ['nullity', '--table', '3..14', '--states', '3', '--json'],
      ['nullity', '--range', '1..40', '--certify'],
    ];
    for (const [i, argv] of cases.entries()) {
      const one = await runCli([...argv, '--jobs', '1']);
      expect(one.code, argv.join(' ')).toBe(0);
      // more jobs than cores too: the order must not depend on which worker finishes first
      const jobs = i % 2 === 0 ? '3' : '2';
      expect(await runCli([...argv, '--jobs', jobs]), `${argv.join(' ')} --jobs ${jobs}`).toEqual(one);
    }
  });

  /** Every value of a sweep, through the workers started at once (nothing known beforehand). */
  async function values(spec: SweepSpec, first: number, last: number, jobs: number): Promise<SweepValue[]> {
    const out: SweepValue[] = [];
    for await (const value of sweepValues(spec, first, last, jobs, (n) => n * n, new Map(), { afterSeconds: 0, leftSeconds: 0 })) out.push(value);
    return out;
  }

  it('the workers give the serial values in order: ranges, table rows and certificates, across rules', async () => {
    const specs: Array<[SweepSpec, number, number]> = [
      [{ what: 'range', flags: {}, from: 1, to: 1 }, 1, 120],
      [{ what: 'range', flags: { topology: 'torus', rule: 'moore' }, from: 1, to: 1 }, 20, 90],
      [{ what: 'table', flags: { states: '3' }, from: 2, to: 15 }, 2, 15],
      [{ what: 'certify', flags: {}, from: 1, to: 1 }, 1, 45],
    ];
    for (const [i, [spec, first, last]] of specs.entries()) {
      const serial = await values(spec, first, last, 1);
      expect(serial).toHaveLength(last - first + 1);
      expect(await values(spec, first, last, i % 2 === 0 ? 2 : 3), JSON.stringify(spec)).toEqual(serial);
    }
  });

  it("a worker's refusal is thrown as the same LimitError, where the serial run would throw it", async () => {
    // a table row longer than the core's limit is refused before any work
    const spec: SweepSpec = { what: 'table', flags: {}, from: 1, to: 5_000_000 };
    await expect(values(spec, 1, 40, 2)).rejects.toBeInstanceOf(LimitError);
    await expect(values(spec, 1, 40, 2)).rejects.toThrow(/nullity row of 5000000 entries is over the limit/);
  });

  it('the blocks cover the range once, in order, balanced by weight', () => {
    const blocks = planBlocks(5, 300, (n) => n * n, 32);
    const work = (b: { first: number; last: number }): number => {
      let sum = 0;
      for (let n = b.first; n <= b.last; n++) sum += n * n;
      return sum;
    };
    expect(blocks[0]!.first).toBe(5);
    expect(blocks.at(-1)!.last).toBe(300);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]!.first).toBe(blocks[i - 1]!.last + 1);
    expect(blocks.length).toBeGreaterThanOrEqual(24);
    expect(blocks.length).toBeLessThanOrEqual(33);
    // no block holds much more than its share of the work, unless it is a single item
    const total = blocks.reduce((sum, b) => sum + work(b), 0);
    for (const b of blocks) if (b.last > b.first) expect(work(b)).toBeLessThan((2 * total) / 32);
  });

  it('with an output bound, no block of several items passes it, and the blocks still cover the range once', () => {
    const bytes = (n: number): number => n * 100;
    const blocks = planBlocks(1, 5000, (n) => n * n, 32, bytes, 50_000);
    expect(blocks[0]!.first).toBe(1);
    expect(blocks.at(-1)!.last).toBe(5000);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]!.first).toBe(blocks[i - 1]!.last + 1);
    for (const b of blocks) {
      let size = 0;
      for (let n = b.first; n <= b.last; n++) size += bytes(n);
      if (b.last > b.first) expect(size).toBeLessThanOrEqual(50_000);
    }
    expect(blocks.length).toBeGreaterThan(32);
  });

  it('a sweep of little work stays in this thread; with the workers started at once they take blocks', async () => {
    const spec: SweepSpec = { what: 'range', flags: {}, from: 1, to: 1 };
    const blocks = planBlocks(1, 64, (n) => n, 16);
    const compute = blockComputer(spec);
    const run = async (start: typeof WORKER_START): Promise<{ values: SweepValue[]; here: number }> => {
      let here = 0;
      const values: SweepValue[] = [];
      const thisThread = (from: number, to: number): SweepValue[] => {
        here++;
        return compute(from, to);
      };
      for await (const block of parallelBlocks(spec, blocks, 2, thisThread, start)) values.push(...block);
      return { values, here };
    };
    // milliseconds of work in all: never worth a worker's start-up
    const small = await run(WORKER_START);
    expect(small.here).toBe(blocks.length);
    const eager = await run({ afterSeconds: 0, leftSeconds: 0 });
    expect(eager.here).toBeLessThan(blocks.length);
    expect(eager.values).toEqual(small.values);
    expect(small.values).toEqual(compute(1, 64));
  });

  it('refuses a bad --jobs and --jobs without a sweep', async () => {
    for (const argv of [
      ['nullity', '--range', '1..5', '--jobs', '0'],
      ['nullity', '--range', '1..5', '--jobs', 'many'],
      ['nullity', '--range', '1..5', '--jobs', '257'],
      ['nullity', '5', '--jobs', '2'],
    ]) {
      const { code, stdout, stderr } = await runCli(argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/--jobs/);
    }
  });

  it('SIGINT with workers running leaves whole lines only, each one right, and exit 130', async () => {
    const stdout = new Sink();
    const signals = Object.assign(new EventEmitter(), { kill: () => true, pid: 0 });
    const stdin = new PassThrough();
    stdin.end();
    const io: CliIO = { stdin, stdout, stderr: new Sink(), env: {}, cwd: APP_DIR, stdinProblem: () => null, signals: signals as unknown as NonNullable<CliIO['signals']> };
    let finished = false;
    // the rows after the estimate's (about a second of work) are the threads'
    const argv = ['nullity', '--table', '1..300'];
    const running = main([...argv, '--jobs', '2'], io).finally(() => {
      finished = true;
    });
    while (!finished && !stdout.text.includes('\n120 ')) await new Promise((done) => setImmediate(done));
    expect(finished, 'the sweep ended before the signal').toBe(false);
    signals.emit('SIGINT');
    expect(await running).toBe(130);
    expect(stdout.text.endsWith('\n')).toBe(true);
    const serial = await runCli([...argv, '--jobs', '1']);
    expect(serial.stdout.startsWith(stdout.text)).toBe(true);
    expect(stdout.text.length).toBeLessThan(serial.stdout.length);
  });
});
