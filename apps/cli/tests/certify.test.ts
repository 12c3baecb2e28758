import { readFileSync } from 'node:fs';
import { seededRandom } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

/** Single-bit corruptions checked per run: a seeded budget, spread over the whole file. */
const FLIPS = 160;

describe('nullity --range --certify and verify', () => {
  it('certifies every side: the k of each line is the published nullity, and verify accepts the file', async () => {
    const published = readFileSync(new URL('../../../packages/core/fixtures/oeis/A159257.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^\d/.test(line))
      .slice(0, 60)
      .map((line) => line.trim().split(/\s+/).map(Number));
    const { code, stdout } = await runCli(['nullity', '--range', '1..60', '--certify']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(' ').slice(0, 2).map(Number))).toEqual(published);
    const verified = await runCli(['verify'], stdout);
    expect(verified).toEqual({ code: 0, stdout: '60 certificates hold: n = 1..60\n', stderr: '' });
    const json = await runCli(['verify', '--json'], stdout);
    expect(JSON.parse(json.stdout)).toEqual({ file: '<stdin>', certificates: 60, from: 1, to: 60 });
  });

  it('rejects a certificate with one flipped bit anywhere, naming the first bad line', async () => {
    const { stdout } = await runCli(['nullity', '--range', '1..40', '--certify']);
    const bytes = new TextEncoder().encode(stdout);
    const random = seededRandom('certify-flips');
    for (let i = 0; i < FLIPS; i++) {
      const at = i < 8 ? bytes.length - 1 - i : random() % bytes.length;
      const bit = random() % 8;
      const corrupt = bytes.slice();
      corrupt[at]! ^= 1 << bit;
      const line = new TextDecoder().decode(bytes.subarray(0, at)).split('\n').length;
      const { code, stderr } = await runCli(['verify'], new TextDecoder().decode(corrupt));
      expect(code, `byte ${at} bit ${bit}`).toBe(2);
      // the first bad line is the flipped one, or the one before when its line end was hit
      const reported = Number(/^<stdin>:(\d+):/.exec(stderr)?.[1]);
      expect([line - 1, line], `byte ${at} bit ${bit}: ${stderr}`).toContain(reported);
    }
  });

  it('refuses --certify off the classic rule and with --json, and a file with no certificates', async () => {
    for (const [argv, stdin, reason] of [
      [['nullity', '--range', '1..9', '--certify', '--topology', 'torus'], '', /classic rule/],
      [['nullity', '--range', '1..9', '--certify', '--rule', 'moore'], '', /classic rule/],
      [['nullity', '--range', '1..9', '--certify', '--json'], '', /--json/],
      [['verify'], '', /no certificate lines/],
      [['verify'], '1 0 1 1 1 2 3\n3 0 1 2 3 8 f\n', /:2:1: n = 3: n = 3 does not follow n = 1/],
    ] as const) {
      const { code, stderr } = await runCli([...argv], stdin);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toMatch(reason);
    }
  });
});
