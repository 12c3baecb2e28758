import { describe, expect, it } from 'vitest';
import { allRules, bitsOf, boardFromBits, naiveConsistent, naiveMatrix, naiveRank, nullityWith, randomBits, solveWith, testRandom } from '../../_test-support.ts';
import { CLASSIC_RULE, ruleName } from '../../puzzle/rule.ts';
import { denseMethod } from './dense.ts';

/** The dense method is the reference the others are held to, so it is itself held to naive elimination. */
describe('dense reference vs naive elimination', () => {
  it('nullity = cells − naive rank, for every rule on shapes up to 5×5', () => {
    for (const rule of allRules()) {
      for (let rows = 1; rows <= 5; rows++) {
        for (let cols = 1; cols <= 5; cols++) {
          const n = rows * cols;
          expect(nullityWith(denseMethod, rows, cols, rule), `${ruleName(rule)} ${rows}×${cols}`).toBe(n - naiveRank(naiveMatrix(rule, rows, cols)));
        }
      }
    }
  });

  it('nullity = cells − naive rank on larger shapes (11×11, 7×12, 12×5), every rule', () => {
    for (const rule of allRules()) {
      for (const [rows, cols] of [[11, 11], [7, 12], [12, 5]] as const) {
        expect(nullityWith(denseMethod, rows, cols, rule), `${ruleName(rule)} ${rows}×${cols}`).toBe(rows * cols - naiveRank(naiveMatrix(rule, rows, cols)));
      }
    }
  });

  it('solvable exactly when the naive system is consistent', () => {
    const rand = testRandom(2024);
    for (const rule of allRules()) {
      for (const [rows, cols] of [[2, 2], [3, 3], [4, 4], [3, 5], [5, 4]] as const) {
        const a = naiveMatrix(rule, rows, cols);
        for (let i = 0; i < 4; i++) {
          const lights = boardFromBits(rows, cols, randomBits(rand, rows * cols));
          const got = solveWith(denseMethod, lights, rule);
          expect(got.presses !== null, `${ruleName(rule)} ${rows}×${cols} ${lights.toRows().join('/')}`).toBe(naiveConsistent(a, bitsOf(lights)));
        }
      }
    }
  });

  it('applies up to DENSE_MAX_CELLS cells', () => {
    expect(denseMethod.applies({ rule: CLASSIC_RULE, rows: 1, cols: 4096 })).toBe(true);
    expect(denseMethod.applies({ rule: CLASSIC_RULE, rows: 4097, cols: 1 })).toBe(false);
  });
});
