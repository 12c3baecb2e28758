import { describe, expect, it } from 'vitest';
import { tableDifferences, testRandom } from '../../_test-support.ts';
import { cases } from '../../_test-seed.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { denseMethod } from './dense.ts';
import { nullity, nullityRow, nullityTable } from './queries.ts';
import { ringNullityRow, ringNullityTable, ringTableApplies } from './ring-nullity-table.ts';

/** Every named rule on the torus and the cylinder, the other wrapping edges, and a symmetric custom stencil. */
const RULES: Rule[] = [
  ...STENCIL_NAMES.flatMap((name) => [true, false].flatMap((center) => (['torus', 'cylinder', 'wrap,clip'] as const).map((t) => makeRule(namedStencil(name, { center }), t)))),
  makeRule(parseStencil('#.#/.#./#.#'), 'torus'), // diagonal written out
  makeRule(parseStencil('###/#.#/###'), 'cylinder'), // Moore without centre written out
];
const TAKEN = RULES.filter(ringTableApplies);

describe('ringNullityTable', () => {
  it('takes the non-product symmetric rules where a side wraps, and nothing else', () => {
    expect(TAKEN.map(ruleName)).toHaveLength(14);
    for (const name of ['moore', 'diagonal'] as const) {
      expect(ringTableApplies(makeRule(namedStencil(name, { center: name === 'moore' }), 'torus'))).toBe(false); // products: kron
    }
    expect(ringTableApplies(makeRule(namedStencil('cross'), 'plane'))).toBe(false);
    expect(ringTableApplies(makeRule(namedStencil('cross'), 'klein'))).toBe(false);
    expect(ringTableApplies(makeRule(parseStencil('.#./###/#..'), 'torus'))).toBe(false);
  });

  it('equals nullity() on every size up to 40 × 40, and the dense reference up to 12 × 12', () => {
    for (const rule of TAKEN) {
      const table = ringNullityTable(rule, 40, 40, (m, n) => nullity(m, n, { rule }));
      expect(tableDifferences(table, (m, n) => nullity(m, n, { rule })), ruleName(rule)).toEqual([]);
      const dense = (m: number, n: number): number => denseMethod.nullity({ rule, rows: m, cols: n });
      expect(tableDifferences(table.slice(0, 12).map((row) => row.slice(0, 12)), dense), ruleName(rule)).toEqual([]);
    }
  });

  it('equals the dense reference on seeded sizes up to 24 × 24, in tables of every shape', () => {
    const random = testRandom(20261127);
    for (let k = 0; k < cases(4); k++) {
      for (const rule of TAKEN) {
        const maxRows = 1 + Math.floor(random() * 24);
        const maxCols = 1 + Math.floor(random() * 24);
        const table = ringNullityTable(rule, maxRows, maxCols, (m, n) => nullity(m, n, { rule }));
        expect(table).toHaveLength(maxRows);
        for (const row of table) expect(row).toHaveLength(maxCols);
        const [m, n] = [1 + Math.floor(random() * maxRows), 1 + Math.floor(random() * maxCols)];
        expect(table[m - 1]![n - 1], `${ruleName(rule)} ${m}×${n} in ${maxRows}×${maxCols}`).toBe(denseMethod.nullity({ rule, rows: m, cols: n }));
      }
    }
  });

  it('gives rows of the same table, from any first column, with progress per entry', () => {
    for (const rule of TAKEN) {
      const exact = (m: number, n: number): number => nullity(m, n, { rule });
      for (const [rows, from, to] of [[1, 1, 30], [2, 1, 30], [7, 1, 40], [25, 3, 40], [40, 38, 40], [12, 1, 5], [9, 10, 9]] as const) {
        const seen: number[] = [];
        const row = ringNullityRow(rule, rows, from, to, exact, { onProgress: (d) => seen.push(d) });
        const want = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => exact(rows, from + i));
        expect(row, `${ruleName(rule)} row ${rows}, ${from}..${to}`).toEqual(want);
        expect(seen).toEqual(want.map((_, i) => i + 1));
      }
    }
    const rule = makeRule(namedStencil('diagonal'), 'torus');
    expect(nullityRow(20, 1, 60, { rule })).toEqual(Array.from({ length: 60 }, (_, i) => nullity(20, i + 1, { rule })));
    expect(nullityRow(20, 500, 505, { rule })).toEqual(Array.from({ length: 6 }, (_, i) => nullity(20, 500 + i, { rule })));
    const ac = new AbortController();
    ac.abort(new Error('ring row aborted'));
    expect(() => nullityRow(30, 1, 60, { rule, signal: ac.signal })).toThrow('ring row aborted');
  });

  it('leaves the product rules to their per-size path, still equal to the dense reference', () => {
    for (const rule of (['torus', 'cylinder'] as const).flatMap((t) => [makeRule(namedStencil('moore'), t), makeRule(namedStencil('diagonal', { center: false }), t)])) {
      expect(ringTableApplies(rule)).toBe(false);
      expect(tableDifferences(nullityTable(10, 12, { rule }), (m, n) => denseMethod.nullity({ rule, rows: m, cols: n })), ruleName(rule)).toEqual([]);
    }
  });

  it('is what nullityTable returns, with progress per row and abort', () => {
    const rule = makeRule(namedStencil('cross'), 'cylinder');
    for (const [maxRows, maxCols] of [[30, 7], [7, 30], [1, 40], [40, 1], [2, 2]] as const) {
      expect(tableDifferences(nullityTable(maxRows, maxCols, { rule }), (m, n) => nullity(m, n, { rule })), `${maxRows}×${maxCols}`).toEqual([]);
    }
    const seen: number[] = [];
    nullityTable(5, 9, { rule, onProgress: (d, t) => seen.push(d * 100 + t) });
    expect(seen).toEqual([105, 205, 305, 405, 505]);
    const ac = new AbortController();
    ac.abort(new Error('ring table aborted'));
    expect(() => nullityTable(40, 40, { rule, signal: ac.signal })).toThrow('ring table aborted');
  });
});
