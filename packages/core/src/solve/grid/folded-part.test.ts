import { describe, expect, test, vi } from 'vitest';
import { solveWith } from '../../_test-support.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { type BilinearForm, sideRing } from './bilinear.ts';
import { FoldedPart } from './folded-part.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { type Projection, Side } from './row-split.ts';
import { neumannInverse } from './neumann-inverse.ts';

/**
 * The folded bad part against E₂ and the Neumann product on whole rows (`row-split.ts`, the way the ring chase
 * took them before): E₁·P + A⁻¹·E₂·B for random P and B, on rings of 32P·odd cells (the primes 1 + s and
 * 1 + s + s², folds of one to twelve words), columns that wrap and that clip, boards under and over the kernels' size,
 * with the kernels and on the TypeScript path.
 */
const random = seededRandom('folded part');

/** Diagonal (a = 1, c = x: the prime 1 + s) and Moore without centre (a = x, c = 1 + x: also 1 + s + s²). */
const FORMS: Array<[string, BilinearForm]> = [
  ['diagonal', { g00: 1, g01: 0, g10: 0, g11: 1 }],
  ['moore-nc', { g00: 0, g01: 1, g10: 1, g11: 1 }],
];

/**
 * The reference, the way the ring chase took the bad part before: E₁ of every press row plus X₂, the Neumann
 * product of E₂ of the lights on whole rows (on the TypeScript path); X₂ alone too.
 */
function reference(presses: Board, lights: Board, projection: Projection, g: BilinearForm, rowSide: Side, colSide: Side, K: number): { want: Board; x2: Board } {
  const want = presses.clone();
  const e2 = new Board(lights.rows, lights.cols);
  for (let r = 0; r < lights.rows; r++) {
    projection.apply(want.words, r * want.stride, presses.words, r * presses.stride);
    projection.apply(e2.words, r * e2.stride, lights.words, r * lights.stride);
  }
  const x2 = withKernels('ts', () => neumannInverse(e2, g, rowSide, colSide, K));
  want.xor(x2);
  return { want, x2 };
}

