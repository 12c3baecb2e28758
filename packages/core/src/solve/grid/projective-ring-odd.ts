import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { CyclicRing, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly, polyXgcdMod } from '../../gf2/poly.ts';
import { getBit, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { pressesOf, pressesOver } from './projective-presses.ts';
import { ringFoldInverse } from './projective-ring-fold.ts';

const built = new WeakMap<ProjectiveChase, OddRingFold | null>();

/** L = A + B·ρ on a ring, inverted as in `projective-ring-fold.ts` where D = A + B is a unit. */
interface RingInverse {
  readonly ring: CyclicRing;
  readonly dInverse: Poly;
  readonly cross: Poly;
}

/**
 * The fold of the projective plane solved in its rings where c is a unit and m = 2h + 1 is odd: the residual has two
 * parts, (1 + σ)·P_h and the middle row's equation, each read on its first n cells. With S = GF(2)[s]/(s²ⁿ + 1) and
 * S′ = GF(2)[s]/(sⁿ + 1) (σ = 1 there; ρ the reflection p ↦ n − 1 − p), the first n cells of (1 + σ)·Y are Y in S′, so
 * part 0 reads K₀·U′ = R₀ in S′ with U′ = U in S′ and K₀ = A₀ + B₀·ρ (A₀, B₀ the chases' P_h in S′): U′ as in
 * `projective-ring-fold.ts`. Then U = ι(U′) + (1 + σ)·V (ι: U′ on the first n cells) and part 1, whose first n cells
 * are those of L₁·ι(U′) + R₁ plus K₁·V in S′ (K₁ = L₁ in S′), gives V. Both need D = A + B a unit in S′; the seam's
 * k presses are a k × k system as there.
 */
export class OddRingFold {
  readonly nullity: number;
  private readonly whole: CyclicRing;
  private readonly first: RingInverse;
  private readonly second: RingInverse;
  /** L₁'s A and B in S. */
  private readonly a1: Poly;
  private readonly b1: Poly;
  private readonly presses: number[];
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
    const first = inverseOf(half, half.fromRow(pa[0]!), half.fromRow(pb[0]!));
    const second = inverseOf(half, half.reduce(a1), half.reduce(b1));
    work?.signal?.throwIfAborted();
    return first && second ? new OddRingFold(chase, whole, first, second, a1, b1, work) : null;
  }

  private constructor(
    readonly chase: ProjectiveChase,
    whole: CyclicRing,
    first: RingInverse,
    second: RingInverse,
    a1: Poly,
    b1: Poly,
    work?: WorkOptions,
  ) {
    const { stride } = chase;
    this.whole = whole;
    this.first = first;
    this.second = second;
    this.a1 = a1;
    this.b1 = b1;
    this.presses = [...new Set(chase.fold.presses)];
    const zero = new Uint32Array(stride);
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    this.seamAnswers = this.presses.map((p) => this.answer(chase.chase(null, 0, zero, zero, chase.start(chase.rotate(unit, p)).seam, null, null).parts));
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

  /** U with the residual parts of U's chase equal to `parts` (the two parts of a chase without U). */
  private answer(parts: readonly Uint32Array[]): Poly {
    const { whole, first, second } = this;
    const n = whole.size / 2;
    const lowered = first.ring.fromRow(parts[0]!);
    const u1 = ringFoldInverse(first.ring, first.dInverse, first.cross, lowered);
    const spread = u1.clone(whole.size + 64);
    const x = whole.mul(this.a1, spread).addShifted(whole.mul(this.b1, whole.reflect(spread))).addShifted(whole.fromRow(parts[1]!));
    const v = ringFoldInverse(second.ring, second.dInverse, second.cross, second.ring.fromRow(rowOf(x, wordsFor(whole.size))));
    return spread.addShifted(v).addShifted(v, n);
  }

  /** U over the particular answer `base` (null: none) for the seam's unknowns z. */
  private firstRow(base: Poly | null, z: Uint32Array): Uint32Array {
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
   * @param cover The lifted lights (m cover rows; the first ⌈m/2⌉ are read).
   */
  solve(cover: Board): Board | null {
    const { chase, presses } = this;
    const zero = new Uint32Array(chase.stride);
    const rows = new Board(Math.ceil(chase.fold.m / 2), chase.ring);
    const base = this.answer(chase.chase(cover, 0, zero, zero, null, null, rows).parts);
    const rhs = new Uint32Array(wordsFor(presses.length + 1));
    presses.forEach((p, t) => {
      if (base.coefficient(p)) rhs[t >>> 5]! |= 1 << (t & 31);
    });
    const z = this.factors ? this.factors.solve(rhs) : rhs;
    return z && pressesOver(chase, rows, this.firstRow(base, z));
  }

  /** The quiet patterns, a basis, made on demand. */
  quiet(): Array<() => Board> {
    return (this.factors?.kernel() ?? []).map((z) => () => pressesOf(this.chase, null, this.firstRow(null, z)));
  }
}

/** The inverse of A + B·ρ on `ring` where A and B are bar-invariant and A + B a unit, else null. */
function inverseOf(ring: CyclicRing, A: Poly, B: Poly): RingInverse | null {
  if (!ring.isSymmetric(A) || !ring.isSymmetric(B)) return null;
  const { gcd, inverse } = polyXgcdMod(A.clone(ring.size + 64).addShifted(B), ring.modulus);
  if (gcd.degree !== 0) return null;
  return { ring, dInverse: inverse, cross: ring.mul(ring.mul(inverse, B), inverse) };
}
