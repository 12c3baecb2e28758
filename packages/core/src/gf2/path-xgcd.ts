import type { WorkOptions } from '../work.ts';
import { halfGcd } from './half-gcd.ts';
import { pathPolynomialPair } from './path-polys.ts';
import { fromWords, Poly } from './poly.ts';
import { polySquare, polyTimesT } from './poly-product.ts';
import { composeInS, expandInS } from './s-expansion.ts';
import { popcount } from './words.ts';

/** The extended gcd of a pair (a, b): g = gcd(a, b), s·a + u·b = g, a = g·a′ and b = g·b′. */
export interface Xgcd {
  /** g = gcd(a, b). */
  readonly gcd: Poly;
  /** The cofactor of a in s·a + u·b = g. */
  readonly s: Poly;
  /** The cofactor of b. */
  readonly u: Poly;
  /** a′ = a / g. */
  readonly a1: Poly;
  /** b′ = b / g. */
  readonly b1: Poly;
}

/**
 * The extended gcd of (a, b) from one Euclid / half-gcd pass: its matrix M has M·(a, b) = (g, 0), so the first row
 * is (s, u), and the second row (c, d), with c·a + d·b = 0 and det M = 1, is (b′, a′). Neither may be zero.
 */
export function xgcdPass(a: Poly, b: Poly, work?: WorkOptions): Xgcd {
  const { gcd, matrix } = halfGcd(a, b, true, work);
  const [s, u, c, d] = matrix!.map(fromWords) as [Poly, Poly, Poly, Poly];
  return { gcd: fromWords(gcd), s, u, a1: d, b1: c };
}

/**
 * The extended gcd of a = f_n(t) and b = f_n(t + 1) (the path polynomials of {@link pathPolynomialPair}), whose gcd's
 * degree is the classic n×n nullity: the data of a certificate of that nullity. The squares are taken out as in
 * `pathSelfGcdDegree`, so the one Euclid / half-gcd pass runs at a quarter of the degree or less:
 * - n = 2k: a = H², b = (σH)² for H = f_k + f_{k−1} (σ: t ↦ t + 1), and squaring is a ring map over GF(2), so
 *   the extended gcd of (H, σH), squared term by term, is that of (a, b); that of (H, σH) comes from a pass at half
 *   its degree again ({@link sigmaPairXgcd}), so at n/4 in all.
 * - n = 2k + 1: a = t·A², b = (t + 1)·B² for A = f_k, B = σA: the extended gcd of (A, B) is this same question at k
 *   (recursively), and {@link liftOdd} turns it into that of (a, b) in linear time.
 *
 * @param n The side, ≥ 0 (a safe integer).
 * @param work Abort signal and progress of the one pass.
 * @returns New polynomials.
 */
export function pathXgcd(n: number, work?: WorkOptions): Xgcd {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`path polynomial index must be ≥ 0, got ${n}`);
  if (n === 0) return { gcd: Poly.monomial(0), s: Poly.monomial(0), u: new Poly(), a1: Poly.monomial(0), b1: Poly.monomial(0) };
  if (n % 2 === 1) return liftOdd(pathXgcd((n - 1) / 2, work));
  return squared(sigmaPairXgcd(n / 2, work));
}

/**
 * The extended gcd of (H, σH) for H = f_k + f_{k−1}, k ≥ 1, at half its degree: with H = A(s) + t·B(s), s = t² + t
 * (`expandInS`), σH = H + B(s) and gcd(H, σH) = D(s) for D = gcd(A, B) (`pathSelfGcdDegree`). From one pass on
 * (A, B), S·A + U·B = D gives D(s) = S(s)·A(s) + U(s)·B(s), and A(s) = (1 + t)·H + t·σH, B(s) = H + σH turn it into
 * ((S + U)(s) + t·S(s))·H + (U(s) + t·S(s))·σH; the quotients are H / D(s) = A″(s) + t·B″(s) (A = D·A″, B = D·B″)
 * and σH / D(s) = H / D(s) + B″(s).
 */
function sigmaPairXgcd(k: number, work?: WorkOptions): Xgcd {
  const [fk, fk1] = pathPolynomialPair(k);
  const { a, b } = expandInS(fk.addShifted(fk1));
  const x = xgcdPass(a, b, work);
  const a1 = composeInS(x.a1, x.b1);
  return {
    gcd: composeInS(x.gcd, new Poly()),
    s: composeInS(x.s.clone().addShifted(x.u), x.s),
    u: composeInS(x.u, x.s),
    a1,
    b1: a1.clone().addShifted(composeInS(x.b1, new Poly())),
  };
}

