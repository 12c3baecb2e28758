import { describe, expect, test } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { pressesReach } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE, makeRule, type Rule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { tailMask } from '../../gf2/words.ts';
import { checkClassicWasm, WASM_CHASE_MIN_WORDS } from '../../wasm/chase-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { gridKind } from './kind.ts';
import { classicCheckedWeight, classicCheckedWeightTs } from './classic-check.ts';
import { solve } from './solve.ts';

/**
 * The one-pass classic check against the generic one (`pressesReach` through the row operator, and a count),
 * on both paths (WebAssembly and TypeScript), for right answers and answers with one press flipped, on widths
 * around the word and vector edges and on sizes past the WebAssembly threshold; and every single flipped press
 * and every single flipped light of a right answer caught, by the TypeScript loop and by the streaming kernel with
 * blocks of one, two, three and the default number of rows (so every flip meets a block's edge somewhere).
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

/** A check of presses against lights: the weight, −1, or null (no kernels). */
type Check = (presses: Board, lights: Board) => number | null;

const tsCheck: Check = (p, b) => classicCheckedWeightTs(p.words, b.words, b.rows, b.stride, tailMask(b.cols));

/** The streaming kernel (forced on, whatever LIGHTSOUT_KERNELS says) with blocks of `blockRows` rows. */
function wasmCheck(blockRows?: number): Check {
  return (p, b) => withKernels('wasm', () => checkClassicWasm(p.words, b.words, b.rows, b.stride, tailMask(b.cols), blockRows && blockRows * b.stride));
}

/** The cells whose single flip (of a press, then of a light) `check` lets through: none, for a sound check. */
function flipsMissed(check: Check, presses: Board, lights: Board): string[] {
  const missed: string[] = [];
  for (let r = 0; r < lights.rows; r++) {
    for (let c = 0; c < lights.cols; c++) {
      for (const [board, what] of [[presses, 'press'], [lights, 'light']] as const) {
        board.toggle(r, c);
        if (check(presses, lights) !== -1) missed.push(`${what} ${r},${c}`);
        board.toggle(r, c);
      }
    }
  }
  return missed;
}

describe('every single flipped press and light is caught', () => {
  const checks: Array<[string, Check]> = [
    ['ts', tsCheck],
    ['wasm', wasmCheck()],
    ['wasm, blocks of 1 row', wasmCheck(1)],
    ['wasm, blocks of 2 rows', wasmCheck(2)],
    ['wasm, blocks of 3 rows', wasmCheck(3)],
  ];
  test.each(checks)('%s: widths around the word and vector edges, the right answer counted', (_, check) => {
    for (const [rows, cols] of [[1, 1], [1, 40], [4, 1], [2, 33], [5, 64], [7, 129], [4, 161], [3, 290], [3, 250], [2, 256], [3, 384]] as const) {
      const lights = randomSolvableBoard(rows, cols, { random });
      const presses = withKernels('ts', () => solvedPresses(lights));
      expect(check(presses, lights), `${rows}×${cols}`).toBe(presses.count());
      expect(flipsMissed(check, presses, lights), `${rows}×${cols}`).toEqual([]);
      const wrong = randomBoard(rows, cols, { random });
      expect(check(wrong, lights), `${rows}×${cols}, random presses`).toBe(pressesReach(lights, wrong, CLASSIC_RULE) ? wrong.count() : -1);
    }
  });
});

describe('bits past the last column', () => {
  test('a press there is a wrong answer (−1), a light there a malformed board (−2; ArgumentError from the front)', () => {
    for (const [rows, cols] of [[3, 1], [4, 33], [9, 129], [5, 250], [700, 745]] as const) {
      const lights = randomSolvableBoard(rows, cols, { random });
      const presses = withKernels('ts', () => solvedPresses(lights));
      const row = random() % rows;
      const at = row * lights.stride + lights.stride - 1;
      const bit = 2 ** 31; // past the last column: none of these widths is a multiple of 32
      for (const [label, check] of [['ts', tsCheck], ['wasm', wasmCheck()], ['wasm, blocks of 2 rows', wasmCheck(2)]] as const) {
        presses.words[at]! |= bit;
        expect(check(presses, lights), `${label} ${rows}×${cols}: press past the edge`).toBe(-1);
        presses.words[at]! ^= bit;
        lights.words[at]! |= bit;
        expect(check(presses, lights), `${label} ${rows}×${cols}: light past the edge`).toBe(-2);
        lights.words[at]! ^= bit;
        expect(check(presses, lights), `${label} ${rows}×${cols}`).toBe(presses.count());
      }
      presses.words[at]! |= bit;
      expect(classicCheckedWeight(presses, lights)).toBe(-1);
      presses.words[at]! ^= bit;
      lights.words[at]! |= bit;
      expect(() => classicCheckedWeight(presses, lights)).toThrow(new RegExp(`row ${row + 1} has bits set past its ${cols} columns`));
      lights.words[at]! ^= bit;
    }
  });
});

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

  test.each([
    ['rows of any stride', Math.ceil(Math.sqrt(32 * WASM_CHASE_MIN_WORDS)) + 5, Math.ceil(Math.sqrt(32 * WASM_CHASE_MIN_WORDS)) + 8],
    ['rows of a multiple of four words', 600, 1000],
  ])('past the WebAssembly threshold, %s: right answers, a flip in each region of the board and at the block edges', (_, rows, cols) => {
    const lights = randomSolvableBoard(rows, cols, { random });
    const presses = solvedPresses(lights);
    expectAgrees(presses, lights, 'solved');
    const edge = Math.floor((1 << 14) / presses.stride); // the first row of the second block (default blocks)
    const [r1, c1] = [rows - 1, cols - 1];
    for (const [r, c] of [[0, 0], [r1, c1], [rows >> 1, 37], [1, cols - 3], [rows - 2, 0], [edge - 1, 5], [edge, cols - 3], [edge + 1, 64], [3, 127], [4, 128]] as const) {
      const flipped = presses.clone();
      flipped.toggle(r, c);
      expectAgrees(flipped, lights, `flip at ${r},${c}`);
      const dark = lights.clone();
      dark.toggle(r, c);
      expectAgrees(presses, dark, `light flipped at ${r},${c}`);
    }
    expectAgrees(presses, randomBoard(rows, cols, { random }), 'other lights');
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
