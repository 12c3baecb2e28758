import { describe, expect, it, vi } from 'vitest';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { binomialSolve } from './binomial-chase.ts';
import { denseMethod } from './dense.ts';
import { chooseMethod } from './methods.ts';
import { SubsetSums, twistBinomialMethod } from './twist-binomial.ts';

// Dense elimination of up to 2048 cells per shape: a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const DIAGONAL = namedStencil('diagonal');
const KLEIN = makeRule(DIAGONAL, 'klein');
const KLEIN_TURNED = makeRule(DIAGONAL, { rows: 'twist', cols: 'wrap' });

describe('SubsetSums', () => {
  it('returns Σ_{i ⊆ J} a_i for each bit pushed in order', () => {
    const random = seededRandom(5);
    for (const m of [1, 2, 4, 64, 512]) {
      const bits = Array.from({ length: m }, () => (random() < 0.5 ? 1 : 0));
      const sums = new SubsetSums(m);
      for (let j = 0; j < m; j++) {
        let want = 0;
        for (let i = 0; i <= j; i++) if ((i & j) === i) want ^= bits[i]!;
        expect(sums.push(j, bits[j]!), `m ${m}, J ${j}`).toBe(want);
      }
    }
  });
});

describe('twist-binomial-chase', () => {
  it('applies to the diagonal rule with centre on Klein bottles with a wrapping side of 2ᵏ ≥ 4 and a twisted side ≥ 3, and nowhere else', () => {
    expect(twistBinomialMethod.applies({ rule: KLEIN, rows: 16, cols: 12 })).toBe(true);
    expect(twistBinomialMethod.applies({ rule: KLEIN_TURNED, rows: 12, cols: 16 })).toBe(true);
    expect(twistBinomialMethod.applies({ rule: KLEIN, rows: 12, cols: 16 })).toBe(false);
    expect(twistBinomialMethod.applies({ rule: KLEIN, rows: 2, cols: 16 })).toBe(false);
    expect(twistBinomialMethod.applies({ rule: KLEIN, rows: 16, cols: 2 })).toBe(false);
    expect(twistBinomialMethod.applies({ rule: makeRule(DIAGONAL, 'mobius'), rows: 16, cols: 16 })).toBe(false);
    expect(twistBinomialMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'klein'), rows: 16, cols: 16 })).toBe(false);
    expect(twistBinomialMethod.applies({ rule: makeRule(namedStencil('cross'), 'klein'), rows: 16, cols: 16 })).toBe(false);
    expect(chooseMethod({ rule: KLEIN, rows: 2048, cols: 2048 }).name).toBe('twist-binomial-chase');
    expect(chooseMethod({ rule: KLEIN, rows: 2047, cols: 2048 }).name).not.toBe('twist-binomial-chase');
  });

  it("gives the dense reference's unique presses on both kernel paths, either way up, verified by applying them", () => {
    const random = seededRandom(2027);
    const shapes: Array<[number, number]> = [];
    for (const m of [4, 8, 16, 32]) for (const n of [3, 4, 5, 7, 8, 31, 32, 33, 64]) shapes.push([m, n]);
    shapes.push([64, 5], [64, 33], [128, 3], [16, 129]);
    for (const [m, n] of shapes) {
      for (const [rule, rows, cols] of [[KLEIN, m, n], [KLEIN_TURNED, n, m]] as const) {
        const shape = { rule, rows, cols };
        const dense = denseMethod.prepare(shape);
        expect(dense.nullity, `${rows}×${cols}`).toBe(0);
        for (const path of ['ts', 'auto'] as const) {
          const lights = randomBoard(rows, cols, { random });
          const presses = withKernels(path, () => twistBinomialMethod.prepare(shape).solve(lights));
          expect(presses, `${rows}×${cols} (${path})`).not.toBeNull();
          expect(presses!.words, `${rows}×${cols} (${path})`).toEqual(dense.solve(lights)!.words);
          expect(pressEffect(presses!, rule).words).toEqual(lights.words);
        }
      }
    }
  });

  it('solves boards past the dense reference on both kernel paths alike, verified by applying the presses', () => {
    const random = seededRandom(8);
    for (const [rows, cols] of [[256, 200], [128, 129], [64, 1000], [512, 31]] as const) {
      const shape = { rule: KLEIN, rows, cols };
      const lights = randomBoard(rows, cols, { random });
      const viaTs = withKernels('ts', () => twistBinomialMethod.prepare(shape).solve(lights)!);
      const viaWasm = withKernels('auto', () => twistBinomialMethod.prepare(shape).solve(lights)!);
      expect(viaWasm.words).toEqual(viaTs.words);
      expect(pressEffect(viaTs, KLEIN).words).toEqual(lights.words);
    }
  });

  it('needs the twisted seam: the torus chase (the seam as a plain wrap) gives presses that applying them rejects', () => {
    const random = seededRandom(9);
    for (const [rows, cols] of [[16, 8], [64, 40]] as const) {
      const lights = randomBoard(rows, cols, { random });
      const torusPresses = withKernels('ts', () => binomialSolve(lights));
      expect(pressEffect(torusPresses, makeRule(DIAGONAL, 'torus')).words).toEqual(lights.words);
      expect(pressEffect(torusPresses, KLEIN).words).not.toEqual(lights.words);
    }
  });
});
