import type { BorderLike } from './lift.ts';
import { inverseMod } from './zk.ts';

/**
 * The border of a singular system mod p: with L the d′ rows of a basis of ker Aᵀ (mod p), d′ equations J
 * (pivot columns of L) such that the d′ × d′ block L_J is invertible. Adding free amounts y at the equations
 * J makes A surjective mod p: r − Σ y_t·e_{J_t} lies in im A = (ker Aᵀ)^⊥ exactly when L·r = L_J·y, so
 * y = L_J⁻¹·L·r. The rows of L are kept interleaved (cell-major) so that L·r is one pass over r.
 */
export class Border implements BorderLike {
  /** The equations that take the free amounts, d′ of them. */
  readonly pivots: Int32Array;
  readonly #p: number;
  readonly #d: number;
  /** L, cell-major: entry (t, i) at i·d′ + t. */
  readonly #left: Uint8Array;
  /** L_J⁻¹ mod p, row-major d′ × d′. */
  readonly #inverse: Int32Array;

  /**
   * @param left A basis of ker Aᵀ mod p: d′ independent vectors of `size` entries in [0, p).
   * @param size Number of equations (rows of A).
   * @param p The prime.
   * @throws {Error} when the vectors are dependent (an internal error of the caller).
   */
  constructor(left: readonly Uint8Array[], size: number, p: number) {
    const d = left.length;
    this.#p = p;
    this.#d = d;
    this.#left = new Uint8Array(size * d);
    left.forEach((v, t) => {
      for (let i = 0; i < size; i++) this.#left[i * d + t] = v[i]! % p;
    });
    this.pivots = independentColumns(this.#left, size, d, p);
    const block = new Int32Array(d * d);
    for (let t = 0; t < d; t++) for (let s = 0; s < d; s++) block[t * d + s] = this.#left[this.pivots[s]! * d + t]!;
    this.#inverse = invert(block, d, p);
  }

  /**
   * The amounts y (mod p) at the pivots that bring r into the image of A mod p.
   *
   * @param r A vector of the equations' size, entries in [0, p).
   * @returns d′ amounts in [0, p).
   */
  amounts(r: Uint8Array): Int32Array {
    const d = this.#d;
    const p = this.#p;
    const acc = new Int32Array(d);
    if (d === 0) return acc;
    const left = this.#left;
    // entries < p ≤ 13, so 2²⁰ products of at most 144 stay under 2³¹ between reductions
    for (let start = 0; start < r.length; start += 1 << 20) {
      const end = Math.min(r.length, start + (1 << 20));
      for (let i = start; i < end; i++) {
        const v = r[i]!;
        if (v === 0) continue;
        const base = i * d;
        for (let t = 0; t < d; t++) acc[t]! += v * left[base + t]!;
      }
      for (let t = 0; t < d; t++) acc[t]! %= p;
    }
    const y = new Int32Array(d);
    for (let t = 0; t < d; t++) {
      let s = 0;
      for (let u = 0; u < d; u++) s += this.#inverse[t * d + u]! * acc[u]!;
      y[t] = s % p;
    }
    return y;
  }
}

/** The first d columns of the cell-major d × size matrix that are independent mod p (greedy, in order). */
function independentColumns(left: Uint8Array, size: number, d: number, p: number): Int32Array {
  const pivots = new Int32Array(d);
  const basis: Array<{ lead: number; v: Int32Array }> = []; // each normalised to 1 at `lead`
  for (let c = 0; c < size && basis.length < d; c++) {
    const v = Int32Array.from(left.subarray(c * d, c * d + d));
    for (const b of basis) {
      const f = v[b.lead]!;
      if (f !== 0) for (let t = 0; t < d; t++) v[t] = (v[t]! + (p - f) * b.v[t]!) % p;
    }
    const lead = v.findIndex((x) => x !== 0);
    if (lead < 0) continue;
    const inv = inverseMod(v[lead]!, p);
    for (let t = 0; t < d; t++) v[t] = (v[t]! * inv) % p;
    pivots[basis.length] = c;
    basis.push({ lead, v });
  }
  if (basis.length < d) throw new Error('internal error: the left kernel basis mod p is not independent');
  return pivots;
}

/** The inverse of an invertible d × d matrix mod p (Gauss–Jordan). */
function invert(m: Int32Array, d: number, p: number): Int32Array {
  const a = Int32Array.from(m);
  const inv = new Int32Array(d * d);
  for (let i = 0; i < d; i++) inv[i * d + i] = 1;
  for (let c = 0; c < d; c++) {
    let r = c;
    while (r < d && a[r * d + c] === 0) r++;
    if (r === d) throw new Error('internal error: the border block is singular');
    for (let j = 0; j < d; j++) {
      [a[r * d + j], a[c * d + j]] = [a[c * d + j]!, a[r * d + j]!];
      [inv[r * d + j], inv[c * d + j]] = [inv[c * d + j]!, inv[r * d + j]!];
    }
    const s = inverseMod(a[c * d + c]!, p);
    for (let j = 0; j < d; j++) {
      a[c * d + j] = (a[c * d + j]! * s) % p;
      inv[c * d + j] = (inv[c * d + j]! * s) % p;
    }
    for (let i = 0; i < d; i++) {
      const f = a[i * d + c]!;
      if (i === c || f === 0) continue;
      for (let j = 0; j < d; j++) {
        a[i * d + j] = (a[i * d + j]! + (p - f) * a[c * d + j]!) % p;
        inv[i * d + j] = (inv[i * d + j]! + (p - f) * inv[c * d + j]!) % p;
      }
    }
  }
  return inv;
}
