import { expect, test, vi } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { makeRule, type Rule, TOPOLOGIES } from '../puzzle/rule.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { parseStencil } from '../format/stencil-pattern.ts';
import { solve } from './grid/solve.ts';
import { lazyChaseMethod } from './grid/lazy-chase.ts';
import { Solver } from './solver.ts';
import { verifyProof, verifySolution } from './grid/kind.ts';

const rules: Rule[] = TOPOLOGIES.flatMap((topology) => [
  makeRule(namedStencil('cross'), topology),
  makeRule(namedStencil('moore', { center: false }), topology),
  makeRule(parseStencil('.#./.##/...'), topology),
]);

test('agrees with solve() on random small boards of every kind, with and without targets', () => {
  const random = seededRandom('solver');
  for (const rule of rules) {
    const solver = new Solver(rule);
    for (let trial = 0; trial < 40; trial++) {
      const rows = 1 + (random() % 9);
      const cols = 1 + (random() % 9);
      const board = randomBoard(rows, cols, { random });
      const target = trial % 3 === 0 ? randomBoard(rows, cols, { random }) : undefined;
      const mine = solver.solve(board, { target, minimal: trial % 2 === 0 });
      const reference = solve(board, { rule, target, minimal: trial % 2 === 0 });
      expect(mine.solvable, `${rule.stencil.name} ${rule.topology} ${rows}×${cols}`).toBe(reference.solvable);
      expect(mine.nullity).toBe(reference.nullity);
      if (mine.solvable && reference.solvable) {
        expect(verifySolution(board, mine.presses, rule, target)).toBe(true);
        if (trial % 2 === 0) expect(mine.pressCount).toBe(reference.pressCount); // both proven minimal here
        expect(mine.minimal).toBe(reference.minimal);
      } else if (!mine.solvable) {
        expect(verifyProof(board, mine.proof, rule, target)).toBe(true);
      }
    }
  }
});

test('5×5 all-on: 15 presses, proven minimal, 4 solutions; seeds the per-shape cache once', () => {
  const solver = new Solver();
  for (let i = 0; i < 3; i++) {
    const r = solver.solve(Board.filled(5, 5), { minimal: true });
    expect(r.solvable && r.pressCount).toBe(15);
    expect(r.solvable && r.minimal).toBe(true);
    expect(r.solutions).toBe(4n);
  }
});

test('a batch of one large shape prepares it once and answers like solve()', () => {
  // a stencil reaching two rows on the plane, no side of it one cell straight ahead: only lazy chasing takes it
  const rule = makeRule(parseStencil('.#.../...../.##../...../#....'), 'plane');
  const solver = new Solver(rule);
  const random = seededRandom('big');
  const prepare = vi.spyOn(lazyChaseMethod, 'prepare');
  const boards = Array.from({ length: 5 }, () => randomBoard(20, 20, { random }));
  const results = boards.map((board) => solver.solve(board));
  // once for the rule, and once for its transpose when an unsolvable board needs a proof
  expect(prepare.mock.calls.length).toBeLessThanOrEqual(2);
  expect(new Set(prepare.mock.calls.map(([shape]) => shape.rule)).size).toBe(prepare.mock.calls.length);
  prepare.mockRestore();
  results.forEach((r, i) => {
    const board = boards[i]!;
    if (r.solvable) expect(verifySolution(board, r.presses, solver.rule)).toBe(true);
    else expect(verifyProof(board, r.proof, solver.rule)).toBe(true);
    expect(r.method).toBe('lazy-chase');
    expect(r.solvable).toBe(solve(board, { rule }).solvable);
  });
});

test('refuses a target of another shape', () => {
  expect(() => new Solver().solve(new Board(3, 3), { target: new Board(3, 4) })).toThrow(RangeError);
});
