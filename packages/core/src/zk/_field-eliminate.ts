import { BitMatrix } from '../gf2/bit-matrix.ts';
import { kernelFromEchelon, reduceRowEchelon } from '../gf2/eliminate.ts';
import type { WorkOptions } from '../work.ts';
import type { PartSolution } from './_local-smith.ts';
import { inverseMod } from './zk.ts';

/**
 * Gauss–Jordan elimination over the field GF(p): reduced row echelon form of [M | b], free variables set
 * to 0 for the particular solution, one kernel generator (of order p) per free column. GF(2) goes through
 * the bit-packed {@link reduceRowEchelon}; odd p uses one Int32 entry per coefficient.
 */
export function fieldSolve(
  rows: number,
  cols: number,
  entries: ArrayLike<number>,
  rhs: ArrayLike<number> | null,
  p: number,
  options: WorkOptions = {},
): PartSolution {
  return p === 2 ? binarySolve(rows, cols, entries, rhs, options) : oddSolve(rows, cols, entries, rhs, p, options);
}

function binarySolve(rows: number, cols: number, entries: ArrayLike<number>, rhs: ArrayLike<number> | null, options: WorkOptions): PartSolution {
  const m = new BitMatrix(rows, cols + 1);
  for (let r = 0; r < rows; r++) {
    const base = r * cols;
    for (let c = 0; c < cols; c++) if (entries[base + c]! & 1) m.words[r * m.stride + (c >>> 5)]! |= 1 << (c & 31);
    if (rhs && rhs[r]! & 1) m.words[r * m.stride + (cols >>> 5)]! |= 1 << (cols & 31);
  }
  const ech = reduceRowEchelon(m, cols, options);
  let solution: Uint8Array | null = new Uint8Array(cols);
  for (let r = ech.rank; r < rows; r++) if (m.get(r, cols)) solution = null;
  if (solution) for (let i = 0; i < ech.rank; i++) if (m.get(i, cols)) solution[ech.pivotCols[i]!] = 1;
  const generators = kernelFromEchelon(ech).map((w) => {
    const v = new Uint8Array(cols);
    for (let c = 0; c < cols; c++) v[c] = (w[c >>> 5]! >>> (c & 31)) & 1;
    return v;
  });
  return { solution, generators, orders: generators.map(() => 2) };
}

function oddSolve(rows: number, cols: number, entries: ArrayLike<number>, rhs: ArrayLike<number> | null, p: number, options: WorkOptions): PartSolution {
  const w = cols + 1;
  const M = new Int32Array(rows * w);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) M[r * w + c] = entries[r * cols + c]! % p;
    M[r * w + cols] = rhs ? rhs[r]! % p : 0;
  }
  const pivotCols: number[] = [];
  let rank = 0;
  for (let col = 0; col < cols && rank < rows; col++) {
    if ((col & 15) === 0) {
      options.signal?.throwIfAborted();
      options.onProgress?.(col, cols);
    }
    let pr = -1;
    for (let r = rank; r < rows; r++) {
      if (M[r * w + col] !== 0) {
        pr = r;
        break;
      }
    }
    if (pr < 0) continue;
    if (pr !== rank) {
      for (let j = col; j < w; j++) {
        const t = M[pr * w + j]!;
        M[pr * w + j] = M[rank * w + j]!;
        M[rank * w + j] = t;
      }
    }
    const rb = rank * w;
    const inv = inverseMod(M[rb + col]!, p);
    for (let j = col; j < w; j++) M[rb + j] = (M[rb + j]! * inv) % p;
    for (let r = 0; r < rows; r++) {
      if (r === rank) continue;
      const f = M[r * w + col]!;
      if (f === 0) continue;
      const g = p - f;
      const b = r * w;
      for (let j = col; j < w; j++) {
        const v = M[rb + j]!;
        if (v !== 0) M[b + j] = (M[b + j]! + g * v) % p;
      }
    }
    pivotCols.push(col);
    rank++;
  }
  options.onProgress?.(cols, cols);
  let solution: Uint8Array | null = new Uint8Array(cols);
  for (let r = rank; r < rows; r++) if (M[r * w + cols] !== 0) solution = null;
  if (solution) for (let i = 0; i < rank; i++) solution[pivotCols[i]!] = M[i * w + cols]!;
  const isPivot = new Uint8Array(cols);
  for (const c of pivotCols) isPivot[c] = 1;
  const generators: Uint8Array[] = [];
  for (let f = 0; f < cols; f++) {
    if (isPivot[f]) continue;
    const v = new Uint8Array(cols);
    v[f] = 1;
    for (let i = 0; i < rank; i++) v[pivotCols[i]!] = (p - M[i * w + f]!) % p;
    generators.push(v);
  }
  return { solution, generators, orders: generators.map(() => p) };
}
