import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../puzzle/random.ts';
import { fieldSolve } from './_field-eliminate.ts';
import { liftSystem, type PrimeSystem } from './lift.ts';
import { ZkMatrix } from './zk-matrix.ts';
import { solveZk, type ZkKernel } from './zk-solve.ts';

/** A dense matrix over Z/pᵉ as a {@link PrimeSystem}: GF(p) elimination for the solves mod p. */
function denseSystem(m: ZkMatrix, p: number, e: number): PrimeSystem {
  const modP = (a: ZkMatrix) => Array.from(a.data, (v) => v % p);
  const t = m.transpose();
  return {
    prime: p,
    exponent: e,
    rows: m.rows,
    cols: m.cols,
    apply: (x) => m.multiply(x),
    solveModP: (r) => fieldSolve(m.rows, m.cols, modP(m), r, p).solution,
    kernelModP: () => fieldSolve(m.rows, m.cols, modP(m), null, p).generators,
    leftKernelModP: () => fieldSolve(t.rows, t.cols, modP(t), null, p).generators,
  };
}

/**
 * A random matrix mod q = pᵉ that is often singular mod p and over Z/q: U·D·V with U, V random and D diagonal
 * with entries pᵃ·(unit), a from 0 to e (pᵉ = 0), or (half the time) entries that are all random.
 */
function randomMatrix(rows: number, cols: number, p: number, e: number, random: Random): ZkMatrix {
  const q = p ** e;
  const pick = (r: number, c: number) => ZkMatrix.fromRows(Array.from({ length: r }, () => Array.from({ length: c }, () => random() % q)), q, c);
  if (random() % 2 === 0) return pick(rows, cols);
  const u = pick(rows, rows);
  const v = pick(cols, cols);
  const d = new ZkMatrix(rows, cols, q);
  for (let i = 0; i < Math.min(rows, cols); i++) {
    const unit = 1 + (random() % (p - 1));
    d.set(i, i, unit * p ** (random() % (e + 1)));
  }
  const product = (a: ZkMatrix, b: ZkMatrix) => {
    const out = new ZkMatrix(a.rows, b.cols, q);
    for (let c = 0; c < b.cols; c++) {
      const col = a.multiply(Array.from({ length: b.rows }, (_, r) => b.get(r, c)));
      col.forEach((x, r) => out.set(r, c, x));
    }
    return out;
  };
  return product(product(u, d), v);
}

/** Every member of a kernel from its generators (small kernels only). */
function members(kernel: ZkKernel, q: number): Set<string> {
  let all: number[][] = [Array.from(kernel.generators[0] ?? [], () => 0)];
  kernel.generators.forEach((g, i) => {
    all = all.flatMap((v) => Array.from({ length: kernel.orders[i]! }, (_, c) => v.map((x, j) => (x + c * g[j]!) % q)));
  });
  return new Set(all.map((v) => v.join(',')));
}

const CASES = [2, 3, 5].flatMap((p) => [2, 3, 4].filter((e) => p ** e <= 255).map((e) => [p, e] as const));

describe('liftSystem against dense Z/pᵉ elimination', () => {
  it('agrees on solvability, solves exactly, and finds the whole kernel as a direct sum (square and rectangular)', () => {
    const seen = { singular: 0, unsolvable: 0, deep: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...CASES), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), fc.integer(), ([p, e], rows, cols0, square, seed) => {
        const random = seededRandom(seed);
        const cols = square ? rows : cols0;
        const q = p ** e;
        const m = randomMatrix(rows, cols, p, e, random);
        const lifted = liftSystem(denseSystem(m, p, e));
        const reference = solveZk(m, null).kernel;
        expect(lifted.size()).toBe(reference.size);
        const kernel = lifted.kernel();
        expect(kernel.size).toBe(reference.size);
        expect(kernel.nullity).toBe(reference.nullity);
        if (square && kernel.nullity > 0) seen.singular++;
        if (kernel.orders.some((o) => o > p && o < q)) seen.deep++;
        expect(kernel.orders.reduce((s, o) => s * BigInt(o), 1n)).toBe(kernel.size);
        kernel.generators.forEach((g, i) => {
          const o = kernel.orders[i]!;
          expect(m.multiply(g).every((v) => v === 0)).toBe(true);
          expect(g.every((v) => (v * o) % q === 0)).toBe(true);
          expect(g.some((v) => (v * (o / p)) % q !== 0)).toBe(true);
        });
        if (kernel.size <= 4096n) expect(members(kernel, q).size).toBe(Number(kernel.size));
        const reachable = m.multiply(Array.from({ length: cols }, () => random() % q));
        const any = Uint8Array.from({ length: rows }, () => random() % q);
        for (const b of [reachable, any]) {
          const x = lifted.solve(b);
          expect(x === null).toBe(solveZk(m, b).solution === null);
          if (!x) seen.unsolvable++;
          if (x) expect(Array.from(m.multiply(x))).toEqual(Array.from(b));
        }
        expect(lifted.solve(reachable)).not.toBeNull();
      }),
      { numRuns: 400, seed: 24 },
    );
    // the budget reaches the cases that matter: square singular systems, orders strictly between p and pᵉ, no solution
    expect(Math.min(seen.singular, seen.deep, seen.unsolvable)).toBeGreaterThan(20);
  });

  it('lifts where a digit-by-digit lift without a border fails: diag(2, 0) over Z/4', () => {
    // x₀ ≡ 1 (mod 2) is forced, but 2·x₀ ≡ 2 needs x₀ odd, and the second equation takes no presses
    const m = ZkMatrix.fromRows([[2, 0], [0, 0]], 4);
    const lifted = liftSystem(denseSystem(m, 2, 2));
    expect(Array.from(m.multiply(lifted.solve(Uint8Array.of(2, 0))!))).toEqual([2, 0]);
    expect(lifted.solve(Uint8Array.of(1, 0))).toBeNull();
    expect(lifted.solve(Uint8Array.of(0, 2))).toBeNull();
    expect(lifted.kernel().size).toBe(8n); // x₀ ∈ {0, 2}, x₁ anything
    expect([...lifted.kernel().orders].sort()).toEqual([2, 4]);
  });
});
