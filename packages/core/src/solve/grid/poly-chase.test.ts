import { solveWith, kernelWith, nullityWith } from '../../_test-support.ts';
import { describe, expect, test } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE } from '../../puzzle/rule.ts';
import { denseMethod } from './dense.ts';
import { classicNullity, classicNullityTable, polyChaseMethod } from './poly-chase.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { nullity } from '../queries.ts';

const rule = CLASSIC_RULE;

describe('polyChaseMethod against the dense reference', () => {
  test('nullity and quiet patterns on every shape up to 20×20', () => {
    for (let rows = 1; rows <= 20; rows++) {
      for (let cols = 1; cols <= 20; cols++) {
        const expected = nullityWith(denseMethod, rows, cols, rule);
        expect(nullityWith(polyChaseMethod, rows, cols, rule), `${rows}×${cols}`).toBe(expected);
        const kernel = kernelWith(polyChaseMethod, rows, cols, rule);
        expect(kernel).toHaveLength(expected);
        for (const q of kernel) {
          expect(q.isEmpty()).toBe(false);
          expect(pressEffect(q, rule).isEmpty()).toBe(true);
        }
      }
    }
  });

  test('solvability, presses and proofs on random boards, square and rectangular', () => {
    const random = seededRandom('poly-chase');
    let unsolvable = 0;
    for (let rows = 1; rows <= 20; rows++) {
      for (let cols = 1; cols <= 20; cols++) {
        for (let trial = 0; trial < 3; trial++) {
          const board = randomBoard(rows, cols, { random });
          const mine = solveWith(polyChaseMethod, board, rule);
          const reference = solveWith(denseMethod, board, rule);
          expect(mine.presses === null, `${rows}×${cols}`).toBe(reference.presses === null);
          expect(mine.nullity).toBe(reference.nullity);
          if (mine.presses) expect(verifySolution(board, mine.presses, rule)).toBe(true);
          else {
            unsolvable++;
            expect(mine.proof).toBeDefined();
            expect(verifyProof(board, mine.proof!, rule)).toBe(true);
          }
        }
      }
    }
    expect(unsolvable).toBeGreaterThan(50);
  });
});

describe('polyChaseMethod at scale (self-consistency)', () => {
  test('solves large square, tall and wide boards', () => {
    const random = seededRandom('poly-big');
    for (const [rows, cols] of [[600, 600], [700, 37], [37, 700], [1, 3000], [3000, 2]] as const) {
      const board = randomSolvableBoard(rows, cols, { random });
      const result = solveWith(polyChaseMethod, board, rule);
      expect(result.presses, `${rows}×${cols}`).not.toBeNull();
      expect(verifySolution(board, result.presses!, rule)).toBe(true);
    }
  });

  test('proves large unsolvable boards unsolvable', () => {
    // One lit cell inside the support of a quiet pattern has odd overlap with it: unsolvable.
    const n = 299;
    expect(classicNullity(n, n)).toBeGreaterThan(0);
    const quiet = kernelWith(polyChaseMethod, n, n, rule)[0]!;
    const board = new Board(n, n);
    const [r, c] = quiet.cells()[0]!;
    board.set(r, c, true); // odd overlap with a quiet pattern: unsolvable
    const result = solveWith(polyChaseMethod, board, rule);
    expect(result.presses).toBeNull();
    expect(verifyProof(board, result.proof!, rule)).toBe(true);
  });

  test('nullity is symmetric and matches the table for a few large sizes', () => {
    expect(classicNullity(1000, 37)).toBe(classicNullity(37, 1000));
    // A159257: n = 119 → 46, 123 → 80, 125 → 50, 126 → 56.
    expect([119, 123, 125, 126].map((n) => classicNullity(n, n))).toEqual([46, 80, 50, 56]);
  });
});

describe('classicNullityTable', () => {
  test('matches the dense nullity entry by entry, rectangular in both directions', () => {
    for (const [maxRows, maxCols] of [[12, 15], [15, 12]] as const) {
      const table = classicNullityTable(maxRows, maxCols);
      expect(table).toHaveLength(maxRows);
      for (let m = 1; m <= maxRows; m++) {
        expect(table[m - 1]).toHaveLength(maxCols);
        for (let n = 1; n <= maxCols; n++) expect(table[m - 1]![n - 1], `${m}×${n}`).toBe(nullityWith(denseMethod, m, n, rule));
      }
    }
  });

  test('reports progress per row and honours an aborted signal', () => {
    const seen: number[] = [];
    classicNullityTable(5, 5, { onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const controller = new AbortController();
    controller.abort();
    expect(() => classicNullityTable(5, 5, { signal: controller.signal })).toThrow();
  });
});

describe('the single-size closed form reports progress', () => {
  test('nullity of 10⁵×10⁵ through the public API: fractions rising to exactly 1, the same answer as without a callback', () => {
    for (const n of [100_000, 100_001]) {
      const fractions: number[] = [];
      const k = nullity(n, n, { onProgress: (done, total) => fractions.push(done / total) });
      expect(k, `n = ${n}`).toBe(classicNullity(n, n));
      expect(fractions.length, `n = ${n}`).toBeGreaterThan(1);
      for (let i = 1; i < fractions.length; i++) expect(fractions[i]!, `n = ${n}`).toBeGreaterThanOrEqual(fractions[i - 1]!);
      expect(fractions.at(-1), `n = ${n}`).toBe(1);
    }
  });
});
