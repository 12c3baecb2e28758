import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { CLASSIC_RULE, makeRule } from '../../puzzle/rule.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { pressEffect } from '../../puzzle/press.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { quietPatterns } from './queries.ts';

function isQuiet(x: Board, rule: Rule): boolean {
  return pressEffect(x, rule).isEmpty();
}
import { lightsToToggle, verifyProof, verifySolution } from './kind.ts';

describe('verifySolution', () => {
  it('accepts presses that clear the board or reach the target, and nothing else', () => {
    const board = Board.fromRows(['.#.', '###', '.#.']);
    const centre = Board.fromRows(['...', '.#.', '...']);
    expect(verifySolution(board, centre, CLASSIC_RULE)).toBe(true);
    expect(verifySolution(board, new Board(3, 3), CLASSIC_RULE)).toBe(false);
    expect(verifySolution(board, Board.fromRows(['#..', '...', '...']), CLASSIC_RULE)).toBe(false);
    // toward a target: pressing nothing reaches the board itself
    expect(verifySolution(board, new Board(3, 3), CLASSIC_RULE, board)).toBe(true);
    expect(verifySolution(new Board(3, 3), centre, CLASSIC_RULE, board)).toBe(true);
    expect(verifySolution(new Board(3, 3), centre, CLASSIC_RULE)).toBe(false);
  });
});

describe('verifyProof', () => {
  const q = quietPatterns(4, 4)[0]!;

  it('accepts a quiet pattern with odd overlap', () => {
    const [r, c] = q.cells()[0]!;
    const board = new Board(4, 4);
    board.set(r, c, true);
    expect(verifyProof(board, q, CLASSIC_RULE)).toBe(true);
    // toward a target: the difference board + target is what must have odd overlap
    expect(verifyProof(new Board(4, 4), q, CLASSIC_RULE, board)).toBe(true);
    expect(verifyProof(board, q, CLASSIC_RULE, board)).toBe(false);
  });

  it('rejects even overlap, and patterns that are not quiet', () => {
    const [a, b] = q.cells();
    const even = new Board(4, 4);
    even.set(a![0], a![1], true);
    even.set(b![0], b![1], true);
    expect(verifyProof(even, q, CLASSIC_RULE)).toBe(false);
    const notQuiet = Board.fromRows(['#...', '....', '....', '....']);
    expect(verifyProof(notQuiet, notQuiet, CLASSIC_RULE)).toBe(false);
    expect(verifyProof(Board.filled(4, 4), Board.filled(4, 4), CLASSIC_RULE)).toBe(false);
  });

  it('for asymmetric stencils, needs a quiet pattern of Aᵀ: a quiet pattern of A alone is rejected', () => {
    let rejected = 0;
    for (const topology of ['plane', 'torus', 'cylinder'] as const) {
      const rule = makeRule(parseStencil('.#./.##/...'), topology);
      const transposed = makeRule(parseStencil('.../##./.#.'), topology);
      for (const [rows, cols] of [[2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [4, 7]] as const) {
        const kerAt = quietPatterns(rows, cols, { rule: transposed });
        for (const y of kerAt) {
          const board = new Board(rows, cols);
          const [r, c] = y.cells()[0]!;
          board.set(r, c, true);
          expect(verifyProof(board, y, rule)).toBe(true);
        }
        for (const x of quietPatterns(rows, cols, { rule })) {
          if (kerAt.some((y) => y.equals(x))) continue;
          // x is quiet for A; a board with odd overlap with x is accepted only if x is also quiet for Aᵀ
          const board = new Board(rows, cols);
          const [r, c] = x.cells()[0]!;
          board.set(r, c, true);
          const quietForAt = isQuiet(x, transposed);
          expect(verifyProof(board, x, rule)).toBe(quietForAt);
          if (!quietForAt) rejected++;
        }
      }
    }
    expect(rejected).toBeGreaterThan(0);
  });
});

describe('helpers', () => {
  it('lightsToToggle is board + target', () => {
    const b = Board.fromRows(['#.', '##']);
    const t = Board.fromRows(['##', '..']);
    expect(lightsToToggle(b).equals(b)).toBe(true);
    expect(lightsToToggle(b, t).toRows()).toEqual(['.#', '##']);
    expect(b.toRows()).toEqual(['#.', '##']);
  });
});
