import { describe, expect, it, vi } from 'vitest';

// Many shapes through the whole method: a budget well above their need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { kernelWith, solveWith } from '../../_test-support.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { denseMethod } from './dense.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { kronMethod } from './kron.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';

/** The symmetric 3 × 3 rules that are not products (the ones whose Φ ring-chase takes in closed form), new objects (no plan kept). */
function rules(): Rule[] {
  const stencils = [namedStencil('cross'), namedStencil('cross', { center: false }), namedStencil('moore', { center: false }), namedStencil('diagonal')];
  return (['plane', 'cylinder', 'torus'] as const).flatMap((topology) => stencils.map((stencil) => makeRule(stencil, topology)));
}

describe('ring-chase with Φ in closed form', () => {
  for (const kernels of ['auto', 'ts'] as const) {
    it(`agrees with dense elimination up to 24² and the closed-form nullity beyond, and its answers verify (${kernels === 'ts' ? 'TypeScript path' : 'kernels when they load'})`, () => {
      withKernels(kernels, () => {
        const random = seededRandom(`closed-form phi ${kernels}`);
        const wrong: string[] = [];
        let singular = 0;
        const shapes = [[3, 3], [5, 8], [17, 17], [24, 20], [31, 33], [33, 31], [63, 65], [64, 64], [96, 96], [100, 128], [129, 130], [255, 257]] as const;
        for (const rule of rules()) {
          for (const [rows, cols] of shapes) {
            const shape = { rule, rows, cols };
            if (!ringChaseMethod.applies(shape)) continue;
            const label = `${rule.stencil.name}/${rule.topology} ${rows}×${cols}`;
            const prepared = ringChaseMethod.prepare(shape);
            // ring-chase's own nullity() is the bilinear closed form (gcds of homogeneous path pairs: no chase, no ring system)
            const want = rows * cols <= 576 ? denseMethod.nullity(shape) : ringChaseMethod.nullity(shape);
            if (prepared.nullity !== want) wrong.push(`${label}: prepared nullity ${prepared.nullity}, want ${want}`);
            if (want > 0) singular++;
            for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
              const got = solveWith(ringChaseMethod, lights, rule);
              if (got.presses && !verifySolution(lights, got.presses, rule)) wrong.push(`${label}: presses`);
              if (!got.presses && (want === 0 || !verifyProof(lights, got.proof!, rule))) wrong.push(`${label}: proof`);
            }
            for (const q of kernelWith(ringChaseMethod, rows, cols, rule, { limit: 3 })) {
              if (!pressEffect(q, rule).isEmpty() || q.isEmpty()) wrong.push(`${label}: quiet pattern`);
            }
          }
        }
        expect(wrong).toEqual([]);
        expect(singular).toBeGreaterThan(20);
      });
    });
  }

  for (const kernels of ['auto', 'ts'] as const) {
    it(`takes stencils on rows that wrap (products, asymmetric): kron's nullity, verified answers (${kernels === 'ts' ? 'TypeScript path' : 'kernels when they load'})`, () => {
      withKernels(kernels, () => {
        const random = seededRandom(`stencil phi ${kernels}`);
        const wrong: string[] = [];
        let checked = 0;
        for (const topology of ['cylinder', 'torus'] as const) {
          const products = [namedStencil('moore'), namedStencil('diagonal', { center: false })].map((stencil) => makeRule(stencil, topology));
          const asymmetric = ['.#./###/#..', '..#/##./...'].map((pattern) => makeRule(parseStencil(pattern), topology));
          for (const rule of [...products, ...asymmetric]) {
            for (const [rows, cols] of [[31, 33], [64, 64], [65, 96], [130, 129], [200, 256]] as const) {
              const shape = { rule, rows, cols };
              if (!ringChaseMethod.applies(shape)) continue;
              checked++;
              const label = `${rule.stencil.name}/${topology} ${rows}×${cols}`;
              const prepared = ringChaseMethod.prepare(shape);
              if (products.includes(rule) && prepared.nullity !== kronMethod.nullity(shape)) wrong.push(`${label}: nullity ${prepared.nullity}, kron ${kronMethod.nullity(shape)}`);
              for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
                const got = solveWith(ringChaseMethod, lights, rule);
                if (got.presses && !verifySolution(lights, got.presses, rule)) wrong.push(`${label}: presses`);
                if (!got.presses && (got.nullity === 0 || !verifyProof(lights, got.proof!, rule))) wrong.push(`${label}: proof`);
              }
              for (const q of kernelWith(ringChaseMethod, rows, cols, rule, { limit: 3 })) {
                if (!pressEffect(q, rule).isEmpty() || q.isEmpty()) wrong.push(`${label}: quiet pattern`);
              }
            }
          }
        }
        expect(wrong).toEqual([]);
        expect(checked).toBeGreaterThan(20);
      });
    });
  }
});
