import { describe, expect, it } from 'vitest';
import { oeisTriples } from '../../_test-support.ts';
import { makeRule, type Rule, TOPOLOGIES } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { edgesOf, isTwisted } from '../../puzzle/topology.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { bilinearFits, bilinearForm, bilinearNullity, isProductForm } from './bilinear.ts';
import { denseMethod } from './dense.ts';

const named = STENCIL_NAMES.flatMap((name) => [namedStencil(name), namedStencil(name, { center: false })]);

describe('bilinearForm', () => {
  it('reads the named stencils as g(x, y) and recognises the products', () => {
    const forms = Object.fromEntries(named.map((s) => [s.name, bilinearForm(makeRule(s))]));
    expect(forms.cross).toEqual({ g00: 1, g01: 1, g10: 1, g11: 0 });
    expect(forms['moore-no-center']).toEqual({ g00: 0, g01: 1, g10: 1, g11: 1 });
    expect(forms.diagonal).toEqual({ g00: 1, g01: 0, g10: 0, g11: 1 });
    expect(named.filter((s) => isProductForm(forms[s.name]!)).map((s) => s.name)).toEqual(['moore', 'diagonal-no-center']);
    expect(bilinearForm(makeRule(parseStencil('.#./.##/...')))).toBeNull();
    expect(bilinearForm(makeRule(parseStencil('..#../...../..#../...../..#..')))).toBeNull();
  });
});

describe('bilinearNullity', () => {
  it('equals dense elimination for every non-product named rule, topology and shape up to 13×13', () => {
    const wrong: string[] = [];
    for (const stencil of named) {
      for (const topology of TOPOLOGIES.filter((t) => !isTwisted(t))) {
        const rule: Rule = makeRule(stencil, topology);
        const g = bilinearForm(rule)!;
        if (isProductForm(g)) continue;
        for (let rows = 1; rows <= 13; rows++) {
          for (let cols = 1; cols <= 13; cols++) {
            if (!bilinearFits(rule, rows, cols)) continue;
            const got = bilinearNullity(g, rows, cols, edgesOf(topology).rows === 'wrap', edgesOf(topology).cols === 'wrap');
            const want = denseMethod.nullity({ rule, rows, cols });
            if (got !== want) wrong.push(`${stencil.name}/${topology} ${rows}×${cols}: ${got}, expected ${want}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('equals dense elimination on tori up to 24 × 24 (where the gcds of the 2 × 2 system grow)', () => {
    const wrong: string[] = [];
    for (const stencil of named) {
      const rule = makeRule(stencil, 'torus');
      const g = bilinearForm(rule)!;
      if (isProductForm(g)) continue;
      for (const [rows, cols] of [[14, 14], [15, 15], [16, 16], [18, 12], [21, 21], [24, 24], [24, 9], [17, 17], [20, 20], [12, 24]] as const) {
        const got = bilinearNullity(g, rows, cols, true, true);
        const want = denseMethod.nullity({ rule, rows, cols });
        if (got !== want) wrong.push(`${stencil.name} ${rows}×${cols}: ${got}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('closed forms: cross without centre gcd(m+1, n+1) − 1; the classic rule matches OEIS A220196 ranks', () => {
    const sigma = bilinearForm(makeRule(namedStencil('cross', { center: false })))!;
    for (const [m, n] of [[100, 60], [1000, 999], [4095, 2047], [12, 1]] as const) {
      const g = (x: number, y: number): number => (y === 0 ? x : g(y, x % y));
      expect(bilinearNullity(sigma, m, n, false, false)).toBe(g(m + 1, n + 1) - 1);
    }
    const cross = bilinearForm(makeRule(namedStencil('cross')))!;
    for (const [m, n, r] of oeisTriples('A220196')) expect(bilinearNullity(cross, m, n, false, false), `${m}×${n}`).toBe(m * n - r);
  });

  it('handles sides past 2³¹ when the other side is short (the 1 × n classic board: nullity 1 iff n ≡ 2 mod 3)', () => {
    const cross = bilinearForm(makeRule(namedStencil('cross')))!;
    expect(bilinearNullity(cross, 2 ** 31 + 1, 1, false, false)).toBe(0);
    expect(bilinearNullity(cross, 2 ** 32 + 1, 1, false, false)).toBe(1);
    expect(bilinearNullity(cross, 2 ** 53 - 1, 1, false, false)).toBe(0); // 2⁵³ − 1 ≡ 1 (mod 3)
    expect(bilinearNullity(cross, 2 ** 53 - 2, 1, false, false)).toBe(0); // ≡ 0
    expect(bilinearNullity(cross, 2 ** 52 + 1, 1, false, false)).toBe(1); // 2⁵² + 1 ≡ 2
  });
});
