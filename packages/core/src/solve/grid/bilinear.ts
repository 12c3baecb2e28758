import { pathPolynomial } from '../../gf2/path-polys.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyGcd } from '../../gf2/poly-gcd.ts';
import { polyMul, polySquare } from '../../gf2/poly-product.ts';
import { gcdWork } from '../../gf2/half-gcd.ts';
import { LimitError } from '../../errors.ts';
import type { WorkOptions } from '../../work.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { edgesOf } from '../../puzzle/topology.ts';

/**
 * The rules whose stencil fits in 3 × 3 and is symmetric under both reflections (cross, Moore, diagonal, each
 * with or without the centre, and such custom stencils) act on an m × n board as
 *
 *   A = g(x, y) = g₀₀ + g₀₁·x + g₁₀·y + g₁₁·x·y,
 *
 * where x is the adjacency of one row (the path Pₙ on a clipped side, s + s⁻¹ on a ring of n cells) and y that
 * of one column. With a(x) = g₀₀ + g₀₁·x and c(x) = g₁₀ + g₁₁·x, A = a(x) + c(x)·y: light chasing down the
 * rows divides by c. The board space is Q = S ⊗ Y with S = GF(2)[x]/(χ) (χ = fₙ(x) for a path, sⁿ + 1 for
 * a ring, rows then living in GF(2)[s]/(sⁿ + 1)) and Y likewise for the columns, and the nullity of A is
 * dim Q/(g). Facts used (Sutner; Goldwasser–Klostermeyer–Ware; see the proofs in `ring-chase.ts`):
 *
 * - When g factors as u(x)·v(y) (Moore = (1 + x)(1 + y), diagonal without centre = x·y), A = V ⊗ U is a
 *   Kronecker product and the kron method takes it. Otherwise a and c are coprime.
 * - At a prime π of χ dividing c, a is a unit, so g = a·(1 + nilpotent) is a unit on the π-primary part
 *   of S: that part adds nothing to the nullity. With χ = χ₁·χ₂, χ₂ the part of χ sharing primes with c,
 *   c is a unit modulo χ₁, y = a/c there, and for columns that clip (Y = GF(2)[y]/(fₘ)):
 *       nullity = deg gcd(χ₁, Fₘ),  Fₖ = cᵏ·fₖ(a/c) (Fₖ₊₁ = a·Fₖ + c²·Fₖ₋₁),
 *   while for columns that wrap, GF(2)[t]/(tᵐ + 1) is a module over GF(2)[y] (y = t + t⁻¹) with relations
 *   [[fₘ₋₂ + 1, fₘ₋₁], [fₘ₋₁, fₘ + 1]], so the nullity is dim S₁²/R(a/c)S₁², which for the 2 × 2 matrix
 *   [[p, q], [q, r]] = cᵐ·R is deg gcd(pr + q², χ₁·gcd(p, q, r, χ₁)) (the product of its Smith invariants).
 * - The primes that can divide c are x and 1 + x on a path, 1 + s and 1 + s + s² on a ring, and their
 *   primary parts of χ are sparse (Frobenius: (1 + s)^{2ᵛ} = 1 + s^{2ᵛ}): see {@link badPart}.
 */
export interface BilinearForm {
  /** g₀₀: the pressed cell itself. */
  readonly g00: 0 | 1;
  /** g₀₁: its left and right neighbours. */
  readonly g01: 0 | 1;
  /** g₁₀: the cells above and below. */
  readonly g10: 0 | 1;
  /** g₁₁: the four diagonal neighbours. */
  readonly g11: 0 | 1;
}

const forms = new WeakMap<Rule, BilinearForm | null>();

/**
 * Largest polynomial work a nullity may take, in word operations (at about 0.6 ns each: ten minutes, as for a
 * sweep); the classic n×n nullity of 10⁸ takes about 4 minutes with the WebAssembly kernels.
 */
export const MAX_NULLITY_WORK = 1e12;

/**
 * Checks, before any work, that the polynomial arithmetic of a rows × cols nullity is within
 * {@link MAX_NULLITY_WORK}: gcds and divisions of degree n on the shorter side (n²/32 word operations each, a
 * few of them), or only the one gcd of degree `gcdDegree` ({@link gcdWork}, subquadratic past the half-gcd
 * threshold) when the caller knows that is all, plus reductions by doubling along a much longer side.
 *
 * @param gcdDegree The degree of the only gcd taken, when known (the classic square takes one at n/2 or less).
 * @throws {LimitError} naming the work and about how long it would take.
 */
