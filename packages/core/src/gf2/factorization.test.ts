import { expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { BitMatrix } from './bit-matrix.ts';
import { rank } from './eliminate.ts';
import { Factorization } from './factorization.ts';
import { dotParity, wordsFor } from './words.ts';

const random = seededRandom('factorization');

function randomMatrix(rows: number, cols: number, density: number): BitMatrix {
  const m = new BitMatrix(rows, cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (random() / 2 ** 32 < density) m.set(r, c, true);
  return m;
}

test('solves A·x = b for every right-hand side, or certifies that b is out of reach', () => {
  for (let trial = 0; trial < 60; trial++) {
    const rows = 1 + (random() % 40);
    const cols = 1 + (random() % 40);
    const a = randomMatrix(rows, cols, 0.2);
    const f = new Factorization(a);
    expect(f.rank).toBe(rank(a));
    for (const v of f.kernel()) expect(a.multiplyVector(v).every((w) => w === 0)).toBe(true);
    expect(f.kernel()).toHaveLength(cols - f.rank);
    for (let k = 0; k < 10; k++) {
      const b = new Uint32Array(wordsFor(rows));
      for (let r = 0; r < rows; r++) if (random() & 1) b[r >>> 5]! |= 1 << (r & 31);
      const answer = f.solve(b);
      if (answer.solvable) {
        expect(Array.from(a.multiplyVector(answer.x))).toEqual(Array.from(b));
      } else {
        // yᵀ·A = 0 and y·b = 1
        expect(a.transpose().multiplyVector(answer.certificate).every((w) => w === 0)).toBe(true);
        expect(dotParity(answer.certificate, b)).toBe(1);
      }
    }
  }
});

test('every b in the image of A is solvable', () => {
  const a = randomMatrix(30, 25, 0.15);
  const f = new Factorization(a);
  for (let k = 0; k < 50; k++) {
    const x = new Uint32Array(wordsFor(25));
    for (let c = 0; c < 25; c++) if (random() & 1) x[c >>> 5]! |= 1 << (c & 31);
    expect(f.solve(a.multiplyVector(x)).solvable).toBe(true);
  }
});
