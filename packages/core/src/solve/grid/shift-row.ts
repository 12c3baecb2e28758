import { xorNearShifts, xorRotated, xorShifted } from '../../gf2/shift.ts';

/**
 * A row operator H = Σ_{c ∈ C} σ^c (σ moving cell j to j + 1) on a row of n cells, clipped at the ends (a path)
 * or cyclic (a ring): dst ^= H·src, the shifts −1, 0 and +1 fused into one pass over the words.
 */
export class ShiftRow {
  private readonly near: { keep: boolean; up: boolean; down: boolean } | null;
  private readonly far: number[];

  /**
   * @param shifts - The shifts c (repeats count once; on a ring reduced modulo n, on a path |c| ≥ n dropped).
   * @param n - Cells in the row.
   * @param cyclic - Whether the row is a ring.
   */
  constructor(
    shifts: readonly number[],
    private readonly n: number,
    private readonly cyclic: boolean,
  ) {
    const reduced = [...new Set(shifts.map((c) => (cyclic ? ((c % n) + n) % n : c)))].filter((c) => Math.abs(c) < n);
    const down = cyclic ? n - 1 : -1;
    const isNear = (c: number): boolean => n >= 3 && (c === 0 || c === 1 || c === down);
    const near = reduced.filter(isNear);
    this.far = reduced.filter((c) => !isNear(c));
    this.near = near.length === 0 ? null : { keep: near.includes(0), up: near.includes(1), down: near.includes(down) };
  }

  /** dst (row at dOff) ^= H·src (row at sOff), rows of `stride` words. */
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, stride: number): void {
    const { n, near } = this;
    if (near) xorNearShifts(dst, dOff, src, sOff, stride, n, near.keep, near.up, near.down, this.cyclic);
    for (const c of this.far) {
      if (this.cyclic) xorRotated(dst, dOff, src, sOff, stride, n, c);
      else xorShifted(dst, dOff, src, sOff, stride, n, c);
    }
  }
}
