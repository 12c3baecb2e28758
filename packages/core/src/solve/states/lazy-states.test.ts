import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleArb } from '../../_test-support.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { affineChase } from '../affine-chase.ts';
import { statesNullity } from './solve-states.ts';
import { gridChaseSize, gridPressSystem } from './lazy-states.ts';

describe('the lazy k-state chase, sized before it is built', () => {
  it('counts the unknowns and equations exactly as the chase does', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (rule, rows, cols) => {
        const size = gridChaseSize(rule, rows, cols);
        const system = gridPressSystem(rule, rows, cols);
        expect(size.incidences).toBe(system.start[rows * cols]);
        expect(affineChase(system, null, 3, null).unknowns).toBe(size.unknowns);
        // the chase's own work check agrees to the step: refused one step under it, accepted at it
        const work = size.incidences * (size.unknowns + 1) + size.equations * size.unknowns ** 2;
        expect(() => affineChase(system, null, 3, null, { maxWork: work - 1 })).toThrow(/would take about/);
        expect(() => affineChase(system, null, 3, null, { maxWork: work })).not.toThrow();
      }),
      { numRuns: 150, seed: 27 },
    );
  });

  it('refuses a chase past its work before building the press system or reporting progress', () => {
    let reported = 0;
    const moore = makeRule(namedStencil('moore'));
    const error = (() => {
      try {
        statesNullity(500, 1500, 4, { rule: moore, onProgress: () => reported++ });
      } catch (e) {
        return e as { limit?: string };
      }
      return null;
    })();
    expect(error?.limit).toBe('maxWork');
    expect(reported).toBe(0);
  });
});
