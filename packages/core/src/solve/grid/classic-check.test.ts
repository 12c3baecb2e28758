import { describe, expect, test } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { pressesReach } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE, makeRule, type Rule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { WASM_CHASE_MIN_WORDS } from '../../wasm/chase-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { gridKind } from './kind.ts';
import { classicCheckedWeight } from './classic-check.ts';
import { solve } from './solve.ts';

/**
 * The one-pass classic check against the generic one (`pressesReach` through the row operator, and a count),
 * on both paths (WebAssembly and TypeScript), for right answers and answers with one press flipped, on widths
 * around the word and vector edges and on sizes past the WebAssembly threshold.
 */
const random = seededRandom('classic-check');

function solvedPresses(lights: Board, rule: Rule = CLASSIC_RULE): Board {
  const result = solve(lights, { rule });
  if (!result.solvable) throw new Error('a solvable board came back unsolvable');
  return result.presses;
}

function expectAgrees(presses: Board, lights: Board, label: string): void {
  const reference = pressesReach(lights, presses, CLASSIC_RULE) ? presses.count() : -1;
  expect(classicCheckedWeight(presses, lights), `${label} (auto)`).toBe(reference);
  expect(withKernels('ts', () => classicCheckedWeight(presses, lights)), `${label} (ts)`).toBe(reference);
}

describe('classicCheckedWeight', () => {
  test('right answers, one press flipped and random presses, every width around the word edges', () => {
    for (const cols of [1, 2, 31, 32, 33, 64, 65, 127, 128, 129, 161, 257]) {
      for (const rows of [1, 2, 3, 9]) {
        const lights = randomSolvableBoard(rows, cols, { random });
        const presses = solvedPresses(lights);
        expectAgrees(presses, lights, `${rows}×${cols}`);
        const flipped = presses.clone();
        flipped.toggle(random() % rows, random() % cols);
        expectAgrees(flipped, lights, `${rows}×${cols}, one flipped`);
        expectAgrees(randomBoard(rows, cols, { random }), lights, `${rows}×${cols}, random presses`);
      }
    }
  });

  test('past the WebAssembly threshold: right answers, a flip in each region of the board', () => {
    const side = Math.ceil(Math.sqrt(32 * WASM_CHASE_MIN_WORDS)) + 5;
    const lights = randomSolvableBoard(side, side + 3, { random });
    const presses = solvedPresses(lights);
    expectAgrees(presses, lights, 'solved');
    for (const [r, c] of [[0, 0], [side - 1, side + 2], [side >> 1, 37], [1, side], [side - 2, 0]] as const) {
      const flipped = presses.clone();
      flipped.toggle(r, c);
      expectAgrees(flipped, lights, `flip at ${r},${c}`);
    }
    expectAgrees(presses, randomBoard(side, side + 3, { random }), 'other lights');
  });

  test('gridKind uses it on the classic plane only, and counts the same elsewhere', () => {
    const rules = [CLASSIC_RULE, makeRule(namedStencil('cross'), 'torus'), makeRule(namedStencil('moore'))];
    for (const rule of rules) {
      const lights = randomSolvableBoard(6, 7, { random, rule });
      const presses = solvedPresses(lights, rule);
      const shape = { rule, rows: 6, cols: 7 };
      expect(gridKind.checkedWeight!(shape, presses, lights)).toBe(presses.count());
      const flipped = presses.clone();
      flipped.toggle(2, 3);
      expect(gridKind.checkedWeight!(shape, flipped, lights)).toBe(-1);
      expect(gridKind.checkedWeight!(shape, new Board(6, 8), lights)).toBe(-1);
    }
  });
});
