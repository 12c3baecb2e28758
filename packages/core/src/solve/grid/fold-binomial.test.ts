import { describe, expect, it, vi } from 'vitest';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { transposeWasm } from '../../wasm/transpose-kernels.ts';
import { foldStripsWasm } from '../../wasm/twist-binomial-kernels.ts';
import { denseMethod } from './dense.ts';
import { foldBinomialChosen, foldBinomialMethod, foldBinomialSolve, foldRows, unfoldRows } from './fold-binomial.ts';
import { chooseMethod } from './methods.ts';

// Dense elimination of up to 1088 cells per shape: a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const DIAGONAL = namedStencil('diagonal');
const TOPOLOGIES = ['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const;

describe('fold-binomial-chase', () => {
  it('folds a board into 2n rows of m/2 cells and back', () => {
    const random = seededRandom(3);
    for (const [n, m] of [[4, 2], [8, 6], [4, 64], [16, 66], [8, 130], [4, 190]] as const) {
      const board = randomBoard(n, m, { random });
      const t = foldRows(board);
      for (let j = 0; j < n; j++) {
        for (let c = 0; c < m; c++) expect(c < m / 2 ? t.get(j, c) : t.get(n + j, m - 1 - c), `${n}×${m} (${j}, ${c})`).toBe(board.get(j, c));
      }
      expect(unfoldRows(t).equals(board)).toBe(true);
    }
  });

  it('applies to the diagonal rule with centre with a twisted side of 2ᵏ⁻¹ ≥ 4 and an even other side, and nowhere else', () => {
    const mobius = makeRule(DIAGONAL, 'mobius');
    expect(foldBinomialMethod.applies({ rule: mobius, rows: 10, cols: 16 })).toBe(true);
    expect(foldBinomialMethod.applies({ rule: makeRule(DIAGONAL, 'twist,clip'), rows: 16, cols: 10 })).toBe(true);
    expect(foldBinomialMethod.applies({ rule: mobius, rows: 11, cols: 16 })).toBe(false);
    expect(foldBinomialMethod.applies({ rule: mobius, rows: 10, cols: 12 })).toBe(false);
    expect(foldBinomialMethod.applies({ rule: mobius, rows: 10, cols: 2 })).toBe(false);
    expect(foldBinomialMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'mobius'), rows: 10, cols: 16 })).toBe(false);
    expect(foldBinomialMethod.applies({ rule: makeRule(namedStencil('moore'), 'mobius'), rows: 10, cols: 16 })).toBe(false);
    expect(foldBinomialMethod.applies({ rule: makeRule(DIAGONAL, 'cylinder'), rows: 10, cols: 16 })).toBe(false);
    // chosen where the rows twist (no transposes): before twist-binomial-chase on the Klein bottle too
    expect(chooseMethod({ rule: makeRule(DIAGONAL, 'twist,clip'), rows: 2048, cols: 2048 }).name).toBe('fold-binomial-chase');
    expect(chooseMethod({ rule: makeRule(DIAGONAL, 'twist,wrap'), rows: 2048, cols: 2048 }).name).toBe('fold-binomial-chase');
    // where the columns twist too (the transposes in WebAssembly), on both kernel paths
    expect(withKernels('auto', () => foldBinomialChosen({ rule: mobius, rows: 2048, cols: 2048 }))).toBe(true);
    expect(withKernels('auto', () => chooseMethod({ rule: mobius, rows: 2048, cols: 2048 }).name)).toBe('fold-binomial-chase');
    expect(withKernels('auto', () => chooseMethod({ rule: mobius, rows: 8192, cols: 8192 }).name)).toBe('fold-binomial-chase');
    expect(withKernels('ts', () => chooseMethod({ rule: mobius, rows: 2048, cols: 2048 }).name)).toBe('fold-binomial-chase');
    expect(withKernels('ts', () => chooseMethod({ rule: makeRule(DIAGONAL, 'klein'), rows: 2048, cols: 2048 }).name)).toBe('twist-binomial-chase');
    expect(withKernels('auto', () => chooseMethod({ rule: makeRule(DIAGONAL, 'klein'), rows: 8192, cols: 8192 }).name)).toBe('twist-binomial-chase');
  });

  it("gives the dense reference's unique presses on both kernel paths, verified by applying them", () => {
    const random = seededRandom(2028);
    for (const t of TOPOLOGIES) {
      const rule = makeRule(DIAGONAL, t);
      for (const n of [4, 8, 16, 32]) {
        // up to about 1100 cells: dense elimination's cost grows with their cube
        for (const m of n < 32 ? [2, 4, 6, 10, 32, 62, 64, 66] : [2, 6, 30, 34]) {
          const shape = t.startsWith('twist') ? { rule, rows: n, cols: m } : { rule, rows: m, cols: n };
          if (!foldBinomialMethod.applies(shape)) continue;
          const label = `${t} ${shape.rows}×${shape.cols}`;
          const dense = denseMethod.prepare(shape);
          expect(dense.nullity, label).toBe(0);
          for (const path of ['ts', 'auto'] as const) {
            const lights = randomBoard(shape.rows, shape.cols, { random });
            const presses = withKernels(path, () => foldBinomialMethod.prepare(shape).solve(lights));
            expect(presses!.words, `${label} (${path})`).toEqual(dense.solve(lights)!.words);
            expect(pressEffect(presses!, rule).words).toEqual(lights.words);
          }
        }
      }
    }
  });

  it('solves boards past the dense reference on both kernel paths alike, verified by applying the presses', () => {
    const random = seededRandom(10);
    for (const t of TOPOLOGIES) {
      const rule = makeRule(DIAGONAL, t);
      for (const [n, m] of [[128, 200], [64, 1000], [256, 66], [512, 34]] as const) {
        const shape = t.startsWith('twist') ? { rule, rows: n, cols: m } : { rule, rows: m, cols: n };
        const lights = randomBoard(shape.rows, shape.cols, { random });
        const viaTs = withKernels('ts', () => foldBinomialMethod.prepare(shape).solve(lights)!);
        const viaWasm = withKernels('auto', () => foldBinomialMethod.prepare(shape).solve(lights)!);
        expect(viaWasm.words, `${t} ${shape.rows}×${shape.cols}`).toEqual(viaTs.words);
        expect(pressEffect(viaTs, rule).words).toEqual(lights.words);
      }
    }
  });

  it('solves the Möbius strip and the Klein bottle whose columns twist in the kernels (boards of 1024 words and more) as the TypeScript path does, verified by applying', () => {
    const random = seededRandom(14);
    for (const t of ['mobius', 'klein'] as const) {
      const rule = makeRule(DIAGONAL, t);
      // 64 columns: the transposes around the fold's chase; 128 and more: the column strips (foldBinomialStrips)
      for (const [rows, cols] of [[2048, 64], [1026, 128], [1100, 256], [130, 1024], [192, 512]] as const) {
        const shape = { rule, rows, cols };
        const lights = randomBoard(rows, cols, { random });
        const words = rows * Math.ceil(cols / 32);
        expect(withKernels('auto', () => transposeWasm(new Uint32Array(cols * Math.ceil(rows / 32)), lights.words, rows, cols)), 'the kernel transposes').toBe(true);
        expect(withKernels('auto', () => foldStripsWasm(new Uint32Array(words), lights.words, rows, cols, t === 'klein')), 'the strips').toBe(cols >= 128);
        const viaWasm = withKernels('auto', () => foldBinomialMethod.prepare(shape).solve(lights)!);
        const viaTs = withKernels('ts', () => foldBinomialMethod.prepare(shape).solve(lights)!);
        expect(viaWasm.words, `${t} ${rows}×${cols}`).toEqual(viaTs.words);
        expect(pressEffect(viaWasm, rule).words, `${t} ${rows}×${cols}`).toEqual(lights.words);
      }
    }
  });

  it('needs the folded end as the surface has it: the Klein bottle\'s chase on Möbius lights gives presses that applying them rejects', () => {
    const random = seededRandom(11);
    for (const [n, m] of [[8, 6], [16, 40]] as const) {
      const lights = randomBoard(n, m, { random });
      const right = withKernels('ts', () => foldBinomialSolve(lights, false));
      const wrong = withKernels('ts', () => foldBinomialSolve(lights, true));
      expect(pressEffect(right, makeRule(DIAGONAL, 'twist,clip')).words).toEqual(lights.words);
      expect(pressEffect(wrong, makeRule(DIAGONAL, 'twist,clip')).words).not.toEqual(lights.words);
    }
  });

  it('leaves odd sides and other twisted sides to the methods before it, whose answers match the dense reference', () => {
    const random = seededRandom(12);
    for (const [t, rows, cols] of [['twist,clip', 16, 11], ['twist,wrap', 12, 15], ['mobius', 11, 16], ['klein', 15, 12], ['klein', 13, 16]] as const) {
      const rule = makeRule(DIAGONAL, t);
      const shape = { rule, rows, cols };
      expect(foldBinomialMethod.applies(shape) && foldBinomialChosen(shape), `${t} ${rows}×${cols}`).toBe(false);
      const method = chooseMethod(shape);
      const dense = denseMethod.prepare(shape);
      expect(method.prepare(shape).nullity, `${t} ${rows}×${cols} by ${method.name}`).toBe(dense.nullity);
      const lights = randomBoard(rows, cols, { random });
      const presses = method.prepare(shape).solve(lights);
      expect(presses === null, `${t} ${rows}×${cols} by ${method.name}`).toBe(dense.solve(lights) === null);
      if (presses) expect(pressEffect(presses, rule).words).toEqual(lights.words);
    }
  });
});

