import type { WorkOptions } from '../../work.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { RingMatrixSystem } from '../../gf2/ring-matrix.ts';
import { tailMask } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { PathModule } from './path-module.ts';
import type { Orientation, ReachPlan } from './reach-plan.ts';

/** The system a reach chase leaves, over the rows' algebra: the unknown rows for given residuals, and its kernel. */
export interface ReachSystem {
  /** Dimension over GF(2) of the solutions of Φ·U = 0: the board's nullity. */
  readonly nullity: number;
  /** Unknown rows U with Φ·U = the residuals, or null when there are none. */
  solve(residuals: readonly Uint32Array[]): Uint32Array[] | null;
  /** The unknown rows of a basis of the kernel, one set at a time. */
  kernel(): Iterable<Uint32Array[]>;
}

/**
 * Rows that wrap: every row operator is an element of S = GF(2)[s]/(sⁿ + 1), and the chase commutes with s,
 * so Φ's column t is what the unit 1 in unknown row t leaves (k chases once per shape).
 */
export function ringSystem(plan: ReachPlan, work?: WorkOptions): ReachSystem {
  const { m, n, stride } = plan;
  const toRing = (row: Uint32Array): Poly => {
    const p = new Poly(n + 64);
    p.words.set(row.subarray(0, stride));
    return p.normalize();
  };
  const fromRing = (p: Poly): Uint32Array => {
    const row = new Uint32Array(stride);
    row.set(p.words.subarray(0, Math.min(stride, p.words.length)));
    row[stride - 1]! &= tailMask(n);
    return row;
  };
  const scratch = new Board(m, n);
  const unit = new Uint32Array(stride);
  unit[0] = 1;
  const zero = new Uint32Array(stride);
  const columns = plan.unknownRows.map((_, t) => {
    work?.signal?.throwIfAborted();
    return plan.run(null, plan.unknownRows.map((_, i) => (i === t ? unit : zero)), scratch).map(toRing);
  });
  const phi = plan.checkRows.map((_, i) => columns.map((column) => column[i]!));
  const system = new RingMatrixSystem(phi, Poly.fromExponents([0, n]), work);
  return {
    nullity: system.nullity,
    solve(residuals) {
      const us = system.solve(residuals.map(toRing));
      return us ? us.map(fromRing) : null;
    },
    *kernel() {
      for (const us of system.kernel()) yield us.map(fromRing);
    },
  };
}

/**
 * Rows that clip, when every row operator is ε + δ·Q for one clipped operator Q (ε, δ ∈ {0, 1}) and the
 * leading one is the identity: the rows are the module ⊕ᵢ GF(2)[t]/(δᵢ) of {@link PathModule}, Φ is chased
 * symbolically (t for Q) modulo the minimal polynomial, and the system splits into one per invariant factor.
 */
export function pathSystem(plan: ReachPlan, o: Orientation, q: readonly number[], work?: WorkOptions): ReachSystem {
  const module = new PathModule(q, o.n);
  const minimal = module.invariants[module.invariants.length - 1]!;
  const terms = new Map([...o.rows].map(([dr, dcs]) => [dr, { one: dcs.includes(0), q: dcs.some((c) => c !== 0) }]));
  const phi = plan.symbolic((dr, p) => {
    const { one, q: withQ } = terms.get(dr)!;
    const out = one ? p.clone(minimal.degree + 64) : new Poly(minimal.degree + 64);
    if (withQ) out.addShifted(p, 1);
    return polyModInPlace(out, minimal);
  });
  const systems = module.invariants.map((d) => {
    work?.signal?.throwIfAborted();
    return new RingMatrixSystem(
      phi.map((row) => row.map((p) => polyModInPlace(p.clone(Math.max(p.degree, d.degree) + 64), d))),
      d,
      work,
    );
  });
  const k = plan.size;
  /** Unknown rows from each invariant's k polynomials. */
  const rowsOf = (byInvariant: readonly (readonly Poly[] | null)[]): Uint32Array[] =>
    Array.from({ length: k }, (_, u) => module.row(byInvariant.map((us) => (us ? us[u]! : new Poly()))));
  return {
    nullity: systems.reduce((sum, s) => sum + s.nullity, 0),
    solve(residuals) {
      const parts = residuals.map((row) => module.parts(row));
      const us = systems.map((system, i) => system.solve(parts.map((p) => p[i]!)));
      return us.every((u) => u !== null) ? rowsOf(us) : null;
    },
    *kernel() {
      for (let i = 0; i < systems.length; i++) {
        for (const us of systems[i]!.kernel()) yield rowsOf(systems.map((_, j) => (j === i ? us : null)));
      }
    },
  };
}
