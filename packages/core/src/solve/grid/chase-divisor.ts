import type { DivisionParts } from '../../gf2/row-division.ts';
import type { NearShifts, RowDivider } from '../../gf2/row-divider.ts';
import { identitySetup, type RingChaseSetup, ringChaseSetup } from '../../wasm/ring-chase-kernels.ts';
import type { Projection } from './row-split.ts';

/** Widest boundary whose fixes are tabled whole (2^β rows; the kernel's mask of missing fixes is one u32). */
const TABLED_BOUNDARY = 5;

/**
 * Division by the chase coefficient c (the row operator of the row after a press) on the part S₁ of the row
 * ring where c is a unit: a row outside c's image is corrected by elements of S₂ (a defect ε of c's divider has
 * E₁·ε = ε + E₂·ε in the image, whose preimage is the correction), so every quotient is right modulo S₂ and
 * the chase projects its presses by E₁ at the end (`ring-chase.ts`, `fold-chase.ts`).
 *
 * {@link divideAt} writes the quotient in place; on long rows with a narrow boundary, the boundary's fix and
 * the S₂ correction of each right-hand side are added up once, so a row costs one division pass and at most
 * one XOR pass.
 */
export class ChaseDivisor {
  private readonly corrections: Uint32Array[] = [];
  /** True when c = 1 (no division at all). */
  readonly isOne: boolean;
  /** Per boundary right-hand side: the whole fix (null: a syndrome with no correction). */
  private readonly fixes: Array<Uint32Array | null> | null = null;
  private readonly parts: DivisionParts | null;
  private readonly scratch: Uint32Array;

  /**
   * @param up The divider of c on the row ring.
   * @param projection E₂, or null when c is a unit on all of the ring.
   * @param stride Words per row.
   */
  constructor(
    private readonly up: RowDivider,
    projection: Projection | null,
    private readonly stride: number,
  ) {
    this.isOne = up.shifts.length === 1 && up.shifts[0] === 0;
    this.scratch = new Uint32Array(stride);
    if (projection) {
      for (const defect of up.defects) {
        const e1 = defect.slice();
        projection.apply(e1, 0, defect, 0);
        const z = new Uint32Array(stride);
        if (up.divide(z, e1) !== 0) throw new Error('internal error: E₁ of a defect is not in the image of c');
        this.corrections.push(z);
      }
    }
    this.parts = !this.isOne && up.parts && up.parts.beta <= TABLED_BOUNDARY ? up.parts : null;
    if (!this.parts) return;
    this.fixes = [];
    for (let rhs = 0; rhs < 1 << this.parts.beta; rhs++) {
      const row = new Uint32Array(stride);
      this.fixes.push(this.correct(row, 0, this.parts.fix(row, 0, rhs), false) ? row : null);
    }
  }

  /** y = c⁻¹·v modulo S₂. */
  divide(y: Uint32Array, v: Uint32Array): void {
    if (this.isOne) {
      y.set(v);
      return;
    }
    this.correct(y, 0, this.up.divide(y, v), true);
  }

  /** The row of `y` at word `yOff` (overwritten) = c⁻¹·v modulo S₂; `v` is one row of `stride` words. */
  divideAt(y: Uint32Array, yOff: number, v: Uint32Array): void {
    if (this.isOne) {
      y.set(v.subarray(0, this.stride), yOff);
      return;
    }
    if (!this.fixes) {
      this.divide(this.scratch, v);
      y.set(this.scratch, yOff);
      return;
    }
    const rhs = this.parts!.particular(y, yOff, v, 0);
    if (rhs === 0) return;
    const fix = this.fixes[rhs];
    if (!fix) throw new Error('internal error: a row out of the image of c with no correction (c should be a unit)');
    for (let k = 0; k < this.stride; k++) y[yOff + k]! ^= fix[k]!;
  }

  /**
   * What a fused chase needs to divide the way {@link divideAt} does, when the division is one shifted series
   * pass with a tabled boundary: the divider's parts, the fix per right-hand side (null: none exists). Else null.
   */
  get tabled(): { readonly parts: DivisionParts; readonly fixes: ReadonlyArray<Uint32Array | null> } | null {
    return this.parts && this.fixes ? { parts: this.parts, fixes: this.fixes } : null;
  }

  /**
   * The WebAssembly chase's tables for this division (`ringChaseRows`), or null when the kernel cannot take it.
   *
   * @param mid The operator of the press row itself (null: not a near operator).
   * @param down The operator of the row before it (null: likewise).
   * @param bits Cells per row.
   * @param cyclic Whether rows are rings.
   */
  kernelSetup(mid: NearShifts | null, down: NearShifts | null, bits: number, cyclic: boolean): RingChaseSetup | null {
    if (!mid || !down) return null;
    if (this.isOne) return identitySetup(mid, down, bits, cyclic);
    const tabled = this.tabled;
    return tabled ? ringChaseSetup(mid, down, tabled.parts, tabled.fixes, bits, cyclic) : null;
  }

  /** XORs the corrections of `syndrome` into the row at `yOff`; false (or a throw) when one is missing. */
  private correct(y: Uint32Array, yOff: number, syndrome: number, strict: boolean): boolean {
    for (let i = 0, s = syndrome; s !== 0; i++, s >>>= 1) {
      if (!(s & 1)) continue;
      const z = this.corrections[i];
      if (!z) {
        if (strict) throw new Error('internal error: a row out of the image of c with no correction (c should be a unit)');
        return false;
      }
      for (let k = 0; k < this.stride; k++) y[yOff + k]! ^= z[k]!;
    }
    return true;
  }
}
