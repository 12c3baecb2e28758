import type { WorkOptions } from '../../work.ts';
import { Poly } from '../../gf2/poly.ts';
import { RingMatrixSystem } from '../../gf2/ring-matrix.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { isZero, tailMask, wordsFor } from '../../gf2/words.ts';
import { assertShape, Board } from '../../puzzle/board.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { edgesAre, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
import { boardView } from '../../puzzle/transpose.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { RingRow } from './ring-row.ts';

/**
 * Light chasing of any vertical reach over the row ring S = GF(2)[s]/(sⁿ + 1), for every stencil on a board
 * whose rows wrap (the cylinder, the torus, either way round). Pressing row p toggles row p + dr through
 * S_dr, a sum of powers of the shift s, so every row operator is an element of S and they all commute.
 * With dr running from lo ≤ 0 to hi, light row ℓ is settled last by press row ℓ − lo:
 *
 *   x_{ℓ−lo} = S_lo⁻¹·(b_ℓ + Σ_{dr > lo} S_dr·x_{ℓ−dr}),
 *
 * which needs S_lo to be a unit of S. The first U = −lo press rows (and on a torus the last D = hi rows too)
 * are the unknowns U₁…U_k; the chase leaves k light rows unchecked, and what they keep is Φ·U + C for a
 * k × k matrix Φ over S (k chases of the unit, once per shape). Φ·U ≡ C is solved by a triangular form over
 * GF(2)[s] ({@link RingMatrixSystem}); the presses are one more chase. A board costs two numerical chases,
 * m·n/32 words per row operator each, plus polynomial arithmetic on rows of n cells; the nullity is the
 * system's, and the quiet patterns are chased from the system's kernel.
 *
 * Rows that clip (the plane) are not taken: the clipped shifts do not commute once the stencil is not
 * symmetric or reaches two columns, so the rows are no ring (lazy chasing takes those).
 */

/** One way to read a board: which side the rings run along, and which way the chase runs. */
interface Orientation {
  readonly transposed: boolean;
  /** True when the chase runs from the last row up (row offsets negated). */
  readonly flipped: boolean;
  /** Rows chased. */
  readonly m: number;
  /** Cells per row (the ring). */
  readonly n: number;
  readonly verticalWraps: boolean;
  /** Row offset → its column shifts, dr ∈ [lo, hi]. */
  readonly rows: ReadonlyMap<number, readonly number[]>;
  readonly lo: number;
  readonly hi: number;
}

/** The orientations the method takes for a shape (rows wrap; the leading row a unit), fewest unknowns first, then the shorter ring. */
function orientations(shape: GridShape): Orientation[] {
  const { rule, rows, cols } = shape;
  if (!edgesAre(rule.topology, UNTWISTED_EDGES)) return [];
  const near0 = neighbourhoodOf(rule, rows, cols);
  const out: Array<Orientation & { unknowns: number }> = [];
  for (const transposed of [false, true]) {
    const near = transposed ? near0.transposed() : near0;
    if (!near.wrapCols || near.offsets.length === 0) continue;
    const m = near.rows;
    const n = near.cols;
    for (const flipped of [false, true]) {
      const byRow = new Map<number, number[]>();
      for (const { dr: dr0, dcs } of near.rowShifts()) {
        const centred = near.wrapRows && dr0 > m / 2 ? dr0 - m : dr0;
        const dr = flipped ? -centred : centred;
        byRow.set(dr, [...(byRow.get(dr) ?? []), ...dcs]);
      }
      const lo = Math.min(...byRow.keys());
      const hi = Math.max(...byRow.keys());
      // the chase settles row ℓ − lo from light row ℓ: lo ≤ 0; the unknown rows must not meet
      if (lo > 0 || hi - lo >= m) continue;
      const lead = byRow.get(lo)!;
      if (!RowDivider.fits(lead, n, true) || new RowDivider(lead, n, true).nullity !== 0) continue;
      const unknowns = -lo + (near.wrapRows ? Math.max(hi, 0) : 0);
      out.push({ transposed, flipped, m, n, verticalWraps: near.wrapRows, rows: byRow, lo, hi, unknowns });
    }
  }
  return out.sort((a, b) => a.unknowns - b.unknowns || a.n - b.n);
}

