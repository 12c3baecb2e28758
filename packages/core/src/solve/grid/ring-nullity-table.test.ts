import { describe, expect, it } from 'vitest';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { ringNullityTable, ringTableApplies } from './ring-nullity-table.ts';
import { nullity } from './queries.ts';

const RULES: Rule[] = STENCIL_NAMES.flatMap((name) =>
  [true, false].flatMap((center) => (['torus', 'cylinder'] as const).map((t) => makeRule(namedStencil(name, { center }), t))),
);

describe('ringNullityTable', () => {
  it('equals nullity() on every size up to 40 × 40', () => {
    for (const rule of RULES.filter(ringTableApplies)) {
      const t = ringNullityTable(rule, 40, 40, (m, n) => nullity(m, n, { rule }));
      const bad: string[] = [];
      t.forEach((row, i) => row.forEach((v, j) => { const w = nullity(i + 1, j + 1, { rule }); if (v !== w) bad.push(`${i + 1}x${j + 1}: ${v} vs ${w}`); }));
      expect(bad, ruleName(rule)).toEqual([]);
    }
  });
});
