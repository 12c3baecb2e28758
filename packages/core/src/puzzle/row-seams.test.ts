import { describe, expect, test } from 'vitest';
import { parseStencil } from '../format/stencil-pattern.ts';
import { Board } from './board.ts';
import { neighbourhoodOf } from './neighbourhood.ts';
import { pressEffect } from './press.ts';
import { randomBoard, seededRandom } from './random.ts';
import { makeRule, type Rule, ruleName, transposeRule } from './rule.ts';
import { RowSeams } from './row-seams.ts';
import { seamTerms } from './seam-terms.ts';
import { namedStencil, STENCIL_NAMES } from './stencil.ts';
import { edgesOf, topologyOf } from './topology.ts';

/**
 * {@link RowSeams} against the definition ({@link SurfaceReach}, read through the neighbourhood's cells one
 * press at a time): the unseamed rule's effect (the plane's, or the cylinder's when the columns wrap) plus the seams'
 * part is the effect on every surface whose rows twist (`twist,clip`, `twist,wrap`, the projective plane), bit by bit.
 */
const random = seededRandom('row-seams');

const ROW_TWISTED = ['twist,clip', 'twist,wrap', 'projective'] as const;

const RULES: Rule[] = ROW_TWISTED.flatMap((t) => [
  ...STENCIL_NAMES.flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), t))),
  ...['.#./###/#..', '##./.#./..#'].map((pattern) => makeRule(parseStencil(pattern), t)),
]);

/** The rule whose effect the seams' part is added to. */
function unseamedRule(rule: Rule): Rule {
  return makeRule(rule.stencil, topologyOf(RowSeams.unseamedEdges(edgesOf(rule.topology))));
}

/** The definition: each press on toggles the cells it reaches (each once). */
function definedEffect(rule: Rule, presses: Board): Board {
  const { rows, cols } = presses;
  const near = neighbourhoodOf(rule, rows, cols);
  const out = new Board(rows, cols);
  const found = new Int32Array(near.width);
  for (const [r, c] of presses.cells()) {
    const count = near.cells(r * cols + c, found, 1);
    for (let i = 0; i < count; i++) out.toggle((found[i]! / cols) | 0, found[i]! % cols);
  }
  return out;
}

/** The unseamed rule's effect plus the seams' part over every row, in blocks of `block` rows. */
function seamedEffect(rule: Rule, seams: RowSeams, presses: Board, block: number): Board {
  const { rows, cols, stride } = presses;
  const out = pressEffect(presses, unseamedRule(rule));
  const lights = new Board(rows, cols);
  for (let first = 0; first < rows; first += block) {
    const last = Math.min(rows, first + block);
    const part = new Uint32Array((last - first) * stride);
    seams.xorInto(part, presses.words, lights.words, first, last, -first * stride);
    for (let k = 0; k < part.length; k++) out.words[first * stride + k]! ^= part[k]!;
  }
  return out;
}

function seamsOf(rule: Rule, rows: number, cols: number): RowSeams | null {
  const near = neighbourhoodOf(rule, rows, cols);
  return RowSeams.of(rule, near, seamTerms(rule, near));
}

