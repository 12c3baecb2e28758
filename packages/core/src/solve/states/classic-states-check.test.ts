import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE, makeRule } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { statePressEffect } from '../../puzzle/state-press.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { WASM_STATES_MIN_CELLS } from '../../wasm/states-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { classicStatesCheckedWeight } from './classic-states-check.ts';
import { statesKind } from './kind.ts';

/**
 * The one-pass k-state classic check against the generic one (`statePressEffect(…).equals(…)` and the sum of
 * the counts), on seeded random presses and needs: the effect of the presses (right), one count changed, random
 * needs, a count of k or more slipped in, and boards of one row or one column.
 */
const random = seededRandom('classic-states-check');

function randomPresses(rows: number, cols: number, k: number): StateBoard {
  return new StateBoard(rows, cols, k, Uint8Array.from({ length: rows * cols }, () => random() % k));
}

function reference(presses: StateBoard, need: StateBoard): number {
  return statePressEffect(presses, CLASSIC_RULE).equals(need) ? presses.total() : -1;
}

describe('classicStatesCheckedWeight', () => {
  test('right answers, one count changed and random needs, every k of a few kinds and thin boards', () => {
    for (const k of [2, 3, 4, 5, 9, 255]) {
      for (const [rows, cols] of [[1, 1], [1, 7], [7, 1], [2, 2], [5, 8], [13, 9]] as const) {
        const presses = randomPresses(rows, cols, k);
        const need = statePressEffect(presses, CLASSIC_RULE);
        const label = `${rows}×${cols}, k = ${k}`;
        expect(classicStatesCheckedWeight(presses, need), label).toBe(presses.total());
        const changed = presses.clone();
        const at = random() % (rows * cols);
        changed.cells[at] = (changed.cells[at]! + 1) % k;
        expect(classicStatesCheckedWeight(changed, need), `${label}, one changed`).toBe(reference(changed, need));
        const other = randomPresses(rows, cols, k);
        expect(classicStatesCheckedWeight(presses, other), `${label}, random need`).toBe(reference(presses, other));
      }
    }
  });

  test('a count of k or more is no answer, even where it sums right mod k', () => {
    const presses = randomPresses(4, 5, 3);
    const need = statePressEffect(presses, CLASSIC_RULE);
    const bad = presses.clone();
    bad.cells[7] = bad.cells[7]! + 3; // the same effect mod 3, but not a count in 0..2
    expect(classicStatesCheckedWeight(bad, need)).toBe(-1);
    expect(classicStatesCheckedWeight(presses, new StateBoard(4, 5, 5))).toBe(-1);
    expect(classicStatesCheckedWeight(presses, new StateBoard(5, 4, 3))).toBe(-1);
  });

  test('past the WebAssembly threshold, on both paths: right answers, one count changed, a count of k or of 255, random needs', () => {
    for (const q of [2, 3, 5, 51, 52, 255]) {
      for (const [rows, cols] of [[64, 64], [65, 70], [1, WASM_STATES_MIN_CELLS + 3], [WASM_STATES_MIN_CELLS + 1, 1], [45, 97]] as const) {
        const presses = randomPresses(rows, cols, q);
        const need = statePressEffect(presses, CLASSIC_RULE);
        const changed = presses.clone();
        const at = random() % (rows * cols);
        changed.cells[at] = (changed.cells[at]! + 1) % q;
        const tooMany = presses.clone();
        tooMany.cells[rows * cols - 1] = Math.min(255, tooMany.cells[rows * cols - 1]! + q); // k or more
        const wraps = presses.clone();
        wraps.cells[(rows * cols) >> 1] = 255; // a count whose sums wrap a byte lane
        for (const [x, b, label] of [[presses, need, 'right'], [changed, need, 'changed'], [tooMany, need, 'a count of k'], [wraps, need, 'a count of 255'], [presses, randomPresses(rows, cols, q), 'random need']] as const) {
          const expected = label === 'a count of k' || label === 'a count of 255' ? -1 : reference(x, b);
          expect(classicStatesCheckedWeight(x, b), `${rows}×${cols}, q = ${q}, ${label}`).toBe(expected);
          expect(withKernels('ts', () => classicStatesCheckedWeight(x, b)), `${rows}×${cols}, q = ${q}, ${label} (ts)`).toBe(expected);
        }
      }
    }
  });

  test('statesKind uses it on the classic plane only, and weighs the same elsewhere', () => {
    for (const rule of [CLASSIC_RULE, makeRule(namedStencil('cross'), 'torus'), makeRule(namedStencil('moore'))]) {
      const presses = randomPresses(6, 7, 3);
      const need = statePressEffect(presses, rule);
      const shape = { rule, rows: 6, cols: 7, states: 3 };
      expect(statesKind.checkedWeight!(shape, presses, need)).toBe(presses.total());
      const changed = presses.clone();
      changed.cells[10] = (changed.cells[10]! + 1) % 3;
      expect(statesKind.checkedWeight!(shape, changed, need)).toBe(-1);
    }
  });
});
