import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

/** The data lines of a fixture of the core's OEIS references (comments dropped, spaces normalised). */
function published(id: string): string[] {
  const text = readFileSync(new URL(`../../../packages/core/fixtures/oeis/${id}.txt`, import.meta.url), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).map((line) => line.trim().replace(/\s+/, ' '));
}

describe('nullity --range --sequence: the derived tables as b-files', () => {
  it('A075462 (2^nullity) and A165738 (torus) match the published terms', async () => {
    for (const id of ['A075462', 'A165738']) {
      const lines = published(id);
      const { code, stdout } = await runCli(['nullity', '--range', `1..${lines.length}`, '--sequence', id]);
      expect(code, id).toBe(0);
      expect(stdout, id).toBe(lines.map((line) => `${line}\n`).join(''));
    }
  });

  it('A076436 (nullity 0) lists the published sides up to 120, indexed from 1; A117870 lists the others', async () => {
    const sides = published('A076436').map(Number);
    const zero = await runCli(['nullity', '--range', '1..120', '--sequence', 'A076436']);
    expect(zero.stdout).toBe(sides.map((n, i) => `${i + 1} ${n}\n`).join(''));
    const rest = Array.from({ length: 120 }, (_, i) => i + 1).filter((n) => !sides.includes(n));
    const positive = await runCli(['nullity', '--range', '1..120', '--sequence', 'a117870', '--jobs', '2']);
    expect(positive.stdout).toBe(rest.map((n, i) => `${i + 1} ${n}\n`).join(''));
  });

  it('refuses an unknown table, rule flags that contradict the table, and a listing not counted from 1', async () => {
    for (const [argv, reason] of [
      [['nullity', '--range', '1..9', '--sequence', 'A000001'], /unknown table 'A000001'.*A159257/],
      [['nullity', '--range', '1..9', '--sequence', 'A075462', '--topology', 'torus'], /chooses the rule/],
      [['nullity', '--range', '5..9', '--sequence', 'A076436'], /counted from n = 1/],
      [['nullity', '--table', '1..9', '--sequence', 'A075462'], /--sequence needs --range/],
    ] as const) {
      const { code, stdout, stderr } = await runCli([...argv]);
      expect(code, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(reason);
    }
  });
});
