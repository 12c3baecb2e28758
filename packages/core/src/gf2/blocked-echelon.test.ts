import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { BitMatrix } from './bit-matrix.ts';
import { reduceRowEchelonBlocked } from './blocked-echelon.ts';
import { reduceRowEchelon } from './eliminate.ts';
import { Factorization } from './factorization.ts';

/** A random rows × cols matrix: dense when `inner` is 0, else each row the sum of a random subset of `inner` random rows (rank ≤ inner). */
function randomMatrix(rows: number, cols: number, inner: number, next: () => number): BitMatrix {
  const fill = (m: BitMatrix): BitMatrix => {
    for (let r = 0; r < m.rows; r++) for (let c = 0; c < m.cols; c++) if (next() & 1) m.set(r, c, true);
    return m;
  };
  if (inner === 0) return fill(new BitMatrix(rows, cols));
  const basis = fill(new BitMatrix(inner, cols));
  const m = new BitMatrix(rows, cols);
  for (let r = 0; r < rows; r++) for (let k = 0; k < inner; k++) if (next() & 1) for (let w = 0; w < m.stride; w++) m.words[r * m.stride + w]! ^= basis.words[k * m.stride + w]!;
  return m;
}

describe('blocked (four Russians) elimination', () => {
  it('gives the reduced row echelon form and pivots of plain elimination, on 150 seeded matrices', () => {
    const next = seededRandom('blocked echelon');
    for (let t = 0; t < 150; t++) {
      const rows = 1 + (next() % 90);
      const cols = 1 + (next() % 100);
      const inner = next() % 3 === 0 ? 0 : next() % 60;
      const columns = next() % 4 === 0 ? 1 + (next() % cols) : cols; // sometimes an augmented part follows
      const a = randomMatrix(rows, cols, inner, next);
      const plain = reduceRowEchelon(a.clone(), columns);
      const blocked = reduceRowEchelonBlocked(a.clone(), columns);
      const label = `${rows}×${cols} (${columns} eliminated, inner ${inner})`;
      expect([...blocked.pivotCols], label).toEqual([...plain.pivotCols]);
      // the reduced rows are unique on the eliminated columns; the augmented part of the rows past the rank is not
      const wrongRows: number[] = [];
      for (let r = 0; r < plain.rank; r++) if (blocked.reduced.row(r).some((w, k) => w !== plain.reduced.row(r)[k])) wrongRows.push(r);
      for (let r = plain.rank; r < rows; r++) for (let c = 0; c < columns; c++) if (blocked.reduced.get(r, c)) wrongRows.push(r);
      expect(wrongRows, label).toEqual([]);
    }
  });

  it('a factorization through it solves and certifies as the plain one', () => {
    const next = seededRandom('blocked factorization');
    for (let t = 0; t < 40; t++) {
      const n = 20 + (next() % 70);
      const a = randomMatrix(n, n, next() % 2 === 0 ? 0 : n - 1 - (next() % 8), next);
      const f = new Factorization(a, undefined, reduceRowEchelonBlocked);
      expect(f.rank).toBe(new Factorization(a).rank);
      const b = new Uint32Array(Math.ceil(n / 32));
      for (let i = 0; i < n; i++) if (next() & 1) b[i >>> 5]! |= 1 << (i & 31);
      const got = f.solve(b);
      if (got.solvable) expect([...a.multiplyVector(got.x)]).toEqual([...b]);
      else {
        // yᵀ·A = 0 and y·b = 1
        let parity = 0;
        for (let i = 0; i < n; i++) if ((got.certificate[i >>> 5]! >>> (i & 31)) & 1 && (b[i >>> 5]! >>> (i & 31)) & 1) parity ^= 1;
        expect(parity).toBe(1);
        for (let c = 0; c < n; c++) {
          let s = 0;
          for (let i = 0; i < n; i++) if ((got.certificate[i >>> 5]! >>> (i & 31)) & 1 && a.get(i, c)) s ^= 1;
          expect(s).toBe(0);
        }
      }
    }
  });
});
