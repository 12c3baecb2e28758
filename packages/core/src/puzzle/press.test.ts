import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRules, bitsOf, boardArb, naiveApply, naiveMatrix, ruleArb } from '../_test-support.ts';
import { getBit } from '../gf2/words.ts';
import { Board } from './board.ts';
import { applyPresses, pressCell, pressEffect, pressesReach } from './press.ts';
import { CLASSIC_RULE } from './rule.ts';
import { ruleMatrix } from './rule-matrix.ts';

/** Shapes up to 7×7 plus wide ones whose rows cross word boundaries. */
const shapeArb = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })),
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom(31, 32, 33, 63, 64, 65)),
);

const caseArb = fc.tuple(ruleArb, shapeArb).chain(([rule, [rows, cols]]) => fc.tuple(fc.constant(rule), boardArb(rows, cols), boardArb(rows, cols)));

function paddingIsZero(b: Board): boolean {
  for (let r = 0; r < b.rows; r++) for (let c = b.cols; c < b.stride * 32; c++) if (getBit(b.words.subarray(r * b.stride), c)) return false;
  return true;
}

describe('ruleMatrix', () => {
  it('has A[i][j] set exactly when pressing cell j toggles cell i, for every rule', () => {
    for (const rule of allRules()) {
      for (const [rows, cols] of [[1, 1], [1, 3], [2, 2], [3, 4], [4, 3], [5, 5]] as const) {
        const a = ruleMatrix(rule, rows, cols);
        const want = naiveMatrix(rule, rows, cols);
        expect(a.rows).toBe(rows * cols);
        expect(a.cols).toBe(rows * cols);
        for (let i = 0; i < rows * cols; i++) for (let j = 0; j < rows * cols; j++) expect(a.get(i, j)).toBe(want[i]![j]);
      }
    }
  });

  it('is symmetric for the named stencils', () => {
    for (const rule of allRules().filter((r) => !r.stencil.name.includes('/'))) {
      const a = ruleMatrix(rule, 4, 5);
      expect(a.equals(a.transpose())).toBe(true);
    }
  });

  it('refuses boards over MAX_MATRIX_CELLS before allocating', () => {
    expect(() => ruleMatrix(CLASSIC_RULE, 129, 128)).toThrow(RangeError);
    expect(() => ruleMatrix(CLASSIC_RULE, 0, 3)).toThrow(RangeError);
  });
});

describe('pressCell, pressEffect, applyPresses and ruleMatrix agree', () => {
  it('pressEffect = naive presses = A·x = one pressCell per pressed cell', () => {
    fc.assert(
      fc.property(caseArb, ([rule, presses]) => {
        const { rows, cols } = presses;
        const blank = new Board(rows, cols);
        const effect = pressEffect(presses, rule);
        expect(effect.equals(naiveApply(blank, presses, rule))).toBe(true);
        expect(paddingIsZero(effect)).toBe(true);
        const byCell = new Board(rows, cols);
        for (const [r, c] of presses.cells()) pressCell(byCell, rule, r, c);
        expect(byCell.equals(effect)).toBe(true);
        if (rows * cols <= 1024) {
          const ax = ruleMatrix(rule, rows, cols).multiplyVector(presses.toVector());
          expect(Board.fromVector(rows, cols, ax).equals(effect)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('applyPresses = board + A·presses, leaving its arguments alone', () => {
    fc.assert(
      fc.property(caseArb, ([rule, presses, board]) => {
        const before = board.clone();
        const pressesBefore = presses.clone();
        const after = applyPresses(board, presses, rule);
        expect(after.equals(naiveApply(board, presses, rule))).toBe(true);
        expect(board.equals(before)).toBe(true);
        expect(presses.equals(pressesBefore)).toBe(true);
        // pressing the same pattern twice cancels
        expect(applyPresses(after, presses, rule).equals(board)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('pressEffect is linear: effect(x + y) = effect(x) + effect(y)', () => {
    fc.assert(
      fc.property(caseArb, ([rule, x, y]) => {
        const sum = x.clone().xor(y);
        expect(bitsOf(pressEffect(sum, rule))).toEqual(bitsOf(pressEffect(x, rule).xor(pressEffect(y, rule))));
      }),
      { numRuns: 100 },
    );
  });

  it('pressesReach says exactly whether board + A·presses equals the target, for every rule', () => {
    const targetArb = fc.tuple(caseArb, fc.boolean(), fc.boolean(), fc.nat());
    fc.assert(
      fc.property(targetArb, ([[rule, board, presses], withTarget, exact, seed]) => {
        const after = naiveApply(board, presses, rule);
        let target: Board | undefined = withTarget ? after.clone() : undefined;
        if (!exact) {
          // one light off from the truth, in a cell that moves with the seed
          const cell = seed % (board.rows * board.cols);
          target ??= after.clone();
          target.toggle((cell / board.cols) | 0, cell % board.cols);
        }
        const reached = target ?? new Board(board.rows, board.cols);
        expect(pressesReach(board, presses, rule, target)).toBe(after.equals(reached));
      }),
      { numRuns: 400 },
    );
  });

  it('the classic centre press lights a plus', () => {
    const b = new Board(3, 3);
    pressCell(b, CLASSIC_RULE, 1, 1);
    expect(b.toRows()).toEqual(['.#.', '###', '.#.']);
    pressCell(b, CLASSIC_RULE, 1, 1);
    expect(b.isEmpty()).toBe(true);
  });
});
