import { solveWith, kernelWith, nullityWith, testRandom } from '../../_test-support.ts';
import { describe, expect, test } from 'vitest';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { RING_CHASE_SOLVE_SIDE, torusRingMethod } from './torus-ring.ts';
import { type GridMethod, verifySolution } from './kind.ts';
import type { MethodQuestion } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { kronMethod } from './kron.ts';
import { solve } from './solve.ts';
import { withKernels } from '../../wasm/kernels.ts';

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

describe('the choice between torus-ring and ring-chase (cross on the torus)', () => {
  test('torus-ring answers the nullity and solves boards with a short side below 192; ring-chase solves the others', () => {
    expect(RING_CHASE_SOLVE_SIDE).toBe(192);
    const cases: Array<[number, number, MethodQuestion, GridMethod]> = [
      [5, 2048, 'solve', torusRingMethod],
      [2048, 5, 'solve', torusRingMethod],
      [1000, 64, 'solve', torusRingMethod],
      [64, 1000, 'solve', torusRingMethod],
      [191, 8192, 'solve', torusRingMethod],
      [8192, 160, 'solve', torusRingMethod],
      [192, 192, 'solve', ringChaseMethod],
      [512, 512, 'solve', ringChaseMethod],
      [2048, 2048, 'solve', ringChaseMethod],
      [8192, 600, 'solve', ringChaseMethod],
      [2048, 2048, 'nullity', torusRingMethod],
      [5, 2048, 'nullity', torusRingMethod],
      [3, 3, 'solve', torusRingMethod],
    ];
    withKernels('wasm', () => {
      for (const [rows, cols, question, method] of cases) expect(chooseMethod({ rule, rows, cols }, question).name, `${rows}×${cols} ${question}`).toBe(method.name);
      expect(chooseMethod({ rule, rows: 2048, cols: 2048 }).name, 'solve is the default question').toBe(ringChaseMethod.name);
    });
    // on the TypeScript path ring-chase's chase has no kernel: torus-ring takes every shape
    withKernels('ts', () => {
      for (const [rows, cols, question] of cases) expect(chooseMethod({ rule, rows, cols }, question).name, `${rows}×${cols} ${question}, TypeScript path`).toBe(torusRingMethod.name);
    });
    // Moore on the torus stays with kron for both questions (ring-chase solves its squares faster, kron's nullity is far cheaper)
    const moore = makeRule(namedStencil('moore'), 'torus');
    for (const question of ['solve', 'nullity'] as const) expect(chooseMethod({ rule: moore, rows: 2048, cols: 2048 }, question)).toBe(kronMethod);
  });

  test('solve() takes each side of the line and returns verified presses', () => {
    const random = seededRandom('torus-choice');
    for (const [rows, cols] of [[RING_CHASE_SOLVE_SIDE, RING_CHASE_SOLVE_SIDE + 3], [RING_CHASE_SOLVE_SIDE - 1, 700]] as const) {
      const board = randomSolvableBoard(rows, cols, { random, rule });
      const result = solve(board, { rule });
      expect(result.solvable, `${rows}×${cols}`).toBe(true);
      if (result.solvable) expect(verifySolution(board, result.presses, rule)).toBe(true);
    }
  });

  test("three nullities agree on seeded shapes: torus-ring's triangulation, ring-chase's ring system, the closed form; and both solve the same boards", () => {
    const rand = testRandom(24);
    const edges = [31, 32, 33, 63, 64, 65, 96, 97];
    const shapes: Array<[number, number]> = edges.map((n, i) => [n, edges[(i * 3) % edges.length]!]);
    for (let i = 0; i < 24; i++) shapes.push([3 + Math.floor(rand() * 190), 3 + Math.floor(rand() * 190)]);
    const random = seededRandom('torus-agree');
    let unsolvable = 0;
    for (const [rows, cols] of shapes) {
      const shape = { rule, rows, cols };
      const mine = torusRingMethod.prepare(shape);
      const theirs = ringChaseMethod.prepare(shape);
      const closed = ringChaseMethod.nullity(shape);
      expect(mine.nullity, `${rows}×${cols} torus-ring`).toBe(closed);
      expect(theirs.nullity, `${rows}×${cols} ring-chase`).toBe(closed);
      const board = randomBoard(rows, cols, { random });
      const [a, b] = [mine.solve(board), theirs.solve(board)];
      expect(a === null, `${rows}×${cols}`).toBe(b === null);
      if (a && b) expect(verifySolution(board, a, rule) && verifySolution(board, b, rule)).toBe(true);
      else unsolvable++;
    }
    expect(unsolvable).toBeGreaterThan(2);
  });
});
