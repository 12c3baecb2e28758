import { describe, expect, test, vi } from 'vitest';

// Whole solves against dense elimination and the TypeScript path: a budget well above their need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { solveWith } from '../../_test-support.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { pathMooreFinishWasm, pathMooreSolveWasm } from '../../wasm/path-moore-kernels.ts';
import { pathFoldFinishWasm, pathFoldInverseWasm, pathFoldSolveWasm } from '../../wasm/path-transpose-kernels.ts';
import { bilinearForm, sideRing } from './bilinear.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { PathPart } from './path-part.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { Side } from './row-split.ts';
import { neumannInverse } from './neumann-inverse.ts';

/**
 * The diagonal rule on a path side of 3·2ᵏ − 1 cells: its bad part, folded onto the path of 2ᵏ − 1 cells, solved by
 * the transposed path-basis chase (`pathFoldSolve`, `pathFoldInverse`) instead of the Neumann product. The kernel
 * wrappers are spied on (and called with no size floor), so every case below is known to have taken it with the kernels on; with
 * `LIGHTSOUT_KERNELS=ts` the same cases run the Neumann product. Dense elimination on the planes the kernel can
 * serve in a whole solve (both sides odd with a bad part past 32 bits, so 191 cells and up) is out of reach; the
 * reference there is the Neumann product on whole rows, which the other tests hold to dense elimination.
 */
vi.mock('../../wasm/path-moore-kernels.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../wasm/path-moore-kernels.ts')>();
  return {
    ...original,
    pathMooreSolveWasm: vi.fn((lights: Uint32Array, rows: number, n: number, x2: Uint32Array) => original.pathMooreSolveWasm(lights, rows, n, x2, 0)),
    pathMooreFinishWasm: vi.fn((presses: Uint32Array, lights: Uint32Array, rows: number, n: number) => original.pathMooreFinishWasm(presses, lights, rows, n, 0)),
  };
});
vi.mock('../../wasm/path-transpose-kernels.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../wasm/path-transpose-kernels.ts')>();
  return {
    ...original,
    pathFoldSolveWasm: vi.fn((z: Uint32Array, rows: number, h: number) => original.pathFoldSolveWasm(z, rows, h, 0)),
    pathFoldInverseWasm: vi.fn((lights: Uint32Array, rows: number, h: number, y: Uint32Array) => original.pathFoldInverseWasm(lights, rows, h, y, 0)),
    pathFoldFinishWasm: vi.fn((presses: Uint32Array, lights: Uint32Array, rows: number, h: number) => original.pathFoldFinishWasm(presses, lights, rows, h, 0)),
  };
});

const random = seededRandom('path part');
const spies = [vi.mocked(pathFoldSolveWasm), vi.mocked(pathFoldInverseWasm), vi.mocked(pathFoldFinishWasm), vi.mocked(pathMooreSolveWasm), vi.mocked(pathMooreFinishWasm)];
const DIAGONAL = namedStencil('diagonal');
const MOORE_NC = namedStencil('moore', { center: false });

/** Calls of the kernel wrappers that returned true (a kernel ran). */
function taken(): number {
  return spies.reduce((sum, spy) => sum + spy.mock.results.filter((r) => r.type === 'return' && r.value === true).length, 0);
}

describe('PathPart on 3·2ᵏ − 1 cells, the diagonal rule and Moore without centre', () => {
  test('the bad part and E₁·P + X₂ (also in one call) as E₂ and the Neumann product on whole rows give them, the kernels taken', () => {
    // paths of 47 … 767 cells (folds onto 15 … 255 cells: under, at and past a word), columns around the word edges
    let cases = 0;
    for (const [stencil, n] of [
      [DIAGONAL, 47],
      [DIAGONAL, 95],
      [DIAGONAL, 191],
      [DIAGONAL, 383],
      [MOORE_NC, 5],
      [MOORE_NC, 11],
      [MOORE_NC, 23],
      [MOORE_NC, 47],
      [MOORE_NC, 95],
      [MOORE_NC, 191],
      [MOORE_NC, 383],
      [MOORE_NC, 767], // the one-pass finish's reversed words in the vector loop (h = 256)
    ] as const) {
      const g = bilinearForm(makeRule(stencil))!;
      const rowSide = new Side(n, false);
      const projection = rowSide.projection(g)!;
      const K = Math.ceil(Math.log2(sideRing(g, n, false).bad.degree));
      for (const m of [1, 2, 5, 31, 32, 33, 64, 101]) {
        const colSide = new Side(m, false);
        const part = PathPart.of(rowSide, g, colSide, K)!;
        const label = `${stencil === DIAGONAL ? 'diagonal' : 'moore-nc'}, path ${n}, ${m} rows`;
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
        const fused = presses.clone();
        part.finishFrom(fused, lights);
        expect(fused.words, `${label}: E₁·P + X₂ from the lights`).toEqual(want.words);
        if (process.env.LIGHTSOUT_KERNELS !== 'ts') expect(taken() - before, label).toBe(3);
        cases++;
      }
    }
    expect(cases).toBe(12 * 8);
  });

  test('whole solves past the kernel sizes: verified (presses and proofs), and press for press the Neumann product', () => {
    const cases = [
      [DIAGONAL, 383, 383],
      [DIAGONAL, 767, 767],
      [DIAGONAL, 1023, 191],
      [DIAGONAL, 191, 1023],
      [DIAGONAL, 383, 767],
      [MOORE_NC, 95, 95],
      [MOORE_NC, 383, 383],
      [MOORE_NC, 767, 767],
      [MOORE_NC, 767, 191],
      [MOORE_NC, 191, 1535],
    ] as const;
    for (const [stencil, rows, cols] of cases) {
      const rule = makeRule(stencil);
      const apart = makeRule(stencil); // a plan of its own, made on the TypeScript path
      for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
        const label = `${stencil === DIAGONAL ? 'diagonal' : 'moore-nc'}/plane ${rows}×${cols}`;
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
