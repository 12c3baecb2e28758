import { describe, expect, it, vi } from 'vitest';
import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { HeldBoards, projectiveFoldHolds, projectiveFoldSolveWasm } from '../../wasm/projective-fold-binomial-kernels.ts';
import { denseMethod } from './dense.ts';
import { chooseMethod } from './methods.ts';
import { projectiveFoldMethod } from './projective-fold.ts';
import { boardOf, kleinOf, projectiveCoverSolve } from './projective-fold-binomial.ts';
import { coverInverseEntry } from './projective-fold-binomial-green.ts';
import { projectiveFoldBinomialMethod } from './projective-fold-binomial-method.ts';

// Dense elimination of up to 1024 cells per shape: a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const DIAGONAL = makeRule(namedStencil('diagonal'), 'projective');

/** The rank of a list of boards, as rows of a matrix. */
function rankOf(boards: readonly Board[]): number {
  if (boards.length === 0) return 0;
  const cells = boards[0]!.rows * boards[0]!.cols;
  const m = new BitMatrix(boards.length, cells);
  boards.forEach((b, i) => {
    for (let c = 0; c < cells; c++) if (b.get(Math.floor(c / b.cols), c % b.cols)) m.set(i, c, true);
  });
  return reduceRowEchelonBlocked(m).rank;
}

