import { describe, expect, it } from 'vitest';
import { tableDifferences } from '../../_test-support.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { foldNullityTable, foldTableApplies } from './fold-nullity-table.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { nullity, nullityTable } from './queries.ts';

/** Every named rule on the four surfaces with one twisted side, and a symmetric custom stencil. */
const RULES: Rule[] = [
  ...STENCIL_NAMES.flatMap((name) => [true, false].flatMap((center) => (['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const).map((t) => makeRule(namedStencil(name, { center }), t)))),
  makeRule(parseStencil('#.#/.#./#.#'), 'klein'), // diagonal written out
];
const TAKEN = RULES.filter(foldTableApplies);

describe('foldNullityTable', () => {
  it('takes the symmetric rules on one twisted side, and nothing else', () => {
    expect(TAKEN.map(ruleName)).toHaveLength(25);
    expect(foldTableApplies(makeRule(namedStencil('cross'), 'torus'))).toBe(false);
    expect(foldTableApplies(makeRule(namedStencil('cross'), 'projective'))).toBe(false);
    expect(foldTableApplies(makeRule(parseStencil('.#./###/#..'), 'mobius'))).toBe(false);
  });

  // one test per rule: each well inside the time limit on a loaded machine
  it.each(TAKEN.map((rule) => [ruleName(rule), rule] as const))('%s: equals a chase elimination on every size up to 40 × 40 (24 × 24 turned) and the dense reference up to 12 × 12', (name, rule) => {
    const side = rule.topology.startsWith('twist') ? 24 : 40;
    const table = foldNullityTable(rule, side, side, (m, n) => nullity(m, n, { rule }));
    const chased = (m: number, n: number): number => lazyChaseMethod.nullity({ rule, rows: m, cols: n });
    expect(tableDifferences(table, chased), name).toEqual([]);
    const dense = (m: number, n: number): number => denseMethod.nullity({ rule, rows: m, cols: n });
    expect(tableDifferences(table.slice(0, 12).map((row) => row.slice(0, 12)), dense), name).toEqual([]);
  });

  it('is what nullityTable() returns, row by row with progress, and stops when aborted', () => {
    const rule = makeRule(namedStencil('cross'), 'twist,wrap');
    const done: number[] = [];
    const table = nullityTable(9, 30, { rule, onProgress: (rows) => done.push(rows) });
    expect(tableDifferences(table, (m, n) => nullity(m, n, { rule }))).toEqual([]);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const controller = new AbortController();
    controller.abort();
    expect(() => nullityTable(9, 30, { rule, signal: controller.signal })).toThrow();
  });
});
