import { describe, expect, it } from 'vitest';
import { RowDivider } from '../../gf2/row-divider.ts';
import { Board } from '../../puzzle/board.ts';
import { makeRule, ruleName, transposeRule } from '../../puzzle/rule.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { randomBoard } from '../../puzzle/random.ts';
import { denseMethod } from './dense.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { nullity } from './queries.ts';
import { solve } from './solve.ts';
import { chooseMethod } from './methods.ts';
import { lineMethod, lineNullity } from './line.ts';

describe('lineNullity', () => {
  it('agrees with dividing the line, on paths and rings past the dense size, for random shift sets', () => {
    const random = seededRandom('line-nullity');
    for (let trial = 0; trial < 300; trial++) {
      const cyclic = trial % 2 === 1;
      const bits = 65 + (random() % 200);
      const count = 1 + (random() % 5);
      const shifts = new Set<number>();
      for (let i = 0; i < count; i++) {
        const c = (random() % 13) - 6;
        shifts.add(cyclic ? ((c % bits) + bits) % bits : c);
      }
      const list = [...shifts];
      expect(lineNullity(list, bits, cyclic), `${cyclic ? 'ring' : 'path'} of ${bits}, shifts ${list}`).toBe(new RowDivider(list, bits, cyclic).nullity);
    }
  });

  it('gives the classic 1 × n nullity, 1 exactly when n ≡ 2 (mod 3), for sides past 2³¹', () => {
    for (const n of [2 ** 31 + 1, 2 ** 32 + 1, 2 ** 53 - 1, 2 ** 40]) {
      expect(nullity(1, n)).toBe(n % 3 === 2 ? 1 : 0);
      expect(nullity(n, 1)).toBe(n % 3 === 2 ? 1 : 0);
    }
  });

  it('gives a ring of n cells under the cross its closed form: 2 when 3 divides n, else 0', () => {
    const torus = makeRule(namedStencil('cross'), 'torus');
    for (const n of [3000, 3001, 3002, 2 ** 40 + 2, 2 ** 40]) expect(nullity(1, n, { rule: torus })).toBe(n % 3 === 0 ? 2 : 0);
  });
});

describe('lineMethod', () => {
  it('takes every board of one row or one column, whatever the rule', () => {
    const rule = makeRule(namedStencil('moore'), 'cylinder');
    expect(chooseMethod({ rule, rows: 1, cols: 5000 })).toBe(lineMethod);
    expect(chooseMethod({ rule, rows: 5000, cols: 1 })).toBe(lineMethod);
  });

  it('solves a long row and a long column without a word per cell, and the presses verify', () => {
    const random = seededRandom('line-solve');
    for (const [rows, cols] of [[1, 100_003], [100_003, 1]] as const) {
      const board = new Board(rows, cols);
      for (let i = 0; i < 2000; i++) board.toggle(rows === 1 ? 0 : random() % rows, cols === 1 ? 0 : random() % cols);
      const rule = makeRule(namedStencil('cross'), 'torus');
      const result = solve(board, { rule });
      expect(result.method).toBe('line');
      if (!result.solvable) throw new Error('100003 ≢ 0 (mod 3): the ring is invertible, so every board is solvable');
      expect(pressEffect(result.presses, rule).equals(board)).toBe(true);
    }
  });
});

describe('degenerate lines (issue 20): reach past a word, no cell on the line, sides past 2²⁷', () => {
  const wide = (gap: number): string => `#${'.'.repeat(gap)}#`; // offsets ±(gap + 1)/2 along a row
  const rules = [
    ...(['plane', 'cylinder', 'torus'] as const).flatMap((t) => [wide(31), wide(63), `${'.'.repeat(21)}#${'.'.repeat(21)}/${wide(41)}/${'.'.repeat(43)}`].map((p) => makeRule(parseStencil(p), t))),
    makeRule(namedStencil('diagonal', { center: false }), 'plane'),
    makeRule(parseStencil('###/.../...'), 'cylinder'),
  ];

  it('solve and nullity agree with dense elimination on rows and columns of 1..200 cells', () => {
    const random = seededRandom('degenerate lines');
    for (const rule of rules) {
      for (const bits of [1, 2, 3, 17, 31, 32, 33, 34, 63, 64, 65, 66, 67, 130, 200]) {
        for (const [rows, cols] of [[1, bits], [bits, 1]] as const) {
          const label = `${ruleName(rule)} ${rows}×${cols}`;
          const want = denseMethod.nullity({ rule, rows, cols });
          expect(nullity(rows, cols, { rule }), label).toBe(want);
          const board = randomBoard(rows, cols, { random });
          const got = solve(board, { rule });
          expect(got.nullity, label).toBe(want);
          expect(got.solvable, label).toBe(denseMethod.prepare({ rule, rows, cols }).solve(board) !== null);
          if (got.solvable) expect(pressEffect(got.presses, rule).equals(board), label).toBe(true);
          else expect(pressEffect(got.proof, transposeRule(rule)).isEmpty() && got.proof.overlap(board) % 2 === 1, label).toBe(true);
        }
      }
    }
  });

  it('a long line no press reaches along: linear, nullity the length, a lit cell its own proof', () => {
    const rule = makeRule(namedStencil('diagonal', { center: false }), 'plane');
    const dark = new Board(1, 300_000);
    const solved = solve(dark, { rule });
    expect(solved.solvable && solved.pressCount).toBe(0);
    expect(solved.nullity).toBe(300_000);
    const lit = Board.fromCells(300_000, 1, [[299_999, 0]]);
    const refused = solve(lit, { rule });
    expect(refused.solvable).toBe(false);
    if (!refused.solvable) expect(refused.proof.cells()).toEqual([[299_999, 0]]);
    expect(nullity(1, 1073741825, { rule })).toBe(1073741825);
  });

  it('product rules: the nullity past 2²⁷ from the one-dimensional nullities, equal to the same class of side below', () => {
    for (const topology of ['plane', 'torus', 'cylinder'] as const) {
      const rule = makeRule(namedStencil('moore'), topology);
      // 4 rows: the column factor is invertible; the row factor 1 + P (on a ring 1 + s + s⁻¹) has a nullity that
      // depends on n mod 3 only, so 4 × big equals 4 × small for big ≡ small (mod 3)
      for (const [big, small] of [[4294967297, 5], [4294967295, 6], [2 ** 40 + 3, 10]] as const) {
        expect(nullity(4, big, { rule }), `${topology} 4×${big}`).toBe(denseMethod.nullity({ rule, rows: 4, cols: small }));
      }
    }
  });
});
