import { describe, expect, it, vi } from 'vitest';
import { ArgumentError } from '../errors.ts';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { randomStateBoard } from '../puzzle/random-states.ts';
import { makeRule } from '../puzzle/rule.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { statePressEffect } from '../puzzle/state-press.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { parseStencil } from '../format/stencil-pattern.ts';
import * as bits from './grid/queries.ts';
import { solve as solveBits } from './grid/solve.ts';
import { eachQuietPattern, nullity, nullityRow, nullityTable, quietPatterns } from './queries.ts';
import { isSolvable, minimalSolution, solve } from './solve.ts';
import { SolvabilityChecker } from './solvability-checker.ts';
import { Solver } from './solver.ts';
import { chooseStatesMethod } from './states/methods.ts';
import { isStatesSolvable, solveStates, statesKernel, statesNullity } from './states/solve-states.ts';

/** One entry point per operation for every number of states: two states are k = 2 (issue 19). */

const RULES = [makeRule(namedStencil('cross')), makeRule(namedStencil('moore', { center: false }), 'torus'), makeRule(parseStencil('.#./.##/...'), 'cylinder')];

/** Press counts that reach `need` from zero, by definition. */
function reaches(presses: StateBoard, need: StateBoard, rule = RULES[0]!): boolean {
  return statePressEffect(presses, rule).equals(need);
}

describe('solve takes boards of any number of states', () => {
  it('a two-state StateBoard is solved by the bit methods: same answer as the bit board, as press counts', () => {
    const random = seededRandom('any-states k=2');
    for (const rule of RULES) {
      for (const [rows, cols] of [[3, 3], [4, 5], [6, 6], [1, 9]] as const) {
        const lights = randomBoard(rows, cols, { random });
        const asStates = StateBoard.fromBoard(lights, 2);
        const got = solve(asStates, { rule });
        const want = solveBits(lights, { rule });
        expect(got.solvable).toBe(want.solvable);
        expect([got.nullity, got.solutions, got.method]).toEqual([want.nullity, want.solutions, want.method]);
        if (got.solvable && want.solvable) {
          expect(got.presses).toBeInstanceOf(StateBoard);
          expect(got.presses.toBoard().equals(want.presses)).toBe(true);
          expect(reaches(got.presses, asStates, rule)).toBe(true);
        } else if (!got.solvable && !want.solvable) {
          expect(got.proof.toBoard().equals(want.proof)).toBe(true);
        }
        expect(isSolvable(asStates, { rule })).toBe(want.solvable);
      }
    }
  });

  it('k > 2 is the Z/k solver; targets must match shape and states', () => {
    const random = seededRandom('any-states k=3');
    for (const k of [3, 4, 6]) {
      const board = randomStateBoard(4, 4, k, { random });
      const target = randomStateBoard(4, 4, k, { random });
      const got = solve(board, { target });
      const want = solveStates(board, { target });
      expect([got.solvable, got.nullity, got.solutions]).toEqual([want.solvable, want.nullity, want.solutions]);
      expect(isSolvable(board, { target })).toBe(isStatesSolvable(board, { target }));
      const minimal = minimalSolution(board);
      if (minimal.solvable) expect(minimal.minimal).toBe(true);
    }
    const three = StateBoard.filled(3, 3, 3);
    expect(() => solve(three, { target: StateBoard.filled(3, 3, 4) })).toThrow(ArgumentError);
    expect(() => solve(StateBoard.filled(3, 3, 2), { target: StateBoard.filled(3, 3, 3) })).toThrow(ArgumentError);
    expect(() => isSolvable(StateBoard.filled(3, 3, 2), { target: StateBoard.filled(3, 4, 2) })).toThrow(ArgumentError);
  });
});

