import { describe, expect, it } from 'vitest';
import { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { foldAtRing, reflectedRow, ringFoldInverse } from './projective-ring-inverse.ts';

/** A random element of S (N cells), a polynomial. */
function element(S: CyclicRing, random: () => number): Poly {
  const p = new Poly(S.size + 32);
  for (let k = 0; k < S.size; k++) if ((random() & 1) === 1) p.words[k >>> 5]! |= 1 << (k & 31);
  return p.normalize();
}

describe('the ring folds\' inverse a word at a time', () => {
  it('reflects and folds as the ring does a bit at a time, around the word, u64 and 128-bit edges', () => {
    const random = seededRandom('projective ring inverse');
    const sizes = [...Array.from({ length: 70 }, (_, i) => i + 1), 95, 96, 97, 127, 128, 129, 255, 256, 257, 4094, 4096];
    for (const size of sizes) {
      const S = new CyclicRing(size);
      for (let t = 0; t < 3; t++) {
        const a = element(S, random);
        const b = element(S, random);
        const row = new Uint32Array(Math.ceil(size / 32));
        row.set(a.words.subarray(0, row.length));
        expect([...reflectedRow(row, size)], `ρ, N = ${size}`).toEqual([...new Uint32Array(row.length).map((_, k) => S.reflect(a).words[k] ?? 0)]);
        expect(foldAtRing(polyMul(a, b), size).equals(S.mul(a, b)), `fold, N = ${size}`).toBe(true);
        const c = element(S, random);
        const want = S.mul(a, c).addShifted(S.mul(b, c.clone(size + 64).addShifted(S.reflect(c))));
        expect(ringFoldInverse(S, a, b, c).equals(want), `L⁻¹, N = ${size}`).toBe(true);
      }
    }
  });
});
