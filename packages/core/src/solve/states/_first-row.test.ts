import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { degreeP } from '../../zk/gfp-poly.ts';
import { liftSystem } from '../../zk/lift.ts';
import { ZkMatrix } from '../../zk/zk-matrix.ts';
import { solveZk } from '../../zk/zk-solve.ts';
import { firstRowSystem } from './_first-row.ts';
import { algebraOf, chase } from './poly-states.ts';

const random = seededRandom('first-row');

/** A·x by the board itself: the row below after chasing m rows from first-row presses x with no need. */
function below(m: number, n: number, q: number, x: ArrayLike<number>): number[] {
  return Array.from(chase(null, m, n, q, Int32Array.from(x), null));
}

/** The first `count` shapes m × n (n from `from` on, m from n to n + 8) whose first-row system is singular mod p. */
function singularShapes(p: number, from: number, count: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let n = from; out.length < count; n++) {
    for (let m = n; m <= n + 8 && out.length < count; m++) if (degreeP(algebraOf(m, n, p).d) > 0) out.push([m, n]);
  }
  return out;
}

/** A of m × n over Z/q as a dense matrix, column j the row below after chasing from the unit row e_j. */
function denseOf(m: number, n: number, q: number): ZkMatrix {
  const a = new ZkMatrix(n, n, q);
  for (let j = 0; j < n; j++) {
    const unit = new Array<number>(n).fill(0);
    unit[j] = 1;
    below(m, n, q, unit).forEach((v, i) => a.set(i, j, v));
  }
  return a;
}

// Small shapes take the TypeScript loops; from n = 96 the Horner passes and Clenshaw's rule run in WebAssembly
// when it loads (the contract run with LIGHTSOUT_KERNELS=ts takes the loops there too).
describe('the first-row system in row coordinates, lifted: against dense elimination over Z/pᵉ', () => {
  it('applies A as the chase does, solves mod p, borders and spans the kernel, and lifts to the dense answers', () => {
    let cases = 0;
    let unsolvable = 0;
    for (const [p, e] of [[2, 2], [2, 3], [3, 2], [5, 2], [3, 3]] as const) {
      const q = p ** e;
      const shapes = [...singularShapes(p, 2, 2), ...singularShapes(p, 96, 2), [101, 97] as [number, number]];
      for (const [m, n] of shapes) {
        const label = `${m}×${n} mod ${q}`;
        const system = firstRowSystem(m, n, p, e);
        const dense = denseOf(m, n, q);
        const reference = solveZk(dense, null);
        // A·x, and the kernel mod p: A·k ≡ 0 (mod p), as many as the dense nullity, independent (distinct leads)
        const x = Uint8Array.from({ length: n }, () => random() % q);
        expect(Array.from(system.apply(x)), label).toEqual(below(m, n, q, x));
        const basis = system.kernelModP();
        expect(basis.length, label).toBe(reference.kernel.nullity);
        for (const k of basis) expect(below(m, n, p, k).every((v) => v === 0), label).toBe(true);
        // any row minus its border amounts is solved mod p
        const r = Uint8Array.from({ length: n }, () => random() % p);
        const amounts = system.border!.amounts(r);
        system.border!.pivots.forEach((row, t) => (r[row] = (r[row]! + p - amounts[t]!) % p));
        const y = system.solveModP(r);
        expect(y, label).not.toBeNull();
        expect(below(m, n, p, y!), label).toEqual(Array.from(r));
        // the same solve without the border's division before it (the system reuses that one when it follows)
        expect(Array.from(firstRowSystem(m, n, p, e).solveModP(r) ?? []), label).toEqual(Array.from(y!));
        // the lifted system: solvability and the kernel's size as dense elimination, every answer checked
        const lifted = liftSystem(system);
        expect(lifted.size(), label).toBe(reference.kernel.size);
        for (const g of lifted.kernel().generators) expect(below(m, n, q, g).every((v) => v === 0), label).toBe(true);
        for (const b of [dense.multiply(Array.from({ length: n }, () => random() % q)), Uint8Array.from({ length: n }, () => random() % q)]) {
          const got = lifted.solve(b);
          expect(got !== null, label).toBe(solveZk(dense, Array.from(b)).solution !== null);
          if (got) expect(below(m, n, q, got), label).toEqual(Array.from(b));
          else unsolvable++;
          cases++;
        }
      }
    }
    expect(cases).toBe(50);
    expect(unsolvable).toBeGreaterThan(5);
  });
});
