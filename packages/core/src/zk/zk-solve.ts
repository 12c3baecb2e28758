import { phaseOf, type WorkOptions } from '../work.ts';
import { fieldSolve } from './_field-eliminate.ts';
import { localSmithSolve, type PartSolution } from './_local-smith.ts';

export type { PartSolution } from './_local-smith.ts';
import { crtIdempotent, primePowers } from './zk.ts';
import type { ZkMatrix } from './zk-matrix.ts';

/** The kernel of a matrix over Z/k as a direct sum of cyclic groups. */
export interface ZkKernel {
  /** Generators g₀, g₁, …: every kernel vector is Σ cᵢ·gᵢ with 0 ≤ cᵢ < orders[i], in exactly one way. */
  readonly generators: Uint8Array[];
  /** Additive order of each generator (a divisor of k, > 1). */
  readonly orders: number[];
  /** Number of kernel vectors: the product of the orders. */
  readonly size: bigint;
  /** Fewest generators of the kernel (its dimension when k is prime): `generators.length`. */
  readonly nullity: number;
}

/** The solutions of M·x = b over Z/k: one solution (or null) and the kernel. */
export interface ZkSolution {
  /** One solution with entries in [0, k), or null when there is none. */
  readonly solution: Uint8Array | null;
  /** The kernel of M: solutions form solution + kernel. */
  readonly kernel: ZkKernel;
}

/**
 * Solves M·x = b over Z/k exactly, for any 2 ≤ k ≤ 255. k is split by the Chinese remainder theorem into
 * prime powers pᵉ; a prime part is eliminated over the field GF(p), a part with e ≥ 1 by Smith normal form
 * over the local ring Z/pᵉ (never unit pivots only, which would miss solutions). The parts recombine through
 * CRT idempotents: x = Σ ε_q·x_q. Kernel generators of the parts are paired up index by index, so the
 * kernel comes out as a direct sum with the fewest cyclic summands. `b = null` means b = 0.
 *
 * @param m The matrix M, untouched.
 * @param b The right-hand side, `m.rows` entries in [0, k), or `null`.
 * @param options Abort signal and progress.
 * @returns One solution, or none, and the kernel.
 * @throws {RangeError} when `b` has the wrong length.
 * @example
 * const m = ZkMatrix.fromRows([[2, 0], [0, 3]], 6);
 * solveZk(m, Uint8Array.of(4, 3)).solution; // a vector x with 2x₀ ≡ 4, 3x₁ ≡ 3 (mod 6)
 */
export function solveZk(m: ZkMatrix, b: ArrayLike<number> | null, options: WorkOptions = {}): ZkSolution {
  const k = m.modulus;
  if (b && b.length !== m.rows) throw new RangeError(`solveZk: right-hand side has ${b.length} entries, matrix ${m.rows} rows`);
  const parts: Array<{ q: number; part: PartSolution }> = [];
  const powers = primePowers(k);
  for (const [i, { prime, exponent, power }] of powers.entries()) {
    const phase = phaseOf(options, i, powers.length); // one rising progress over every prime part
    const part =
      exponent === 1
        ? fieldSolve(m.rows, m.cols, m.data, b, prime, phase)
        : localSmithSolve(m.rows, m.cols, m.data, b, prime, exponent, phase);
    parts.push({ q: power, part });
  }
  return combineParts(parts, m.cols, k);
}

/**
 * The kernel of M over Z/k (see {@link solveZk}).
 *
 * @param m The matrix M, untouched.
 * @param options Abort signal and progress.
 * @returns The kernel.
 */
export function kernelZk(m: ZkMatrix, options?: WorkOptions): ZkKernel {
  return solveZk(m, null, options).kernel;
}

/**
 * The solutions over Z/k from those over its prime-power factors q (each part's entries mod q): x = Σ ε_q·x_q
 * through the CRT idempotents, and kernel generators paired up index by index, so the kernel comes out as a direct
 * sum with the fewest cyclic summands.
 *
 * @param parts One solution per prime power q of k, every q once.
 * @param n The number of unknowns.
 * @param k The modulus, the product of the parts' q.
 * @returns The solution over Z/k (null when a part has none) and the kernel.
 */
export function combineParts(parts: ReadonlyArray<{ readonly q: number; readonly part: PartSolution }>, n: number, k: number): ZkSolution {
  const lifted = parts.map(({ q, part }) => ({ eps: crtIdempotent(q, k), part }));
  let solution: Uint8Array | null = new Uint8Array(n);
  for (const { eps, part } of lifted) {
    if (!part.solution || !solution) {
      solution = null;
      continue;
    }
    for (let i = 0; i < n; i++) solution[i] = (solution[i]! + eps * part.solution[i]!) % k;
  }
  const nullity = Math.max(0, ...lifted.map((p) => p.part.generators.length));
  const generators: Uint8Array[] = [];
  const orders: number[] = [];
  let size = 1n;
  for (let g = 0; g < nullity; g++) {
    const v = new Uint8Array(n);
    let order = 1;
    for (const { eps, part } of lifted) {
      const gen = part.generators[g];
      if (!gen) continue;
      order *= part.orders[g]!;
      for (let i = 0; i < n; i++) v[i] = (v[i]! + eps * gen[i]!) % k;
    }
    generators.push(v);
    orders.push(order);
    size *= BigInt(order);
  }
  return { solution, kernel: { generators, orders, size, nullity } };
}
