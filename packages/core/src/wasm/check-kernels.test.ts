import { describe, expect, test } from 'vitest';
import type { Board } from '../puzzle/board.ts';
import { parseStencil } from '../format/stencil-pattern.ts';
import { checkedPressCount, pressEffect, pressesReach } from '../puzzle/press.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../puzzle/rule.ts';
import { RowOperator } from '../puzzle/row-operator.ts';
import { namedStencil, STENCIL_NAMES } from '../puzzle/stencil.ts';
import { edgesOf, isTwisted, TOPOLOGY_VALUES } from '../puzzle/topology.ts';
import { checkThreeWasm } from './check-kernels.ts';
import { withKernels } from './kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';

kernelsOnInThisFile();

/**
 * The `checkThree` kernel against `RowOperator`'s TypeScript check (forced with `withKernels('ts', …)`), for every
 * named rule (each with a loop of its own in the kernel) and three other 3 × 3 stencils (the kernel's loop for any
 * masks) on every untwisted surface (plane, cylinder both ways, torus), on seeded random boards whose widths
 * straddle the word and vector edges and whose blocks cut the board at every row.
 */
const random = seededRandom('wasm-check-three');

/** Widths around the word and vector edges; 250, 256 and 384 columns are rows of 8 and 12 words, which the named rules take wholly in vectors. */
const WIDTHS = [1, 2, 3, 31, 32, 33, 63, 64, 65, 127, 128, 129, 160, 161, 193, 250, 256, 257, 384];

const SURFACES = TOPOLOGY_VALUES.filter((t) => !isTwisted(t));

/** Every twisted surface: the columns twist (the Möbius strip, the Klein bottle) or the rows do. */
const TWISTED = TOPOLOGY_VALUES.filter(isTwisted);

/** The surfaces whose rows twist (the projective plane, `twist,clip`, `twist,wrap`). */
const ROW_TWISTED = TWISTED.filter((t) => edgesOf(t).rows === 'twist');

const RULES: Rule[] = [
  ...STENCIL_NAMES.flatMap((name) => [true, false].flatMap((center) => SURFACES.map((t) => makeRule(namedStencil(name, { center }), t)))),
  ...['.#./###/#..', '#../.#./..#', '##./.#./..#'].flatMap((pattern) => SURFACES.map((t) => makeRule(parseStencil(pattern), t))),
];

/** The TypeScript answer: the weight when the presses clear the lights, else −1. */
function reference(op: RowOperator, presses: Board, lights: Board): number {
  return withKernels('ts', () => op.checkedWeight(presses.words, lights.words, 0));
}

/** Presses, and lights they clear or (half the time) random lights. */
function pair(rule: Rule, rows: number, cols: number): [Board, Board] {
  const presses = randomBoard(rows, cols, { random });
  return [presses, random() & 1 ? pressEffect(presses, rule) : randomBoard(rows, cols, { random })];
}

