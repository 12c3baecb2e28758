import type { WorkOptions } from '../../work.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { degreeP, divModP, mulP, type PolyP, trimP, xgcdModP } from '../../zk/gfp-poly.ts';
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

/** The n coefficients of a polynomial of degree < n (mod `modulus`). */
function coefficients(a: PolyP, n: number, modulus: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < a.length && i < n; i++) out[i] = ((a[i]! % modulus) + modulus) % modulus;
  return out;
}

/**
 * The first-row system of the classic rule over Z/pᵉ, in polynomial coordinates. Chasing from first-row
 * presses ξ(T)·e₁ with no need leaves h_m(T)·ξ(T)·e₁ in the row below the board, exactly over any Z/k (the
 * cell below has coefficient 1, and the g_j of poly-states.ts are monic, so (Z/k)ⁿ ≅ (Z/k)[t]/(χ) too).
 * So A·x = b holds exactly when h·ξ ≡ −γ (mod χ), γ the polynomial of the row below after chasing b from
 * ξ = 0: multiplication by h on (Z/pᵉ)[t]/(χ). Mod p, with d = gcd(h, χ) = u·h + v·χ: the image is the
 * multiples of d, the polynomials of degree < deg d are a complement (the border: r mod d), h·ξ ≡ r solves
 * as ξ = u·(r/d), and the kernel is spanned by (χ/d)·tⁱ, i < deg d.
 */
function firstRowSystem(m: number, n: number, p: number, exponent: number): PrimeSystem {
  const q = p ** exponent;
  const { chi, h } = setup(m, n, q);
  const chiP = trimP(chi.map((c) => c % p));
  const { gcd: d, inverse: u } = xgcdModP(trimP(h.map((c) => c % p)), chiP, p);
  const degree = degreeP(d);
  const cofactor = divModP(chiP, d, p).quotient;
  const basis = Array.from({ length: degree }, (_, i) => {
    const xi = new Int32Array(cofactor.length + i);
    xi.set(cofactor, i);
    return coefficients(xi, n, p);
  });
  return {
    prime: p,
    exponent,
    rows: n,
    cols: n,
    apply: (xi) => coefficients(divModP(mulP(h, trimP(Int32Array.from(xi)), q), chi, q).remainder, n, q),
    solveModP(r) {
      const { quotient, remainder } = divModP(trimP(Int32Array.from(r)), d, p);
      return remainder.length > 0 ? null : coefficients(divModP(mulP(quotient, u, p), chiP, p).remainder, n, p);
    },
    kernelModP: () => basis,
    border: {
      pivots: Int32Array.from({ length: degree }, (_, i) => i),
      amounts: (r) => Int32Array.from(coefficients(divModP(trimP(Int32Array.from(r)), d, p).remainder, degree, p)),
    },
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
