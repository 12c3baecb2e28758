import { LimitError } from '../errors.ts';
import type { WorkOptions } from '../work.ts';
import { BitMatrix } from './bit-matrix.ts';
import { Factorization } from './factorization.ts';
import { Poly } from './poly.ts';
import { polyDivMod, polyModInPlace } from './poly-division.ts';
import { polyMul } from './poly-product.ts';
import { Congruence } from './ring-system.ts';

/**
 * Most bits of parameter polynomials a system keeps (256 MB): the parameters number at most Σ deg gcd(hᵢᵢ, μ),
 * each k polynomials of degree < deg μ. A system past it is refused before the back-substitution.
 */
export const MAX_RING_SYSTEM_BITS = 2 ** 31;

/**
 * One step of the back-substitution: row `row` of the triangular system, the parametrisation of the rows
 * below it as it stood before this row, and the condition this row puts on its parameters.
 */
interface Stage {
  readonly row: number;
  readonly congruence: Congruence;
  /** Per parameter p: the part of every unknown it moves (`lin[p][j]`, zero for the rows not yet solved). */
  readonly lin: readonly (readonly Poly[])[];
  /** Per parameter p: what it adds to this row's right-hand side, Σ_{j > row} h_{row,j}·lin[p][j]. */
  readonly moves: readonly Poly[];
  /** The condition d | right-hand side, over the parameters (null when d = 1 or there are none). */
  readonly condition: Factorization | null;
}

/**
 * The solutions U of Φ·U ≡ w (mod μ) for a k × k matrix Φ over GF(2)[x], any k (the systems a chase of
 * vertical reach r leaves: r unknown rows, or the rows above and below on a torus). {@link RingSystem} is the
 * 1 × 1 and 2 × 2 case written out; this is its general form.
 *
 * Unimodular row operations (Euclid down each column) make Φ upper triangular, H = L·Φ. The rows are then
 * solved from the bottom. The rows below row i are an affine function of GF(2) parameters z; row i asks that
 * dᵢ = gcd(hᵢᵢ, μ) divide wᵢ − Σ_{j>i} hᵢⱼ·Uⱼ(z), deg dᵢ linear conditions on z. The parameters are renamed
 * to a basis of the conditions' kernel, and Uᵢ = (hᵢᵢ/dᵢ)⁻¹·(rhs/dᵢ) + (μ/dᵢ)·Zᵢ adds the deg dᵢ coefficients
 * of Zᵢ as new parameters. At the top the parameters are in one-to-one correspondence with the solutions of
 * the homogeneous system: their number is the nullity over GF(2).
 */
export class RingMatrixSystem {
  /** Dimension over GF(2) of the solutions of Φ·U ≡ 0. */
  readonly nullity: number;
  private readonly k: number;
  private readonly mu: Poly;
  /** L, applied to the right-hand side. */
  private readonly ops: Poly[][];
  /** H = L·Φ, upper triangular. */
  private readonly h: Poly[][];
  private readonly stages: Stage[] = [];
  /** The parametrisation at the top: a basis of the kernel, one k-vector per parameter. */
  private readonly basis: Poly[][];

