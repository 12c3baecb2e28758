import { describe, expect, it, vi } from 'vitest';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { binomialChaseMethod, binomialTransform } from './binomial-chase.ts';
import { denseMethod } from './dense.ts';
import { chooseMethod } from './methods.ts';

// Dense elimination of 4096 cells per shape: a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const DIAGONAL_TORUS = makeRule(namedStencil('diagonal'), 'torus');

describe('binomialTransform', () => {
  it('sums the rows r ⊇ j into row j and is its own inverse', () => {
    const random = seededRandom(24);
    for (const m of [1, 2, 4, 8, 32, 256]) {
      for (const stride of [1, 2, 3, 5, 64]) {
        const words = Uint32Array.from({ length: m * stride }, () => random());
        const want = new Uint32Array(words.length);
        for (let j = 0; j < m; j++) {
          for (let r = 0; r < m; r++) if ((r & j) === j) for (let i = 0; i < stride; i++) want[j * stride + i]! ^= words[r * stride + i]!;
        }
        const got = words.slice();
        binomialTransform(got, stride, m);
        expect(got).toEqual(want);
        binomialTransform(got, stride, m);
        expect(got).toEqual(words);
      }
    }
  });
});

describe('binomial-chase', () => {
  const shapes: Array<[number, number]> = [];
  for (const m of [4, 8, 16, 32]) for (const n of [3, 4, 5, 7, 8, 31, 32, 33, 64]) shapes.push([m, n]);
  shapes.push([8, 32], [32, 8], [5, 8], [3, 16], [12, 16], [7, 32], [32, 65], [16, 129], [64, 5], [64, 33], [63, 64]);

  it('applies to the diagonal rule with centre on tori with a side of 2ᵏ, and nowhere else', () => {
    expect(binomialChaseMethod.applies({ rule: DIAGONAL_TORUS, rows: 16, cols: 12 })).toBe(true);
    expect(binomialChaseMethod.applies({ rule: DIAGONAL_TORUS, rows: 12, cols: 16 })).toBe(true);
    expect(binomialChaseMethod.applies({ rule: DIAGONAL_TORUS, rows: 12, cols: 12 })).toBe(false);
    expect(binomialChaseMethod.applies({ rule: DIAGONAL_TORUS, rows: 2, cols: 16 })).toBe(false);
    expect(binomialChaseMethod.applies({ rule: makeRule(namedStencil('diagonal'), 'cylinder'), rows: 16, cols: 16 })).toBe(false);
    expect(binomialChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'torus'), rows: 16, cols: 16 })).toBe(false);
    expect(binomialChaseMethod.applies({ rule: makeRule(namedStencil('cross'), 'torus'), rows: 16, cols: 16 })).toBe(false);
    expect(chooseMethod({ rule: DIAGONAL_TORUS, rows: 2048, cols: 2048 }).name).toBe('binomial-chase');
  });

  it("gives the dense reference's unique presses on both kernel paths, verified by applying them", () => {
    const random = seededRandom(2026);
    for (const [rows, cols] of shapes) {
      const shape = { rule: DIAGONAL_TORUS, rows, cols };
      const dense = denseMethod.prepare(shape);
      expect(dense.nullity).toBe(0);
      expect(binomialChaseMethod.nullity(shape)).toBe(0);
      for (const path of ['ts', 'auto'] as const) {
        const lights = randomBoard(rows, cols, { random });
        const presses = withKernels(path, () => binomialChaseMethod.prepare(shape).solve(lights));
        expect(presses, `${rows}×${cols} (${path})`).not.toBeNull();
        expect(presses!.words).toEqual(dense.solve(lights)!.words);
        expect(pressEffect(presses!, DIAGONAL_TORUS).words).toEqual(lights.words);
      }
    }
  });

  it('solves boards past the dense reference on both kernel paths alike, verified by applying the presses', () => {
    const random = seededRandom(7);
    for (const [rows, cols] of [[256, 200], [128, 129], [97, 128], [64, 1000]] as const) {
      const shape = { rule: DIAGONAL_TORUS, rows, cols };
      const lights = randomBoard(rows, cols, { random });
      const viaTs = withKernels('ts', () => binomialChaseMethod.prepare(shape).solve(lights)!);
      const viaWasm = withKernels('auto', () => binomialChaseMethod.prepare(shape).solve(lights)!);
      expect(viaWasm.words).toEqual(viaTs.words);
      expect(pressEffect(viaTs, DIAGONAL_TORUS).words).toEqual(lights.words);
    }
  });
});
