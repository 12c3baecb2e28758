import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { trimP } from '../../zk/gfp-poly.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { evaluateAtT, toPolynomial } from './poly-states.ts';

/**
 * The change of basis of the polynomial k-state method: γ = Σ v_j·g_{j+1} (the g_j of poly-states.ts), against the
 * plain sum of the recurrence's polynomials, and back through γ(T)·e₁ = v, on seeded random rows, prime and
 * composite moduli (lift-states.ts takes it over Z/pᵉ), with both paths of the kernels.
 */
const random = seededRandom('poly-states-basis');

/** Σ v_j·g_{j+1} mod q from the recurrence g₀ = 0, g₁ = 1, g_{j+1} = (t − 1)·g_j − g_{j−1}, term by term. */
function plainSum(v: Int32Array, n: number, q: number): Int32Array {
  const acc = new Array<number>(n).fill(0);
  let g0 = new Array<number>(n + 1).fill(0);
  let g1 = new Array<number>(n + 1).fill(0);
  g1[0] = 1;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) acc[i] = (acc[i]! + v[j]! * g1[i]!) % q;
    const g2 = g1.map((_, i) => ((((i > 0 ? g1[i - 1]! : 0) - g1[i]! - g0[i]!) % q) + q) % q);
    [g0, g1] = [g1, g2];
  }
  return trimP(Int32Array.from(acc));
}

describe('toPolynomial', () => {
  test('Σ v_j·g_{j+1} as the plain recurrence gives it, and back to v at T, prime and composite q', () => {
    for (const kernels of ['ts', 'auto'] as const) {
      for (const q of [2, 3, 4, 5, 9, 251, 255]) {
        for (const n of [1, 2, 7, 8, 9, 16, 17, 40, 100]) {
          const v = Int32Array.from({ length: n }, () => random() % q);
          const label = `${kernels}, q = ${q}, n = ${n}`;
          const gamma = withKernels(kernels, () => toPolynomial(v, n, q));
          expect(gamma, label).toEqual(plainSum(v, n, q));
          expect(evaluateAtT(gamma, n, q), label).toEqual(v);
        }
      }
    }
  });

  test('the zero row and a single light at each end', () => {
    for (const q of [3, 7]) {
      const n = 33;
      expect(toPolynomial(new Int32Array(n), n, q).length).toBe(0);
      for (const at of [0, n - 1]) {
        const v = new Int32Array(n);
        v[at] = 1;
        expect(evaluateAtT(toPolynomial(v, n, q), n, q), `q = ${q}, light at ${at}`).toEqual(v);
      }
    }
  });
});
