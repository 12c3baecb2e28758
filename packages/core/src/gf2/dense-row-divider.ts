import { BitMatrix } from './bit-matrix.ts';
import { reduceRowEchelon } from './eliminate.ts';
import type { Divider, RowOperator } from './row-division.ts';
import { dotParity, getBit } from './words.ts';

/** Small rows: H as an explicit matrix. Unknowns are all cells, the "boundary" the whole row. */
export function denseDivider(op: RowOperator): Divider {
  const n = op.bits;
  const stride = op.stride;
  // Column j of H as a bit row over n (n ≤ 64 fits in two words; kept general).
  const m = new BitMatrix(n, 2 * n);
  const unit = new Uint32Array(stride);
  const image = new Uint32Array(stride);
  for (let j = 0; j < n; j++) {
    unit.fill(0);
    image.fill(0);
    unit[j >>> 5] = 1 << (j & 31);
    op.apply(image, 0, unit, 0);
    for (let i = 0; i < n; i++) if (getBit(image, i)) m.set(i, j, true);
  }
  for (let i = 0; i < n; i++) m.set(i, n + i, true);
  const e = reduceRowEchelon(m, n);
  const rank = e.rank;
  // Cokernel: the transform rows rank..n−1 (as functionals on v); reduce them to pick unit defects.
  const co = new BitMatrix(n - rank, n);
  for (let r = rank; r < n; r++) for (let j = 0; j < n; j++) if (m.get(r, n + j)) co.set(r - rank, j, true);
  const ce = reduceRowEchelon(co, n);
  const defects = Array.from(ce.pivotCols.subarray(0, ce.rank), (j) => {
    const d = new Uint32Array(stride);
    d[j >>> 5] = 1 << (j & 31);
    return d;
  });
  const functionals = Array.from({ length: ce.rank }, (_, i) => rowBits(co, i, stride));
  const solutions = Array.from({ length: rank }, (_, i) => rowBits(m, i, stride, n));
  const isPivot = new Uint8Array(n);
  for (let i = 0; i < rank; i++) isPivot[e.pivotCols[i]!] = 1;
  const kernel: Uint32Array[] = [];
  for (let f = 0; f < n; f++) {
    if (isPivot[f]) continue;
    const k = new Uint32Array(stride);
    k[f >>> 5] = 1 << (f & 31);
    for (let i = 0; i < rank; i++) if (m.get(i, f)) k[e.pivotCols[i]! >>> 5]! |= 1 << (e.pivotCols[i]! & 31);
    kernel.push(k);
  }
  const fixed = new Uint32Array(stride);
  return {
    kernel,
    defects,
    parts: null,
    divide(y, v, vOff) {
      for (let k = 0; k < stride; k++) fixed[k] = v[vOff + k]!;
      let syndrome = 0;
      for (let i = 0; i < functionals.length; i++) {
        if (dotParity(functionals[i]!, fixed)) {
          syndrome |= 1 << i;
          const j = ce.pivotCols[i]!;
          fixed[j >>> 5]! ^= 1 << (j & 31);
        }
      }
      y.fill(0, 0, stride);
      for (let i = 0; i < rank; i++) {
        if (dotParity(solutions[i]!, fixed)) {
          const p = e.pivotCols[i]!;
          y[p >>> 5]! |= 1 << (p & 31);
        }
      }
      return syndrome;
    },
  };
}

/** Bits [from, from + n) of row r of m as a fresh row of `stride` words. */
function rowBits(m: BitMatrix, r: number, stride: number, from = 0): Uint32Array {
  const out = new Uint32Array(stride);
  const n = m.cols - from;
  for (let j = 0; j < Math.min(n, stride * 32); j++) if (m.get(r, from + j)) out[j >>> 5]! |= 1 << (j & 31);
  return out;
}
