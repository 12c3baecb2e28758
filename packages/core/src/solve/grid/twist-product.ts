import { RowDivider } from '../../gf2/row-divider.ts';
import { wordsFor } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import type { KronRowFactor } from '../../wasm/kron-kernels.ts';
import { divideRowsWasm, WASM_DIVIDE_ROWS_MIN_WORDS } from '../../wasm/row-divide-kernels.ts';
import { type HeldZ, turnedRingDivide } from '../../wasm/turned-product-kernels.ts';
import { columnRingDivideWasm } from '../../wasm/column-ring-kernels.ts';
import type { RowStream } from '../../wasm/row-stream.ts';
import { type BilinearForm, isProductForm } from './bilinear.ts';
import { type ColumnDivider, columnDivider } from './column-divider.ts';
import { ColumnRings } from './column-rings.ts';
import { CoverLights, coverBoard, projectRows } from './cover-rows.ts';
import { kronRowFactor } from './kron-chase.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { ProductSystem, type RingPattern, ringSide } from './twist-product-system.ts';
import { ONE_TWIST_EDGES, type UprightShape, uprightShape } from './upright.ts';

/**
 * Product stencils u(x)·v(y) (Moore = (1 + x)(1 + y), diagonal without centre = x·y) on a board whose columns
 * twist (the Möbius strip, the Klein bottle; a twist of the rows is solved on the transposed board): A = X·Y, X
 * the rows' operator u (each pair of rows r, m − 1 − r one ring of 2n cells, the middle row of an odd board a
 * ring of n), Y the columns' v (a path of m cells, or a ring when rows wrap). They commute (the stencil is
 * symmetric), and each is a sum of independent rings or columns with small kernels (period 2 or 3 along a
 * ring). So A·w = b splits as
 *   1. X·z = b: ring by ring (a division on each ring), z = z₀ + Σ α·κ over X's kernel patterns κ; b off X's
 *      image is proved by the κ it meets oddly;
 *   2. z ∈ im Y = (ker Y)^⊥ (Y symmetric): ⟨k ⊗ e_c, z₀⟩ + Σ α·⟨k ⊗ e_c, κ⟩ = 0 for every column c and kernel
 *      pattern k of one column, where ⟨k ⊗ e_c, κ⟩ depends on c only through the bits the ring patterns have at
 *      c and c + n (a column's class: a few classes, `twist-product-system.ts`), so a few distinct equations;
 *   3. Y·w = z, every column at once (`column-divider.ts`).
 * The quiet patterns are ker Y ⊗ e_c and Y⁻¹ of the combinations of ring patterns in Y's image:
 * nullity = n·dim ker v + #κ − rank, without touching a board.
 */

/** Longest side the method takes (its per-side arrays hold a few bytes a cell: some 100 MB at this length). */
export const TWIST_PRODUCT_MAX_SIDE = 2 ** 24;

/** u and v of a product form g = u(x)·v(y) (read upright), each as [constant, linear] coefficients. */
export function factors(g: BilinearForm): { u: [0 | 1, 0 | 1]; v: [0 | 1, 0 | 1] } {
  const { g00, g01, g10, g11 } = g;
  return { u: [(g00 | g10) as 0 | 1, (g01 | g11) as 0 | 1], v: [(g00 | g01) as 0 | 1, (g10 | g11) as 0 | 1] };
}

/** The shifts of a factor v₀ + v₁·(x + x⁻¹) with v₁ = 1 on a row (σ⁰ and σ^{±1}). */
const shiftsOf = (v0: 0 | 1): number[] => (v0 ? [0, -1, 1] : [-1, 1]);

/** The shape seen with its columns twisting, when its rule is a non-zero product and the sides hold it. */
function upright(shape: GridShape): UprightShape | null {
  const u = uprightShape(shape);
  if (!u || !isProductForm(u.g) || !(u.g.g00 | u.g.g01 | u.g.g10 | u.g.g11)) return null;
  // per side arrays of a byte a cell (the column patterns, the column classes): longer sides go on to other methods
  if (u.m > TWIST_PRODUCT_MAX_SIDE || u.n > TWIST_PRODUCT_MAX_SIDE) return null;
  // a press reaches distinct cells only when the twisted side has 3 cells, and a wrapping one too
  return u.n >= 3 && (!u.wraps || u.m >= 3) ? u : null;
}

