import { divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { wordsFor } from '../../gf2/words.ts';
import { type FoldResidual, foldResidual } from './projective-residual.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * The fold's residual (`projective-residual.ts`) and the seam's corrections Cₜᵢ = Wᵢ·Kₜ modulo χ₁ stepped along the
 * chased side, for a table that asks one ring for growing lengths m. For one parity of m every Xᵢ, Yᵢ, Wᵢ and Cₜᵢ is
 * α·F_h + β·F_{h−1} for fixed α, β (h = ⌊m/2⌋), so each obeys the path polynomials' recurrence
 * S_{h+1} = a·S_h + c²·S_{h−1}, a = g₀₀ + g₀₁·(s + s⁻¹), c² = g₁₀ + g₁₁·(s² + s⁻²): a step is a few shifts of
 * deg χ₁ bits per sequence, where the closed form costs 7 to 14 products modulo χ₁ and the corrections k per part.
 * The values at h = 0 and 1 (the formal (F₀, F₋₁) = (1, 0) and (F₁, F₀) = (a, 1)) are taken by the closed form;
 * an h below the last one asked restarts from them (a table never asks so).
 */

/** One parity's sequences at h (`now`) and h − 1 (`before`), in the order x, y, w per part, then Cₜᵢ by t then i. */
interface Walk {
  h: number;
  now: Uint32Array[];
  before: Uint32Array[];
}

/** The residual and the seam's corrections of one length (new polynomials, reduced modulo χ₁). */
export interface SteppedResidual {
  readonly residual: FoldResidual;
  /** Cₜᵢ = Wᵢ·Kₜ modulo χ₁, by press t then part i. */
  readonly corrections: readonly (readonly Poly[])[];
}

/** The residual of one ring stepped per parity of the chased side's length (see the file comment). */
export class ResidualSteps {
  private readonly words: number;
  private readonly chi: Uint32Array;
  private readonly walks: (Walk | null)[] = [null, null];
  private readonly scratch: [Uint32Array, Uint32Array];

  /**
   * @param fold A fold of this orientation and ring (any length).
   * @param S The ring of 2n cells.
   * @param chi1 χ₁ (degree ≥ 1, χ₁(0) = 1).
   * @param seams The seam's corrections Kₜ per press.
   * @param reduce A product modulo χ₁, in place.
   */
  constructor(
    private readonly fold: ProjectiveFold,
    private readonly S: CyclicRing,
    private readonly chi1: Poly,
    private readonly seams: readonly Poly[],
    private readonly reduce: (p: Poly) => Poly,
  ) {
    this.words = wordsFor(chi1.degree + 1);
    this.chi = rowOf(chi1, this.words);
    this.scratch = [new Uint32Array(this.words), new Uint32Array(this.words)];
  }

  /** The residual and corrections of the fold of length m of this ring. */
  at(m: number): SteppedResidual {
    const parity = m & 1;
    const h = m >> 1;
    let walk = this.walks[parity];
    if (!walk || walk.h > h) {
      const one = Poly.monomial(0);
      const start = (pair: [Poly, Poly]): Uint32Array[] => this.rows({ ...this.fold, m: parity }, pair);
      const a = this.reduce(this.operator(this.fold.g.g00, this.fold.g.g01).clone(this.S.size + 64));
      walk = { h: 1, before: start([one, new Poly()]), now: start([a, one.clone()]) };
      this.walks[parity] = walk;
    }
    for (; walk.h < h; walk.h++) {
      for (let i = 0; i < walk.now.length; i++) {
        const next = walk.before[i]!;
        this.step(walk.now[i]!, next);
        walk.before[i] = walk.now[i]!;
        walk.now[i] = next;
      }
    }
    const rows = h === 0 ? walk.before : walk.now;
    const polys = rows.map((r) => this.poly(r));
    const parts = parity + 1;
    const residual: FoldResidual = {
      x: polys.slice(0, parts),
      y: polys.slice(parts, 2 * parts),
      w: polys.slice(2 * parts, 3 * parts),
    };
    const corrections = this.seams.map((_, t) => polys.slice(3 * parts + t * parts, 3 * parts + (t + 1) * parts));
    return { residual, corrections };
  }

  /** The sequences' values from a path pair (F_h, F_{h−1}) by the closed form, as rows. */
  private rows(fold: ProjectiveFold, pair: [Poly, Poly]): Uint32Array[] {
    const { x, y, w } = foldResidual(fold, this.S, this.chi1, () => pair, this.reduce);
    const corrections = this.seams.flatMap((k) => w.map((wi) => this.reduce(polyMul(wi, k))));
    return [...x, ...y, ...w, ...corrections].map((p) => rowOf(p, this.words));
  }

  /** g0 + g1·(s + s⁻¹) as a polynomial of S (a or c). */
  private operator(g0: number, g1: number): Poly {
    return Poly.fromExponents([...(g0 ? [0] : []), ...(g1 ? [1, this.S.size - 1] : [])]);
  }

  /** before ← a·now + c²·before modulo χ₁, in place. */
  private step(now: Uint32Array, before: Uint32Array): void {
    const { g00, g01, g10, g11 } = this.fold.g;
    const [up, down] = this.scratch;
    // c²·before = g₁₀·before + g₁₁·(s² + s⁻²)·before, then a·now = g₀₀·now + g₀₁·(s + s⁻¹)·now
    if (g11) {
      this.shifted(before, 2, up!, down!);
      if (!g10) before.fill(0);
      this.add(before, up!, down!);
    } else if (!g10) before.fill(0);
    if (g00) this.add(before, now);
    if (g01) {
      this.shifted(now, 1, up!, down!);
      this.add(before, up!, down!);
    }
  }

  /** up ← sᵏ·v and down ← s⁻ᵏ·v modulo χ₁. */
  private shifted(v: Uint32Array, k: number, up: Uint32Array, down: Uint32Array): void {
    up.set(v);
    down.set(v);
    for (let i = 0; i < k; i++) {
      multiplyByS(up, this.chi, this.chi1.degree);
      divideByS(down, this.chi);
    }
  }

  /** into ← into + each of rows. */
  private add(into: Uint32Array, ...rows: Uint32Array[]): void {
    for (const r of rows) for (let k = 0; k < this.words; k++) into[k]! ^= r[k]!;
  }

  /** A row as a polynomial. */
  private poly(row: Uint32Array): Poly {
    const p = new Poly(32 * this.words + 64);
    p.words.set(row);
    return p.normalize();
  }
}
