import { describe, expect, it } from 'vitest';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { polyGcd } from '../../gf2/poly-gcd.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { cases } from '../../_test-seed.ts';
import { testRandom } from '../../_test-support.ts';
import { KeptRing } from './projective-kept-ring.ts';
import { projectiveFold } from './projective-seam.ts';

const RULES = STENCIL_NAMES.flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), 'projective')));

/** A polynomial of degree below `bits` with random coefficients. */
const randomPoly = (random: () => number, bits: number): Poly => Poly.fromExponents(Array.from({ length: bits }, (_, i) => i).filter(() => random() < 0.5));

const mod = (p: Poly, m: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, m.degree) + 64), m);

describe('projective-good-split: the good and bad parts of χ₁ by gcd(Σ, χ₁), kept per ring', () => {
  it('splits χ₁ and reduces modulo each part as long division does, for seeded g on rings around the word edges', () => {
    const random = testRandom(20261128);
    const wrong: string[] = [];
    let checked = 0;
    for (const rule of RULES) {
      for (const n of [3, 8, 15, 16, 17, 33, 48]) {
        const fold = projectiveFold(rule, 6 * n + 1, n) ?? projectiveFold(rule, n, 6 * n + 1);
        if (!fold) continue;
        const ring = new KeptRing(fold);
        const { chi1, S } = ring;
        if (chi1.degree < 1) continue;
        for (let k = 0; k < cases(6); k++) {
          // g: the gcd of χ₁ with a random polynomial, made to share (s + 1)^j with it half the time
          const q = randomPoly(random, chi1.degree);
          const g = polyGcd(random() < 0.5 ? polyMul(q, Poly.fromExponents([0, 1])) : q, chi1);
          const split = ring.splits.of(g);
          expect(ring.splits.of(g.clone())).toBe(split);
          const { good, bad } = split;
          const where = `${JSON.stringify(fold.g)} n ${n} g ${g.toString()}`;
          checked++;
          if (!polyMul(good, bad).equals(chi1) || polyGcd(good, g).degree > 0 || polyGcd(good, bad).degree > 0) wrong.push(`parts ${where}`);
          if (good.degree >= 1 && g.degree > 0 && !mod(polyMul(g, split.gInverse), good).equals(Poly.monomial(0))) wrong.push(`g⁻¹ ${where}`);
          for (const p of [new Poly(), Poly.monomial(0), Poly.monomial(chi1.degree - 1), randomPoly(random, chi1.degree)]) {
            if (!split.modBad(p).equals(mod(p, bad))) wrong.push(`mod χ_B ${where} p ${p.toString()}`);
            if (!split.reduceGood(polyMul(p, p)).equals(mod(polyMul(p, p), good))) wrong.push(`mod χ_G ${where}`);
          }
          const eB = split.badIdempotent();
          if (bad.degree > 0 && !(mod(eB!, bad).equals(Poly.monomial(0)) && S.mul(eB!, eB!).equals(eB!))) wrong.push(`e_B ${where}`);
          if (bad.degree <= 0 && eB) wrong.push(`e_B of 1 ${where}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
