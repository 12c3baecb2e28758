import { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { ExactDivisor } from '../../gf2/exact-divisor.ts';
import { FixedMulMod } from '../../gf2/fixed-mul-mod.ts';
import { Congruence } from '../../gf2/ring-system.ts';
import { mul, shiftDown } from '../../gf2/word-poly.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';

/**
 * fold-chase's system at the fold (`fold-chase.ts`): Φ·U ≡ w modulo χ₁, the good part's modulus, for the first row U
 * of the chase, where w is what the lights alone leave at the fold.
 */

/** Φ·U ≡ w (mod μ) for one or two generators Φ: Euclid on the column leaves one congruence and a consistency. */
export class FoldSystem {
  private readonly ops: Poly[] | null;
  readonly congruence: Congruence;
  /** Multiplication by the congruence's inverse modulo its period, with its quotient precomputed (null: period 1). */
  private readonly times: FixedMulMod | null;
  /** Division by the congruence's d in products (`exact-divisor.ts`), made on first use. */
  private byD: ExactDivisor | undefined;
  /**
   * Where μ is sⁿ + 1 (the whole ring is good, as on every ring of the cross): the inverse, as it is, taken modulo μ
   * in place of the period μ/d (any U congruent modulo the period will do, and h·(μ/d) ≡ 0), so one product and a
   * fold where {@link times} takes three.
   */
  private readonly ringInverse: Poly | null;

  /**
   * @param phi Φ: one or two generators (what a unit first row leaves at the fold).
   * @param mu The modulus μ (χ₁, the good part's).
   */
  constructor(
    phi: readonly Poly[],
    private readonly mu: Poly,
  ) {
    if (phi.length === 1) {
      this.ops = null;
      this.congruence = new Congruence(phi[0]!, mu);
      [this.times, this.ringInverse] = this.multipliers();
      return;
    }
    // [p; q] → [gcd; 0] by unimodular row operations; keep the first row of the product, [α, β]
    let [p, q] = phi.map((x) => polyModInPlace(x.clone(mu.degree + 64), mu)) as [Poly, Poly];
    let ops: [Poly[], Poly[]] = [[Poly.monomial(0), new Poly()], [new Poly(), Poly.monomial(0)]];
    while (!q.isZero()) {
      const { quotient, remainder } = polyDivMod(p, q);
      ops = [ops[1], ops[0].map((x, j) => polyMul(quotient, ops[1][j]!).addShifted(x))];
      [p, q] = [q, remainder];
    }
    this.ops = [...ops[0], ...ops[1]];
    this.congruence = new Congruence(p, mu);
    [this.times, this.ringInverse] = this.multipliers();
  }

  /** {@link times} and {@link ringInverse}. */
  private multipliers(): [FixedMulMod | null, Poly | null] {
    const { period, inverse } = this.congruence;
    if (period.degree <= 0) return [null, null];
    return [new FixedMulMod(inverse, period), isBinomial(this.mu) ? inverse : null];
  }

  /** q times the congruence's inverse, modulo the period or (where it is sⁿ + 1) modulo μ. */
  private timesInverse(q: Poly): Poly {
    if (!this.ringInverse) return this.times!.times(q);
    const n = this.mu.degree;
    const product = mul(q, this.ringInverse);
    const high = shiftDown(product, n);
    const words = wordsFor(n);
    const out = new Poly(n);
    for (let k = 0; k < words; k++) out.words[k] = (product.words[k] ?? 0) ^ (high.words[k] ?? 0);
    out.words[words - 1]! &= tailMask(n);
    return out.normalizeFrom(n - 1);
  }

  /**
   * The congruence's particular solution (as `Congruence.solve`: u₀ = (h/d)⁻¹·(w/d) modulo μ/d), the product by the
   * fixed inverse in three word products (`fixed-mul-mod.ts`) and w/d in two (`exact-divisor.ts`), in place of two
   * divisions and a product.
   */
  private particular(w: Poly): Poly | null {
    if (!this.times) return this.congruence.dMod.divide(w).remainder.isZero() ? new Poly() : null;
    if (this.congruence.d.degree === 0) return this.timesInverse(w); // d = 1 (nullity 0): w/d = w, no division
    this.byD ??= new ExactDivisor(this.congruence.d);
    const quotient = this.byD.quotient(w);
    return quotient && this.timesInverse(quotient);
  }

  /** Dimension of the solutions of Φ·U ≡ 0. */
  get nullity(): number {
    return this.congruence.d.degree;
  }

  /** Some U with Φ·U ≡ w, or null when none exists. */
  solve(w: readonly Poly[]): Poly | null {
    const mod = (x: Poly): Poly => polyModInPlace(x, this.mu);
    if (!this.ops) return this.particular(mod(w[0]!.clone()));
    const [a, b, c, d] = this.ops as [Poly, Poly, Poly, Poly];
    if (!mod(polyMul(c, w[0]!).addShifted(polyMul(d, w[1]!))).isZero()) return null;
    return this.particular(mod(polyMul(a, w[0]!).addShifted(polyMul(b, w[1]!))));
  }
}

/** Whether p is sⁿ + 1 for some n ≥ 1. */
function isBinomial(p: Poly): boolean {
  const n = p.degree;
  if (n < 1 || (p.words[0]! & 1) === 0) return false;
  for (let k = 0; k <= n >>> 5; k++) if (p.words[k] !== ((k === 0 ? 1 : 0) | (k === n >>> 5 ? (1 << (n & 31)) >>> 0 : 0))) return false;
  return true;
}