describe('projective-fold-binomial', () => {
  kernelsOnInThisFile();

  it('lifts a board to its Klein bottle and back', () => {
    const random = seededRandom('projective klein');
    for (const [m, n] of [[4, 4], [8, 6], [4, 64], [16, 66], [8, 130], [2, 190]] as const) {
      const board = randomBoard(m, n, { random });
      const klein = kleinOf(board);
      // Klein cell (r, q) is cover cell (r, q + n/2): board (r, p) for p < n, else (m − 1 − r, p − n)
      for (let r = 0; r < m; r++) {
        for (let q = 0; q < 2 * n; q++) {
          const p = (q + n / 2) % (2 * n);
          expect(klein.get(r, q), `${m}×${n} (${r}, ${q})`).toBe(p < n ? board.get(r, p) : board.get(m - 1 - r, p - n));
        }
      }
      expect(boardOf(klein, n).equals(board)).toBe(true);
    }
  });

  it("gives the TypeScript path's presses in the kernel, at widths around 64, 128 and 256 cells", () => {
    const random = seededRandom('projective fold kernel');
    let taken = 0;
    for (const m of [4, 8, 32, 128]) {
      for (const n of [64, 128, 192, 256, 320, 448]) {
        const lights = randomBoard(m, n, { random });
        const ts = withKernels('ts', () => projectiveCoverSolve(lights, 0));
        const fast = projectiveCoverSolve(lights, 0);
        expect(fast.words, `${m}×${n}`).toEqual(ts.words);
        taken++;
      }
    }
    expect(taken).toBe(24);
  });

  it("gives the TypeScript path's presses in the kernel's one-pass fold and chase rows (m ≥ 16, whole vectors a row), halves of odd and even vectors", () => {
    const random = seededRandom('projective fold sweeps');
    // m = 16 (one level left to single sweeps), 32 and 256 (two levels a sweep), 512; n = 128 (a half of 2 words) and
    // 384 (6): the fold row by row; 256 (a half of one vector), 768 (three: a middle vector reversed in place), 1024
    // 1024 × 2048 (rows of 256 bytes): the transform's levels below 512 rows done a 128 KiB block at a time, the rest over
    // all rows, in both of its calls (`binomialLevels`)
    const shapes = [[16, 128], [16, 256], [32, 384], [32, 768], [256, 128], [256, 256], [512, 256], [512, 1024], [64, 768], [1024, 2048]] as const;
    for (const [m, n] of shapes) {
      const lights = randomBoard(m, n, { random });
      const ts = withKernels('ts', () => projectiveCoverSolve(lights, 0));
      expect(projectiveCoverSolve(lights, 0).words, `${m}×${n}`).toEqual(ts.words);
    }
  });

  it("gives A⁻¹'s entries in closed form as the chase gives them (every cell of small boards, corners of larger)", () => {
    const random = seededRandom('projective green');
    for (const [m, n, every] of [[4, 4, true], [8, 6, true], [4, 10, true], [16, 8, true], [64, 64, false], [32, 192, false], [128, 64, false]] as const) {
      const corners = [0, n - 1, (m - 1) * n, m * n - 1];
      const sources = every ? Array.from({ length: m * n }, (_, v) => v) : [...corners, random() % (m * n)];
      for (const v of sources) {
        const lights = new Board(m, n);
        lights.toggle(Math.floor(v / n), v % n);
        const presses = projectiveCoverSolve(lights, 0);
        for (let u = 0; u < m * n; u++) {
          if (!every && !corners.includes(u) && u % 97 !== 0) continue;
          expect(coverInverseEntry(m, n, u, v), `${m}×${n} (${u}, ${v})`).toBe(presses.get(Math.floor(u / n), u % n) ? 1 : 0);
        }
      }
    }
  });

  it('applies to the diagonal rule with centre on the projective plane with a side of 2ᵏ ≥ 4 and an even other side', () => {
    const at = (rows: number, cols: number, rule = DIAGONAL) => projectiveFoldBinomialMethod.applies({ rule, rows, cols });
    expect(at(16, 16)).toBe(true);
    expect(at(16, 10)).toBe(true);
    expect(at(10, 16)).toBe(true);
    expect(at(16, 9)).toBe(false);
    expect(at(12, 10)).toBe(false);
    expect(at(16, 16, makeRule(namedStencil('diagonal', { center: false }), 'projective'))).toBe(false);
    expect(at(16, 16, makeRule(namedStencil('moore'), 'projective'))).toBe(false);
    expect(at(16, 16, makeRule(namedStencil('diagonal'), 'klein'))).toBe(false);
    for (const path of ['ts', 'auto'] as const) {
      expect(withKernels(path, () => chooseMethod({ rule: DIAGONAL, rows: 2048, cols: 2048 }).name)).toBe('projective-fold-binomial');
      expect(withKernels(path, () => chooseMethod({ rule: DIAGONAL, rows: 2048, cols: 2048 }, 'nullity').name)).toBe('projective-fold');
    }
    // an other side not a multiple of 64, past the TypeScript path's size: the fold's methods as before
    expect(chooseMethod({ rule: DIAGONAL, rows: 2048, cols: 2000 }).name).toBe('projective-fold');
  });

  it("matches the dense reference (nullity, answers applied, quiet patterns) on every board up to 1024 cells, both kernel paths", () => {
    const random = seededRandom('projective fold dense');
    let shapes = 0;
    for (const k of [4, 8, 16, 32]) {
      for (let other = 4; other <= 64 && k * other <= 1024; other += 2) {
        for (const [rows, cols] of [[k, other], [other, k]] as const) {
          const shape = { rule: DIAGONAL, rows, cols };
          if (!projectiveFoldBinomialMethod.applies(shape)) continue;
          shapes++;
          const label = `${rows}×${cols}`;
          const dense = denseMethod.prepare(shape);
          const prepared = projectiveFoldBinomialMethod.prepare(shape);
          expect(prepared.nullity, label).toBe(dense.nullity);
          const quiet = [...prepared.eachQuietPattern()];
          expect(quiet.length, label).toBe(dense.nullity);
          expect(rankOf(quiet), label).toBe(dense.nullity);
          for (const q of quiet) expect(pressEffect(q, DIAGONAL).isEmpty(), `${label} quiet`).toBe(true);
          for (const path of ['ts', 'auto'] as const) {
            const lights = randomBoard(rows, cols, { random });
            const solvable = pressEffect(randomBoard(rows, cols, { random }), DIAGONAL);
            for (const b of [lights, solvable]) {
              const presses = withKernels(path, () => prepared.solve(b));
              expect(presses === null, `${label} (${path})`).toBe(dense.solve(b) === null);
              if (presses) expect(pressEffect(presses, DIAGONAL).words, `${label} (${path})`).toEqual(b.words);
            }
          }
        }
      }
    }
    expect(shapes).toBeGreaterThan(40);
  });

  it('matches projective-fold on larger boards, in the kernel from 1024 words (the responses added there), answers applied', () => {
    const random = seededRandom('projective fold large');
    let unsolvable = 0;
    for (const [rows, cols] of [[64, 64], [64, 128], [256, 64], [128, 192], [256, 256], [1024, 64], [64, 1024], [512, 192], [96, 512]] as const) {
      const shape = { rule: DIAGONAL, rows, cols };
      const label = `${rows}×${cols}`;
      const want = projectiveFoldMethod.prepare(shape);
      const prepared = projectiveFoldBinomialMethod.prepare(shape);
      expect(prepared.nullity, label).toBe(want.nullity);
      for (const q of prepared.eachQuietPattern()) expect(pressEffect(q, DIAGONAL).isEmpty(), `${label} quiet`).toBe(true);
      for (const path of ['ts', 'auto'] as const) {
        for (let i = 0; i < 2; i++) {
          const lights = pressEffect(randomBoard(rows, cols, { random }), DIAGONAL);
          const presses = withKernels(path, () => prepared.solve(lights));
          expect(presses, label).not.toBeNull();
          expect(pressEffect(presses!, DIAGONAL).words, `${label} (${path})`).toEqual(lights.words);
          if (want.nullity === 0) expect(presses!.words, label).toEqual(want.solve(lights)!.words);
        }
        const any = randomBoard(rows, cols, { random });
        const found = withKernels(path, () => prepared.solve(any));
        expect(found === null, `${label} (${path}) random lights`).toBe(want.solve(any) === null);
        if (found) expect(pressEffect(found, DIAGONAL).words, `${label} (${path})`).toEqual(any.words);
        else unsolvable++;
      }
    }
    expect(unsolvable).toBeGreaterThan(0);
  });

  it('says where the kernels hold the responses beside the fold, as a solve with them held finds (up to the room: 13 boards of 4096², not 14)', () => {
    const [m, n] = [4096, 4096];
    const lights = randomBoard(m, n, { random: seededRandom('projective holds') });
    const presses = new Uint32Array(lights.words.length);
    const board = new Uint32Array(lights.words.length);
    const seen: boolean[] = [];
    for (const count of [1, 2, 13, 14, 31]) {
      const held = new HeldBoards(Array.from({ length: count }, () => board));
      const done = projectiveFoldSolveWasm(presses, lights.words, m, n, held, () => 0);
      expect(projectiveFoldHolds(m, n, count), `${count} boards`).toBe(done !== false);
      seen.push(done !== false);
    }
    expect(seen).toEqual([true, true, true, false, false]);
    // boards the kernels do not take, and no kernels
    expect(projectiveFoldHolds(4, 64, 1)).toBe(false);
    expect(projectiveFoldHolds(m, 4064, 1)).toBe(false);
    expect(withKernels('ts', () => projectiveFoldHolds(m, n, 1))).toBe(false);
  });
});
