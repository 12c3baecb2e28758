import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArgumentError, Board } from '@lightsout/core';
import { afterAll, describe, expect, it } from 'vitest';
import { parallelCount } from '../src/sweep/count-pool.ts';
import { runCli } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'lightsout-count-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('count --jobs: worker threads check the grids this thread parses', () => {
  it('prints what one job prints, for two and three states, text and JSON, one file or several', async () => {
    const two = join(dir, 'two.txt');
    const three = join(dir, 'three.txt');
    writeFileSync(two, (await runCli(['random', '7', '--count', '1500', '--seed', '5'])).stdout + (await runCli(['random', '4', '6', '--count', '800', '--seed', '6', '--solvable'])).stdout);
    writeFileSync(three, (await runCli(['random', '5', '--count', '600', '--seed', '7', '--states', '3'])).stdout);
    const small = join(dir, 'small.txt');
    writeFileSync(small, (await runCli(['random', '3', '--count', '300', '--seed', '8'])).stdout);
    for (const argv of [['count', two], ['count', two, small, '--json'], ['count', '--states', '3', three], ['count', two, '--rule', 'moore', '--topology', 'torus']]) {
      const one = await runCli([...argv, '--jobs', '1']);
      expect(one.code, argv.join(' ')).toBe(0);
      expect(await runCli([...argv, '--jobs', '3']), argv.join(' ')).toEqual(one);
    }
  });

  it('a format error is reported as with one job', async () => {
    const one = await runCli(['count', 'fixtures/ragged.txt', '--jobs', '1']);
    expect(one.code).toBe(2);
    expect(await runCli(['count', 'fixtures/ragged.txt', '--jobs', '2'])).toEqual(one);
  });

  it("a board a worker refuses comes back with its index and the core's error class, after the boards before it", async () => {
    const good = Board.fromRows(['#.', '.#']);
    const bad = { rows: 2, cols: 2, words: new Uint32Array(7) } as unknown as Board;
    async function* batches() {
      yield [{ board: good, line: 1 }];
      yield [{ board: good, line: 4 }, { board: bad, line: 7 }, { board: good, line: 10 }];
    }
    const seen = [];
    for await (const checked of parallelCount({}, batches(), 2)) seen.push(checked);
    expect(seen.map((c) => [...c.solvable])).toEqual([[1], [1]]);
    expect(seen[1]!.failure?.index).toBe(1);
    expect(seen[1]!.failure?.error).toBeInstanceOf(ArgumentError);
  });

  it('refuses a bad --jobs', async () => {
    const { code, stderr } = await runCli(['count', 'fixtures/seed.txt', '--jobs', '0']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--jobs must be a whole number from 1/);
  });
});
