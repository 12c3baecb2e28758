import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { reduceRowEchelonBlocked } from './blocked-echelon.ts';
import { reduceRowEchelon } from './eliminate.ts';
import { randomMatrix } from './_test-matrix.ts';

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

});