export function assertNullityWork(rows: number, cols: number, gcdDegree?: number): void {
  const short = Math.min(rows, cols);
  const long = Math.max(rows, cols);
  const quadratic = (short * short) / 32;
  const gcds = gcdDegree === undefined ? 4 * quadratic : gcdWork(gcdDegree);
  const work = gcds + (long > 4 * short ? 3 * quadratic * Math.log2(long / short) : 0);
  if (work > MAX_NULLITY_WORK) {
    const minutes = Math.max(1, Math.round((work * 6e-10) / 60));
    throw new LimitError(
      `the nullity of ${rows}×${cols} needs polynomial arithmetic on rows of ${short} cells: about ${work.toExponential(1)} word operations (some ${minutes.toLocaleString('en')} minutes), over the limit of ${MAX_NULLITY_WORK.toExponential(0)}`,
      'maxWork',
      work,
      MAX_NULLITY_WORK,
    );
  }
}

/** The bilinear form of a rule's stencil, or null when the stencil is not a symmetric one within 3 × 3. */
export function bilinearForm(rule: Rule): BilinearForm | null {
  let form = forms.get(rule);
  if (form === undefined) {
    form = readForm(rule);
    forms.set(rule, form);
  }
  return form;
}

function readForm(rule: Rule): BilinearForm | null {
  const has = new Set(rule.stencil.offsets.map(([dr, dc]) => `${dr},${dc}`));
  for (const [dr, dc] of rule.stencil.offsets) {
    if (Math.abs(dr) > 1 || Math.abs(dc) > 1) return null;
    if (!has.has(`${-dr},${dc}`) || !has.has(`${dr},${-dc}`)) return null;
  }
  const bit = (dr: number, dc: number): 0 | 1 => (has.has(`${dr},${dc}`) ? 1 : 0);
  return { g00: bit(0, 0), g01: bit(0, 1), g10: bit(1, 0), g11: bit(1, 1) };
}

/** The form of the transposed board: the couplings along the rows and down the columns exchanged. */
export function transposedForm(g: BilinearForm): BilinearForm {
  return { g00: g.g00, g01: g.g10, g10: g.g01, g11: g.g11 };
}

/** True when g = u(x)·v(y) (the 2 × 2 coefficient matrix has rank ≤ 1): a Kronecker product. */
export function isProductForm(g: BilinearForm): boolean {
  return (g.g00 & g.g11) === (g.g01 & g.g10);
}

/**
 * True when the bilinear algebra describes the rule on this shape: a wrapping side of 1 or 2 cells merges
 * neighbours under the distinct-cells convention, which x = s + s⁻¹ does not model.
 */
export function bilinearFits(rule: Rule, rows: number, cols: number): boolean {
  const { rows: re, cols: ce } = edgesOf(rule.topology);
  return (re !== 'wrap' || rows >= 3) && (ce !== 'wrap' || cols >= 3);
}

/** One side's ring S = GF(2)[z]/(χ) and, in it, the polynomials a and c of a bilinear form. */
export interface SideRing {
  /** True for a ring of cells (the variable is the shift s), false for a path (the variable is x = Pₙ). */
  readonly cyclic: boolean;
  /** The side length n. */
  readonly n: number;
  /** χ: fₙ(x) or sⁿ + 1. */
  readonly chi: Poly;
  /** a(x) (on a ring multiplied by the unit s, to be a polynomial). */
  readonly a: Poly;
  /** c(x) (on a ring multiplied by s). */
  readonly c: Poly;
  /** The part of χ sharing primes with c: χ₂ (1 when c is a unit). */
  readonly bad: Poly;
  /** χ₁ = χ / χ₂: c is a unit modulo χ₁. */
  readonly good: Poly;
}

/** Poly helpers. */
const one = (): Poly => Poly.monomial(0);
const fromBits = (bits: number[]): Poly => Poly.fromExponents(bits);

/** 2-adic valuation of a positive safe integer. */
function twoAdic(n: number): number {
  let v = 0;
  while (n % 2 === 0) {
    n /= 2;
    v++;
  }
  return v;
}

/**
 * The part χ₂ of χ made of the primes of c: on a path, x^{2^v − 1} for c = x and (1 + x)^{2^{v+1}} for
 * c = 1 + x (2^v ∥ n + 1, and only when 3 | n + 1); on a ring, 1 + s^{2^v} for c = x (s·c = (1 + s)²) and
 * (1 + s + s²)^{2^v} = 1 + s^{2^v} + s^{2^{v+1}} for c = 1 + x when 3 divides the odd part of n (2^v ∥ n).
 * These follow from fₙ(s + s⁻¹)·(s + s⁻¹) = s^{n+1} + s^{−(n+1)} and Frobenius, p(s)^{2^v} = p(s^{2^v}).
 */
