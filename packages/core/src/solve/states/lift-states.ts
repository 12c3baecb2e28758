import type { WorkOptions } from '../../work.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { degreeP, divModP, mulP, type PolyP, xgcdModP } from '../../zk/gfp-poly.ts';
import { type LiftedSystem, liftSystem, type PrimeSystem } from '../../zk/lift.ts';
import { primePowers } from '../../zk/zk.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import type { PreparedShape, SolverMethod } from '../method.ts';
import { preparedStates, type StateShape } from './kind.ts';
import { chase, evaluateAtT, polyChaseStatesMethod, setup, toPolynomial, transpose } from './poly-states.ts';

/** The prime p and exponent e ≥ 1 of k = pᵉ, or null when k has two prime factors. */
function primePowerOf(k: number): { prime: number; exponent: number } | null {
  const parts = primePowers(k);
  return parts.length === 1 ? parts[0]! : null;
}

/**
 * The first-row system of the classic rule over Z/pᵉ: chasing from first-row presses ξ with no need leaves
 * H·ξ in the row below the board (exact over any Z/k: the cell below has coefficient 1), so A·x = b holds
 * exactly when H·ξ = −c(b), c(b) the row below after chasing b from ξ = 0. Mod p, H = h_m(T) and
 * GF(p)ⁿ ≅ GF(p)[t]/(χ) (see poly-states.ts), so H·ξ = γ solves by one division by d = gcd(h_m, χ), and
 * H is symmetric (T is), so its left kernel is its kernel: (χ/d)·tⁱ, i < deg d.
 */
function firstRowSystem(m: number, n: number, p: number, exponent: number): PrimeSystem {
  const q = p ** exponent;
  const { chi, h } = setup(m, n, p);
  const { gcd: d, inverse: u } = xgcdModP(h, chi, p);
  const vector = (xi: PolyP) => Uint8Array.from(evaluateAtT(xi, n, p));
  const cofactor = divModP(chi, d, p).quotient;
  const basis = Array.from({ length: degreeP(d) }, (_, i) => {
    const xi = new Int32Array(cofactor.length + i);
    xi.set(cofactor, i);
    return vector(xi);
  });
  const kernel = (): Uint8Array[] => basis;
  return {
    prime: p,
    exponent,
    rows: n,
    cols: n,
    apply: (xi) => Uint8Array.from(chase(null, m, n, q, Int32Array.from(xi), null)),
    solveModP(gamma) {
      const { quotient, remainder } = divModP(toPolynomial(Int32Array.from(gamma), n, p), d, p);
      return remainder.length > 0 ? null : vector(divModP(mulP(quotient, u, p), chi, p).remainder);
    },
    kernelModP: kernel,
    leftKernelModP: kernel,
  };
}

/**
 * Prime powers k = pᵉ (4, 8, 9, 16, 25, 27, …) of the classic rule (cross + centre, plane), m × n with m ≥ n
 * (the board is turned otherwise): the n × n first-row system over Z/pᵉ is solved by {@link liftSystem} from
 * the GF(p) polynomial method, then chased into the board. ker A ≅ ker H through the first row, so the
 * kernel's orders are those of H. Cost: the prime's solve, plus e + (e − 1)·nullity chases.
 */
export const liftPolyStatesMethod: SolverMethod<StateShape, StateBoard> = {
  name: 'poly-chase-lift',

  // prime k works too (nothing to lift), but poly-chase-gfp does it with less
  applies: ({ rule, states }) => (primePowerOf(states)?.exponent ?? 0) >= 2 && rule.topology === 'plane' && isCrossWithCenter(rule),

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
    /** The board chased from first-row presses ξ, and whether it leaves the row below dark. */
    const board = (need: StateBoard | null, xi: Uint8Array): StateBoard => {
      const presses = new StateBoard(m, n, q);
      const left = chase(need?.cells ?? null, m, n, q, Int32Array.from(xi), presses.cells);
      if (left.some((v) => v !== 0)) throw new Error('internal error: poly-chase-lift left lights on');
      return flip ? transpose(presses) : presses;
    };
    return preparedStates(
      shape,
      {
        nullity: system.kernelModP().length,
        get kernelSize() {
          return lift(work).kernel(work).size;
        },
        kernel(options): ZkKernel {
          const k = lift(options ?? work).kernel(options ?? work);
          return { ...k, generators: k.generators.map((g) => board(null, g).cells) };
        },
        solve(need, options) {
          const b = flip ? transpose(need) : need;
          const c = chase(b.cells, m, n, q, null, null);
          const xi = lift(options).solve(Uint8Array.from(c, (v) => (q - v) % q), options);
          return xi ? board(b, xi) : null;
        },
      },
      liftPolyStatesMethod,
    );
  },
};