describe('FoldedPart', () => {
  test('E₁·P + A⁻¹·E₂·B as the whole-row projection and Neumann product give it', () => {
    let folded = 0;
    for (const [name, g] of FORMS) {
      for (const n of [96, 192, 288, 320, 384, 672]) {
        const rowSide = new Side(n, true);
        const fold = rowSide.wordFold(g);
        const projection = rowSide.projection(g);
        if (!fold || !projection) continue;
        const ring = sideRing(g, n, true);
        const K = Math.ceil(Math.log2(ring.bad.degree)); // past nilpotency the product no longer changes: as many as the worst case
        for (const [m, wraps] of [[7, true], [12, false], [400, true], [401, false]] as const) {
          const colSide = new Side(m, wraps);
          const label = `${name}, ring ${n} (P ${fold.words}, q ${fold.q}), ${m} rows, wraps ${wraps}`;
          const presses = randomBoard(m, n, { random });
          const lights = randomBoard(m, n, { random });
          const { want } = reference(presses, lights, projection, g, rowSide, colSide, K);
          for (const kernels of ['auto', 'ts'] as const) {
            const got = presses.clone();
            withKernels(kernels, () => {
              const part = new FoldedPart(presses.stride, fold, g, colSide, K);
              part.finish(got, part.inverse(lights));
            });
            expect(got.words, `${label}, kernels ${kernels}`).toEqual(want.words);
          }
          folded++;
        }
      }
    }
    expect(folded).toBe(4 * 6 + 4 * 5); // diagonal: every ring here; Moore without centre: all but 320 (3 ∤ 5)
  });

  test('on paths through their reflected ring: E₁·P + A⁻¹·E₂·B as the path projection and Neumann product give it', () => {
    let folded = 0;
    for (const [name, g] of FORMS) {
      // rings 2n + 2 of 2 to 16 words: 1 + s all bad (n = 31, 63, 127, 255), 1 + s + s² (n = 47, 95, 191), both split
      for (const n of [31, 47, 63, 95, 127, 191, 255]) {
        const rowSide = new Side(n, false);
        const projection = rowSide.projection(g);
        if (!projection) continue;
        const bad = sideRing(g, n, false).bad.degree;
        const K = Math.ceil(Math.log2(bad));
        for (const [m, wraps] of [[7, true], [12, false], [400, true], [401, false]] as const) {
          const colSide = new Side(m, wraps);
          const part = withKernels('auto', () => FoldedPart.of(rowSide, g, colSide, K)); // taken with the kernels only
          const label = `${name}, path ${n} (bad part ${bad}), ${m} rows, wraps ${wraps}`;
          expect(part, label).not.toBeNull();
          const presses = randomBoard(m, n, { random });
          const lights = randomBoard(m, n, { random });
          const { want, x2 } = reference(presses, lights, projection, g, rowSide, colSide, K);
          for (const kernels of ['auto', 'ts'] as const) {
            const got = presses.clone();
            const alone = withKernels(kernels, () => {
              part!.finish(got, part!.inverse(lights));
              return part!.solve(lights);
            });
            expect(got.words, `${label}, kernels ${kernels}`).toEqual(want.words);
            expect(alone.words, `${label}, the bad part alone, kernels ${kernels}`).toEqual(x2.words);
          }
          folded++;
        }
      }
    }
    expect(folded).toBe(4 * 7 + 4 * 3); // diagonal: every odd path; Moore without centre: 3 | n + 1
    // taken where the kernels' memory holds two boards of ring rows: 4095² (8 MiB) yes, 8191² (32 MiB) no
    const diagonal = FORMS[0]![1];
    for (const [side, taken] of [[4095, true], [8191, false]] as const) {
      const part = withKernels('auto', () => FoldedPart.of(new Side(side, false), diagonal, new Side(side, false), 12));
      expect(part !== null, `path ${side}`).toBe(taken);
    }
  });

  test('whole solves of the ring chase that take the fold kernels: verified, and press for press the TypeScript path', () => {
    // diagonal on rings of 448 = 64·7 (P = 2), Moore without centre on rings of 192 = 64·3 (P = 6, q = 2): boards
    // past the kernels' size
    for (const [name, rows, cols] of [['diagonal', 448, 448], ['moore', 768, 192]] as const) {
      for (const topology of ['torus', 'cylinder'] as const) {
        const rule = makeRule(namedStencil(name, { center: name === 'diagonal' }), topology);
        const label = `${name}/${topology} ${rows}×${cols}`;
        const lights = randomSolvableBoard(rows, cols, { rule, random });
        const got = solveWith(ringChaseMethod, lights, rule);
        expect(got.presses && verifySolution(lights, got.presses, rule), label).toBe(true);
        const reference = withKernels('ts', () => solveWith(ringChaseMethod, lights, rule));
        expect(got.presses!.words, label).toEqual(reference.presses!.words);
      }
    }
  });

  test('whole solves on the plane through the reflected ring: verified (presses and proofs), and press for press the TypeScript path', () => {
    // diagonal on paths of 2ᵏ − 1 (all of the ring bad: the solve is the bad part alone), Moore without centre on paths of
    // 3·2ᵏ − 1; the larger past the kernels' sizes. The reference: a plan made on the TypeScript path (a new rule
    // object), which takes the path's own projection and Neumann product.
    const finish = vi.spyOn(FoldedPart.prototype, 'finish');
    const alone = vi.spyOn(FoldedPart.prototype, 'solve');
    const fused = vi.spyOn(FoldedPart.prototype, 'finishFrom');
    const taken = (): number => finish.mock.calls.length + alone.mock.calls.length + fused.mock.calls.length;
    const cases = [['diagonal', 127, 127], ['diagonal', 511, 511], ['diagonal', 255, 127], ['moore', 95, 95], ['moore', 383, 383]] as const;
    for (const [name, rows, cols] of cases) {
      const rule = makeRule(namedStencil(name, { center: name === 'diagonal' }));
      const apart = makeRule(namedStencil(name, { center: name === 'diagonal' }));
      for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
        const label = `${name}/plane ${rows}×${cols}`;
        const calls = taken();
        const got = withKernels('auto', () => solveWith(ringChaseMethod, lights, rule));
        const reference = withKernels('ts', () => solveWith(ringChaseMethod, lights, apart));
        if (got.presses) {
          expect(verifySolution(lights, got.presses, rule), label).toBe(true);
          expect(taken(), `${label}: took the reflected fold`).toBeGreaterThan(calls);
          expect(got.presses.words, label).toEqual(reference.presses!.words);
        } else {
          expect(reference.presses, label).toBeNull();
          expect(verifyProof(lights, got.proof!, rule), `${label}: proof`).toBe(true);
        }
      }
    }
    finish.mockRestore();
    alone.mockRestore();
    fused.mockRestore();
  });
});
