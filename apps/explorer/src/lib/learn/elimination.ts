import { Board, pressCell, type Rule } from '@lightsout/core';

/** Largest board side the linear system is shown for: 6 × 6 is 36 unknowns, a 36 × 36 matrix. */
export const SYSTEM_MAX_SIDE = 6;

/**
 * One step of Gauss–Jordan elimination over GF(2) on the augmented matrix [A | b], or of reading the answer
 * off the reduced form. Rows and columns are 0-based.
 */
export type EliminationStep =
  | { readonly kind: 'start' }
  | { readonly kind: 'pivot'; readonly col: number; readonly row: number }
  | { readonly kind: 'swap'; readonly col: number; readonly row: number; readonly from: number }
  | { readonly kind: 'xor'; readonly col: number; readonly source: number; readonly target: number }
  | { readonly kind: 'free'; readonly col: number }
  | { readonly kind: 'reduced' }
  | { readonly kind: 'quiet'; readonly col: number; readonly pattern: Board }
  | { readonly kind: 'solution'; readonly presses: Board }
  | { readonly kind: 'contradiction'; readonly row: number; readonly proof: Board; readonly overlap: number };

/** A step with the matrix as it stands after it. */
export interface EliminationFrame {
  readonly step: EliminationStep;
  /** Rows of [A | b]: n + 1 entries each (0 or 1), b last. */
  readonly rows: readonly Uint8Array[];
  /** For each row, which equations of the original system it is the sum of (n entries). */
  readonly origins: readonly Uint8Array[];
  /** Pivot columns found so far, by row: `pivots[r]` is the pivot column of row r. */
  readonly pivots: readonly number[];
}

/**
 * The toggle matrix A of a rule on a rows × cols board: A[i][j] = 1 when pressing cell j toggles cell i,
 * cells numbered r·cols + c (the unknown x_j is "press cell j").
 */
export function toggleMatrix(rule: Rule, rows: number, cols: number): Uint8Array[] {
  const n = rows * cols;
  const a = Array.from({ length: n }, () => new Uint8Array(n));
  for (let j = 0; j < n; j++) {
    const effect = new Board(rows, cols);
    pressCell(effect, rule, Math.floor(j / cols), j % cols);
    for (let i = 0; i < n; i++) if (effect.get(Math.floor(i / cols), i % cols)) a[i]![j] = 1;
  }
  return a;
}

/**
 * Gauss–Jordan elimination of A·x = b over GF(2), one row operation per frame: for each column, the pivot
 * chosen (a row at or below the current one with a 1 there), a swap to bring it up when needed, then one XOR
 * per other row with a 1 in that column (XOR is addition mod 2, so it clears the 1). A column with no pivot is
 * free. After the reduced form come the quiet pattern of each free column and the solution read off (free
 * presses 0), or, for lights that cannot be solved, the row that reads 0 = 1 and the quiet pattern it is.
 */
export function eliminate(lights: Board, rule: Rule): EliminationFrame[] {
  const { rows: m, cols } = lights;
  const n = m * cols;
  const a = toggleMatrix(rule, m, cols);
  let rows: Uint8Array[] = a.map((row, i) => {
    const out = new Uint8Array(n + 1);
    out.set(row);
    out[n] = lights.get(Math.floor(i / cols), i % cols) ? 1 : 0;
    return out;
  });
  let origins: Uint8Array[] = Array.from({ length: n }, (_, i) => {
    const e = new Uint8Array(n);
    e[i] = 1;
    return e;
  });
  const pivots: number[] = [];
  const frames: EliminationFrame[] = [];
  const push = (step: EliminationStep): void => {
    frames.push({ step, rows, origins, pivots: pivots.slice() });
  };
  push({ kind: 'start' });

  for (let col = 0; col < n; col++) {
    const row = pivots.length;
    let found = -1;
    for (let r = row; r < n; r++) {
      if (rows[r]![col]) {
        found = r;
        break;
      }
    }
    if (found < 0) {
      push({ kind: 'free', col });
      continue;
    }
    if (found !== row) {
      rows = swap(rows, row, found);
      origins = swap(origins, row, found);
      push({ kind: 'swap', col, row, from: found });
    }
    pivots.push(col);
    push({ kind: 'pivot', col, row });
    for (let r = 0; r < n; r++) {
      if (r === row || !rows[r]![col]) continue;
      rows = xorInto(rows, row, r);
      origins = xorInto(origins, row, r);
      push({ kind: 'xor', col, source: row, target: r });
    }
  }
  push({ kind: 'reduced' });

  const contradiction = rows.findIndex((row, r) => r >= pivots.length && row[n] === 1);
  if (contradiction >= 0) {
    const proof = toBoard(origins[contradiction]!, m, cols);
    push({ kind: 'contradiction', row: contradiction, proof, overlap: proof.overlap(lights) });
    return frames;
  }
  const free = freeColumns(pivots, n);
  for (const f of free) {
    const z = new Uint8Array(n);
    z[f] = 1;
    pivots.forEach((p, r) => {
      z[p] = rows[r]![f]!;
    });
    push({ kind: 'quiet', col: f, pattern: toBoard(z, m, cols) });
  }
  const x = new Uint8Array(n);
  pivots.forEach((p, r) => {
    x[p] = rows[r]![n]!;
  });
  push({ kind: 'solution', presses: toBoard(x, m, cols) });
  return frames;
}

/** Columns without a pivot, in order. */
export function freeColumns(pivots: readonly number[], n: number): number[] {
  const pivotSet = new Set(pivots);
  return Array.from({ length: n }, (_, c) => c).filter((c) => !pivotSet.has(c));
}

function swap(rows: Uint8Array[], a: number, b: number): Uint8Array[] {
  const out = rows.slice();
  out[a] = rows[b]!;
  out[b] = rows[a]!;
  return out;
}

/** A copy of `rows` with row `source` XORed into row `target` (rows are never changed in place: frames share them). */
function xorInto(rows: Uint8Array[], source: number, target: number): Uint8Array[] {
  const out = rows.slice();
  const next = rows[target]!.slice();
  const s = rows[source]!;
  for (let j = 0; j < next.length; j++) next[j]! ^= s[j]!;
  out[target] = next;
  return out;
}

function toBoard(vector: Uint8Array, rows: number, cols: number): Board {
  const board = new Board(rows, cols);
  vector.forEach((v, i) => {
    if (v) board.set(Math.floor(i / cols), i % cols, true);
  });
  return board;
}
