import { ctz32, popcount32 } from '../gf2/words.ts';

/**
 * A two-state coset x₀ + span(b₀ … b_{k−1}) seen by columns: position p of the board has the column
 * c_p = (b₀[p], …, b_{k−1}[p]) ∈ GF(2)^k, and the member with coefficients u has bit x₀[p] ⊕ (u·c_p) there.
 * Positions with equal columns move together, so they merge into one column with a signed count
 * g = (positions where x₀ is off) − (positions where it is on), and then, with χ_c(u) = (−1)^{u·c},
 *
 *   weight(u) = offSupport + (support − Σ_c g_c·χ_c(u)) / 2.
 *
 * That sum is a Walsh–Hadamard transform of g, which is what the exact search and the heuristic evaluate.
 * Columns need k ≤ {@link MAX_COLUMN_DIMENSION}: a column is two 32-bit words.
 */

/** Largest basis the column form takes: a column is two 32-bit words. */
export const MAX_COLUMN_DIMENSION = 64;

/** The distinct non-zero columns of a basis (independent of x₀), and where each support bit went. */
export class CosetColumns {
  /** Number of basis vectors k. */
  readonly dimension: number;
  /** Bits 0..31 of each distinct column (basis vectors 0..31). */
  readonly lo: Uint32Array;
  /** Bits 32..63 of each distinct column (basis vectors 32..63). */
  readonly hi: Uint32Array;
  /** Bit positions (in the packed words) where some basis vector is non-zero, ascending. */
  readonly positions: Int32Array;
  /** For each entry of `positions`, the index of its column. */
  readonly columnOf: Int32Array;

  /**
   * Reads the columns of a basis.
   *
   * @param basis Packed vectors of one length, at most {@link MAX_COLUMN_DIMENSION} of them.
   */
  constructor(basis: readonly Uint32Array[]) {
    const k = basis.length;
    if (k > MAX_COLUMN_DIMENSION) throw new RangeError(`column form takes at most ${MAX_COLUMN_DIMENSION} basis vectors, got ${k}`);
    this.dimension = k;
    const words = basis[0]?.length ?? 0;
    const positions: number[] = [];
    const columnOf: number[] = [];
    const lo: number[] = [];
    const hi: number[] = [];
    const index = new Map<number, number>(); // lo + hi·2^32 is exact while k ≤ 53; past that a string key
    const keyed = new Map<string, number>();
    for (let w = 0; w < words; w++) {
      let any = 0;
      for (let i = 0; i < k; i++) any |= basis[i]![w]!;
      while (any !== 0) {
        const bit = ctz32(any);
        any &= any - 1;
        let l = 0;
        let h = 0;
        for (let i = 0; i < k; i++) {
          const on = (basis[i]![w]! >>> bit) & 1;
          if (i < 32) l |= on << i;
          else h |= on << (i - 32);
        }
        l >>>= 0;
        h >>>= 0;
        let c: number | undefined;
        if (k <= 53) c = index.get(l + h * 2 ** 32);
        else c = keyed.get(`${l},${h}`);
        if (c === undefined) {
          c = lo.length;
          lo.push(l);
          hi.push(h);
          if (k <= 53) index.set(l + h * 2 ** 32, c);
          else keyed.set(`${l},${h}`, c);
        }
        positions.push(w * 32 + bit);
        columnOf.push(c);
      }
    }
    this.lo = Uint32Array.from(lo);
    this.hi = Uint32Array.from(hi);
    this.positions = Int32Array.from(positions);
    this.columnOf = Int32Array.from(columnOf);
  }

  /** Number of distinct non-zero columns. */
  get count(): number {
    return this.lo.length;
  }

  /**
   * The signed counts of x₀ on each column, and the constants of the weight formula.
   *
   * @param x0 One member of the coset, packed like the basis.
   * @returns g per column, the support size and the weight of x₀ off the support.
   */
  signs(x0: Uint32Array): CosetSigns {
    const g = new Int32Array(this.count);
    const { positions, columnOf } = this;
    let onSupport = 0;
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i]!;
      const on = (x0[p >>> 5]! >>> (p & 31)) & 1;
      onSupport += on;
      g[columnOf[i]!]! += 1 - 2 * on;
    }
    let total = 0;
    for (let i = 0; i < x0.length; i++) total += popcount32(x0[i]!);
    return { g, support: positions.length, offSupport: total - onSupport };
  }

  /**
   * The weight of the member with coefficients u, directly (one parity per column).
   *
   * @param signs The signed counts of x₀.
   * @param uLo Coefficients of basis vectors 0..31, bit i for vector i.
   * @param uHi Coefficients of basis vectors 32..63.
   * @returns The number of set bits of x₀ + Σ uᵢ·bᵢ.
   */
  weightAt(signs: CosetSigns, uLo: number, uHi: number): number {
    let sum = 0;
    const { lo, hi } = this;
    const g = signs.g;
    for (let c = 0; c < g.length; c++) {
      const odd = popcount32((lo[c]! & uLo) ^ (hi[c]! & uHi)) & 1;
      sum += odd ? -g[c]! : g[c]!;
    }
    return signs.offSupport + (signs.support - sum) / 2;
  }
}

/** The x₀-dependent part of the weight formula (see {@link CosetColumns}). */
export interface CosetSigns {
  /** Per column: positions where x₀ is off minus positions where it is on. */
  readonly g: Int32Array;
  /** Number of support positions. */
  readonly support: number;
  /** Set bits of x₀ outside the support (no member can change them). */
  readonly offSupport: number;
}

/**
 * The coset member with coefficients u, built on packed words.
 *
 * @param basis The basis.
 * @param x0 The member with u = 0.
 * @param uLo Coefficients of basis vectors 0..31.
 * @param uHi Coefficients of basis vectors 32..63.
 * @returns x₀ + Σ uᵢ·bᵢ, a fresh array.
 */
export function cosetMember(basis: readonly Uint32Array[], x0: Uint32Array, uLo: number, uHi: number): Uint32Array {
  const v = x0.slice();
  for (let i = 0; i < basis.length; i++) {
    const on = i < 32 ? (uLo >>> i) & 1 : (uHi >>> (i - 32)) & 1;
    if (!on) continue;
    const b = basis[i]!;
    for (let j = 0; j < v.length; j++) v[j]! ^= b[j]!;
  }
  return v;
}
