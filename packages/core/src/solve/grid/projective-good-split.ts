import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyExactDiv, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyGcd, polyXgcdMod } from '../../gf2/poly-gcd.ts';
import type { WorkOptions } from '../../work.ts';

/**
 * The split of χ₁ into the good part χ_G and the bad part χ_B of the projective fold's structured nullity
 * (`projective-nullity.ts`) by g = gcd(Σ, χ₁): χ_B holds every prime of g to its full multiplicity in χ₁, χ_G the
 * rest. Everything of it depends on g and the ring only: the parts, g⁻¹ modulo χ_G (Σ⁻¹ ≡ u·g⁻¹ there, u·Σ ≡ g
 * modulo χ₁), reductions modulo each part, and the idempotents e_B and e_G of S. A table's entries of one ring meet
 * few distinct g (about 2,000 over the 45,000 entries of a 300 × 300 table, most of them g = 1 or a power of a small
 * prime), so a ring keeps its splits by g ({@link GoodSplits}) where each entry took three divisions, a gcd, an
 * extended gcd of degree deg χ_G and an idempotent (an extended gcd of degree 2n), and reduced modulo χ_B by long
 * division.
 */
export class GoodSplit {
  /** χ_G: χ₁ without the primes of g. */
  readonly good: Poly;
  /** χ_B = χ₁/χ_G. */
  readonly bad: Poly;
  /** g⁻¹ modulo χ_G (empty when χ_G = 1). */
  readonly gInverse: Poly;
  /** sʲ modulo χ_B for j ≤ deg χ₁, χ_B of degree 1 to 31 ({@link modBad}). */
  private powers: Uint32Array | undefined;
  private eB: Poly | null | undefined;
  private eG: Poly | null | undefined;

  /**
   * @param S The ring of 2n cells.
   * @param chi1 χ₁.
   * @param chi2 χ₂ = (s²ⁿ + 1)/χ₁.
   * @param e1 The idempotent of χ₁ in S (asked only where χ₂ ≠ 1).
   * @param g gcd(Σ, χ₁), of degree ≥ 0.
   * @param work Abort signal.
   */
  constructor(
    private readonly S: CyclicRing,
    private readonly chi1: Poly,
    private readonly chi2: Poly,
    private readonly e1: () => Poly,
    g: Poly,
    work?: WorkOptions,
  ) {
    if (g.degree <= 0) {
      this.good = chi1;
      this.bad = Poly.monomial(0);
      this.gInverse = new Poly();
      return;
    }
    let good = polyExactDiv(chi1, g);
    for (let shared = polyGcd(good, g, work); shared.degree > 0; shared = polyGcd(good, shared, work)) good = polyExactDiv(good, shared);
    this.good = good;
    this.bad = polyExactDiv(chi1, good);
    if (good.degree < 1) {
      this.gInverse = new Poly();
      return;
    }
    const { gcd, inverse } = polyXgcdMod(g, good);
    if (gcd.degree !== 0) throw new Error('internal error: the gcd of Σ and χ₁ not a unit modulo the good part');
    this.gInverse = inverse;
  }

  /** p modulo χ_G, in place: long division, deg χ_B steps for p reduced modulo χ₁. */
  reduceGood(p: Poly): Poly {
    return polyModInPlace(p, this.good);
  }

  /**
   * p modulo χ_B, a new polynomial (p untouched). A bad part of one word (most of them) takes the sum of sʲ mod χ_B
   * over p's terms (kept per split up to deg χ₁), where long division took a pass per coefficient of p.
   */
  modBad(p: Poly): Poly {
    const d = this.bad.degree;
    if (d >= 1 && d < 32 && p.degree <= this.chi1.degree) {
      this.powers ??= powersModulo(this.bad, this.chi1.degree + 1);
      const powers = this.powers;
      let r = 0;
      for (let k = 0; k <= p.degree >> 5; k++) {
        for (let w = p.words[k]!; w !== 0; w &= w - 1) r ^= powers[32 * k + (31 - Math.clz32(w & -w))]!;
      }
      const out = new Poly(64);
      out.words[0] = r;
      return out.normalize();
    }
    return polyModInPlace(p.clone(Math.max(p.degree, d) + 64), this.bad);
  }

  /** The idempotent e_B of S (1 modulo χ_B, 0 modulo (s²ⁿ + 1)/χ_B), or null where χ_B = 1. */
  badIdempotent(): Poly | null {
    if (this.eB === undefined) this.eB = this.bad.degree > 0 ? this.S.idempotent(this.bad) : null;
    return this.eB;
  }

  /** The good part's idempotent e_G = e₁ + e_B, or null where it is 1 (χ₂ and the bad part 1). */
  goodIdempotent(): Poly | null {
    if (this.eG === undefined) {
      const eB = this.badIdempotent();
      if (this.chi2.degree <= 0 && !eB) this.eG = null;
      else {
        const eG = this.chi2.degree > 0 ? this.e1().clone(this.S.size + 64) : Poly.monomial(0, this.S.size + 64);
        this.eG = eB ? eG.addShifted(eB) : eG;
      }
    }
    return this.eG;
  }
}

/**
 * The most splits a ring keeps (a few KB each: sʲ mod χ_B to deg χ₁, two idempotents of 2n bits); past it the ring
 * forgets them all. A 300 × 300 table's rings meet 7 on average.
 */
const MAX_SPLITS = 32;

/** One ring's splits by g (see {@link GoodSplit}). */
export class GoodSplits {
  private readonly kept = new Map<string, GoodSplit>();

  /**
   * @param S The ring of 2n cells.
   * @param chi1 χ₁.
   * @param chi2 χ₂.
   * @param e1 The idempotent of χ₁ in S.
   */
  constructor(
    private readonly S: CyclicRing,
    private readonly chi1: Poly,
    private readonly chi2: Poly,
    private readonly e1: () => Poly,
  ) {}

  /** The split by g = gcd(Σ, χ₁), kept. */
  of(g: Poly, work?: WorkOptions): GoodSplit {
    const key = g.degree <= 0 ? '1' : g.words.subarray(0, (g.degree >>> 5) + 1).join(',');
    let split = this.kept.get(key);
    if (!split) {
      if (this.kept.size >= MAX_SPLITS) this.kept.clear();
      split = new GoodSplit(this.S, this.chi1, this.chi2, this.e1, g, work);
      this.kept.set(key, split);
    }
    return split;
  }
}

/** sʲ modulo m (of degree 1 to 31), j < count, one word each. */
function powersModulo(m: Poly, count: number): Uint32Array {
  const d = m.degree;
  const out = new Uint32Array(count);
  let r = 1;
  for (let j = 0; j < count; j++) {
    out[j] = r;
    r = (r << 1) >>> 0;
    if ((r >>> d) & 1) r = (r ^ m.words[0]!) >>> 0; // s^d ≡ m − s^d
  }
  return out;
}
