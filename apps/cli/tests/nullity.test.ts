import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

/** A159257, n = 1..12. */
const CLASSIC = [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0];
/** A165738 (torus), n = 1..9. */
const TORUS = [0, 0, 4, 0, 8, 8, 0, 0, 4];

describe('nullity', () => {
  it('prints one integer for ROWS', async () => {
    const { code, stdout } = await runCli(['nullity', '5']);
    expect(code).toBe(0);
    expect(stdout).toBe('2\n');
  });

  it('takes COLS for rectangles', async () => {
    // Without centre, m×n nullity is gcd(m+1, n+1) − 1: gcd(6, 9) − 1 = 2.
    expect((await runCli(['nullity', '5', '8', '--no-center'])).stdout).toBe('2\n');
  });

  it('--json for one size', async () => {
    expect(JSON.parse((await runCli(['nullity', '4', '--json'])).stdout)).toEqual({ rows: 4, cols: 4, nullity: 4 });
  });

  it('--range prints n nullity lines matching A159257', async () => {
    const { stdout } = await runCli(['nullity', '--range', '1..12']);
    expect(stdout).toBe(CLASSIC.map((k, i) => `${i + 1} ${k}\n`).join(''));
  });

  it('--range --json', async () => {
    const json = JSON.parse((await runCli(['nullity', '--range=3..5', '--json'])).stdout);
    expect(json).toEqual([
      { n: 3, nullity: 0 },
      { n: 4, nullity: 4 },
      { n: 5, nullity: 2 },
    ]);
  });

  it('--topology torus matches A165738', async () => {
    const { stdout } = await runCli(['nullity', '--range', '1..9', '--topology', 'torus']);
    expect(stdout).toBe(TORUS.map((k, i) => `${i + 1} ${k}\n`).join(''));
  });

  it('--rule moore: 2n−1 when n ≡ 2 (mod 3), else 0', async () => {
    const { stdout } = await runCli(['nullity', '--range', '1..8', '--rule', 'moore']);
    expect(stdout).toBe('1 0\n2 3\n3 0\n4 0\n5 9\n6 0\n7 0\n8 15\n');
  });

  it('--table prints the m×n table with a header row', async () => {
    const { stdout } = await runCli(['nullity', '--table', '3..5', '--no-center']);
    // gcd(m+1, n+1) − 1
    expect(stdout).toBe('m\\n 3 4 5\n  3 3 0 1\n  4 0 4 0\n  5 1 0 5\n');
  });

  it('--table --json', async () => {
    const json = JSON.parse((await runCli(['nullity', '--table', '4..5', '--json'])).stdout);
    expect(json).toEqual({ from: 4, to: 5, table: [[4, 0], [0, 2]] });
  });

  it('--stencil gives a custom rule', async () => {
    expect((await runCli(['nullity', '4', '--stencil', '.#./###/.#.'])).stdout).toBe('4\n');
  });
});
