import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { CyclicRing, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { getBit, wordsFor } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { CoverLights } from './cover-rows.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { pressesOf } from './projective-presses.ts';
import { RingSolve } from './projective-ring-presses.ts';
import { badColumns, MAX_RING_FOLD_BAD_PART, type RingSplit, ringSplit } from './projective-ring-fold.ts';
import { ringFoldInverse } from './projective-ring-inverse.ts';

const built = new WeakMap<ProjectiveChase, OddRingFold | null>();

/** One of the two equations in S′: K = A + B·ρ, its split, and K's inverse on the good part. */
interface Stage {
  readonly A: Poly;
  readonly B: Poly;
  readonly split: RingSplit;
  /** e_G·D⁻¹·B·D⁻¹. */
  readonly cross: Poly;
}

/** What {@link OddRingFold.assemble} gives: U, and the right-hand sides of the two bad parts (modulo χ_B). */
interface Assembled {
  readonly u: Poly;
  readonly bad0: Poly;
  readonly bad1: Poly;
}

/**
 * The fold of the projective plane solved in its rings where c is a unit and m = 2h + 1 is odd: the residual has two
 * parts, (1 + σ)·P_h and the middle row's equation, each read on its first n cells. With S = GF(2)[s]/(s²ⁿ + 1) and
 * S′ = GF(2)[s]/(sⁿ + 1) (σ = 1 there; ρ the reflection p ↦ n − 1 − p), the first n cells of (1 + σ)·Y are Y in S′, so
 * part 0 reads K₀·U′ = R₀ in S′ with U′ = U in S′ and K₀ = A₀ + B₀·ρ (A₀, B₀ the chases' P_h in S′). Then
 * U = ι(U′) + (1 + σ)·V (ι: U′ on the first n cells), and part 1, whose first n cells are those of L₁·ι(U′) + R₁
 * plus K₁·V in S′ (K₁ = L₁ in S′), gives V. Each of K₀ and K₁ is inverted as in `projective-ring-fold.ts` on the
 * good part of its D and leaves e_B·u on its bad part; the unknowns u₀, u₁ and the seam's k presses form one small
 * system (u₀ reaches part 1 through ι(U′)).
 */
export class OddRingFold {
  readonly nullity: number;
  private readonly whole: CyclicRing;
  private readonly half: CyclicRing;
  private readonly stages: readonly [Stage, Stage];
  /** L₁'s A and B in S. */
  private readonly a1: Poly;
  private readonly b1: Poly;
  private readonly presses: number[];
  /** U for each press's seam (u₀ = u₁ = 0). */
  private readonly seamAnswers: Poly[];
  private readonly factors: BlockedFactorization | null;

  /** The odd ring fold of a chase (see the class comment), built once per chase; null where it does not apply. */
  static of(chase: ProjectiveChase, work?: WorkOptions): OddRingFold | null {
    if (built.has(chase)) return built.get(chase)!;
    const made = chase.beta === 0 && chase.fold.m % 2 === 1 && chase.divisions >= 1 ? OddRingFold.make(chase, work) : null;
    built.set(chase, made);
    return made;
  }

  private static make(chase: ProjectiveChase, work?: WorkOptions): OddRingFold | null {
    const { stride, ring } = chase;
    const zero = new Uint32Array(stride);
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    const pa = chase.chase(null, 0, zero, unit, null, null, null).parts;
    const pb = chase.chase(null, 0, unit, zero, null, null, null).parts;
    const whole = new CyclicRing(ring);
    const half = new CyclicRing(ring / 2);
    const a1 = whole.fromRow(pa[1]!);
    const b1 = whole.fromRow(pb[1]!);
    const first = stageOf(half, half.fromRow(pa[0]!), half.fromRow(pb[0]!));
    const second = stageOf(half, half.reduce(a1), half.reduce(b1));
    if (!first || !second || first.split.bad.degree + second.split.bad.degree > MAX_RING_FOLD_BAD_PART) return null;
    return new OddRingFold(chase, whole, half, [first, second], a1, b1, work);
  }

  private constructor(
    readonly chase: ProjectiveChase,
    whole: CyclicRing,
    half: CyclicRing,
    stages: [Stage, Stage],
    a1: Poly,
    b1: Poly,
    work?: WorkOptions,
  ) {
    const { stride } = chase;
    this.whole = whole;
    this.half = half;
    this.stages = stages;
    this.a1 = a1;
    this.b1 = b1;
    this.presses = [...new Set(chase.fold.presses)];
    const zero = new Uint32Array(stride);
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    const seams = this.presses.map((p) => this.assemble(chase.chase(null, 0, zero, zero, chase.start(chase.rotate(unit, p)).seam, null, null).parts, null, null));
    this.seamAnswers = seams.map((a) => a.u);
    const [d0, d1] = stages.map((st) => Math.max(0, st.split.bad.degree)) as [number, number];
    const k = this.presses.length;
    const size = d0 + d1 + k;
    const g = new BitMatrix(size, size);
    const flip = (row: number, col: number): void => {
      g.words[row * g.stride + (col >>> 5)]! ^= 1 << (col & 31);
    };
    const place = (row: number, col: number, p: Poly): void => {
      for (let i = 0; i <= p.degree; i++) if (p.coefficient(i)) flip(row + i, col);
    };
    const atPresses = (col: number, u: Poly): void => this.presses.forEach((p, t) => u.coefficient(p) && flip(d0 + d1 + t, col));
    // u₀: K₀ on χ_B₀, its reach into part 1's bad part, and U at the presses
    badColumns(stages[0].split, stages[0].A, stages[0].B, (j, column) => {
      if ((j & 63) === 0) work?.signal?.throwIfAborted();
      for (let i = 0; i < d0; i++) if (getBit(column, i)) flip(i, j);
      const a = this.assemble(null, Poly.monomial(j), null);
      place(d0, j, a.bad1);
      atPresses(j, a.u);
    });
    // u₁: K₁ on χ_B₁; U = (1 + σ)·ι(e_B₁·sʲ)
    badColumns(stages[1].split, stages[1].A, stages[1].B, (j, column) => {
      for (let i = 0; i < d1; i++) if (getBit(column, i)) flip(d0 + i, d0 + j);
      atPresses(d0 + j, this.assemble(null, null, Poly.monomial(j)).u);
    });
    seams.forEach((a, t) => {
      place(0, d0 + d1 + t, a.bad0);
      place(d0, d0 + d1 + t, a.bad1);
      atPresses(d0 + d1 + t, a.u);
      flip(d0 + d1 + t, d0 + d1 + t);
    });
    this.factors = size > 0 ? new BlockedFactorization(g, work) : null;
    this.nullity = size - (this.factors?.rank ?? 0);
  }

  /** True where a D is not a unit on the whole of S′ (a bad part in the system). */
  get hasBadPart(): boolean {
    return this.stages.some((st) => st.split.bad.degree > 0);
  }

  /**
   * U from a chase's residual parts (null: none) and the bad parts' unknowns u₀, u₁ (null: 0), with the right-hand
   * sides left on the bad parts: U′ = K₀⁻¹·R₀ + e_B₀·u₀, V = K₁⁻¹·x + e_B₁·u₁ (x the first n cells of
   * L₁·ι(U′) + R₁), U = ι(U′) + (1 + σ)·ι(V).
   */
  private assemble(parts: readonly Uint32Array[] | null, u0: Poly | null, u1: Poly | null): Assembled {
    const { whole, half, stages } = this;
    const n = half.size;
    const r0 = parts ? half.fromRow(parts[0]!) : new Poly();
    const [first, second] = stages;
    const uPrime = ringFoldInverse(half, first.split.dInverse, first.cross, r0);
    if (u0) uPrime.addShifted(half.mul(first.split.eB, u0));
    const spread = uPrime.clone(whole.size + 64);
    const x = whole.mul(this.a1, spread).addShifted(whole.mul(this.b1, whole.reflect(spread)));
    if (parts) x.addShifted(whole.fromRow(parts[1]!));
    const x1 = half.fromRow(rowOf(x, wordsFor(whole.size)));
    const v = ringFoldInverse(half, second.split.dInverse, second.cross, x1);
    if (u1) v.addShifted(half.mul(second.split.eB, u1));
    const u = spread.addShifted(v).addShifted(v, n);
    return { u, bad0: reduced(r0, first.split.bad), bad1: reduced(x1, second.split.bad) };
  }

  /** The unknowns' bits from `from` (count bits) as a polynomial. */
  private static bits(x: Uint32Array, from: number, count: number): Poly | null {
    if (count === 0) return null;
    const p = new Poly(count + 32);
    for (let j = 0; j < count; j++) if (getBit(x, from + j)) p.words[j >>> 5]! |= 1 << (j & 31);
    return p.normalize();
  }

  /** U for the system's unknowns x (u₀, u₁, z) over the lights' parts (null: none). */
  private firstRow(parts: readonly Uint32Array[] | null, x: Uint32Array): Uint32Array {
    const [d0, d1] = this.stages.map((st) => Math.max(0, st.split.bad.degree)) as [number, number];
    const u = this.assemble(parts, OddRingFold.bits(x, 0, d0), OddRingFold.bits(x, d0, d1)).u;
    this.seamAnswers.forEach((q, t) => {
      if (getBit(x, d0 + d1 + t)) u.addShifted(q);
    });
    return rowOf(u, this.chase.stride);
  }

  /**
   * Presses for the cover's lights, or null when there are none.
   *
   * @param lights The lifted lights (m cover rows; the first ⌈m/2⌉ are read), or the board's (`CoverLights`: lifted where read).
   */
  solve(lights: Board | CoverLights): Board | null {
    const { chase, presses } = this;
    const run = new RingSolve(chase, lights);
    const { parts } = run.lightsChase();
    const base = this.assemble(parts, null, null);
    const [d0, d1] = this.stages.map((st) => Math.max(0, st.split.bad.degree)) as [number, number];
    const rhs = new Uint32Array(wordsFor(d0 + d1 + presses.length + 1));
    const set = (i: number): void => {
      rhs[i >>> 5]! |= 1 << (i & 31);
    };
    for (let i = 0; i <= base.bad0.degree; i++) if (base.bad0.coefficient(i)) set(i);
    for (let i = 0; i <= base.bad1.degree; i++) if (base.bad1.coefficient(i)) set(d0 + i);
    presses.forEach((p, t) => base.u.coefficient(p) && set(d0 + d1 + t));
    const x = this.factors ? this.factors.solve(rhs) : rhs;
    return x && run.presses(this.firstRow(parts, x));
  }

  /** The quiet patterns, a basis, made on demand. */
  quiet(): Array<() => Board> {
    return (this.factors?.kernel() ?? []).map((x) => () => pressesOf(this.chase, null, this.firstRow(null, x)));
  }
}

/** p modulo χ (0 where χ = 1). */
function reduced(p: Poly, chi: Poly): Poly {
  return chi.degree <= 0 ? new Poly() : polyModInPlace(p.clone(Math.max(p.degree, chi.degree) + 64), chi);
}

/** A stage's split and inverse where A and B are bar-invariant, else null. */
function stageOf(ring: CyclicRing, A: Poly, B: Poly): Stage | null {
  if (!ring.isSymmetric(A) || !ring.isSymmetric(B)) return null;
  const split = ringSplit(ring, A, B);
  return split && { A, B, split, cross: ring.mul(ring.mul(split.dInverse, B), split.dInverse) };
}
