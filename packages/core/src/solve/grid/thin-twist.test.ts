import { describe, expect, it } from 'vitest';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { twistedAgreement } from './_test-twisted.ts';
import { denseMethod } from './dense.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { THIN_TWIST_MAX_CELLS, thinTwistMethod } from './thin-twist.ts';

const TWISTS = ['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const;
/** Every named rule, an asymmetric stencil and one of reach 2, on both surfaces either way up. */
const RULES: Rule[] = TWISTS.flatMap((t) => [
  ...STENCIL_NAMES.flatMap((name) => [makeRule(namedStencil(name), t), makeRule(namedStencil(name, { center: false }), t)]),
  makeRule(parseStencil('.#./.##/...'), t),
  makeRule(parseStencil('..#../...../#.#.#/...../..#..'), t),
]);

describe('thin-twist: a twisted side of 1 or 2 cells, eliminated as a band of fold layers', () => {
  it('takes twisted sides of 1 and 2 on the Möbius strip and the Klein bottle only', () => {
    const cross = (t: (typeof TWISTS)[number]): Rule => makeRule(namedStencil('cross'), t);
    expect(thinTwistMethod.applies({ rule: cross('mobius'), rows: 40, cols: 2 })).toBe(true);
    expect(thinTwistMethod.applies({ rule: cross('klein'), rows: 40, cols: 1 })).toBe(true);
    expect(thinTwistMethod.applies({ rule: cross('twist,clip'), rows: 2, cols: 40 })).toBe(true);
    expect(thinTwistMethod.applies({ rule: cross('mobius'), rows: 40, cols: 3 })).toBe(false);
    expect(thinTwistMethod.applies({ rule: cross('twist,clip'), rows: 40, cols: 2 })).toBe(false);
    expect(thinTwistMethod.applies({ rule: makeRule(namedStencil('cross'), 'projective'), rows: 40, cols: 2 })).toBe(false);
    expect(thinTwistMethod.applies({ rule: makeRule(namedStencil('cross'), 'torus'), rows: 40, cols: 2 })).toBe(false);
    // past its memory bound the method does not apply (the shape is left to methods that refuse it by estimate)
    expect(thinTwistMethod.applies({ rule: cross('mobius'), rows: THIN_TWIST_MAX_CELLS / 2, cols: 2 })).toBe(true);
    expect(thinTwistMethod.applies({ rule: cross('mobius'), rows: THIN_TWIST_MAX_CELLS, cols: 2 })).toBe(false);
  });

  it('equals dense elimination on every shape it takes up to 12 × 12: nullity, quiet patterns, answers and proofs verified', () => {
    const random = seededRandom('thin-twist');
    const { wrong, compared } = twistedAgreement(thinTwistMethod, RULES, 12, random);
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(700);
  });

  it('equals dense elimination on long thin boards (up to 2 × 150), odd and even lengths', () => {
    const random = seededRandom('thin-twist long');
    for (const rule of RULES) {
      for (const long of [13, 31, 64, 97, 150]) {
        for (const thin of [1, 2]) {
          const [rows, cols] = rule.topology.startsWith('twist') ? [thin, long] : [long, thin];
          const shape = { rule, rows, cols };
          const label = `${ruleName(rule)} ${rows}×${cols}`;
          expect(thinTwistMethod.applies(shape), label).toBe(true);
          const mine = thinTwistMethod.prepare(shape);
          expect(mine.nullity, label).toBe(denseMethod.nullity(shape));
          for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random }), Board.filled(rows, cols)]) {
            const x = mine.solve(lights);
            if (x) expect(verifySolution(lights, x, rule), label).toBe(true);
            else expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
          }
        }
      }
    }
  });
});
