import { describe, expect, it } from 'vitest';
import type { Poly } from '../../gf2/poly.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { KeptRing } from './projective-kept-ring.ts';
import { projectiveFold } from './projective-seam.ts';

const RULES = STENCIL_NAMES.flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), 'projective')));

const same = (a: readonly Poly[], b: readonly Poly[]): boolean => a.length === b.length && a.every((p, i) => p.equals(b[i]!));

describe('projective-residual-steps: the residual and the seam corrections stepped along the chased side', () => {
  it('equal the closed form for every named rule on rings around the word edges, asked growing with jumps, then lower', () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const rule of RULES) {
      for (const n of [3, 5, 15, 16, 17, 31, 32, 33, 48]) {
        const fold = projectiveFold(rule, 6 * n + 1, n) ?? projectiveFold(rule, n, 6 * n + 1);
        if (!fold) continue;
        const stepped = new KeptRing(fold);
        const closed = new KeptRing(fold);
        if (stepped.chi1.degree < 1) continue;
        for (const m of [5, 6, 7, 8, 9, 10, 13, 20, 21, 64, 65, 66, 67, 140, 9, 141, 5, 6]) {
          asked++;
          const got = stepped.residual(m, true);
          const want = closed.residual(m, false);
          const parts = ['x', 'y', 'w'] as const;
          const ok = parts.every((p) => same(got.residual[p], want.residual[p])) && got.corrections.every((c, t) => same(c, want.corrections[t]!));
          if (!ok) wrong.push(`${JSON.stringify(fold.g)} n ${fold.n} m ${m}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThan(500);
  });
});
