import type { WorkOptions } from '../gf2/eliminate.ts';
import type { Rule } from '../puzzle/rule.ts';
import { polyChaseStatesMethod } from './poly-states.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import type { StateKernel, StateParticular, StateSolverMethod } from './state-method.ts';
import { crtIdempotent, primePowers } from '../zk/zk.ts';

/** True when k > 1 is a product of distinct primes (6, 10, 15, 30, …) and not itself prime. */
function squarefreeComposite(k: number): boolean {
  const parts = primePowers(k);
  return parts.length > 1 && parts.every((p) => p.exponent === 1);
}

/** Lifts per-prime boards to Z/k: Σ ε_p·b_p, where ε_p ≡ 1 (mod p) and ≡ 0 modulo the other primes. */
function lift(parts: ReadonlyArray<{ eps: number; board: StateBoard | undefined }>, rows: number, cols: number, k: number): StateBoard {
  const out = new StateBoard(rows, cols, k);
  for (const { eps, board } of parts) {
    if (!board) continue;
    for (let i = 0; i < out.cells.length; i++) out.cells[i] = (out.cells[i]! + eps * board.cells[i]!) % k;
  }
  return out;
}

/** Pairs the i-th generators of every prime part into one generator of order Π p (see {@link solveZk}). */
function combineKernels(kernels: ReadonlyArray<{ p: number; eps: number; kernel: StateKernel }>, rows: number, cols: number, k: number): StateKernel {
  const nullity = Math.max(...kernels.map((x) => x.kernel.nullity));
  let built: StateBoard[] | null = null;
  const orders: number[] = [];
  for (let g = 0; g < nullity; g++) orders.push(kernels.reduce((o, x) => (g < x.kernel.nullity ? o * x.p : o), 1));
  return {
    get generators(): StateBoard[] {
      built ??= Array.from({ length: nullity }, (_, g) =>
        lift(kernels.map((x) => ({ eps: x.eps, board: x.kernel.generators[g] })), rows, cols, k),
      );
      return built;
    },
    orders,
    size: orders.reduce((s, o) => s * BigInt(o), 1n),
    nullity,
  };
}

/**
 * The polynomial method for a square-free composite k (6, 10, 15, …) and the classic rule: by the Chinese
 * remainder theorem Z/k ≅ Π GF(p), so each prime is solved by the GF(p) polynomial method and the answers
 * recombine through CRT idempotents. Prime powers (4, 8, 9, 12, …) are not fields; they go to lazy chasing.
 */
export const crtPolyStatesMethod: StateSolverMethod = {
  name: 'poly-chase-crt',

  applies(rule: Rule, rows: number, cols: number, states: number): boolean {
    return squarefreeComposite(states) && primePowers(states).every((p) => polyChaseStatesMethod.applies(rule, rows, cols, p.prime));
  },

  solve(need: StateBoard, rule: Rule, options?: WorkOptions): StateParticular {
    const { rows, cols, states: k } = need;
    const parts = primePowers(k).map(({ prime: p }) => {
      const local = new StateBoard(rows, cols, p, need.cells.map((v) => v % p));
      return { p, eps: crtIdempotent(p, k), result: polyChaseStatesMethod.solve(local, rule, options) };
    });
    const kernel = combineKernels(parts.map(({ p, eps, result }) => ({ p, eps, kernel: result.kernel })), rows, cols, k);
    if (parts.some((x) => x.result.presses === null)) return { presses: null, kernel };
    return { presses: lift(parts.map((x) => ({ eps: x.eps, board: x.result.presses! })), rows, cols, k), kernel };
  },

  kernel(rows: number, cols: number, states: number, rule: Rule, options?: WorkOptions): StateKernel {
    const kernels = primePowers(states).map(({ prime: p }) => ({ p, eps: crtIdempotent(p, states), kernel: polyChaseStatesMethod.kernel(rows, cols, p, rule, options) }));
    return combineKernels(kernels, rows, cols, states);
  },
};
