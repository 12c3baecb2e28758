import { describe, expect, test, vi } from 'vitest';

// Whole solves against dense elimination and the TypeScript path: a budget well above their need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { solveWith } from '../../_test-support.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { pathFoldInverseWasm, pathFoldSolveWasm } from '../../wasm/path-transpose-kernels.ts';
import { bilinearForm, sideRing } from './bilinear.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { PathPart } from './path-part.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { neumannInverse, Side } from './row-split.ts';

/**
 * The diagonal rule on a path side of 3·2ᵏ − 1 cells: its bad part, folded onto the path of 2ᵏ − 1 cells, solved by
 * the transposed path-basis chase (`pathFoldSolve`, `pathFoldInverse`) instead of the Neumann product. The kernel
 * wrappers are spied on (and called with no size floor), so every case below is known to have taken it with the kernels on; with
 * `LIGHTSOUT_KERNELS=ts` the same cases run the Neumann product. Dense elimination on the planes the kernel can
 * serve in a whole solve (both sides odd with a bad part past 32 bits, so 191 cells and up) is out of reach; the
 * reference there is the Neumann product on whole rows, which the other tests hold to dense elimination.
 */
vi.mock('../../wasm/path-transpose-kernels.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../wasm/path-transpose-kernels.ts')>();
  return {
    ...original,
    pathFoldSolveWasm: vi.fn((z: Uint32Array, rows: number, h: number) => original.pathFoldSolveWasm(z, rows, h, 0)),
    pathFoldInverseWasm: vi.fn((lights: Uint32Array, rows: number, h: number, y: Uint32Array) => original.pathFoldInverseWasm(lights, rows, h, y, 0)),
  };
});

const random = seededRandom('path part');
const spies = [vi.mocked(pathFoldSolveWasm), vi.mocked(pathFoldInverseWasm)];
const DIAGONAL = namedStencil('diagonal');

/** Calls of the kernel wrappers that returned true (a kernel ran). */
function taken(): number {
  return spies.reduce((sum, spy) => sum + spy.mock.results.filter((r) => r.type === 'return' && r.value === true).length, 0);
}

describe('PathPart, the diagonal rule on 3·2ᵏ − 1 cells', () => {
  test('the bad part and E₁·P + X₂ as E₂ and the Neumann product on whole rows give them, the kernel taken', () => {
    // paths of 47 … 383 cells (folds onto 15 … 127 cells: under, at and past a word), columns around the word edges
    const g = bilinearForm(makeRule(DIAGONAL))!;
    let cases = 0;
    for (const n of [47, 95, 191, 383]) {
      const rowSide = new Side(n, false);
      const projection = rowSide.projection(g)!;
      const K = Math.ceil(Math.log2(sideRing(g, n, false).bad.degree));
      for (const m of [1, 2, 5, 31, 32, 33, 64, 101]) {
        const colSide = new Side(m, false);
        const part = PathPart.of(rowSide, g, colSide, K)!;
        const label = `path ${n}, ${m} rows`;
        const presses = randomBoard(m, n, { random });
        const lights = randomBoard(m, n, { random });
        const want = presses.clone();
        const e2 = new Board(m, n);
        for (let r = 0; r < m; r++) {
          projection.apply(want.words, r * want.stride, presses.words, r * presses.stride);
          projection.apply(e2.words, r * e2.stride, lights.words, r * lights.stride);
        }
        const x2 = withKernels('ts', () => neumannInverse(e2, g, rowSide, colSide, K));
        want.xor(x2);
        const before = taken();
        const got = presses.clone();
        part.finish(got, part.inverse(lights));
        expect(part.solve(lights).words, `${label}: X₂`).toEqual(x2.words);
        expect(got.words, `${label}: E₁·P + X₂`).toEqual(want.words);
        if (process.env.LIGHTSOUT_KERNELS !== 'ts') expect(taken() - before, label).toBe(2);
        cases++;
      }
    }
    expect(cases).toBe(4 * 8);
  });

  test('whole solves past the kernel sizes: verified (presses and proofs), and press for press the Neumann product', () => {
    const cases = [
      [383, 383],
      [767, 767],
      [1023, 191],
      [191, 1023],
      [383, 767],
    ] as const;
    for (const [rows, cols] of cases) {
      const rule = makeRule(DIAGONAL);
      const apart = makeRule(DIAGONAL); // a plan of its own, made on the TypeScript path
      for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
        const label = `diagonal/plane ${rows}×${cols}`;
        const before = taken();
        const got = withKernels('auto', () => solveWith(ringChaseMethod, lights, rule));
        const reference = withKernels('ts', () => solveWith(ringChaseMethod, lights, apart));
        if (got.presses) {
          expect(verifySolution(lights, got.presses, rule), label).toBe(true);
          expect(got.presses.words, label).toEqual(reference.presses!.words);
          if (process.env.LIGHTSOUT_KERNELS !== 'ts') expect(taken(), `${label}: took the kernel`).toBeGreaterThan(before);
        } else {
          expect(reference.presses, label).toBeNull();
          expect(verifyProof(lights, got.proof!, rule), `${label}: proof`).toBe(true);
        }
      }
    }
  });
});
