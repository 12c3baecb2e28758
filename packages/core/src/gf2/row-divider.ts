import { denseDivider } from './dense-row-divider.ts';
import { recurrenceDivider } from './recurrence-divider.ts';
import { type Divider, type DivisionParts, MAX_BOUNDARY, ringGapStart } from './row-division.ts';
import { xorNearShifts, xorRotated, xorShifted } from './shift.ts';
import { wordsFor } from './words.ts';

/**
 * A one-dimensional shift operator H = Σ_{c ∈ C} σ^c on a row of `bits` cells (σ moves cell j to j + 1),
 * clipped at the ends (a path) or cyclic (a ring), with a fast pseudo-inverse.
 *
 * Dividing is a linear recurrence along the row. With ℓ(z) = Σ_{c ∈ C} z^{c − c₀} (c₀ the lowest shift, ℓ(0) = 1),
 * H·y = v says that the coefficients of ℓ(z)·Y(z) at z^{j − c₀} are v_j: Y is the power-series quotient of those
 * coefficients by ℓ (see `seriesDivide` in `series.ts`, 32 cells per step). The ends leave β inputs no cell of v sets
 * (the unknowns: cells before the first one a light determines, or the state that wraps round a ring) and β
 * equations no unknown was chosen for; their β × β system is eliminated once per divider.
 *
 * When H is singular, `divide` still returns a y, with H·y = v + Σ sᵢ·εᵢ: the syndrome bits sᵢ are zero
 * exactly when v is in the image of H, and the defects εᵢ (unit vectors) span a complement of that image.
 * Rows of at most {@link DENSE_ROW_BITS} cells go through an explicit matrix instead, with the same contract.
 */
export class RowDivider {
  /** Cells in the row. */
  readonly bits: number;
  /** True when the row is a ring (cell bits − 1 is next to cell 0). */
  readonly cyclic: boolean;
  /** The distinct effective shifts, ascending (on a ring reduced to [0, bits)). */
  readonly shifts: readonly number[];
  /** Words per row. */
  readonly stride: number;
  /** A basis of the kernel of H. */
  readonly kernel: readonly Uint32Array[];
  /** The defects εᵢ: bit i of a syndrome stands for εᵢ. */
  readonly defects: readonly Uint32Array[];
  /** The division in parts, for long rows (null for rows of at most {@link DENSE_ROW_BITS} cells). */
  readonly parts: DivisionParts | null;
  /** H's shifts 0, +1 and −1 as flags when those are all it has (one pass of {@link xorNearShifts}), else null. */
  readonly near: NearShifts | null;
  private readonly impl: Divider;

  /**
   * Prepares H and its pseudo-inverse.
   *
   * @param shifts The shifts c of H (cell j feeds cell j + c), any order; repeats count once, and on a path
   *   shifts of magnitude `bits` or more are dropped.
   * @param bits Cells in the row, at least 1.
   * @param cyclic Whether the row is a ring.
   * @throws {RangeError} when `bits` is not a positive whole number.
   */
  constructor(shifts: Iterable<number>, bits: number, cyclic: boolean) {
    if (!Number.isSafeInteger(bits) || bits < 1) throw new RangeError(`row length must be a positive whole number, got ${bits}`);
    this.bits = bits;
    this.cyclic = cyclic;
    this.shifts = effectiveShifts(shifts, bits, cyclic);
    this.stride = wordsFor(bits);
    // On a ring the shift −1 is stored as bits − 1; one pass covers {−1, 0, 1} when the ring has ≥ 3 cells.
    const near = this.shifts.every((c) => c === 0 || c === 1 || (this.cyclic ? c === bits - 1 && bits >= 3 : c === -1)) && (!cyclic || bits >= 3);
    this.near = near ? { keep: this.shifts.includes(0), up: this.shifts.includes(1), down: this.shifts.includes(cyclic ? bits - 1 : -1) } : null;
    this.impl = bits <= DENSE_ROW_BITS || this.shifts.length === 0 ? denseDivider(this) : recurrenceDivider(this);
    this.kernel = this.impl.kernel;
    this.defects = this.impl.defects;
    this.parts = this.impl.parts;
  }

  /**
   * True when a divider can be built for these shifts without running past its limits: rows of at most
   * {@link DENSE_ROW_BITS} cells, or a non-zero operator whose boundary (the cells the recurrence cannot set
   * from the row: the lowest shift's distance on a path, the span on a ring) has at most {@link MAX_BOUNDARY}
   * cells. The zero operator of a long row is left to the caller (its kernel is every cell).
   *
   * @param shifts The shifts, as for the constructor.
   * @param bits Cells in the row.
   * @param cyclic Whether the row is a ring.
   * @returns Whether the constructor takes them.
   */
  static fits(shifts: Iterable<number>, bits: number, cyclic: boolean): boolean {
    if (bits <= DENSE_ROW_BITS) return true;
    const s = effectiveShifts(shifts, bits, cyclic);
    if (s.length === 0) return false;
    return (cyclic ? bits - ringGapStart(s, bits).gap : Math.abs(s[0]!)) <= MAX_BOUNDARY;
  }

  /** The nullity of H (equal to the number of defects). */
  get nullity(): number {
    return this.kernel.length;
  }

  /**
   * dst (row at `dOff`) ^= H·src (row at `sOff`); shifts within ±1 in one pass over the words.
   *
   * @param dst The output rows.
   * @param dOff The word offset of the output row in `dst`.
   * @param src The input rows.
   * @param sOff The word offset of the input row in `src`.
   */
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number): void {
    const near = this.near;
    if (near) {
      xorNearShifts(dst, dOff, src, sOff, this.stride, this.bits, near.keep, near.up, near.down, this.cyclic);
      return;
    }
    for (const c of this.shifts) {
      if (this.cyclic) xorRotated(dst, dOff, src, sOff, this.stride, this.bits, c);
      else xorShifted(dst, dOff, src, sOff, this.stride, this.bits, c);
    }
  }

  /**
   * Writes into `y` (one row, overwritten) a preimage of v + Σ sᵢ·εᵢ, v being the row of `v` at `vOff`, and
   * returns the syndrome s as a bit mask: 0 exactly when v is in the image of H.
   *
   * @param y The output row, `stride` words.
   * @param v The input rows.
   * @param vOff The word offset of the input row in `v`.
   * @returns The syndrome: bit i set when εᵢ was added.
   */
  divide(y: Uint32Array, v: Uint32Array, vOff = 0): number {
    return this.impl.divide(y, v, vOff);
  }
}

/** Which of the shifts 0, +1 (cell j to j + 1) and −1 an operator has. */
export interface NearShifts {
  readonly keep: boolean;
  readonly up: boolean;
  readonly down: boolean;
}

/** Rows up to this many cells are divided through an explicit matrix. */
export const DENSE_ROW_BITS = 64;

/**
 * The distinct shifts of H on a row, ascending: reduced to [0, bits) on a ring; on a path, shifts of magnitude
 * `bits` or more reach nothing and are dropped.
 */
export function effectiveShifts(shifts: Iterable<number>, bits: number, cyclic: boolean): number[] {
  const set = new Set<number>();
  for (const c of shifts) {
    if (cyclic) set.add(((c % bits) + bits) % bits);
    else if (Math.abs(c) < bits) set.add(c);
  }
  return [...set].sort((a, b) => a - b);
}
