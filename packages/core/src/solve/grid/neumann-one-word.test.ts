import { describe, expect, it } from 'vitest';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import type { BilinearForm } from './bilinear.ts';
import { neumannOneWord } from './neumann-one-word.ts';
import { Side } from './row-split.ts';
import { neumannInverse, neumannRows } from './neumann-inverse.ts';

describe('the Neumann product on rows of one word', () => {
  const random = seededRandom('neumann one word');

  it('equals the row-by-row product, and neumannInverse takes it, every form and p ≤ 32, paths and rings of columns', () => {
    const forms: BilinearForm[] = [];
    for (let bits = 1; bits < 16; bits++) forms.push({ g00: (bits & 1) as 0 | 1, g01: ((bits >> 1) & 1) as 0 | 1, g10: ((bits >> 2) & 1) as 0 | 1, g11: ((bits >> 3) & 1) as 0 | 1 });
    for (const g of forms) {
      for (const p of [1, 2, 3, 6, 12, 16, 24, 31, 32]) {
        for (const [m, wraps] of [[1, false], [9, false], [16, true], [5, true]] as const) {
          const z = randomBoard(m, p, { random });
          const colSide = new Side(m, wraps);
          for (const K of [0, 1, 3, 5]) {
            const label = `${JSON.stringify(g)} p = ${p}, ${m} rows ${wraps}, K = ${K}`;
            const want = neumannRows(z, g, new Side(p, true), colSide, K);
            expect(neumannOneWord(z, g, p, colSide, K).equals(want), label).toBe(true);
            expect(neumannInverse(z, g, new Side(p, true), colSide, K).equals(want), label).toBe(true);
          }
        }
      }
    }
  });
});
