import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { CyclicRing, divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { cyclicInverse, modulusPrimeTo } from '../../gf2/cyclic-units.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyExactDiv, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyXgcdMod } from '../../gf2/poly-gcd.ts';
import { getBit, wordsFor } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { CoverLights } from './cover-rows.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { pressesOf } from './projective-presses.ts';
import { RingSolve } from './projective-ring-presses.ts';
import { rowOperators } from './projective-residual.ts';
import { ringFoldInverse } from './projective-ring-inverse.ts';
import { moveRow, symmetricImages } from './projective-ring-symmetry.ts';

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

/** The largest bad part χ_B (where D is not a unit) taken, in degree: its system has deg χ_B + k unknowns. */
export const MAX_RING_FOLD_BAD_PART = 512;

/** A ring split for L = A + B·ρ by D = A + B: the good part χ_G (D a unit) and the bad part χ_B. */
export interface RingSplit {
  readonly good: Poly;
  readonly bad: Poly;
  /** e_B (0 where χ_B = 1). */
  readonly eB: Poly;
  /** e_G·D⁻¹ (D⁻¹ modulo χ_G; 0 where χ_G = 1). */
  readonly dInverse: Poly;
}

/**
 * The split of S for L = A + B·ρ (A, B bar-invariant), or null where χ_B is past {@link MAX_RING_FOLD_BAD_PART}
 * or not self-reciprocal (then ρ would not keep the parts).
 */
export function ringSplit(S: CyclicRing, A: Poly, B: Poly): RingSplit | null {
  const D = A.clone(S.size + 64).addShifted(B);
  const good = modulusPrimeTo(S, D);
  const bad = polyExactDiv(S.modulus, good);
  if (bad.degree > MAX_RING_FOLD_BAD_PART) return null;
  const eB = bad.degree > 0 ? S.idempotent(bad) : new Poly();
  if (!S.isSymmetric(eB)) return null;
  if (good.degree <= 0) return { good, bad, eB, dInverse: new Poly() };
  // D prime to the whole ring: its inverse in S, lifted from s^q + 1 (`cyclic-units.ts`)
  const inverse = good.degree === S.size ? unitInverse(S, D) : polyXgcdMod(polyModInPlace(D.clone(Math.max(D.degree, good.degree) + 64), good), good).inverse;
  return { good, bad, eB, dInverse: bad.degree > 0 ? S.mul(S.idempotent(good), inverse) : inverse };
}

/** u⁻¹ in S for a u known to be a unit (c where β = 0; D prime to sᴺ + 1). */
export function unitInverse(S: CyclicRing, u: Poly): Poly {
  const inverse = cyclicInverse(S, u);
  if (!inverse) throw new Error('internal error: the inverse of an element that is not a unit of the ring');
  return inverse;
}

/** Column j of L on χ_B (u = sʲ): `each(j, row)` with sʲ·A + s^{−1−j}·B modulo χ_B, j = 0 … deg χ_B − 1. */
export function badColumns(split: RingSplit, A: Poly, B: Poly, each: (j: number, column: Uint32Array) => void): void {
  const { bad } = split;
  const d = bad.degree;
  const words = wordsFor(d + 1);
  const chi = rowOf(bad, words);
  const reduce = (p: Poly): Uint32Array => rowOf(polyModInPlace(p.clone(Math.max(p.degree, d) + 64), bad), words);
  const up = reduce(A);
  const down = reduce(B);
  divideByS(down, chi);
  const column = new Uint32Array(words);
  for (let j = 0; j < d; j++) {
    for (let w = 0; w < words; w++) column[w] = up[w]! ^ down[w]!;
    each(j, column);
    multiplyByS(up, chi, d);
    divideByS(down, chi);
  }
}

const built = new WeakMap<ProjectiveChase, RingFold | null>();

/**
 * The fold of the projective plane solved in its ring, without the dense fold system, where c is a unit on the
 * ring S = GF(2)[s]/(s²ⁿ + 1) and m is even (one residual part of 2n bits). Chasing is then linear over S, so the
 * residual of a chase from (P₋₁, P₀) = (ρU, U) is L(U) = A·U + B·ρU plus the seam's columns Σₜ Uₚₜ·Cₜ, with
 * A and B the residuals of the chases from (0, 1) and (1, 0). Where A and B are bar-invariant they commute with ρ,
 * and L = D + B·N with D = A + B and N = 1 + ρ, N² = 0 (ρ² = 1, characteristic 2): from L·U = R, N·U = D⁻¹·N·R,
 * so U = D⁻¹·R + D⁻¹·B·D⁻¹·N·R wherever D is a unit — two products a solve. S splits by the CRT into the good
 * part χ_G (D a unit; D⁻¹ modulo χ_G, times its idempotent) and the bad part χ_B (D's primes to full
 * multiplicity, self-reciprocal as D is bar-invariant, so ρ keeps both parts): on χ_G U is those products, on χ_B
 * it is e_B·u with u of degree below deg χ_B, whose column sʲ is sʲ·A + s^{−1−j}·B modulo χ_B. The seam's k presses
 * are k more unknowns zₜ = U at press t: a system of deg χ_B + k unknowns, whose nullity is the board's. The
 * seam's lights sₜ of row 0 give P₁ = c⁻¹·sₜ, as the start (c⁻¹·sₜ, 0) does, so Cₜ = B·c⁻¹·sₜ (no chase).
 */
export class RingFold {
  readonly nullity: number;
  private readonly S: CyclicRing;
  /** e_G·D⁻¹ (D⁻¹ modulo χ_G), and e_G·D⁻¹·B·D⁻¹. */
  private readonly dInverse: Poly;
  private readonly cross: Poly;
  /** χ_B (1 where D is a unit) and e_B (0 then). */
  private readonly bad: Poly;
  private readonly eB: Poly;
  private readonly presses: number[];
  /** L_G⁻¹·Cₜ, one per press. */
  private readonly seamAnswers: Poly[];
  /** The system in (u, z), deg χ_B + k unknowns (null when there are none). */
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
    const parts = ringSplit(S, A, B);
    if (!parts || parts.good.degree <= 0) return null;
    work?.signal?.throwIfAborted();
    // c is a unit (β = 0): the seam's lights s of row 0 leave what a start (c⁻¹·s, 0) leaves, B·c⁻¹·s
    const c = unitInverse(S, rowOperators(chase.fold, S).c);
    return new RingFold(chase, operator, parts, S.mul(B, c), work);
  }

  private constructor(
    readonly chase: ProjectiveChase,
    { S, A, B }: FoldOperator,
    parts: RingSplit,
    seamFactor: Poly,
    work?: WorkOptions,
  ) {
    const { stride, ring } = chase;
    this.S = S;
    this.dInverse = parts.dInverse;
    this.bad = parts.bad;
    this.eB = parts.eB;
    this.cross = S.mul(S.mul(this.dInverse, B), this.dInverse);
    this.presses = [...new Set(chase.fold.presses)];
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    // Cₜ = B·c⁻¹·sₜ and its answer L_G⁻¹·Cₜ, moved from an earlier press's where sₜ is its image under σ, ρ or σρ
    // (`projective-ring-symmetry.ts`: they commute with B·c⁻¹ when it is bar-invariant, and with L_G⁻¹)
    const lights = this.presses.map((p) => chase.start(chase.rotate(unit, p)).seam);
    const images = S.isSymmetric(seamFactor) ? symmetricImages(lights, ring) : lights.map(() => null);
    const seams: Poly[] = [];
    const answers: Poly[] = [];
    lights.forEach((row, t) => {
      const image = images[t];
      const moved = (p: Poly): Poly => S.fromRow(moveRow(rowOf(p, stride), ring, image!.g));
      seams.push(image ? moved(seams[image.from]!) : S.mul(seamFactor, S.fromRow(row)));
      answers.push(image ? moved(answers[image.from]!) : this.inverse(seams[t]!));
    });
    this.seamAnswers = answers;
    const dB = Math.max(0, this.bad.degree);
    const k = this.presses.length;
    const g = new BitMatrix(dB + k, dB + k);
    const flip = (row: number, col: number): void => {
      g.words[row * g.stride + (col >>> 5)]! ^= 1 << (col & 31);
    };
    if (dB > 0) {
      // on χ_B, column j (u = sʲ): sʲ·A + s^{−1−j}·B, and the seam's Cₜ
      badColumns(parts, A, B, (j, column) => {
        if ((j & 63) === 0) work?.signal?.throwIfAborted();
        for (let i = 0; i < dB; i++) if (getBit(column, i)) flip(i, j);
      });
      seams.forEach((c, t) => {
        const r = this.reduced(c);
        for (let i = 0; i <= r.degree; i++) if (r.coefficient(i)) flip(i, dB + t);
      });
    }
    // zₜ = U at press t: U = L_G⁻¹·(R + Σₛ zₛ·Cₛ) + e_B·u
    this.presses.forEach((p, t) => {
      flip(dB + t, dB + t);
      this.seamAnswers.forEach((q, s) => q.coefficient(p) && flip(dB + t, dB + s));
      for (let j = 0; j < dB; j++) if (this.eB.coefficient((p - j + ring) % ring)) flip(dB + t, j);
    });
    this.factors = dB + k > 0 ? new BlockedFactorization(g, work) : null;
    this.nullity = dB + k - (this.factors?.rank ?? 0);
  }

  /** True where D is not a unit on the whole ring (a bad part χ_B in the system). */
  get hasBadPart(): boolean {
    return this.bad.degree > 0;
  }

  /** p modulo χ_B. */
  private reduced(p: Poly): Poly {
    return polyModInPlace(p.clone(Math.max(p.degree, this.bad.degree) + 64), this.bad);
  }

  private inverse(r: Poly): Poly {
    return ringFoldInverse(this.S, this.dInverse, this.cross, r);
  }

  /** U for the system's unknowns x (u, then z) over the good part's answer `base` (null: none). */
  private first(base: Poly | null, x: Uint32Array): Uint32Array {
    const { ring, stride } = this.chase;
    const dB = Math.max(0, this.bad.degree);
    const u = base ? base.clone(ring + 64) : new Poly(ring + 64);
    this.seamAnswers.forEach((q, t) => {
      if (getBit(x, dB + t)) u.addShifted(q);
    });
    if (dB > 0) {
      const low = new Poly(dB + 32);
      for (let j = 0; j < dB; j++) if (getBit(x, j)) low.words[j >>> 5]! |= 1 << (j & 31);
      u.addShifted(this.S.mul(this.eB, low.normalize()));
    }
    return rowOf(u, stride);
  }

  /**
   * Presses for the cover's lights, or null when there are none.
   *
   * @param lights The lifted lights (m cover rows; the first m/2 are read), or the board's (`CoverLights`: lifted where read).
   */
  solve(lights: Board | CoverLights): Board | null {
    const { chase, presses } = this;
    const run = new RingSolve(chase, lights);
    const residual = this.S.fromRow(run.lightsChase().parts[0]!);
    const base = this.inverse(residual);
    const dB = Math.max(0, this.bad.degree);
    const rhs = new Uint32Array(wordsFor(dB + presses.length + 1));
    if (dB > 0) {
      const r = this.reduced(residual);
      for (let i = 0; i <= r.degree; i++) if (r.coefficient(i)) rhs[i >>> 5]! |= 1 << (i & 31);
    }
    presses.forEach((p, t) => {
      if (base.coefficient(p)) rhs[(dB + t) >>> 5]! |= 1 << ((dB + t) & 31);
    });
    const x = this.factors ? this.factors.solve(rhs) : rhs;
    return x && run.presses(this.first(base, x));
  }

  /** The quiet patterns, a basis, made on demand. */
  quiet(): Array<() => Board> {
    return (this.factors?.kernel() ?? []).map((x) => () => pressesOf(this.chase, null, this.first(null, x)));
  }
}
