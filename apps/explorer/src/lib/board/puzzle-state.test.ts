import { Board, solve } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { localRunner } from '../worker/_local-runner.ts';
import { BoardState } from './board-state.svelte.ts';
import { pressRange } from './difficulty.ts';
import { PuzzleState } from './puzzle-state.svelte.ts';

describe('PuzzleState', () => {
  it('starts a hard 5 × 5 puzzle whose fewest presses are in the hard range, from a seed', async () => {
    const state = new BoardState(localRunner, localRunner);
    const game = state.bits.game;
    const puzzles = new PuzzleState(state, localRunner, () => 42);
    puzzles.difficulty = 'hard';
    await puzzles.loadRanges();
    expect(puzzles.most).toMatchObject({ max: 15, exact: true }); // no 5 × 5 board needs more than 15 presses
    await puzzles.make();
    const [lo, hi] = pressRange('hard', puzzles.most!.max);
    expect([lo, hi]).toEqual([11, 15]);
    expect(game.puzzle!.fewest).toBeGreaterThanOrEqual(lo);
    expect(game.puzzle!.fewest).toBeLessThanOrEqual(hi);
    const best = solve(state.board, { minimal: true });
    expect(best.solvable && best.pressCount).toBe(game.puzzle!.fewest);
    expect(game.presses).toBe(0);
  });

  it('measures the fewest presses of a won game that was not a puzzle', async () => {
    const state = new BoardState(localRunner, localRunner);
    const game = state.bits.game;
    const puzzles = new PuzzleState(state, localRunner);
    game.load(Board.filled(3, 3));
    for (const [r, c] of [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2], [0, 0], [0, 0]] as const) game.press(r * 3 + c);
    expect(game.won).toBe(true);
    await puzzles.measure();
    expect(puzzles.fewest).toMatchObject({ count: 5, minimal: true });
    expect((puzzles.fewest!.from as Board).equals(Board.filled(3, 3))).toBe(true);
  });

  it('finds the difficulty ranges again for another side or rule', async () => {
    const state = new BoardState(localRunner, localRunner);
    const puzzles = new PuzzleState(state, localRunner);
    await puzzles.loadRanges();
    expect(puzzles.most?.max).toBe(15);
    puzzles.side = 3;
    expect(puzzles.most).toBeNull(); // the 5 × 5 answer is not shown for 3 × 3
    await puzzles.loadRanges();
    expect(puzzles.most).toMatchObject({ max: 9, exact: true }); // 3 × 3 has one solution each: pressing all 9 is one
    state.setRule({ ...state.spec, topology: 'torus' });
    expect(puzzles.most).toBeNull();
    await puzzles.loadRanges();
    expect(puzzles.most).toMatchObject({ max: 3, exact: true });
  });
});