describe('RowSeams', () => {
  test('every press alone, every rule and rows-twisting surface, 3..10 × 3..10: the unseamed rule plus the seams is the definition, bit by bit', () => {
    for (const rule of RULES) {
      for (let rows = 3; rows <= 10; rows++) {
        for (let cols = 3; cols <= 10; cols++) {
          const seams = seamsOf(rule, rows, cols);
          expect(seams, `${ruleName(rule)} ${rows}×${cols}`).not.toBeNull();
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < cols; c++) {
              const press = new Board(rows, cols);
              press.toggle(r, c);
              const got = seamedEffect(rule, seams!, press, rows);
              expect(got.equals(definedEffect(rule, press)), `${ruleName(rule)} ${rows}×${cols} press (${r}, ${c})`).toBe(true);
            }
          }
        }
      }
    }
  });

  test('every press alone, every rule and rows-twisting surface, 3..10 × 3..10: the row operator\'s TypeScript effect (the rows off the seam by the unseamed rule) is the definition', () => {
    for (const rule of RULES) {
      for (let rows = 3; rows <= 10; rows++) {
        for (let cols = 3; cols <= 10; cols++) {
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < cols; c++) {
              const press = new Board(rows, cols);
              press.toggle(r, c);
              expect(pressEffect(press, rule).equals(definedEffect(rule, press)), `${ruleName(rule)} ${rows}×${cols} press (${r}, ${c})`).toBe(true);
            }
          }
        }
      }
    }
  });

  test('random presses, sides 1..20 and widths around 32 / 64 / 128, in blocks of 1, 2, 5 rows and whole: as the definition', () => {
    const shapes: [number, number][] = [];
    for (let rows = 1; rows <= 20; rows++) for (let cols = 1; cols <= 20; cols++) shapes.push([rows, cols]);
    for (const rows of [3, 4, 5, 8]) for (const cols of [31, 32, 33, 63, 64, 65, 127, 128, 129]) shapes.push([rows, cols]);
    let checked = 0;
    for (const rule of RULES) {
      for (const [rows, cols] of shapes) {
        const seams = seamsOf(rule, rows, cols);
        // the parts meet only on sides of at most twice the reach (1 for these stencils; the columns only when they twist): those are read light by light
        // (a short side may also clip every offset that could meet: then the parts are taken, and must hold too)
        if (rows > 2 && (cols > 2 || edgesOf(rule.topology).cols !== 'twist')) expect(seams, `${ruleName(rule)} ${rows}×${cols}`).not.toBeNull();
        if (!seams) continue;
        const presses = randomBoard(rows, cols, { random });
        const want = definedEffect(rule, presses);
        for (const block of [1, 2, 5, rows]) expect(seamedEffect(rule, seams, presses, block).equals(want), `${ruleName(rule)} ${rows}×${cols} blocks of ${block}`).toBe(true);
        // the row operator's TypeScript effect (the rows off the seam by the unseamed rule, the others light by light)
        expect(pressEffect(presses, rule).equals(want), `${ruleName(rule)} ${rows}×${cols} row operator`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(RULES.length * 350);
  });

  test('the corner lights are set from the lights given, whatever the block held there', () => {
    const rule = RULES.find((r) => r.topology === 'projective')!;
    const [rows, cols] = [5, 40];
    const seams = seamsOf(rule, rows, cols)!;
    const presses = randomBoard(rows, cols, { random });
    const lights = randomBoard(rows, cols, { random });
    const fixed = lights.clone();
    seams.xorInto(fixed.words, presses.words, lights.words, 0, rows, 0);
    const want = pressEffect(presses, rule).xor(lights);
    const got = pressEffect(presses, unseamedRule(rule)).xor(fixed);
    expect(got.equals(want)).toBe(true);
  });

  test('is null where the rows do not twist, for a transposed rule, and on sides short enough for the parts to meet', () => {
    const cross = namedStencil('cross');
    for (const t of ['plane', 'cylinder', 'torus', 'mobius', 'klein', 'wrap,clip'] as const) expect(seamsOf(makeRule(cross, t), 8, 8), t).toBeNull();
    for (const t of ['twist,clip', 'twist,wrap'] as const) {
      expect(seamsOf(makeRule(cross, t), 8, 8), t).not.toBeNull();
      expect(seamsOf(makeRule(cross, t), 2, 8), t).toBeNull();
      expect(seamsOf(makeRule(cross, t), 8, 1), `${t}: no column seam, any width`).not.toBeNull();
      expect(seamsOf(transposeRule(makeRule(parseStencil('##./.#./..#'), t)), 8, 8), t).toBeNull();
      const tall = makeRule(parseStencil('#../.../.../.../..#'), t);
      expect(seamsOf(tall, 4, 8), t).toBeNull();
      expect(seamsOf(tall, 5, 8), t).not.toBeNull();
    }
    const skew = makeRule(parseStencil('##./.#./..#'), 'projective');
    expect(seamsOf(skew, 8, 8)).not.toBeNull();
    expect(seamsOf(transposeRule(skew), 8, 8)).toBeNull();
    expect(seamsOf(makeRule(cross, 'projective'), 2, 8)).toBeNull();
    expect(seamsOf(makeRule(cross, 'projective'), 8, 2)).toBeNull();
    const wide = makeRule(parseStencil('#..../...../..#..'), 'projective');
    expect(seamsOf(wide, 8, 4)).toBeNull();
    expect(seamsOf(wide, 8, 5)).not.toBeNull();
  });
});
