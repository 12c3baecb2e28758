// AssemblyScript: the large factors of the Neumann product (wasm/neumann.ts) where the column direction is a ring:
// per coset of rows, in cache.
import { CHAIN, chained, factorRow } from './neumann';
import { diagonalRows } from './neumann-pairs';

/**
 * dst = the factors D = D0·2^{T−1}, …, 2·D0, D0 of src where the column direction is a ring of `rows` rows and D0
 * divides rows: y^D then only reads rows of the same coset modulo D0, so each coset (R = rows / D0 rows) runs
 * all T factors through `buf0` and `buf1` (R rows each, in cache) on its own: the first factor reads the coset's
 * rows from src, the last writes them to dst, so the board is read and written once for all of them.
 */
export function neumannCosets(dst: usize, src: usize, rows: i32, stride: i32, D0: i32, g: i32, T: i32, buf0: usize, buf1: usize, w: usize, zero: usize): void {
  const bytes = (<usize>stride) << 2;
  const cells = stride << 5;
  const R = rows / D0;
  const spread = <usize>D0 * bytes;
  for (let c = 0; c < D0; c++) {
    let from = src + <usize>c * bytes;
    let fromStep = spread;
    let to = buf0;
    for (let s = T - 1; s >= 0; s--) {
      const d = 1 << s;
      const turn = (<i32>((<i64>D0 << s) % cells));
      const last = s === 0;
      const toBase = last ? dst + <usize>c * bytes : to;
      const toStep = last ? spread : bytes;
      if (chained(g, turn & 31, stride) && R % (2 * d) === 0) {
        // chains j, j + 2d, … round the ring of R rows, CHAIN rows at a time
        for (let j0 = 0; j0 < 2 * d; j0++) {
          for (let j = j0; j < R; j += 2 * d * CHAIN) {
            const G = min(CHAIN, (R - 1 - j) / (2 * d) + 1);
            const first = from + <usize>((j - d + R) % R) * fromStep;
            const end = from + <usize>((j + 2 * d * (G - 1) + d) % R) * fromStep;
            diagonalRows(toBase + <usize>j * toStep, <usize>(2 * d) * toStep, from + <usize>j * fromStep, <usize>(2 * d) * fromStep, first, from + <usize>(j + d) * fromStep, end, G, stride, turn & 31, turn >>> 5);
          }
        }
        from = to;
        fromStep = bytes;
        to = to === buf0 ? buf1 : buf0;
        continue;
      }
      for (let j = 0; j < R; j++) {
        const j0 = (((j - d) % R) + R) % R;
        const j1 = (j + d) % R;
        const z = from + <usize>j * fromStep;
        const t0 = j0 === j1 ? zero : from + <usize>j0 * fromStep;
        const t1 = j0 === j1 ? zero : from + <usize>j1 * fromStep;
        factorRow(toBase + <usize>j * toStep, z, t0, t1, stride, g, turn & 31, turn >>> 5, w + 16);
      }
      from = to;
      fromStep = bytes;
      to = to === buf0 ? buf1 : buf0;
    }
  }
}
