import { columnSumsWasm, WASM_COLUMN_SUMS_MIN_WORDS } from '../../wasm/column-sums-kernels.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { bitsFrom, xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';

/** A kernel pattern of X: basis pattern `i` of ring `r` (r = ⌊m/2⌋ on an odd board: the middle row, a ring of n). */
export interface RingPattern {
  readonly r: number;
  readonly i: number;
}

const bitAt = (v: Uint32Array, p: number): number => (v[p >>> 5]! >>> (p & 31)) & 1;

/** The rows' operator u on the rings of one twisted side n: its dividers, kernels and the columns' classes. */
export interface RingSide {
  /** u on a ring of 2n cells (a pair of rows). */
  readonly ring: RowDivider;
  /** u on a ring of n cells (the middle row of an odd board). */
  readonly middle: RowDivider;
  readonly ringKernel: readonly Uint32Array[];
  readonly middleKernel: readonly Uint32Array[];
  /** The class of each column: the bits of every ring pattern at c and c + n, and of every middle pattern at c. */
  readonly classOf: Uint8Array;
  /** One column of each class. */
  readonly representative: readonly number[];
}

const ringSides = new Map<string, RingSide>();
const MAX_KEPT_SIDES = 1024;
/** Longest side kept in the memo (a kept side holds a few bytes a cell: at most some 300 MB over all of it). */
const MAX_KEPT_SIDE_LENGTH = 2 ** 16;

/** The {@link RingSide} of u = u₀ + u₁·x on a twisted side of n cells, memoised (tables ask for each n again and again). */
export function ringSide(u0: number, u1: number, n: number): RingSide {
  const key = `${u0}${u1}:${n}`;
  let side = ringSides.get(key);
  if (!side) {
    if (ringSides.size >= MAX_KEPT_SIDES) ringSides.clear();
    const shifts = [...(u0 ? [0] : []), ...(u1 ? [-1, 1] : [])];
    const ring = new RowDivider(shifts, 2 * n, true);
    const middle = new RowDivider(shifts, n, true);
    const classOf = new Uint8Array(n);
    const ids = new Map<number, number>();
    const representative: number[] = [];
    for (let c = 0; c < n; c++) {
      let signature = 0;
      for (const k of ring.kernel) signature = (signature << 2) | (bitAt(k, c) << 1) | bitAt(k, c + n);
      for (const k of middle.kernel) signature = (signature << 1) | bitAt(k, c);
      let id = ids.get(signature);
      if (id === undefined) {
        id = ids.size;
        ids.set(signature, id);
        representative.push(c);
      }
      classOf[c] = id;
    }
    side = { ring, middle, ringKernel: ring.kernel, middleKernel: middle.kernel, classOf, representative };
    if (n <= MAX_KEPT_SIDE_LENGTH) ringSides.set(key, side);
  }
  return side;
}

/** A vector of the column space of step 2's system (a bit mask over the equations), with the patterns summing to it. */
interface BasisRow {
  vec: number;
  pivot: number;
  patterns: number[];
}

/** The symmetric difference of two sorted index lists. */
function toggled(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else if (i >= a.length || b[j]! < a[i]!) out.push(b[j++]!);
    else {
      i++;
      j++;
    }
  }
  return out;
}

/**
 * Step 2 of `twist-product.ts`: which ring patterns κ to add to z₀ so that z lies in Y's image, i.e.
 * ⟨k ⊗ e_c, z₀ + Σ α·κ⟩ = 0 for every column kernel pattern k and column c. The coefficient ⟨k ⊗ e_c, κ⟩ of a
 * pattern of ring r is k_r·κ(c) + k_{m−1−r}·κ(c + n) (κ(c) alone for the middle row), so it depends on c only
 * through the bits every ring pattern has at c and c + n: the column's class. The equations are one per
 * (k, class), at most 30, so each pattern's column of coefficients is one bit mask, and the system is an XOR
 * basis of those columns; a class whose columns disagree on ⟨k ⊗ e_c, z₀⟩ has no solution.
 */
