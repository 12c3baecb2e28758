import { LimitError } from '../errors.ts';
import type { WorkOptions } from '../work.ts';
import { Border, type BorderLike } from './_border.ts';
import { ZkMatrix } from './zk-matrix.ts';
import { solveZk, type ZkKernel } from './zk-solve.ts';

/** A linear system A·x = b over Z/pᵉ, known through a solver mod p: what {@link liftSystem} lifts. */
export interface PrimeSystem {
  /** The prime p. */
  readonly prime: number;
  /** The exponent e ≥ 1; the modulus is pᵉ ≤ 255. */
  readonly exponent: number;
  /** Number of equations (rows of A). */
  readonly rows: number;
  /** Number of unknowns (columns of A). */
  readonly cols: number;
  /** A·x mod pᵉ, for `cols` entries in [0, pᵉ); `rows` entries in [0, pᵉ). */
  apply(x: Uint8Array): Uint8Array;
  /** Some x with A·x ≡ r (mod p), for `rows` entries in [0, p), or null. */
  solveModP(r: Uint8Array, work?: WorkOptions): Uint8Array | null;
  /** A basis of ker A mod p (vectors of `cols` entries in [0, p)). */
  kernelModP(work?: WorkOptions): readonly Uint8Array[];
  /** A basis of ker Aᵀ mod p (vectors of `rows` entries in [0, p)), for the default {@link Border}. */
  leftKernelModP?(work?: WorkOptions): readonly Uint8Array[];
  /** A border of the system's own (when it knows a cheaper complement of im A mod p than ker Aᵀ). */
  readonly border?: BorderLike;
}

/** A system over Z/pᵉ solved by lifting: one solution of any right-hand side, and the kernel. */
export interface LiftedSystem {
  /** Some x with A·x ≡ b (mod pᵉ), entries in [0, pᵉ), or null when there is none. */
  solve(b: Uint8Array, work?: WorkOptions): Uint8Array | null;
  /** The kernel over Z/pᵉ as a direct sum of cyclic groups (fewest generators: the nullity mod p). */
  kernel(work?: WorkOptions): ZkKernel;
  /** The kernel's size, without building its generators. */
  size(work?: WorkOptions): bigint;
}

/** Most bytes the lifted kernel and the border may hold: (kernel + left kernel dimensions) × cells. */
export const MAX_LIFT_BYTES = 2 ** 28;

/**
 * Solves A·x = b over Z/pᵉ from a solver mod p (Hensel lifting, as in Dixon's p-adic method, made exact for
 * singular A). A mod p may be singular, so the residual of a digit-by-digit lift need not be in im A. The
 * fix is a border: free amounts y at d′ equations J (see {@link Border}) make B = [A | C] surjective mod p,
 * hence over Z/pᵉ, and every digit of B·(x, y) = b solves mod p. ker B over Z/pᵉ is free of rank
 * d = dim ker A mod p, with a basis Zᵢ = (Xᵢ, Yᵢ) lifted from the basis (kᵢ, 0) mod p; Yᵢ ≡ 0 (mod p).
 * A·x = b then holds for x = x₀ + Σ cᵢ·Xᵢ exactly when y₀ + M·c ≡ 0, M = [Y₁ … Y_d], a d′ × d system solved
 * by the Smith form over Z/pᵉ; ker A ≅ ker M through c ↦ Σ cᵢ·Xᵢ, so |ker A| = |ker M|. Cost: e solves mod p
 * per answer, (e − 1)·d for the kernel, each with a pass of A and d′ dot products.
 *
 * @param system The system and its solver mod p.
 * @param work Abort signal for the setup.
 * @returns The lifted system; its kernel is lifted on first use.
 * @throws {LimitError} when the kernel mod p is too large to lift (`maxLiftBytes`).
 */
