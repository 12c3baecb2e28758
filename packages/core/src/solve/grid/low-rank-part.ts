import { applyWord, byteTables } from '../../gf2/byte-tables.ts';
import { wordPeriod } from '../../gf2/word-period.ts';
import { dotParity, getBit, xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import type { BilinearForm } from './bilinear.ts';
import { PeriodicCoords } from './periodic-coords.ts';
import type { Projection, Side } from './row-split.ts';

/** The most rank of E₂ handled in coordinates (a switch, not a limit: one word of coordinates per row; past it the fold and tile of `row-split.ts`). */
export const LOW_RANK_BITS = 32;

/** The longest period in words (of the rows wᵢ and uᵢ) read by folding a row (a switch: past it, d passes over the row). */
export const LOW_RANK_PERIOD_WORDS = 8;

/** The least rank d folded to a period of q > 1 words: below it the d passes cost less than the fold and its tables. */
const FOLD_MIN_RANK = 4;

/**
 * The bad part S₂ of the row ring (`row-split.ts`) when it is small, in coordinates: E₂ has rank d = deg χ₂,
 * so E₂·v = Σᵢ ⟨wᵢ, v⟩·uᵢ for a basis uᵢ of S₂ in reduced echelon form (uᵢ is 1 at its pivot pᵢ and 0 at the
 * others) and wᵢ row pᵢ of E₂. Projecting a row is then d parities and at most d row XORs, and inverting A on
 * S₂ ⊗ (columns) is the Neumann product of `row-split.ts` on d-bit coordinates, x acting by a d × d matrix:
 * O(K·m·d) bit operations in place of K passes over the board. Taken when d ≤ {@link LOW_RANK_BITS} (the
 * split-ring sizes of Moore without centre on a path have d = 2·2ᵛ).
 */
export class LowRankPart {
  private readonly stride: number;
  private packedRows: Uint32Array | null = null;
  /** The steps' maps as byte tables ({@link stepTable}), made on the first inverse. */
  private stepTables: Uint32Array[] | null = null;
  /** The coordinates by the rows' period (null: they have none; undefined: not yet looked for). */
  private periodicCoords: PeriodicCoords | null | undefined;

  private constructor(
    private readonly u: readonly Uint32Array[],
    private readonly w: readonly Uint32Array[],
    /** Per Neumann step k: (a + 1)(X)^{2^k} and c(X)^{2^k}, as d columns of d-bit masks. */
    private readonly steps: ReadonlyArray<{ n: Uint32Array; c: Uint32Array }>,
    private readonly colSide: Side,
    /** Cells per row. */
    private readonly n: number,
    /** The longest period looked for (0: d passes always). */
    private readonly periodCap: number,
  ) {
    this.stride = u[0]?.length ?? 0;
  }

  /**
   * The coordinates of E₂ for a side, or null when its rank is past {@link LOW_RANK_BITS} or 0.
   *
   * @param projection E₂ on rows.
   * @param rank deg χ₂, the rank of E₂.
   * @param rowSide The row direction (n cells).
   * @param colSide The column direction (m cells).
   * @param g The bilinear form (a = g₀₀ + g₀₁·x, c = g₁₀ + g₁₁·x).
   * @param K Steps of the Neumann product.
   * @param periodCap The longest period in words of the rows to fold by ({@link period}; 0: none, the d passes).
   */
  static build(projection: Projection, rank: number, rowSide: Side, colSide: Side, g: BilinearForm, K: number, periodCap = LOW_RANK_PERIOD_WORDS): LowRankPart | null {
    if (rank <= 0 || rank > LOW_RANK_BITS) return null;
    const { n, stride } = rowSide;
    const u: Uint32Array[] = [];
    const pivots: number[] = [];
    const unit = new Uint32Array(stride);
    for (let j = 0; j < n && u.length < rank; j++) {
      unit.fill(0);
      unit[j >>> 5] = 1 << (j & 31);
      const v = new Uint32Array(stride);
      projection.apply(v, 0, unit, 0);
      u.forEach((b, i) => {
        if (getBit(v, pivots[i]!)) xorWords(v, b, v.length);
      });
      const p = lowestBit(v);
      if (p < 0) continue;
      for (let i = 0; i < u.length; i++) if (getBit(u[i]!, p)) xorWords(u[i]!, v, v.length);
      u.push(v);
      pivots.push(p);
    }
    if (u.length !== rank) return null;
    // wᵢ = row pᵢ of E₂: E₂ is a polynomial in x, symmetric on a path; on a ring it is circulant, row p reading
    // column 0 backwards from p.
    const w = pivots.map((p) => {
      const row = new Uint32Array(stride);
      if (!rowSide.cyclic) {
        unit.fill(0);
        unit[p >>> 5] = 1 << (p & 31);
        projection.apply(row, 0, unit, 0);
        return row;
      }
      unit.fill(0);
      unit[0] = 1;
      const h = new Uint32Array(stride);
      projection.apply(h, 0, unit, 0);
      for (let j = 0; j < n; j++) if (getBit(h, (p - j + n) % n)) row[j >>> 5]! |= 1 << (j & 31);
      return row;
    });
    const coords = (v: Uint32Array): number => w.reduce((acc, wi, i) => acc | (dotParity(wi, v) << i), 0);
    // X: the action of x on the basis, then (a + 1)(X) and c(X), squared K − 1 times.
    const x = new Uint32Array(rank);
    const image = new Uint32Array(stride);
    u.forEach((ui, i) => {
      image.fill(0);
      rowSide.xorAdjacencyPower(image, 0, ui, 0, 1);
      x[i] = coords(image);
    });
    const identity = Uint32Array.from({ length: rank }, (_, i) => 1 << i);
    const comb = (p0: number, p1: number): Uint32Array => Uint32Array.from({ length: rank }, (_, i) => (p0 ? identity[i]! : 0) ^ (p1 ? x[i]! : 0));
    let nMat = comb(g.g00 ^ 1, g.g01);
    let cMat = comb(g.g10, g.g11);
    const steps: Array<{ n: Uint32Array; c: Uint32Array }> = [];
    for (let k = 0; k < K; k++) {
      steps.push({ n: nMat, c: cMat });
      nMat = mulMat(nMat, nMat);
      cMat = mulMat(cMat, cMat);
    }
    return new LowRankPart(u, w, steps, colSide, n, Math.min(periodCap, LOW_RANK_PERIOD_WORDS));
  }

  /**
   * The period q in words (≤ {@link LOW_RANK_PERIOD_WORDS}) of every wᵢ and uᵢ, cut at the row's end, that the
   * coordinates fold by, or 0 when they have none (or q > 1 at a rank below 4): S₂'s vectors repeat every 3·2ᵛ
   * cells for Moore without centre on a ring of 2ᵛ·odd cells (q = 3 for v ≤ 5), every 2ᵛ-ish for the diagonal
   * rule (q = 1 or 2). Then ⟨wᵢ, v⟩ = ⟨wᵢ's first q words, fold_q(v)⟩ and a combination of the uᵢ is q words
   * tiled (`gf2/word-period.ts`): one pass over the row in place of d, here and in the WebAssembly chase.
   */
  get period(): number {
    return this.periodic?.q ?? 0;
  }

  private get periodic(): PeriodicCoords | null {
    if (this.periodicCoords === undefined) {
      const q = wordPeriod([...this.w, ...this.u], this.n, this.periodCap);
      this.periodicCoords = q === 1 || (q > 1 && this.rank >= FOLD_MIN_RANK) ? new PeriodicCoords(this.w, this.u, this.n, q) : null;
    }
    return this.periodicCoords;
  }

  /** The rank d of E₂ (the number of coordinates). */
  get rank(): number {
    return this.u.length;
  }

  /**
   * What the WebAssembly chase projects with: the rows w₀ … w_{d−1} then u₀ … u_{d−1}, or with a {@link period}
   * q the layout of `PeriodicCoords.packed`.
   */
  get packed(): Uint32Array {
    this.packedRows ??= this.periodic?.packed ?? Uint32Array.from([...this.w, ...this.u].flatMap((row) => [...row]));
    return this.packedRows;
  }

  /** The coordinates of E₂·(row of `src` at `sOff`), bit i for uᵢ. */
  coords(src: Uint32Array, sOff: number): number {
    if (this.periodic) return this.periodic.coords(src, sOff);
    let out = 0;
    for (let i = 0; i < this.w.length; i++) out |= dotParity(this.w[i]!, src, sOff) << i;
    return out >>> 0;
  }

  /** dst's row at `dOff` ^= Σ (bit i of `coords`)·uᵢ. */
  xorCombination(dst: Uint32Array, dOff: number, coords: number): void {
    const stride = this.stride;
    if (this.periodic) {
      this.periodic.xorCombination(dst, dOff, coords);
      return;
    }
    for (let i = 0; coords !== 0; i++, coords >>>= 1) {
      if (!(coords & 1)) continue;
      const ui = this.u[i]!;
      for (let k = 0; k < stride; k++) dst[dOff + k]! ^= ui[k]!;
    }
  }

  /**
   * The coordinates of A⁻¹ on S₂ ⊗ (columns): X = Π_{k<K}(I + N^{2^k})·Z with N = (a + 1)(X) + c(X)·y, row by row.
   *
   * @param z The coordinates of E₂ of each light row.
   * @returns The coordinates of each press row's S₂ part.
   */
  inverse(z: Uint32Array): Uint32Array {
    let cur = z.slice();
    let next = new Uint32Array(z.length);
    const m = z.length;
    // one table per step for v ↦ (I + (a + 1)(X)^D)·v + c(X)^D·y: v and y in one word when d ≤ 16, else two
    const narrow = this.u.length <= 16;
    this.stepTables ??= this.steps.map(({ n, c }) => stepTable(n, c, narrow));
    for (let k = 0; k < this.steps.length; k++) {
      const t = this.stepTables[k]!;
      const D = 2 ** k;
      // the two rows y^D reads for each row (−1: none), memoised on the side; rows D … m − D − 1 read r ∓ D on a
      // ring and on a path alike
      const reads = this.colSide.adjacencyPowerTable(D);
      const edge = (r: number): void => {
        const s0 = reads[2 * r]!;
        const s1 = reads[2 * r + 1]!;
        const y = (s0 >= 0 ? cur[s0]! : 0) ^ (s1 >= 0 ? cur[s1]! : 0);
        next[r] = narrow ? applyWord(t, 0, cur[r]! | (y << 16)) : applyWord(t, 0, cur[r]!) ^ applyWord(t, 1, y);
      };
      for (let r = 0; r < Math.min(D, m); r++) edge(r);
      for (let r = Math.max(D, m - D); r < m; r++) edge(r);
      if (narrow) for (let r = D; r < m - D; r++) next[r] = applyWord(t, 0, cur[r]! | ((cur[r - D]! ^ cur[r + D]!) << 16));
      else for (let r = D; r < m - D; r++) next[r] = applyWord(t, 0, cur[r]!) ^ applyWord(t, 1, cur[r - D]! ^ cur[r + D]!);
      [cur, next] = [next, cur];
    }
    return cur;
  }

  /** The board of rows Σ (bit i of coords[r])·uᵢ. */
  board(coords: Uint32Array, cols: number): Board {
    const out = new Board(coords.length, cols);
    for (let r = 0; r < coords.length; r++) this.xorCombination(out.words, r * out.stride, coords[r]!);
    return out;
  }
}

/** Matrix (d columns of d-bit masks) times a d-bit vector. */
function applyMat(m: Uint32Array, v: number): number {
  let out = 0;
  for (let i = 0; v !== 0; i++, v >>>= 1) if (v & 1) out ^= m[i]!;
  return out;
}

/**
 * A Neumann step's map (v, y) ↦ (I + N)·v + C·y as byte tables (N, C: d columns of d-bit masks): input bits 0 … 15
 * v and 16 … 31 y when `narrow` (d ≤ 16), else a word each (bits past d never occur).
 */
function stepTable(n: Uint32Array, c: Uint32Array, narrow: boolean): Uint32Array {
  const half = narrow ? 16 : 32;
  const images = new Uint32Array(2 * half);
  n.forEach((col, i) => {
    images[i] = col ^ (1 << i);
  });
  images.set(c, half);
  return byteTables(images);
}

function mulMat(a: Uint32Array, b: Uint32Array): Uint32Array {
  return b.map((col) => applyMat(a, col));
}

function lowestBit(v: Uint32Array): number {
  for (let k = 0; k < v.length; k++) if (v[k] !== 0) return 32 * k + (31 - Math.clz32(v[k]! & -v[k]!));
  return -1;
}