  /**
   * @param phi - Φ as k rows of k polynomials.
   * @param mu - The modulus μ (degree ≥ 1).
   * @param work - Abort signal.
   * @throws {LimitError} when the parameters could pass {@link MAX_RING_SYSTEM_BITS} (`maxBits`).
   */
  constructor(phi: readonly (readonly Poly[])[], mu: Poly, work?: WorkOptions) {
    const k = phi.length;
    this.k = k;
    this.mu = mu;
    const h = phi.map((row) => row.map((p) => this.reduce(p)));
    const ops = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? Poly.monomial(0) : new Poly())));
    for (let j = 0; j < k; j++) {
      for (;;) {
        let pivot = -1;
        for (let i = j; i < k; i++) if (!h[i]![j]!.isZero() && (pivot < 0 || h[i]![j]!.degree < h[pivot]![j]!.degree)) pivot = i;
        if (pivot < 0) break;
        [h[j], h[pivot]] = [h[pivot]!, h[j]!];
        [ops[j], ops[pivot]] = [ops[pivot]!, ops[j]!];
        let clear = true;
        for (let i = j + 1; i < k; i++) {
          if (h[i]![j]!.isZero()) continue;
          const q = polyDivMod(h[i]![j]!, h[j]![j]!).quotient;
          h[i] = h[i]!.map((p, c) => this.reduce(polyMul(q, h[j]![c]!).addShifted(p)));
          ops[i] = ops[i]!.map((p, c) => this.reduce(polyMul(q, ops[j]![c]!).addShifted(p)));
          if (!h[i]![j]!.isZero()) clear = false;
        }
        if (clear) break;
      }
    }
    this.h = h;
    this.ops = ops;
    const congruences = h.map((row, i) => new Congruence(row[i]!, mu));
    const bits = congruences.reduce((sum, c) => sum + c.d.degree, 0) * k * mu.degree;
    if (bits > MAX_RING_SYSTEM_BITS) {
      throw new LimitError(
        `a ${k}×${k} system over a ring of degree ${mu.degree} could keep ${bits} bits of parameters, over the limit of ${MAX_RING_SYSTEM_BITS}`,
        'maxBits',
        bits,
        MAX_RING_SYSTEM_BITS,
      );
    }
    let lin: Poly[][] = [];
    for (let i = k - 1; i >= 0; i--) {
      work?.signal?.throwIfAborted();
      const congruence = congruences[i]!;
      const d = congruence.d;
      const moves = lin.map((vector) => this.rowTimes(i, vector));
      let condition: Factorization | null = null;
      let kept: Poly[][] = lin;
      let keptMoves = moves;
      if (d.degree > 0 && lin.length > 0) {
        const c = new BitMatrix(d.degree, lin.length);
        moves.forEach((move, p) => {
          const r = polyDivMod(move, d).remainder;
          for (let e = 0; e <= r.degree; e++) if (r.coefficient(e)) c.set(e, p, true);
        });
        condition = new Factorization(c);
        const free = condition.kernel();
        kept = free.map((bits) => combine(lin, bits, k));
        keptMoves = free.map((bits) => combineOne(moves, bits));
      }
      this.stages.push({ row: i, congruence, lin, moves, condition });
      const next = kept.map((vector, q) => {
        const u = congruence.solve(keptMoves[q]!);
        if (!u) throw new Error('internal error: a parameter kept by the condition leaves the row unsolvable');
        const out = vector.slice();
        out[i] = u;
        return out;
      });
      for (let t = 0; t < d.degree; t++) {
        const out = Array.from({ length: k }, () => new Poly());
        out[i] = this.reduce(congruence.kernel(t));
        next.push(out);
      }
      lin = next;
    }
    this.basis = lin;
    this.nullity = lin.length;
  }

  /** A solution of Φ·U ≡ w (mod μ), each entry of degree < deg μ, or null when there is none. */
  solve(w: readonly Poly[]): Poly[] | null {
    const { k } = this;
    const rhs = this.ops.map((row) => {
      const sum = new Poly();
      row.forEach((p, j) => sum.addShifted(polyMul(p, w[j]!)));
      return this.reduce(sum);
    });
    const u = Array.from({ length: k }, () => new Poly());
    for (const { row, congruence, lin, moves, condition } of this.stages) {
      const right = rhs[row]!.clone().addShifted(this.rowTimes(row, u));
      const d = congruence.d;
      if (d.degree > 0) {
        const r = polyDivMod(right, d).remainder;
        if (!condition) {
          if (!r.isZero()) return null;
        } else {
          const bits = new Uint32Array(Math.max(1, (d.degree + 31) >>> 5));
          for (let e = 0; e <= r.degree; e++) if (r.coefficient(e)) bits[e >>> 5]! |= 1 << (e & 31);
          const found = condition.solve(bits);
          if (!found.solvable) return null;
          for (let p = 0; p < lin.length; p++) {
            if (!((found.x[p >>> 5]! >>> (p & 31)) & 1)) continue;
            for (let j = row + 1; j < k; j++) u[j]!.addShifted(lin[p]![j]!);
            right.addShifted(moves[p]!);
          }
        }
      }
      const ui = congruence.solve(this.reduce(right));
      if (!ui) throw new Error('internal error: the condition did not make the row solvable');
      u[row] = ui;
    }
    return u.map((p) => this.reduce(p));
  }

  /** A basis (over GF(2)) of the solutions of Φ·U ≡ 0, `nullity` vectors. */
  kernel(): readonly (readonly Poly[])[] {
    return this.basis;
  }

  /** Σ_{j > i} h_{ij}·v_j mod μ. */
  private rowTimes(i: number, v: readonly Poly[]): Poly {
    const sum = new Poly();
    for (let j = i + 1; j < this.k; j++) if (!v[j]!.isZero() && !this.h[i]![j]!.isZero()) sum.addShifted(polyMul(this.h[i]![j]!, v[j]!));
    return this.reduce(sum);
  }

  private reduce(p: Poly): Poly {
    return polyModInPlace(p.clone(Math.max(p.degree, this.mu.degree) + 64), this.mu);
  }
}

/** Σ_p bits_p·vectors[p], entry by entry. */
function combine(vectors: readonly (readonly Poly[])[], bits: Uint32Array, k: number): Poly[] {
  const out = Array.from({ length: k }, () => new Poly());
  vectors.forEach((vector, p) => {
    if ((bits[p >>> 5]! >>> (p & 31)) & 1) vector.forEach((q, j) => out[j]!.addShifted(q));
  });
  return out;
}

/** Σ_p bits_p·polys[p]. */
function combineOne(polys: readonly Poly[], bits: Uint32Array): Poly {
  const out = new Poly();
  polys.forEach((q, p) => {
    if ((bits[p >>> 5]! >>> (p & 31)) & 1) out.addShifted(q);
  });
  return out;
}
