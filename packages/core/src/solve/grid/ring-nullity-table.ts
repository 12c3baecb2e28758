import { pathPolynomial } from '../../gf2/path-polys.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyDivMod } from '../../gf2/poly-division.ts';
import { polyGcd } from '../../gf2/poly-gcd.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { edgesOf } from '../../puzzle/topology.ts';
import type { WorkOptions } from '../../work.ts';
import { type BilinearForm, bilinearForm, isProductForm, transposedForm } from './bilinear.ts';
import { RingSequence } from './ring-sequence.ts';
import { WrapClosedForm } from './wrap-closed-form.ts';

/**
 * Whole nullity tables of the symmetric 3 × 3 rules that are no product (cross, cross without centre, Moore without
 * centre, diagonal) on the torus and the cylinder, sharing work across sizes. With x the adjacency along one side
 * of L cells, that side's cells form a GF(2)[x]-module: GF(2)[x]/(f_L) on a path, and on a ring of L ≥ 3 cells
 * GF(2)[x]/(ε₁) ⊕ GF(2)[x]/(ε₂), the Smith form of its relation matrix [[f_{L−2} + 1, f_{L−1}], [f_{L−1}, f_L + 1]]
 * (`bilinear.ts`): ε₁ = gcd of the entries, ε₁ε₂ = x·f_{L−1} (Cassini), each of degree about L/2. A = a(x) + c(x)·y
 * (`bilinear.ts`), a and c coprime, so the primes of c add nothing and are stripped (α below: the invariants'
 * good parts), and on each GF(2)[x]/(α) c is a unit, y = a/c, F_j = c^j·f_j(a/c):
 * - the other side clips after j cells: its nullity is deg gcd(α, F_j);
 * - it wraps: `bilinearNullity`'s closed form with α for χ₁ ({@link WrapClosedForm}).
 * The table is the sum over the invariants of the side carrying x, taken on the side whose invariants have the
 * smaller degree (a ring's, about L/2, halves the gcds). For one such side every length j of the other side comes
 * from one sequence F_j modulo α ({@link RingSequence}), so an entry costs one gcd. A rule that looks the same
 * transposed on equal edges (the torus) fills the other half by symmetry. Under the distinct-cells convention a
 * ring of 2 cells is a path of 2, and a ring of 1 cell is outside the algebra (`bilinearFits`): those entries are
 * asked of `exact`.
 */

/** True when {@link ringNullityTable} computes the rule's tables: a non-product bilinear form, a side that wraps, none twisted. */
export function ringTableApplies(rule: Rule): boolean {
  const g = bilinearForm(rule);
  if (!g || isProductForm(g)) return false;
  const { rows, cols } = edgesOf(rule.topology);
  return rows !== 'twist' && cols !== 'twist' && (rows === 'wrap' || cols === 'wrap');
}

const poly = (...exponents: number[]): Poly => Poly.fromExponents(exponents);

/** p with every prime of the linear c removed (c a unit: p itself). */
export function stripPrimesOf(p: Poly, c: Poly): Poly {
  let out = p;
  if (c.degree < 1) return out;
  while (out.degree > 0 && polyDivMod(out, c).remainder.isZero()) out = polyDivMod(out, c).quotient;
  return out;
}

/**
 * The invariant factors of a side of `length` cells over GF(2)[x], stripped of the primes of c, non-constant,
 * each dividing the next (so the last is the modulus for all).
 */
export function invariants(length: number, wraps: boolean, c: Poly): Poly[] {
  if (!wraps) return [stripPrimesOf(pathPolynomial(length), c)].filter((p) => p.degree > 0);
  const [f0, f1, f2] = [pathPolynomial(length - 2), pathPolynomial(length - 1), pathPolynomial(length)];
  const e1 = polyGcd(polyGcd(f0.clone().addShifted(poly(0)), f1), f2.clone().addShifted(poly(0)));
  const { quotient: e2, remainder } = polyDivMod(polyMul(poly(1), f1), e1);
  if (!remainder.isZero()) throw new Error('internal error: ε₁ does not divide x·f_{L−1}');
  return [stripPrimesOf(e1, c), stripPrimesOf(e2, c)].filter((p) => p.degree > 0);
}

/** a = g₀₀ + g₀₁x and c = g₁₀ + g₁₁x of a form oriented with x along the ring side. */
export function linearParts(g: BilinearForm): { a: Poly; c: Poly } {
  const lin = (c0: number, c1: number): Poly => Poly.fromExponents([...(c0 ? [0] : []), ...(c1 ? [1] : [])]);
  return { a: lin(g.g00, g.g01), c: lin(g.g10, g.g11) };
}

/**
 * The nullities of one side carrying x: its invariants `alphas` (the last the modulus), the other side of
 * j = 1..to cells (`indexWraps` when it wraps; a ring of 2 cells is a path of 2, `bilinearFits`); `put(j, nullity)`
 * receives each j that `wanted` names.
 */
