import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { BitMatrix } from './bit-matrix.ts';
import { rank } from './eliminate.ts';
import { Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { polyMul } from './poly-product.ts';
import { LimitError } from '../errors.ts';
import { MAX_RING_SYSTEM_BITS, RingMatrixSystem } from './ring-matrix.ts';

/** A random polynomial of degree < bits; `zeroOdds` of 1/zeroOdds to be zero (so that columns and diagonals vanish). */
function randomPoly(bits: number, random: () => number, zeroOdds = 4): Poly {
  if (random() % zeroOdds === 0) return new Poly();
  return Poly.fromExponents(Array.from({ length: bits }, (_, i) => i).filter(() => random() % 2 === 0));
}

/** Φ·U mod μ. */
function apply(phi: readonly (readonly Poly[])[], u: readonly Poly[], mu: Poly): Poly[] {
  return phi.map((row) => {
    const sum = new Poly();
    row.forEach((p, j) => sum.addShifted(polyMul(p, u[j]!)));
    return polyModInPlace(sum, mu);
  });
}

/** True when a ≡ b (mod μ). */
function congruent(a: Poly, b: Poly, mu: Poly): boolean {
  return polyModInPlace(a.clone(64).addShifted(b), mu).isZero();
}

/** The matrix of U ↦ Φ·U over GF(2): column (j, e) is Φ applied to xᵉ in unknown j. */
function denseMatrix(phi: readonly (readonly Poly[])[], mu: Poly): BitMatrix {
  const k = phi.length;
  const n = mu.degree;
  const m = new BitMatrix(k * n, k * n);
  for (let j = 0; j < k; j++) {
    for (let e = 0; e < n; e++) {
      const u = Array.from({ length: k }, (_, i) => (i === j ? Poly.monomial(e) : new Poly()));
      apply(phi, u, mu).forEach((p, i) => {
        for (let f = 0; f <= p.degree; f++) if (p.coefficient(f)) m.set(i * n + f, j * n + e, true);
      });
    }
  }
  return m;
}

describe('RingMatrixSystem: k × k systems over GF(2)[x]/(μ)', () => {
  it('has the nullity of dense elimination, a kernel that spans it, and solves exactly the reachable right-hand sides (a seeded budget of 300 systems)', () => {
    const random = seededRandom('ring matrix');
    for (let t = 0; t < 300; t++) {
      const k = 1 + (t % 4);
      const n = 1 + (random() % 9);
      // μ = xⁿ + 1 (the row rings of the chase) or any monic polynomial of degree n
      const mu = t % 2 === 0 ? Poly.fromExponents([0, n]) : randomPoly(n, random, 1000).addShifted(Poly.monomial(n));
      const phi = Array.from({ length: k }, () => Array.from({ length: k }, () => randomPoly(n + 3, random)));
      const system = new RingMatrixSystem(phi, mu);
      const dense = denseMatrix(phi, mu);
      const label = `system ${t} (k = ${k}, deg μ = ${n})`;
      expect(system.nullity, label).toBe(k * n - rank(dense));
      const kernel = system.kernel();
      expect(kernel.length, label).toBe(system.nullity);
      for (const u of kernel) expect(apply(phi, u, mu).every((p) => p.isZero()), label).toBe(true);
      if (kernel.length > 0) {
        const basis = new BitMatrix(kernel.length, k * n);
        kernel.forEach((u, r) => u.forEach((p, j) => { for (let f = 0; f <= p.degree; f++) if (p.coefficient(f)) basis.set(r, j * n + f, true); }));
        expect(rank(basis), label).toBe(kernel.length);
      }
      // an image is solved; a random right-hand side is solved iff dense elimination finds it in the image
      const image = apply(phi, Array.from({ length: k }, () => randomPoly(n, random)), mu);
      const u = system.solve(image);
      expect(u !== null && apply(phi, u, mu).every((p, i) => congruent(p, image[i]!, mu)), label).toBe(true);
      const w = Array.from({ length: k }, () => randomPoly(n, random));
      const extended = new BitMatrix(k * n, k * n + 1);
      for (let r = 0; r < k * n; r++) for (let c = 0; c < k * n; c++) if (dense.get(r, c)) extended.set(r, c, true);
      w.forEach((p, i) => { for (let f = 0; f <= p.degree; f++) if (p.coefficient(f)) extended.set(i * n + f, k * n, true); });
      const reachable = rank(extended) === rank(dense);
      const got = system.solve(w);
      expect(got !== null, label).toBe(reachable);
      if (got) expect(apply(phi, got, mu).every((p, i) => congruent(p, w[i]!, mu)), label).toBe(true);
    }
  });

  it('refuses a system whose parameters could pass MAX_RING_SYSTEM_BITS, before building them', () => {
    // Φ = 0: every unknown is free, k · deg μ parameters of k polynomials each
    const n = 2 ** 15;
    const zero = [[new Poly(), new Poly()], [new Poly(), new Poly()]];
    expect(2 * n * 2 * n).toBeGreaterThan(MAX_RING_SYSTEM_BITS);
    expect(() => new RingMatrixSystem(zero, Poly.fromExponents([0, n]))).toThrow(LimitError);
    expect(new RingMatrixSystem(zero, Poly.fromExponents([0, 64])).nullity).toBe(128);
  });
});
