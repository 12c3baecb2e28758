import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { backSubstitute, bandKernel, eliminateBand } from './band-elimination.ts';
import { BitMatrix } from './bit-matrix.ts';
import { rank } from './eliminate.ts';

/** A random band matrix of half-width w (rows as 32-bit windows from i − w), sparse enough to be singular often. */
function randomBand(size: number, w: number, random: () => number): { lo: Int32Array; bits: Uint32Array } {
  const lo = Int32Array.from({ length: size }, (_, i) => i - w);
  const bits = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    for (let k = 0; k <= 2 * w; k++) {
      const j = i - w + k;
      if (j >= 0 && j < size && random() < 0.3) bits[i] = bits[i]! | (1 << k);
    }
  }
  return { lo, bits };
}

/** A·x as bits, rows read from their windows. */
function times(lo: Int32Array, bits: Uint32Array, x: Uint8Array): Uint8Array {
  return Uint8Array.from(lo, (start, i) => {
    let v = 0;
    for (let k = 0; k < 32; k++) if ((bits[i]! >>> k) & 1) v ^= x[start + k]!;
    return v;
  });
}

describe('band elimination', () => {
  it('has the rank of dense elimination, and its solutions and kernel vectors satisfy the system', () => {
    const draw = seededRandom('band');
    const random = (): number => draw() / 2 ** 32; // a fraction in [0, 1)
    for (let round = 0; round < 120; round++) {
      const size = 1 + Math.floor(random() * 60);
      const w = Math.floor(random() * 8);
      const { lo, bits } = randomBand(size, w, random);
      const dense = new BitMatrix(size, size);
      for (let i = 0; i < size; i++) for (let k = 0; k < 32; k++) if ((bits[i]! >>> k) & 1) dense.set(i, lo[i]! + k, true);
      const reduction = eliminateBand(lo, bits, null);
      expect(reduction.rank, `size ${size}, w ${w}`).toBe(rank(dense));
      const kernel = bandKernel(reduction);
      expect(kernel.length).toBe(size - reduction.rank);
      for (const v of kernel) expect(times(lo, bits, v).every((b) => b === 0)).toBe(true);
      // a right side in the image is solved; a random one is solved exactly when consistent
      const x = Uint8Array.from({ length: size }, () => (random() < 0.5 ? 1 : 0));
      for (const rhs of [times(lo, bits, x), Uint8Array.from({ length: size }, () => (random() < 0.5 ? 1 : 0))]) {
        const solved = eliminateBand(lo, bits, rhs);
        if (solved.consistent) expect(times(lo, bits, backSubstitute(solved, null))).toEqual(rhs);
        else {
          // inconsistent exactly when b is off the image: [A | b] has a larger rank
          const augmented = new BitMatrix(size, size + 1);
          for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) augmented.set(i, j, dense.get(i, j));
          rhs.forEach((b, i) => augmented.set(i, size, b === 1));
          expect(rank(augmented)).toBe(reduction.rank + 1);
        }
      }
      expect(eliminateBand(lo, bits, times(lo, bits, x)).consistent).toBe(true);
    }
  });
});
