import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Board, CLASSIC_RULE, verifySolution } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { runShellBatch } from './binary.ts';
import { APP_DIR, BIN, cellsOf, runCli } from './helpers.ts';

/**
 * `solve --minimal --jobs N`: the search on worker threads (so the built binary, whose worker file exists),
 * the same answer as one thread, and a signal that stops it with the best so far, not proven.
 */

const allOn = (n: number): string => `${Array.from({ length: n }, () => '#'.repeat(n)).join('\n')}\n`;

function pressesOf(stdout: string, n: number): Board {
  const presses = new Board(n, n);
  for (const [r, c] of cellsOf(stdout.trim().split('\n'))) presses.set(r, c, true);
  return presses;
}

describe('solve --jobs', () => {
  it('is refused without --minimal, and past its range, with a usage message', async () => {
    for (const argv of [['--jobs', '2'], ['--minimal', '--jobs', '0'], ['--minimal', '--jobs', '1.5'], ['--minimal', '--jobs', '257'], ['--minimal', '--jobs', '']]) {
      const r = await runCli(['solve', ...argv], allOn(5));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--jobs');
    }
  });

  it('finds on two threads the fewest presses one thread proves (all-on 30×30, nullity 20); K > 2 stays in one thread; refusals keep their limit', () => {
    const board = allOn(30).replaceAll('\n', '\\n');
    const k3 = '3 3 3\\n111\\n111\\n111\\n';
    const r = runShellBatch({
      one: `printf '${board}' | $LIGHTSOUT solve --minimal --json`,
      two: `printf '${board}' | $LIGHTSOUT solve --minimal --jobs 2 --json`,
      plain: `printf '${board}' | $LIGHTSOUT solve --minimal --jobs 2`,
      states: `printf '${k3}' | $LIGHTSOUT solve --states 3 --minimal --jobs 2 --json`,
      refused: '$LIGHTSOUT random 2048 2048 --solvable --seed 1 | $LIGHTSOUT solve --minimal --jobs 2 > /dev/null',
    });
    const [one] = JSON.parse(r.one.stdout) as Array<{ pressCount: number; minimal: boolean; bound: number }>;
    const [two] = JSON.parse(r.two.stdout) as Array<{ pressCount: number; minimal: boolean; bound: number }>;
    expect(one).toMatchObject({ pressCount: 376, minimal: true, bound: 376 });
    expect(two).toMatchObject({ pressCount: 376, minimal: true, bound: 376 });
    expect(r.plain.code).toBe(0);
    expect(verifySolution(Board.filled(30, 30), pressesOf(r.plain.stdout, 30), CLASSIC_RULE)).toBe(true);
    expect(r.states.code).toBe(0);
    expect(JSON.parse(r.states.stdout)[0]).toMatchObject({ states: 3, minimal: true });
    // a refusal in a thread is the same refusal: exit 2, the limit named
    expect(r.refused.code).toBe(2);
    expect(r.refused.stderr).toMatch(/^<stdin>:1:1: fewest presses: .* over the limit maxMinimalSearchBytes of 128 MiB/);
  });

  it('stops on SIGINT with the best so far, not proven, verified, and exit 130', async () => {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run 'pnpm --filter lightsout build' (turbo's test task does)`);
    // all-on 39×39 (nullity 32) takes minutes on two threads: the signal comes once a best is shown
    const child = spawn(process.execPath, [BIN, 'solve', '--minimal', '--jobs', '2', '--budget', '3600'], { cwd: APP_DIR, env: { ...process.env, CI: '' } });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // once: a second signal ends the process at once, by that signal
      if (!signalled && /best so far \d+\n/.test(stderr)) signalled = child.kill('SIGINT');
    });
    child.stdin.end(allOn(39));
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(code).toBe(130);
    expect(stderr).toMatch(/note: fewest presses not proven \(stopped by a signal\); printed the fewest found, (\d+); the fewest is at least (\d+)/);
    const [, found, bound] = /printed the fewest found, (\d+); the fewest is at least (\d+)/.exec(stderr)!;
    const presses = pressesOf(stdout, 39);
    expect(presses.count()).toBe(Number(found));
    // A075464(39) = 561: the bound is proven, so never above it; the answer never below it
    expect(Number(bound)).toBeLessThanOrEqual(561);
    expect(Number(found)).toBeGreaterThanOrEqual(561);
    expect(verifySolution(Board.filled(39, 39), presses, CLASSIC_RULE)).toBe(true);
  });
});