export class ProductSystem {
  /** How many kernel patterns X has: ⌊m/2⌋ rings of 2n cells and, for odd m, the middle ring of n. */
  readonly patternCount: number;
  /** The XOR basis of the patterns' columns, each reduced by the rows before it. */
  private readonly basis: BasisRow[] = [];
  /** The patterns that started a basis row (every other pattern is free). */
  private readonly origins = new Set<number>();
  /** Each pattern kind's column (see {@link columnOf}). */
  private readonly columns = new Map<number, number>();
  private readonly h: number;

  /**
   * @param track False when only the count of free patterns is wanted (a nullity): no pattern sets are kept.
   */
  constructor(
    private readonly m: number,
    private readonly n: number,
    private readonly rings: RingSide,
    private readonly columnKernel: readonly Uint8Array[],
    track: boolean,
  ) {
    this.h = m >> 1;
    this.patternCount = this.h * rings.ringKernel.length + (m % 2 === 1 ? rings.middleKernel.length : 0);
    const equations = columnKernel.length * rings.representative.length;
    if (equations > 30) throw new Error('internal error: too many column classes for a product system');
    // the rank is at most the number of equations: once there, every other pattern is free
    for (let index = 0; index < this.patternCount && this.basis.length < equations; index++) {
      const { vec, patterns } = this.reduce(this.columnOf(index), track ? [index] : []);
      if (vec === 0) continue;
      this.basis.push({ vec, pivot: 31 - Math.clz32(vec), patterns });
      this.origins.add(index);
    }
  }

  /** Pattern `index`: basis pattern i of ring r, ring by ring, the middle ring's last. */
  patternAt(index: number): RingPattern {
    const k = this.rings.ringKernel.length;
    return index < this.h * k ? { r: Math.floor(index / k), i: index % k } : { r: this.h, i: index - this.h * k };
  }

  /** The kernel patterns of ring r. */
  patternsOf(r: number): RingPattern[] {
    const k = r === this.h && this.m % 2 === 1 ? this.rings.middleKernel.length : this.rings.ringKernel.length;
    return Array.from({ length: k }, (_, i) => ({ r, i }));
  }

  /**
   * A pattern's column of coefficients, one bit per (column kernel pattern j, class q). It depends only on the
   * pattern's index i and the bits the column patterns have on its rows, so it is computed once per such kind.
   */
  private columnOf(index: number): number {
    const p = this.patternAt(index);
    const middle = p.r === this.h && this.m % 2 === 1;
    let kind = p.i;
    for (const k of this.columnKernel) kind = (kind << 2) | (k[p.r]! << 1) | (middle ? 0 : k[this.m - 1 - p.r]!);
    kind = kind * 2 + (middle ? 1 : 0);
    let vec = this.columns.get(kind);
    if (vec === undefined) {
      vec = 0;
      const { representative } = this.rings;
      for (const [j, k] of this.columnKernel.entries()) {
        for (const [q, c] of representative.entries()) vec |= this.coefficient(k, c, p) << (j * representative.length + q);
      }
      this.columns.set(kind, vec);
    }
    return vec;
  }

  /** `vec` reduced by the basis, with the patterns of the rows used toggled into `patterns` (sorted). */
  private reduce(vec: number, patterns: number[]): { vec: number; patterns: number[] } {
    for (const row of this.basis) {
      if ((vec >>> row.pivot) & 1) {
        vec ^= row.vec;
        patterns = toggled(patterns, row.patterns);
      }
    }
    return { vec, patterns };
  }

  /** Patterns no equation pins down: the dimension of ker X ∩ im Y. */
  get freeCount(): number {
    return this.patternCount - this.basis.length;
  }

