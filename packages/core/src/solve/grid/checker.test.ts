import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRules, boardArb, ruleArb } from '../../_test-support.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE, ruleName } from '../../puzzle/rule.ts';
import { GridChecker as SolvabilityChecker } from './checker.ts';
import { solve } from './solve.ts';

describe('SolvabilityChecker', () => {
  it('agrees with solve on random boards and targets, every rule', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })).chain(([r, c]) => fc.tuple(boardArb(r, c), boardArb(r, c))),
        (rule, [board, target]) => {
          const checker = new SolvabilityChecker(rule);
          expect(checker.rule).toBe(rule);
          expect(checker.isSolvable(board)).toBe(solve(board, { rule }).solvable);
          expect(checker.isSolvable(board, target)).toBe(solve(board, { rule, target }).solvable);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles many shapes with one checker and caches a basis per shape', () => {
    const checker = new SolvabilityChecker();
    expect(checker.rule).toBe(CLASSIC_RULE);
    const random = seededRandom('checker');
    for (const [rows, cols] of [[4, 4], [5, 5], [4, 4], [9, 9], [16, 16], [5, 5]] as const) {
      for (let i = 0; i < 10; i++) {
        const b = randomBoard(rows, cols, { random });
        expect(checker.isSolvable(b)).toBe(solve(b).solvable);
        expect(checker.isSolvable(randomSolvableBoard(rows, cols, { random }))).toBe(true);
      }
    }
    // 3×3 has nullity 0: everything is solvable
    expect(checker.isSolvable(Board.fromRows(['#..', '...', '...']))).toBe(true);
  });

  it('uses the quiet patterns of the transposed rule for asymmetric stencils', () => {
    const random = seededRandom('checker-asym');
    for (const rule of allRules().filter((r) => r.stencil.name.includes('/'))) {
      const checker = new SolvabilityChecker(rule);
      for (const [rows, cols] of [[3, 3], [4, 4], [5, 5], [6, 6], [4, 7]] as const) {
        for (let i = 0; i < 8; i++) {
          const b = randomBoard(rows, cols, { random });
          expect(checker.isSolvable(b), `${ruleName(rule)} ${rows}×${cols}`).toBe(solve(b, { rule }).solvable);
          expect(checker.isSolvable(randomSolvableBoard(rows, cols, { rule, random })), `${ruleName(rule)} ${rows}×${cols}`).toBe(true);
        }
      }
    }
  });
});