export function liftSystem(system: PrimeSystem, work?: WorkOptions): LiftedSystem {
  const { prime: p, exponent: e, rows, cols } = system;
  const q = p ** e;
  const base = system.kernelModP(work);
  const border = system.border ?? new Border(system.leftKernelModP?.(work) ?? [], rows, p);
  const borderSize = border.pivots.length;
  const bytes = (base.length + borderSize) * Math.max(rows, cols);
  if (bytes > MAX_LIFT_BYTES) {
    throw new LimitError(`lifting a kernel of dimension ${base.length} over ${cols} cells takes ${bytes} bytes, over the limit of ${MAX_LIFT_BYTES}`, 'maxLiftBytes', bytes, MAX_LIFT_BYTES);
  }

  /** Lifts (x, y) from digit `from` on until B·(x, y) ≡ b (mod pᵉ); (x, y) must already solve it mod p^from. */
  const lift = (b: Uint8Array | null, x: Uint8Array, y: Int32Array, from: number, options?: WorkOptions): void => {
    for (let j = from, pj = p ** from; j < e; j++, pj *= p) {
      options?.signal?.throwIfAborted();
      const r = system.apply(x);
      border.pivots.forEach((row, t) => (r[row] = (r[row]! + y[t]!) % q));
      const digit = new Uint8Array(rows);
      let any = false;
      for (let i = 0; i < rows; i++) {
        const v = ((b ? b[i]! : 0) - r[i]! + q) % q;
        if (v % pj !== 0) throw new Error('internal error: a lifted residual is not divisible by the power of p');
        digit[i] = ((v / pj) | 0) % p; // an int32 quotient: a double's % is a call
        any ||= digit[i] !== 0;
      }
      if (!any) continue;
      const dy = border.amounts(digit);
      border.pivots.forEach((row, t) => (digit[row] = (digit[row]! + p - dy[t]!) % p));
      const dx = system.solveModP(digit, options);
      if (!dx) throw new Error('internal error: the bordered system is not solvable mod p');
      for (let i = 0; i < cols; i++) x[i] = (x[i]! + pj * dx[i]!) % q;
      for (let t = 0; t < y.length; t++) y[t] = (y[t]! + pj * dy[t]!) % q;
    }
  };

  let lifted: { xs: Uint8Array[]; m: ZkMatrix | null } | undefined;
  const liftedKernel = (options?: WorkOptions) => {
    if (lifted) return lifted;
    const d = base.length;
    const xs: Uint8Array[] = [];
    const m = borderSize > 0 && d > 0 ? new ZkMatrix(borderSize, d, q) : null;
    base.forEach((k, i) => {
      const x = Uint8Array.from(k);
      const y = new Int32Array(borderSize);
      lift(null, x, y, 1, options);
      xs.push(x);
      if (m) y.forEach((v, t) => (m.data[t * d + i] = v));
    });
    lifted = { xs, m };
    return lifted;
  };

  /** `start` + Σ cᵢ·Xᵢ (mod pᵉ); sums of at most d·(pᵉ − 1)² + pᵉ fit an Int32 (d ≤ 2¹⁴ by the byte limit). */
  const combine = (start: Uint8Array | null, xs: readonly Uint8Array[], c: ArrayLike<number>): Uint8Array => {
    const acc = new Int32Array(cols);
    if (start) acc.set(start);
    xs.forEach((x, i) => {
      const f = c[i]!;
      if (f !== 0) for (let j = 0; j < cols; j++) acc[j]! += f * x[j]!;
    });
    const out = new Uint8Array(cols);
    for (let j = 0; j < cols; j++) out[j] = acc[j]! % q;
    return out;
  };

  /** ker M: the coefficients c with Σ cᵢ·Yᵢ ≡ 0, from whichever Smith form of M ran first. */
  let small: ZkKernel | undefined;
  const smallKernel = (options?: WorkOptions): ZkKernel => {
    const { xs, m } = liftedKernel(options);
    // no border (d′ = 0) or no kernel (d = 0): every c, each unit vector of order pᵉ
    small ??= m ? solveZk(m, null, options).kernel : unitKernel(xs.length, q);
    return small;
  };

  let kernel: ZkKernel | undefined;
  return {
    solve(b, options) {
      const x = new Uint8Array(cols);
      const y = new Int32Array(borderSize);
      lift(b, x, y, 0, options);
      if (y.every((v) => v === 0)) return x;
      const { xs, m } = liftedKernel(options);
      if (!m) return null; // d = 0: nothing can take y away
      const r = solveZk(m, Array.from(y, (v) => (q - v) % q), options);
      small ??= r.kernel;
      return r.solution ? combine(x, xs, r.solution) : null;
    },
    size: (options) => smallKernel(options).size,
    kernel(options) {
      if (kernel) return kernel;
      const k = smallKernel(options);
      const { xs } = liftedKernel(options);
      kernel = { ...k, generators: k.generators.map((g) => combine(null, xs, g)) };
      return kernel;
    },
  };
}

/** The whole of (Z/q)^d: unit vectors, each of order q. */
function unitKernel(d: number, q: number): ZkKernel {
  const generators = Array.from({ length: d }, (_, i) => {
    const v = new Uint8Array(d);
    v[i] = 1;
    return v;
  });
  return { generators, orders: generators.map(() => q), size: BigInt(q) ** BigInt(d), nullity: d };
}
