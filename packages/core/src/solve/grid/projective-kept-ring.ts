import { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { sideRing } from './bilinear.ts';
import { GoodSplits } from './projective-good-split.ts';
import { foldResidual } from './projective-residual.ts';
import { ResidualSteps, type SteppedResidual } from './projective-residual-steps.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * What the structured nullity of the projective fold (`projective-nullity.ts`) takes from its ring only: S, χ₁ and
 * χ₂, the seam's presses and corrections, the idempotents of χ₁ and χ₂, and the residual stepped along the chased
 * side (`projective-residual-steps.ts`), and the splits of χ₁ into good and bad parts met so far. A table keeps one per (orientation, ring) for its folds of `SEAM_ROWS` rows
 * or more, whose seams are the ring's; one entry builds its own.
 */
export class KeptRing {
  /** The ring of 2n cells. */
  readonly S: CyclicRing;
  /** χ₁: the part of s²ⁿ + 1 where c is a unit. */
  readonly chi1: Poly;
  /** χ₂ = (s²ⁿ + 1)/χ₁. */
  readonly chi2: Poly;
  /** The seam's distinct press positions. */
  readonly presses: readonly number[];
  /** The seam's corrections Kₜ per press (elements of S). */
  readonly seams: readonly Poly[];
  /** The exponents of each Kₜ (the cells a press at the seam lights). */
  readonly lights: readonly (readonly number[])[];
  /** The good and bad parts of χ₁ by gcd(Σ, χ₁), kept (`projective-good-split.ts`). */
  readonly splits: GoodSplits;
  private e1: Poly | null = null;
  private e2: Poly | null = null;
  private steps: ResidualSteps | null = null;

  /**
   * @param fold A fold of this orientation and ring.
   * @param reduce1 A polynomial modulo χ₁, in place (a table's kept reduction); else long division.
   */
  constructor(
    private readonly fold: ProjectiveFold,
    readonly reduce1: (p: Poly) => Poly = (p) => polyModInPlace(p, this.chi1),
  ) {
    const size = 2 * fold.n;
    this.S = new CyclicRing(size);
    const side = sideRing(fold.g, size, true);
    this.chi1 = side.good;
    this.chi2 = side.bad;
    this.presses = [...new Set(fold.presses)];
    this.lights = this.presses.map((p) => fold.lights.filter((_, i) => fold.presses[i] === p));
    this.seams = this.lights.map((lights) => Poly.fromExponents(lights));
    this.splits = new GoodSplits(this.S, this.chi1, this.chi2, () => this.idempotent1());
  }

  /** The idempotent of χ₁ in S (1 modulo χ₁, 0 modulo χ₂). */
  idempotent1(): Poly {
    this.e1 ??= this.S.idempotent(this.chi1);
    return this.e1;
  }

  /** The idempotent of χ₂ in S. */
  idempotent2(): Poly {
    this.e2 ??= this.S.idempotent(this.chi2);
    return this.e2;
  }

  /**
   * The residual and the seam's corrections of the fold of length m of this ring (χ₁ of degree ≥ 1): stepped from
   * the last length asked when `stepped`, else by the closed form.
   */
  residual(m: number, stepped: boolean): SteppedResidual {
    if (stepped) {
      this.steps ??= new ResidualSteps(this.fold, this.S, this.chi1, this.seams, this.reduce1);
      return this.steps.at(m);
    }
    const residual = foldResidual({ ...this.fold, m }, this.S, this.chi1, undefined, this.reduce1);
    return { residual, corrections: this.seams.map((k) => residual.w.map((w) => this.reduce1(polyMul(w, k)))) };
  }
}
