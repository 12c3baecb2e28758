import { solveWith, kernelWith, nullityWith } from '../../_test-support.ts';
import { describe, expect, test } from 'vitest';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { torusRingMethod } from './torus-ring.ts';
import { verifySolution } from './kind.ts';

const rule = makeRule(namedStencil('cross'), 'torus');

describe('torusRingMethod', () => {
  test('applies to the classic rule on tori of side ≥ 3 only', () => {
    expect(torusRingMethod.applies({ rule: rule, rows: 3, cols: 3 })).toBe(true);
    expect(torusRingMethod.applies({ rule: rule, rows: 2, cols: 9 })).toBe(false);
    expect(torusRingMethod.applies({ rule: makeRule(namedStencil('cross')), rows: 9, cols: 9 })).toBe(false);
    expect(torusRingMethod.applies({ rule: makeRule(namedStencil('moore'), 'torus'), rows: 9, cols: 9 })).toBe(false);
  });

  test('agrees with the dense reference on every shape from 3×3 to 16×16', () => {
    const random = seededRandom('torus-ring');
    let unsolvable = 0;
    for (let rows = 3; rows <= 16; rows++) {
      for (let cols = 3; cols <= 16; cols++) {
        const nullity = nullityWith(denseMethod, rows, cols, rule);
        expect(nullityWith(torusRingMethod, rows, cols, rule), `${rows}×${cols}`).toBe(nullity);
        const kernel = kernelWith(torusRingMethod, rows, cols, rule);
        expect(kernel).toHaveLength(nullity);
        for (const q of kernel) expect(pressEffect(q, rule).isEmpty()).toBe(true);
        for (let trial = 0; trial < 3; trial++) {
          const board = randomBoard(rows, cols, { random });
          const mine = solveWith(torusRingMethod, board, rule);
          const reference = solveWith(denseMethod, board, rule);
          expect(mine.presses === null, `${rows}×${cols}`).toBe(reference.presses === null);
          expect(mine.nullity).toBe(nullity);
          if (mine.presses) expect(verifySolution(board, mine.presses, rule)).toBe(true);
          else unsolvable++;
        }
      }
    }
    expect(unsolvable).toBeGreaterThan(50);
  });

  test('solves large and lopsided tori (self-consistency)', () => {
    const random = seededRandom('torus-big');
    for (const [rows, cols] of [[1000, 1000], [700, 33], [33, 700], [3, 1500]] as const) {
      const board = randomSolvableBoard(rows, cols, { random, rule });
      const result = solveWith(torusRingMethod, board, rule);
      expect(result.presses, `${rows}×${cols}`).not.toBeNull();
      expect(verifySolution(board, result.presses!, rule)).toBe(true);
    }
  });
});
