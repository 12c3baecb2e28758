import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { CyclicModulus } from '../../gf2/cyclic-modulus.ts';
import { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { popcount32, wordsFor } from '../../gf2/words.ts';
import type { WorkOptions } from '../../work.ts';
import { BarBasis } from './bar-basis.ts';
import { barSolve } from './bar-smith.ts';
import { evVanishing, insertReduced, pressCells } from './projective-bar-presses.ts';
import { sideRing } from './bilinear.ts';
import { type NilpotentPart, nilpotentPart } from './projective-band.ts';
import type { NilpotentChains } from './projective-band-chain.ts';
import { echelonRank } from './echelon-rank.ts';
import { PathSteps } from './projective-path-steps.ts';
import { type FoldResidual, foldResidual } from './projective-residual.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * The nullity of the folded projective plane from the 2 × 2 matrices of its residual over the bar-invariant ring,
 * for tables: the same unknowns as `projective-nullity.ts` (U on S₁, z at the seam's presses, y₀ on S₂), but U on
 * the whole of S₁ = T ⊕ T·s (`bar-basis.ts`) instead of split into a good part forced by z and a bad part
 * eliminated bit by bit. Each part's residual Eᵢ(U) = Xᵢ·U + Yᵢ·ρU is T-linear, so the parts stacked are a
 * (2·parts) × 2 matrix A over T, and the small system's left kernel {(U, z, y₀) : A·U = Σₜ zₜ·Cₜ, U at the presses
 * = z + y₀ at the presses, S₂'s equations in (y₀, z)} has dimension
 *   dim ker A − dim ev(ker A) + dim W,
 * W the (z, y₀) for which A·U = Σ zₜ·Cₜ is solvable (`bar-smith.ts`: residues) by some U whose cells at the presses
 * match up to ev(ker A). That is a system of k + d₂ rows (k ≤ 4 presses, d₂ = deg χ₂, small unless n has a large
 * power of 2) with ev(ker A) as extra rows: nullity = free + dim ker A + k + d₂ − its rank. Per entry this costs a few
 * gcds and products of degree n, where the bad part's elimination cost (2n)³/32 bit operations (Moore on 3 | n and
 * diagonal-nc, whose bad part is the whole ring). What depends on the ring only (χ₁, χ₂, their idempotents, the
 * table of T-coordinates, the presses' functionals, the path polynomials' steps) is kept per ring.
 */

/** The longest ring (2n cells) taken here; the table of T-coordinates is 2n × n bits. Longer rings are asked of `projectiveNullity`. */
export const MAX_BAR_RING = 4096;

/** What a table keeps per (orientation, ring): see the file comment. Built lazily, as most entries of some rules never come here. */
export class BarRing {
  readonly S: CyclicRing;
  readonly chi1: Poly;
  readonly chi2: Poly;
  private kept: { basis: BarBasis; e1: Poly } | null = null;
  private e2: Poly | null = null;
  private readonly forms = new Map<number, [Uint32Array, Uint32Array]>();
  private readonly sequences = new Map<number, [Poly, Poly]>();

  private modulus1: CyclicModulus | undefined;

  /** Reduction modulo χ₁ kept for the ring (byte-wise division where χ₁ is dense, `gf2/cyclic-modulus.ts`), in place. */
  reduce1(p: Poly): Poly {
    this.modulus1 ??= new CyclicModulus(this.chi1);
    return this.modulus1.reduce(p);
  }

  /** The path polynomials stepped along this ring (`projective-path-steps.ts`), when χ₁ has degree ≥ 1. */
  readonly steps: PathSteps | undefined;

  /** @param fold A fold of this orientation and ring (any length). */
  constructor(fold: ProjectiveFold) {
    const size = 2 * fold.n;
    this.S = new CyclicRing(size);
    const side = sideRing(fold.g, size, true);
    this.chi1 = side.good;
    this.chi2 = side.bad;
    this.steps = this.chi1.degree > 0 ? new PathSteps(fold.g, this.chi1) : undefined;
  }

  /** S₁ over T (χ₁ of degree ≥ 1), and S₁'s idempotent. */
  private get bar(): { basis: BarBasis; e1: Poly } {
    this.kept ??= { basis: new BarBasis(this.chi1), e1: this.S.idempotent(this.chi1) };
    return this.kept;
  }

  private asked = 0;

  /**
   * True from the second large bad part this ring is asked for: building S₁ over T (its table, idempotent and
   * functionals) costs about as much as one elimination, so a ring that meets one such entry keeps the elimination.
   */
  takes(): boolean {
    return ++this.asked >= 2;
  }

  /** The bytes kept for S₁ over T (what {@link release} frees). */
  get bytes(): number {
    return this.kept ? this.kept.basis.bytes + 8 * this.forms.size * this.kept.basis.d + 8 * this.sequences.size * this.kept.basis.d : 0;
  }

  /** Frees S₁'s T-coordinates and functionals (rebuilt when next asked), for a table past its budget. */
  release(): void {
    this.kept = null;
    this.forms.clear();
    this.sequences.clear();
  }

  /** T-coordinates on S₁ (χ₁ of degree ≥ 1). */
  get basis(): BarBasis {
    return this.bar.basis;
  }

  /** The functional U ↦ (cell p of U lifted to S) on S₁, in T-coordinates. */
  form(p: number): [Uint32Array, Uint32Array] {
    let f = this.forms.get(p);
    if (!f) {
      const { basis, e1 } = this.bar;
      const bits = this.chi1.degree;
      const onS = new Uint32Array(wordsFor(bits + 1));
      for (let j = 0; j < bits; j++) if (e1.coefficient((p - j + this.S.size) % this.S.size)) onS[j >>> 5]! |= 1 << (j & 31);
      f = basis.functional(onS);
      this.forms.set(p, f);
    }
    return f;
  }

  /**
   * The functional of {@link form} as the reversed sequences of its two rows (`BarBasis.reversedSequence`): for N in
   * T, N·τ₀ and N·τ₁ give the cell p of xᵃ·N and of xᵃ·N·s at coefficient 2d − 2 − a.
   */
  sequence(p: number): [Poly, Poly] {
    let q = this.sequences.get(p);
    if (!q) {
      const [f0, f1] = this.form(p);
      q = [this.basis.reversedSequence(f0), this.basis.reversedSequence(f1)];
      this.sequences.set(p, q);
    }
    return q;
  }

  /** Cell p of e₂·sʲ (y₀'s basis element j on S₂; χ₂ of degree ≥ 1). */
  cellOnS2(p: number, j: number): number {
    this.e2 ??= this.S.idempotent(this.chi2);
    return this.e2.coefficient((p - j + this.S.size) % this.S.size);
  }
}

/** What `projective-nullity.ts` computes of an entry before its small system, and this file needs too. */
export interface FoldPieces {
  /** The seam's distinct presses. */
  readonly presses: readonly number[];
  /** K·e_p for each press. */
  readonly seams: readonly Poly[];
  /** What S₂'s band elimination left. */
  readonly nilpotent: NilpotentPart;
  /** The residual on S₁ (absent when χ₁ has degree 0). */
  readonly residual: FoldResidual | null;
}

/**
 * The nullity of the fold (ring 2n ≤ {@link MAX_BAR_RING}), or null where S₂'s band elimination declines.
 *
 * @param fold The projective plane folded (`projectiveFold`).
 * @param ring What is kept for the fold's orientation and ring.
 * @param work Abort signal.
 * @param chains A table's S₂ states (`projective-band-chain.ts`); without it S₂ is eliminated as a band.
 */
export function barNullity(fold: ProjectiveFold, ring: BarRing, work?: WorkOptions, chains?: NilpotentChains): number | null {
  const { S, chi1, chi2 } = ring;
  const presses = [...new Set(fold.presses)];
  const seams = presses.map((p) => Poly.fromExponents(fold.lights.filter((_, i) => fold.presses[i] === p)));
  const nilpotent = chi2.degree > 0 ? (chains ? chains.part(fold, S, chi2, seams) : nilpotentPart(fold, S, chi2, seams)) : { d: 0, free: 0, equations: [] };
  if (!nilpotent) return null;
  work?.signal?.throwIfAborted();
  const steps = ring.steps;
  const residual = chi1.degree > 0 ? foldResidual(fold, S, chi1, steps && ((h) => steps.pair(h)), (p) => ring.reduce1(p)) : null;
  return barNullityOf(ring, { presses, seams, nilpotent, residual }, work);
}

/**
 * The nullity from an entry's pieces (see {@link barNullity}).
 *
 * @param ring What is kept for the fold's orientation and ring.
 * @param pieces The entry's presses, seams, S₂ part and residual.
 * @param work Abort signal.
 */
export function barNullityOf(ring: BarRing, pieces: FoldPieces, work?: WorkOptions): number {
  const { presses, seams, nilpotent, residual } = pieces;
  const { d: d2, equations: left } = nilpotent;
  const k = presses.length;
  let kernelDimension = 0;
  const evKernel: number[] = [];
  let residueBits: readonly number[] = [];
  let residues: ReadonlyArray<readonly Poly[]> = [];
  let pressEvs: number[] = presses.map(() => 0);
  if (residual) {
    const basis = ring.basis;
    const { x: X, y: Y, w: W } = residual;
    const psi = basis.psi;
    const x = Poly.monomial(1);
    const mul = (a: Poly, b: Poly): Poly => basis.reduceProduct(polyMul(a, b));
    const sum = (...ps: Poly[]): Poly => basis.reduce(ps.reduce((p, q) => p.clone(psi.degree + 64).addShifted(q), new Poly(psi.degree + 64)));
    // Eᵢ = mult(Xᵢ) + mult(Yᵢ)·ρ on T², mult(v₀ + v₁s) = [[v₀, v₁], [v₁, v₀ + x·v₁]], ρ = [[x, x² + 1], [1, x]]
    const matrix = X.flatMap((xi, i) => {
      const [x0, x1] = basis.pair(xi);
      const [y0, y1] = basis.pair(Y[i]!);
      const xy0 = mul(x, y0);
      return [
        [sum(x0, xy0, y1), sum(x1, mul(Poly.fromExponents([0, 2]), y0), mul(x, y1))],
        [sum(x1, y0), sum(x0, mul(x, x1), xy0, y1)],
      ];
    });
    const rhs = seams.map((seam) => W.flatMap((w) => basis.pair(ring.reduce1(polyMul(w, seam)))));
    const solved = barSolve(basis, matrix, rhs);
    const forms = presses.map((p) => ring.form(p));
    // ev(ker A): the span of the cells at the presses over the kernel's GF(2) basis xᵃ·Nᵢ (a < countᵢ), the vectors
    // (bits over the presses) orthogonal to every combination c of the presses that vanishes on the whole kernel
    const vanishing = evVanishing(solved.kernel, presses.map((p) => ring.sequence(p)), psi.degree);
    for (const { count } of solved.kernel) kernelDimension += count;
    for (let v = 1; v < 1 << k; v++) if (vanishing.every((c) => (popcount32(v & c) & 1) === 0)) insertReduced(evKernel, v);
    residueBits = solved.residueBits;
    residues = solved.residues;
    pressEvs = solved.solutions.map((u) => pressCells(u, forms));
  }
  // rows: z (k), y₀ (d₂), ev(ker A); columns: S₂'s equations, the residues, the cells at the presses
  const residueWidth = residueBits.reduce((a, b) => a + b, 0);
  const rows = k + d2 + evKernel.length;
  const system = new BitMatrix(rows, left.length + residueWidth + k);
  const set = (row: number, col: number): void => {
    system.words[row * system.stride + (col >>> 5)]! ^= 1 << (col & 31);
  };
  const cells = (row: number, bits: number): void => {
    for (let t = 0; t < k; t++) if ((bits >>> t) & 1) set(row, left.length + residueWidth + t);
  };
  for (let t = 0; t < k; t++) {
    left.forEach((eq, i) => (eq.z >>> t) & 1 && set(t, i));
    let at = left.length;
    residues[t]?.forEach((r, slot) => {
      for (let b = 0; b <= r.degree; b++) if (r.coefficient(b)) set(t, at + b);
      at += residueBits[slot]!;
    });
    cells(t, pressEvs[t]! ^ (1 << t));
  }
  for (let j = 0; j < d2; j++) {
    left.forEach((eq, i) => (eq.y0[j >>> 5]! >>> (j & 31)) & 1 && set(k + j, i));
    cells(k + j, presses.reduce((bits, p, t) => bits | (ring.cellOnS2(p, j) << t), 0));
  }
  evKernel.forEach((v, i) => cells(k + d2 + i, v));
  return nilpotent.free + kernelDimension + k + d2 - echelonRank(system, work);
}
