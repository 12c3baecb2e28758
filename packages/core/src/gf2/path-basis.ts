import { Poly } from './poly.ts';
import { tailMask, wordsFor } from './words.ts';

/**
 * A row of n cells on a path as an element of GF(2)[x]/(fₙ(x)), x the path's adjacency P (cell j's
 * neighbours are j − 1 and j + 1). e₀ is a cyclic vector of P: e_j = f_j(P)·e₀ (f₀ = 1, f₁ = x,
 * f_{j+1} = x·f_j + f_{j−1}, from P·e_j = e_{j−1} + e_{j+1}), so ξ ↦ ξ(P)·e₀ is an isomorphism of
 * GF(2)[x]/(fₙ) onto the rows, and P-commuting operators become multiplications. Both directions cost
 * O(n²/32) word operations.
 *
 * With `plusIdentity` the operator is T = P + I instead (the classic rule's row: a cell and its two
 * neighbours), the basis polynomials g_{j+1} = (t + 1)·g_j + g_{j−1}, and the ring GF(2)[t]/(fₙ(t + 1)).
 */

/** v ← P·v (or (P + I)·v) on the first `active` words of a row of `n` cells (later words must be zero). */
function timesP(v: Uint32Array, active: number, stride: number, tail: number, plusIdentity: boolean): void {
  const keep = plusIdentity ? -1 : 0;
  let left = 0;
  for (let k = 0; k < active; k++) {
    const w = v[k]!;
    const right = k + 1 < stride ? v[k + 1]! : 0;
    v[k] = (w & keep) ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
    left = w;
  }
  if (active >= stride) v[stride - 1]! &= tail;
}

/**
 * v ← P·v, or (P + I)·v, in place on a whole row of n cells.
 *
 * @param v The row, `wordsFor(n)` words.
 * @param n Cells in the row.
 * @param plusIdentity Whether the operator is P + I.
 */
export function applyPath(v: Uint32Array, n: number, plusIdentity = false): void {
  const stride = wordsFor(n);
  timesP(v, stride, stride, tailMask(n), plusIdentity);
}

/**
 * ξ(P)·e₀ (or ξ(P + I)·e₀) as a row of n cells, by Horner's rule (Pⁱ·e₀ lives in the first i + 1 cells).
 *
 * @param xi The polynomial.
 * @param n Cells in the row.
 * @param plusIdentity Whether the operator is P + I.
 * @returns A new row.
 */
export function polyToPathRow(xi: Poly, n: number, plusIdentity = false): Uint32Array {
  const stride = wordsFor(n);
  const tail = tailMask(n);
  const v = new Uint32Array(stride);
  for (let j = xi.degree; j >= 0; j--) {
    timesP(v, Math.min(stride, ((xi.degree - j) >>> 5) + 2), stride, tail, plusIdentity);
    v[0]! ^= (xi.words[j >>> 5]! >>> (j & 31)) & 1;
  }
  return v;
}

/**
 * The polynomial ξ (deg < n) with ξ(P)·e₀ = v (or ξ(P + I)·e₀ = v): Σ v_j·f_j. `v` is read from word `offset`.
 *
 * @param v The rows.
 * @param n Cells in the row.
 * @param offset Word offset of the row in `v`.
 * @param plusIdentity Whether the operator is P + I.
 * @returns A new polynomial.
 */
export function pathRowToPoly(v: Uint32Array, n: number, offset = 0, plusIdentity = false): Poly {
  const words = wordsFor(n) + 2;
  const acc = new Poly(words * 32);
  let cur = new Uint32Array(words); // f_j
  let prev = new Uint32Array(words); // f_{j−1}
  cur[0] = 1;
  const a = acc.words;
  for (let j = 0; j < n; j++) {
    const active = (j >>> 5) + 1; // f_j has degree j
    if ((v[offset + (j >>> 5)]! >>> (j & 31)) & 1) for (let k = 0; k < active; k++) a[k]! ^= cur[k]!;
    // f_{j+1} = x·f_j + f_{j−1} (x + 1 in place of x with plusIdentity), written over f_{j−1}
    const keep = plusIdentity ? -1 : 0;
    let carry = 0;
    for (let k = 0; k <= active; k++) {
      const w = cur[k]!;
      prev[k]! ^= (w & keep) ^ ((w << 1) | carry);
      carry = w >>> 31;
    }
    [prev, cur] = [cur, prev];
  }
  return acc.normalize();
}
