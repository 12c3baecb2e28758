import { BitMatrix } from './bit-matrix.ts';
import { CyclicModulus } from './cyclic-modulus.ts';
import { type Echelon, kernelFromEchelon, reduceRowEchelon } from './eliminate.ts';
import { halfGcd } from './half-gcd.ts';
import { fromWords, Poly } from './poly.ts';
import { polyExactDiv, polyModInPlace } from './poly-division.ts';
import { polyMul } from './poly-product.ts';

/**
 * One congruence h·u ≡ w (mod μ) over GF(2)[x]: with d = gcd(h, μ), it is solvable iff d | w, and then the
 * solutions are u₀ + (μ/d)·z for z of degree < deg d, u₀ = (h/d)⁻¹·(w/d) modulo μ/d.
 */
export class Congruence {
  /** d = gcd(h, μ) (μ itself when h ≡ 0). */
  readonly d: Poly;
  /** Division by d, 8 quotient coefficients a step (right-hand sides are about as long as μ, d is often short). */
  readonly dMod: CyclicModulus;
  /** μ/d, the period of the solutions. */
  readonly period: Poly;
  /** (h/d)⁻¹ modulo the period (0 when the period is 1). */
  readonly inverse: Poly;
  /** Reduction modulo the period (null when it is 1). */
  private readonly periodMod: CyclicModulus | null = null;

  constructor(h: Poly, mu: Poly) {
    const hr = polyModInPlace(h.clone(mu.degree + 64), mu);
    if (hr.isZero()) {
      this.d = mu.clone();
      this.dMod = new CyclicModulus(this.d);
      this.period = Poly.monomial(0);
      this.inverse = new Poly();
      return;
    }
    // One extended Euclid: M·(μ, h) = (d, 0) gives M₀₁·h ≡ d (mod μ), so M₀₁·(h/d) ≡ 1 modulo μ/d.
    const { gcd, matrix } = halfGcd(mu, hr, true);
    this.d = fromWords(gcd);
    this.dMod = new CyclicModulus(this.d);
    this.period = polyExactDiv(mu, this.d);
    this.inverse = this.period.degree <= 0 ? new Poly() : polyModInPlace(fromWords(matrix![1]), this.period);
    if (this.period.degree > 0) this.periodMod = new CyclicModulus(this.period);
  }

  /** A particular solution of h·u ≡ w, or null when d ∤ w. */
  solve(w: Poly): Poly | null {
    const { quotient, remainder } = this.dMod.divide(w);
    if (!remainder.isZero()) return null;
    return this.periodMod ? this.periodMod.reduce(polyMul(this.inverse, quotient)) : new Poly();
  }

  /** The i-th kernel generator (μ/d)·xⁱ, i < deg d. */
  kernel(i: number): Poly {
    return new Poly(this.period.degree + i + 64).addShifted(this.period, i);
  }
}

/**
 * The solutions U of Φ·U ≡ w (mod μ) for a 1 × 1 or 2 × 2 matrix Φ over GF(2)[x]: the systems light chasing
 * leaves (one unknown row on boards whose columns clip, two on a torus). A 2 × 2 system is made upper
 * triangular [[g, e], [0, h]] by unimodular row operations (Euclid on the first column), then solved from the
 * bottom: U₁ = U₁⁰ + (μ/gcd(h, μ))·Z, and the first row asks gcd(g, μ) | w₀ − e·U₁, a small linear system over
 * GF(2) in the coefficients of Z (the coupling). The solution space has GF(2)-dimension {@link nullity}.
 */
export class RingSystem {
  /** Dimension over GF(2) of the solutions of the homogeneous system. */
  readonly nullity: number;
  private readonly mu: Poly;
  /** Reduction modulo μ, by the binomial multiple tⁿ + 1 of the ring when μ divides one. */
  private readonly muMod: CyclicModulus;
  private readonly size: 1 | 2;
  /** The row operations, as a 2 × 2 matrix applied to the right-hand side. */
  private readonly ops: Poly[][];
  private readonly top: Congruence;
  private readonly bottom: Congruence | null;
  private readonly e: Poly;
  /**
   * The coupling C (d₀ × d₁ over GF(2)) eliminated once as [C | I]: its echelon (whose last d₀ columns are T,
   * the row operations), so that a right-hand side ρ is solved by T·ρ alone; null when C = 0 (then T = I, and no
   * matrix is built: on a torus whose Φ vanishes, d₀ = d₁ = deg μ).
   */
  private readonly coupling: Echelon | null = null;

