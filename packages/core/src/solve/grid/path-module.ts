import { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { wordsFor } from '../../gf2/words.ts';
import { ShiftRow } from './shift-row.ts';

/**
 * The cells of a clipped row (a path of n cells) as a module over GF(2)[t], t acting as a row operator
 * Q = Σ_{c ∈ C} σ^c (σ moving cell j to j + c, clipped), whatever Q is: symmetric or not, of any width.
 *
 * With c₊ = max C ≥ 1 (else the row is read mirrored, which negates C), the vectors Q^k·e_j (j < c₊) have their last cell at j + k·c₊, reached by one path
 * only, so those with j + k·c₊ < n are a triangular basis: a row's coordinates y ∈ GF(2)[t]^{c₊} (row =
 * Σ_j y_j(Q)·e_j) take one backward pass. Writing Q^{k_j}·e_j (the first power past the row) in that basis
 * gives c₊ relations R, and the row space is GF(2)[t]^{c₊}/(rows of R) (deg det R = n). The Smith form
 * D = A·R·C makes it ⊕ᵢ GF(2)[t]/(δᵢ) through y ↦ y·C: an operator p(Q) acts on each part as p(t)
 * modulo δᵢ, so a system in polynomials of Q splits into one system per invariant factor δᵢ.
 */
export class PathModule {
  /** The invariant factors of positive degree, δ₁ | δ₂ | …; the last is the minimal polynomial of Q. */
  readonly invariants: readonly Poly[];
  private readonly c: number;
  private readonly stride: number;
  private readonly q: ShiftRow;
  /** Row `cell` is Q^k·e_j, cell = j + k·c₊. */
  private readonly basis: Uint32Array;
  /** C (coordinates to parts) and C⁻¹, reduced modulo the minimal polynomial; `c₊ × c₊`. */
  private readonly toParts: Poly[][];
  private readonly fromParts: Poly[][];
  /** Which of the c₊ Smith positions each invariant is. */
  private readonly positions: number[];
  private readonly minimal: Poly;
  /** Whether rows are read mirrored (cell j as n − 1 − j): when every shift of Q is negative. */
  private readonly mirrored: boolean;

  /** @param shifts - The shifts C of Q, not all zero, each less than n in size. @param n - Cells in the row. */
  constructor(
    shifts0: readonly number[],
    private readonly n: number,
  ) {
    this.mirrored = Math.max(...shifts0) < 1;
    const shifts = this.mirrored ? shifts0.map((c) => -c) : shifts0;
    const c = Math.max(...shifts);
    if (!(c >= 1 && c < n)) throw new Error('internal error: a path module needs a shift of 1 to n − 1 cells');
    this.c = c;
    this.stride = wordsFor(n);
    this.q = new ShiftRow(shifts, n, false);
    const { stride } = this;
    this.basis = new Uint32Array(n * stride);
    for (let cell = 0; cell < n; cell++) {
      if (cell < c) this.basis[cell * stride + (cell >>> 5)]! |= 1 << (cell & 31);
      else this.q.apply(this.basis, cell * stride, this.basis, (cell - c) * stride, stride);
    }
    // relation j: t^{k_j}·ε_j − coordinates of Q^{k_j}·e_j
    const relations = Array.from({ length: c }, (_, j) => {
      const k = Math.floor((n - 1 - j) / c) + 1;
      const top = new Uint32Array(stride);
      this.q.apply(top, 0, this.basis, (j + (k - 1) * c) * stride, stride);
      const row = this.coordinates(top);
      row[j]!.addShifted(Poly.monomial(k));
      return row;
    });
    const { diagonal, columns, inverse } = smithForm(relations);
    this.minimal = diagonal[c - 1]!;
    const reduce = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, this.minimal.degree) + 64), this.minimal);
    this.toParts = columns.map((row) => row.map(reduce));
    this.fromParts = inverse.map((row) => row.map(reduce));
    this.positions = diagonal.flatMap((d, i) => (d.degree > 0 ? [i] : []));
    this.invariants = this.positions.map((i) => diagonal[i]!);
  }

  /** y with row = Σ_j y_j(Q)·e_j (the row is not changed). */
  private coordinates(row: Uint32Array): Poly[] {
    const { c, n, stride } = this;
    const v = row.slice(0, stride);
    const y = Array.from({ length: c }, () => new Poly(Math.ceil(n / c) + 64));
    for (let cell = n - 1; cell >= 0; cell--) {
      if (!((v[cell >>> 5]! >>> (cell & 31)) & 1)) continue;
      for (let k = 0; k < stride; k++) v[k]! ^= this.basis[cell * stride + k]!;
      const e = Math.floor(cell / c);
      y[cell % c]!.words[e >>> 5]! |= 1 << (e & 31);
    }
    return y.map((p) => p.normalize());
  }

  /** The row's part in each invariant's ring GF(2)[t]/(δᵢ). */
  parts(row: Uint32Array): Poly[] {
    const y = this.coordinates(this.mirrored ? mirror(row, this.n) : row);
    return this.positions.map((i, p) => {
      const z = new Poly();
      y.forEach((yj, j) => z.addShifted(polyMul(yj, this.toParts[j]![i]!)));
      return polyModInPlace(z, this.invariants[p]!);
    });
  }

  /** The row whose parts are `parts` (one per invariant). */
  row(parts: readonly Poly[]): Uint32Array {
    const { c, stride } = this;
    const y = Array.from({ length: c }, () => new Poly());
    this.positions.forEach((i, p) => {
      for (let j = 0; j < c; j++) y[j]!.addShifted(polyMul(parts[p]!, this.fromParts[i]![j]!));
    });
    const reduced = y.map((p) => polyModInPlace(p, this.minimal));
    // Horner in Q over every generator at once
    let acc = new Uint32Array(stride);
    const top = Math.max(...reduced.map((p) => p.degree));
    for (let e = top; e >= 0; e--) {
      const next = new Uint32Array(stride);
      this.q.apply(next, 0, acc, 0, stride);
      reduced.forEach((p, j) => {
        if (p.coefficient(e)) next[j >>> 5]! ^= 1 << (j & 31);
      });
      acc = next;
    }
    return this.mirrored ? mirror(acc, this.n) : acc;
  }
}

