import { makeRule, nullity, TOPOLOGIES } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SPEC, type RuleSpec, toRule } from '../rule/rule-spec.ts';
import { CHART_CHUNK, chartBands, TABLE_BANDS, tableBands, transposeSymmetric } from './atlas-plan.ts';
import { placeRows } from './atlas-state.svelte.ts';
import { runJob } from '../worker/worker-handlers.ts';

/** Rows 1..side covered once, in order, by the bands. */
function covers(bands: readonly (readonly [number, number])[], side: number): boolean {
  let next = 1;
  for (const [from, to] of bands) {
    if (from !== next || to < from) return false;
    next = to + 1;
  }
  return next === side + 1;
}

describe('atlas plan', () => {
  it('splits the heat map into bands covering every row once, one band for the classic fast path', () => {
    expect(tableBands(CLASSIC_SPEC, 300)).toEqual([[1, 300]]);
    for (const topology of TOPOLOGIES) {
      for (const side of [1, 2, 7, 16, 17, 300]) {
        const bands = tableBands({ ...CLASSIC_SPEC, stencil: 'moore', topology }, side);
        expect(covers(bands, side)).toBe(true);
        expect(bands.length).toBe(Math.min(TABLE_BANDS, side));
      }
    }
    const upper = tableBands({ ...CLASSIC_SPEC, topology: 'torus' }, 300);
    expect(upper[0]![1] - upper[0]![0]).toBeLessThan(upper.at(-1)![1] - upper.at(-1)![0]); // the first rows cost more
  });

  it('splits the chart into ranges of n', () => {
    expect(chartBands(60)).toEqual([
      [1, 25],
      [26, 50],
      [51, 60],
    ]);
    expect(covers(chartBands(5000), 5000)).toBe(true);
    expect(chartBands(5000)).toHaveLength(5000 / CHART_CHUNK);
  });

  it('mirrors the heat map only where m × n and n × m agree (checked against the core)', () => {
    const specs: RuleSpec[] = [
      ...TOPOLOGIES.flatMap((topology) => (['cross', 'moore', 'diagonal'] as const).map((stencil) => ({ ...CLASSIC_SPEC, stencil, center: false, topology }))),
      { ...CLASSIC_SPEC, stencil: 'custom', pattern: '##./#.#/.##' },
      { ...CLASSIC_SPEC, stencil: 'custom', pattern: '.#./###/#..' },
    ];
    for (const spec of specs) {
      if (!transposeSymmetric(spec)) continue;
      const rule = toRule(spec);
      for (let m = 1; m <= 9; m++) for (let n = m + 1; n <= 9; n++) expect(nullity(m, n, { rule })).toBe(nullity(n, m, { rule }));
    }
    expect(transposeSymmetric({ ...CLASSIC_SPEC, topology: 'torus' })).toBe(true);
    expect(transposeSymmetric({ ...CLASSIC_SPEC, topology: 'cylinder' })).toBe(false);
    expect(transposeSymmetric({ ...CLASSIC_SPEC, topology: 'projective' })).toBe(false);
    expect(transposeSymmetric({ ...CLASSIC_SPEC, stencil: 'custom', pattern: '.#./###/#..' })).toBe(false);
    expect(transposeSymmetric({ ...CLASSIC_SPEC, stencil: 'custom', pattern: '##./#.#/.##' })).toBe(true);
    // cylinder is not symmetric: 1 × 3 and 3 × 1 differ
    const cylinder = makeRule(toRule(CLASSIC_SPEC).stencil, 'cylinder');
    expect(nullity(1, 3, { rule: cylinder })).not.toBe(nullity(3, 1, { rule: cylinder }));
  });

  it('fills a table from upper-triangle bands equal to whole rows', () => {
    const spec = { ...CLASSIC_SPEC, stencil: 'moore' as const, topology: 'torus' as const };
    const side = 11;
    const whole = runJob({ kind: 'table', rows: side, cols: side, rule: spec }).values;
    const mirrored = new Int32Array(side * side).fill(-1);
    for (const [from, to] of tableBands(spec, side).reverse()) {
      placeRows(mirrored, side, from, runJob({ kind: 'table', fromRow: from, rows: to, cols: side, rule: spec, upper: true }).values, true);
    }
    expect([...mirrored]).toEqual([...whole]);
  });
});
