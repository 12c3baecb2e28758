import { describe, expect, test } from 'vitest';
import { testRandom } from '../_test-support.ts';
import { kernelsOnInThisFile } from '../wasm/_test-kernels.ts';
import { withKernels } from '../wasm/kernels.ts';
import { FixedMulMod } from './fixed-mul-mod.ts';
import { pathPolynomial } from './path-polys.ts';
import { Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { polyMul } from './poly-product.ts';

kernelsOnInThisFile();

const rand = testRandom(2427);

/** A random polynomial of degree below `bound` (zero possible), about `density` of its coefficients set. */
function randomBelow(bound: number, density: number): Poly {
  const exps: number[] = [];
  for (let i = 0; i < bound; i++) if (rand() < density) exps.push(i);
  return Poly.fromExponents(exps);
}

/**
 * Shoup's multiplication against the product reduced by long division: random moduli (dense, sparse, the classic
 * rule's χ = fₙ(t + 1)) of degrees 1 … 160 and around the word, u64 and product-layer edges, both kernel paths.
 */
describe('FixedMulMod: q·u mod χ with the quotient precomputed', () => {
  test.each(['auto', 'ts'] as const)('agrees with polyMul then polyModInPlace, kernels %s', (choice) => {
    const degrees = [...Array.from({ length: 160 }, (_, i) => i + 1), 255, 256, 257, 767, 768, 769, 1535, 1536, 1537];
    let checked = 0;
    withKernels(choice, () => {
      for (const n of degrees) {
        const moduli = [randomBelow(n, 0.5).addShifted(Poly.monomial(n)), randomBelow(n, 0.02).addShifted(Poly.monomial(n)), pathPolynomial(n, true)];
        for (const chi of moduli) {
          const u = randomBelow(n, rand() < 0.5 ? 0.5 : 0.05);
          const fixed = new FixedMulMod(u, chi);
          for (const q of [randomBelow(n, 0.5), randomBelow(n, 0.03), Poly.monomial(n - 1), new Poly()]) {
            const want = polyModInPlace(polyMul(q, u), chi);
            expect(fixed.times(q).equals(want), `n ${n}, deg q ${q.degree}, deg u ${u.degree}`).toBe(true);
            checked++;
          }
        }
      }
    });
    expect(checked).toBe(degrees.length * 3 * 4);
  });

  test('a zero factor gives zero', () => {
    const chi = pathPolynomial(40, true);
    expect(new FixedMulMod(new Poly(), chi).times(Poly.fromExponents([0, 3, 39])).isZero()).toBe(true);
  });
});
