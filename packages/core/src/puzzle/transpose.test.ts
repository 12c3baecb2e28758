import { expect, test } from 'vitest';
import { seededRandom } from './random.ts';
import { randomBoard } from './random.ts';
import { transpose32, transposeBoard } from './transpose.ts';

test('transpose32 moves bit c of word r to bit r of word c', () => {
  const random = seededRandom('t32');
  const a = Uint32Array.from({ length: 32 }, () => random());
  const t = a.slice();
  transpose32(t);
  for (let r = 0; r < 32; r++) {
    for (let c = 0; c < 32; c++) expect((t[c]! >>> r) & 1).toBe((a[r]! >>> c) & 1);
  }
});

test('transposeBoard agrees with the cell-by-cell transpose and is an involution', () => {
  const random = seededRandom('tb');
  for (const [rows, cols] of [[1, 1], [1, 40], [40, 1], [5, 7], [33, 70], [64, 31], [100, 3], [65, 65]] as const) {
    const b = randomBoard(rows, cols, { random });
    const t = transposeBoard(b);
    expect([t.rows, t.cols]).toEqual([cols, rows]);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) expect(t.get(c, r)).toBe(b.get(r, c));
    expect(transposeBoard(t).equals(b)).toBe(true);
  }
});
