import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { lift } from './cover-rows.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { chaseOf } from './projective-chase.ts';
import { COVER_PRODUCT_MIN_WORDS, coverProduct } from './projective-cover-product.ts';
import { projectiveFoldMethod } from './projective-fold.ts';
import { frobeniusInverse } from './projective-frobenius.ts';
import { NilpotentFold } from './projective-nilpotent.ts';
import { projectiveFold } from './projective-seam.ts';
import { SplitFold } from './projective-split-fold.ts';

const rule = (name: 'cross' | 'moore' | 'diagonal', center = true) => makeRule(namedStencil(name, { center }), 'projective');

/** The method's answers with the kernels and without: equal, and verified by applying them (or their proofs). */
function agree(shape: { rule: ReturnType<typeof rule>; rows: number; cols: number }, random: () => number): void {
  const { rows, cols } = shape;
  const label = `${ruleName(shape.rule)} ${rows}×${cols}`;
  const fast = projectiveFoldMethod.prepare(shape);
  expect(fast.nullity, label).toBe(lazyChaseMethod.nullity(shape));
  for (const lights of [randomSolvableBoard(rows, cols, { rule: shape.rule, random }), randomBoard(rows, cols, { random }), Board.filled(rows, cols)]) {
    const x = fast.solve(lights);
    const slow = withKernels('ts', () => projectiveFoldMethod.prepare(shape).solve(lights));
    expect(x === null, label).toBe(slow === null);
    if (x && slow) {
      expect(x.equals(slow), label).toBe(true);
      expect(verifySolution(lights, x, shape.rule), label).toBe(true);
    } else expect(verifyProof(lights, fast.proof(lights), shape.rule), label).toBe(true);
  }
}

