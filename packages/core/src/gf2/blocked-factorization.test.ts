import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { randomMatrix } from './_test-matrix.ts';
import { BlockedFactorization } from './blocked-factorization.ts';
import { Factorization } from './factorization.ts';

describe('BlockedFactorization', () => {
  it('its logged factorization solves as the plain one, and its kernel is quiet', () => {
    const next = seededRandom('blocked factorization');
    for (let t = 0; t < 40; t++) {
      const n = 20 + (next() % 70);
      const a = randomMatrix(n, n, next() % 2 === 0 ? 0 : n - 1 - (next() % 8), next);
      const f = new BlockedFactorization(a);
      const plain = new Factorization(a);
      expect(f.rank).toBe(plain.rank);
      expect(f.kernel().length).toBe(n - plain.rank);
      for (const k of f.kernel()) expect(a.multiplyVector(k).every((w) => w === 0)).toBe(true);
      // a reachable right-hand side, and a random one
      const x0 = new Uint32Array(Math.ceil(n / 32));
      for (let i = 0; i < n; i++) if (next() & 1) x0[i >>> 5]! |= 1 << (i & 31);
      const b = new Uint32Array(Math.ceil(n / 32));
      for (let i = 0; i < n; i++) if (next() & 1) b[i >>> 5]! |= 1 << (i & 31);
      // f has made its kernel; fresh solves before any kernel substitute into the echelon form alone
      const fresh = new BlockedFactorization(a);
      for (const rhs of [a.multiplyVector(x0), b]) {
        for (const x of [f.solve(rhs), fresh.solve(rhs)]) {
          expect(x === null, `${n}×${n}`).toBe(!plain.solve(rhs).solvable);
          if (x) expect([...a.multiplyVector(x)]).toEqual([...rhs]);
        }
      }
    }
  });
});