export function badPart(g: BilinearForm, n: number, cyclic: boolean): Poly {
  if (g.g11 === 0) return one(); // c = 1 (or 0, the product case): a unit
  if (!cyclic) {
    const v = twoAdic(n + 1);
    if (g.g10 === 0) return Poly.monomial(2 ** v - 1); // c = x
    return (n + 1) % 3 === 0 ? fromBits([0, 2 ** (v + 1)]) : one(); // c = 1 + x
  }
  const v = twoAdic(n);
  const d = 2 ** v;
  if (g.g10 === 0) return fromBits([0, d]); // c = x: the (1 + s)-part
  return (n / d) % 3 === 0 ? fromBits([0, d, 2 * d]) : one(); // c = 1 + x: the (1 + s + s²)-part
}

/** Side rings kept for repeated queries (tables and sweeps ask for the same sides again and again). */
const rings = new Map<string, SideRing>();
const MAX_KEPT_RINGS = 4096;

const keyOf = (g: BilinearForm): string => `${g.g00}${g.g01}${g.g10}${g.g11}`;

/** The ring of one side of n cells for the bilinear form (the row ring when chasing down the rows), memoised. */
export function sideRing(g: BilinearForm, n: number, cyclic: boolean): SideRing {
  const key = `${keyOf(g)}:${n}:${cyclic ? 'r' : 'p'}`;
  let ring = rings.get(key);
  if (!ring) {
    if (rings.size >= MAX_KEPT_RINGS) rings.clear();
    ring = buildSideRing(g, n, cyclic);
    rings.set(key, ring);
  }
  return ring;
}

function buildSideRing(g: BilinearForm, n: number, cyclic: boolean): SideRing {
  // On a ring x = s + s⁻¹; a·s and c·s are polynomials: g₀·s + g₁·(1 + s²).
  const lift = (g0: number, g1: number): Poly => (cyclic ? fromBits([...(g0 ? [1] : []), ...(g1 ? [0, 2] : [])]) : fromBits([...(g0 ? [0] : []), ...(g1 ? [1] : [])]));
  const chi = cyclic ? fromBits([0, n]) : pathPolynomial(n);
  const bad = badPart(g, n, cyclic);
  const { quotient: good, remainder } = polyDivMod(chi, bad);
  if (!remainder.isZero()) throw new Error('internal error: the bad part does not divide χ');
  return { cyclic, n, chi, a: lift(g.g00, g.g01), c: lift(g.g10, g.g11), bad, good };
}

/** Reduces p modulo m when its degree has grown past `slack` times m's (keeps doubling linear for short boards). */
function keepSmall(p: Poly, m: Poly, slack = 4): Poly {
  return p.degree > slack * Math.max(1, m.degree) ? polyModInPlace(p, m) : p;
}

/**
 * (F_k, F_{k−1}) for F_j = c^j·f_j(a/c), k ≥ 1, by doubling: F_{2j} = (F_j + c·F_{j−1})², F_{2j+1} = a·F_j²,
 * F_{2j−1} = a·F_{j−1}² (the path-polynomial identities, homogenised). Squaring over GF(2) is linear, so this is
 * O(k/32 · log k) while the degrees stay small; past 4·deg `modulus` the values are reduced as they go.
 */
export function homogeneousPair(k: number, a: Poly, c: Poly, modulus: Poly): [Poly, Poly] {
  if (!Number.isSafeInteger(k) || k < 1) throw new RangeError(`index must be a whole number ≥ 1, got ${k}`);
  let hi = a.clone();
  let lo = one();
  const bits = k.toString(2);
  for (let i = 1; i < bits.length; i++) {
    const even = keepSmall(polySquare(hi.clone().addShifted(polyMul(c, lo))), modulus);
    if (bits[i] === '1') {
      hi = keepSmall(polyMul(a, polySquare(hi)), modulus);
      lo = even;
    } else {
      lo = keepSmall(polyMul(a, polySquare(lo)), modulus);
      hi = even;
    }
  }
  return [hi, lo];
}

/** Unreduced (F_k, F_{k−1}) kept per form and side kind for k ≤ {@link MAX_KEPT_INDEX} (they do not depend on n). */
const pairs = new Map<string, [Poly, Poly]>();
const MAX_KEPT_INDEX = 4096;
const MAX_KEPT_PAIRS = 8192;

/**
 * {@link homogeneousPair} for a side ring, congruent to the exact pair modulo `modulus`: memoised and unreduced
 * (exact) for k ≤ {@link MAX_KEPT_INDEX}, reduced modulo `modulus` otherwise. Every gcd the caller takes must be
 * with a divisor of `modulus`: a pair reduced modulo χ₁ says nothing about a gcd with χ₁·g₁. Not to be mutated.
 */
