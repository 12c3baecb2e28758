import type { WorkOptions } from '../../work.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { degreeP, divModP, type PolyP, trimP, xgcdModP } from '../../zk/gfp-poly.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import type { PreparedShape } from '../method.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import { preparedStates, type StateMethod, type StateShape } from './kind.ts';
import { isPrime } from '../../zk/zk.ts';
import { assertStatesKernelSize, assertStatesPolyWork } from './states-limits.ts';
import { basisStatesWasm, chaseStatesWasm, hornerStatesWasm, WASM_STATES_MIN_CELLS } from '../../wasm/states-kernels.ts';

import { edgesAre, type EdgeSupport } from '../../puzzle/topology.ts';

/**
 * The polynomial method over GF(p), p prime, for the classic rule (cross + centre, plane), m × n with
 * m ≥ n (the board is turned otherwise). Chasing row by row, P_{k+1} = need_k − T·P_k − P_{k−1} with T the
 * n × n tridiagonal all-ones matrix, so the row below the board is h_m(T)·x + c for the first row x, where
 * h₋₁ = 0, h₀ = 1, h_{k+1} = −t·h_k − h_{k−1}. e₁ is a cyclic vector of T (e_{j+1} = g_{j+1}(T)e₁ with
 * g₀ = 0, g₁ = 1, g_{j+1} = (t − 1)g_j − g_{j−1}), so GF(p)ⁿ ≅ GF(p)[t]/(χ), χ = g_{n+1}, and the n × n
 * system is h_m·ξ ≡ −γ (mod χ): one extended Euclid. d = gcd(h_m, χ): nullity deg d, kernel (χ/d)·tⁱ.
 * Cost: two chasing passes (m·n) plus O(m·n + n²) for the polynomials.
 */

/** The board turned over its diagonal (cols × rows). */
export function transpose(b: StateBoard): StateBoard {
  const t = new StateBoard(b.cols, b.rows, b.states);
  for (let r = 0; r < b.rows; r++) for (let c = 0; c < b.cols; c++) t.cells[c * b.rows + r] = b.cells[r * b.cols + c]!;
  return t;
}

/**
 * Chases `need` (null: zero) from first-row presses `first` (null: zero) down m rows of n; returns the row
 * below. A table replaces `%`: need − (four neighbours) lies in [−4(p − 1), p − 1]. Exact over any Z/p, p ≤ 255
 * prime or not (the cell below has coefficient 1). Boards from 2¹² cells go to WebAssembly when it loads
 * (src/wasm/states-kernels.ts); the loop here is the reference and the fallback.
 */
export function chase(need: Uint8Array | null, m: number, n: number, p: number, first: Int32Array | null, out: Uint8Array | null): Int32Array {
  if (m * n >= WASM_STATES_MIN_CELLS) {
    const fast = chaseStatesWasm(need, m, n, p, first, out);
    if (fast) return fast;
  }
  const reduce = new Uint8Array(5 * p);
  for (let i = 0; i < reduce.length; i++) reduce[i] = i % p;
  const bias = 4 * p;
  const zero = new Uint8Array(n);
  const b = need ?? zero;
  // rows of bytes (every value is below p ≤ 255), so a row goes into `out` as a plain copy
  let prev = new Uint8Array(n + 2); // cells 1..n, zero guards at 0 and n + 1
  let cur = new Uint8Array(n + 2);
  let next = new Uint8Array(n + 2);
  if (first) cur.set(first.subarray(0, n), 1);
  for (let k = 0; k < m; k++) {
    const row = need ? k * n : 0;
    if (out) out.set(cur.subarray(1, n + 1), k * n);
    let left = 0;
    let here = cur[1]!;
    for (let j = 1; j <= n; j++) {
      const right = cur[j + 1]!;
      next[j] = reduce[bias + b[row + j - 1]! - left - here - right - prev[j]!]!;
      left = here;
      here = right;
    }
    [prev, cur, next] = [cur, next, prev];
  }
  return Int32Array.from(cur.subarray(1, n + 1));
}

