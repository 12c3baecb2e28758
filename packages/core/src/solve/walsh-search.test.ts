import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../_test-support.ts';
import { CosetColumns, cosetMember } from './coset-columns.ts';
import { WalshSearch } from './walsh-search.ts';

const weight = (v: Uint32Array): number => v.reduce((s, w) => s + popcount(w), 0);

function bruteMin(basis: readonly Uint32Array[], x0: Uint32Array): number {
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 2 ** basis.length; mask++) best = Math.min(best, weight(cosetMember(basis, x0, mask >>> 0, 0)));
  return best;
}

describe('WalshSearch', () => {
  it('finds the minimum of every small coset, for every split and range cut', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (k, words, t, seed) => {
          let s = seed;
          const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
          const basis = Array.from({ length: k }, () => Uint32Array.from({ length: words }, () => next() & next()));
          const x0 = Uint32Array.from({ length: words }, () => next());
          const cols = new CosetColumns(basis);
          const search = new WalshSearch(cols, cols.signs(x0), t);
          const cut = Math.floor(search.outerSize / 2);
          const a = search.searchRange(0, cut, Number.POSITIVE_INFINITY);
          const b = search.searchRange(cut, search.outerSize, a?.weight ?? Number.POSITIVE_INFINITY);
          const best = b ?? a!;
          const v = cosetMember(basis, x0, best.uLo, best.uHi);
          expect(weight(v)).toBe(best.weight);
          expect(best.weight).toBe(bruteMin(basis, x0));
        },
      ),
      { numRuns: 300 },
    );
  });
});
