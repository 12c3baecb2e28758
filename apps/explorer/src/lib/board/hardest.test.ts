import { makeRule, namedStencil, pressCountDistribution, quietPatterns, STENCIL_NAMES, TOPOLOGIES } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { cosetSearch, hardestFewest, typeSearch } from './hardest.ts';

/** Every named rule, with and without its centre, on every topology the core lists. */
const RULES = STENCIL_NAMES.flatMap((name) =>
  [true, false].flatMap((center) => TOPOLOGIES.map((topology) => ({ label: `${name}${center ? '' : ' no centre'} ${topology}`, rule: makeRule(namedStencil(name, { center }), topology) }))),
);

describe('hardestFewest', () => {
  it('equals the largest entry of the core’s exhaustive press-count distribution, for every named rule, by either search', () => {
    const shapes: [number, number][] = [[1, 1], [2, 3], [3, 3], [3, 4], [4, 4], [2, 7]];
    let typed = 0;
    for (const { label, rule } of RULES) {
      for (const [rows, cols] of shapes) {
        const kernel = quietPatterns(rows, cols, { rule });
        const reference = pressCountDistribution(rows, cols, { rule }).length - 1;
        const cells = rows * cols;
        expect({ label, rows, cols, ...hardestFewest(kernel, cells) }).toEqual({ label, rows, cols, max: reference, exact: true });
        if (kernel.length === 0) continue;
        expect({ label, rows, cols, max: cosetSearch(kernel) }).toEqual({ label, rows, cols, max: reference });
        const byType = typeSearch(kernel, 200_000);
        if (byType === null) continue; // too many types for this budget: the coset search answers such shapes
        typed++;
        expect({ label, rows, cols, max: byType }).toEqual({ label, rows, cols, max: reference });
      }
    }
    expect(typed).toBeGreaterThan(20);
  });

  it('finds 15 for the classic 5 × 5 (known: no 5 × 5 board needs more), and matches the distribution on 20-cell boards', () => {
    expect(hardestFewest(quietPatterns(5, 5), 25)).toEqual({ max: 15, exact: true });
    const rule = makeRule(namedStencil('cross'), 'cylinder');
    expect(typeSearch(quietPatterns(4, 5, { rule }), Number.POSITIVE_INFINITY)).toBe(pressCountDistribution(4, 5, { rule }).length - 1);
    const torus = makeRule(namedStencil('cross'), 'torus');
    expect(typeSearch(quietPatterns(2, 10, { rule: torus }), Number.POSITIVE_INFINITY)).toBe(pressCountDistribution(2, 10, { rule: torus }).length - 1);
  });

  it('settles for the bound cells − nullity, marked not exact, when the search is too large', () => {
    const rule = makeRule(namedStencil('moore'), 'torus');
    const kernel = quietPatterns(6, 6, { rule });
    expect(kernel.length).toBeGreaterThan(16);
    expect(hardestFewest(kernel, 36)).toEqual({ max: 36 - kernel.length, exact: false });
    const small = quietPatterns(4, 4);
    expect(hardestFewest(small, 16, 1)).toEqual({ max: 16 - small.length, exact: false });
  });
});
