import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { randomSolvableStateBoard, randomStateBoard } from '../../puzzle/random-states.ts';
import { isStatesSolvable } from './solve-states.ts';
import { StatesSolvabilityChecker } from './states-checker.ts';

const RULES = {
  cross: makeRule(namedStencil('cross')),
  'moore torus': makeRule(namedStencil('moore'), 'torus'),
  'asymmetric ⊣': makeRule(parseStencil('.#./##./.#.')),
};

describe('StatesSolvabilityChecker', () => {
  it.each(Object.entries(RULES).flatMap(([name, rule]) => [3, 4, 6, 12].map((k) => ({ name, rule, k }))))(
    '$name, K = $k: agrees with the solver on random and solvable boards',
    ({ name, rule, k }) => {
      const checker = new StatesSolvabilityChecker(rule, k);
      const random = seededRandom(`${name}${k}`);
      let solvable = 0;
      for (let i = 0; i < 60; i++) {
        const rows = 1 + (random() % 6);
        const cols = 1 + (random() % 6);
        const board = i % 3 === 0 ? randomSolvableStateBoard(rows, cols, k, { rule, random }) : randomStateBoard(rows, cols, k, { density: 1 - 1 / k, random });
        const expected = isStatesSolvable(board, { rule });
        expect(checker.isSolvable(board)).toBe(expected);
        if (expected) solvable++;
      }
      expect(solvable).toBeGreaterThanOrEqual(20);
      expect(solvable).toBeLessThan(60); // some unsolvable boards too, so both answers are checked
    },
  );

  it('solves boards too large to cache one by one', () => {
    const rule = RULES.cross;
    const random = seededRandom(5);
    const checker = new StatesSolvabilityChecker(rule, 3);
    expect(checker.isSolvable(randomSolvableStateBoard(70, 70, 3, { rule, random }))).toBe(true);
  });
});
