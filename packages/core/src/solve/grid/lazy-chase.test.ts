import { solveWith, kernelWith, nullityWith } from '../../_test-support.ts';
import { describe, expect, test } from 'vitest';
import { ArgumentError, LimitError } from '../../errors.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, TOPOLOGIES } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { denseMethod } from './dense.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { verifyProof, verifySolution } from './kind.ts';

const stencils = [
  ...STENCIL_NAMES.flatMap((name) => [namedStencil(name), namedStencil(name, { center: false })]),
  parseStencil('.#./.##/...'), // asymmetric
  parseStencil('#../.#./..#'),
  parseStencil('...../..#../.###./#...#/.....'), // radius 2, asymmetric
  parseStencil('###'), // one row only
];

describe('lazyChaseMethod against the dense reference', () => {
  for (const stencil of stencils) {
    for (const topology of TOPOLOGIES) {
      const rule: Rule = makeRule(stencil, topology);
      test(`${stencil.name} on ${topology}, every shape up to 8×8`, () => {
        const random = seededRandom(`${stencil.name}/${topology}`);
        for (let rows = 1; rows <= 8; rows++) {
          for (let cols = 1; cols <= 8; cols++) {
            const nullity = nullityWith(denseMethod, rows, cols, rule);
            expect(nullityWith(lazyChaseMethod, rows, cols, rule), `${rows}×${cols}`).toBe(nullity);
            const kernel = kernelWith(lazyChaseMethod, rows, cols, rule);
            expect(kernel).toHaveLength(nullity);
            for (const q of kernel) expect(pressEffect(q, rule).isEmpty()).toBe(true);
            const board = randomBoard(rows, cols, { random });
            const mine = solveWith(lazyChaseMethod, board, rule);
            const reference = solveWith(denseMethod, board, rule);
            expect(mine.presses === null, `${rows}×${cols}`).toBe(reference.presses === null);
            if (mine.presses) expect(verifySolution(board, mine.presses, rule)).toBe(true);
          }
        }
      });
    }
  }
});

describe('lazyChaseMethod across word boundaries of the unknowns', () => {
  test('nullity matches dense when the unknown count crosses multiples of 32 (regression: moore cylinder 11×11)', () => {
    for (const topology of ['cylinder', 'torus'] as const) {
      const rule = makeRule(namedStencil('moore'), topology);
      for (let side = 9; side <= 22; side++) {
        expect(nullityWith(lazyChaseMethod, side, side, rule), `${topology} ${side}×${side}`).toBe(nullityWith(denseMethod, side, side, rule));
      }
    }
  });
});

describe('lazyChaseMethod at scale (self-consistency)', () => {
  test('solves 96×80 boards for every named rule and topology', () => {
    const random = seededRandom('lazy-big');
    for (const name of STENCIL_NAMES) {
      for (const topology of TOPOLOGIES) {
        const rule = makeRule(namedStencil(name), topology);
        const board = randomSolvableBoard(96, 80, { random, rule });
        const result = solveWith(lazyChaseMethod, board, rule);
        expect(result.presses, `${name} on ${topology}`).not.toBeNull();
        expect(verifySolution(board, result.presses!, rule)).toBe(true);
      }
    }
  });
});

describe('lazyChaseMethod limits', () => {
  test('refuses past MAX_LAZY_CELLS and MAX_LAZY_WORK up front, naming the shape, the rule and the estimate (lazy-plan.test.ts has the work)', () => {
    const rule = makeRule(namedStencil('moore'));
    expect(() => nullityWith(lazyChaseMethod, 5000, 5000, rule)).toThrow(LimitError);
    expect(() => nullityWith(lazyChaseMethod, 5000, 5000, rule)).toThrow(/5000×5000 is too large for moore on plane: .* up to 16777216 cells/);
    // a 65 × 65 stencil: millions of press–light pairs per row of cells, refused before any is built
    const wide = makeRule(parseStencil(Array.from({ length: 65 }, () => '#'.repeat(65)).join('/')), 'torus');
    expect(() => nullityWith(lazyChaseMethod, 600, 600, wide)).toThrow(LimitError);
    expect(() => nullityWith(lazyChaseMethod, 0, 5, rule)).toThrow(ArgumentError);
  });
});

describe('lazyChaseMethod certificates and limits', () => {
  test('an unsolvable board gets a verified proof straight from the method, on asymmetric rules too', () => {
    const random = seededRandom('lazy-proof');
    for (const rule of [makeRule(namedStencil('cross', { center: false })), makeRule(parseStencil('.#./.##/...'), 'torus')]) {
      let proofs = 0;
      for (let trial = 0; trial < 20 && proofs < 3; trial++) {
        const board = randomBoard(60, 60, { random });
        const result = solveWith(lazyChaseMethod, board, rule);
        if (result.presses) continue;
        proofs++;
        expect(result.proof).toBeDefined();
        expect(verifyProof(board, result.proof!, rule)).toBe(true);
      }
      expect(proofs, rule.stencil.name).toBeGreaterThan(0);
    }
  });

  test('kernel with a limit returns the first basis vectors only', () => {
    const rule = makeRule(namedStencil('cross', { center: false }));
    const all = kernelWith(lazyChaseMethod, 12, 12, rule);
    expect(all).toHaveLength(12); // gcd(13, 13) − 1
    const some = kernelWith(lazyChaseMethod, 12, 12, rule, { limit: 3 });
    expect(some).toHaveLength(3);
    some.forEach((q, i) => expect(q.equals(all[i]!)).toBe(true));
  });
});
