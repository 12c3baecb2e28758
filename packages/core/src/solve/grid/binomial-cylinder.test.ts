import { describe, expect, it, vi } from 'vitest';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { binomialCylinderMethod } from './binomial-cylinder.ts';
import { denseMethod } from './dense.ts';
import { chooseMethod } from './methods.ts';

// Dense elimination of up to 4096 cells per shape: a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const DIAGONAL_CYLINDER = makeRule(namedStencil('diagonal'), 'cylinder');
const DIAGONAL_TURNED = makeRule(namedStencil('diagonal'), 'wrap,clip');

describe('binomial-cylinder', () => {
  it('applies to the diagonal rule with centre on cylinders whose ring has 2ᵏ ≥ 4 cells, and nowhere else', () => {
    expect(binomialCylinderMethod.applies({ rule: DIAGONAL_CYLINDER, rows: 12, cols: 16 })).toBe(true);
    expect(binomialCylinderMethod.applies({ rule: DIAGONAL_CYLINDER, rows: 16, cols: 12 })).toBe(false);
    expect(binomialCylinderMethod.applies({ rule: DIAGONAL_CYLINDER, rows: 16, cols: 2 })).toBe(false);
    expect(binomialCylinderMethod.applies({ rule: DIAGONAL_TURNED, rows: 16, cols: 12 })).toBe(true);
    expect(binomialCylinderMethod.applies({ rule: DIAGONAL_TURNED, rows: 12, cols: 16 })).toBe(false);
    expect(binomialCylinderMethod.applies({ rule: makeRule(namedStencil('diagonal'), 'torus'), rows: 16, cols: 16 })).toBe(false);
    expect(binomialCylinderMethod.applies({ rule: makeRule(namedStencil('diagonal'), 'plane'), rows: 16, cols: 16 })).toBe(false);
    expect(binomialCylinderMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'cylinder'), rows: 16, cols: 16 })).toBe(false);
    expect(binomialCylinderMethod.applies({ rule: makeRule(namedStencil('moore'), 'cylinder'), rows: 16, cols: 16 })).toBe(false);
    expect(chooseMethod({ rule: DIAGONAL_CYLINDER, rows: 2048, cols: 2048 }).name).toBe('binomial-cylinder');
    expect(chooseMethod({ rule: DIAGONAL_CYLINDER, rows: 8192, cols: 8192 }).name).toBe('binomial-cylinder');
  });

  it("gives the dense reference's unique presses on both kernel paths and both orientations, verified by applying them", () => {
    const random = seededRandom(2027);
    const shapes: Array<[number, number]> = [];
    for (const ring of [4, 8, 16, 32, 64]) for (const path of [1, 2, 3, 4, 5, 7, 8, 31, 32, 33, 64]) shapes.push([path, ring]);
    shapes.push([2, 2 ** 7], [13, 2 ** 7], [30, 2 ** 7]);
    for (const [path, ring] of shapes) {
      for (const [rule, rows, cols] of [[DIAGONAL_CYLINDER, path, ring], [DIAGONAL_TURNED, ring, path]] as const) {
        const shape = { rule, rows, cols };
        const dense = denseMethod.prepare(shape);
        expect(dense.nullity, `${rows}×${cols}`).toBe(0);
        expect(binomialCylinderMethod.nullity(shape)).toBe(0);
        for (const kernels of ['ts', 'auto'] as const) {
          const lights = randomBoard(rows, cols, { random });
          const presses = withKernels(kernels, () => binomialCylinderMethod.prepare(shape).solve(lights));
          expect(presses, `${rows}×${cols} (${kernels})`).not.toBeNull();
          expect(presses!.words, `${rows}×${cols} (${kernels})`).toEqual(dense.solve(lights)!.words);
          expect(pressEffect(presses!, rule).words).toEqual(lights.words);
        }
      }
    }
  });

  it('solves boards past the dense reference on both kernel paths alike, verified by applying the presses', () => {
    const random = seededRandom(8);
    for (const [path, ring] of [[200, 256], [129, 128], [1000, 128], [64, 512], [65, 1024]] as const) {
      for (const [rule, rows, cols] of [[DIAGONAL_CYLINDER, path, ring], [DIAGONAL_TURNED, ring, path]] as const) {
        const shape = { rule, rows, cols };
        const lights = randomBoard(rows, cols, { random });
        const viaTs = withKernels('ts', () => binomialCylinderMethod.prepare(shape).solve(lights)!);
        const viaWasm = withKernels('auto', () => binomialCylinderMethod.prepare(shape).solve(lights)!);
        expect(viaWasm.words, `${rows}×${cols}`).toEqual(viaTs.words);
        expect(pressEffect(viaTs, rule).words, `${rows}×${cols}`).toEqual(lights.words);
      }
    }
  });
});
