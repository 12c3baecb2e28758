import { describe, expect, it } from 'vitest';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { twistedAgreement } from './_test-twisted.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { nullity } from './queries.ts';
import { TWIST_PRODUCT_MAX_SIDE, twistProductMethod } from './twist-product.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { WASM_COLUMN_DIVIDE_MIN_WORDS } from '../../wasm/column-divide-kernels.ts';
import { WASM_DIVIDE_ROWS_MIN_WORDS } from '../../wasm/row-divide-kernels.ts';

const DIAGONAL = namedStencil('diagonal', { center: false });
const TWISTS = ['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const;
const RULES = TWISTS.map((t) => makeRule(DIAGONAL, t));
const MOORE = TWISTS.map((t) => makeRule(namedStencil('moore'), t));
/** Every other product u(x)·v(y) with u, v ∈ {1, x, 1 + x} (y, 1 + y): lines, pairs, x·(1 + y), (1 + x)·y. */
const OTHER_PRODUCTS = ['.#./.#./.#.', '.../###/...', '.#./.../.#.', '.../#.#/...', '#.#/#.#/#.#', '###/.../###'].flatMap((p) =>
  TWISTS.map((t) => makeRule(parseStencil(p), t)),
);

describe('twist-product: product stencils on twisted columns, A = X·Y', () => {
  it('takes product stencils alone, once the twisted side (and a wrapping one) has 3 cells', () => {
    expect(twistProductMethod.applies({ rule: MOORE[0]!, rows: 9, cols: 9 })).toBe(true);
    expect(twistProductMethod.applies({ rule: makeRule(namedStencil('moore', { center: false }), 'mobius'), rows: 9, cols: 9 })).toBe(false);
    expect(twistProductMethod.applies({ rule: makeRule(namedStencil('cross'), 'mobius'), rows: 9, cols: 9 })).toBe(false);
    expect(twistProductMethod.applies({ rule: MOORE[0]!, rows: TWIST_PRODUCT_MAX_SIDE, cols: 9 })).toBe(true);
    expect(twistProductMethod.applies({ rule: MOORE[0]!, rows: TWIST_PRODUCT_MAX_SIDE + 1, cols: 9 })).toBe(false);
    expect(twistProductMethod.applies({ rule: RULES[0]!, rows: 1, cols: 3 })).toBe(true);
    expect(twistProductMethod.applies({ rule: RULES[0]!, rows: 9, cols: 2 })).toBe(false);
    expect(twistProductMethod.applies({ rule: RULES[1]!, rows: 2, cols: 9 })).toBe(true); // the Klein bottle of 2 rows is the Möbius strip of 2
    expect(twistProductMethod.applies({ rule: RULES[1]!, rows: 1, cols: 9 })).toBe(false);
    expect(twistProductMethod.applies({ rule: RULES[2]!, rows: 9, cols: 1 })).toBe(true);
    expect(twistProductMethod.applies({ rule: makeRule(namedStencil('diagonal'), 'mobius'), rows: 9, cols: 8 })).toBe(false);
    expect(twistProductMethod.applies({ rule: makeRule(DIAGONAL, 'torus'), rows: 9, cols: 8 })).toBe(false);
    expect(twistProductMethod.applies({ rule: makeRule(DIAGONAL, 'projective'), rows: 9, cols: 8 })).toBe(false);
  });

  it('equals dense elimination on every shape up to 13 × 13: nullity, quiet patterns, answers and proofs verified', () => {
    const random = seededRandom('twist-product');
    const { wrong, compared } = twistedAgreement(twistProductMethod, RULES, 13, random);
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  it('equals dense elimination for Moore and every other product on every shape up to 12 × 12', () => {
    const random = seededRandom('twist-product moore');
    const { wrong, compared } = twistedAgreement(twistProductMethod, [...MOORE, ...OTHER_PRODUCTS], 12, random);
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(2500);
  });

  it('past the dense reference, has the nullity of lazy chasing, and its answers and proofs verify', () => {
    const random = seededRandom('twist-product big');
    for (const rule of [...RULES, ...MOORE]) {
      for (const [rows, cols] of [[70, 33], [41, 96], [40, 40], [62, 45]] as const) {
        const shape = { rule, rows, cols };
        const label = `${ruleName(rule)} ${rows}×${cols}`;
        expect(nullity(rows, cols, { rule }), label).toBe(lazyChaseMethod.nullity(shape));
        const mine = twistProductMethod.prepare(shape);
        for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
          const x = mine.solve(lights);
          if (x) expect(verifySolution(lights, x, rule), label).toBe(true);
          else expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
        }
      }
    }
  });

  it('divides the rings and the columns in the kernels past their thresholds: answers and proofs verify on both paths', () => {
    const random = seededRandom('twist-product kernels');
    for (const rule of [...RULES, ...MOORE]) {
      // rings of 2n cells either side of the word and vector edges, enough of them to pass the kernel's threshold
      // whichever side twists
      for (const [rows, cols] of [[65, 257], [64, 320], [97, 383]] as const) {
        const shape = { rule, rows, cols };
        const label = `${ruleName(rule)} ${rows}×${cols}`;
        expect(Math.min((rows >> 1) * Math.ceil((2 * cols) / 32), (cols >> 1) * Math.ceil((2 * rows) / 32)), label).toBeGreaterThanOrEqual(WASM_DIVIDE_ROWS_MIN_WORDS);
        expect(Math.min(rows * Math.ceil(cols / 32), cols * Math.ceil(rows / 32)), label).toBeGreaterThanOrEqual(WASM_COLUMN_DIVIDE_MIN_WORDS);
        for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
          const [wasm, ts] = (['auto', 'ts'] as const).map((path) =>
            withKernels(path, () => {
              const mine = twistProductMethod.prepare(shape);
              const x = mine.solve(lights);
              if (x) expect(verifySolution(lights, x, rule), `${label} ${path}`).toBe(true);
              else expect(verifyProof(lights, mine.proof(lights), rule), `${label} ${path}`).toBe(true);
              return x;
            }),
          );
          expect(wasm === null, label).toBe(ts === null);
        }
      }
    }
  });
});
