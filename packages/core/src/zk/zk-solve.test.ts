import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZkMatrix } from './zk-matrix.ts';
import { kernelZk, solveZk, type ZkKernel } from './zk-solve.ts';
import { seededRandom } from '../puzzle/random.ts';

/** Every vector of (Z/k)^n, as base-k digits of 0..kⁿ − 1. */
function* allVectors(n: number, k: number): Generator<Uint8Array> {
  const v = new Uint8Array(n);
  for (;;) {
    yield v;
    let i = 0;
    while (i < n && ++v[i]! === k) v[i++] = 0;
    if (i === n) return;
  }
}

const key = (v: ArrayLike<number>): string => Array.from(v).join(',');

/** Every member of the kernel, from its generators and orders. */
function expand(kernel: ZkKernel, n: number, k: number): Set<string> {
  let members: Uint8Array[] = [new Uint8Array(n)];
  kernel.generators.forEach((g, i) => {
    const next: Uint8Array[] = [];
    for (const base of members) {
      for (let c = 0; c < kernel.orders[i]!; c++) next.push(base.map((x, j) => (x + c * g[j]!) % k));
    }
    members = next;
  });
  return new Set(members.map(key));
}

const MODULI = [2, 3, 4, 5, 6, 8, 9, 12, 16, 18, 25, 27, 30, 36];

describe('solveZk against brute force', () => {
  it('solvability, one solution, the kernel and its size agree with enumeration', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODULI),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        (k, rows, cols0, seed, sparse) => {
          let cols = cols0;
          while (k ** cols > 40_000) cols--;
          const next = seededRandom(seed);
          const m = new ZkMatrix(rows, cols, k);
          for (let i = 0; i < m.data.length; i++) m.data[i] = sparse && next() % 3 === 0 ? 0 : next() % k;
          // half the time a solvable right-hand side
          const b = Uint8Array.from({ length: rows }, () => next() % k);
          const rhs = next() % 2 === 0 ? m.multiply(Uint8Array.from({ length: cols }, () => next() % k)) : b;
          const kernel = new Set<string>();
          let solvable = false;
          for (const x of allVectors(cols, k)) {
            const y = m.multiply(x);
            if (y.every((v) => v === 0)) kernel.add(key(x));
            if (y.every((v, i) => v === rhs[i])) solvable = true;
          }
          const result = solveZk(m, rhs);
          expect(result.solution !== null).toBe(solvable);
          if (result.solution) expect(key(m.multiply(result.solution))).toBe(key(rhs));
          expect(result.kernel.size).toBe(BigInt(kernel.size));
          for (const g of result.kernel.generators) expect(m.multiply(g).every((v) => v === 0)).toBe(true);
          expect(expand(result.kernel, cols, k)).toEqual(kernel);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the solutions unit-pivot elimination misses over Z/4 and Z/6', () => {
    // 2x ≡ 2 (mod 4): no unit pivot, solutions x = 1, 3
    const four = solveZk(ZkMatrix.fromRows([[2]], 4), [2]);
    expect(four.solution).not.toBeNull();
    expect(four.kernel.size).toBe(2n);
    expect(four.kernel.orders).toEqual([2]);
    // [2 3; 3 2] over Z/6 is invertible (det = −5), though no entry is a unit mod 6
    const six = solveZk(ZkMatrix.fromRows([[2, 3], [3, 2]], 6), [1, 0]);
    expect(six.solution).not.toBeNull();
    expect(six.kernel.size).toBe(1n);
    // 2x ≡ 1 (mod 4) has no solution
    expect(solveZk(ZkMatrix.fromRows([[2]], 4), [1]).solution).toBeNull();
  });

  it('gives the fewest generators: nullity is the dimension for a prime, the generator count otherwise', () => {
    expect(kernelZk(new ZkMatrix(2, 3, 5)).nullity).toBe(3);
    const k = kernelZk(ZkMatrix.fromRows([[2, 0], [0, 3]], 12));
    // 2x ≡ 0 → x ∈ {0, 6}; 3y ≡ 0 → y ∈ {0, 4, 8}: Z/2 ⊕ Z/3 ≅ Z/6, one generator
    expect(k.size).toBe(6n);
    expect(k.nullity).toBe(1);
    expect(k.orders).toEqual([6]);
  });

  it('checks the right-hand side length', () => {
    expect(() => solveZk(new ZkMatrix(2, 2, 3), [1])).toThrow(RangeError);
  });
});
