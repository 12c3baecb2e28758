import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

/** The published `n a(n)` lines of an OEIS sequence from the core's fixtures (comments dropped). */
function published(id: string): string[] {
  const text = readFileSync(new URL(`../../../packages/core/fixtures/oeis/${id}.txt`, import.meta.url), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

describe('nullity --range --bfile', () => {
  it('writes the b-file of A159257 (classic n×n), line for line', async () => {
    const lines = published('A159257');
    const last = Number(lines.at(-1)!.split(' ')[0]);
    const { code, stdout } = await runCli(['nullity', '--range', `1..${last}`, '--bfile']);
    expect(code).toBe(0);
    expect(stdout).toBe(lines.map((line) => `${line.trim().replace(/\s+/, ' ')}\n`).join(''));
  });

  it('writes the b-file of A165738 (torus) with the rule flags', async () => {
    const lines = published('A165738');
    const last = Number(lines.at(-1)!.split(' ')[0]);
    const { code, stdout } = await runCli(['nullity', '--range', `1..${last}`, '--bfile', '--topology', 'torus']);
    expect(code).toBe(0);
    expect(stdout).toBe(lines.map((line) => `${line.trim().replace(/\s+/, ' ')}\n`).join(''));
  });

  it('is contiguous from A to B: every n once, in order', async () => {
    const { stdout } = await runCli(['nullity', '--range', '40..60', '--bfile']);
    expect(stdout.trimEnd().split('\n').map((line) => Number(line.split(' ')[0]))).toEqual(Array.from({ length: 21 }, (_, i) => 40 + i));
  });

  it('refuses without --range, with --json and with --graph', async () => {
    for (const argv of [
      ['nullity', '5', '--bfile'],
      ['nullity', '--table', '1..3', '--bfile'],
      ['nullity', '--range', '1..3', '--bfile', '--json'],
    ]) {
      const { code, stdout, stderr } = await runCli(argv);
      expect(code, argv.join(' ')).not.toBe(0);
      expect(stderr).toMatch(/--bfile/);
      expect(stdout.includes('1 0')).toBe(false);
    }
  });
});