/** The row read backwards: cell j moves to n − 1 − j. */
function mirror(row: Uint32Array, n: number): Uint32Array {
  const out = new Uint32Array(row.length);
  for (let j = 0; j < n; j++) if ((row[j >>> 5]! >>> (j & 31)) & 1) out[(n - 1 - j) >>> 5]! |= 1 << ((n - 1 - j) & 31);
  return out;
}

/**
 * The Smith form of a square matrix over GF(2)[t] with a non-zero determinant: the diagonal δ₁ | δ₂ | …, the
 * column operations C with A·R·C = diag(δ) for some unimodular A, and C⁻¹.
 */
function smithForm(r: readonly (readonly Poly[])[]): { diagonal: Poly[]; columns: Poly[][]; inverse: Poly[][] } {
  const c = r.length;
  const m = r.map((row) => row.map((p) => p.clone()));
  const unit = (): Poly[][] => Array.from({ length: c }, (_, i) => Array.from({ length: c }, (_, j) => (i === j ? Poly.monomial(0) : new Poly())));
  const columns = unit();
  const inverse = unit();
  /** col_j += q·col_p on M and C; row_p += q·row_j on C⁻¹ (the same elementary matrix: it is its own inverse). */
  const addColumn = (j: number, p: number, q: Poly): void => {
    for (let i = 0; i < c; i++) {
      m[i]![j] = polyMul(q, m[i]![p]!).addShifted(m[i]![j]!);
      columns[i]![j] = polyMul(q, columns[i]![p]!).addShifted(columns[i]![j]!);
      inverse[p]![i] = polyMul(q, inverse[j]![i]!).addShifted(inverse[p]![i]!);
    }
  };
  for (let p = 0; p < c; p++) {
    for (;;) {
      let best: [number, number] | null = null;
      for (let i = p; i < c; i++) for (let j = p; j < c; j++) if (!m[i]![j]!.isZero() && (!best || m[i]![j]!.degree < m[best[0]]![best[1]]!.degree)) best = [i, j];
      if (!best) throw new Error('internal error: a singular relation matrix');
      const [bi, bj] = best;
      [m[p], m[bi]] = [m[bi]!, m[p]!];
      if (bj !== p) {
        for (let i = 0; i < c; i++) {
          [m[i]![p], m[i]![bj]] = [m[i]![bj]!, m[i]![p]!];
          [columns[i]![p], columns[i]![bj]] = [columns[i]![bj]!, columns[i]![p]!];
        }
        [inverse[p], inverse[bj]] = [inverse[bj]!, inverse[p]!];
      }
      const pivot = m[p]![p]!;
      let clear = true;
      for (let i = p + 1; i < c; i++) {
        if (m[i]![p]!.isZero()) continue;
        const q = polyDivMod(m[i]![p]!, pivot).quotient;
        m[i] = m[i]!.map((x, j) => polyMul(q, m[p]![j]!).addShifted(x));
        if (!m[i]![p]!.isZero()) clear = false;
      }
      for (let j = p + 1; j < c; j++) {
        if (m[p]![j]!.isZero()) continue;
        addColumn(j, p, polyDivMod(m[p]![j]!, pivot).quotient);
        if (!m[p]![j]!.isZero()) clear = false;
      }
      if (!clear) continue;
      // the pivot must divide the rest; if not, bring a row that it does not divide into row p
      let bad = -1;
      for (let i = p + 1; i < c && bad < 0; i++) for (let j = p + 1; j < c; j++) if (!polyDivMod(m[i]![j]!, pivot).remainder.isZero()) bad = i;
      if (bad < 0) break;
      m[p] = m[p]!.map((x, j) => x.clone().addShifted(m[bad]![j]!));
    }
  }
  return { diagonal: m.map((row, i) => row[i]!), columns, inverse };
}
