import { describe, expect, it } from 'vitest';
import { CyclicRing } from './cyclic-ring.ts';
import { cyclicInverse, modulusPrimeTo } from './cyclic-units.ts';
import { Poly } from './poly.ts';
import { polyXgcdMod } from './poly-gcd.ts';
import { seededRandom } from '../puzzle/random.ts';

const random = seededRandom('cyclic units');

/** A random element of S (degree below N), with `weight` terms (some may cancel) when given. */
function element(size: number, weight?: number): Poly {
  const p = new Poly(size + 32);
  if (weight === undefined) for (let i = 0; i < size; i++) p.words[i >>> 5]! |= (random() & 1) << (i & 31);
  else {
    for (let t = 0; t < weight; t++) {
      const i = random() % size;
      p.words[i >>> 5]! ^= 1 << (i & 31);
    }
  }
  return p.normalize();
}

/** Elements that stress the levels: 0, 1, s + 1, 𝟙 (every cell), s^q + 1 for q | N, a few sparse and dense ones. */
function elements(size: number): Poly[] {
  const all = Poly.fromExponents(Array.from({ length: size }, (_, i) => i));
  const divisors = [1, 3, 5, 7].filter((q) => size % q === 0 && q < size).map((q) => Poly.fromExponents([0, q]));
  return [new Poly(), Poly.monomial(0), Poly.fromExponents([0, 1]), all, ...divisors, element(size, 3), element(size, 4), element(size), element(size), element(size)];
}

// powers of 2 (q = 1, as the bench's 2ᵏ rings), 2ᵏ·q with q odd (q = 3 … 2047), odd N (no lift), past the kernels' Euclid (degree 128)
const SIZES = [1, 2, 4, 6, 7, 12, 30, 32, 63, 64, 90, 94, 96, 128, 256, 510, 768, 1024, 4094, 4096];

describe('cyclic-units: inverses and coprime parts of sᴺ + 1 from its squarefree part', () => {
  it('inverts exactly the units, as Euclid at degree N does', () => {
    let units = 0;
    for (const size of SIZES) {
      const S = new CyclicRing(size);
      for (const f of elements(size)) {
        const euclid = polyXgcdMod(f, S.modulus);
        const inverse = cyclicInverse(S, f);
        if (euclid.gcd.degree !== 0) {
          expect(inverse, `N = ${size}`).toBeNull();
          continue;
        }
        expect(inverse?.equals(S.reduce(euclid.inverse)), `N = ${size}`).toBe(true);
        expect(S.mul(f, inverse!).equals(Poly.monomial(0)), `N = ${size}`).toBe(true);
        units++;
      }
    }
    expect(units).toBeGreaterThan(3 * SIZES.length); // the random elements are units half the time
  });

  it('takes the part of sᴺ + 1 prime to f as CyclicRing.primeTo does by gcds at degree N', () => {
    for (const size of SIZES) {
      const S = new CyclicRing(size);
      for (const f of elements(size)) expect(modulusPrimeTo(S, f).equals(S.primeTo(f)), `N = ${size}`).toBe(true);
    }
  });

  it('reduces an element of degree up to 2N first', () => {
    const S = new CyclicRing(64);
    const f = Poly.fromExponents([0, 1, 2, 64, 100]); // s + s² + s³⁶ modulo s⁶⁴ + 1: odd, a unit
    expect(cyclicInverse(S, f)?.equals(cyclicInverse(S, S.reduce(f))!)).toBe(true);
    expect(cyclicInverse(S, f)).not.toBeNull();
    expect(modulusPrimeTo(S, f).equals(S.primeTo(S.reduce(f)))).toBe(true);
  });
});
