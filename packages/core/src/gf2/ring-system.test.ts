import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { Poly, polyModInPlace, polyMul } from './poly.ts';
import { RingSystem } from './ring-system.ts';

const polyOf = (bits: number): Poly => Poly.fromExponents([...Array(31).keys()].filter((i) => (bits >>> i) & 1));
const bitsOf = (p: Poly): number => (p.isZero() ? 0 : p.words[0]!);

describe('RingSystem', () => {
  it('solves 1 × 1 and 2 × 2 systems over GF(2)[x]/(μ) exactly as brute force does', () => {
    const random = seededRandom('ring system');
    for (let trial = 0; trial < 300; trial++) {
      const deg = 1 + (random() % 5);
      const mu = polyOf((1 << deg) | (random() & ((1 << deg) - 1)));
      const k = trial % 3 === 0 ? 1 : 2;
      const entry = (): Poly => polyOf(trial % 7 === 0 ? 0 : random() & ((1 << (deg + 1)) - 1));
      const phi = Array.from({ length: k }, () => Array.from({ length: k }, entry));
      const sys = new RingSystem(phi, mu);
      const apply = (u: number[]): number[] =>
        phi.map((row) => bitsOf(polyModInPlace(row.reduce((acc, p, j) => acc.addShifted(polyMul(p, polyOf(u[j]!))), new Poly(64)), mu)));
      // brute force over every U
      const size = 1 << deg;
      const images = new Map<string, number[]>();
      let zeros = 0;
      const all = k === 1 ? [...Array(size).keys()].map((a) => [a]) : [...Array(size * size).keys()].map((a) => [a % size, Math.floor(a / size)]);
      for (const u of all) {
        const img = apply(u).join(',');
        if (!images.has(img)) images.set(img, u);
        if (img === Array(k).fill(0).join(',')) zeros++;
      }
      expect(2 ** sys.nullity, `trial ${trial}`).toBe(zeros);
      const kernel = [...sys.kernel()];
      expect(kernel).toHaveLength(sys.nullity);
      for (const u of kernel) expect(apply(u.map(bitsOf)).every((v) => v === 0)).toBe(true);
      for (let t = 0; t < 4; t++) {
        const w = Array.from({ length: k }, () => random() & (size - 1));
        const got = sys.solve(w.map(polyOf));
        expect(got === null, `trial ${trial}`).toBe(!images.has(w.join(',')));
        if (got) expect(apply(got.map(bitsOf))).toEqual(w);
      }
    }
  });
});
