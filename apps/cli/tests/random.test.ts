import { parseGrids, SolvabilityChecker, makeRule, namedStencil } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

describe('random', () => {
  it('prints grids in the text format with headers', async () => {
    const { code, stdout } = await runCli(['random', '4', '6', '--count', '3', '--seed', '1']);
    expect(code).toBe(0);
    const grids = [...parseGrids(stdout)];
    expect(grids).toHaveLength(3);
    for (const { board } of grids) expect([board.rows, board.cols]).toEqual([4, 6]);
    expect(stdout.split('\n')[0]).toBe('4 6');
  });

  it('--seed is reproducible and different seeds differ', async () => {
    const a = await runCli(['random', '8', '--count', '5', '--seed', 'abc']);
    const b = await runCli(['random', '8', '--count', '5', '--seed', 'abc']);
    const c = await runCli(['random', '8', '--count', '5', '--seed', 'abd']);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
  });

  it('--density 0 and 1 give empty and full boards', async () => {
    expect((await runCli(['random', '3', '--density', '0'])).stdout).toBe('3\n...\n...\n...\n');
    expect((await runCli(['random', '2', '3', '--density=1'])).stdout).toBe('2 3\n###\n###\n');
  });

  it('--solvable gives only solvable boards (4×4 has nullity 4, so random ones mostly are not)', async () => {
    const { stdout } = await runCli(['random', '4', '--count', '50', '--seed', '9', '--solvable']);
    const checker = new SolvabilityChecker();
    const boards = [...parseGrids(stdout)].map((g) => g.board);
    expect(boards).toHaveLength(50);
    expect(boards.every((b) => checker.isSolvable(b))).toBe(true);
  });

  it('--solvable follows the rule', async () => {
    const rule = makeRule(namedStencil('moore'), 'torus');
    const { stdout } = await runCli(['random', '5', '--count', '20', '--seed', '2', '--solvable', '--rule', 'moore', '--topology', 'torus']);
    const checker = new SolvabilityChecker(rule);
    expect([...parseGrids(stdout)].every((g) => checker.isSolvable(g.board))).toBe(true);
  });

  it('--count 0 prints nothing', async () => {
    expect((await runCli(['random', '3', '--count', '0'])).stdout).toBe('');
  });

  it('--json gives an array of rows, cols and lights', async () => {
    const json = JSON.parse((await runCli(['random', '2', '3', '--count', '2', '--seed', '5', '--json'])).stdout);
    expect(json).toHaveLength(2);
    expect(Object.keys(json[0])).toEqual(['rows', 'cols', 'lights']);
    expect(json[0].lights).toHaveLength(2);
    expect(json[0].lights[0]).toMatch(/^[#.]{3}$/);
  });

  it('feeds count', async () => {
    const generated = await runCli(['random', '5', '--count', '40', '--seed', '3', '--solvable']);
    expect((await runCli(['count'], generated.stdout)).stdout).toBe('40 of 40 solvable\n5x5: 40 of 40 solvable\n');
  });
});
