import type { WorkOptions } from '../../work.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { trimP } from '../../zk/gfp-poly.ts';
import { type LiftedSystem, liftSystem } from '../../zk/lift.ts';
import { primePowers } from '../../zk/zk.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import { edgesAre } from '../../puzzle/topology.ts';
import type { PreparedShape } from '../method.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { coefficients, firstRowSystem } from './_first-row.ts';
import { chase, evaluateAtT, polyChaseStatesMethod, toPolynomial, transpose } from './poly-states.ts';

/** The prime p and exponent e ≥ 1 of k = pᵉ, or null when k has two prime factors. */
function primePowerOf(k: number): { prime: number; exponent: number } | null {
  const parts = primePowers(k);
  return parts.length === 1 ? parts[0]! : null;
}

/**
 * Prime powers k = pᵉ (4, 8, 9, 16, 25, 27, …) of the classic rule (cross + centre, plane), m × n with m ≥ n
 * (the board is turned otherwise): the n × n first-row system over Z/pᵉ is solved by {@link liftSystem} from
 * the GF(p) polynomial method, then chased into the board. ker A ≅ ker H through the first row, so the
 * kernel's orders are those of H. Cost: the prime's solve, plus e + (e − 1)·nullity chases.
 */
export const liftPolyStatesMethod: StateMethod = {
  name: 'poly-chase-lift',

  edges: polyChaseStatesMethod.edges,

  // prime k works too (nothing to lift), but poly-chase-gfp does it with less
  applies: ({ rule, states }) => (primePowerOf(states)?.exponent ?? 0) >= 2 && edgesAre(rule.topology, polyChaseStatesMethod.edges) && isCrossWithCenter(rule),

  // the fewest generators over Z/pᵉ are as many as the dimension mod p (every invariant divisible by p)
  nullity: (shape, work) => polyChaseStatesMethod.nullity({ ...shape, states: primePowerOf(shape.states)!.prime }, work),

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    work?.signal?.throwIfAborted();
    const q = shape.states;
    const { prime, exponent } = primePowerOf(q)!;
    const flip = shape.cols > shape.rows;
    const [m, n] = flip ? [shape.cols, shape.rows] : [shape.rows, shape.cols];
    const system = firstRowSystem(m, n, prime, exponent);
    let lifted: LiftedSystem | undefined;
    const lift = (options?: WorkOptions) => (lifted ??= liftSystem(system, options));
    /** The board chased from the first-row presses ξ(T)·e₁ (a polynomial's coefficients), checked to solve. */
    const board = (need: StateBoard | null, xi: Uint8Array): StateBoard => {
      const presses = new StateBoard(m, n, q);
      const left = chase(need?.cells ?? null, m, n, q, evaluateAtT(trimP(Int32Array.from(xi)), n, q), presses.cells);
      if (left.some((v) => v !== 0)) throw new Error('internal error: poly-chase-lift left lights on');
      return flip ? transpose(presses) : presses;
    };
    return preparedStates(
      shape,
      {
        nullity: system.kernelModP().length,
        get kernelSize() {
          return lift(work).size(work);
        },
        kernel(options): ZkKernel {
          const k = lift(options ?? work).kernel(options ?? work);
          return { ...k, generators: k.generators.map((g) => board(null, g).cells) };
        },
        solve(need, options) {
          const b = flip ? transpose(need) : need;
          const c = chase(b.cells, m, n, q, null, null);
          const xi = lift(options).solve(coefficients(toPolynomial(c.map((v) => (q - v) % q), n, q), n, q), options);
          return xi ? board(b, xi) : null;
        },
      },
      liftPolyStatesMethod,
    );
  },
};
