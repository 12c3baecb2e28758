import { Board, makeRule, namedStencil, seededRandom, SolvabilityChecker, solve } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { Game } from './game.ts';

const CROSS = makeRule(namedStencil('cross'));

function game(rows = 5, cols = 5, seed = 1): Game {
  return new Game(rows, cols, CROSS, seededRandom(seed));
}

describe('Game', () => {
  it('starts on a solvable, non-empty board with the cursor top left', () => {
    const g = game(4, 4);
    expect(g.board.isEmpty()).toBe(false);
    expect(new SolvabilityChecker(CROSS).isSolvable(g.board)).toBe(true);
    expect(g.cursor).toEqual([0, 0]);
    expect(g.presses).toBe(0);
  });

  it('moves the cursor with wrap-around', () => {
    const g = game(3, 4);
    g.apply('up');
    expect(g.cursor).toEqual([2, 0]);
    g.apply('left');
    expect(g.cursor).toEqual([2, 3]);
    g.apply('down');
    g.apply('right');
    expect(g.cursor).toEqual([0, 0]);
  });

  it('press toggles the stencil at the cursor and counts', () => {
    const g = game();
    const before = g.board.clone();
    g.apply('right');
    g.apply('down');
    g.apply('press');
    expect(g.presses).toBe(1);
    const changed = before.xor(g.board);
    expect(changed.cells()).toEqual([
      [0, 1],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
  });

  it('following hints wins in the minimal number of presses', () => {
    const g = game(5, 5, 7);
    const fewest = solve(g.board.clone(), { rule: CROSS, minimal: true });
    expect(fewest.solvable).toBe(true);
    const needed = fewest.solvable ? fewest.pressCount : 0;
    for (let i = 0; i < 100 && !g.won; i++) {
      g.apply('hint');
      const hint = g.hint;
      expect(hint).not.toBeNull();
      g.cursor = hint!;
      g.apply('press');
    }
    expect(g.won).toBe(true);
    expect(g.presses).toBe(needed);
    expect(g.solved).toBe(1);
    expect(g.message).toMatch(/^Solved in \d+ presses!/);
  });

  it('s shows and hides an optimal solution that solves the board', () => {
    const g = game(4, 4, 3);
    g.apply('solution');
    const shown = g.solution!;
    expect(shown).not.toBeNull();
    const after = g.board.clone();
    const check = new Game(4, 4, CROSS, seededRandom(3));
    for (const [r, c] of shown.cells()) {
      check.cursor = [r, c];
      check.apply('press');
    }
    expect(check.won).toBe(true);
    expect(after.equals(g.board)).toBe(true);
    expect(g.render()).toContain('<');
    g.apply('solution');
    expect(g.solution).toBeNull();
  });

  it('n deals a new board and resets the counter; q quits', () => {
    const g = game();
    g.apply('press');
    const old = g.board.clone();
    g.apply('new');
    expect(g.presses).toBe(0);
    expect(g.board.equals(old)).toBe(false);
    g.apply('quit');
    expect(g.quit).toBe(true);
  });

  it('renders the board, the cursor, the counter and the keys', () => {
    const g = game(2, 3);
    g.board = Board.fromRows(['#..', '.#.']);
    expect(g.render()).toBe(
      'Lights Out 2×3 · cross on plane · presses: 0\n\n[#] .  . \n .  #  . \n\narrows move · space press · h hint · s solution · n new · q quit\n\n',
    );
  });

  it('uses the rule it is given', () => {
    const g = new Game(3, 3, makeRule(namedStencil('cross', { center: false }), 'torus'), seededRandom(2));
    const before = g.board.clone();
    g.apply('press');
    expect(before.xor(g.board).cells()).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [2, 0],
    ]);
  });
});
