import { wordsFor } from '../../gf2/words.ts';

/**
 * Step 1 of twist-product (X·z = b, `twist-product.ts`) on a board whose ROWS twist, as it is given: n rows of m
 * cells, cell (n − 1, j) beside (0, m − 1 − j). Its ring r (the transpose's cover row r) is column r read down and on
 * down column m − 1 − r, so X = u₀ + up + down runs down the columns, every column at once, a word-parallel chase
 * z_{i+1} = b_i + u₀·z_i + z_{i−1} from each column's free starts θ = (z₀, z₋₁), with no transpose.
 *
 * The chase is affine in θ: what it leaves past the last row, E = (z_n, z_{n−1}), is K·θ + R, K a 2 × 2 scalar
 * matrix and R the chase of b from θ = 0. Column j's end is column m − 1 − j's start, E = ρ(θ) (ρ the rows'
 * reflection j ↔ m − 1 − j): for j < m/2 and j' = m − 1 − j, θ_{j'} = K·θ_j + R_j and θ_j = K·θ_{j'} + R_{j'}, so
 * (I + K²)·θ_j = K·R_j + R_{j'}. With S a generalised inverse of I + K², θ_j = S·(K·R + ρ(R))_j on the left half,
 * checked (none: b is off X's image), and θ_{j'} = ρ(K·θ + R)_{j'} on the right; z_i is R's chase at row i plus θ as
 * the unit chases say (`flags`). Where I + K² is invertible z is unique (X is invertible on every ring), else it is one
 * of several (x + x⁻¹, whose rings always have a kernel): the caller takes it only where Y is invertible. Odd m (a
 * middle column) is left to the transposed path.
 */

/** A 2 × 2 matrix over GF(2) as its two columns, each two bits (bit 0: the first row). */
type Matrix = readonly [number, number];

/** M·x for a column x of two bits. */
const times = (a: Matrix, x: number): number => ((x & 1 ? a[0] : 0) ^ (x & 2 ? a[1] : 0)) & 3;

/** The plan of one shape's columns: the unit chases and the starts' solver. */
export class ColumnRings {
  /**
   * @param u0 The rings' operator's constant term (u = u₀ + x + x⁻¹).
   * @param m Columns.
   * @param flags Per row i, bit t: cell i of the chase of θ = e_t (t = 0: z₀ = 1; t = 1: z₋₁ = 1), no lights.
   * @param k K: the end (bit 0 z_n, bit 1 z_{n−1}) of the chase of θ = e_t, column t.
   * @param square I + K².
   * @param g A generalised inverse of I + K² (its inverse where it has one).
   * @param invertible Whether I + K² is invertible (z is unique).
   */
  private constructor(
    readonly u0: 0 | 1,
    readonly m: number,
    readonly flags: Uint8Array,
    private readonly k: Matrix,
    private readonly square: Matrix,
    private readonly g: Matrix,
    readonly invertible: boolean,
  ) {}

  /** The columns of an n × m board whose rows twist, for the rings' operator u₀ + u₁·(x + x⁻¹); null unless u₁ = 1 and m is even. */
  static of(n: number, m: number, u0: 0 | 1, u1: 0 | 1): ColumnRings | null {
    if (!u1 || m % 2 !== 0 || n < 1) return null;
    const flags = new Uint8Array(n);
    const ends: number[] = [];
    for (let t = 0; t < 2; t++) {
      let cur = 1 - t; // z₀
      let prev = t; // z₋₁
      for (let i = 0; i < n; i++) {
        flags[i]! |= cur << t;
        [prev, cur] = [cur, (u0 & cur) ^ prev];
      }
      ends.push(cur | (prev << 1));
    }
    const k: Matrix = [ends[0]!, ends[1]!];
    const square: Matrix = [1 ^ times(k, k[0]), 2 ^ times(k, k[1])]; // I + K²
    const invertible = (square[0] & 1) * (square[1] >>> 1) !== ((square[0] >>> 1) & (square[1] & 1));
    // S with (I + K²)·S·(I + K²) = I + K² (S·x solves (I + K²)·y = x whenever x is in its image)
    for (let code = 0; code < 16; code++) {
      const g: Matrix = [code & 3, code >> 2];
      if (square.every((col) => times(square, times(g, col)) === col)) return new ColumnRings(u0, m, flags, k, square, g, invertible);
    }
    throw new Error('internal error: no generalised inverse of a 2 × 2 matrix');
  }

  /**
   * The free starts θ = (z₀, z₋₁), rows of m cells, from what the chase from θ = 0 leaves past the last row, R = (z_n,
   * z_{n−1}) (`r0`, `r1`); null when there are none (b is off X's image).
   */
  starts(r0: Uint32Array, r1: Uint32Array): [Uint32Array, Uint32Array] | null {
    const { k, g, m, square } = this;
    const combine = (a: Matrix, x0: Uint32Array, x1: Uint32Array): [Uint32Array, Uint32Array] => {
      const out: [Uint32Array, Uint32Array] = [new Uint32Array(x0.length), new Uint32Array(x0.length)];
      for (let row = 0; row < 2; row++) {
        const [c0, c1] = [(a[0] >>> row) & 1, (a[1] >>> row) & 1];
        for (let w = 0; w < x0.length; w++) out[row]![w] = (c0 ? x0[w]! : 0) ^ (c1 ? x1[w]! : 0);
      }
      return out;
    };
    const [s0, s1] = combine(k, r0, r1);
    const [f0, f1] = [reflectRow(r0, m), reflectRow(r1, m)];
    for (let w = 0; w < s0.length; w++) {
      s0[w]! ^= f0[w]!;
      s1[w]! ^= f1[w]!;
    }
    // the left half: θ = S·(K·R + ρ(R)), which must solve (I + K²)·θ = K·R + ρ(R) there
    const left = leftHalf(m);
    const [t0, t1] = combine(g, s0, s1);
    const [c0, c1] = combine(square, t0, t1);
    for (let w = 0; w < left.length; w++) {
      if (((c0[w]! ^ s0[w]!) | (c1[w]! ^ s1[w]!)) & left[w]!) return null;
      t0[w]! &= left[w]!;
      t1[w]! &= left[w]!;
    }
    // the right half: ρ(K·θ + R)
    const [e0, e1] = combine(k, t0, t1);
    for (let w = 0; w < e0.length; w++) {
      e0[w]! ^= r0[w]!;
      e1[w]! ^= r1[w]!;
    }
    const [h0, h1] = [reflectRow(e0, m), reflectRow(e1, m)];
    for (let w = 0; w < left.length; w++) {
      t0[w]! |= h0[w]! & ~left[w]!;
      t1[w]! |= h1[w]! & ~left[w]!;
    }
    return [t0, t1];
  }
}

/** The row whose cells 0 … m/2 − 1 are on (m even). */
function leftHalf(m: number): Uint32Array {
  const out = new Uint32Array(wordsFor(m));
  for (let j = 0; j < m / 2; j++) out[j >>> 5]! |= 1 << (j & 31);
  return out;
}

/** The row of m cells with cell j moved to m − 1 − j, a new row. */
export function reflectRow(row: Uint32Array, m: number): Uint32Array {
  const out = new Uint32Array(wordsFor(m));
  for (let w = 0; w < out.length; w++) {
    let word = row[w]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word);
      word ^= 1 << bit;
      const j = m - 1 - (32 * w + bit);
      if (j >= 0) out[j >>> 5]! |= 1 << (j & 31);
    }
  }
  return out;
}
