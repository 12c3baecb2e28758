import type { BarBasis } from './bar-basis.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyGcd, polyXgcd, polyXgcdMod } from '../../gf2/poly-gcd.ts';
import { polyMul } from '../../gf2/poly-product.ts';

/**
 * Kernel and solutions of a T-linear map A: T² → Tʳ over T = GF(2)[x]/(ψ) (`bar-basis.ts`) without any elimination
 * of bits: unimodular row and column operations (Euclid's, by extended gcds on representatives of degree below
 * deg ψ) bring A to diag(d₁, d₂) over r × 2, P·A·Q = D, with the same row operations applied to the right-hand
 * sides. Over T, d·w = 0 has the solutions (ψ/g)·T, g = gcd(d, ψ), of dimension deg g over GF(2); d·w = c is
 * solvable exactly when g | c, by w = (c/g)·(d/g)⁻¹ modulo ψ/g (d/g and ψ/g are coprime: each prime of ψ divides
 * at most one of them). So
 *   kernel of A = Q·((ψ/g₁)·T ⊕ (ψ/g₂)·T), of GF(2) dimension deg g₁ + deg g₂, with basis Q·(xᵃ·ψ/gᵢ)·eᵢ, a < deg gᵢ;
 *   A·v = b is solvable iff (P·b)ᵢ ≡ 0 modulo gᵢ (i = 1, 2) and (P·b)ⱼ = 0 for j ≥ 3, and then v = Q·w.
 * The residues and v are linear in b (exact division and a fixed inverse), so a caller may combine right-hand sides.
 */

/** What {@link barSolve} gives: the kernel's generators and, per right-hand side, its residues and a solution. */
export interface BarSolution {
  /** Generators Nᵢ = Q·(ψ/gᵢ)·eᵢ as pairs, each with its count deg gᵢ: the kernel's GF(2) basis is xᵃ·Nᵢ, a < count. */
  readonly kernel: ReadonlyArray<{ readonly pair: readonly [Poly, Poly]; readonly count: number }>;
  /** Per right-hand side: the residues that vanish exactly when it is solvable (as polynomials of degree below `residueBits[i]`). */
  readonly residues: ReadonlyArray<readonly Poly[]>;
  /** The bits of each residue slot: deg g₁, deg g₂, then deg ψ for each row past the second. */
  readonly residueBits: readonly number[];
  /** Per right-hand side: v = Q·w, a solution when its residues vanish. */
  readonly solutions: ReadonlyArray<readonly [Poly, Poly]>;
}

/**
 * Diagonalises A (r × 2 entries over T, reduced modulo ψ) with the right-hand sides (each r entries), see the file
 * comment.
 *
 * @param basis T's ψ (degree ≥ 1) and its reduction of products.
 * @param matrix A, r ≥ 2 rows of 2 entries.
 * @param rhs The right-hand sides, r entries each.
 */
