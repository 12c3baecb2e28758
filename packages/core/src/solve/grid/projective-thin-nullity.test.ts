import { describe, expect, it } from 'vitest';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { thinNullity } from './projective-thin-nullity.ts';

const PROJECTIVE: Rule[] = [
  ...STENCIL_NAMES.flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), 'projective'))),
  makeRule(parseStencil('.#./.##/#..'), 'projective'),
];

describe('projective-thin-nullity: boards with a side of 1 or 2 cells as a band', () => {
  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('equals dense elimination on every 1 × n, 2 × n, n × 1 and n × 2 board to n = 64: %s', (_, rule) => {
    const wrong: string[] = [];
    for (let short = 1; short <= 2; short++) {
      for (let n = 1; n <= 64; n++) {
        for (const [rows, cols] of [
          [short, n],
          [n, short],
        ] as const) {
          const mine = thinNullity(rule, rows, cols);
          if (mine !== denseMethod.nullity({ rule, rows, cols })) wrong.push(`${rows} × ${cols}: ${mine}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declines boards whose sides are both 3 or more, and boards past its size', () => {
    const rule = PROJECTIVE[0]!;
    expect(thinNullity(rule, 3, 3)).toBeNull();
    expect(thinNullity(rule, 2, 4097)).toBeNull();
  });
});