/** The chase of one orientation: its row operators, the unknown rows and the light rows left unchecked. */
class Chase {
  readonly m: number;
  readonly n: number;
  readonly stride: number;
  /** The unknown press rows, in the order of the system's unknowns. */
  readonly unknownRows: number[] = [];
  /** Light rows the chase leaves unchecked, in the order of the system's equations. */
  readonly checkRows: number[] = [];
  /** The row operators, the leading one (dr = lo) last. */
  private readonly ops: Array<{ dr: number; op: RingRow }> = [];
  private readonly lead: RowDivider;
  private readonly lo: number;
  private readonly wraps: boolean;

  constructor(o: Orientation) {
    const { m, n, lo, hi, verticalWraps } = o;
    this.m = m;
    this.n = n;
    this.stride = wordsFor(n);
    this.lo = lo;
    this.wraps = verticalWraps;
    for (const [dr, dcs] of o.rows) if (dr !== lo) this.ops.push({ dr, op: new RingRow(dcs, n) });
    this.ops.push({ dr: lo, op: new RingRow(o.rows.get(lo)!, n) });
    this.lead = new RowDivider(o.rows.get(lo)!, n, true);
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

  /** acc ^= Σ S_dr·x_{ℓ−dr} over the first `count` operators (rows past a clipped edge skipped). */
  private gather(acc: Uint32Array, x: Uint32Array, l: number, count: number): void {
    const { m, stride } = this;
    for (let i = 0; i < count; i++) {
      const { dr, op } = this.ops[i]!;
      let p = l - dr;
      if (this.wraps) p = ((p % m) + m) % m;
      else if (p < 0 || p >= m) continue;
      op.apply(acc, 0, x, p * stride, stride);
    }
  }

  /** A ring row as a polynomial in s (cell j ↦ sʲ). */
  toRing(row: Uint32Array): Poly {
    const p = new Poly(this.n + 64);
    p.words.set(row.subarray(0, this.stride));
    return p.normalize();
  }

  /** A polynomial of degree < n as a ring row. */
  fromRing(p: Poly): Uint32Array {
    const row = new Uint32Array(this.stride);
    row.set(p.words.subarray(0, Math.min(this.stride, p.words.length)));
    row[this.stride - 1]! &= tailMask(this.n);
    return row;
  }
}

/** The reach-chase method (see the file comment). */
export const reachChaseMethod: GridMethod = {
  name: 'reach-chase',

  edges: UNTWISTED_EDGES,

  applies: (shape: GridShape): boolean => orientations(shape).length > 0,

  nullity(shape: GridShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const o = orientations(shape)[0];
    if (!o) throw new Error('internal error: reach-chase asked of a shape it does not take');
    work?.signal?.throwIfAborted();
    const chase = new Chase(o);
    const { m, n, stride } = chase;
    const { turn, unturn } = boardView(o.transposed, o.flipped);
    // Φ: column t is what the unit in unknown row t (the others zero) leaves on the unchecked rows
    const scratch = new Board(m, n);
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    const zero = new Uint32Array(stride);
    const columns = chase.unknownRows.map((_, t) => {
      work?.signal?.throwIfAborted();
      return chase.run(null, chase.unknownRows.map((_, i) => (i === t ? unit : zero)), scratch).map((row) => chase.toRing(row));
    });
    const phi = chase.checkRows.map((_, i) => columns.map((column) => column[i]!));
    const system = new RingMatrixSystem(phi, Poly.fromExponents([0, n]), work);
    const pressesFor = (lights: Board | null, us: readonly Poly[]): { presses: Board; residuals: Uint32Array[] } => {
      const presses = new Board(m, n);
      const residuals = chase.run(lights, us.map((u) => chase.fromRing(u)), presses);
      return { presses, residuals };
    };
    return preparedGrid(
      shape,
      {
        nullity: system.nullity,
        solve(lights, options) {
          const b = turn(lights);
          const left = chase.run(b, null, scratch);
          options?.signal?.throwIfAborted();
          const us = system.solve(left.map((row) => chase.toRing(row)));
          if (!us) return null;
          const { presses, residuals } = pressesFor(b, us);
          if (!residuals.every(isZero)) throw new Error('internal error: reach-chase left lights on');
          return unturn(presses);
        },
        *eachQuietPattern(options) {
          let i = 0;
          for (const us of system.kernel()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            const { presses, residuals } = pressesFor(null, us);
            if (!residuals.every(isZero)) throw new Error('internal error: a reach-chase kernel row does not chase to zero');
            yield unturn(presses);
          }
        },
      },
      reachChaseMethod,
    );
  },
};
