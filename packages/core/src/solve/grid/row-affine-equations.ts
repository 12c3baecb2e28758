import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { termStore } from '../../wasm/row-terms-kernels.ts';
import type { WorkOptions } from '../../work.ts';
import type { RowAffinePlan } from './row-affine-plan.ts';

/**
 * The symbolic pass of row-affine chasing: every press carried as a bit vector over the N = R·n unknowns
 * (press rows 0…R−1, unknown r·n + c for the press (r, c)), a whole row at a time. A row of press vectors is
 * n vectors of V words side by side, so the row operator of a row offset dr and column shift dc is ONE
 * contiguous range (two on a ring) of the row dr above, XORed in at dc·V words:
 *
 *   P_{ℓ+R} = Σ_{(dr, dc) ≠ (−R, 0)} σ^dc · P_{ℓ−dr}   (rows off the board, and past it, left out).
 *
 * Running on R rows past the board gives, for the light rows m−R…m−1, what every press leaves on them:
 * the equations, one per light, as rows of the returned N × N matrix (row j·n + c for light row m−R+j).
 * The rows live in a ring of R + hi + 1 rows, in the WebAssembly module's memory when it fits.
 *
 * @param plan The shape's plan.
 * @param options Abort signal and progress (in rows).
 * @returns The equations' coefficients.
 */
export function rowAffineEquations(plan: RowAffinePlan, options?: WorkOptions): BitMatrix {
  const { m, n, reach, unknowns, vectorWords: V, cyclic, slots } = plan;
  const rowWords = n * V;
  const offsets: Array<{ dr: number; dc: number }> = [];
  for (const [dr, dcs] of plan.rows) for (const dc of dcs) if (dr !== plan.lo || dc !== 0) offsets.push({ dr, dc });
  const store = termStore(plan.storeWords, 2 * offsets.length);
  try {
    const { words, base } = store;
    const slot = (p: number): number => base + (p % slots) * rowWords;
    words.fill(0, base, base + slots * rowWords);
    for (let u = 0; u < unknowns; u++) {
      const r = (u / n) | 0;
      words[slot(r) + (u - r * n) * V + (u >>> 5)]! |= 1 << (u & 31);
    }
    const terms = new Int32Array(6 * offsets.length);
    for (let l = 0; l < m; l++) {
      if ((l & 15) === 0) {
        options?.signal?.throwIfAborted();
        options?.onProgress?.(l, m);
      }
      let count = 0;
      const put = (first: number, source: number, cells: number): void => {
        terms[3 * count] = first * V;
        terms[3 * count + 1] = source;
        terms[3 * count++ + 2] = cells * V;
      };
      for (const { dr, dc } of offsets) {
        const p = l - dr;
        if (p < 0 || p >= m) continue;
        const src = slot(p);
        if (!cyclic) {
          if (dc >= 0) put(dc, src, n - dc);
          else put(0, src - dc * V, n + dc);
          continue;
        }
        const d = ((dc % n) + n) % n; // dst cell c + d ← src cell c, round the ring
        put(d, src, n - d);
        if (d > 0) put(0, src + (n - d) * V, d);
      }
      store.xorTerms(slot(l + reach), rowWords, terms, count);
    }
    options?.onProgress?.(m, m);
    const eq = new BitMatrix(unknowns, unknowns);
    for (let j = 0; j < reach; j++) {
      const row = slot(m + j);
      for (let c = 0; c < n; c++) {
        const at = row + c * V;
        eq.words.set(words.subarray(at, at + eq.stride), (j * n + c) * eq.stride);
      }
    }
    return eq;
  } finally {
    store.release();
  }
}