/** The extended gcd of (a², b²) from that of (a, b): squaring is a ring map over GF(2). */
function squared(x: Xgcd): Xgcd {
  return { gcd: polySquare(x.gcd), s: polySquare(x.s), u: polySquare(x.u), a1: polySquare(x.a1), b1: polySquare(x.b1) };
}

/**
 * From the extended gcd (D, S, U, A′, B′) of A = f_k and B = f_k(t + 1), that of a = t·A² and b = (t + 1)·B².
 * With X = A′², Y = B′² (coprime) and p = S², q = U², p·X + q·Y = 1 and a = D²·t·X, b = D²·(t + 1)·Y. A common
 * factor of t·X and (t + 1)·Y can only be t (when t | B′, since then t ∤ A′) or t + 1 (when t + 1 | A′), each once,
 * so g = D²·t^{e_t}·(t + 1)^{e_1}. The identity is carried to a′ = t^{1−e_t}·X / (t + 1)^{e_1} and
 * b′ = (t + 1)^{1−e_1}·Y / t^{e_t} one linear factor at a time: dividing X by a factor multiplies p by it; multiplying
 * X by one that Y avoids first makes p divisible by it (adding Y to p and X to q, which keeps p·X + q·Y, flips p's
 * value there), then divides p by it.
 */
function liftOdd(half: Xgcd): Xgcd {
  let x = polySquare(half.a1);
  let y = polySquare(half.b1);
  let p = polySquare(half.s);
  let q = polySquare(half.u);
  const byT = half.b1.coefficient(0) === 0; // t | B′
  const byT1 = valueAtOne(half.a1) === 0; // t + 1 | A′
  if (byT1) {
    x = divideByTPlusOne(x);
    p = timesTPlusOne(p);
  }
  if (byT) {
    y = divideByT(y);
    q = polyTimesT(q);
  } else {
    if (p.coefficient(0) === 1) {
      p.addShifted(y);
      q.addShifted(x);
    }
    p = divideByT(p);
    x = polyTimesT(x);
  }
  if (!byT1) {
    if (valueAtOne(q) === 1) {
      q.addShifted(x);
      p.addShifted(y);
    }
    q = divideByTPlusOne(q);
    y = timesTPlusOne(y);
  }
  let gcd = polySquare(half.gcd);
  if (byT) gcd = polyTimesT(gcd);
  if (byT1) gcd = timesTPlusOne(gcd);
  return { gcd, s: p, u: q, a1: x, b1: y };
}

/** p(1): the parity of p's coefficients. */
function valueAtOne(p: Poly): number {
  return p.degree < 0 ? 0 : popcount(p.words, 0, (p.degree >>> 5) + 1) & 1;
}

/** p·(t + 1), as a new polynomial. */
function timesTPlusOne(p: Poly): Poly {
  return polyTimesT(p).addShifted(p);
}

/** p / t for p with p(0) = 0, as a new polynomial. */
function divideByT(p: Poly): Poly {
  const out = new Poly(Math.max(1, p.degree) + 32);
  if (p.degree <= 0) return out;
  const w = p.words;
  const n = (p.degree >>> 5) + 1;
  for (let k = 0; k < n; k++) out.words[k] = (w[k]! >>> 1) | ((k + 1 < n ? w[k + 1]! : 0) << 31);
  out.degree = p.degree - 1;
  return out;
}

/**
 * p / (t + 1) for p with p(1) = 0, as a new polynomial: q with q·(t + 1) = p has q_i = p_0 + … + p_i, prefix
 * parities taken a word at a time (the doubling shifts within the word, then the carry of the words below).
 */
function divideByTPlusOne(p: Poly): Poly {
  const out = new Poly(Math.max(1, p.degree) + 32);
  if (p.degree <= 0) return out;
  const n = (p.degree >>> 5) + 1;
  let carry = 0;
  for (let k = 0; k < n; k++) {
    let x = p.words[k]!;
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= carry;
    out.words[k] = x;
    carry = x >> 31; // all ones when the parity so far is 1
  }
  return out.normalizeFrom(p.degree);
}
