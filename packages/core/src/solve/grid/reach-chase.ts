import type { WorkOptions } from '../../work.ts';
import { MAX_RING_SYSTEM_BITS } from '../../gf2/ring-matrix.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { isZero } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { edgesAre, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
import { boardView } from '../../puzzle/transpose.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { type Orientation, ReachPlan } from './reach-plan.ts';
import { pathSystem, type ReachSystem, ringSystem } from './reach-systems.ts';

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
 * Rows that clip (the plane) are no ring: clipped shifts do not commute once a row is not symmetric or
 * reaches two columns. They are taken when every row operator is ε + δ·Q for one clipped operator Q and the
 * leading row is the identity (the cross of radius 2, `..#../..#../#####/..#../..#..`, whose rows are 1 and
 * Q = σ⁻² + … + σ²): the rows are then a module over GF(2)[t] (t acting as Q) with a triangular Krylov basis,
 * ⊕ᵢ GF(2)[t]/(δᵢ) by its Smith form ({@link PathModule}), and Φ, chased symbolically, splits into one
 * system per invariant factor. Other stencils on the plane (`.#./###/#..`: its rows 1, σ⁻¹ + 1 + σ, σ⁻¹ do
 * not commute) are left to row-affine chasing when their first row is one cell, else to lazy chasing.
 */

/** The orientations the method takes for a shape, fewest unknowns first, then rings before paths, then shorter rows. */
function orientations(shape: GridShape): Array<Orientation & { q: number[] | null }> {
  const { rule, rows, cols } = shape;
  if (!edgesAre(rule.topology, UNTWISTED_EDGES)) return [];
  const near0 = neighbourhoodOf(rule, rows, cols);
  const out: Array<Orientation & { q: number[] | null; unknowns: number }> = [];
  for (const transposed of [false, true]) {
    const near = transposed ? near0.transposed() : near0;
    if (near.offsets.length === 0) continue;
    const m = near.rows;
    const n = near.cols;
    const cyclic = near.wrapCols;
    // rows past √MAX_RING_SYSTEM_BITS cells: the row algebra (a Krylov basis of n² bits, gcds of degree n) is not built
    if (n * n > MAX_RING_SYSTEM_BITS) continue;
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
      let q: number[] | null = null;
      if (cyclic) {
        if (!RowDivider.fits(lead, n, true) || new RowDivider(lead, n, true).nullity !== 0) continue;
      } else {
        q = commonOperator(byRow, n);
        if (!q || lead.length !== 1 || lead[0] !== 0) continue;
      }
      const unknowns = -lo + (near.wrapRows ? Math.max(hi, 0) : 0);
      out.push({ transposed, flipped, m, n, cyclic, verticalWraps: near.wrapRows, rows: byRow, lo, hi, q, unknowns });
    }
  }
  return out.sort((a, b) => a.unknowns - b.unknowns || Number(b.cyclic) - Number(a.cyclic) || a.n - b.n);
}

/**
 * The shifts of Q when every row's shifts, 0 aside, are the same set Q (the rows are then 1, Q or 1 + Q on a
 * path of n cells); null otherwise.
 */
function commonOperator(byRow: ReadonlyMap<number, readonly number[]>, n: number): number[] | null {
  let q: number[] | null = null;
  for (const dcs of byRow.values()) {
    const rest = [...new Set(dcs.filter((c) => c !== 0 && Math.abs(c) < n))].sort((a, b) => a - b);
    if (rest.length === 0) continue;
    if (!q) q = rest;
    else if (q.length !== rest.length || q.some((c, i) => c !== rest[i])) return null;
  }
  return q;
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
    const plan = new ReachPlan(o);
    const { m, n } = plan;
    const { turn, unturn } = boardView(o.transposed, o.flipped);
    const system: ReachSystem = o.q ? pathSystem(plan, o, o.q, work) : ringSystem(plan, work);
    const pressesFor = (lights: Board | null, us: readonly Uint32Array[] | null): Board => {
      const presses = new Board(m, n);
      if (!plan.run(lights, us, presses).every(isZero)) throw new Error('internal error: reach-chase left lights on');
      return presses;
    };
    return preparedGrid(
      shape,
      {
        nullity: system.nullity,
        solve(lights, options) {
          const b = turn(lights);
          const left = plan.run(b, null, new Board(m, n));
          options?.signal?.throwIfAborted();
          const us = system.solve(left);
          return us && unturn(pressesFor(b, us));
        },
        *eachQuietPattern(options) {
          let i = 0;
          for (const us of system.kernel()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            yield unturn(pressesFor(null, us));
          }
        },
      },
      reachChaseMethod,
    );
  },
};
