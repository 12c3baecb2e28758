import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../_test-support.ts';
import { seededRandom } from '../puzzle/random.ts';
import { CosetMinimizer } from './coset-search.ts';

/** Random coset problems: up to 12 basis vectors of up to 3 words (so brute force over 2^k is cheap). */
const cosetArb = fc
  .record({ k: fc.integer({ min: 0, max: 12 }), words: fc.integer({ min: 1, max: 3 }) })
  .chain(({ k, words }) =>
    fc.record({
      basis: fc.array(fc.uint32Array({ minLength: words, maxLength: words }), { minLength: k, maxLength: k }),
      x0: fc.uint32Array({ minLength: words, maxLength: words }),
      sparse: fc.boolean(),
    }),
  )
  .map(({ basis, x0, sparse }) => ({
    // sparse bases leave whole words unused, which exercises the compact support
    basis: sparse ? basis.map((b) => b.map((w, i) => (i === 1 ? 0 : w & 0x0f0f00ff))) : basis,
    x0,
  }));

function weight(v: Uint32Array): number {
  return v.reduce((s, w) => s + popcount(w), 0);
}

/** Minimum weight over x0 + every combination of the basis. */
function bruteMin(basis: readonly Uint32Array[], x0: Uint32Array): number {
  let best = Infinity;
  for (let mask = 0; mask < 2 ** basis.length; mask++) {
    const v = x0.slice();
    basis.forEach((b, i) => {
      if ((mask >>> i) & 1) for (let j = 0; j < v.length; j++) v[j]! ^= b[j]!;
    });
    best = Math.min(best, weight(v));
  }
  return best;
}

/** True when v − x0 lies in the span of the basis (checked by brute force). */
function inCoset(basis: readonly Uint32Array[], x0: Uint32Array, v: Uint32Array): boolean {
  for (let mask = 0; mask < 2 ** basis.length; mask++) {
    const u = x0.slice();
    basis.forEach((b, i) => {
      if ((mask >>> i) & 1) for (let j = 0; j < u.length; j++) u[j]! ^= b[j]!;
    });
    if (u.every((w, j) => w === v[j])) return true;
  }
  return false;
}

