import { makeRule, namedStencil, nullityTable } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SPEC } from '../rule/rule-spec.ts';
import { chartCsv, chartJson, heatMapCsv, heatMapJson, ruleSlug } from './atlas-data.ts';

/** The core's table, flattened row-major as the atlas holds it. */
function table(side: number, rule = makeRule(namedStencil('cross'), 'plane')): Int32Array {
  return Int32Array.from(nullityTable(side, side, { rule }).flat());
}

describe('atlas data', () => {
  it('writes the heat map as CSV, one line per size, equal to the core’s nullities', () => {
    const values = table(9);
    const lines = heatMapCsv(values, 9, 9).trimEnd().split('\n');
    expect(lines[0]).toBe('m,n,nullity');
    expect(lines).toHaveLength(1 + 81);
    const core = nullityTable(9, 9);
    for (const line of lines.slice(1)) {
      const [m, n, k] = line.split(',').map(Number) as [number, number, number];
      expect(k).toBe(core[m - 1]![n - 1]);
    }
  });

  it('writes only the rows computed so far', () => {
    expect(heatMapCsv(table(6), 6, 2).trimEnd().split('\n')).toHaveLength(1 + 12);
    expect(JSON.parse(heatMapJson(table(6), 6, 2, CLASSIC_SPEC)).nullity).toHaveLength(2);
  });

  it('writes the heat map as JSON with its rule and ranges, nullity[m-1][n-1] equal to the core’s', () => {
    const torus = { ...CLASSIC_SPEC, topology: 'torus' as const };
    const values = table(8, makeRule(namedStencil('cross'), 'torus'));
    const data = JSON.parse(heatMapJson(values, 8, 8, torus));
    expect(data).toMatchObject({ rule: 'cross, torus', spec: torus, m: { from: 1, to: 8 }, n: { from: 1, to: 8 } });
    expect(data.nullity).toEqual(nullityTable(8, 8, { rule: makeRule(namedStencil('cross'), 'torus') }));
  });

  it('writes the n × n chart as CSV and JSON', () => {
    const core = nullityTable(12, 12);
    const values = Int32Array.from({ length: 12 }, (_, i) => core[i]![i]!);
    expect(chartCsv(values, 12)).toBe(`n,nullity\n${Array.from(values, (k, i) => `${i + 1},${k}`).join('\n')}\n`);
    expect(chartCsv(values, 3).trimEnd().split('\n')).toHaveLength(4);
    const data = JSON.parse(chartJson(values, 12, CLASSIC_SPEC));
    expect(data).toMatchObject({ rule: 'cross, plane', n: { from: 1, to: 12 } });
    expect(data.nullity).toEqual(Array.from(values));
    expect(ruleSlug(CLASSIC_SPEC)).toBe('cross-plane');
  });
});
