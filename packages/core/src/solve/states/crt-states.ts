import type { WorkOptions } from '../../work.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { solve as solveBits } from '../grid/solve.ts';
import { crtIdempotent, primePowers } from '../../zk/zk.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import type { PreparedShape } from '../method.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { liftPolyStatesMethod } from './lift-states.ts';
import { polyChaseStatesMethod } from './poly-states.ts';
import { assertStatesKernelSize } from './states-limits.ts';

/** The polynomial method for a prime-power part q = pᵉ: over GF(p), or lifted to Z/pᵉ. */
const partMethod = (exponent: number) => (exponent === 1 ? polyChaseStatesMethod : liftPolyStatesMethod);

/** Σ ε_p·x_p over the primes: the Z/k vector congruent to each x_p modulo its p (ε_p the CRT idempotents). */
function lift(parts: ReadonlyArray<{ eps: number; cells: Uint8Array | undefined }>, size: number, k: number): Uint8Array {
  const out = new Uint8Array(size);
  for (const { eps, cells } of parts) {
    if (!cells) continue;
    for (let i = 0; i < size; i++) out[i] = (out[i]! + eps * cells[i]!) % k;
  }
  return out;
}

/** The two-state solver's proof that `need` (cells 0 and 1) is out of reach, as cells. */
function bitProof(need: StateBoard, shape: StateShape, work?: WorkOptions): Uint8Array {
  const result = solveBits(need.toBoard(), { rule: shape.rule, signal: work?.signal });
  if (result.solvable) throw new Error('internal error: the two-state solver reached a board its k-state part did not');
  const { rows, cols, words, stride } = result.proof;
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells[r * cols + c] = (words[r * stride + (c >>> 5)]! >>> (c & 31)) & 1;
  return cells;
}

/**
 * The polynomial method for a composite k with two or more prime factors (6, 10, 12, 15, 18, …) and the
 * classic rule: by the Chinese remainder theorem Z/k ≅ Π Z/pᵉ, so each part is solved by the GF(p)
 * polynomial method (lifted to Z/pᵉ when e ≥ 2) and the answers recombine through CRT idempotents.
 */
export const crtPolyStatesMethod: StateMethod = {
  name: 'poly-chase-crt',

  edges: polyChaseStatesMethod.edges,

  applies: (shape) => {
    const parts = primePowers(shape.states);
    return parts.length > 1 && parts.every((p) => partMethod(p.exponent).applies({ ...shape, states: p.power }));
  },

  nullity(shape: StateShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    const { rows, cols, states: k } = shape;
    const size = rows * cols;
    const parts = primePowers(k).map(({ power: p, exponent }) => ({
      p,
      eps: crtIdempotent(p, k),
      prepared: partMethod(exponent).prepare({ ...shape, states: p }, work),
    }));
    // The i-th generators of every part pair up into one generator, of the product of their orders (see solveZk).
    const nullity = Math.max(...parts.map((x) => x.prepared.nullity));
    return preparedStates(shape, {
      nullity,
      get kernelSize() {
        return parts.reduce((s, x) => s * x.prepared.kernelSize, 1n);
      },
      kernel(options): ZkKernel {
        assertStatesKernelSize(nullity, rows, cols);
        const kernels = parts.map((x) => x.prepared.kernel(options));
        const orders = Array.from({ length: nullity }, (_, g) => kernels.reduce((o, kernel) => o * (kernel.orders[g] ?? 1), 1));
        const gens = kernels.map((kernel) => kernel.generators);
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
      // A part out of reach proves the whole: y with Aᵀy ≡ 0 and y·need ≢ 0 (mod q) gives ε·y (mod k), the same over
      // Z/k. Over GF(2) the two-state solver proves it without the quiet patterns (a 2048² board has 1056 of them).
      proof(need, options) {
        for (const { p, eps, prepared } of parts) {
          const part = new StateBoard(rows, cols, p, need.cells.map((v) => v % p));
          if (prepared.solve(part, options) !== null) continue;
          const y = p === 2 ? bitProof(part, shape, options) : prepared.proof(part, options).cells;
          return new StateBoard(rows, cols, k, y.map((v) => (v * eps) % k));
        }
        throw new Error('internal error: an unsolvable k-state board whose every part is in reach');
      },
    }, crtPolyStatesMethod);
  },
};
