import { Board, makeRule, namedStencil } from '@lightsout/core';
import { pressEffect } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

describe('kernel', () => {
  it('prints the quiet-pattern basis as grids separated by blank lines', async () => {
    const { code, stdout } = await runCli(['kernel', '5']);
    expect(code).toBe(0);
    const grids = stdout.trimEnd().split('\n\n').map((g) => Board.fromRows(g.split('\n')));
    expect(grids).toHaveLength(2);
    const rule = makeRule(namedStencil('cross'));
    for (const g of grids) expect(pressEffect(g, rule).isEmpty()).toBe(true);
    // The three non-zero quiet patterns of 5×5 light 12, 12 and 16 cells.
    const sum = grids[0]!.clone().xor(grids[1]!);
    expect([grids[0]!.count(), grids[1]!.count(), sum.count()].sort()).toEqual([12, 12, 16]);
  });

  it('prints nothing for nullity 0', async () => {
    expect(await runCli(['kernel', '3'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('--json lists the patterns as rows', async () => {
    const json = JSON.parse((await runCli(['kernel', '2', '3', '--no-center', '--json'])).stdout);
    // gcd(3, 4) − 1 = 0
    expect(json).toEqual({ rows: 2, cols: 3, nullity: 0, patterns: [] });
    const four = JSON.parse((await runCli(['kernel', '4', '--json'])).stdout);
    expect(four.nullity).toBe(4);
    expect(four.patterns).toHaveLength(4);
    expect(four.patterns[0]).toHaveLength(4);
  });

  it('follows the rule flags', async () => {
    const { stdout } = await runCli(['kernel', '3', '--topology', 'torus']);
    expect(stdout.trimEnd().split('\n\n')).toHaveLength(4);
  });
});
