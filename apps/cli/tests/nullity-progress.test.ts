import { spawn } from 'node:child_process';
import { nullity } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { runShellBatch } from './binary.ts';
import { APP_DIR, BIN } from './helpers.ts';

/**
 * `nullity ROWS` of a large side runs in a worker thread: progress on stderr (lines with LIGHTSOUT_PROGRESS=lines),
 * the answer on stdout, and Ctrl-C ends it at once with exit 130. The built binary, as a user runs it.
 */

/** The percentages of the progress lines for side n, checking every stderr line is one. */
function percentages(stderr: string, n: number): number[] {
  const lines = stderr.trimEnd().split('\n');
  return lines.map((line) => {
    const match = new RegExp(`^nullity of ${n}×${n}: (\\d+)%$`).exec(line);
    expect(match, `stderr line ${JSON.stringify(line)}`).not.toBeNull();
    return Number(match![1]);
  });
}

describe('nullity of one large size', () => {
  it('prints progress lines when asked, and the same answer as the core, with or without them', () => {
    const sides = [300_000, 300_001];
    const commands: Record<string, string> = { plain: `$LIGHTSOUT nullity ${sides[0]}` };
    for (const n of sides) commands[`lines ${n}`] = `LIGHTSOUT_PROGRESS=lines $LIGHTSOUT nullity ${n}`;
    const runs = runShellBatch(commands);
    expect([runs.plain!.code, runs.plain!.stdout, runs.plain!.stderr]).toEqual([0, `${nullity(sides[0]!, sides[0]!)}\n`, '']);
    for (const n of sides) {
      const lines = runs[`lines ${n}`]!;
      expect([lines.code, lines.stdout], `n = ${n}`).toEqual([0, `${nullity(n, n)}\n`]);
      const seen = percentages(lines.stderr, n);
      expect(seen.length, `n = ${n}`).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!, `n = ${n}`).toBeGreaterThan(seen[i - 1]!);
      expect(seen.at(-1), `n = ${n}`).toBe(100);
    }
  });

  it('stops on Ctrl-C while computing: exit 130, a one-line note, nothing on stdout', async () => {
    const child = spawn(process.execPath, [BIN, 'nullity', '10000000'], { cwd: APP_DIR, env: { ...process.env, CI: '', LIGHTSOUT_PROGRESS: 'lines' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    // a hang guard, not a timing: the signal goes as soon as the first progress line shows the work under way
    const guard = setTimeout(() => child.kill('SIGKILL'), 120_000);
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        const first = stderr === '';
        stderr += chunk.toString();
        if (first) child.kill('SIGINT');
      });
      child.on('close', (status) => resolve(status));
    });
    clearTimeout(guard);
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^nullity of 10000000×10000000: 0%\n(.*\n)*lightsout: stopped by SIGINT\n$/);
    expect(stderr).not.toMatch(/ at |Error/);
  });
});
