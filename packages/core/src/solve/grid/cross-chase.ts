import type { Poly } from '../../gf2/poly.ts';
import { Poly as PolyClass } from '../../gf2/poly.ts';
import { tailMask } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';

/**
 * Row kernels of light chasing for the classic rule (cross + centre on the plane). With T the n×n
 * tridiagonal all-ones matrix acting on one row, pressing row k with P_k and clearing row k by the presses
 * below gives P_{k+1} = b_k + T·P_k + P_{k−1}. Rows are `stride` words, bit j = column j.
 */

/** dst = b + T·cur + prev, one row. Bits past `n` are cleared. */
function chaseRow(
  dst: Uint32Array,
  d: number,
  cur: Uint32Array,
  c: number,
  prev: Uint32Array,
  p: number,
  b: Uint32Array,
  bo: number,
  stride: number,
  tail: number,
): void {
  let left = 0;
  let w = cur[c]!;
  const last = stride - 1;
  for (let k = 0; k < last; k++) {
    const right = cur[c + k + 1]!;
    dst[d + k] = b[bo + k]! ^ prev[p + k]! ^ w ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
    left = w;
    w = right;
  }
  dst[d + last] = (b[bo + last]! ^ prev[p + last]! ^ w ^ ((w << 1) | (left >>> 31)) ^ (w >>> 1)) & tail;
}

/**
 * Chases `lights` (null: all off) down from the first-row presses `first` (null: none). When `out` is
 * given, the presses of every row are written into it. Returns the would-be presses of the row below the
 * board: zero exactly when the presses clear every light.
 */
export function chase(lights: Board | null, rows: number, cols: number, first: Uint32Array | null, out: Board | null): Uint32Array {
  const stride = (cols + 31) >>> 5;
  const tail = tailMask(cols);
  const zero = new Uint32Array(stride);
  const b = lights ? lights.words : null;
  const leftover = new Uint32Array(stride);
  if (out) {
    const P = out.words;
    if (first) P.set(first.subarray(0, stride), 0);
    else P.fill(0, 0, stride);
    for (let k = 0; k < rows; k++) {
      const dst = k + 1 < rows ? P : leftover;
      const dOff = k + 1 < rows ? (k + 1) * stride : 0;
      chaseRow(dst, dOff, P, k * stride, k > 0 ? P : zero, k > 0 ? (k - 1) * stride : 0, b ?? zero, b ? k * stride : 0, stride, tail);
    }
    return leftover;
  }
  let prev = new Uint32Array(stride);
  let cur = first ? first.slice(0, stride) : new Uint32Array(stride);
  let next = new Uint32Array(stride);
  for (let k = 0; k < rows; k++) {
    chaseRow(next, 0, cur, 0, prev, 0, b ?? zero, b ? k * stride : 0, stride, tail);
    [prev, cur, next] = [cur, next, prev];
  }
  return cur;
}

/**
 * Σ_k f_{k−1}(T)·b_k over the rows k = 1..m (Clenshaw's backward recurrence, which is chasing from the
 * bottom up). Its dot product with a first row x equals the overlap of `lights` with the board obtained by
 * chasing x over empty lights: the linear functional used to pick an unsolvability certificate.
 */
export function backwardChase(lights: Board): Uint32Array {
  const { rows, stride, cols } = lights;
  const tail = tailMask(cols);
  let after = new Uint32Array(stride); // u_{k+2}
  let cur = new Uint32Array(stride); // u_{k+1}
  let next = new Uint32Array(stride);
  for (let k = rows - 1; k >= 0; k--) {
    chaseRow(next, 0, cur, 0, after, 0, lights.words, k * stride, stride, tail);
    [after, cur, next] = [cur, next, after];
  }
  return cur;
}

/** v ← T·v in place on the first `active` words of a row of `n` bits (later words must be zero). */
function timesT(v: Uint32Array, active: number, stride: number, tail: number): void {
  let left = 0;
  for (let k = 0; k < active; k++) {
    const w = v[k]!;
    const right = k + 1 < stride ? v[k + 1]! : 0;
    v[k] = w ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
    left = w;
  }
  if (active >= stride) v[stride - 1]! &= tail;
}

/** v ← T·v in place, for a whole row of n cells (T the tridiagonal all-ones matrix). */
export function applyT(v: Uint32Array, n: number): void {
  const stride = (n + 31) >>> 5;
  timesT(v, stride, stride, tailMask(n));
}

/**
 * ξ(T)·e₁ for a polynomial ξ, by Horner's rule. GF(2)ⁿ ≅ GF(2)[t]/(χ_T) through ξ ↦ ξ(T)·e₁ because e₁
 * is a cyclic vector of T. Tⁱ·e₁ lives in the first i + 1 positions, so only a growing prefix is touched.
 */
export function evaluateAtT(xi: Poly, n: number): Uint32Array {
  const stride = (n + 31) >>> 5;
  const tail = tailMask(n);
  const v = new Uint32Array(stride);
  for (let j = xi.degree; j >= 0; j--) {
    timesT(v, Math.min(stride, ((xi.degree - j) >>> 5) + 1), stride, tail);
    v[0]! ^= (xi.words[j >>> 5]! >>> (j & 31)) & 1;
  }
  return v;
}

/**
 * The polynomial ξ (deg < n) with ξ(T)·e₁ = v: v = Σ v_j·e_{j+1} and e_{j+1} = g_{j+1}(T)·e₁ for
 * g₀ = 0, g₁ = 1, g_{k+1} = (t + 1)·g_k + g_{k−1} (from T·e_k = e_{k−1} + e_k + e_{k+1}).
 */
export function toPolynomial(v: Uint32Array, n: number): Poly {
  const words = ((n + 31) >>> 5) + 2;
  const acc = new PolyClass(words * 32);
  let cur = new Uint32Array(words);
  let prev = new Uint32Array(words);
  cur[0] = 1;
  const a = acc.words;
  for (let j = 0; j < n; j++) {
    const active = (j >>> 5) + 1; // g_{j+1} has degree j
    if ((v[j >>> 5]! >>> (j & 31)) & 1) for (let k = 0; k < active; k++) a[k]! ^= cur[k]!;
    let carry = 0;
    for (let k = 0; k <= active; k++) {
      const w = cur[k]!;
      prev[k]! ^= w ^ ((w << 1) | carry);
      carry = w >>> 31;
    }
    [prev, cur] = [cur, prev];
  }
  return acc.normalize();
}
