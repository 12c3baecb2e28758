import { describe, expect, test, vi } from 'vitest';

// Whole solves against the ring chase on both kernel paths: a budget well above their need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { solveWith } from '../../_test-support.ts';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { pathMooreTiledWasm } from '../../wasm/path-moore-kernels.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { mooreThirdMethod } from './moore-third.ts';
import { foldPathRows, xorTiledPathRows } from './path-fold.ts';
import { ringChaseMethod } from './ring-chase.ts';

vi.mock('../../wasm/path-moore-kernels.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../wasm/path-moore-kernels.ts')>();
  return {
    ...original,
    pathMooreTiledWasm: vi.fn((lights: Uint32Array, q: Uint32Array, rows: number, n: number) => original.pathMooreTiledWasm(lights, q, rows, n, 0)),
  };
});

/**
 * Moore without centre on the plane with 3·2ᵏ − 1 columns, solved on a third of the width plus the bad part's chase:
 * against dense elimination where it reaches (11 … 47 columns: nullity, quiet patterns, presses and proofs), and past
 * it against the ring chase press for press, every answer applied, on both kernel paths (the kernel `pathMooreTiled`
 * spied on and called with no size floor, so the cases from 95 columns are known to have taken it).
 */
const random = seededRandom('moore third');
const rule = makeRule(namedStencil('moore', { center: false }), 'plane');
const tiled = vi.mocked(pathMooreTiledWasm);

/** Calls of the kernel wrapper that returned words (the kernel ran). */
const taken = (): number => tiled.mock.results.filter((r) => r.type === 'return' && r.value !== null).length;

describe('moore-third', () => {
  test('chosen for Moore without centre on the plane with 3·2ᵏ − 1 columns (2ᵏ ≥ 4), not for other widths, rules or surfaces', () => {
    expect(chooseMethod({ rule, rows: 3071, cols: 3071 })).toBe(mooreThirdMethod);
    expect(chooseMethod({ rule, rows: 1000, cols: 1535 })).toBe(mooreThirdMethod);
    expect(mooreThirdMethod.applies({ rule, rows: 100, cols: 11 })).toBe(true);
    expect(mooreThirdMethod.applies({ rule, rows: 100, cols: 5 })).toBe(false); // h = 2: one narrow column
    expect(mooreThirdMethod.applies({ rule, rows: 100, cols: 3072 })).toBe(false);
    expect(mooreThirdMethod.applies({ rule, rows: 100, cols: 2047 })).toBe(false);
    expect(mooreThirdMethod.applies({ rule: makeRule(namedStencil('moore', { center: false }), 'cylinder'), rows: 100, cols: 95 })).toBe(false);
    expect(mooreThirdMethod.applies({ rule: makeRule(namedStencil('moore'), 'plane'), rows: 100, cols: 95 })).toBe(false);
    expect(mooreThirdMethod.applies({ rule: makeRule(namedStencil('diagonal'), 'plane'), rows: 100, cols: 95 })).toBe(false);
  });

  test('agrees with dense elimination: nullity, quiet patterns, presses and proofs', () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const cols of [11, 23, 47]) {
      for (const rows of [3, 4, 5, 8, 11, 16, 23]) {
        if (rows * cols > 600) continue;
        wrong.push(...denseDisagreements(mooreThirdMethod, rule, rows, cols, random));
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(15);
  });

  test('past dense elimination: press for press the ring chase, answers and proofs verified, the kernel taken', () => {
    let cases = 0;
    let proofs = 0;
    for (const [rows, cols] of [
      [3, 95],
      [32, 95],
      [95, 95],
      [101, 191],
      [191, 191],
      [383, 383],
      [64, 767],
      [767, 767],
    ] as const) {
      for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
        const label = `${rows}×${cols}`;
        const before = taken();
        const got = solveWith(mooreThirdMethod, lights, rule);
        const reference = solveWith(ringChaseMethod, lights, rule);
        expect(got.nullity, `${label}: nullity`).toBe(reference.nullity);
        if (got.presses) {
          expect(verifySolution(lights, got.presses, rule), label).toBe(true);
          expect(reference.presses, `${label}: solvable`).not.toBeNull();
          if (got.nullity === 0) expect(got.presses.words, label).toEqual(reference.presses!.words);
          if (process.env.LIGHTSOUT_KERNELS !== 'ts') expect(taken(), `${label}: took the kernel`).toBe(before + 1);
        } else {
          expect(reference.presses, `${label}: unsolvable`).toBeNull();
          expect(verifyProof(lights, got.proof!, rule), `${label}: proof`).toBe(true);
          proofs++;
        }
        cases++;
      }
    }
    expect(cases).toBe(16);
    expect(proofs).toBeGreaterThan(0);
  });

  test('the TypeScript path gives the same presses as the kernels', () => {
    for (const [rows, cols] of [
      [40, 95],
      [191, 383],
    ] as const) {
      const lights = randomSolvableBoard(rows, cols, { rule, random });
      const fast = solveWith(mooreThirdMethod, lights, rule).presses!;
      const slow = withKernels('ts', () => solveWith(mooreThirdMethod, lights, makeRule(namedStencil('moore', { center: false }), 'plane')).presses!);
      expect(verifySolution(lights, slow, rule), `${rows}×${cols}`).toBe(true);
      expect(slow.words, `${rows}×${cols}`).toEqual(fast.words);
    }
  });

  test('quiet patterns are quiet and as many as the nullity (tiles of the narrow plane quiet patterns)', () => {
    for (const [rows, cols] of [
      [95, 95],
      [191, 191],
      [62, 191],
    ] as const) {
      const prepared = mooreThirdMethod.prepare({ rule, rows, cols });
      const quiet = [...prepared.eachQuietPattern()];
      expect(quiet.length, `${rows}×${cols}`).toBe(prepared.nullity);
      expect(prepared.nullity, `${rows}×${cols}`).toBe(ringChaseMethod.nullity({ rule, rows, cols }));
      for (const q of quiet) {
        expect(q.isEmpty(), `${rows}×${cols}`).toBe(false);
        expect(pressEffect(q, rule).isEmpty(), `${rows}×${cols}`).toBe(true);
      }
    }
  });

  test('a deliberate break is caught: the bad part left out (tile(q) alone)', () => {
    const rows = 95;
    const cols = 95;
    const h = 32;
    const lights = randomSolvableBoard(rows, cols, { rule, random });
    const folded = new Board(rows, h - 1);
    foldPathRows(folded.words, lights.words, rows, h);
    const q = ringChaseMethod.prepare({ rule, rows, cols: h - 1 }).solve(folded)!;
    const tiledOnly = new Board(rows, cols);
    xorTiledPathRows(tiledOnly.words, q.words, rows, h);
    expect(verifySolution(lights, tiledOnly, rule)).toBe(false);
    expect(verifySolution(lights, solveWith(mooreThirdMethod, lights, rule).presses!, rule)).toBe(true);
  });
});
