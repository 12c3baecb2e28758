import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { localRunner } from './worker/_local-runner.ts';
import { Explorer } from './explorer.svelte.ts';
import { CLASSIC_SPEC } from './rule/rule-spec.ts';
import { fromHash, toHash } from './link/url-state.ts';

const runners = { solve: localRunner, facts: localRunner, table: localRunner, chart: localRunner };

describe('Explorer', () => {
  it('reproduces a linked state and links back to it', () => {
    const board = Board.fromRows(['#..', '.#.', '..#', '###']);
    const hash = toHash({ view: 'board', rule: { ...CLASSIC_SPEC, topology: 'torus' }, board, atlasSide: 20, chartSide: null });
    const explorer = new Explorer(runners);
    explorer.apply(fromHash(hash).state);
    expect(explorer.board.board.equals(board)).toBe(true);
    expect(explorer.board.spec.topology).toBe('torus');
    expect(explorer.atlasSide).toBe(20);
    expect(toHash(explorer.snapshot())).toBe(hash);
  });

  it('opens a size from the atlas on the board page, all on', () => {
    const explorer = new Explorer(runners);
    explorer.view = 'atlas';
    explorer.openSize(4, 7);
    expect(explorer.view).toBe('board');
    expect(explorer.board.board.equals(Board.filled(4, 7))).toBe(true);
  });

  it('changing the rule drops what was drawn for the old one', async () => {
    const explorer = new Explorer(runners);
    await explorer.board.bits.solver.solve();
    expect(explorer.board.bits.game.solution).not.toBeNull();
    explorer.setRule({ ...CLASSIC_SPEC, stencil: 'moore' });
    expect(explorer.board.bits.game.solution).toBeNull();
    expect(explorer.board.bits.solver.status).toBe('idle');
  });
});