/** χ = g_{n+1} and h_m mod χ. */
export function setup(m: number, n: number, p: number): { chi: PolyP; h: PolyP } {
  let g0 = new Int32Array(n + 2);
  let g1 = new Int32Array(n + 2);
  g1[0] = 1;
  for (let j = 1; j <= n; j++) {
    const g2 = new Int32Array(n + 2);
    for (let i = 0; i <= j; i++) g2[i] = ((i > 0 ? g1[i - 1]! : 0) - g1[i]! - g0[i]! + 3 * p) % p;
    [g0, g1] = [g1, g2];
  }
  const chi = trimP(g1);
  // h_k mod χ, degree < n: h_{k+1} = −t·h_k − h_{k−1}
  let hPrev = new Int32Array(n + 1);
  let h = new Int32Array(n + 1);
  h[0] = 1;
  for (let k = 0; k < m; k++) {
    const next = new Int32Array(n + 1);
    for (let i = n; i >= 1; i--) next[i] = (p - h[i - 1]!) % p;
    const top = next[n]!;
    if (top !== 0) for (let i = 0; i <= n; i++) next[i] = (next[i]! + (p - top) * chi[i]!) % p;
    for (let i = 0; i < n; i++) next[i] = (next[i]! + p - hPrev[i]!) % p;
    [hPrev, h] = [h, next];
  }
  return { chi, h: trimP(h.subarray(0, n)) };
}

/**
 * The polynomial γ with γ(T)·e₁ = v: Σ v_j·g_{j+1}, by Clenshaw's rule for the three-term recurrence of the g_j:
 * b_j = v_j + (t − 1)·b_{j+1} − b_{j+2} from j = n − 1 down, γ = b₀ (as g₁ = 1 and g₂ = t − 1). b_j has degree
 * n − 1 − j and b_j[i] reads b_{j+2} only at i, so b_j overwrites b_{j+2} in place: n²/2 additions, no product.
 * From 2¹² of them it runs in WebAssembly when it loads (src/wasm/states-kernels.ts); the loop here is the reference.
 */
export function toPolynomial(v: Int32Array, n: number, p: number): PolyP {
  if ((n * n) / 2 >= WASM_STATES_MIN_CELLS) {
    const fast = basisStatesWasm(v, n, p);
    if (fast) return trimP(fast);
  }
  const reduce = residues(4 * p, p); // a table, not a division, in the loop
  const bias = 2 * p;
  // coefficient i at index i + 1, a zero guard at 0
  let b1 = new Uint8Array(n + 1); // b_{j+1}
  let b2 = new Uint8Array(n + 1); // b_{j+2}, then b_j
  for (let j = n - 1; j >= 0; j--) {
    for (let i = n - j; i >= 1; i--) b2[i] = reduce[bias + b1[i - 1]! - b1[i]! - b2[i]!]!;
    b2[1] = reduce[b2[1]! + v[j]!]!;
    [b1, b2] = [b2, b1];
  }
  return trimP(Int32Array.from(b1.subarray(1)));
}

/** ξ(T)·e₁ by Horner's rule. */
export function evaluateAtT(xi: PolyP, n: number, p: number): Int32Array {
  let v = new Int32Array(n);
  let w = new Int32Array(n);
  for (let j = degreeP(xi); j >= 0; j--) {
    for (let i = 0; i < n; i++) w[i] = ((i > 0 ? v[i - 1]! : 0) + v[i]! + (i + 1 < n ? v[i + 1]! : 0)) % p;
    w[0] = (w[0]! + xi[j]!) % p;
    [v, w] = [w, v];
  }
  return v;
}

/** ξ(T)·z by Horner's rule: v ← T·v + ξ_j·z from the top coefficient down (in WebAssembly when it loads). */
export function hornerOn(xi: PolyP, z: Int32Array, n: number, p: number): Int32Array {
  if (n * xi.length >= WASM_STATES_MIN_CELLS) {
    const fast = hornerStatesWasm(xi, z, n, p);
    if (fast) return fast;
  }
  const reduce = residues(3 * (p - 1) + (p - 1) * (p - 1) + 1, p); // a table, not a division, in the loop
  let v = new Int32Array(n + 2); // cells 1..n, zero guards at 0 and n + 1
  let w = new Int32Array(n + 2);
  for (let j = degreeP(xi); j >= 0; j--) {
    const c = xi[j]!;
    for (let i = 1; i <= n; i++) w[i] = reduce[v[i - 1]! + v[i]! + v[i + 1]! + c * z[i - 1]!]!;
    [v, w] = [w, v];
  }
  return v.subarray(1, n + 1);
}

/** i mod p for i < size. */
function residues(size: number, p: number): Uint8Array {
  const table = new Uint8Array(size);
  for (let i = 0, r = 0; i < size; i++, r = r + 1 === p ? 0 : r + 1) table[i] = r;
  return table;
}