describe('CosetMinimizer', () => {
  it('exact search finds the minimum weight of x0 + span(basis), proven', () => {
    fc.assert(
      fc.property(cosetArb, ({ basis, x0 }) => {
        const m = new CosetMinimizer(basis);
        expect(m.isExact).toBe(true);
        expect(m.dimension).toBe(basis.length);
        const before = x0.slice();
        const found = m.minimize(x0);
        expect([...x0]).toEqual([...before]);
        expect(found.proven).toBe(true);
        expect(found.weight).toBe(weight(found.vector));
        expect(found.weight).toBe(bruteMin(basis, x0));
        expect(found.bound).toBe(found.weight);
        expect(inCoset(basis, x0, found.vector)).toBe(true);
        // minimumSupportWeight counts only the words some basis vector touches
        const offSupport = weight(x0.map((w, j) => (basis.some((b) => b[j] !== 0) ? 0 : w)));
        expect(m.minimumSupportWeight(x0) + offSupport).toBe(found.weight);
      }),
      { numRuns: 150 },
    );
  });

  it('can be reused for many x0 with one basis', () => {
    fc.assert(
      fc.property(cosetArb, fc.array(fc.uint32Array({ minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), ({ basis }, xs) => {
        const m = new CosetMinimizer(basis);
        for (const x of xs) {
          const x0 = x.slice(0, basis[0]?.length ?? 3);
          if (basis.length > 0 && x0.length !== basis[0]!.length) continue;
          expect(m.minimize(x0).weight).toBe(bruteMin(basis, x0));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('past the bounds: stays in the coset, never heavier than x0, bound ≤ minimum, proven only by the bound', () => {
    fc.assert(
      fc.property(cosetArb, fc.boolean(), ({ basis, x0 }, byWork) => {
        fc.pre(basis.length > 0);
        const m = new CosetMinimizer(basis, byWork ? { maxExactWork: 1 } : { maxExactSolutions: 1n });
        expect(m.isExact).toBe(false);
        const found = m.minimize(x0);
        const min = bruteMin(basis, x0);
        expect(found.weight).toBe(weight(found.vector));
        expect(found.weight).toBeLessThanOrEqual(weight(x0));
        expect(found.weight).toBeGreaterThanOrEqual(min);
        expect(found.bound).toBeLessThanOrEqual(min);
        expect(found.proven).toBe(found.bound >= found.weight);
        expect(inCoset(basis, x0, found.vector)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a deadline already past, or a stop signal, stops the exhaustive search: a valid member, a true bound', () => {
    const stopped = new AbortController();
    stopped.abort();
    fc.assert(
      fc.property(cosetArb, fc.boolean(), ({ basis, x0 }, byDeadline) => {
        fc.pre(basis.length > 0);
        const m = new CosetMinimizer(basis);
        expect(m.isExact).toBe(true);
        const found = m.minimize(x0, byDeadline ? { deadline: 0 } : { stop: stopped.signal });
        const min = bruteMin(basis, x0);
        expect(found.weight).toBe(weight(found.vector));
        expect(found.bound).toBeLessThanOrEqual(min);
        expect(found.proven).toBe(found.bound >= found.weight);
        expect(inCoset(basis, x0, found.vector)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('split into shares with one shared best: the lightest answer is the minimum, proven by every share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 0, max: 2 ** 31 }), (count, seed) => {
        // 23 vectors: two chunks of high settings to deal, and no heuristic before the walk
        const random = seededRandom(seed);
        const basis = Array.from({ length: 23 }, () => Uint32Array.of(random(), random() & random()));
        const x0 = Uint32Array.of(random(), random());
        const m = new CosetMinimizer(basis);
        const whole = m.minimize(x0);
        const best = Int32Array.of(2 ** 31 - 1);
        const bests: number[] = [];
        const answers = Array.from({ length: count }, (_, index) => m.minimize(x0, { share: { index, count, best }, onBest: (w) => bests.push(w) }));
        const lightest = Math.min(...answers.map((a) => a.weight));
        expect(lightest).toBe(whole.weight);
        expect(best[0]).toBe(whole.weight);
        expect(Math.min(...answers.map((a) => a.bound))).toBe(whole.weight);
        expect(bests.every((w) => w >= whole.weight)).toBe(true);
        for (const a of answers) {
          expect(a.weight).toBe(weight(a.vector));
          expect(a.proven).toBe(a.bound >= a.weight);
        }
      }),
      { numRuns: 3 },
    );
  });

  it('an empty basis returns x0 itself, proven', () => {
    const x0 = Uint32Array.of(0b1011, 0x80000000);
    const found = new CosetMinimizer([]).minimize(x0);
    expect([...found.vector]).toEqual([...x0]);
    expect(found.weight).toBe(4);
    expect(found.proven).toBe(true);
    expect(found.bound).toBe(4);
  });

  it('decides exhaustive search by its work estimate, and by the coset size when asked', () => {
    const basis = (k: number) => Array.from({ length: k }, (_, i) => Uint32Array.of(1 << i));
    expect(new CosetMinimizer(basis(30)).isExact).toBe(true);
    expect(new CosetMinimizer(basis(32)).isExact).toBe(false);
    expect(new CosetMinimizer(basis(32), { maxExactWork: 2 ** 33 }).isExact).toBe(true);
    expect(new CosetMinimizer(basis(21), { maxExactSolutions: 2n ** 20n }).isExact).toBe(false);
  });

  it('aborts the search when the signal fires', () => {
    const basis = Array.from({ length: 20 }, (_, i) => Uint32Array.of((1 << i) | 1));
    const ac = new AbortController();
    ac.abort(new Error('coset aborted'));
    expect(() => new CosetMinimizer(basis).minimize(Uint32Array.of(0xffffffff), { signal: ac.signal })).toThrow('coset aborted');
  });
});
