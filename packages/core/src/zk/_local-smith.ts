import type { WorkOptions } from '../work.ts';
import { inverseMod } from './zk.ts';

/** The solution set of M·x = b over one CRT part Z/q: a particular solution and kernel generators. */
export interface PartSolution {
  /** One solution (entries mod q), or null when there is none. */
  readonly solution: Uint8Array | null;
  /** Generators of the kernel; the kernel is the direct sum of the cyclic groups they generate. */
  readonly generators: Uint8Array[];
  /** `orders[i]` is the additive order of `generators[i]` (a power of p). */
  readonly orders: number[];
}

/**
 * Smith normal form over the local ring Z/pᵉ with full pivoting. In Z/pᵉ every element is pᵛ·u with u a
 * unit, and an entry of least valuation divides every other entry, so it clears its column by row
 * operations and its row by column operations: P·M·Q = diag(pᵛ⁰u₀, …, pᵛʳ⁻¹uᵣ₋₁, 0, …). Then
 * D·y = P·b is solvable iff pᵛⁱ | (P·b)ᵢ for i < r and (P·b)ᵢ = 0 beyond; x = Q·y. The kernel is
 * Q·(⊕ pᵉ⁻ᵛⁱ·Z/pᵉ ⊕ (Z/pᵉ)^(cols − r)): generator Q·pᵉ⁻ᵛⁱ·eᵢ has order pᵛⁱ, Q·eⱼ (j ≥ r) order pᵉ.
 * Unit-pivot-only elimination would miss the pivots with v > 0; this never does. O(rows·cols·min) steps.
 */
export function localSmithSolve(
  rows: number,
  cols: number,
  entries: ArrayLike<number>,
  rhs: ArrayLike<number> | null,
  p: number,
  e: number,
  options: WorkOptions = {},
): PartSolution {
  const q = p ** e;
  const val = new Uint8Array(q);
  for (let a = 0; a < q; a++) {
    let j = 0;
    let x = a;
    if (x === 0) j = e;
    else {
      while (x % p === 0) {
        x /= p;
        j++;
      }
    }
    val[a] = j;
  }
  const M = new Int32Array(rows * cols);
  for (let i = 0; i < rows * cols; i++) M[i] = entries[i]! % q;
  const B = new Int32Array(rows);
  if (rhs) for (let i = 0; i < rows; i++) B[i] = rhs[i]! % q;
  const Q = new Int32Array(cols * cols); // row-major, x = Q·y
  for (let i = 0; i < cols; i++) Q[i * cols + i] = 1;
  const pivVal: number[] = [];
  const pivInv: number[] = [];
  const limit = Math.min(rows, cols);
  let t = 0;
  for (; t < limit; t++) {
    if ((t & 15) === 0) {
      options.signal?.throwIfAborted();
      options.onProgress?.(t, limit);
    }
    let bi = -1;
    let bj = -1;
    let best = e;
    search: for (let i = t; i < rows; i++) {
      const base = i * cols;
      for (let j = t; j < cols; j++) {
        const v = val[M[base + j]!]!;
        if (v < best) {
          best = v;
          bi = i;
          bj = j;
          if (v === 0) break search;
        }
      }
    }
    if (bi < 0) break;
    if (bi !== t) {
      for (let j = 0; j < cols; j++) swap(M, t * cols + j, bi * cols + j);
      swap(B, t, bi);
    }
    if (bj !== t) {
      for (let i = 0; i < rows; i++) swap(M, i * cols + t, i * cols + bj);
      for (let i = 0; i < cols; i++) swap(Q, i * cols + t, i * cols + bj);
    }
    const a = M[t * cols + t]!;
    const scale = p ** best;
    const inv = inverseMod(a / scale, q);
    pivVal.push(best);
    pivInv.push(inv);
    const tb = t * cols;
    for (let i = t + 1; i < rows; i++) {
      const c = M[i * cols + t]!;
      if (c === 0) continue;
      const f = ((c / scale) * inv) % q;
      const ib = i * cols;
      for (let j = t; j < cols; j++) M[ib + j] = (M[ib + j]! + (q - f) * M[tb + j]!) % q;
      B[i] = (B[i]! + (q - f) * B[t]!) % q;
    }
    for (let j = t + 1; j < cols; j++) {
      const c = M[tb + j]!;
      if (c === 0) continue;
      const f = ((c / scale) * inv) % q;
      M[tb + j] = 0;
      for (let i = 0; i < cols; i++) Q[i * cols + j] = (Q[i * cols + j]! + (q - f) * Q[i * cols + t]!) % q;
    }
  }
  options.onProgress?.(limit, limit);
  const rank = t;
  let solution: Uint8Array | null = null;
  let ok = true;
  for (let i = rank; i < rows && ok; i++) if (B[i] !== 0) ok = false;
  const y = new Int32Array(cols);
  for (let i = 0; i < rank && ok; i++) {
    if (val[B[i]!]! < pivVal[i]!) ok = false;
    else y[i] = ((B[i]! / p ** pivVal[i]!) * pivInv[i]!) % q;
  }
  if (ok) solution = timesQ(Q, cols, y, q);
  const generators: Uint8Array[] = [];
  const orders: number[] = [];
  for (let i = 0; i < cols; i++) {
    const v = i < rank ? pivVal[i]! : e;
    if (v === 0) continue;
    const c = p ** (e - v) % q; // generator c·Q·eᵢ: a scaled column of Q
    const g = new Uint8Array(cols);
    for (let r = 0; r < cols; r++) g[r] = (c * Q[r * cols + i]!) % q;
    generators.push(g);
    orders.push(p ** v);
  }
  return { solution, generators, orders };
}

function swap(a: Int32Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

function timesQ(Q: Int32Array, n: number, y: Int32Array, q: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    const base = i * n;
    for (let j = 0; j < n; j++) if (y[j] !== 0) s += Q[base + j]! * y[j]!;
    out[i] = s % q;
  }
  return out;
}
