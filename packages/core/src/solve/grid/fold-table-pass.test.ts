import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cases } from '../../_test-seed.ts';
import { makeRule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { bilinearForm, isProductForm } from './bilinear.ts';
import { foldFits, foldNullity } from './fold-nullity.ts';
import { foldTablePass } from './fold-table-pass.ts';

/** The non-product named rules (cross, cross without centre, Moore without centre, diagonal) on both surfaces. */
const RULES = (['cross', 'moore', 'diagonal'] as const)
  .flatMap((name) => [true, false].map((center) => namedStencil(name, { center })))
  .flatMap((stencil) => (['mobius', 'klein'] as const).map((topology) => makeRule(stencil, topology)))
  .filter((rule) => !isProductForm(bilinearForm(rule)!));

/** The pass for side n against foldNullity entry by entry (−1 exactly where the fold does not fit). */
function differences(rule: (typeof RULES)[number], n: number, to: number, shared?: Map<string, number[][]>): string[] {
  const g = bilinearForm(rule)!;
  const klein = rule.topology === 'klein';
  const pass = foldTablePass(g, n, klein, to, {}, shared);
  const wrong: string[] = [];
  for (let m = 1; m <= to; m++) {
    const wraps = klein && m !== 2;
    const want = foldFits(g, m, n, wraps) ? foldNullity(g, m, n, wraps) : -1;
    if (pass[m - 1] !== want) wrong.push(`${ruleName(rule)} ${m}×${n}: ${pass[m - 1]}, expected ${want}`);
  }
  return wrong;
}

describe('foldTablePass', () => {
  it('takes the four non-product named rules on both surfaces', () => {
    expect(RULES.map(ruleName)).toHaveLength(8);
  });

  it('equals foldNullity on every side n ≤ 48 and rows ≤ 60, the local parts kept across the sides as in a table', () => {
    const wrong = RULES.flatMap((rule) => {
      const shared = new Map<string, number[][]>();
      return Array.from({ length: 48 }, (_, k) => differences(rule, k + 1, 60, shared)).flat();
    });
    expect(wrong).toEqual([]);
  });

  // sides with a large 2-power or 3 | n (a large part of sⁿ + 1 shared with a), and long periods
  it('equals foldNullity on sides with large local parts, rows ≤ 300', () => {
    const wrong = RULES.flatMap((rule) => {
      const shared = new Map<string, number[][]>();
      return [64, 96, 127, 128, 192, 255, 256].flatMap((n) => differences(rule, n, 300, shared));
    });
    expect(wrong).toEqual([]);
  });

  it('equals foldNullity on random sides up to 400', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES), fc.integer({ min: 3, max: 400 }), (rule, n) => {
        expect(differences(rule, n, 120)).toEqual([]);
      }),
      { numRuns: cases(12) },
    );
  });
});