/** The per-shape plan: the two operators and the system of step 2. */
class Plan {
  readonly stride: number;
  readonly h: number;
  readonly odd: boolean;
  private readonly ringDivider: RowDivider;
  /** The rings' divider as the kernel divideRows takes it (null: few words of rings, or a factor it does not take). */
  private readonly ringFactor: KronRowFactor | null;
  private readonly middleDivider: RowDivider | null;
  readonly column: ColumnDivider;
  readonly system: ProductSystem;
  /**
   * Where the rows twist, the board as given: X down its columns (`column-rings.ts`) and Y along its rows (v on m
   * cells, as the kernel divideRows takes it); null unless X is invertible on every ring (z unique) or Y on every
   * row (any z will do: step 2 has no equations), or where the kernel does not take v.
   */
  private readonly asGiven: { columns: ColumnRings; rows: KronRowFactor } | null;

  /** @param track False for a plan that only counts (a nullity). */
  constructor(
    readonly u: UprightShape,
    track = true,
  ) {
    const { m, n, wraps } = u;
    const { u: uc, v: vc } = factors(u.g);
    this.stride = wordsFor(n);
    this.h = m >> 1;
    this.odd = m % 2 === 1;
    const rings = ringSide(uc[0], uc[1], n);
    this.ringDivider = rings.ring;
    this.ringFactor = track && this.h * wordsFor(2 * n) >= WASM_DIVIDE_ROWS_MIN_WORDS ? kronRowFactor(rings.ring) : null;
    this.middleDivider = this.odd ? rings.middle : null;
    this.column = columnDivider(m, vc[0], vc[1], wraps);
    this.system = new ProductSystem(m, n, rings, this.column.kernel, track);
    const columns = track && u.transposed ? ColumnRings.of(n, m, uc[0], uc[1]) : null;
    const along = columns && vc[1] ? new RowDivider(shiftsOf(vc[0]), m, wraps) : null;
    const rows = along && (columns!.invertible || along.kernel.length === 0) ? kronRowFactor(along) : null;
    this.asGiven = columns && rows ? { columns, rows } : null;
  }

  /**
   * A·w = b where the rows twist, on the board as given (`lights`, n × m), in one trip into the kernels with no
   * transpose: w, or null when b has none; undefined where the trip does not go.
   */
  solveAsGiven(lights: Board): Board | null | undefined {
    if (!this.asGiven) return undefined;
    const out = new Board(lights.rows, lights.cols);
    const failed = columnRingDivideWasm(lights.words, lights.rows, lights.cols, this.asGiven.columns, this.asGiven.rows, out.words);
    return failed === null ? undefined : failed < 0 ? out : null;
  }

  get nullity(): number {
    return this.u.n * this.column.kernel.length + this.system.freeCount;
  }

  /** Step 1: some z with X·z = b, or the ring pattern b meets oddly (a proof). */
  divideX(b: Board): { z: Board } | { ring: RingPattern } {
    const { m, n } = this.u;
    // the rings are the cover's first h rows; z's rows r and m − 1 − r are ring r's halves (the cover's row
    // m − 1 − r is ring r turned by n cells); the middle row of an odd board is a ring of its own, set apart below
    const lights = new CoverLights(b, Math.max(1, (m + 1) >> 1));
    const z = new Board(m, n);
    // the kernel divides the rings as they are lifted into its memory, the quotients projected straight onto z
    const onto: RowStream = { move: (mem, at, first, count) => projectRows(mem, at, z, first, count) };
    const failed = this.ringFactor ? divideRowsWasm(lights, 0, this.h, wordsFor(2 * n), this.ringFactor, onto, 0) : null;
    if (failed !== null && failed >= 0) return { ring: this.oddRing(b, failed) };
    if (failed === null) {
      const cover = lights.whole();
      const ringStride = cover.stride;
      const zc = coverBoard(1, Math.max(1, this.h), 2 * n, false);
      for (let r = 0; r < this.h; r++) {
        if (this.ringDivider.divide(zc.words.subarray(r * ringStride, (r + 1) * ringStride), cover.words, r * ringStride) !== 0) return { ring: this.oddRing(b, r) };
      }
      projectRows(zc.words, 0, z, 0, this.h);
    }
    if (this.middleDivider) {
      const mid = new Uint32Array(this.stride);
      if (this.middleDivider.divide(mid, b.words, this.h * this.stride) !== 0) return { ring: this.oddRing(b, this.h) };
      z.words.set(mid, this.h * this.stride);
    }
    return { z };
  }

