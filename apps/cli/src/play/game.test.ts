import { Board, isStatesSolvable, makeRule, namedStencil, SolvabilityChecker, StateBoard, seededRandom, solve, solveStates } from '@lightsout/core';
import { applyStatePresses } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { Game } from './game.ts';

const CROSS = makeRule(namedStencil('cross'));

/** The game's lights: a two-state game plays on a bit board. */
function lights(g: Game): Board {
  expect(g.board).toBeInstanceOf(Board);
  return g.board as Board;
}

function game(rows = 5, cols = 5, seed = 1): Game {
  return new Game(rows, cols, CROSS, seededRandom(seed));
}

/** Presses where the hints point until the board is won (at most `limit` presses), each hint's message matching `message`. */
function followHints(g: Game, limit: number, message?: RegExp): void {
  for (let i = 0; i < limit && !g.won; i++) {
    g.apply('hint');
    expect(g.hint).not.toBeNull();
    if (message) expect(g.message).toMatch(message);
    g.cursor = g.hint!;
    g.apply('press');
  }
  expect(g.won).toBe(true);
  expect(g.solved).toBe(1);
  expect(g.message).toMatch(/^Solved in \d+ presses!/);
}

describe('Game', () => {
  it('starts on a solvable, non-empty board with the cursor top left', () => {
    const g = game(4, 4);
    expect(lights(g).isEmpty()).toBe(false);
    expect(new SolvabilityChecker(CROSS).isSolvable(lights(g))).toBe(true);
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
    const before = lights(g).clone();
    g.apply('right');
    g.apply('down');
    g.apply('press');
    expect(g.presses).toBe(1);
    const changed = before.xor(lights(g));
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
    const fewest = solve(lights(g).clone(), { rule: CROSS, minimal: true });
    expect(fewest.solvable).toBe(true);
    const needed = fewest.solvable ? fewest.pressCount : 0;
    followHints(g, 100);
    expect(g.presses).toBe(needed);
  });

  it('s shows and hides an optimal solution that solves the board', () => {
    const g = game(4, 4, 3);
    g.apply('solution');
    const shown = g.solution as Board;
    expect(shown).not.toBeNull();
    const after = lights(g).clone();
    const check = new Game(4, 4, CROSS, seededRandom(3));
    for (const [r, c] of shown.cells()) {
      check.cursor = [r, c];
      check.apply('press');
    }
    expect(check.won).toBe(true);
    expect(after.equals(lights(g))).toBe(true);
    expect(g.render()).toContain('<');
    g.apply('solution');
    expect(g.solution).toBeNull();
  });

  it('n deals a new board and resets the counter; q quits', () => {
    const g = game();
    g.apply('press');
    const old = lights(g).clone();
    g.apply('new');
    expect(g.presses).toBe(0);
    expect(lights(g).equals(old)).toBe(false);
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
    const before = lights(g).clone();
    g.apply('press');
    expect(before.xor(lights(g)).cells()).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [2, 0],
    ]);
  });
});

function stateGame(rows = 4, cols = 4, states = 3, seed = 1): Game {
  return new Game(rows, cols, CROSS, seededRandom(seed), states);
}

/** The game's lights: a k-state game plays on a StateBoard. */
function stateLights(g: Game): StateBoard {
  expect(g.board).toBeInstanceOf(StateBoard);
  return g.board as StateBoard;
}

describe('Game with K states', () => {
  it('starts on a solvable board that is not solved, cells 0..K−1', () => {
    const g = stateGame(4, 4, 3);
    expect(stateLights(g).states).toBe(3);
    expect(stateLights(g).isZero()).toBe(false);
    expect(isStatesSolvable(stateLights(g), { rule: CROSS })).toBe(true);
    expect(g.cursor).toEqual([0, 0]);
  });

  it('press adds 1 (mod K) to the stencil at the cursor and counts', () => {
    const g = stateGame(3, 3, 5);
    const before = stateLights(g).clone();
    g.apply('down');
    g.apply('right');
    g.apply('press');
    expect(g.presses).toBe(1);
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        const inCross = Math.abs(r - 1) + Math.abs(c - 1) <= 1;
        expect(stateLights(g).get(r, c)).toBe((before.get(r, c) + (inCross ? 1 : 0)) % 5);
      }
    }
  });

  it('following hints wins in the fewest presses', () => {
    const g = stateGame(4, 4, 3, 7);
    const fewest = solveStates(stateLights(g).clone(), { rule: CROSS, minimal: true });
    const needed = fewest.solvable ? fewest.pressCount : -1;
    followHints(g, 200, /^Hint: press row \d, column \d \(\d times in the solution\)\.$/);
    expect(g.presses).toBe(needed);
  });

  it('s shows the press counts beside the board; they solve it', () => {
    const g = stateGame(3, 3, 4, 2);
    g.apply('solution');
    expect(g.solution).not.toBeNull();
    expect(applyStatePresses(stateLights(g), g.solution as StateBoard, CROSS).isZero()).toBe(true);
    const rows = g.render().split('\n').slice(2, 5);
    for (const row of rows) expect(row).toMatch(/^(.\d.){3} {4}( [.1-3]){3}$/);
    g.apply('solution');
    expect(g.solution).toBeNull();
  });

  it('renders the title with the states, the cursor and the keys', () => {
    const text = stateGame(2, 3, 3).render();
    expect(text.split('\n')[0]).toBe('Lights Out 2×3 · 3 states · cross on plane · presses: 0');
    expect(text.split('\n')[2]).toMatch(/^\[\d\]/);
    expect(text).toContain('space adds 1 (mod 3)');
  });

  it('n deals a new board, q quits', () => {
    const g = stateGame();
    g.apply('press');
    g.apply('new');
    expect(g.presses).toBe(0);
    expect(g.message).toBe('New board.');
    g.apply('quit');
    expect(g.quit).toBe(true);
  });
});