describe('checkThreeWasm', () => {
  test('every named rule and untwisted surface, widths around the word and vector edges: as the TypeScript path', () => {
    let cleared = 0;
    for (const rule of RULES) {
      for (const cols of WIDTHS) {
        for (const rows of [1, 2, 3, 6]) {
          const op = new RowOperator(rule, rows, cols);
          const label = `${ruleName(rule)} ${rows}×${cols}`;
          const shape = op.kernelShape;
          if (!shape) {
            expect(cols, `${label}: only wrapped columns narrower than 3 leave the kernel out`).toBeLessThan(3);
            continue;
          }
          const [presses, lights] = pair(rule, rows, cols);
          const expected = reference(op, presses, lights);
          if (expected >= 0) cleared++;
          expect(checkThreeWasm(presses.words, lights.words, shape), label).toBe(expected);
          expect(op.checkedWeight(presses.words, lights.words, 0), label).toBe(expected);
        }
      }
    }
    expect(cleared, 'both answers are exercised').toBeGreaterThan(RULES.length * 10);
  });

  test('the rules take every loop of the kernel: the six named rules\' masks and others', () => {
    const masks = new Set(RULES.map((rule) => new RowOperator(rule, 5, 161).kernelShape!.masks));
    for (const named of [0b001_111_001, 0b001_110_001, 0b111_111_111, 0b111_110_111, 0b110_001_110, 0b110_000_110]) expect(masks.has(named), named.toString(2)).toBe(true);
    expect(masks.size, 'masks of no named rule').toBeGreaterThanOrEqual(9);
  });

  test('blocks of one, two and three rows: every block edge (wrapped rows included) answers as the TypeScript path', () => {
    for (const rule of RULES) {
      for (const cols of [33, 161, 256]) {
        for (const rows of [1, 2, 5, 7]) {
          const op = new RowOperator(rule, rows, cols);
          const [presses, lights] = pair(rule, rows, cols);
          const expected = reference(op, presses, lights);
          for (const blockRows of [1, 2, 3]) {
            expect(checkThreeWasm(presses.words, lights.words, op.kernelShape!, blockRows * presses.stride), `${ruleName(rule)} ${rows}×${cols} blocks of ${blockRows}`).toBe(expected);
          }
        }
      }
    }
  });

  test('every single flipped press and every single flipped light is caught', () => {
    for (const rule of RULES) {
      for (const [rows, cols] of [[4, 161], [3, 256]] as const) {
        const op = new RowOperator(rule, rows, cols);
        const presses = randomBoard(rows, cols, { random });
        const lights = pressEffect(presses, rule);
        const shape = op.kernelShape!;
        expect(checkThreeWasm(presses.words, lights.words, shape, presses.stride), ruleName(rule)).toBe(presses.count());
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            for (const board of [presses, lights]) {
              board.toggle(r, c);
              expect(checkThreeWasm(presses.words, lights.words, shape, presses.stride), `${ruleName(rule)} ${rows}×${cols} (${r}, ${c})`).toBe(-1);
              board.toggle(r, c);
            }
          }
        }
      }
    }
  });

  test('bits past the last column: a press there fails the check, a light there is named apart', () => {
    for (const rule of RULES) {
      for (const cols of [5, 33, 161]) {
        const rows = 3;
        const op = new RowOperator(rule, rows, cols);
        const presses = randomBoard(rows, cols, { random });
        const lights = pressEffect(presses, rule);
        const last = rows * presses.stride - 1;
        for (const [words, found] of [[presses.words, -1], [lights.words, -2]] as const) {
          words[last]! ^= 1 << (cols & 31);
          expect(checkThreeWasm(presses.words, lights.words, op.kernelShape!), `${ruleName(rule)} ${cols}`).toBe(found);
          words[last]! ^= 1 << (cols & 31);
        }
      }
    }
  });

  test('the surfaces whose rows twist, bits past the last column in the rows next to their rows\' seam: a press there fails the check, a light there is named apart', () => {
    for (const rule of STENCIL_NAMES.flatMap((name) => ROW_TWISTED.map((t) => makeRule(namedStencil(name), t)))) {
      for (const [rows, cols] of [[5, 33], [4, 161]] as const) {
        const op = new RowOperator(rule, rows, cols);
        const presses = randomBoard(rows, cols, { random });
        const lights = pressEffect(presses, rule);
        expect(op.checkedWeight(presses.words, lights.words, 0), ruleName(rule)).toBe(presses.count());
        for (const row of [0, rows - 1]) {
          const last = (row + 1) * presses.stride - 1;
          for (const [words, found] of [[presses.words, -1], [lights.words, -2]] as const) {
            words[last]! ^= 1 << (cols & 31);
            expect(op.checkedWeight(presses.words, lights.words, 0), `${ruleName(rule)} ${rows}×${cols} row ${row}`).toBe(found);
            words[last]! ^= 1 << (cols & 31);
          }
        }
      }
    }
  });

  test('boards past the dispatch size, both kernel paths: the count of presses that clear, −1 for one light off', () => {
    for (const rule of [RULES[0]!, RULES[RULES.length - 1]!, makeRule(namedStencil('moore', { center: false }), 'projective')]) {
      const presses = randomBoard(130, 4100, { random });
      const lights = pressEffect(presses, rule);
      const target = randomBoard(130, 4100, { random });
      for (const path of ['ts', 'auto'] as const) {
        withKernels(path, () => {
          expect(checkedPressCount(lights, presses, rule), `${ruleName(rule)} ${path}`).toBe(presses.count());
          expect(pressesReach(lights.clone().xor(target), presses, rule, target), `${ruleName(rule)} ${path} target`).toBe(true);
          lights.toggle(129, 4099);
          expect(checkedPressCount(lights, presses, rule), `${ruleName(rule)} ${path}`).toBe(-1);
          lights.toggle(129, 4099);
          presses.toggle(0, 2050);
          expect(checkedPressCount(lights, presses, rule), `${ruleName(rule)} ${path} a press flipped`).toBe(-1);
          presses.toggle(0, 2050);
        });
      }
    }
  });

  test('every twisted surface: the unseamed rule in the kernel plus the seams\' bits, as the TypeScript path; every flipped press and light caught', () => {
    const twisted = STENCIL_NAMES.flatMap((name) => [true, false].flatMap((center) => TWISTED.map((t) => makeRule(namedStencil(name, { center }), t))));
    let cleared = 0;
    for (const rule of twisted) {
      for (const [rows, cols] of [[3, 3], [4, 33], [7, 64], [6, 129], [5, 256]] as const) {
        const op = new RowOperator(rule, rows, cols);
        const label = `${ruleName(rule)} ${rows}×${cols}`;
        expect(op.kernelChecks, label).toBe(true);
        for (let i = 0; i < 4; i++) {
          const [presses, lights] = pair(rule, rows, cols);
          const expected = reference(op, presses, lights);
          if (expected >= 0) cleared++;
          expect(op.checkedWeight(presses.words, lights.words, 0), label).toBe(expected);
        }
        if (rows * cols > 700) continue;
        const presses = randomBoard(rows, cols, { random });
        const lights = pressEffect(presses, rule);
        expect(op.checkedWeight(presses.words, lights.words, 0), label).toBe(presses.count());
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            for (const board of [presses, lights]) {
              board.toggle(r, c);
              expect(op.checkedWeight(presses.words, lights.words, 0), `${label} (${r}, ${c})`).toBe(-1);
              board.toggle(r, c);
            }
          }
        }
      }
    }
    expect(cleared, 'both answers are exercised').toBeGreaterThan(twisted.length * 5);
  });

  test('every twisted surface over several blocks of the check (the seams\' bits added block by block): as the TypeScript path; a flip at the seam in each block caught', () => {
    // 300 rows of 63 words: the check's blocks of 16384 words cut the board after row 260
    const [rows, cols] = [300, 2001];
    for (const name of STENCIL_NAMES) {
      for (const center of [true, false]) {
        for (const t of TWISTED) {
          const rule = makeRule(namedStencil(name, { center }), t);
          const op = new RowOperator(rule, rows, cols);
          expect(op.kernelChecks, ruleName(rule)).toBe(true);
          const presses = randomBoard(rows, cols, { random });
          const lights = pressEffect(presses, rule);
          const label = ruleName(rule);
          expect(op.checkedWeight(presses.words, lights.words, 0), label).toBe(presses.count());
          for (const [r, c] of [[0, 0], [0, 1000], [259, cols - 1], [260, 0], [261, cols - 1], [rows - 1, 0], [rows - 1, 7], [rows - 1, cols - 1]] as const) {
            for (const board of [presses, lights]) {
              board.toggle(r, c);
              expect(op.checkedWeight(presses.words, lights.words, 0), `${label} (${r}, ${c})`).toBe(-1);
              expect(reference(op, presses, lights), `${label} (${r}, ${c}) TypeScript`).toBe(-1);
              board.toggle(r, c);
            }
          }
        }
      }
    }
  });
});
