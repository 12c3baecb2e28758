import { BitMatrix } from './bit-matrix.ts';
import { reduceRowEchelon } from './eliminate.ts';

/** A small linear system eliminated once: `solve(rhs)` maps each right-hand side bit to (solution, syndrome). */
export interface BoundarySolve {
  /** Unknowns set by right-hand side bit b. */
  readonly unknowns: Uint32Array;
  /** Syndrome bits set by right-hand side bit b. */
  readonly syndromes: Uint32Array;
  /** Kernel of the system, one bit mask per vector. */
  readonly kernel: number[];
  /** Which candidate defect columns were chosen, in syndrome-bit order. */
  readonly chosen: number[];
}

/**
 * Eliminates [A | C] (β rows; A: β unknown columns, C: β candidate defect columns) so that every right-hand
 * side r has the solution A·u + C_chosen·s = r with free unknowns 0. Returns per-bit solutions (linearity).
 */
export function eliminateBoundary(a: readonly number[], c: readonly number[], beta: number): BoundarySolve {
  // Columns as bit masks over the β rows; build the β × (2β + β) matrix [A | C | I].
  const m = new BitMatrix(beta, 3 * beta);
  for (let j = 0; j < beta; j++) {
    for (let i = 0; i < beta; i++) {
      if ((a[j]! >>> i) & 1) m.set(i, j, true);
      if ((c[j]! >>> i) & 1) m.set(i, beta + j, true);
    }
  }
  for (let i = 0; i < beta; i++) m.set(i, 2 * beta + i, true);
  const e = reduceRowEchelon(m, 2 * beta);
  if (e.rank !== beta) throw new Error('internal error: boundary defects do not span');
  const chosen: number[] = [];
  const isPivot = new Uint8Array(2 * beta);
  for (let i = 0; i < e.rank; i++) isPivot[e.pivotCols[i]!] = 1;
  for (let j = 0; j < beta; j++) if (isPivot[beta + j]) chosen.push(j);
  const unknowns = new Uint32Array(beta);
  const syndromes = new Uint32Array(beta);
  for (let b = 0; b < beta; b++) {
    // solution for r = e_b: pivot variable of row i = (transform row i)·e_b = bit (2β + b) of row i
    let u = 0;
    let s = 0;
    for (let i = 0; i < e.rank; i++) {
      if (!m.get(i, 2 * beta + b)) continue;
      const p = e.pivotCols[i]!;
      if (p < beta) u |= 1 << p;
      else s |= 1 << chosen.indexOf(p - beta);
    }
    unknowns[b] = u;
    syndromes[b] = s;
  }
  const kernel: number[] = [];
  for (let f = 0; f < beta; f++) {
    if (isPivot[f]) continue;
    let u = 1 << f;
    for (let i = 0; i < e.rank; i++) if (m.get(i, f) && e.pivotCols[i]! < beta) u |= 1 << e.pivotCols[i]!;
    kernel.push(u);
  }
  return { unknowns, syndromes, kernel, chosen };
}
