import { applyPresses, Board, CLASSIC_RULE, makeRule, namedStencil, parseGrids, quietPatterns } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SPEC } from '../rule/rule-spec.ts';
import { MAX_SAVED_PATTERN_CELLS, patternExportProblem, patternsJson, patternsText } from './pattern-data.ts';

describe('quiet pattern files', () => {
  it('writes the basis as grid text that the core parses back, each a quiet pattern', () => {
    const basis = quietPatterns(4, 4);
    const back = [...parseGrids(patternsText(basis))].map((g) => g.board);
    expect(back).toHaveLength(4);
    back.forEach((b, i) => {
      expect(b.equals(basis[i]!)).toBe(true);
      expect(applyPresses(new Board(4, 4), b, CLASSIC_RULE).isEmpty()).toBe(true);
    });
  });

  it('writes the basis as JSON rows of 0/1, with the rule and shape', () => {
    const rule = makeRule(namedStencil('cross'), 'torus');
    const basis = quietPatterns(3, 5, { rule });
    const data = JSON.parse(patternsJson(basis, 3, 5, { ...CLASSIC_SPEC, topology: 'torus' }));
    expect(data).toMatchObject({ rule: 'cross, torus', rows: 3, cols: 5, nullity: basis.length });
    data.patterns.forEach((rows: number[][], i: number) => {
      const b = Board.fromRows(rows.map((row) => row.map((x) => (x ? '#' : '.')).join('')));
      expect(b.equals(basis[i]!)).toBe(true);
      expect(applyPresses(new Board(3, 5), b, rule).isEmpty()).toBe(true);
    });
  });

  it('refuses a basis larger than a file holds, by its size', () => {
    expect(patternExportProblem(2, 5, 5)).toBeNull();
    expect(patternExportProblem(1000, 1000, 1000)).toMatch(/1,000 patterns of 1000 × 1000 are 1,000,000,000 cells; files hold at most/);
    expect(patternExportProblem(MAX_SAVED_PATTERN_CELLS / 100, 10, 10)).toBeNull();
  });
});
