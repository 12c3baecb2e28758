import { BitMatrix } from './bit-matrix.ts';

/** A random rows × cols matrix: dense when `inner` is 0, else each row the sum of a random subset of `inner` random rows (rank ≤ inner). */
export function randomMatrix(rows: number, cols: number, inner: number, next: () => number): BitMatrix {
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
