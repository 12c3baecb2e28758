import { describe, expect, it } from 'vitest';
import { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { bilinearForm, homogeneousPair, sideRing } from './bilinear.ts';
import { PathSteps } from './projective-path-steps.ts';
import type { ProjectiveFold } from './projective-seam.ts';
import { rowOperators } from './projective-residual.ts';

const FORMS = STENCIL_NAMES.flatMap((name) => [true, false].map((center) => bilinearForm(makeRule(namedStencil(name, { center }), 'projective'))!));

const reduced = (p: Poly, chi: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, chi.degree) + 64), chi);

describe('projective-path-steps: the path polynomials stepped along the chased side', () => {
  it('equal the doubling modulo χ₁ for every named form on rings of 2n cells around the word edges, asked in growing order with jumps and then lower', () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const g of FORMS) {
      for (const n of [3, 5, 15, 16, 17, 31, 32, 33, 48, 65]) {
        const S = new CyclicRing(2 * n);
        const chi1 = sideRing(g, 2 * n, true).good;
        if (chi1.degree < 1) continue;
        const { a, c } = rowOperators({ g } as ProjectiveFold, S);
        const steps = new PathSteps(g, chi1);
        for (const h of [1, 2, 3, 4, 7, 8, 9, 30, 31, 32, 33, 70, 5, 71, 1]) {
          asked++;
          const [hi, lo] = steps.pair(h);
          const [wantHi, wantLo] = homogeneousPair(h, reduced(a, chi1), reduced(c, chi1), chi1).map((p) => reduced(p, chi1)) as [Poly, Poly];
          if (!hi.equals(wantHi) || !lo.equals(wantLo)) wrong.push(`g ${JSON.stringify(g)}, n ${n}, h ${h}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThan(500);
  });

  it('refuses a χ₁ of degree 0', () => {
    expect(() => new PathSteps(FORMS[0]!, Poly.monomial(0))).toThrow(RangeError);
  });
});
