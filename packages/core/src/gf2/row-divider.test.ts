import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RowDivider } from './row-divider.ts';
import { seededRandom } from '../puzzle/random.ts';
import { getBit, wordsFor } from './words.ts';

/** H as a dense 0/1 matrix, straight from the definition. */
function denseH(shifts: number[], n: number, cyclic: boolean): number[][] {
  const h = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let j = 0; j < n; j++) {
    const seen = new Set<number>();
    for (const c of shifts) {
      let i = j + c;
      if (cyclic) i = ((i % n) + n) % n;
      else if (i < 0 || i >= n) continue;
      if (cyclic && seen.has(i)) continue;
      seen.add(i);
      h[i]![j]! ^= 1;
    }
  }
  return h;
}

function apply(h: number[][], y: Uint32Array): number[] {
  return h.map((row) => row.reduce((acc, a, j) => acc ^ (a & (getBit(y, j) ? 1 : 0)), 0));
}

function denseRank(h: number[][]): number {
  const rows = h.map((r) => r.slice());
  let rank = 0;
  const n = rows[0]?.length ?? 0;
  for (let c = 0; c < n && rank < rows.length; c++) {
    const p = rows.findIndex((r, i) => i >= rank && r[c] === 1);
    if (p < 0) continue;
    [rows[rank], rows[p]] = [rows[p]!, rows[rank]!];
    for (let i = 0; i < rows.length; i++) if (i !== rank && rows[i]![c]) rows[i] = rows[i]!.map((x, j) => x ^ rows[rank]![j]!);
    rank++;
  }
  return rank;
}

const shiftSets = fc.uniqueArray(fc.integer({ min: -6, max: 6 }), { minLength: 1, maxLength: 5 });

describe('RowDivider', () => {
  it('divides exactly: H·y = v + Σ sᵢεᵢ, s = 0 iff v is in the image, kernel of the right dimension', () => {
    fc.assert(
      fc.property(shiftSets, fc.integer({ min: 1, max: 150 }), fc.boolean(), fc.integer(), (shifts, n, cyclic, seed) => {
        const op = new RowDivider(shifts, n, cyclic);
        const h = denseH(shifts, n, cyclic);
        const nullity = n - denseRank(h);
        expect(op.kernel.length).toBe(nullity);
        expect(op.defects.length).toBe(nullity);
        for (const k of op.kernel) expect(apply(h, k).every((b) => b === 0)).toBe(true);
        const rand = seededRandom(seed);
        for (let trial = 0; trial < 4; trial++) {
          const v = new Uint32Array(wordsFor(n));
          for (let i = 0; i < n; i++) if (rand() & 1) v[i >>> 5]! |= 1 << (i & 31);
          // half the trials: a vector known to be in the image
          if (trial % 2 === 0) {
            const x = v.slice();
            v.fill(0);
            op.apply(v, 0, x, 0);
          }
          const y = new Uint32Array(wordsFor(n));
          const syndrome = op.divide(y, v);
          if (trial % 2 === 0) expect(syndrome).toBe(0);
          const want = Array.from({ length: n }, (_, i) => (getBit(v, i) ? 1 : 0));
          op.defects.forEach((d, i) => {
            if ((syndrome >>> i) & 1) for (let j = 0; j < n; j++) if (getBit(d, j)) want[j]! ^= 1;
          });
          expect(apply(h, y)).toEqual(want);
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('finds the classic facts: the path adjacency is singular for odd lengths, T for lengths ≡ 2 (mod 3)', () => {
    for (let n = 60; n < 75; n++) {
      expect(new RowDivider([-1, 1], n, false).nullity).toBe(n % 2);
      expect(new RowDivider([-1, 0, 1], n, false).nullity).toBe(n % 3 === 2 ? 1 : 0);
      expect(new RowDivider([-1, 0, 1], n, true).nullity).toBe(n % 3 === 0 ? 2 : 0);
      expect(new RowDivider([-1, 1], n, true).nullity).toBe(n % 2 === 0 ? 2 : 1);
    }
  });
});