export function pairFor(k: number, side: SideRing, g: BilinearForm, modulus: Poly): [Poly, Poly] {
  if (k > MAX_KEPT_INDEX) return homogeneousPair(k, side.a, side.c, modulus);
  const key = `${keyOf(g)}:${side.cyclic ? 'r' : 'p'}:${k}`;
  let pair = pairs.get(key);
  if (!pair) {
    if (pairs.size >= MAX_KEPT_PAIRS) pairs.clear();
    pair = homogeneousPair(k, side.a, side.c, Poly.monomial(4 * k + 64)); // a modulus too large to ever reduce by
    pairs.set(key, pair);
  }
  return pair;
}

/** p^k for k ≥ 0 by squaring, reduced modulo m only when large (as in {@link homogeneousPair}). */
function power(p: Poly, k: number, m: Poly): Poly {
  let out = one();
  const bits = k.toString(2);
  for (const bit of bits) {
    out = keepSmall(polySquare(out), m);
    if (bit === '1') out = keepSmall(polyMul(out, p), m);
  }
  return out;
}

/**
 * The nullity of a non-product bilinear rule on rows × cols (see {@link BilinearForm}): rows are the side ring,
 * the columns clip or wrap. About (rows + cols)²/32 word operations.
 */
export function bilinearNullity(g: BilinearForm, rows: number, cols: number, rowsWrap: boolean, colsWrap: boolean, work?: WorkOptions): number {
  const side = sideRing(g, cols, colsWrap);
  const chi1 = side.good;
  if (chi1.degree <= 0) return 0;
  const { a, c } = side;
  // Reductions: modulo sⁿ + 1 by a fold on a ring (cheap, and enough before a gcd with χ₁ | sⁿ + 1), modulo χ₁ on a path.
  const reduce = (p: Poly): Poly => (side.cyclic ? foldRing(p, cols) : polyModInPlace(p.clone(), chi1));
  if (!rowsWrap) {
    const [fm] = pairFor(rows, side, g, chi1);
    return polyGcd(chi1, reduce(fm), work).degree;
  }
  // Columns wrap: [[p, q], [q, r]] = cᵐ·[[f_{m−2} + 1, f_{m−1}], [f_{m−1}, f_m + 1]] at a/c, and by Cassini's
  // identity (f_{k+1}f_{k−1} + f_k² = 1 over GF(2), homogenised) its determinant is exactly cᵐ·a·F_{m−1}. With
  // g₁ = gcd(p, q, r, χ₁), which divides G = gcd(F_{m−1}, χ₁) (q = c·F_{m−1}), the nullity
  // deg gcd(det, χ₁·g₁) is, when g₁ = 1, deg G + deg gcd(a, χ₁/G): one gcd of full degree. The last gcd is
  // with χ₁·g₁, a divisor of χ₁², so the pair is taken modulo χ₁² (modulo χ₁ it would decide nothing there).
  const chi1Squared = polySquare(chi1);
  const [fm1, fm2] = pairFor(rows - 1, side, g, chi1Squared);
  const G = polyGcd(chi1, reduce(fm1), work);
  if (G.degree > 0) {
    const c2 = polyMul(c, c);
    const cm = power(c, rows, chi1);
    const p = reduce(polyMul(c2, fm2).addShifted(cm));
    const r = reduce(polyMul(a, fm1).addShifted(polyMul(c2, fm2)).addShifted(cm));
    const g1 = polyGcd(polyGcd(G, p), r);
    if (g1.degree > 0) {
      const chi1g1 = polyMul(chi1, g1);
      return polyGcd(polyModInPlace(polyMul(a, fm1), chi1g1), chi1g1).degree;
    }
  }
  return G.degree + polyGcd(a, G.degree > 0 ? polyDivMod(chi1, G).quotient : chi1).degree;
}

/** p modulo sⁿ + 1: the XOR of p's n-coefficient chunks (a word at a time). */
function foldRing(p: Poly, n: number): Poly {
  if (p.degree < n) return p;
  const out = new Poly(n + 64);
  const words = (n + 31) >>> 5;
  const src = p.words;
  for (let start = 0; start <= p.degree; start += n) {
    const q = start >>> 5;
    const b = start & 31;
    const take = Math.min(n, p.degree + 1 - start);
    const takeWords = (take + 31) >>> 5;
    for (let k = 0; k < takeWords && k < words; k++) {
      const lo = src[q + k] ?? 0;
      let w = b === 0 ? lo : (lo >>> b) | ((src[q + k + 1] ?? 0) << (32 - b));
      if (k === takeWords - 1 && (take & 31) !== 0) w &= (1 << (take & 31)) - 1;
      out.words[k]! ^= w;
    }
  }
  return out.normalize();
}
