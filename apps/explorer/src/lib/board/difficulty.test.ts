import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, pressRange, PUZZLE_SIDES } from './difficulty.ts';

describe('pressRange', () => {
  it('splits 5 × 5 into 2–5, 6–10 and 11–25 presses', () => {
    expect(DIFFICULTIES.map((d) => pressRange(d, 25))).toEqual([
      [2, 5],
      [6, 10],
      [11, 25],
    ]);
  });

  it('gives every offered size three ranges that follow each other without gaps', () => {
    for (const side of PUZZLE_SIDES) {
      const cells = side * side;
      const [easy, medium, hard] = DIFFICULTIES.map((d) => pressRange(d, cells));
      expect(easy![0]).toBe(2);
      expect(medium![0]).toBe(easy![1] + 1);
      expect(hard![0]).toBe(medium![1] + 1);
      expect(hard![1]).toBe(cells);
    }
  });
});