  /** @param phi - Φ as rows of polynomials (1 × 1 or 2 × 2). @param mu - The modulus μ (degree ≥ 1). */
  constructor(phi: readonly (readonly Poly[])[], mu: Poly) {
    this.mu = mu;
    this.muMod = new CyclicModulus(mu);
    const reduce = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, mu.degree) + 64), mu);
    if (phi.length === 1) {
      this.size = 1;
      this.ops = [[Poly.monomial(0)]];
      this.top = new Congruence(phi[0]![0]!, mu);
      this.bottom = null;
      this.e = new Poly();
      this.nullity = this.top.d.degree;
      return;
    }
    this.size = 2;
    const [[p, q], [r, s]] = phi.map((row) => row.map(reduce)) as [[Poly, Poly], [Poly, Poly]];
    // Euclid on the first column as one matrix (half-gcd, or bit-level steps in WebAssembly): M·(p, r) = (g, 0)
    // with det M = 1, so M·Φ = [[g, e], [0, h]] is the triangular form and M the row operations.
    const { gcd, matrix } = halfGcd(p, r, true);
    const [m00, m01, m10, m11] = matrix!.map(fromWords) as [Poly, Poly, Poly, Poly];
    this.ops = [
      [m00, m01],
      [m10, m11],
    ];
    this.e = reduce(polyMul(m00, q).addShifted(polyMul(m01, s)));
    this.top = new Congruence(fromWords(gcd), mu);
    this.bottom = new Congruence(reduce(polyMul(m10, q).addShifted(polyMul(m11, s))), mu);
    // Coupling: column j is e·(μ/d₁)·xʲ mod d₀, for the j-th coefficient of Z.
    const d0 = this.top.d;
    const d1 = this.bottom.d;
    let col = polyModInPlace(polyMul(this.e, this.bottom.period), d0);
    if (col.isZero()) {
      // every column is 0 (each is x times the one before, modulo d₀), as when d₀ = 1
      this.nullity = d1.degree + d0.degree;
      return;
    }
    const rowsC = d0.degree;
    const colsC = Math.max(0, d1.degree);
    const aug = new BitMatrix(rowsC, colsC + rowsC);
    for (let j = 0; j < colsC; j++) {
      for (let i = 0; i <= col.degree; i++) if (col.coefficient(i)) aug.set(i, j, true);
      // x·col modulo d₀: a shift, then d₀ once if the degree reached it
      col = new Poly(d0.degree + 64).addShifted(col, 1);
      if (col.degree === d0.degree) col.addShifted(d0);
    }
    for (let i = 0; i < rowsC; i++) aug.set(i, colsC + i, true);
    this.coupling = reduceRowEchelon(aug, colsC);
    this.nullity = d1.degree - this.coupling.rank + d0.degree;
  }

  /** A solution of Φ·U ≡ w (mod μ), each entry of degree < deg μ, or null when there is none. */
  solve(w: readonly Poly[]): Poly[] | null {
    if (this.size === 1) {
      const u = this.top.solve(this.muMod.reduce(w[0]!.clone(this.mu.degree + 64)));
      return u && [u];
    }
    const rhs = this.ops.map((row) => this.muMod.reduce(polyMul(row[0]!, w[0]!).addShifted(polyMul(row[1]!, w[1]!))));
    const bottom = this.bottom!;
    const u1 = bottom.solve(rhs[1]!);
    if (!u1) return null;
    // Choose Z so that d₀ divides w₀ − e·(U₁⁰ + (μ/d₁)·Z).
    const first = polyMul(this.e, u1).addShifted(rhs[0]!);
    const echelon = this.coupling;
    const bits: number[] = [];
    if (echelon) {
      const rho0 = this.top.dMod.divide(first).remainder;
      const aug = echelon.reduced;
      // T·ρ: the reduced [C | T] times (0 | ρ)
      const rho = new Uint32Array(aug.stride);
      for (let i = 0; i <= rho0.degree; i++) if (rho0.coefficient(i)) rho[(echelon.columns + i) >>> 5]! |= 1 << ((echelon.columns + i) & 31);
      const t = aug.multiplyVector(rho);
      const bit = (i: number): boolean => ((t[i >>> 5]! >>> (i & 31)) & 1) === 1;
      for (let i = echelon.rank; i < aug.rows; i++) if (bit(i)) return null;
      for (let i = 0; i < echelon.rank; i++) if (bit(i)) bits.push(echelon.pivotCols[i]!);
    }
    if (bits.length === 0) {
      // Z = 0 (always, without a coupling): d₀ | w₀ − e·U₁⁰ is what the first row's own division asks (d₀ | μ), so
      // it takes that product and division once (on a torus of Moore without centre at 1200², a product of two
      // rows in eight; U₁⁰ has degree < deg μ already)
      const u0 = this.top.solve(this.muMod.reduce(first));
      if (!u0 && echelon) throw new Error('internal error: the coupling did not make the first row solvable');
      return u0 && [u0, u1];
    }
    const u1z = this.muMod.reduce(polyMul(bottom.period, Poly.fromExponents(bits)).addShifted(u1));
    const u0 = this.top.solve(this.muMod.reduce(polyMul(this.e, u1z).addShifted(rhs[0]!)));
    if (!u0) throw new Error('internal error: the coupling did not make the first row solvable');
    return [u0, u1z];
  }

  /** A basis (over GF(2)) of the solutions of Φ·U ≡ 0. */
  *kernel(): Generator<Poly[]> {
    if (this.size === 1) {
      for (let i = 0; i < this.top.d.degree; i++) yield [this.top.kernel(i)];
      return;
    }
    const bottom = this.bottom!;
    // Every Z the coupling allows: all of them (the monomials) when it is 0.
    const echelon = this.coupling;
    const free: Iterable<Poly> = echelon ? freeCouplings(echelon, bottom.d.degree) : Array.from({ length: Math.max(0, bottom.d.degree) }, (_, j) => Poly.monomial(j));
    for (const z of free) {
      const u1 = this.muMod.reduce(polyMul(bottom.period, z));
      const u0 = this.top.solve(this.muMod.reduce(polyMul(this.e, u1)));
      if (!u0) throw new Error('internal error: a coupling kernel vector does not solve the first row');
      yield [u0, u1];
    }
    for (let i = 0; i < this.top.d.degree; i++) yield [this.top.kernel(i), new Poly()];
  }
}

/** The kernel of the coupling as polynomials Z (bit j of a kernel vector is Z's coefficient of xʲ, j < d₁). */
function* freeCouplings(echelon: Echelon, d1: number): Generator<Poly> {
  for (const bits of kernelFromEchelon(echelon)) {
    const exps: number[] = [];
    for (let j = 0; j < d1; j++) if ((bits[j >>> 5]! >>> (j & 31)) & 1) exps.push(j);
    yield Poly.fromExponents(exps);
  }
}
