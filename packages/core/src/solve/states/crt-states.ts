import type { WorkOptions } from '../../work.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { crtIdempotent, primePowers } from '../../zk/zk.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import type { PreparedShape } from '../method.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { polyChaseStatesMethod } from './poly-states.ts';

/** True when k > 1 is a product of distinct primes (6, 10, 15, 30, …) and not itself prime. */
function squarefreeComposite(k: number): boolean {
  const parts = primePowers(k);
  return parts.length > 1 && parts.every((p) => p.exponent === 1);
}

/** Σ ε_p·x_p over the primes: the Z/k vector congruent to each x_p modulo its p (ε_p the CRT idempotents). */
function lift(parts: ReadonlyArray<{ eps: number; cells: Uint8Array | undefined }>, size: number, k: number): Uint8Array {
  const out = new Uint8Array(size);
  for (const { eps, cells } of parts) {
    if (!cells) continue;
    for (let i = 0; i < size; i++) out[i] = (out[i]! + eps * cells[i]!) % k;
  }
  return out;
}

/**
 * The polynomial method for a square-free composite k (6, 10, 15, …) and the classic rule: by the Chinese
 * remainder theorem Z/k ≅ Π GF(p), so each prime is solved by the GF(p) polynomial method and the answers
 * recombine through CRT idempotents. Prime powers (4, 8, 9, 12, …) are not fields; they go to lazy chasing.
 */
export const crtPolyStatesMethod: StateMethod = {
  name: 'poly-chase-crt',

  edges: polyChaseStatesMethod.edges,

  applies: (shape) =>
    squarefreeComposite(shape.states) && primePowers(shape.states).every((p) => polyChaseStatesMethod.applies({ ...shape, states: p.prime })),

  nullity(shape: StateShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    const { rows, cols, states: k } = shape;
    const size = rows * cols;
    const parts = primePowers(k).map(({ prime: p }) => ({ p, eps: crtIdempotent(p, k), prepared: polyChaseStatesMethod.prepare({ ...shape, states: p }, work) }));
    // The i-th generators of every prime part pair up into one generator of order Π p (see solveZk).
    const nullity = Math.max(...parts.map((x) => x.prepared.nullity));
    const orders = Array.from({ length: nullity }, (_, g) => parts.reduce((o, x) => (g < x.prepared.nullity ? o * x.p : o), 1));
    return preparedStates(shape, {
      nullity,
      kernelSize: orders.reduce((s, o) => s * BigInt(o), 1n),
      kernel(options): ZkKernel {
        const gens = parts.map((x) => x.prepared.kernel(options).generators);
        const generators = Array.from({ length: nullity }, (_, g) =>
          lift(parts.map((x, i) => ({ eps: x.eps, cells: gens[i]![g]?.cells })), size, k),
        );
        return { generators, orders, size: orders.reduce((s, o) => s * BigInt(o), 1n), nullity };
      },
      solve(need, options) {
        const answers = parts.map(({ p, eps, prepared }) => ({ eps, presses: prepared.solve(new StateBoard(rows, cols, p, need.cells.map((v) => v % p)), options) }));
        if (answers.some((a) => a.presses === null)) return null;
        return new StateBoard(rows, cols, k, lift(answers.map((a) => ({ eps: a.eps, cells: a.presses!.cells })), size, k));
      },
    }, crtPolyStatesMethod);
  },
};
