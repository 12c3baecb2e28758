import { describe, expect, it } from 'vitest';
import { firstRowSystem } from './_first-row.ts';

/** Shapes m × n whose first-row system is singular mod p with a kernel of dimension ≥ 2 (found by search). */
function singularShapes(p: number, e: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let n = 2; n <= 24 && out.length < 4; n++) {
    for (let m = n; m <= n + 6 && out.length < 4; m++) if (firstRowSystem(m, n, p, e).kernelModP().length >= 2) out.push([m, n]);
  }
  return out;
}

describe('the first-row system: the O(n) shortcut for a row of kernel lifts', () => {
  it('gives the products and solves of the full computation, and sees shifted inputs', () => {
    let shapes = 0;
    for (const [p, e] of [[2, 2], [3, 2], [2, 3], [5, 2]] as const) {
      for (const [m, n] of singularShapes(p, e)) {
        shapes++;
        const q = p ** e;
        const memo = firstRowSystem(m, n, p, e);
        const basis = memo.kernelModP();
        // a row of shifted inputs, then one that is not, then the row again
        const inputs = [...basis, Uint8Array.from({ length: n }, (_, j) => (j * 7 + 1) % q), ...basis];
        for (const x of inputs) {
          const fresh = firstRowSystem(m, n, p, e);
          expect(Array.from(memo.apply(x)), `${m}×${n} mod ${q}`).toEqual(Array.from(fresh.apply(x)));
        }
        // the solves of the lifts' residuals (t·r′ + β·d patterns) must solve mod p
        for (const x of basis) {
          const product = memo.apply(x);
          const digit = Uint8Array.from(product, (v) => ((q - v) / p) % p);
          const amounts = memo.border!.amounts(digit);
          amounts.forEach((y, t) => (digit[t] = (digit[t]! + p - y) % p));
          const xi = memo.solveModP(digit);
          expect(xi, `${m}×${n} mod ${q}`).not.toBeNull();
          const check = firstRowSystem(m, n, p, 1).apply(xi!);
          expect(Array.from(check), `${m}×${n} mod ${q}`).toEqual(Array.from(digit));
        }
      }
    }
    expect(shapes).toBeGreaterThan(8);
  });
});
