import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForce, ruleArb, shapedBoardArb } from '../_test-support.ts';
import { cases } from '../_test-seed.ts';
import { graphPressEffect } from '../graph/graph-game.ts';
import { randomGraph } from '../graph/graph-families.ts';
import { Board } from '../puzzle/board.ts';
import { seededRandom } from '../puzzle/random.ts';
import { randomStateBoard } from '../puzzle/random-states.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { statePressEffect } from '../puzzle/state-press.ts';
import type { MinimalOption } from './complete.ts';
import { solveGraph } from './graph/graph-solve.ts';
import { solve } from './grid/solve.ts';
import type { SolveResult } from './result.ts';
import { solveStates } from './states/solve-states.ts';

/**
 * Every lower bound the fewest-presses search reports (the exhaustive search's, the information-set bound, the
 * counting bound) is never above the true minimum, found by plain enumeration of every press pattern; answers
 * past the exhaustive bounds are heavier or equal, and proven exactly when their bound reaches them.
 */

/** The ways to ask: exhaustive by default, and past the bounds by work and by coset size. */
const ASKS: MinimalOption[] = [true, { maxExactWork: 0 }, { maxExactSolutions: 1n }];

/** Checks one answer against the true minimum. */
function checkAnswer<P>(result: SolveResult<P>, min: number | null, ask: MinimalOption): void {
  expect(result.solvable).toBe(min !== null);
  if (!result.solvable || min === null) return;
  expect(result.bound).toBeLessThanOrEqual(min);
  expect(result.pressCount).toBeGreaterThanOrEqual(min);
  expect(result.bound).toBeLessThanOrEqual(result.pressCount);
  expect(result.minimal).toBe(result.bound >= result.pressCount);
  if (ask === true) expect([result.pressCount, result.bound, result.minimal]).toEqual([min, min, true]);
}

/** Every count vector over `cells` entries in [0, k), as a callback. */
function eachCounts(cells: number, k: number, visit: (counts: Uint8Array) => void): void {
  const counts = new Uint8Array(cells);
  for (;;) {
    visit(counts);
    let i = 0;
    while (i < cells && ++counts[i]! === k) counts[i++] = 0;
    if (i === cells) return;
  }
}

describe('lower bounds of the fewest presses, against plain enumeration', () => {
  it('two-state grids, every rule and surface', () => {
    fc.assert(
      fc.property(shapedBoardArb(4, 5), ruleArb, fc.constantFrom(...ASKS), (board, rule, ask) => {
        const truth = bruteForce(board, rule);
        checkAnswer(solve(board, { rule, minimal: ask }), truth?.min ?? null, ask);
      }),
      { numRuns: cases(150) },
    );
  });

  it('k-state grids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.constantFrom(3, 4, 5), ruleArb, fc.constantFrom(...ASKS), fc.integer(), (rows, cols, k, rule, ask, seed) => {
        const board = randomStateBoard(rows, cols, k, { random: seededRandom(seed) });
        let min: number | null = null;
        eachCounts(rows * cols, k, (counts) => {
          const presses = new StateBoard(rows, cols, k, counts.slice());
          const after = statePressEffect(presses, rule).cells;
          if (after.every((v, i) => (v + board.cells[i]!) % k === 0)) min = Math.min(min ?? Infinity, counts.reduce((s, v) => s + v, 0));
        });
        checkAnswer(solveStates(board, { rule, minimal: ask }), min, ask);
      }),
      { numRuns: cases(80) },
    );
  });

  it('graphs, both games, two and three states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.constantFrom(2, 3), fc.constantFrom('sigma' as const, 'sigma-plus' as const), fc.constantFrom(...ASKS), fc.integer(), (n, k, game, ask, seed) => {
        const random = seededRandom(seed);
        const graph = randomGraph(n, 0.4, random);
        const lights = Uint8Array.from({ length: n }, () => random() % k);
        let min: number | null = null;
        eachCounts(n, k, (counts) => {
          const effect = graphPressEffect(graph, counts, k, game);
          if (effect.every((v, i) => (v + lights[i]!) % k === 0)) min = Math.min(min ?? Infinity, counts.reduce((s, v) => s + v, 0));
        });
        checkAnswer(solveGraph(graph, lights, { states: k, game, minimal: ask }), min, ask);
      }),
      { numRuns: cases(120) },
    );
  });
});

describe('the run options of the fewest-presses search', () => {
  it('refuses a share, stop or onBest of the wrong kind, naming it', () => {
    const bad: Array<[object, string]> = [
      [{ share: { index: 2, count: 2 } }, 'minimal.share'],
      [{ share: { index: 0, count: 0 } }, 'minimal.share'],
      [{ share: { index: 0, count: 1, best: [5] } }, 'minimal.share.best'],
      [{ stop: true }, 'minimal.stop'],
      [{ onBest: 3 }, 'minimal.onBest'],
    ];
    for (const [minimal, name] of bad) expect(() => solveStates(new StateBoard(2, 2, 2), { minimal: minimal as MinimalOption })).toThrow(name);
  });

  it('reports each lighter solution it finds, the last one the answer', () => {
    for (const n of [16, 19, 30]) {
      const seen: number[] = [];
      const r = solve(Board.filled(n, n), { minimal: { onBest: (w) => seen.push(w) } });
      if (!r.solvable) throw new Error(`the all-on ${n}×${n} board is solvable`);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((w, i) => i === 0 || w < seen[i - 1]!)).toBe(true);
      expect(seen.at(-1)).toBe(r.pressCount);
    }
  });
});