function ringPass(
  alphas: readonly Poly[],
  a: Poly,
  c: Poly,
  indexWraps: boolean,
  to: number,
  wanted: (j: number) => boolean,
  put: (j: number, v: number) => void,
  signal?: WorkOptions['signal'],
): void {
  const modulus = alphas[alphas.length - 1];
  if (!modulus) {
    for (let j = 1; j <= to; j++) if (wanted(j)) put(j, 0);
    return;
  }
  const seq = new RingSequence(a, c, modulus);
  const forms = indexWraps ? alphas.map((alpha) => new WrapClosedForm(alpha, a, c, to)) : [];
  // Σ over α of deg gcd(α, F) (clipping) or the closed form (wrapping), with gcd(α, F) = gcd(α, gcd(modulus, F))
  const nullityAt = (j: number, wraps: boolean): number => {
    if (!wraps && alphas.length === 1) return seq.gcdDegree(); // the degree alone: a gcd on scratch words
    const top = polyGcd(modulus, seq.poly(seq.cur));
    let v = 0;
    alphas.forEach((alpha, k) => {
      const G = alpha === modulus ? top : polyGcd(alpha, top);
      v += wraps ? forms[k]!.nullity(j, G) : G.degree;
    });
    return v;
  };
  // the sequence stands at F_i: a clipping side of j = i cells asks F_i, a wrapping one of j = i + 1 ≥ 3 cells F_i
  for (let i = 0; i <= to; i++) {
    if ((i & 1023) === 0) signal?.throwIfAborted();
    if (i >= 1 && (!indexWraps || i === 2) && wanted(i)) put(i, nullityAt(i, false));
    if (indexWraps && i >= 2 && i + 1 <= to && wanted(i + 1)) put(i + 1, nullityAt(i + 1, true));
    if (i < to) seq.step();
  }
}

/** The rule's form along each side, and where x goes (see the file comment). */
function orient(rule: Rule) {
  const g = bilinearForm(rule);
  if (!g || isProductForm(g)) throw new Error('internal error: ring tables asked of a product or non-bilinear rule');
  const { rows, cols } = edgesOf(rule.topology);
  const rowsWrap = rows === 'wrap';
  const colsWrap = cols === 'wrap';
  // x goes on the side of smaller degree: a ring's invariants have about half its length (built only where used)
  const degree = (length: number, wraps: boolean): number => (wraps && length >= 3 ? (length + 1) / 2 : length);
  const outside = (m: number, n: number): boolean => (rowsWrap && m === 1) || (colsWrap && n === 1);
  return {
    rowsWrap,
    colsWrap,
    mirror: g.g01 === g.g10 && rowsWrap === colsWrap,
    // x along the columns' side (a row of n cells): the form as is; along the rows' side: transposed
    alongCols: linearParts(g),
    alongRows: linearParts(transposedForm(g)),
    outside,
    onCols: (m: number, n: number): boolean => !outside(m, n) && degree(n, colsWrap) <= degree(m, rowsWrap),
  };
}

/**
 * The nullity table of a rule {@link ringTableApplies} takes: `table[m − 1][n − 1]` for 1 ≤ m ≤ maxRows,
 * 1 ≤ n ≤ maxCols, equal to `nullity(m, n)`. Progress counts finished rows.
 *
 * @param rule The rule.
 * @param exact The nullity of one m × n board, for the entries outside the algebra (a wrapping side of 1 cell).
 */
export function ringNullityTable(rule: Rule, maxRows: number, maxCols: number, exact: (m: number, n: number) => number, options: WorkOptions = {}): number[][] {
  const { rowsWrap, colsWrap, mirror, alongCols, alongRows, outside, onCols } = orient(rule);
  const table: number[][] = Array.from({ length: maxRows }, () => new Array<number>(maxCols).fill(-1));
  for (let n = 1; n <= maxCols; n++) {
    options.signal?.throwIfAborted();
    if (!onCols(maxRows, n)) continue; // the longest column side has the largest degree: no entry of this column wants it
    const inv = invariants(n, colsWrap && n >= 3, alongCols.c);
    ringPass(inv, alongCols.a, alongCols.c, rowsWrap, maxRows, (m) => onCols(m, n), (m, v) => (table[m - 1]![n - 1] = v), options.signal);
  }
  for (let m = 1; m <= maxRows; m++) {
    options.signal?.throwIfAborted();
    const row = table[m - 1]!;
    let left = 0;
    for (let n = 1; n <= maxCols; n++) {
      if (row[n - 1]! >= 0) continue;
      const mirrored = mirror && n <= maxRows && m <= maxCols ? table[n - 1]![m - 1]! : -1;
      if (mirrored >= 0) row[n - 1] = mirrored;
      else if (outside(m, n)) row[n - 1] = exact(m, n);
      else left++;
    }
    if (left > 0) ringPass(invariants(m, rowsWrap && m >= 3, alongRows.c), alongRows.a, alongRows.c, colsWrap, maxCols, (n) => row[n - 1]! < 0, (n, v) => (row[n - 1] = v), options.signal);
    options.onProgress?.(m, maxRows);
  }
  return table;
}

/**
 * One row of {@link ringNullityTable}: the nullities of rows × n for n = fromCols..toCols (the sequence runs from
 * n = 1, so the caller keeps it for rows that start near 1). Entries whose column side has the smaller degree are
 * asked of `exact`, as are those outside the algebra. Progress counts entries done.
 *
 * @param exact The nullity of one m × n board.
 */
export function ringNullityRow(rule: Rule, rows: number, fromCols: number, toCols: number, exact: (m: number, n: number) => number, options: WorkOptions = {}): number[] {
  const { rowsWrap, colsWrap, alongRows, onCols } = orient(rule);
  const count = Math.max(0, toCols - fromCols + 1);
  const out = new Array<number>(count).fill(-1);
  let done = 0;
  let left = 0;
  for (let n = fromCols; n <= toCols; n++) {
    options.signal?.throwIfAborted();
    if (!(onCols(rows, n) || (rowsWrap && rows === 1) || (colsWrap && n === 1))) {
      left++;
      continue;
    }
    out[n - fromCols] = exact(rows, n);
    options.onProgress?.(++done, count);
  }
  if (left === 0) return out;
  const put = (n: number, v: number): void => {
    out[n - fromCols] = v;
    options.onProgress?.(++done, count);
  };
  ringPass(invariants(rows, rowsWrap && rows >= 3, alongRows.c), alongRows.a, alongRows.c, colsWrap, toCols, (n) => n >= fromCols && out[n - fromCols]! < 0, put, options.signal);
  return out;
}
