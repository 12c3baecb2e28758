import { RowDivider } from '../../gf2/row-divider.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { assertShape, Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import { lift, project } from './cover-rows.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { ONE_TWIST_EDGES, type UprightShape, uprightShape } from './upright.ts';

/**
 * The diagonal rule without centre on a board whose columns twist (the Möbius strip, the Klein bottle; a twist
 * of the rows is solved on the transposed board): A = X·Y, X the rows' adjacency (each pair of rows r, m − 1 − r
 * one ring of 2n cells, the middle row of an odd board a ring of n), Y the columns' (a path of m cells, or a ring
 * when rows wrap). They commute (the stencil is symmetric), and each is a sum of independent cycles or paths
 * with small kernels: ker X is spanned by κ, the cells of one parity along one ring (x = s + s⁻¹ kills exactly
 * the patterns of period 2), ker Y by k ⊗ e_c, k a kernel pattern of one column (alternate rows of an odd path;
 * even or odd rows of an even ring, all rows of an odd one). So A·w = b splits as
 *   1. X·z = b: ring by ring (a division on each ring), z = z₀ + Σ α·κ; b off X's image is proved by the κ it meets;
 *   2. z ∈ im Y = (ker Y)^⊥ (Y symmetric): ⟨k ⊗ e_c, z₀⟩ + Σ α·⟨k ⊗ e_c, κ⟩ = 0 for every column c, where
 *      ⟨k ⊗ e_c, κ⟩ depends on c only through its parity (a ring's pattern of parity p lies on the columns c ≡ p
 *      of row r and c ≡ p + n of row m − 1 − r), so at most four distinct equations in the α;
 *   3. Y·w = z, column by column: w_{r+1} = z_r + w_{r−1}, a row of words at a time.
 * The quiet patterns are ker Y and Y⁻¹ of the invariant combinations (the α with no equation left):
 * nullity = n·dim ker y + #α − rank, in O(m) without touching a board.
 */

/** The shape seen with its columns twisting, when its rule is the diagonal without centre and the sides hold it. */
function upright(shape: GridShape): UprightShape | null {
  const u = uprightShape(shape);
  if (!u || u.g.g00 || u.g.g01 || u.g.g10 || !u.g.g11) return null;
  // a press reaches four distinct cells only when the twisted side has 3 cells, and a wrapping one too
  return u.n >= 3 && (!u.wraps || u.m >= 3) ? u : null;
}

/** A kernel pattern of X: the cells of parity `p` along ring `r` (r = h is the middle row of an odd board). */
interface Ring {
  readonly r: number;
  readonly p: number;
}

/** The per-shape plan: X's kernel patterns, Y's, and the equations of step 2 in reduced echelon form. */
class Plan {
  readonly stride: number;
  private readonly h: number;
  private readonly odd: boolean;
  /** The divisions by x along the rings, built on first use (the nullity needs none). */
  private dividers: { ring: RowDivider; middle: RowDivider | null } | null = null;
  /** ker y of one column, as the rows each pattern holds. */
  readonly columnKernel: Uint8Array[];
  readonly rings: Ring[] = [];
  /** Echelon rows of step 2: coefficients over the rings, and which (k, parity) equations they combine. */
  private readonly echelon: Array<{ coef: Uint8Array; combo: number; pivot: number }> = [];
  /** Combinations of step 2's equations with no coefficient left: their right-hand sides must cancel. */
  private readonly consistency: number[] = [];
  readonly nullity: number;

  constructor(readonly u: UprightShape) {
    const { m, n, wraps } = u;
    this.stride = wordsFor(n);
    this.h = m >> 1;
    this.odd = m % 2 === 1;
    const rowsWhere = (keep: (r: number) => boolean): Uint8Array => Uint8Array.from({ length: m }, (_, r) => (keep(r) ? 1 : 0));
    if (!wraps) this.columnKernel = this.odd ? [rowsWhere((r) => r % 2 === 0)] : [];
    else this.columnKernel = this.odd ? [rowsWhere(() => true)] : [rowsWhere((r) => r % 2 === 0), rowsWhere((r) => r % 2 === 1)];
    for (let r = 0; r < this.h; r++) this.rings.push({ r, p: 0 }, { r, p: 1 });
    if (this.odd) for (let p = 0; p < (n % 2 === 0 ? 2 : 1); p++) this.rings.push({ r: this.h, p });
    let rank = 0;
    this.columnKernel.forEach((_, j) => {
      for (const q of [0, 1]) {
        const coef = Uint8Array.from(this.rings, (ring) => this.coefficient(j, q, ring));
        let combo = 1 << (2 * j + q);
        for (const row of this.echelon) {
          if (!coef[row.pivot]) continue;
          for (let i = 0; i < coef.length; i++) coef[i]! ^= row.coef[i]!;
          combo ^= row.combo;
        }
        const pivot = coef.indexOf(1);
        if (pivot >= 0) {
          for (const row of this.echelon) {
            if (!row.coef[pivot]) continue;
            for (let i = 0; i < coef.length; i++) row.coef[i]! ^= coef[i]!;
            row.combo ^= combo;
          }
          this.echelon.push({ coef, combo, pivot });
          rank++;
        } else this.consistency.push(combo);
      }
    });
    this.nullity = n * this.columnKernel.length + this.rings.length - rank;
  }

