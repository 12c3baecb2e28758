import { describe, expect, it } from 'vitest';
import { makeRule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { bilinearForm } from './bilinear.ts';
import { denseMethod } from './dense.ts';
import { foldFits, foldNullity } from './fold-nullity.ts';
import { nullity } from './queries.ts';

describe('the closed-form nullity on twisted columns', () => {
  it('equals dense elimination for every named rule on the Möbius strip and the Klein bottle, sides 1..12', () => {
    const wrong: string[] = [];
    let compared = 0;
    for (const name of STENCIL_NAMES) {
      for (const center of [true, false]) {
        for (const topology of ['mobius', 'klein'] as const) {
          const rule = makeRule(namedStencil(name, { center }), topology);
          const g = bilinearForm(rule)!;
          for (let rows = 1; rows <= 12; rows++) {
            for (let cols = 1; cols <= 12; cols++) {
              if (!foldFits(g, rows, cols, topology === 'klein')) continue;
              compared++;
              const want = denseMethod.nullity({ rule, rows, cols });
              const got = foldNullity(g, rows, cols, topology === 'klein');
              if (want !== got) wrong.push(`${ruleName(rule)} ${rows}×${cols}: ${got}, expected ${want}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(900);
  });

  it('on the Möbius strip, the classic n × n nullity is odd exactly when n ≡ 5 (mod 6) or n ≡ 2 (mod 12), n ≥ 3', () => {
    const rule = makeRule(namedStencil('cross'), 'mobius');
    for (let n = 3; n <= 600; n++) {
      const odd = nullity(n, n, { rule }) % 2 === 1;
      expect(odd, `${n}×${n}`).toBe(n % 6 === 5 || n % 12 === 2);
    }
  });
});
