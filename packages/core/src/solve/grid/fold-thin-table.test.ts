import { describe, expect, it } from 'vitest';
import { edgesOf } from '../../puzzle/topology.ts';
import { makeRule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { foldNullityTable, foldTableApplies } from './fold-nullity-table.ts';
import { ONE_ROW_MIN_COLS, oneRowTablePass, THIN_TABLE_MIN_ROWS, thinTablePass } from './fold-thin-table.ts';
import { nullity } from './queries.ts';
import { thinTwistMethod } from './thin-twist.ts';

/** Every named rule, with and without its centre, on the Möbius strip and the Klein bottle either way up. */
const RULES = STENCIL_NAMES.flatMap((name) =>
  [true, false].flatMap((center) => (['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const).map((t) => makeRule(namedStencil(name, { center }), t))),
).filter(foldTableApplies);

/** The board of long side m and twisted side n, the right way up for the rule. */
const shapeOf = (rule: (typeof RULES)[number], m: number, n: number) => (edgesOf(rule.topology).rows === 'twist' ? { rule, rows: n, cols: m } : { rule, rows: m, cols: n });

describe('thinTablePass: a twisted side of 1 or 2, every long side in one pass', () => {
  it.each(RULES.map((rule) => [ruleName(rule), rule] as const))('%s: equals thin-twist up to 200 and dense elimination up to 40', (name, rule) => {
    const transposed = edgesOf(rule.topology).rows === 'twist';
    const wrong: string[] = [];
    for (const n of [1, 2]) {
      const pass = thinTablePass(rule, n, 200, transposed);
      for (let m = 1; m <= 200; m++) {
        const got = pass[m - 1]!;
        if (m < THIN_TABLE_MIN_ROWS) {
          if (got !== -1) wrong.push(`${m}×${n}: ${got}, not left to exact`);
          continue;
        }
        const shape = shapeOf(rule, m, n);
        const want = thinTwistMethod.nullity(shape);
        if (got !== want) wrong.push(`${m}×${n}: ${got}, thin-twist ${want}`);
        if (m <= 40 && got !== denseMethod.nullity(shape)) wrong.push(`${m}×${n}: ${got}, dense ${denseMethod.nullity(shape)}`);
      }
    }
    expect(wrong, name).toEqual([]);
  });

  it('gives every length of a short table, odd or even, the same nullities as a long one', () => {
    for (const rule of RULES.slice(0, 8)) {
      const transposed = edgesOf(rule.topology).rows === 'twist';
      for (const n of [1, 2]) {
        const long = thinTablePass(rule, n, 60, transposed);
        for (const side of [1, 6, 7, 8, 9, 10, 31]) expect([...thinTablePass(rule, n, side, transposed)], ruleName(rule)).toEqual([...long.slice(0, side)]);
      }
    }
  });

  it('fills the thin entries of a fold table without asking exact past the first rows', () => {
    const rule = makeRule(namedStencil('cross'), 'mobius');
    const asked: string[] = [];
    const table = foldNullityTable(rule, 30, 4, (m, n) => {
      asked.push(`${m}×${n}`);
      return thinTwistMethod.nullity({ rule, rows: m, cols: n });
    });
    expect(asked.every((size) => Number(size.split('×')[0]) < THIN_TABLE_MIN_ROWS)).toBe(true);
    for (let m = 1; m <= 30; m++) for (const n of [1, 2]) expect(table[m - 1]![n - 1], `${m}×${n}`).toBe(thinTwistMethod.nullity({ rule, rows: m, cols: n }));
  });

  it.each(RULES.filter((rule) => rule.topology === 'klein' || rule.topology === 'twist,wrap').map((rule) => [ruleName(rule), rule] as const))(
    '%s: one wrapping row equals the method chosen for it up to 300 and dense elimination up to 40',
    (name, rule) => {
      const transposed = edgesOf(rule.topology).rows === 'twist';
      const pass = oneRowTablePass(rule, 300, transposed);
      const wrong: string[] = [];
      for (let n = 1; n <= 300; n++) {
        const got = pass[n - 1]!;
        if (n < ONE_ROW_MIN_COLS) {
          if (got !== -1) wrong.push(`1×${n}: ${got}, not left to exact`);
          continue;
        }
        const shape = shapeOf(rule, 1, n);
        const want = nullity(shape.rows, shape.cols, { rule });
        if (got !== want) wrong.push(`1×${n}: ${got}, chosen method ${want}`);
        if (n <= 40 && got !== denseMethod.nullity(shape)) wrong.push(`1×${n}: ${got}, dense ${denseMethod.nullity(shape)}`);
      }
      expect(wrong, name).toEqual([]);
    },
  );

  it('fills the one-row entries of a Klein table without asking exact past the first columns', () => {
    const rule = makeRule(namedStencil('cross'), 'klein');
    const asked: string[] = [];
    const table = foldNullityTable(rule, 3, 30, (m, n) => {
      asked.push(`${m}×${n}`);
      return nullity(m, n, { rule });
    });
    expect(asked.filter((size) => size.startsWith('1×') && Number(size.split('×')[1]) >= ONE_ROW_MIN_COLS)).toEqual([]);
    for (let n = 1; n <= 30; n++) expect(table[0]![n - 1], `1×${n}`).toBe(denseMethod.nullity({ rule, rows: 1, cols: n }));
  });
});
