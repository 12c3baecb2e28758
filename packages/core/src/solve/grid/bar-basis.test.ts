import { describe, expect, it } from 'vitest';
import { testRandom } from '../../_test-support.ts';
import { cases } from '../../_test-seed.ts';
import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { dotParity, wordsFor } from '../../gf2/words.ts';
import { BarBasis } from './bar-basis.ts';
import { barSolve } from './bar-smith.ts';
import { sideRing } from './bilinear.ts';

const random = testRandom(2711);
/** A random polynomial of degree below `bits`. */
const randomPoly = (bits: number, sparse = false): Poly => {
  const p = new Poly(bits + 64);
  for (let k = 0; k < bits; k++) if (random() < (sparse ? 0.1 : 0.5)) p.words[k >>> 5]! ^= 1 << (k & 31);
  return p.normalize();
};

/** χ's of rings around the word edges: sᴺ + 1 itself, and the part where c is a unit for Moore and the diagonal rule without centre. */
const CHIS: Array<[string, Poly]> = [15, 16, 17, 31, 32, 33, 48, 63, 64, 65, 97].flatMap((n): Array<[string, Poly]> => [
  [`s^${2 * n} + 1`, Poly.fromExponents([0, 2 * n])],
  [`Moore χ₁, n = ${n}`, sideRing({ g00: 1, g01: 1, g10: 1, g11: 1 }, 2 * n, true).good],
  [`diagonal-nc χ₁, n = ${n}`, sideRing({ g00: 0, g01: 0, g10: 0, g11: 1 }, 2 * n, true).good],
]).filter(([, chi]) => chi.degree >= 2);

describe('bar-basis: R = T ⊕ T·s over the bar-invariant ring', () => {
  it.each(CHIS)('converts products to the products of pairs (s² = x·s + 1), reduces products and reads functionals: %s', (_, chi) => {
    const basis = new BarBasis(chi);
    const psi = basis.psi;
    expect(psi.degree).toBe(chi.degree / 2);
    const modPsi = (p: Poly): Poly => polyModInPlace(p.clone(p.degree + 64), psi);
    for (let i = 0; i < cases(6); i++) {
      const [u, v] = [randomPoly(chi.degree, i % 3 === 0), randomPoly(chi.degree)];
      const [u0, u1] = basis.pair(u);
      const [v0, v1] = basis.pair(v);
      const [w0, w1] = basis.pair(polyModInPlace(polyMul(u, v), chi));
      // (u₀ + u₁s)(v₀ + v₁s) = u₀v₀ + u₁v₁ + (u₀v₁ + u₁v₀ + x·u₁v₁)·s
      const uv11 = polyMul(u1, v1);
      expect(w0.equals(modPsi(polyMul(u0, v0).addShifted(uv11)))).toBe(true);
      expect(w1.equals(modPsi(polyMul(u0, v1).addShifted(polyMul(u1, v0)).addShifted(uv11, 1)))).toBe(true);
      const product = polyMul(u0, v0);
      expect(basis.reduceProduct(product.clone()).equals(modPsi(product))).toBe(true);
      // a functional read in T-coordinates equals the functional on the basis sʲ
      const onS = new Uint32Array(wordsFor(chi.degree + 1));
      onS.set(randomPoly(chi.degree).words.subarray(0, onS.length));
      const [f0, f1] = basis.functional(onS);
      const direct = dotParity(new Uint32Array(u.words.subarray(0, onS.length)), onS);
      expect(dotParity(new Uint32Array(u0.words), f0) ^ dotParity(new Uint32Array(u1.words), f1)).toBe(direct);
    }
  });

  it.each(CHIS)('reads a functional on every xᵃ·N (a < d) off one product with its reversed sequence: %s', (_, chi) => {
    const basis = new BarBasis(chi);
    const { psi, d } = basis;
    const words = wordsFor(d);
    for (let i = 0; i < cases(3); i++) {
      const f = new Uint32Array(words);
      f.set(randomPoly(d).words.subarray(0, words));
      let v = randomPoly(d, i % 2 === 0);
      const product = polyMul(v, basis.reversedSequence(f));
      for (let a = 0; a < d; a++) {
        expect(product.coefficient(2 * d - 2 - a), `a = ${a}`).toBe(dotParity(new Uint32Array(v.words.subarray(0, words)), f));
        v = polyModInPlace(polyMul(v, Poly.monomial(1)), psi);
      }
    }
  });

  it('refuses a χ that is not self-reciprocal of even degree', () => {
    expect(() => new BarBasis(Poly.fromExponents([0, 1, 3]))).toThrow(/internal error/);
    expect(() => new BarBasis(Poly.fromExponents([0, 1, 4]))).toThrow(/internal error/);
  });
});

