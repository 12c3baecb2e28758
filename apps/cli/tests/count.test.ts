import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

describe('count', () => {
  it('prints K of N solvable and a per-size breakdown sorted by size', async () => {
    const { code, stdout, stderr } = await runCli(['count', 'fixtures/mixed.txt']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toBe('2 of 5 solvable\n2x3: 0 of 1 solvable\n3x2: 0 of 1 solvable\n3x3: 2 of 2 solvable\n5x5: 0 of 1 solvable\n');
  });

  it('answers the seed problem: one of its two examples is solvable', async () => {
    const { stdout } = await runCli(['count', 'fixtures/seed.txt']);
    expect(stdout).toBe('1 of 2 solvable\n5x5: 1 of 2 solvable\n');
  });

  it('--json gives boards, solvable and bySize', async () => {
    const { code, stdout } = await runCli(['count', '--json', 'fixtures/mixed.txt']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      boards: 5,
      solvable: 2,
      bySize: {
        '2x3': { boards: 1, solvable: 0 },
        '3x2': { boards: 1, solvable: 0 },
        '3x3': { boards: 2, solvable: 2 },
        '5x5': { boards: 1, solvable: 0 },
      },
    });
  });

  it('counts an empty input as 0 of 0', async () => {
    expect((await runCli(['count', 'fixtures/empty.txt'])).stdout).toBe('0 of 0 solvable\n');
    expect(JSON.parse((await runCli(['count', '--json'], '')).stdout)).toEqual({ boards: 0, solvable: 0, bySize: {} });
  });

  it('reads stdin', async () => {
    const { stdout } = await runCli(['count', '-'], '2\n#.\n..\n');
    expect(stdout).toBe('1 of 1 solvable\n2x2: 1 of 1 solvable\n');
  });

  it('agrees with 4×4 facts: a board with one light is unsolvable (nullity 4), the all-on board is solvable', async () => {
    const { stdout } = await runCli(['count', '--json'], '4\n#...\n....\n....\n....\n4\n####\n####\n####\n####\n');
    expect(JSON.parse(stdout)).toMatchObject({ boards: 2, solvable: 1 });
  });

  it('applies the rule flags', async () => {
    // One light on a 2×2 board: the cross has nullity 0 there, so every board is solvable.
    const input = '2\n#.\n..\n';
    const cross = JSON.parse((await runCli(['count', '--json'], input)).stdout);
    const noCenter = JSON.parse((await runCli(['count', '--json', '--no-center'], input)).stdout);
    expect(cross.solvable).toBe(1);
    // Without the centre, 2×2 has nullity gcd(3,3) − 1 = 2 and a single light cannot be solved.
    expect(noCenter.solvable).toBe(0);
  });
});
