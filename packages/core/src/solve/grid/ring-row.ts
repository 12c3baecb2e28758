import { xorNearShifts, xorRotated } from '../../gf2/shift.ts';

/** A row operator Σ s^c on a ring of n cells: dst ^= H·src, the shifts −1, 0 and +1 fused into one pass. */
export class RingRow {
  private readonly near: { keep: boolean; up: boolean; down: boolean } | null;
  private readonly far: number[];

  /** @param shifts - The powers c (any integers, reduced mod n; repeats count once). @param n - Cells in the ring. */
  constructor(
    shifts: readonly number[],
    private readonly n: number,
  ) {
    const reduced = [...new Set(shifts.map((c) => ((c % n) + n) % n))];
    const isNear = (c: number): boolean => n >= 3 && (c === 0 || c === 1 || c === n - 1);
    const near = reduced.filter(isNear);
    this.far = reduced.filter((c) => !isNear(c));
    this.near = near.length === 0 ? null : { keep: near.includes(0), up: near.includes(1), down: near.includes(n - 1) };
  }

  /** dst (row at dOff) ^= H·src (row at sOff), rows of `stride` words. */
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, stride: number): void {
    const { n, near } = this;
    if (near) xorNearShifts(dst, dOff, src, sOff, stride, n, near.keep, near.up, near.down, true);
    for (const c of this.far) xorRotated(dst, dOff, src, sOff, stride, n, c);
  }
}
