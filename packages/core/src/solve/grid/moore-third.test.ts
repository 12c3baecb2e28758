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
import { foldMooreRowsWasm, pathMooreRowsWasm, pathMooreTiledWasm } from '../../wasm/path-moore-kernels.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { mooreThirdMethod } from './moore-third.ts';
import { foldRows, xorTiledRows } from './moore-rows.ts';
import { foldPathRows, xorTiledPathRows } from './path-fold.ts';
import { ringChaseMethod } from './ring-chase.ts';

vi.mock('../../wasm/path-moore-kernels.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../wasm/path-moore-kernels.ts')>();
  return {
    ...original,
    pathMooreTiledWasm: vi.fn((lights: Uint32Array, q: Uint32Array, rows: number, n: number) => original.pathMooreTiledWasm(lights, q, rows, n, 0)),
    pathMooreRowsWasm: vi.fn((lights: Uint32Array, q: Uint32Array, m: number, n: number) => original.pathMooreRowsWasm(lights, q, m, n, 0)),
    foldMooreRowsWasm: vi.fn((lights: Uint32Array, m: number, n: number) => original.foldMooreRowsWasm(lights, m, n, 0)),
  };
});

/**
 * Moore without centre on the plane with 3·2ᵏ − 1 rows or columns, solved on a third of the height or width plus the
 * bad part's chase (across rows: on the board itself; across columns: transposed), squares split both ways: against
 * dense elimination where it reaches (11 … 47 rows or columns: nullity, quiet patterns, presses and proofs), and past
 * it against the ring chase press for press, every answer applied, on both kernel paths (the kernels' wrappers spied
 * on and called with no size floor, so the cases below are known to have taken them with the kernels on).
 */
const random = seededRandom('moore third');
const rule = makeRule(namedStencil('moore', { center: false }), 'plane');
const spies = [vi.mocked(pathMooreTiledWasm), vi.mocked(pathMooreRowsWasm), vi.mocked(foldMooreRowsWasm)];

/** Calls of each kernel wrapper that returned words (the kernel ran). */
const taken = (): number[] => spies.map((spy) => spy.mock.results.filter((r) => r.type === 'return' && r.value !== null).length);

describe('moore-third', () => {
  test('chosen for Moore without centre on the plane with 3·2ᵏ − 1 columns (2ᵏ ≥ 4), not for other widths, rules or surfaces', () => {
    expect(chooseMethod({ rule, rows: 3071, cols: 3071 })).toBe(mooreThirdMethod);
    expect(chooseMethod({ rule, rows: 1000, cols: 1535 })).toBe(mooreThirdMethod);
    expect(mooreThirdMethod.applies({ rule, rows: 100, cols: 11 })).toBe(true);
    expect(mooreThirdMethod.applies({ rule, rows: 95, cols: 100 })).toBe(true); // across the rows
    expect(mooreThirdMethod.applies({ rule, rows: 95, cols: 2 })).toBe(false);
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
        if (rows !== cols) wrong.push(...denseDisagreements(mooreThirdMethod, rule, cols, rows, random)); // across rows
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(15);
  });

  test('past dense elimination: press for press the ring chase, answers and proofs verified, the kernel taken', () => {
    let cases = 0;
    let proofs = 0;
    // [rows, cols, calls of pathMooreTiled, pathMooreRows, foldMooreRows a solve]: columns alone, rows alone, both
    for (const [rows, cols, ...calls] of [
      [3, 95, 1, 0, 0],
      [32, 95, 1, 0, 0],
      [101, 191, 1, 0, 0],
      [64, 767, 1, 0, 0],
      [95, 3, 0, 1, 1],
      [95, 32, 0, 1, 1],
      [95, 33, 0, 1, 1],
      [95, 40, 0, 1, 1],
      [191, 128, 0, 1, 1],
      [191, 100, 0, 1, 1],
      [767, 64, 0, 1, 1],
      [95, 95, 1, 1, 1],
      [191, 191, 1, 1, 1],
      [383, 383, 1, 1, 1],
      [767, 767, 1, 1, 1],
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
          if (process.env.LIGHTSOUT_KERNELS !== 'ts') expect(taken(), `${label}: took the kernels`).toEqual(before.map((b, i) => b + calls[i]!));
        } else {
          expect(reference.presses, `${label}: unsolvable`).toBeNull();
          expect(verifyProof(lights, got.proof!, rule), `${label}: proof`).toBe(true);
          proofs++;
        }
        cases++;
      }
    }
    expect(cases).toBe(30);
    expect(proofs).toBeGreaterThan(0);
  });

  test('the TypeScript path gives the same presses as the kernels', () => {
    for (const [rows, cols] of [
      [40, 95],
      [95, 40],
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
      [191, 62],
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

  test('a deliberate break is caught: the bad part left out (tile(q) alone), across columns and across rows', () => {
    const h = 32;
    const lights = randomSolvableBoard(40, 95, { rule, random });
    const folded = new Board(40, h - 1);
    foldPathRows(folded.words, lights.words, 40, h);
    const q = ringChaseMethod.prepare({ rule, rows: 40, cols: h - 1 }).solve(folded)!;
    const tiledOnly = new Board(40, 95);
    xorTiledPathRows(tiledOnly.words, q.words, 40, h);
    expect(verifySolution(lights, tiledOnly, rule)).toBe(false);
    expect(verifySolution(lights, solveWith(mooreThirdMethod, lights, rule).presses!, rule)).toBe(true);
    const across = randomSolvableBoard(95, 40, { rule, random });
    const qRows = ringChaseMethod.prepare({ rule, rows: h - 1, cols: 40 }).solve(foldRows(across, h))!;
    const rowsOnly = new Board(95, 40);
    xorTiledRows(rowsOnly, qRows, h);
    expect(verifySolution(across, rowsOnly, rule)).toBe(false);
    expect(verifySolution(across, solveWith(mooreThirdMethod, across, rule).presses!, rule)).toBe(true);
  });
});
