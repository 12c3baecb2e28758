import { Board } from '../../puzzle/board.ts';
import type { BilinearForm } from './bilinear.ts';

/** What the product reads of the column direction (`row-split.ts`'s Side): the two rows y^D reads for each row. */
interface ColumnReads {
  adjacencyPowerTable(D: number): Int32Array;
}

/**
 * The Neumann product of `row-split.ts` on rows of one word (a ring of p ≤ 32 cells; `neumannInverse` takes it
 * there): the same K steps, each row N^D·Z = (n₀₀ + g₀₁·x^D)·Z_r + (g₁₀ + g₁₁·x^D)·T_r with x^D two rotations of the word, and no call a row.
 *
 * @param z The board, rows of p cells.
 * @param g The bilinear form.
 * @param p Cells of a row (≤ 32).
 * @param colSide The column direction.
 * @param K Steps.
 * @returns A⁻¹·z on the bad part, a new board.
 */
export function neumannOneWord(z: Board, g: BilinearForm, p: number, colSide: ColumnReads, K: number): Board {
  const rows = z.rows;
  let cur = z.words.slice();
  let next = new Uint32Array(rows);
  const mask = p === 32 ? -1 : (1 << p) - 1;
  const rotate = (x: number, d: number): number => (d === 0 ? x : ((x << d) | (x >>> (p - d))) & mask);
  const [m00, m01, m10, m11] = [g.g00, g.g01, g.g10, g.g11].map((bit) => -bit | 0) as [number, number, number, number];
  const withX = g.g01 === 1 || g.g11 === 1;
  for (let k = 0; k < K; k++) {
    const D = 2 ** k;
    const table = colSide.adjacencyPowerTable(D);
    const d = D % p;
    for (let r = 0; r < rows; r++) {
      const s0 = table[2 * r]!;
      const s1 = table[2 * r + 1]!;
      const t = (s0 >= 0 ? cur[s0]! : 0) ^ (s1 >= 0 ? cur[s1]! : 0);
      const zr = cur[r]!;
      const w = (zr & m01) ^ (t & m11);
      next[r] = ((zr & m00) ^ (t & m10) ^ (withX ? rotate(w, d) ^ rotate(w, (p - d) % p) : 0)) >>> 0;
    }
    [cur, next] = [next, cur];
  }
  const out = new Board(rows, p);
  out.words.set(cur);
  return out;
}
