import { isStatesSolvable, makeRule, namedStencil, seededRandom, solveStates } from '@lightsout/core';
import { applyStatePresses } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { StateGame } from './state-game.ts';

const CROSS = makeRule(namedStencil('cross'));

function game(rows = 4, cols = 4, states = 3, seed = 1): StateGame {
  return new StateGame(rows, cols, states, CROSS, seededRandom(seed));
}

describe('StateGame', () => {
  it('starts on a solvable board that is not solved, cells 0..K−1', () => {
    const g = game(4, 4, 3);
    expect(g.board.states).toBe(3);
    expect(g.board.isZero()).toBe(false);
    expect(isStatesSolvable(g.board, { rule: CROSS })).toBe(true);
    expect(g.cursor).toEqual([0, 0]);
  });

  it('press adds 1 (mod K) to the stencil at the cursor and counts', () => {
    const g = game(3, 3, 5);
    const before = g.board.clone();
    g.apply('down');
    g.apply('right');
    g.apply('press');
    expect(g.presses).toBe(1);
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        const inCross = Math.abs(r - 1) + Math.abs(c - 1) <= 1;
        expect(g.board.get(r, c)).toBe((before.get(r, c) + (inCross ? 1 : 0)) % 5);
      }
    }
  });

  it('following hints wins in the fewest presses', () => {
    const g = game(4, 4, 3, 7);
    const fewest = solveStates(g.board.clone(), { rule: CROSS, minimal: true });
    const needed = fewest.solvable ? fewest.pressCount : -1;
    for (let i = 0; i < 200 && !g.won; i++) {
      g.apply('hint');
      expect(g.hint).not.toBeNull();
      expect(g.message).toMatch(/^Hint: press row \d, column \d \(\d times in the solution\)\.$/);
      g.cursor = g.hint!;
      g.apply('press');
    }
    expect(g.won).toBe(true);
    expect(g.presses).toBe(needed);
    expect(g.solved).toBe(1);
    expect(g.message).toMatch(/^Solved in \d+ presses!/);
  });

  it('s shows the press counts beside the board; they solve it', () => {
    const g = game(3, 3, 4, 2);
    g.apply('solution');
    expect(g.solution).not.toBeNull();
    expect(applyStatePresses(g.board, g.solution!, CROSS).isZero()).toBe(true);
    const rows = g.render().split('\n').slice(2, 5);
    for (const row of rows) expect(row).toMatch(/^(.\d.){3} {4}( [.1-3]){3}$/);
    g.apply('solution');
    expect(g.solution).toBeNull();
  });

  it('renders the title with the states, the cursor and the keys', () => {
    const text = game(2, 3, 3).render();
    expect(text.split('\n')[0]).toBe('Lights Out 2×3 · 3 states · cross on plane · presses: 0');
    expect(text.split('\n')[2]).toMatch(/^\[\d\]/);
    expect(text).toContain('space adds 1 (mod 3)');
  });

  it('n deals a new board, q quits', () => {
    const g = game();
    g.apply('press');
    g.apply('new');
    expect(g.presses).toBe(0);
    expect(g.message).toBe('New board.');
    g.apply('quit');
    expect(g.quit).toBe(true);
  });
});