export function barSolve(basis: BarBasis, matrix: readonly (readonly Poly[])[], rhs: readonly (readonly Poly[])[]): BarSolution {
  const psi = basis.psi;
  const d = psi.degree;
  const cap = d + 64;
  const reduce = (p: Poly): Poly => (p.degree < d ? p : polyModInPlace(p.clone(Math.max(p.degree, d) + 64), psi));
  // a product is a new polynomial: reduced in place
  const mul = (a: Poly, b: Poly): Poly => (a.isZero() || b.isZero() ? new Poly(cap) : basis.reduceProduct(polyMul(a, b)));
  const add = (a: Poly, b: Poly): Poly => a.clone(cap).addShifted(b);
  // a·x + b·y, reduced once
  const mulAdd = (a: Poly, x: Poly, b: Poly, y: Poly): Poly => {
    if (a.isZero() || x.isZero()) return mul(b, y);
    if (b.isZero() || y.isZero()) return mul(a, x);
    return basis.reduceProduct(polyMul(a, x).addShifted(polyMul(b, y)));
  };
  const rows = matrix.length;
  // the augmented rows: A's two columns, then one column per right-hand side
  const M = matrix.map((row, i) => [...row.map(reduce), ...rhs.map((b) => reduce(b[i]!))]);
  const Q = [
    [Poly.monomial(0, cap), new Poly(cap)],
    [new Poly(cap), Poly.monomial(0, cap)],
  ];
  const width = 2 + rhs.length;
  // rows i, j ← [[s, u], [b/g, a/g]]·(rows i, j): determinant (s·a + u·b)/g = 1
  const rowCombine = (i: number, j: number, col: number): void => {
    const [a, b] = [M[i]![col]!, M[j]![col]!];
    if (b.isZero()) return;
    if (a.isZero()) {
      [M[i], M[j]] = [M[j]!, M[i]!];
      return;
    }
    const { quotient, remainder } = polyDivMod(b, a);
    // the pivot column's new entries are known: (a, 0), or (g, 0)
    if (remainder.isZero()) {
      for (let c = 0; c < width; c++) M[j]![c] = c === col ? new Poly(cap) : add(M[j]![c]!, mul(quotient, M[i]![c]!));
      return;
    }
    const { gcd, s, u } = polyXgcd(a, b);
    const [aa, bb] = [polyDivMod(a, gcd).quotient, polyDivMod(b, gcd).quotient];
    const [ri, rj] = [M[i]!, M[j]!];
    M[i] = ri.map((x, c) => (c === col ? gcd : mulAdd(s, x, u, rj[c]!)));
    M[j] = ri.map((x, c) => (c === col ? new Poly(cap) : mulAdd(bb, x, aa, rj[c]!)));
  };
  // columns 0, 1 of A (and of Q) ← the same transform on the right, clearing M[i][1]
  const colCombine = (i: number): void => {
    const [a, b] = [M[i]![0]!, M[i]![1]!];
    if (b.isZero()) return;
    const cols = [...M.map((r) => r as Poly[]), ...Q];
    if (a.isZero()) {
      for (const r of cols) [r[0], r[1]] = [r[1]!, r[0]!];
      return;
    }
    const { quotient, remainder } = polyDivMod(b, a);
    // row i's new entries are known: (a, 0), or (g, 0)
    const row = M[i]!;
    if (remainder.isZero()) {
      for (const r of cols) r[1] = r === row ? new Poly(cap) : add(r[1]!, mul(quotient, r[0]!));
      return;
    }
    const { gcd, s, u } = polyXgcd(a, b);
    const [aa, bb] = [polyDivMod(a, gcd).quotient, polyDivMod(b, gcd).quotient];
    for (const r of cols) [r[0], r[1]] = r === row ? [gcd, new Poly(cap)] : [mulAdd(s, r[0]!, u, r[1]!), mulAdd(bb, r[0]!, aa, r[1]!)];
  };
  // rows from `from` on: the one with the lowest non-zero entry in column `col` first (fewer steps of Euclid's: a
  // tenth fewer extended gcds on Moore's 300 × 300 table)
  const lowestFirst = (col: number, from: number): void => {
    let best = -1;
    for (let j = from; j < rows; j++) if (!M[j]![col]!.isZero() && (best < 0 || M[j]![col]!.degree < M[best]![col]!.degree)) best = j;
    if (best > from) [M[from], M[best]] = [M[best]!, M[from]!];
  };
  // the first row and column: each pass either clears both or lowers the degree of M[0][0] (or makes it non-zero)
  lowestFirst(0, 0);
  for (;;) {
    for (let j = 1; j < rows; j++) rowCombine(0, j, 0);
    if (M[0]![1]!.isZero()) break;
    colCombine(0);
    if (M.every((r, j) => j === 0 || r[0]!.isZero())) break;
  }
  lowestFirst(1, 1);
  for (let j = 2; j < rows; j++) rowCombine(1, j, 1);
  const diagonal = [M[0]![0]!, M[1]![1]!];
  const gs = diagonal.map((x) => (x.isZero() ? psi.clone(cap) : polyGcd(psi, x)));
  const cofactors = gs.map((g) => polyDivMod(psi, g).quotient);
  const kernel = gs.map((g, i) => ({ pair: [mul(Q[0]![i]!, cofactors[i]!), mul(Q[1]![i]!, cofactors[i]!)] as const, count: g.degree }));
  const inverses = gs.map((g, i) => (cofactors[i]!.degree > 0 ? polyXgcdMod(polyDivMod(diagonal[i]!, g).quotient, cofactors[i]!).inverse : null));
  const residueBits = [gs[0]!.degree, gs[1]!.degree, ...Array.from({ length: rows - 2 }, () => d)];
  const residues: Poly[][] = [];
  const solutions: [Poly, Poly][] = [];
  rhs.forEach((_, t) => {
    const c = M.map((r) => r[2 + t]!);
    const divided = gs.map((g, i) => polyDivMod(c[i]!, g));
    const w = divided.map(({ quotient }, i) => {
      const inverse = inverses[i];
      return inverse && !quotient.isZero() ? polyModInPlace(polyMul(quotient, inverse), cofactors[i]!) : new Poly(cap);
    });
    residues.push([...divided.map(({ remainder }) => remainder), ...c.slice(2)]);
    solutions.push([mulAdd(Q[0]![0]!, w[0]!, Q[0]![1]!, w[1]!), mulAdd(Q[1]![0]!, w[0]!, Q[1]![1]!, w[1]!)]);
  });
  return { kernel, residues, residueBits, solutions };
}
