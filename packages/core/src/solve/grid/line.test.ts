import { describe, expect, it } from 'vitest';
import { RowDivider } from '../../gf2/row-divider.ts';
import { Board } from '../../puzzle/board.ts';
import { makeRule } from '../../puzzle/rule.ts';
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
