import { describe, expect, it } from 'vitest';
import { oeisRows } from '../_test-support.ts';
import { Board } from '../puzzle/board.ts';
import { CLASSIC_RULE } from '../puzzle/rule.ts';
import { verifySolution } from './grid/kind.ts';
import { solve } from './grid/solve.ts';

/** A075464: fewest presses for the all-on n×n classic board (published; the solver never sees it). */
const published = new Map(oeisRows('A075464').map(([n, a]) => [Number(n), Number(a)]));

// nullity 32 (39×39) and 30 (47×47) take seconds to minutes: they are benchmark rows, not unit tests
const HEAVY = new Set([39, 47]);

describe('fewest presses for the all-on n×n classic board (A075464)', () => {
  it('the fixture holds the published terms n = 1..54', () => {
    expect([...published.keys()]).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  });

  it('is computed, proven and verified for n = 1..54 but the heavy ones', () => {
    const computed: number[] = [];
    const expected: number[] = [];
    for (const [n, fewest] of published) {
      if (HEAVY.has(n)) continue;
      const board = Board.filled(n, n);
      const r = solve(board, { minimal: true });
      if (!r.solvable) throw new Error(`the all-on ${n}×${n} board is solvable`);
      expect(r.minimal).toBe(true);
      expect(r.bound).toBe(r.pressCount);
      expect(verifySolution(board, r.presses, CLASSIC_RULE)).toBe(true);
      computed.push(r.pressCount);
      expected.push(fewest);
    }
    expect(computed).toEqual(expected);
  });
});