/** The GF(2) matrix of A: T² → Tʳ (column j·d + a: the image of xᵃ·e_j), rows the bits of each output entry. */
function bitsOf(matrix: Poly[][], psi: Poly): BitMatrix {
  const d = psi.degree;
  const rows = matrix.length;
  const m = new BitMatrix(2 * d, rows * d);
  for (let j = 0; j < 2; j++) {
    for (let a = 0; a < d; a++) {
      matrix.forEach((row, i) => {
        const e = polyModInPlace(polyMul(row[j]!, Poly.monomial(a)), psi);
        for (let b = 0; b <= e.degree; b++) if (e.coefficient(b)) m.words[(j * d + a) * m.stride + ((i * d + b) >>> 5)]! ^= 1 << ((i * d + b) & 31);
      });
    }
  }
  return m;
}

describe('bar-smith: kernel and solutions of 2-column matrices over T', () => {
  it('gives the kernel’s dimension, solutions where the residues vanish, and residues that vanish exactly on the image', () => {
    const wrong: string[] = [];
    const seen = { kernels: 0, solvable: 0, unsolvable: 0 };
    for (let i = 0; i < cases(24); i++) {
      const [, chi] = CHIS[i % CHIS.length]!;
      if (chi.degree > 70) continue;
      const basis = new BarBasis(chi);
      const psi = basis.psi;
      const d = psi.degree;
      const rows = i % 2 === 0 ? 2 : 4;
      // entries: random, zero, or sharing factors with ψ (so that the kernel is not trivial)
      const entry = (): Poly => {
        const r = random();
        if (r < 0.15) return new Poly();
        // x divides ψ where (s + 1)² divides χ (every sᴺ + 1 with N even): small multiples of xʲ share it
        const p = r < 0.5 ? polyMul(randomPoly(4), Poly.monomial(1 + Math.floor(random() * 3))) : randomPoly(d);
        return polyModInPlace(p, psi);
      };
      const matrix = Array.from({ length: rows }, () => [entry(), entry()]);
      const image = matrix.map(() => new Poly());
      const u = [randomPoly(d), randomPoly(d)];
      matrix.forEach((row, r) => {
        image[r] = polyModInPlace(polyMul(row[0]!, u[0]!).addShifted(polyMul(row[1]!, u[1]!)), psi);
      });
      const other = matrix.map(() => randomPoly(d));
      const solved = barSolve(basis, matrix, [image, other]);
      const bits = bitsOf(matrix, psi);
      const rank = reduceRowEchelonBlocked(bits.clone(), bits.cols, {}, false).rank;
      const dimension = solved.kernel.reduce((s, k) => s + k.count, 0);
      if (dimension !== 2 * d - rank) wrong.push(`case ${i}: kernel ${dimension}, expected ${2 * d - rank}`);
      const applies = (v: readonly [Poly, Poly], b: Poly[]): boolean =>
        matrix.every((row, r) => polyModInPlace(polyMul(row[0]!, v[0]).addShifted(polyMul(row[1]!, v[1])), psi).equals(b[r]!));
      if (solved.residues[0]!.some((r) => !r.isZero()) || !applies(solved.solutions[0]!, image)) wrong.push(`case ${i}: an image not solved`);
      for (const { pair, count } of solved.kernel) if (count > 0 && !applies(pair, matrix.map(() => new Poly()))) wrong.push(`case ${i}: a generator outside the kernel`);
      // the second right-hand side: solvable iff it is in the GF(2) image (rank unchanged when appended)
      const appended = new BitMatrix(2 * d + 1, rows * d);
      appended.words.set(bits.words);
      other.forEach((p, r) => {
        for (let b = 0; b <= p.degree; b++) if (p.coefficient(b)) appended.words[2 * d * appended.stride + ((r * d + b) >>> 5)]! ^= 1 << ((r * d + b) & 31);
      });
      const solvable = reduceRowEchelonBlocked(appended, appended.cols, {}, false).rank === rank;
      const vanish = solved.residues[1]!.every((r) => r.isZero());
      seen.kernels += dimension > 0 ? 1 : 0;
      seen[solvable ? 'solvable' : 'unsolvable']++;
      if (solvable !== vanish) wrong.push(`case ${i}: residues ${vanish}, solvable ${solvable}`);
      if (vanish && !applies(solved.solutions[1]!, other)) wrong.push(`case ${i}: a solvable right-hand side not solved`);
    }
    expect(wrong).toEqual([]);
    // both outcomes met, and kernels that are not trivial
    expect(seen.kernels).toBeGreaterThan(2);
    expect(seen.solvable).toBeGreaterThan(0);
    expect(seen.unsolvable).toBeGreaterThan(0);
  });
});
