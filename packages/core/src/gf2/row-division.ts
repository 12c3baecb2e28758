import type { SeriesDivisor } from './series.ts';

/**
 * What the row dividers (`row-divider.ts`) share: the operator a divider is built for, the divider it builds
 * (an explicit matrix for short rows, `dense-row-divider.ts`; a recurrence with a boundary for long ones,
 * `recurrence-divider.ts`) and its division in parts.
 */

/** A one-dimensional shift operator on a row, as a divider reads it (`RowDivider`). */
export interface RowOperator {
  /** Cells in the row. */
  readonly bits: number;
  /** Words per row. */
  readonly stride: number;
  /** The distinct effective shifts, ascending. */
  readonly shifts: readonly number[];
  /** True when the row is a ring. */
  readonly cyclic: boolean;
  /** dst (row at `dOff`) ^= H·src (row at `sOff`). */
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number): void;
}

/** A divider: H's kernel, its defects, its division in parts (long rows) and the division itself (`RowDivider.divide`). */
export interface Divider {
  readonly kernel: Uint32Array[];
  readonly defects: Uint32Array[];
  readonly parts: DivisionParts | null;
  divide(y: Uint32Array, v: Uint32Array, vOff: number): number;
}

/** Most boundary cells a long row's divider carries: its unknowns and equations are bit masks of one word. */
export const MAX_BOUNDARY = 31;

/**
 * A long row's division in two steps, so that a caller can write quotients in place and fold its own
 * corrections into the boundary's (`chase-divisor.ts`): `particular` then `fix` is `RowDivider.divide`.
 */
export interface DivisionParts {
  /** Width β of the boundary: right-hand sides are β-bit masks. */
  readonly beta: number;
  /**
   * Writes the quotient with the boundary's unknowns at 0 into the row of `y` at `yOff` (overwritten) and
   * returns the boundary's right-hand side.
   */
  particular(y: Uint32Array, yOff: number, v: Uint32Array, vOff: number): number;
  /** XORs the boundary's solution for right-hand side `rhs` into the row of `y` at `yOff`; returns the syndrome. */
  fix(y: Uint32Array, yOff: number, rhs: number): number;
  /**
   * When `particular` is one pass of `seriesDivideShifted` (a lift below 32, ℓ of degree below 32): ℓ and
   * the lift, and per right-hand side bit the cells of the quotient (`y`) and of the dividend (`v`) whose parity
   * it is. Else null.
   */
  readonly shifted: { readonly divisor: SeriesDivisor; readonly lift: number; readonly cells: ReadonlyArray<{ readonly y: readonly number[]; readonly v: readonly number[] }> } | null;
}

/** On a ring, the shift that follows the largest gap between shifts (ℓ then has the least degree), and that gap. */
export function ringGapStart(shifts: readonly number[], n: number): { c0: number; gap: number } {
  let c0 = shifts[0]!;
  let gap = shifts[0]! + n - shifts[shifts.length - 1]!;
  for (let i = 1; i < shifts.length; i++) {
    if (shifts[i]! - shifts[i - 1]! > gap) {
      gap = shifts[i]! - shifts[i - 1]!;
      c0 = shifts[i]!;
    }
  }
  return { c0, gap };
}