  /** ⟨k_j ⊗ e_c, κ⟩ for any column c of parity q. */
  private coefficient(j: number, q: number, ring: Ring): number {
    const k = this.columnKernel[j]!;
    const { m, n } = this.u;
    if (ring.r === this.h && this.odd) return n % 2 === 1 ? k[ring.r]! : k[ring.r]! & (q === ring.p ? 1 : 0);
    return (k[ring.r]! & (q === ring.p ? 1 : 0)) ^ (k[m - 1 - ring.r]! & (q === (ring.p + n) % 2 ? 1 : 0));
  }

  /** XORs κ into `board`. */
  addRing(board: Board, ring: Ring): void {
    const { m, n } = this.u;
    const lay = (row: number, parity: number | null): void => {
      const mask = parity === null ? -1 : parity === 0 ? 0x55555555 : 0xaaaaaaaa | 0;
      for (let k = 0; k < this.stride; k++) board.words[row * this.stride + k]! ^= k === this.stride - 1 ? mask & tailMask(n) : mask;
    };
    if (this.odd && ring.r === this.h) lay(ring.r, n % 2 === 1 ? null : ring.p);
    else {
      lay(ring.r, ring.p);
      lay(m - 1 - ring.r, (ring.p + n) % 2);
    }
  }

  /** Step 1: some z with X·z = b, or the ring pattern b meets oddly (a proof). */
  divideX(b: Board): { z: Board } | { ring: Ring } {
    const { m, n } = this.u;
    this.dividers ??= { ring: new RowDivider([-1, 1], 2 * n, true), middle: this.odd ? new RowDivider([-1, 1], n, true) : null };
    const { ring: ringDivider, middle: middleDivider } = this.dividers;
    const cover = lift(b);
    const ringStride = wordsFor(2 * n);
    const zc = new Board(m, 2 * n);
    for (let r = 0; r < this.h; r++) {
      const t = new Uint32Array(ringStride);
      if (ringDivider.divide(t, cover.words, r * ringStride) !== 0) return { ring: this.oddRing(b, r) };
      zc.words.set(t, r * ringStride);
      xorRotated(zc.words, (m - 1 - r) * ringStride, t, 0, ringStride, 2 * n, n);
    }
    const z = project(zc, n);
    if (middleDivider) {
      const t = new Uint32Array(this.stride);
      if (middleDivider.divide(t, b.words, this.h * this.stride) !== 0) return { ring: this.oddRing(b, this.h) };
      z.words.set(t, this.h * this.stride);
    }
    return { z };
  }

  /** The pattern of ring r that b overlaps oddly. */
  private oddRing(b: Board, r: number): Ring {
    for (const ring of this.rings) {
      if (ring.r !== r) continue;
      const k = new Board(b.rows, b.cols);
      this.addRing(k, ring);
      if (k.overlap(b) % 2 === 1) return ring;
    }
    throw new Error('internal error: a ring off the image of x meets none of its kernel patterns');
  }

  /** The columns' sums ⟨k_j ⊗ e_c, z⟩ as one row of n bits per kernel pattern of y. */
  columnSums(z: Board): Uint32Array[] {
    return this.columnKernel.map((k) => {
      const sum = new Uint32Array(this.stride);
      k.forEach((on, r) => {
        if (on) for (let w = 0; w < this.stride; w++) sum[w]! ^= z.words[r * this.stride + w]!;
      });
      return sum;
    });
  }

