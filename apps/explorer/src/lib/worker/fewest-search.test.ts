import { applyPresses, Board, CLASSIC_RULE, type MinimalOption, randomSolvableBoard, seededRandom, type Solved, solve, type WorkOptions } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { EXHAUSTIVE_MAX_NULLITY, searchFewest, sharesFor } from './fewest-search.ts';

/** The search on `board` under the classic rule, with a first look cut at once and `shares` shares. */
function search(board: Board, shares = 4) {
  const told: Solved<Board>[] = [];
  const asked: MinimalOption[] = [];
  const solveWith = (minimal: MinimalOption, work: WorkOptions) => {
    asked.push(minimal);
    return solve(board, { minimal, ...work });
  };
  const answer = searchFewest(solveWith, { onBest: (best) => told.push(best), firstLookMs: 0, now: () => 0, shares });
  return { answer, told, asked };
}

const solves = (board: Board, presses: Board) => applyPresses(board, presses, CLASSIC_RULE).isEmpty();

describe('searchFewest', () => {
  // 19 × 19 has nullity 16: the core's own search proves its fewest presses, the reference here.
  const boards = [0, 1, 2].map((seed) => randomSolvableBoard(19, 19, { random: seededRandom(seed) }));
  const searched = boards.map((board) => ({ board, ...search(board) }));

  it('finds the proven fewest presses through its shares, telling lighter answers that solve the board as it goes', () => {
    for (const { board, answer, told, asked } of searched) {
      const reference = solve(board, { minimal: true });
      if (!reference.solvable || !reference.minimal) throw new Error('the reference must be proven');
      expect(answer.solvable && answer.minimal).toBe(true);
      if (!answer.solvable) continue;
      expect(answer.pressCount).toBe(reference.pressCount);
      expect(answer.bound).toBe(reference.pressCount);
      expect(solves(board, answer.presses)).toBe(true);
      // first the plain solve, then the first look, then the four shares
      expect(asked).toHaveLength(6);
      for (const [i, best] of told.entries()) {
        expect(best.minimal).toBe(false);
        expect(solves(board, best.presses)).toBe(true);
        expect(best.bound).toBeLessThanOrEqual(reference.pressCount);
        if (i > 0) expect(best.pressCount).toBeLessThan(told[i - 1]!.pressCount);
      }
      // the answer is the last one told, now proven
      expect(told.at(-1)?.pressCount).toBe(answer.pressCount);
    }
  });

  it('tells at least the first look when it is not proven', () => {
    expect(searched.some(({ told }) => told.length > 0)).toBe(true);
  });

  it('answers at once, telling nothing, for unsolvable lights and for a unique solution', () => {
    const unsolvable = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);
    const a = search(unsolvable);
    expect(a.answer.solvable).toBe(false);
    expect(a.told).toEqual([]);
    expect(a.asked).toEqual([false]);
    const unique = Board.filled(6, 6); // nullity 0
    const b = search(unique);
    expect(b.answer.solvable && b.answer.minimal).toBe(true);
    expect(b.told).toEqual([]);
    expect(b.asked).toEqual([false]);
  });

  it('shares the walk by nullity: 1 up to 28, doubling after, at most 1024; none past the exhaustive range', () => {
    expect([20, 28, 29, 32, 38, 60].map(sharesFor)).toEqual([1, 1, 2, 16, 1024, 1024]);
    expect(EXHAUSTIVE_MAX_NULLITY).toBeLessThanOrEqual(64);
  });
});
