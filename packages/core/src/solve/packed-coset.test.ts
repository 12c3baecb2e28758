import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLightsOutError } from '../errors.ts';
import { randomSolvableBoard, seededRandom } from '../puzzle/random.ts';
import { MAX_MINIMAL_SEARCH_BYTES } from './complete.ts';
import { solve } from './grid/solve.ts';
import { minimizeCounts } from './packed-coset.ts';

/** Every member x0 + Σ cᵢ·gᵢ (mod k), by plain enumeration: the least sum of counts, and the members. */
function brute(x0: Uint8Array, gens: readonly Uint8Array[], orders: readonly number[], k: number): { min: number; members: Set<string> } {
  let min = Number.POSITIVE_INFINITY;
  const members = new Set<string>();
  const digits = new Array<number>(gens.length).fill(0);
  for (;;) {
    const v = x0.slice();
    gens.forEach((g, i) => g.forEach((x, j) => (v[j] = (v[j]! + digits[i]! * x) % k)));
    min = Math.min(min, v.reduce((a, x) => a + x, 0));
    members.add(v.join());
    let i = 0;
    while (i < gens.length && ++digits[i]! === orders[i]) digits[i++] = 0;
    if (i === gens.length) return { min, members };
  }
}

describe('minimizeCounts', () => {
  it('two states go to the bit-packed search, other k to the counting one: both exact on small kernels', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 5), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 70 }), fc.integer({ min: 0, max: 2 ** 31 }), (k, count, cells, seed) => {
        const random = seededRandom(seed);
        const gens = Array.from({ length: count }, () => Uint8Array.from({ length: cells }, () => (random() % 3 === 0 ? random() % k : 0)));
        const x0 = Uint8Array.from({ length: cells }, () => random() % k);
        const orders = gens.map(() => k);
        const found = minimizeCounts(x0, gens, orders, k);
        const { min, members } = brute(x0, gens, orders, k);
        expect(found.proven).toBe(true);
        expect(found.weight).toBe(min);
        expect(found.bound).toBe(min);
        expect(found.vector.reduce((a, x) => a + x, 0)).toBe(min);
        expect(members.has(found.vector.join())).toBe(true);
      }),
      { numRuns: 120 },
    );
  });
});

describe('memory of the search for the fewest presses', () => {
  it('is refused by estimate, before the kernel is built, past the limit', () => {
    // 2048×2048 has nullity 1056: the quiet patterns alone would take 528 MiB
    const board = randomSolvableBoard(2048, 2048, { random: seededRandom('big minimal') });
    let caught: unknown;
    try {
      solve(board, { minimal: true });
    } catch (error) {
      caught = error;
    }
    expect(isLightsOutError(caught) && caught.code).toBe('ERR_LIMIT');
    expect((caught as { limit: string }).limit).toBe('maxMinimalSearchBytes');
    expect((caught as { maximum: number }).maximum).toBe(MAX_MINIMAL_SEARCH_BYTES);
    expect((caught as { requested: number }).requested).toBeGreaterThan(MAX_MINIMAL_SEARCH_BYTES);
    // without the search the same board is solved
    expect(solve(board).solvable).toBe(true);
  });
});
