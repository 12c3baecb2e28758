import type { WorkOptions } from '../work.ts';
import { pathPolynomialPair } from './path-polys.ts';
import { gcdDegreeInPlace } from './poly-gcd.ts';
import { expandInS } from './s-expansion.ts';

/**
 * deg gcd(f_n(t), f_n(t + 1)) for the path polynomials f_n of {@link pathPolynomial}: the nullity of the
 * classic n × n board (Sutner; Goldwasser–Klostermeyer–Ware), with the squares taken out first.
 *
 * Over GF(2), f_{2k+1} = t·f_k² and f_{2k} = H² with H = f_k + f_{k−1}; write σ for t ↦ t + 1 and N(n) for the
 * degree sought.
 * - n = 2k: gcd(H², (σH)²) = gcd(H, σH)², so N(2k) = 2·deg gcd(H, σH). That gcd is the largest σ-invariant
 *   divisor of H, so with H = A(t² + t) + t·B(t² + t) ({@link expandInS}) it is gcd(A, B)(t² + t):
 *   N(2k) = 4·deg gcd(A, B), one gcd at degree k/2.
 * - n = 2k + 1: count each irreducible p in gcd(t·A², (t+1)·B²), A = f_k, B = σf_k, D = gcd(A, B).
 *   For p ∉ {t, t + 1} the multiplicity is 2·min(v_p A, v_p B) = 2·v_p D. With a = v_t(A), b = v_t(B)
 *   (so v_{t+1}(A) = b and v_{t+1}(B) = a, σ swapping t and t + 1), p = t contributes min(1 + 2a, 2b)
 *   and p = t + 1 contributes min(2b, 1 + 2a), while D holds min(a, b) of each. Hence
 *   N(2k + 1) = 2·N(k) − 4·min(a, b) + 2·min(1 + 2a, 2b): the same question at k.
 * The valuations have closed forms: with t = s + 1/s, f_k = (s^{k+1} + s^{−k−1}) / (s + 1/s); t vanishes
 * to order 2 at s = 1 and t + 1 to order 1 at a primitive cube root of unity ω, and s^{2(k+1)} + 1 =
 * (s^{m} + 1)^{2^{e+1}} for k + 1 = 2^e·m, m odd, so a = 2^e − 1 and b = 2^{e+1} if 3 | k + 1, else 0.
 * So the only gcd is taken at degree ⌊m′/4⌋ where n = 2^j(m′ + 1) − 1 with m′ even: at most n/4,
 * at most n/8 when n is odd.
 *
 * @param n The side, ≥ 0 (a safe integer).
 * @param work Abort signal and progress of the gcd.
 * @returns The degree.
 */
export function pathSelfGcdDegree(n: number, work?: WorkOptions): number {
  // n = 2k + 1 → k, until even: levels[i] is the k of the i-th odd step
  const levels: number[] = [];
  let m = n;
  while (m % 2 === 1) {
    m = (m - 1) / 2;
    levels.push(m);
  }
  let degree = m === 0 ? 0 : 2 * evenPartDegree(m / 2, work);
  for (let i = levels.length - 1; i >= 0; i--) {
    const { a, b } = pathValuations(levels[i]!);
    degree = 2 * degree - 4 * Math.min(a, b) + 2 * Math.min(1 + 2 * a, 2 * b);
  }
  return degree;
}

/** The degree of the one gcd {@link pathSelfGcdDegree} takes for side n (0 when there is none). */
export function pathSelfGcdSize(n: number): number {
  let m = n;
  while (m % 2 === 1) m = (m - 1) / 2;
  return Math.floor(m / 4);
}

/** deg gcd(H, σH) for H = f_k + f_{k−1}, k ≥ 1: twice deg gcd(A, B) for H = A(t² + t) + t·B(t² + t). */
function evenPartDegree(k: number, work?: WorkOptions): number {
  const [fk, fk1] = pathPolynomialPair(k);
  const { a, b } = expandInS(fk.addShifted(fk1));
  return 2 * gcdDegreeInPlace(a, b, work);
}

/**
 * v_t(f_k) and v_{t+1}(f_k) (the multiplicities of the roots 0 and 1), from k + 1 = 2^e·m with m odd:
 * a = 2^e − 1, b = 2^{e+1} when 3 divides k + 1, else 0.
 *
 * @param k The index, ≥ 0.
 * @returns The two valuations.
 */
export function pathValuations(k: number): { a: number; b: number } {
  let power = 1; // 2^e
  let odd = k + 1;
  while (odd % 2 === 0) {
    odd /= 2;
    power *= 2;
  }
  return { a: power - 1, b: odd % 3 === 0 ? 2 * power : 0 };
}
