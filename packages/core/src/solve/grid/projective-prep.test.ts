import { describe, expect, it } from 'vitest';
import { cases } from '../../_test-seed.ts';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { shapeAgreement } from './_test-twisted.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { projectiveFoldMethod } from './projective-fold.ts';
import { frobeniusInverse } from './projective-frobenius.ts';
import { NilpotentFold } from './projective-nilpotent.ts';
import { projectiveFold } from './projective-seam.ts';

/**
 * The projective plane's preparation (the fold's rings, their splits and inverses: `cyclic-ring.ts`, `poly.ts`'s
 * extended Euclid, `series.ts`) through whole solves: against dense elimination on seeded shapes past the fold's
 * 12 × 12 comparison, and on rings that cross the 32-, 64- and 128-bit word edges against lazy chasing, prepared
 * afresh on both kernel paths, every answer and proof applied.
 */
const rules = (): Rule[] => STENCIL_NAMES.flatMap((name) => [makeRule(namedStencil(name), 'projective'), makeRule(namedStencil(name, { center: false }), 'projective')]);

describe('the projective plane prepared: whole solves', () => {
  it('equals dense elimination on seeded shapes up to 20 × 20 (one side 13 to 20), every named rule', () => {
    const random = seededRandom('projective-prep dense');
    const wrong: string[] = [];
    let compared = 0;
    for (const rule of rules()) {
      for (let i = 0; i < cases(8); i++) {
        const long = 13 + (random() % 8);
        const short = 1 + (random() % 20);
        const shape = random() % 2 === 0 ? { rule, rows: long, cols: short } : { rule, rows: short, cols: long };
        if (!projectiveFoldMethod.applies(shape)) continue;
        compared++;
        wrong.push(...shapeAgreement(projectiveFoldMethod, shape, random));
      }
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(40);
  });

  it('on rings across the word edges, both kernel paths: the nullity lazy chasing finds, answers and proofs applied', () => {
    const random = seededRandom('projective-prep edges');
    let compared = 0;
    for (const n of [31, 32, 33, 63, 64, 65]) {
      for (const path of ['auto', 'ts'] as const) {
        // fresh rules: the folds and their rings are memoised per rule object, so each path prepares its own
        for (const rule of rules()) {
          const shape = { rule, rows: n + (random() % 2), cols: n };
          if (!projectiveFoldMethod.applies(shape)) continue;
          compared++;
          const label = `${ruleName(rule)} ${shape.rows}×${shape.cols}, ${path}`;
          withKernels(path, () => {
            const mine = projectiveFoldMethod.prepare(shape);
            expect(mine.nullity, label).toBe(lazyChaseMethod.nullity(shape));
            for (const q of mine.eachQuietPattern()) expect(pressEffect(q, rule).isEmpty(), label).toBe(true);
            for (const lights of [randomSolvableBoard(shape.rows, shape.cols, { rule, random }), randomBoard(shape.rows, shape.cols, { random }), Board.filled(shape.rows, shape.cols)]) {
              const x = mine.solve(lights);
              if (x) expect(verifySolution(lights, x, rule), label).toBe(true);
              else expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
            }
          });
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('the nilpotent fold: every seam response, by a ring map of another or inverted, equals (1 + T)⁻¹·kⱼ inverted, both kernel paths', () => {
    let mapped = 0;
    for (const path of ['auto', 'ts'] as const) {
      const rule = makeRule(namedStencil('diagonal'), 'projective'); // fresh per path: folds are memoised per rule object
      for (const n of [1, 2, 4, 8, 16, 32, 64]) {
        for (const m of [1, 2, 3, 5, 8, 9, 17, 31, 32, 33, 64, 65]) {
          withKernels(path, () => {
            const fold = projectiveFold(rule, m, n);
            if (!fold || !NilpotentFold.takes(fold)) return;
            const nilpotent = NilpotentFold.of(fold)!;
            const height = Math.ceil(fold.m / 2);
            const stride = Math.ceil((2 * fold.n) / 32);
            nilpotent.presses.forEach((p, j) => {
              const k = new Uint32Array(height * stride);
              fold.presses.forEach((q, i) => {
                if (q === p) k[fold.lights[i]! >>> 5]! ^= 1 << (fold.lights[i]! & 31);
              });
              expect([...nilpotent.responses[j]!], `${fold.m}×${fold.n} press ${p}, ${path}`).toEqual([...frobeniusInverse(fold, k, fold.n)]);
            });
            mapped += nilpotent.presses.length - 1;
          });
        }
      }
    }
    expect(mapped).toBeGreaterThan(100);
  });
});
