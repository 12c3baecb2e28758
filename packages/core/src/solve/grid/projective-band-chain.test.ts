import { describe, expect, it } from 'vitest';
import { testRandom } from '../../_test-support.ts';
import { cases } from '../../_test-seed.ts';
import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { sideRing } from './bilinear.ts';
import { type NilpotentPart, nilpotentPart } from './projective-band.ts';
import { NilpotentChains } from './projective-band-chain.ts';
import { echelonRank } from './echelon-rank.ts';
import { type ProjectiveFold, projectiveFold } from './projective-seam.ts';

/** The rules whose c = g₁₀ + g₁₁·(s + s⁻¹) is not a unit on some rings (the cross rules' c is 1). */
const PROJECTIVE: Rule[] = STENCIL_NAMES.filter((name) => name !== 'cross').flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), 'projective')));

/** The rank of a set of S₂ equations in (y₀, z), optionally with another set stacked. */
function rankOf(d: number, ...sets: NilpotentPart['equations'][]): number {
  const all = sets.flat();
  const m = new BitMatrix(all.length, d + 32);
  all.forEach((eq, r) => {
    for (let i = 0; i < d; i++) if ((eq.y0[i >>> 5]! >>> (i & 31)) & 1) m.words[r * m.stride + (i >>> 5)]! ^= 1 << (i & 31);
    for (let t = 0; t < 32; t++) if ((eq.z >>> t) & 1) m.words[r * m.stride + ((d + t) >>> 5)]! ^= 1 << ((d + t) & 31);
  });
  return echelonRank(m);
}

/** S₂'s part of a fold both ways: as a band, and from a table's chains. */
function bothWays(fold: ProjectiveFold, chains: NilpotentChains): [NilpotentPart | null, NilpotentPart | null] | null {
  const S = new CyclicRing(2 * fold.n);
  const chi2 = sideRing(fold.g, 2 * fold.n, true).bad;
  if (chi2.degree <= 0) return null;
  const presses = [...new Set(fold.presses)];
  const seams = presses.map((p) => Poly.fromExponents(fold.lights.filter((_, i) => fold.presses[i] === p)));
  return [nilpotentPart(fold, S, chi2, seams), chains.part(fold, S, chi2, seams)];
}

describe('projective-band-chain: S₂ shared across the lengths of the chased side', () => {
  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('leaves the band elimination’s free columns and span of equations, lengths growing, jumping and falling: %s', (_, rule) => {
    const random = testRandom(20261127);
    const wrong: string[] = [];
    let compared = 0;
    // rings with a large power of 2 (χ₂ of degree up to 64 for the diagonal rules) or of 3 (Moore's), and seeded others
    const rings = [4, 6, 8, 9, 12, 16, 18, 24, 27, 32, 48, ...Array.from({ length: cases(6) }, () => 3 + Math.floor(random() * 60))];
    for (const n of rings) {
      const chains = new NilpotentChains();
      const lengths = [...Array.from({ length: 40 }, (_, i) => i + 3), 61, 64, 7, 5, 90, 12];
      for (const m of lengths) {
        const fold = projectiveFold(rule, m, n);
        if (!fold || fold.n !== n || fold.m !== m) continue;
        const both = bothWays(fold, chains);
        if (!both) continue;
        const [band, chain] = both;
        compared++;
        if (!band || !chain) {
          if (band !== chain) wrong.push(`${m} × ${n}: one declined`);
          continue;
        }
        const r = rankOf(band.d, band.equations);
        if (chain.d !== band.d || chain.free !== band.free || rankOf(band.d, chain.equations) !== r || rankOf(band.d, band.equations, chain.equations) !== r) wrong.push(`${m} × ${n}: free ${chain.free} / ${band.free}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(50);
  });
});
