import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { setKernels } from '../wasm/kernels.ts';
import { BitMatrix } from './bit-matrix.ts';
import { rank, solveLinear } from './eliminate.ts';
import { Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { polyMul } from './poly-product.ts';
import { RingSystem } from './ring-system.ts';

const polyOf = (bits: number): Poly => Poly.fromExponents([...Array(31).keys()].filter((i) => (bits >>> i) & 1));
const bitsOf = (p: Poly): number => (p.isZero() ? 0 : p.words[0]!);

describe('RingSystem', () => {
  it('solves 1 × 1 and 2 × 2 systems over GF(2)[x]/(μ) exactly as brute force does', () => {
    const random = seededRandom('ring system');
    for (let trial = 0; trial < 300; trial++) {
      const deg = 1 + (random() % 5);
      const mu = polyOf((1 << deg) | (random() & ((1 << deg) - 1)));
      const k = trial % 3 === 0 ? 1 : 2;
      const entry = (): Poly => polyOf(trial % 7 === 0 ? 0 : random() & ((1 << (deg + 1)) - 1));
      const phi = Array.from({ length: k }, () => Array.from({ length: k }, entry));
      const sys = new RingSystem(phi, mu);
      const apply = (u: number[]): number[] =>
        phi.map((row) => bitsOf(polyModInPlace(row.reduce((acc, p, j) => acc.addShifted(polyMul(p, polyOf(u[j]!))), new Poly(64)), mu)));
      // brute force over every U
      const size = 1 << deg;
      const images = new Map<string, number[]>();
      let zeros = 0;
      const all = k === 1 ? [...Array(size).keys()].map((a) => [a]) : [...Array(size * size).keys()].map((a) => [a % size, Math.floor(a / size)]);
      for (const u of all) {
        const img = apply(u).join(',');
        if (!images.has(img)) images.set(img, u);
        if (img === Array(k).fill(0).join(',')) zeros++;
      }
      expect(2 ** sys.nullity, `trial ${trial}`).toBe(zeros);
      const kernel = [...sys.kernel()];
      expect(kernel).toHaveLength(sys.nullity);
      for (const u of kernel) expect(apply(u.map(bitsOf)).every((v) => v === 0)).toBe(true);
      for (let t = 0; t < 4; t++) {
        const w = Array.from({ length: k }, () => random() & (size - 1));
        const got = sys.solve(w.map(polyOf));
        expect(got === null, `trial ${trial}`).toBe(!images.has(w.join(',')));
        if (got) expect(apply(got.map(bitsOf))).toEqual(w);
      }
    }
  });
});

/** The GF(2) matrix of U ↦ Φ·U mod μ (k·D × k·D, D = deg μ; block (i, j) column c is Φᵢⱼ·xᶜ mod μ): the dense reference. */
function denseOf(phi: Poly[][], mu: Poly): BitMatrix {
  const k = phi.length;
  const D = mu.degree;
  const a = new BitMatrix(k * D, k * D);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      let col = polyModInPlace(phi[i]![j]!.clone(2 * D + 64), mu);
      for (let c = 0; c < D; c++) {
        for (let b = 0; b <= col.degree; b++) if (col.coefficient(b)) a.set(i * D + b, j * D + c, true);
        col = polyModInPlace(new Poly(D + 64).addShifted(col, 1), mu);
      }
    }
  }
  return a;
}

/** U (k polynomials of degree < D) as one packed vector, the dense reference's coordinates. */
function vectorOf(us: readonly Poly[], D: number): Uint32Array {
  const v = new Uint32Array(Math.max(1, (us.length * D + 31) >>> 5));
  us.forEach((u, i) => {
    for (let b = 0; b <= u.degree; b++) if (u.coefficient(b)) v[(i * D + b) >>> 5]! |= 1 << ((i * D + b) & 31);
  });
  return v;
}

