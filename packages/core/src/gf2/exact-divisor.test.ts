import { describe, expect, test } from 'vitest';
import { testRandom } from '../_test-support.ts';
import { kernelsOnInThisFile } from '../wasm/_test-kernels.ts';
import { withKernels } from '../wasm/kernels.ts';
import { ExactDivisor } from './exact-divisor.ts';
import { Poly } from './poly.ts';
import { polyDivMod } from './poly-division.ts';
import { polyMul } from './poly-product.ts';

kernelsOnInThisFile();

const rand = testRandom(2711);

/** A random polynomial of degree below `bound` (zero possible), about `density` of its coefficients set. */
function randomBelow(bound: number, density: number): Poly {
  const exps: number[] = [];
  for (let i = 0; i < bound; i++) if (rand() < density) exps.push(i);
  return Poly.fromExponents(exps);
}

/**
 * The exact division against long division: divisors of degrees 0 … 100 and around the word, u64 and product-layer
 * edges (with and without a factor t), multiples of them and multiples plus a non-zero remainder, one divisor reused
 * for quotients of growing and shrinking length (its inverse series extended and truncated), both kernel paths.
 */
describe('ExactDivisor: w / d by products', () => {
  test.each(['auto', 'ts'] as const)('agrees with polyDivMod, null exactly where a remainder is left, kernels %s', (choice) => {
    const degrees = [...Array.from({ length: 101 }, (_, i) => i), 127, 128, 129, 767, 768, 769, 2047, 2048];
    let checked = 0;
    withKernels(choice, () => {
      for (const D of degrees) {
        const d = randomBelow(D, 0.5).addShifted(Poly.monomial(D));
        if (D > 2 && rand() < 0.3) d.addShifted(Poly.monomial(0)); // the constant flipped now and then: some divisors have a factor t
        const divisor = new ExactDivisor(d);
        for (const e of [1 + ((rand() * 300) | 0), 0, 63, 64, 65, D + 31, 5]) {
          const q = randomBelow(e, 0.5).addShifted(Poly.monomial(e));
          const w = polyMul(q, d);
          expect(divisor.quotient(w)?.equals(q), `deg d ${D}, deg q ${e}`).toBe(true);
          const r = randomBelow(Math.max(D, 1), 0.5);
          const off = w.clone().addShifted(r);
          const want = polyDivMod(off, d);
          expect(divisor.quotient(off) === null, `deg d ${D}, deg q ${e}, remainder`).toBe(!want.remainder.isZero());
          checked++;
        }
        expect(divisor.quotient(new Poly())?.isZero()).toBe(true);
        if (D > 0) expect(divisor.quotient(Poly.monomial(D - 1))).toBeNull();
      }
    });
    expect(checked).toBe(degrees.length * 7);
  });
});
