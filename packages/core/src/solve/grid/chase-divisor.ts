import type { RowDivider } from '../../gf2/row-divider.ts';
import type { Projection } from './row-split.ts';

/**
 * Division by the chase coefficient c (the row operator of the row after a press) on the part S₁ of the row
 * ring where c is a unit: a row outside c's image is corrected by elements of S₂ (a defect ε of c's divider has
 * E₁·ε = ε + E₂·ε in the image, whose preimage is the correction), so every quotient is right modulo S₂ and
 * the chase projects its presses by E₁ at the end (`ring-chase.ts`, `fold-chase.ts`).
 */
export class ChaseDivisor {
  private readonly corrections: Uint32Array[] = [];
  private readonly isOne: boolean;

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
    if (!projection) return;
    for (const defect of up.defects) {
      const e1 = defect.slice();
      projection.apply(e1, 0, defect, 0);
      const z = new Uint32Array(stride);
      if (up.divide(z, e1) !== 0) throw new Error('internal error: E₁ of a defect is not in the image of c');
      this.corrections.push(z);
    }
  }

  /** y = c⁻¹·v modulo S₂. */
  divide(y: Uint32Array, v: Uint32Array): void {
    if (this.isOne) {
      y.set(v);
      return;
    }
    let s = this.up.divide(y, v);
    for (let i = 0; s !== 0; i++, s >>>= 1) {
      if (!(s & 1)) continue;
      const z = this.corrections[i];
      if (!z) throw new Error('internal error: a row out of the image of c with no correction (c should be a unit)');
      for (let k = 0; k < this.stride; k++) y[k]! ^= z[k]!;
    }
  }
}