  /** ⟨k ⊗ e_c, κ⟩. */
  private coefficient(k: Uint8Array, c: number, { r, i }: RingPattern): number {
    if (r === this.h && this.m % 2 === 1) return k[r]! & bitAt(this.rings.middleKernel[i]!, c);
    return (k[r]! & bitAt(this.rings.ringKernel[i]!, c)) ^ (k[this.m - 1 - r]! & bitAt(this.rings.ringKernel[i]!, c + this.n));
  }

  /**
   * Each ring pattern's halves as rows of n cells: its cells 0 … n − 1 (ring r's part on row r) and n … 2n − 1
   * (on row m − 1 − r: the cover's row m − 1 − r is the ring turned by n cells).
   */
  private halves: { low: Uint32Array; high: Uint32Array }[] | null = null;

  /** The sum of some ring patterns, laid on the m × n board. */
  board(rings: readonly RingPattern[]): Board {
    return this.xorInto(new Board(this.m, this.n), rings);
  }

  /** `out` (an m × n board) plus some ring patterns, in place; returns `out`. */
  xorInto(out: Board, rings: readonly RingPattern[]): Board {
    const { m, n } = this;
    const { stride } = out;
    this.halves ??= this.rings.ringKernel.map((k) => ({ low: bitsFrom(k, 0, n), high: bitsFrom(k, n, n) }));
    for (const { r, i } of rings) {
      if (r === this.h && m % 2 === 1) {
        xorWords(out.words, this.rings.middleKernel[i]!, stride, r * stride);
        continue;
      }
      const { low, high } = this.halves[i]!;
      xorWords(out.words, low, stride, r * stride);
      xorWords(out.words, high, stride, (m - 1 - r) * stride);
    }
    return out;
  }

  /** ⟨k ⊗ e_c, z⟩ for every column c, one row of n bits per column kernel pattern k (in the kernel on big boards; this loop is its reference). */
  columnSums(z: Board): Uint32Array[] {
    const { stride } = z;
    const zw = z.words;
    const fast = z.rows * stride >= WASM_COLUMN_SUMS_MIN_WORDS ? columnSumsWasm(zw, z.rows, stride, this.columnKernel) : null;
    if (fast) return fast;
    const sums = this.columnKernel.map(() => new Uint32Array(stride));
    // one pass over z: each row read once, added to the sums of the patterns that hold it (plain loops, the words hoisted)
    for (let r = 0; r < z.rows; r++) {
      for (let j = 0; j < sums.length; j++) if (this.columnKernel[j]![r]) xorWords(sums[j]!, zw, stride, 0, r * stride);
    }
    return sums;
  }

  /** The patterns to add to z₀ so that it lies in Y's image, or null when none do. */
  choose(z0: Board): RingPattern[] | null {
    let rhs = 0;
    const classes = this.rings.representative.length;
    const { classOf } = this.rings;
    const value = new Int8Array(classes);
    for (const [j, sum] of this.columnSums(z0).entries()) {
      value.fill(-1);
      for (let c = 0; c < this.n; c++) {
        const q = classOf[c]!;
        const bit = bitAt(sum, c);
        if (value[q]! < 0) value[q] = bit;
        else if (value[q] !== bit) return null; // one class, one equation: its columns must agree
      }
      value.forEach((bit, q) => {
        if (bit === 1) rhs |= 1 << (j * classes + q);
      });
    }
    const { vec, patterns } = this.reduce(rhs, []);
    return vec === 0 ? patterns.map((i) => this.patternAt(i)) : null;
  }

  /** A basis of the solutions of the homogeneous system: combinations of patterns in Y's image. */
  *freeCombinations(): Generator<RingPattern[]> {
    for (let index = 0; index < this.patternCount; index++) {
      if (this.origins.has(index)) continue;
      const { vec, patterns } = this.reduce(this.columnOf(index), [index]);
      if (vec !== 0) throw new Error('internal error: a free pattern outside the span of the basis');
      yield patterns.map((i) => this.patternAt(i));
    }
  }
}