describe('projective fold in the kernels: the ring chase and the Frobenius product on the whole cover', () => {
  kernelsOnInThisFile();

  it('chases by the ring-chase kernel where c is a unit, with the TypeScript chase\'s A, B and answers (odd and even sides, 3 | n)', () => {
    const random = seededRandom('projective kernels chase');
    const shapes = [
      [rule('cross'), 200, 300],
      [rule('cross'), 201, 299],
      [rule('cross', false), 203, 300],
      [rule('moore'), 200, 301],
      [rule('moore'), 257, 256],
      [rule('moore', false), 300, 203],
      [rule('moore', false), 256, 256],
      [rule('cross'), 256, 256],
    ] as const;
    for (const [r, rows, cols] of shapes) {
      const fold = projectiveFold(r, rows, cols)!;
      const chase = chaseOf(fold);
      expect(chase.kernelTakes, `${ruleName(r)} ${rows}×${cols}`).toBe(true);
      expect(chase.divisions * chase.stride).toBeGreaterThanOrEqual(1 << 10); // WASM_RING_CHASE_MIN_WORDS
      // A and B of the ring folds: all but the last step of the chase from (0, 1) by the kernel
      expect(chase.unitResiduals(), `${ruleName(r)} ${rows}×${cols}`).toEqual(withKernels('ts', () => chase.unitResiduals()));
      agree({ rule: r, rows, cols }, random);
    }
  });

  it('has the chase\'s equations and rows with the kernel as without, lights, seam and start alike', () => {
    const random = seededRandom('projective kernels rows');
    for (const [r, rows, cols] of [[rule('cross'), 200, 300], [rule('moore', false), 201, 256]] as const) {
      const chase = chaseOf(projectiveFold(r, rows, cols)!);
      const cover = lift(randomBoard(chase.fold.m, chase.fold.n, { random }));
      const u = new Uint32Array(chase.stride).map(() => random() >>> 0);
      if (chase.ring % 32 !== 0) u[chase.stride - 1]! &= (1 << (chase.ring % 32)) - 1;
      const { v, seam } = chase.start(u);
      const run = () => {
        const out = new Board(Math.ceil(chase.fold.m / 2), chase.ring);
        return { eqs: chase.chase(cover, 0, v, u, seam, null, out).eqs, out };
      };
      const fast = run();
      const slow = withKernels('ts', run);
      expect(fast.eqs).toEqual(slow.eqs);
      expect(fast.out.equals(slow.out)).toBe(true);
    }
  });

  it('divides the lights by the row-divide kernel where a = λ·c and c is not a unit, with the TypeScript chase\'s rows and answers', () => {
    const random = seededRandom('projective kernels divide');
    for (const [r, rows, cols] of [
      [rule('diagonal', false), 200, 128],
      [rule('diagonal', false), 201, 128],
      [rule('diagonal', false), 130, 200],
      [rule('moore'), 150, 96],
      [rule('moore'), 99, 150],
    ] as const) {
      const label = `${ruleName(r)} ${rows}×${cols}`;
      const fold = projectiveFold(r, rows, cols)!;
      const chase = chaseOf(fold);
      expect(chase.kernelDivides, label).toBe(true);
      expect((chase.divisions - 1) * chase.stride, label).toBeGreaterThanOrEqual(1 << 8); // WASM_DIVIDE_ROWS_MIN_WORDS
      // lights whose rows past the first are in c's image (the kernel's quotients) and random ones (row by row)
      const solvable = randomSolvableBoard(rows, cols, { rule: r, random });
      for (const lights of [solvable, randomBoard(rows, cols, { random })]) {
        const turned = fold.transposed ? transposeBoard(lights) : lights;
        const cover = lift(turned);
        const run = () => {
          const out = new Board(Math.ceil(fold.m / 2), chase.ring);
          const zero = new Uint32Array(chase.stride);
          return { eqs: chase.chase(cover, 0, zero, zero, null, null, out).eqs, out };
        };
        const fast = run();
        const slow = withKernels('ts', run);
        expect(fast.eqs, label).toEqual(slow.eqs);
        expect(fast.out.equals(slow.out), label).toBe(true);
      }
      agree({ rule: r, rows, cols }, random);
    }
  });

  it('multiplies the Frobenius factors on the whole 2m-row cover as the TypeScript passes do, stored or lifted rows', () => {
    const random = seededRandom('projective kernels frobenius');
    for (const [rows, cols] of [[256, 256], [255, 256], [256, 129], [129, 256], [520, 64]] as const) {
      const fold = projectiveFold(rule('diagonal'), rows, cols)!;
      expect(NilpotentFold.takes(fold), `${rows}×${cols}`).toBe(true);
      const chase = chaseOf(fold);
      const height = Math.ceil(fold.m / 2);
      expect(height * chase.stride).toBeGreaterThanOrEqual(COVER_PRODUCT_MIN_WORDS);
      const board = randomBoard(fold.transposed ? cols : rows, fold.transposed ? rows : cols, { random });
      const cover = lift(board).words;
      const stored = cover.slice(0, height * chase.stride);
      const want = withKernels('ts', () => frobeniusInverse(fold, stored, fold.n));
      expect(coverProduct(fold, stored, fold.n), `${rows}×${cols}`).toEqual(want);
      expect(coverProduct(fold, cover, fold.n), `${rows}×${cols} lifted`).toEqual(want);
      expect(withKernels('ts', () => frobeniusInverse(fold, cover, fold.n))).toEqual(want);
    }
  });

  it('solves the nilpotent and the split folds through the cover product with the TypeScript answers', () => {
    const random = seededRandom('projective kernels folds');
    let split = 0;
    for (const [r, rows, cols] of [
      [rule('diagonal'), 256, 256],
      [rule('diagonal'), 255, 256],
      [rule('diagonal'), 350, 96],
      [rule('diagonal'), 351, 96],
      [rule('moore', false), 351, 96],
    ] as const) {
      const fold = projectiveFold(r, rows, cols)!;
      if (!NilpotentFold.takes(fold)) {
        expect(SplitFold.of(chaseOf(fold)), `${ruleName(r)} ${rows}×${cols}`).not.toBeNull();
        split++;
      }
      agree({ rule: r, rows, cols }, random);
    }
    expect(split).toBeGreaterThanOrEqual(2);
  });
});
