import type { WorkOptions } from '../../work.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { type LiftedSystem, liftSystem } from '../../zk/lift.ts';
import { primePowers } from '../../zk/zk.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import { edgesAre } from '../../puzzle/topology.ts';
import type { PreparedShape } from '../method.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { firstRowSystem } from './_first-row.ts';
import { chase, polyChaseStatesMethod, transpose } from './poly-states.ts';
import { assertStatesPolyWork } from './states-limits.ts';

/** The prime p and exponent e ≥ 1 of k = pᵉ, or null when k has two prime factors. */
function primePowerOf(k: number): { prime: number; exponent: number } | null {
  const parts = primePowers(k);
  return parts.length === 1 ? parts[0]! : null;
}

/** Shapes whose lifted first-row system {@link liftedOf} keeps before it starts afresh. */
const SYSTEMS_KEPT = 16;
/** A shape's lifted first-row system and its nullity mod p. */
interface Kept {
  readonly lifted: LiftedSystem;
  readonly nullity: number;
}
const systems = new Map<string, Kept>();

/**
 * The lifted first-row system of m × n over Z/q, kept per shape (read only by its users; the lifted kernel inside
 * is built on first use): h_m mod χ over Z/q is m·n steps, more than a whole solve.
 */
function liftedOf(m: number, n: number, q: number, work?: WorkOptions): Kept {
  const key = `${m}x${n}/${q}`;
  let kept = systems.get(key);
  if (!kept) {
    const { prime, exponent } = primePowerOf(q)!;
    const system = firstRowSystem(m, n, prime, exponent);
    kept = { lifted: liftSystem(system, work), nullity: system.kernelModP().length };
    if (systems.size >= SYSTEMS_KEPT) systems.clear();
    systems.set(key, kept);
  }
  return kept;
}

/**
 * Prime powers k = pᵉ (4, 8, 9, 16, 25, 27, …) of the classic rule (cross + centre, plane), m × n with m ≥ n
 * (the board is turned otherwise): the n × n first-row system over Z/pᵉ is solved by {@link liftSystem} from
 * the GF(p) polynomial method, in the row's own coordinates (_first-row.ts), then chased into the board.
 * ker A ≅ ker H through the first row, so the kernel's orders are those of H. Cost of a solve: the two chases
 * of the prime's solve, plus for each of the e digits a Horner pass over Z/pᵉ (the residual) and the prime's
 * row solve (a Horner pass, and with a kernel two changes of basis), all row-sized and in WebAssembly; the
 * lifted kernel once per shape.
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
    assertStatesPolyWork(shape.rows, shape.cols, q);
    const flip = shape.cols > shape.rows;
    const [m, n] = flip ? [shape.cols, shape.rows] : [shape.rows, shape.cols];
    const system = liftedOf(m, n, q, work);
    /** The board chased from the first-row presses x, checked to solve. */
    const board = (need: StateBoard | null, x: Uint8Array): StateBoard => {
      const presses = new StateBoard(m, n, q);
      const left = chase(need?.cells ?? null, m, n, q, Int32Array.from(x), presses.cells);
      if (left.some((v) => v !== 0)) throw new Error('internal error: poly-chase-lift left lights on');
      return flip ? transpose(presses) : presses;
    };
    return preparedStates(
      shape,
      {
        nullity: system.nullity,
        get kernelSize() {
          return system.lifted.size(work);
        },
        kernel(options): ZkKernel {
          const k = system.lifted.kernel(options ?? work);
          return { ...k, generators: k.generators.map((g) => board(null, g).cells) };
        },
        solve(need, options) {
          const b = flip ? transpose(need) : need;
          const c = chase(b.cells, m, n, q, null, null);
          const x = system.lifted.solve(Uint8Array.from(c, (v) => (q - v) % q), options);
          return x ? board(b, x) : null;
        },
      },
      liftPolyStatesMethod,
    );
  },
};
