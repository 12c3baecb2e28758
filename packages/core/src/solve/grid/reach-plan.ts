import { Poly } from '../../gf2/poly.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { wordsFor } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import { ShiftRow } from './shift-row.ts';

/** One way to read a board for `reach-chase`: the side the rows run along, and the way the chase runs. */
export interface Orientation {
  readonly transposed: boolean;
  /** True when the chase runs from the last row up (row offsets negated). */
  readonly flipped: boolean;
  /** Rows chased. */
  readonly m: number;
  /** Cells per row. */
  readonly n: number;
  /** Whether a row is a ring (else a clipped path). */
  readonly cyclic: boolean;
  readonly verticalWraps: boolean;
  /** Row offset → its column shifts, dr ∈ [lo, hi]. */
  readonly rows: ReadonlyMap<number, readonly number[]>;
  readonly lo: number;
  readonly hi: number;
}

/**
 * The chase of one orientation: light row ℓ settles press row ℓ − lo, x_{ℓ−lo} = S_lo⁻¹·(b_ℓ + Σ_{dr > lo}
 * S_dr·x_{ℓ−dr}); the first −lo press rows (and on a torus the last hi) are the unknowns, and as many light
 * rows at the end are left unchecked: their residuals are the system's right-hand side.
 */
export class ReachPlan {
  readonly m: number;
  readonly n: number;
  readonly stride: number;
  /** The unknown press rows, in the order of the system's unknowns. */
  readonly unknownRows: number[] = [];
  /** Light rows the chase leaves unchecked, in the order of the system's equations. */
  readonly checkRows: number[] = [];
  /** The row operators, the leading one (dr = lo) last. */
  private readonly ops: Array<{ dr: number; op: ShiftRow }> = [];
  private readonly lead: RowDivider;
  private readonly lo: number;
  private readonly hi: number;
  private readonly wraps: boolean;

  constructor(o: Orientation) {
    const { m, n, lo, hi, verticalWraps, cyclic } = o;
    this.m = m;
    this.n = n;
    this.stride = wordsFor(n);
    this.lo = lo;
    this.hi = hi;
    this.wraps = verticalWraps;
    for (const [dr, dcs] of o.rows) if (dr !== lo) this.ops.push({ dr, op: new ShiftRow(dcs, n, cyclic) });
    this.ops.push({ dr: lo, op: new ShiftRow(o.rows.get(lo)!, n, cyclic) });
    this.lead = new RowDivider(o.rows.get(lo)!, n, cyclic);
    const up = -lo;
    const down = verticalWraps ? Math.max(hi, 0) : 0;
    for (let r = 0; r < up; r++) this.unknownRows.push(r);
    for (let r = m - down; r < m; r++) this.unknownRows.push(r);
    for (let l = m - up - down; l < m; l++) this.checkRows.push(l);
  }

  /** Unknown rows (and equations) of the system. */
  get size(): number {
    return this.unknownRows.length;
  }

  /**
   * Chases `lights` (null: none) from the unknown rows `us` (null: zero), writing every press row into
   * `out`. Returns the unchecked light rows' residuals: all zero exactly when `out` solves the lights.
   */
  run(lights: Board | null, us: readonly Uint32Array[] | null, out: Board): Uint32Array[] {
    const { m, stride, lo } = this;
    const x = out.words;
    x.fill(0);
    if (us) this.unknownRows.forEach((r, i) => x.set(us[i]!, r * stride));
    const acc = new Uint32Array(stride);
    const next = new Uint32Array(stride);
    const b = lights?.words;
    const last = this.ops.length - 1;
    for (let l = 0; l < m - this.size; l++) {
      if (b) acc.set(b.subarray(l * stride, (l + 1) * stride));
      else acc.fill(0);
      this.gather(acc, x, l, last);
      if (this.lead.divide(next, acc) !== 0) throw new Error('internal error: the leading row of reach-chase is not a unit');
      x.set(next, (l - lo) * stride);
    }
    return this.checkRows.map((l) => {
      const residual = b ? b.slice(l * stride, (l + 1) * stride) : new Uint32Array(stride);
      this.gather(residual, x, l, this.ops.length);
      return residual;
    });
  }

  /**
   * Φ (k × k) by the same chase over k-vectors of polynomials modulo `mod`, row operator dr acting as
   * `times(dr, p)` (the leading one as the identity: the caller makes sure it is).
   */
  symbolic(times: (dr: number, p: Poly) => Poly): Poly[][] {
    const { m, lo, hi } = this;
    const k = this.size;
    // rows are kept while a light row to come reads them: the last hi + 1 − lo, and the first −lo + hi (a
    // torus's unchecked rows read them round the wrap)
    const x = new Map<number, Poly[]>();
    const zero = Array.from({ length: k }, () => new Poly());
    this.unknownRows.forEach((r, u) => {
      x.set(r, zero.map((_, i) => (i === u ? Poly.monomial(0) : new Poly())));
    });
    const sum = (l: number, count: number): Poly[] => {
      const acc = Array.from({ length: k }, () => new Poly());
      for (let i = 0; i < count; i++) {
        const { dr } = this.ops[i]!;
        const p = this.source(l - dr);
        const row = p < 0 ? undefined : x.get(p);
        if (!row) continue;
        for (let u = 0; u < k; u++) if (!row[u]!.isZero()) acc[u]!.addShifted(times(dr, row[u]!));
      }
      return acc;
    };
    for (let l = 0; l < m - k; l++) {
      x.set(l - lo, sum(l, this.ops.length - 1));
      const dead = l - hi - 1;
      if (dead >= hi - lo && !this.unknownRows.includes(dead)) x.delete(dead);
    }
    return this.checkRows.map((l) => sum(l, this.ops.length));
  }

  /** acc ^= Σ S_dr·x_{ℓ−dr} over the first `count` operators (rows past a clipped edge skipped). */
  private gather(acc: Uint32Array, x: Uint32Array, l: number, count: number): void {
    const { stride } = this;
    for (let i = 0; i < count; i++) {
      const { dr, op } = this.ops[i]!;
      const p = this.source(l - dr);
      if (p >= 0) op.apply(acc, 0, x, p * stride, stride);
    }
  }

  /** The press row p on the board (wrapped), or −1 past a clipped edge. */
  private source(p: number): number {
    const { m } = this;
    if (this.wraps) return ((p % m) + m) % m;
    return p < 0 || p >= m ? -1 : p;
  }
}