/** A seeded random polynomial of degree < `bits`. */
function randomPoly(bits: number, random: () => number): Poly {
  const p = new Poly(bits + 64);
  for (let b = 0; b < bits; b += 32) p.words[b >>> 5] = random();
  if (bits & 31) p.words[bits >>> 5]! &= (1 << (bits & 31)) - 1;
  return p.normalize();
}

describe('RingSystem against dense elimination', () => {
  // degrees around the word edges, the WebAssembly Euclid's threshold (128) and a few blocks past it; moduli dense,
  // sparse (sⁿ + 1, folded a word at a time) and products f·g whose factor f the entries share (nullity > 0)
  const degrees = [31, 32, 33, 63, 64, 65, 127, 128, 129, 160, 200];
  for (const choice of ['auto', 'ts'] as const) {
    it(`agrees on nullity, kernel and solvability at degrees 31–200 (${choice === 'ts' ? 'TypeScript path' : 'kernels when they load'})`, () => {
      const previous = setKernels(choice);
      try {
        const random = seededRandom(`ring system dense ${choice}`);
        for (const [t, D] of degrees.entries()) {
          for (const form of ['dense', 'sparse', 'shared'] as const) {
            const k = (t + (form === 'sparse' ? 1 : 0)) % 3 === 0 ? 1 : 2;
            let mu: Poly;
            let factor = Poly.monomial(0);
            if (form === 'sparse') mu = Poly.fromExponents([0, D]);
            else if (form === 'dense') mu = randomPoly(D, random).addShifted(Poly.monomial(D));
            else {
              const fd = 3 + (random() % 12);
              factor = randomPoly(fd, random).addShifted(Poly.monomial(fd));
              mu = polyMul(factor, randomPoly(D - fd, random).addShifted(Poly.monomial(D - fd)));
            }
            const entry = (i: number, j: number): Poly => {
              if (form === 'shared' && (i + j + t) % 2 === 0) return polyMul(factor, randomPoly(D - factor.degree, random));
              return random() % 9 === 0 ? new Poly() : randomPoly(D + 8, random); // sometimes zero, sometimes past μ
            };
            const phi = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => entry(i, j)));
            const label = `degree ${D}, ${form}, ${k} × ${k}`;
            const sys = new RingSystem(phi, mu);
            const dense = denseOf(phi, mu);
            const denseRank = rank(dense);
            expect(sys.nullity, label).toBe(k * D - denseRank);
            // the kernel: annihilated by Φ and independent
            const kernel = [...sys.kernel()];
            expect(kernel, label).toHaveLength(sys.nullity);
            const basis = new BitMatrix(kernel.length, k * D);
            kernel.forEach((u, r) => {
              const v = vectorOf(u, D);
              expect(dense.multiplyVector(v).every((w) => w === 0), label).toBe(true);
              for (let c = 0; c < k * D; c++) if ((v[c >>> 5]! >>> (c & 31)) & 1) basis.set(r, c, true);
            });
            expect(rank(basis), label).toBe(kernel.length);
            // a reachable right-hand side is solved; a random one exactly when dense elimination solves it
            const image = dense.multiplyVector(vectorOf(Array.from({ length: k }, () => randomPoly(D, random)), D));
            const random2 = vectorOf(Array.from({ length: k }, () => randomPoly(D, random)), D);
            for (const [w, reachable] of [
              [image, true],
              [random2, solveLinear(dense, random2) !== null],
            ] as const) {
              const parts = Array.from({ length: k }, (_, i) => {
                const p = new Poly(D + 64);
                for (let b = 0; b < D; b++) if ((w[(i * D + b) >>> 5]! >>> ((i * D + b) & 31)) & 1) p.words[b >>> 5]! |= 1 << (b & 31);
                return p.normalize();
              });
              const got = sys.solve(parts);
              expect(got !== null, label).toBe(reachable);
              if (got) expect([...dense.multiplyVector(vectorOf(got, D))], label).toEqual([...w]);
            }
          }
        }
      } finally {
        setKernels(previous);
      }
    });
  }
});