/** The kernel: generators (χ/d)·tⁱ for i < deg d, each chased into a board. */
function kernelOf(m: number, n: number, p: number, chi: PolyP, d: PolyP, flip: boolean): ZkKernel {
  const nullity = degreeP(d);
  assertStatesKernelSize(nullity, m, n);
  const cofactor = divModP(chi, d, p).quotient;
  const generators: Uint8Array[] = [];
  const unit = new Int32Array(n);
  unit[0] = 1;
  for (let i = 0; i < nullity; i++) {
    const xi = new Int32Array(cofactor.length + i);
    xi.set(cofactor, i);
    const b = new StateBoard(m, n, p);
    chase(null, m, n, p, hornerOn(xi, unit, n, p), b.cells); // ξ(T)·e₁, in WebAssembly when it loads
    generators.push((flip ? transpose(b) : b).cells);
  }
  return { generators, orders: new Array<number>(nullity).fill(p), size: BigInt(p) ** BigInt(nullity), nullity };
}

/** Shapes whose algebra {@link algebraOf} keeps (a few coefficients per column each) before it starts afresh. */
const ALGEBRAS_KEPT = 16;
/** The algebra of a shape over GF(p); `uAtT` = u(T)·e₁, built on the first board that needs it. */
export interface Algebra {
  readonly chi: PolyP;
  readonly d: PolyP;
  readonly u: PolyP;
  uAtT?: Int32Array;
}
const algebras = new Map<string, Algebra>();

/**
 * χ, d = gcd(h_m, χ) and u with u·h_m ≡ d (mod χ) for m × n over GF(p), kept per shape (read only by their
 * users): the recurrence for h_m and the extended Euclid are a third of a 1000² solve over GF(3).
 */
export function algebraOf(m: number, n: number, p: number): Algebra {
  const key = `${m}x${n}/${p}`;
  let kept = algebras.get(key);
  if (!kept) {
    const { chi, h } = setup(m, n, p);
    const { gcd, inverse } = xgcdModP(h, chi, p);
    if (algebras.size >= ALGEBRAS_KEPT) algebras.clear();
    kept = { chi, d: gcd, u: inverse } as Algebra;
    algebras.set(key, kept);
  }
  return kept;
}

/** The polynomial method over GF(p) for the classic rule (see the file comment). */
/** The plane only: the chase's polynomials are the path's. */
const PLANE_ONLY: EdgeSupport = [{ rows: ['clip'], cols: ['clip'] }];

export const polyChaseStatesMethod: StateMethod = {
  name: 'poly-chase-gfp',

  edges: PLANE_ONLY,

  applies: ({ rule, states }) => isPrime(states) && edgesAre(rule.topology, PLANE_ONLY) && isCrossWithCenter(rule),

  nullity(shape: StateShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: StateShape, work?: WorkOptions): PreparedShape<StateBoard> {
    work?.signal?.throwIfAborted();
    assertStatesPolyWork(shape.rows, shape.cols, shape.states);
    const flip = shape.cols > shape.rows;
    const [m, n] = flip ? [shape.cols, shape.rows] : [shape.rows, shape.cols];
    const p = shape.states;
    const algebra = algebraOf(m, n, p);
    const { chi, d, u } = algebra;
    const uAtT = (): Int32Array => (algebra.uAtT ??= evaluateAtT(u, n, p));
    const nullity = degreeP(d);
    return preparedStates(shape, {
      nullity,
      kernelSize: BigInt(p) ** BigInt(nullity),
      kernel: () => kernelOf(m, n, p, chi, d, flip),
      solve(need, options) {
        const b = flip ? transpose(need) : need;
        const minusC = chase(b.cells, m, n, p, null, null).map((v) => (p - v) % p); // γ(T)·e₁
        // ξ = (γ/d)·u mod χ, and ξ(T)·e₁ = (γ/d)(T)·u(T)·e₁ as χ(T) = 0: with d = 1 that is u(T)·(−c), one Horner
        // pass and no change of basis; otherwise γ is needed to divide by d, then (γ/d)(T) acts on u(T)·e₁.
        let x: Int32Array;
        if (degreeP(d) === 0) x = hornerOn(u, minusC, n, p);
        else {
          const { quotient, remainder } = divModP(toPolynomial(minusC, n, p), d, p);
          if (remainder.length > 0) return null;
          options?.signal?.throwIfAborted();
          x = hornerOn(quotient, uAtT(), n, p);
        }
        const presses = new StateBoard(m, n, p);
        const left = chase(b.cells, m, n, p, x, presses.cells);
        if (left.some((v) => v !== 0)) throw new Error('internal error: poly-chase-gfp left lights on');
        return flip ? transpose(presses) : presses;
      },
    }, polyChaseStatesMethod);
  },
};
