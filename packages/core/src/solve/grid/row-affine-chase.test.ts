import { describe, expect, it, vi } from 'vitest';

// Heavy by design (dense elimination on every side up to 12, several stencils, both kernel paths): a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { LimitError } from '../../errors.ts';
import { rank } from '../../gf2/eliminate.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule } from '../../puzzle/rule.ts';
import { customStencil } from '../../puzzle/stencil.ts';
import type { Topology } from '../../puzzle/topology.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { chooseMethod } from './methods.ts';
import { MAX_ROW_AFFINE_WORK, rowAffineChaseMethod } from './row-affine-chase.ts';
import { rowAffineEquations } from './row-affine-equations.ts';
import { planRowAffine } from './row-affine-plan.ts';

/** The surfaces the method takes (`wrap,clip` is the cylinder turned). */
const SURFACES: Topology[] = ['plane', 'cylinder', 'wrap,clip'];

/**
 * Stencils whose first row, in some direction, is one cell straight ahead: issue #24's `.#./###/#..`, one without
 * centre, one of reach 2, one whose rows commute nowhere, and one taken only down its columns.
 */
const STENCILS = ['.#./###/#..', '.#./#.#/..#', '..#../.#.../##.##/....#/.#...', '...../..#../.###./...../#....', '##./.##/##.'].map(parseStencil);

/** Checks every shape the method takes among `shapes`; returns how many it took and what disagreed. */
function checkShapes(rule: Rule, shapes: ReadonlyArray<readonly [number, number]>, random: () => number): { taken: number; wrong: string[] } {
  let taken = 0;
  const wrong: string[] = [];
  for (const [rows, cols] of shapes) {
    if (!rowAffineChaseMethod.applies({ rule, rows, cols })) continue;
    taken++;
    wrong.push(...denseDisagreements(rowAffineChaseMethod, rule, rows, cols, random));
  }
  return { taken, wrong };
}

const SMALL: Array<[number, number]> = [];
for (let r = 1; r <= 12; r++) for (let c = 1; c <= 12; c++) SMALL.push([r, c]);
/** Odd and even sides past the small ones, and past one 32-bit word of unknowns. */
const MIXED: Array<[number, number]> = [[13, 40], [40, 13], [33, 34], [34, 33], [45, 20], [20, 45]];

describe('row-affine-chase against dense elimination', () => {
  for (const kernels of ['ts', 'auto'] as const) {
    for (const stencil of STENCILS) {
      it(`${stencil.name}, every side 1..12 and odd/even mixes, ${kernels === 'ts' ? 'TypeScript' : 'WebAssembly'} path`, () => {
        withKernels(kernels, () => {
          const random = seededRandom(24);
          let taken = 0;
          for (const topology of SURFACES) {
            const rule = makeRule(stencil, topology);
            const small = checkShapes(rule, SMALL, random);
            const mixed = checkShapes(rule, MIXED, random);
            expect(small.wrong.concat(mixed.wrong)).toEqual([]);
            taken += small.taken + mixed.taken;
            // every stencil here has a one-cell first row in some direction: on the plane most shapes are taken
            if (topology === 'plane') expect([small.taken > SMALL.length / 2, mixed.taken]).toEqual([true, MIXED.length]);
          }
          // and on one cylinder or the other (the chase must run along a clipped side)
          expect(taken).toBeGreaterThan(SMALL.length + MIXED.length);
        });
      });
    }
  }
});

describe('row-affine-chase', () => {
  it('builds the same equations on both kernel paths, past a cache chunk of one row', () => {
    for (const [stencil, rows, cols, topology] of [[STENCILS[0]!, 300, 520, 'plane'], [STENCILS[2]!, 90, 260, 'cylinder'], [STENCILS[4]!, 270, 100, 'wrap,clip']] as const) {
      const plan = planRowAffine({ rule: makeRule(stencil, topology), rows, cols })!;
      expect(plan.n * plan.vectorWords).toBeGreaterThan(2048);
      const ts = withKernels('ts', () => rowAffineEquations(plan));
      const wasm = withKernels('auto', () => rowAffineEquations(plan));
      expect(wasm.words).toEqual(ts.words);
      expect(rank(ts)).toBeGreaterThan(0);
    }
  });

  it('is chosen for the asymmetric stencil on the plane and the cylinder, and not on the torus or twisted surfaces', () => {
    const asym = STENCILS[0]!;
    expect(chooseMethod({ rule: makeRule(asym, 'plane'), rows: 40, cols: 40 }).name).toBe('row-affine-chase');
    for (const topology of ['torus', 'mobius', 'klein', 'projective'] as const) {
      expect(rowAffineChaseMethod.applies({ rule: makeRule(asym, topology), rows: 40, cols: 40 })).toBe(false);
    }
    // one way only, across rows of 3000 cells: left to lazy chasing (work m·n², and lazy chasing has few unknowns)
    const oneWay = makeRule(parseStencil('.#./##./#.#'), 'plane');
    expect([chooseMethod({ rule: oneWay, rows: 3000, cols: 3 }).name, chooseMethod({ rule: oneWay, rows: 3, cols: 3000 }).name]).toEqual(['row-affine-chase', 'lazy-chase']);
    // a first row of two cells, or one cell off the column, in every direction: not taken
    for (const pattern of ['###/###/###', '#../.#./..#']) expect(rowAffineChaseMethod.applies({ rule: makeRule(parseStencil(pattern), 'plane'), rows: 40, cols: 40 })).toBe(false);
  });

  it('refuses a shape past its work or memory limit by estimate, naming the limit', () => {
    const shape = { rule: makeRule(STENCILS[0]!, 'plane'), rows: 16384, cols: 16384 };
    expect(() => rowAffineChaseMethod.prepare(shape)).toThrow(LimitError);
    expect(() => rowAffineChaseMethod.nullity(shape)).toThrow(/over the limit of/);
    // two rows of 11000 cells under a stencil reaching 32 rows down: within the work, but 34 rows of 11000 vectors
    const deep = customStencil([[-1, 0], [0, 0], [32, 1]]);
    const wide = { rule: makeRule(deep, 'plane'), rows: 40, cols: 11000 };
    expect(planRowAffine(wide)!.work).toBeLessThan(MAX_ROW_AFFINE_WORK);
    expect(() => rowAffineChaseMethod.prepare(wide)).toThrow(expect.objectContaining({ limit: 'maxBytes' }));
  });
});

describe('row-affine-chase under a signal and progress', () => {
  it('stops at an aborted signal, and reports rising progress that ends at the total', () => {
    const shape = { rule: makeRule(STENCILS[0]!, 'plane'), rows: 200, cols: 200 };
    const stop = new AbortController();
    stop.abort();
    expect(() => rowAffineChaseMethod.prepare(shape, { signal: stop.signal })).toThrow();
    const seen: Array<[number, number]> = [];
    const plan = planRowAffine(shape)!;
    rowAffineEquations(plan, { onProgress: (done, total) => seen.push([done, total]) });
    expect(seen.every(([done, total], i) => total === plan.m && done >= (seen[i - 1]?.[0] ?? 0))).toBe(true);
    expect(seen.at(-1)).toEqual([plan.m, plan.m]);
  });
});