  /**
   * Step 1 where the rows twist (b the transpose of `lights`), in one trip into the kernels
   * (`turned-product-kernels.ts`): z, a view of the kernels' memory where it is held, or null when b is off X's
   * image; undefined where the trip does not go.
   */
  divideXTurned(lights: Board): { z: Board; held: HeldZ } | null | undefined {
    const { m, n } = this.u;
    const trip = this.ringFactor ? turnedRingDivide(lights.words, n, m, this.ringFactor) : null;
    if (!trip) return undefined;
    return trip.failed < 0 ? { z: new Board(m, n, trip.z.words), held: trip.z } : null;
  }

  /** The kernel pattern of ring r that b overlaps oddly (X is symmetric, so one exists when b is off its image). */
  private oddRing(b: Board, r: number): RingPattern {
    for (const ring of this.system.patternsOf(r)) if (this.system.board([ring]).overlap(b) % 2 === 1) return ring;
    throw new Error('internal error: a ring off the image of its operator meets none of its kernel patterns');
  }

  /** Step 3: w with Y·w = z (z in Y's image). */
  divideY(z: Board): Board {
    return this.column.divide(z, new Board(this.u.m, this.u.n));
  }

  /** Step 3 over z (given up): w with Y·w = z, written over z where the kernel takes it. */
  divideYOver(z: Board): Board {
    return this.column.divideOver(z);
  }
}

/** The solving plan of a shape, memoised per rule and shape (its system is built from the rings' kernel patterns). */
const planOf = memoPerRuleShape((rule, rows, cols): Plan => {
  const u = upright({ rule, rows, cols });
  if (!u) throw new Error('internal error: twist-product asked of a shape it does not take');
  return new Plan(u);
});

/** The product method for product stencils on twisted columns (see the file comment). */
export const twistProductMethod: GridMethod = {
  name: 'twist-product',

  edges: ONE_TWIST_EDGES,

  applies: (shape: GridShape): boolean => upright(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const u = upright(shape);
    if (!u) throw new Error('internal error: twist-product asked of a shape it does not take');
    return new Plan(u, false).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    work?.signal?.throwIfAborted();
    const plan = planOf(shape.rule, shape.rows, shape.cols);
    const u = plan.u;
    const { system, column } = plan;
    const turn = (b: Board): Board => (u.transposed ? transposeBoard(b) : b);
    const columnPattern = (k: Uint8Array, c: number): Board => {
      const q = new Board(u.m, u.n);
      k.forEach((on, r) => on && q.set(r, c, true));
      return q;
    };
    const self = preparedGrid(
      shape,
      {
        nullity: plan.nullity,
        solve(lights) {
          // where the rows twist: the board as given where X or Y is invertible, else each step one trip into the
          // kernels with its transpose, where they take it
          const given = u.transposed ? plan.solveAsGiven(lights) : undefined;
          if (given !== undefined) return given;
          const turned = u.transposed ? plan.divideXTurned(lights) : undefined;
          const step = turned === undefined ? plan.divideX(turn(lights)) : turned;
          if (!step || !('z' in step)) return null;
          const rings = system.choose(step.z);
          if (!rings) return null;
          const w = system.xorInto(step.z, rings); // z is this solve's own
          return u.transposed ? column.divideOverTurned(w, turned?.held ?? null) : plan.divideYOver(w);
        },
        *eachQuietPattern(options) {
          let i = 0;
          for (const k of column.kernel) {
            for (let c = 0; c < u.n; c++) {
              if ((i++ & 255) === 0) options?.signal?.throwIfAborted();
              yield turn(columnPattern(k, c));
            }
          }
          for (const rings of system.freeCombinations()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            yield turn(plan.divideY(system.board(rings)));
          }
        },
        // A is symmetric: a quiet pattern of A with an odd overlap; X's kernel, then Y's, then the rest
        proof(lights, options) {
          const b = turn(lights);
          const step = plan.divideX(b);
          if (!('z' in step)) return turn(system.board([step.ring]));
          for (const [j, sum] of system.columnSums(b).entries()) {
            for (let c = 0; c < u.n; c++) if ((sum[c >>> 5]! >>> (c & 31)) & 1) return turn(columnPattern(column.kernel[j]!, c));
          }
          for (const rings of system.freeCombinations()) {
            options?.signal?.throwIfAborted();
            const q = plan.divideY(system.board(rings));
            if (q.overlap(b) % 2 === 1) return turn(q);
          }
          throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
        },
      },
      twistProductMethod,
    );
    return self;
  },
};