  /** Step 2: the rings to add to z₀ so that it lies in Y's image, or null when none do. */
  chooseRings(z0: Board): Ring[] | null {
    const n = this.u.n;
    let rhs = 0;
    for (const [j, sum] of this.columnSums(z0).entries()) {
      for (const q of [0, 1]) {
        // every column of parity q must give the same value: its equation's coefficients are the same
        let value = -1;
        for (let c = q; c < n; c += 2) {
          const bit = (sum[c >>> 5]! >>> (c & 31)) & 1;
          if (value < 0) value = bit;
          else if (bit !== value) return null;
        }
        if (value === 1) rhs |= 1 << (2 * j + q);
      }
    }
    const parity = (x: number): number => {
      let p = 0;
      for (let y = x; y; y &= y - 1) p ^= 1;
      return p;
    };
    if (this.consistency.some((combo) => parity(combo & rhs) === 1)) return null;
    return this.echelon.filter((row) => parity(row.combo & rhs) === 1).map((row) => this.rings[row.pivot]!);
  }

  /** Step 3: w with Y·w = z (z in Y's image), column by column. */
  divideY(z: Board): Board {
    const { m, wraps } = this.u;
    const { stride } = this;
    const w = new Board(m, this.u.n);
    const row = (r: number): Uint32Array => z.words.subarray(r * stride, (r + 1) * stride);
    // w₋₁ = 0 and w₀ = the sum of the odd rows of z where that closes the chain, else 0
    if (wraps === this.odd) for (let r = 1; r < m; r += 2) xorAt(w.words, 0, row(r));
    for (let r = 0; r + 1 < m; r++) {
      xorAt(w.words, (r + 1) * stride, row(r));
      if (r >= 1) xorAt(w.words, (r + 1) * stride, w.words.subarray((r - 1) * stride, r * stride));
    }
    return w;
  }

  /** The null space of step 2: combinations of rings in Y's image, one per free ring. */
  *freeCombinations(): Generator<Ring[]> {
    const pivots = new Set(this.echelon.map((row) => row.pivot));
    for (let i = 0; i < this.rings.length; i++) {
      if (pivots.has(i)) continue;
      yield [this.rings[i]!, ...this.echelon.filter((row) => row.coef[i]).map((row) => this.rings[row.pivot]!)];
    }
  }
}

function xorAt(dst: Uint32Array, at: number, src: Uint32Array): void {
  for (let k = 0; k < src.length; k++) dst[at + k]! ^= src[k]!;
}

/** The product method for the diagonal rule without centre on twisted columns (see the file comment). */
export const twistProductMethod: GridMethod = {
  name: 'twist-product',

  edges: ONE_TWIST_EDGES,

  applies: (shape: GridShape): boolean => upright(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const u = upright(shape);
    if (!u) throw new Error('internal error: twist-product asked of a shape it does not take');
    return new Plan(u).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const u = upright(shape);
    if (!u) throw new Error('internal error: twist-product asked of a shape it does not take');
    work?.signal?.throwIfAborted();
    const plan = new Plan(u);
    const turn = (b: Board): Board => (u.transposed ? transposeBoard(b) : b);
    const ringBoard = (rings: readonly Ring[]): Board => {
      const k = new Board(u.m, u.n);
      for (const ring of rings) plan.addRing(k, ring);
      return k;
    };
    const self = preparedGrid(
      shape,
      {
        nullity: plan.nullity,
        solve(lights) {
          const b = turn(lights);
          const step = plan.divideX(b);
          if (!('z' in step)) return null;
          const rings = plan.chooseRings(step.z);
          if (!rings) return null;
          return turn(plan.divideY(step.z.xor(ringBoard(rings))));
        },
        *eachQuietPattern(options) {
          let i = 0;
          for (const k of plan.columnKernel) {
            for (let c = 0; c < u.n; c++) {
              if ((i++ & 255) === 0) options?.signal?.throwIfAborted();
              const q = new Board(u.m, u.n);
              k.forEach((on, r) => on && q.set(r, c, true));
              yield turn(q);
            }
          }
          for (const rings of plan.freeCombinations()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            yield turn(plan.divideY(ringBoard(rings)));
          }
        },
        // A is symmetric: a quiet pattern of A with an odd overlap; the cheap ones first (X's, then Y's kernel)
        proof(lights, options) {
          const b = turn(lights);
          const step = plan.divideX(b);
          if (!('z' in step)) return turn(ringBoard([step.ring]));
          for (const [j, sum] of plan.columnSums(b).entries()) {
            for (let c = 0; c < u.n; c++) {
              if (!((sum[c >>> 5]! >>> (c & 31)) & 1)) continue;
              const q = new Board(u.m, u.n);
              plan.columnKernel[j]!.forEach((on, r) => on && q.set(r, c, true));
              return turn(q);
            }
          }
          for (const q of self.eachQuietPattern(options)) if (q.overlap(lights) % 2 === 1) return q;
          throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
        },
      },
      twistProductMethod,
    );
    return self;
  },
};
