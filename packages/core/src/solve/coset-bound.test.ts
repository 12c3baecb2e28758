import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../_test-support.ts';
import { seededRandom } from '../puzzle/random.ts';
import { informationSetBound } from './coset-bound.ts';
import { CosetColumns, cosetMember } from './coset-columns.ts';
import { cosetHeuristic } from './coset-heuristic.ts';

const weight = (v: Uint32Array): number => v.reduce((s, w) => s + popcount(w), 0);

function bruteMin(basis: readonly Uint32Array[], x0: Uint32Array): number {
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 2 ** basis.length; mask++) best = Math.min(best, weight(cosetMember(basis, x0, mask >>> 0, 0)));
  return best;
}

/** Random cosets with up to 14 basis vectors of 1..4 words; sparse words make repeated columns. */
const cosetArb = fc
  .record({ k: fc.integer({ min: 0, max: 14 }), words: fc.integer({ min: 1, max: 4 }), seed: fc.integer({ min: 0, max: 2 ** 31 }), dense: fc.boolean() })
  .map(({ k, words, seed, dense }) => {
    const random = seededRandom(seed);
    const word = () => (dense ? random() : random() & random() & random());
    return { basis: Array.from({ length: k }, () => Uint32Array.from({ length: words }, word)), x0: Uint32Array.from({ length: words }, () => random()) };
  });

describe('informationSetBound', () => {
  it('is never above the minimum, whatever the budget; its lightest member is weighed right', () => {
    fc.assert(
      fc.property(cosetArb, fc.constantFrom(0, 1000, 2 ** 20), ({ basis, x0 }, budget) => {
        const columns = new CosetColumns(basis);
        const signs = columns.signs(x0);
        const { bound, lightest } = informationSetBound(columns, signs, x0, budget);
        const min = bruteMin(basis, x0);
        expect(bound).toBeLessThanOrEqual(min);
        if (lightest) expect(weight(cosetMember(basis, x0, lightest.uLo, lightest.uHi))).toBe(lightest.weight);
      }),
      { numRuns: 150 },
    );
  });

  it('proves the minimum when there are many information sets', () => {
    // one basis vector over 64 positions: every position is an information set, 64·2 > the weight 32
    const basis = [Uint32Array.of(0xffffffff, 0xffffffff)];
    const x0 = Uint32Array.of(0xffffffff, 0);
    const columns = new CosetColumns(basis);
    expect(informationSetBound(columns, columns.signs(x0), x0, 2 ** 20).bound).toBe(32);
  });
});

describe('cosetHeuristic', () => {
  it('returns a member of the coset, weighed right, never lighter than the minimum', () => {
    fc.assert(
      fc.property(cosetArb, fc.integer({ min: 1, max: 40 }), ({ basis, x0 }, rounds) => {
        const columns = new CosetColumns(basis);
        const found = cosetHeuristic(columns, columns.signs(x0), { rounds, random: seededRandom(rounds) });
        expect(weight(cosetMember(basis, x0, found.uLo, found.uHi))).toBe(found.weight);
        expect(found.weight).toBeGreaterThanOrEqual(bruteMin(basis, x0));
        expect(found.weight).toBeLessThanOrEqual(weight(x0));
      }),
      { numRuns: 100 },
    );
  });

  it('is exact when one round covers every coefficient (k ≤ 12)', () => {
    fc.assert(
      fc.property(cosetArb, ({ basis, x0 }) => {
        fc.pre(basis.length <= 12);
        const columns = new CosetColumns(basis);
        const found = cosetHeuristic(columns, columns.signs(x0), { rounds: 1, random: seededRandom(1) });
        expect(found.weight).toBe(bruteMin(basis, x0));
      }),
      { numRuns: 100 },
    );
  });
});
