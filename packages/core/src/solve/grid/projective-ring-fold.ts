import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { CyclicRing, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly, polyXgcdMod } from '../../gf2/poly.ts';
import { getBit, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { pressesOf, pressesOver } from './projective-presses.ts';
import { rowOperators } from './projective-residual.ts';

/**
 * L⁻¹·r = D⁻¹·r + D⁻¹·B·D⁻¹·(r + ρr) for L = A + B·ρ (see {@link RingFold}).
 *
 * @param S The ring.
 * @param dInverse D⁻¹ = (A + B)⁻¹.
 * @param cross D⁻¹·B·D⁻¹.
 * @param r The right-hand side.
 */
export function ringFoldInverse(S: CyclicRing, dInverse: Poly, cross: Poly, r: Poly): Poly {
  const n = r.clone(S.size + 64).addShifted(S.reflect(r));
  return S.mul(dInverse, r).addShifted(S.mul(cross, n));
}

/** L = A + B·ρ of a chase (c a unit, m even), where A and B are bar-invariant. */
export interface FoldOperator {
  readonly S: CyclicRing;
  readonly A: Poly;
  readonly B: Poly;
}

const operators = new WeakMap<ProjectiveChase, FoldOperator | null>();

/**
 * A and B, the residuals of the chases from (0, 1) and (1, 0), once per chase; null where either is not
 * bar-invariant (then ρ does not commute with them).
 */
export function foldOperator(chase: ProjectiveChase): FoldOperator | null {
  if (operators.has(chase)) return operators.get(chase)!;
  const S = new CyclicRing(chase.ring);
  const residuals = chase.unitResiduals();
  if (!residuals) throw new Error('internal error: a fold operator where c is not a unit');
  const A = S.fromRow(residuals.a);
  const B = S.fromRow(residuals.b);
  const made = S.isSymmetric(A) && S.isSymmetric(B) ? { S, A, B } : null;
  operators.set(chase, made);
  return made;
}

const built = new WeakMap<ProjectiveChase, RingFold | null>();

/**
 * The fold of the projective plane solved in its ring, without the dense fold system, where c is a unit on the
 * ring S = GF(2)[s]/(s²ⁿ + 1) and m is even (one residual part of 2n bits). Chasing is then linear over S, so the
 * residual of a chase from (P₋₁, P₀) = (ρU, U) is L(U) = A·U + B·ρU plus the seam's columns Σₜ Uₚₜ·Cₜ, with
 * A and B the residuals of the chases from (0, 1) and (1, 0). Where A and B are bar-invariant they commute with ρ,
 * and L = D + B·N with D = A + B and N = 1 + ρ, N² = 0 (ρ² = 1, characteristic 2): from L·U = R, N·U = D⁻¹·N·R,
 * so U = D⁻¹·R + D⁻¹·B·D⁻¹·N·R wherever D is a unit of S — two products a solve. The seam's k presses are k more
 * unknowns zₜ = U at press t, U = L⁻¹·R + Σₜ zₜ·L⁻¹·Cₜ: a k × k system, whose nullity is the board's. The seam's
 * lights sₜ of row 0 give P₁ = c⁻¹·sₜ, as the start (c⁻¹·sₜ, 0) does, so Cₜ = B·c⁻¹·sₜ (no chase).
 */
export class RingFold {
  readonly nullity: number;
  private readonly S: CyclicRing;
  private readonly dInverse: Poly;
  /** D⁻¹·B·D⁻¹. */
  private readonly cross: Poly;
  private readonly presses: number[];
  /** L⁻¹·Cₜ, one per press. */
  private readonly seamAnswers: Poly[];
  /** The k × k system (null when there are no presses). */
  private readonly factors: BlockedFactorization | null;

  /** The ring fold of a chase (see the class comment), built once per chase; null where it does not apply. */
  static of(chase: ProjectiveChase, work?: WorkOptions): RingFold | null {
    if (built.has(chase)) return built.get(chase)!;
    const made = RingFold.applies(chase) ? RingFold.make(chase, work) : null;
    built.set(chase, made);
    return made;
  }

  /** c a unit on the ring (no κ) and m even (one residual part). */
  static applies(chase: ProjectiveChase): boolean {
    return chase.beta === 0 && chase.fold.m % 2 === 0;
  }

  private static make(chase: ProjectiveChase, work?: WorkOptions): RingFold | null {
    const operator = foldOperator(chase);
    if (!operator) return null;
    const { S, A, B } = operator;
    const { ring } = chase;
    const D = A.clone(ring + 64).addShifted(B);
    const { gcd, inverse } = polyXgcdMod(D, S.modulus);
    if (gcd.degree !== 0) return null;
    work?.signal?.throwIfAborted();
    // c is a unit (β = 0): the seam's lights s of row 0 leave what a start (c⁻¹·s, 0) leaves, B·c⁻¹·s
    const c = polyXgcdMod(rowOperators(chase.fold, S).c, S.modulus).inverse;
    return new RingFold(chase, S, inverse, S.mul(B, c), B, work);
  }

  private constructor(
    readonly chase: ProjectiveChase,
    S: CyclicRing,
    dInverse: Poly,
    seamFactor: Poly,
    B: Poly,
    work?: WorkOptions,
  ) {
    const { stride } = chase;
    this.S = S;
    this.dInverse = dInverse;
    this.cross = S.mul(S.mul(dInverse, B), dInverse);
    this.presses = [...new Set(chase.fold.presses)];
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    this.seamAnswers = this.presses.map((p) => this.inverse(S.mul(seamFactor, S.fromRow(chase.start(chase.rotate(unit, p)).seam))));
    // zₜ + Σₛ zₛ·(L⁻¹·Cₛ)ₚₜ = (L⁻¹·R)ₚₜ
    const k = this.presses.length;
    const g = new BitMatrix(k, k);
    this.presses.forEach((p, t) => {
      g.words[t * g.stride + (t >>> 5)]! ^= 1 << (t & 31);
      this.seamAnswers.forEach((q, s) => {
        if (q.coefficient(p)) g.words[t * g.stride + (s >>> 5)]! ^= 1 << (s & 31);
      });
    });
    this.factors = k > 0 ? new BlockedFactorization(g, work) : null;
    this.nullity = k - (this.factors?.rank ?? 0);
  }

  private inverse(r: Poly): Poly {
    return ringFoldInverse(this.S, this.dInverse, this.cross, r);
  }

  /** U for the seam's unknowns z (bit t: press t) over the particular answer `base` (null: none). */
  private first(base: Poly | null, z: Uint32Array): Uint32Array {
    const { ring, stride } = this.chase;
    const u = base ? base.clone(ring + 64) : new Poly(ring + 64);
    this.seamAnswers.forEach((q, t) => {
      if (getBit(z, t)) u.addShifted(q);
    });
    return rowOf(u, stride);
  }

  /**
   * Presses for the cover's lights, or null when there are none.
   *
   * @param cover The lifted lights (m cover rows; the first m/2 are read).
   */
  solve(cover: Board): Board | null {
    const { chase, presses } = this;
    const zero = new Uint32Array(chase.stride);
    const rows = new Board(Math.ceil(chase.fold.m / 2), chase.ring);
    const base = this.inverse(this.S.fromRow(chase.chase(cover, 0, zero, zero, null, null, rows).parts[0]!));
    const rhs = new Uint32Array(wordsFor(presses.length + 1));
    presses.forEach((p, t) => {
      if (base.coefficient(p)) rhs[t >>> 5]! |= 1 << (t & 31);
    });
    const z = this.factors ? this.factors.solve(rhs) : rhs;
    return z && pressesOver(chase, rows, this.first(base, z));
  }

  /** The quiet patterns, a basis, made on demand. */
  quiet(): Array<() => Board> {
    return (this.factors?.kernel() ?? []).map((z) => () => pressesOf(this.chase, null, this.first(null, z)));
  }
}