describe('the shape queries take states', () => {
  it('nullity, rows and tables: states 2 (or none) are the bit queries, k > 2 the Z/k ones', () => {
    const rule = RULES[1]!;
    expect(nullity(5, 5)).toBe(bits.nullity(5, 5));
    expect(nullity(6, 7, { rule, states: 2 })).toBe(bits.nullity(6, 7, { rule }));
    for (const k of [3, 5, 6]) expect(nullity(5, 6, { rule, states: k })).toBe(statesNullity(5, 6, k, { rule }));
    expect(nullityRow(4, 1, 8, { states: 3 })).toEqual(Array.from({ length: 8 }, (_, i) => statesNullity(4, i + 1, 3)));
    const table = nullityTable(4, 5, { states: 5 });
    expect(table.map((row, m) => row.map((v, n) => v === statesNullity(m + 1, n + 1, 5)))).toEqual(Array.from({ length: 4 }, () => Array(5).fill(true)));
    expect(() => nullity(3, 3, { states: 1 })).toThrow(ArgumentError);
    expect(() => nullity(3, 3, { states: 2.5 })).toThrow(ArgumentError);
  });

  it('quiet patterns: bit boards without states, StateBoards with them, each quiet by definition', () => {
    const bitPatterns = quietPatterns(4, 4);
    expect(bitPatterns.every((p) => p instanceof Board)).toBe(true);
    const two = quietPatterns(4, 4, { states: 2 });
    expect(two.map((p) => p.toBoard().toString())).toEqual(bitPatterns.map((p) => p.toString()));
    const zero = new StateBoard(4, 4, 2);
    for (const p of two) expect(reaches(p, zero)).toBe(true);
    const three = [...eachQuietPattern(5, 5, { states: 3 })];
    expect(three.length).toBe(statesKernel(5, 5, 3).generators.length);
    for (const p of three) expect(reaches(p, new StateBoard(5, 5, 3))).toBe(true);
    expect(quietPatterns(5, 5, { states: 2, limit: 1 })).toHaveLength(1);
  });
});

describe('Solver and SolvabilityChecker take any number of states', () => {
  it('a k-state batch prepares each shape once and answers like solve', () => {
    const rule = RULES[0]!;
    const random = seededRandom('solver k=3');
    const method = chooseStatesMethod({ rule, rows: 5, cols: 5, states: 3 });
    const prepare = vi.spyOn(method, 'prepare');
    const solver = new Solver(rule);
    for (let i = 0; i < 6; i++) {
      const board = randomStateBoard(5, 5, 3, { random });
      const got = solver.solve(board);
      expect(got.solvable).toBe(solveStates(board, { rule }).solvable);
      if (got.solvable) expect(reaches(got.presses, negate(board), rule)).toBe(true);
    }
    // solveStates prepares on each call (6), the solver once
    expect(prepare.mock.calls.length).toBe(7);
    prepare.mockRestore();
    const two = solver.solve(StateBoard.fromBoard(Board.filled(5, 5), 2));
    expect(two.solvable && two.presses instanceof StateBoard).toBe(true);
  });

  it('the checker agrees with isSolvable for bit boards and k = 2, 3, 4', () => {
    const random = seededRandom('checker any k');
    const rule = RULES[2]!;
    const checker = new SolvabilityChecker(rule);
    for (let i = 0; i < 12; i++) {
      const b = randomBoard(4, 6, { random });
      expect(checker.isSolvable(b)).toBe(bits.isSolvable(b, { rule }));
      for (const k of [2, 3, 4]) {
        const s = randomStateBoard(4, 6, k, { random });
        expect(checker.isSolvable(s), `k=${k}`).toBe(isStatesSolvable(s, { rule }));
      }
    }
  });
});

/** −board (mod k): the need that presses solving `board` must produce from zero. */
function negate(board: StateBoard): StateBoard {
  const out = new StateBoard(board.rows, board.cols, board.states);
  for (let i = 0; i < out.cells.length; i++) out.cells[i] = (board.states - board.cells[i]!) % board.states;
  return out;
}
