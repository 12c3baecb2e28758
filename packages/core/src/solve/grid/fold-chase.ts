import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { projectBlockWasm } from '../../wasm/project-cover-kernels.ts';
import { HeldLights, type RingChaseSetup, ringChaseWasm, WASM_RING_CHASE_MIN_WORDS } from '../../wasm/ring-chase-kernels.ts';
import type { RowStream } from '../../wasm/row-stream.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import { sideRing } from './bilinear.ts';
import { ChaseDivisor } from './chase-divisor.ts';
import { CoverLights, coverBoard, projectHalf, projectRows } from './cover-rows.ts';
import { FoldedPart } from './folded-part.ts';
import { TurnedCoverLights, TurnedPressRows, turnedPresses } from './turned-cover.ts';
import { PeriodPart } from './period-part.ts';
import { foldFits, foldNullity } from './fold-nullity.ts';
import { FoldSystem } from './fold-system.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { type Projection, Side } from './row-split.ts';
import { neumannInverse } from './neumann-inverse.ts';
import { ONE_TWIST_EDGES, type UprightShape, uprightShape } from './upright.ts';

/**
 * Light chasing on the folded board, for the symmetric 3 × 3 rules on boards whose columns twist (the Möbius
 * strip, the Klein bottle; a twist of the rows is solved on the transposed board). Rows r and m − 1 − r form one
 * ring of 2n cells, the double cover's row r (`cover-rows.ts`), an element of S = GF(2)[s]/(s²ⁿ + 1), and the
 * board is ⌈m/2⌉ such rings chased from the first, P₀ = U, with a condition at the fold: the algebra and the
 * nullity are in `fold-nullity.ts`. Like `ring-chase.ts`, chasing is numerical (a word operation per 32 cells),
 * Φ (what a unit U leaves at the fold) is read off one chase, and Φ·U ≡ residual is solved by Euclid modulo χ₁;
 * where c is not a unit (Moore without centre, diagonal) the lights' part on S₂ is inverted by the Neumann
 * product on the cover, whose result is invariant because the cover's matrix commutes with the deck map.
 */

/** The shape seen with its columns twisting, when the fold describes its rule there. */
function upright(shape: GridShape): UprightShape | null {
  const u = uprightShape(shape);
  return u && foldFits(u.g, u.m, u.n, u.wraps) ? u : null;
}

/** The shifts of g₀ + g₁·x on a ring (σ⁰ and σ^{±1}). */
const shiftsOf = (g0: number, g1: number): number[] => [...(g0 ? [0] : []), ...(g1 ? [-1, 1] : [])];

/** The lights on the cover, lifted from the board upright or (its rows twisting) from the board as given. */
type Lifted = CoverLights | TurnedCoverLights;

/** The fold-chase plan of an upright shape (the per-shape work). */
class FoldPlan {
  readonly ring: number;
  readonly stride: number;
  /** Chased rows: h for m = 2h, h + 1 (the middle row last) for m = 2h + 1. */
  private readonly chased: number;
  private readonly up: RowDivider;
  private readonly mid: RowDivider;
  private readonly rowSide: Side;
  private readonly colSide: Side;
  private readonly projection: Projection | null;
  private readonly divisor: ChaseDivisor;
  private readonly neumannSteps: number;
  /** The bad part, folded to its period (`folded-part.ts` for whole words, as in ring-chase; else `period-part.ts`); null when c is a unit. */
  private readonly part: FoldedPart | PeriodPart | null;
  /**
   * Whether the whole ring is bad and its fold is the ring itself (the diagonal rule on 2n = 2ᵏ cells: χ₁ = 1, so
   * E₂ = I and the presses are X₂ = A⁻¹·B, the Neumann product of the lifted lights alone: no chase, no fold).
   */
  private readonly allBad: boolean;
  /** The WebAssembly chase's tables (the kernel of `ring-chase.ts`: the same recurrence on rings of 2n cells). */
  private readonly setup: RingChaseSetup | null;
  readonly chi1: Poly;
  readonly system: FoldSystem | null;

  constructor(readonly u: UprightShape) {
    const { g, m, n } = u;
    this.ring = 2 * n;
    this.stride = wordsFor(this.ring);
    this.chased = (m + 1) >> 1;
    this.up = new RowDivider(shiftsOf(g.g10, g.g11), this.ring, true);
    this.mid = new RowDivider(shiftsOf(g.g00, g.g01), this.ring, true);
    this.rowSide = new Side(this.ring, true);
    this.colSide = new Side(m, u.wraps);
    this.projection = this.rowSide.projection(g);
    const side = sideRing(g, this.ring, true);
    this.chi1 = side.good;
    // c is x·unit = (1 + s)²/s, or (1 + s + s²)/s, and S₂ = GF(2)[s]/(χ₂) with χ₂ = (1 + s)^D or (1 + s + s²)^{D/2}: c,
    // and so N = A + I (a multiple of c there: a + 1 is 0 or c), vanishes at the power ⌈D/2⌉
    this.neumannSteps = side.bad.degree <= 0 ? 0 : Math.ceil(Math.log2(Math.ceil(side.bad.degree / 2)));
    const fold = this.projection ? this.rowSide.wordFold(g) : null;
    this.allBad = this.chi1.degree <= 0 && fold !== null && this.ring === 32 * fold.words && fold.q === 0;
    const d = this.ring & -this.ring;
    this.part = !this.projection ? null : fold ? new FoldedPart(this.stride, fold, g, this.colSide, this.neumannSteps) : new PeriodPart(this.ring, d, g.g10 === 1, g, this.colSide, this.neumannSteps);
    this.divisor = new ChaseDivisor(this.up, this.projection, this.stride);
    this.setup = this.divisor.kernelSetup(this.mid.near, this.up.near, this.ring, true);
    if (this.chi1.degree <= 0) {
      this.system = null;
      return;
    }
    const unit = new Uint32Array(this.stride);
    unit[0] = 1;
    this.system = new FoldSystem(this.chase(null, unit, null).map((row) => this.toRing(row)), this.chi1);
  }

  /** v rotated by n cells (σ·v), a new row. */
  private sigma(v: Uint32Array): Uint32Array {
    const out = new Uint32Array(this.stride);
    xorRotated(out, 0, v, 0, this.stride, this.ring, this.u.n);
    return out;
  }

  /**
   * Chases the cover's lights (null: none) from first row `u`, writing the chased rows into `out` when given (a
   * board, or a stream of rows: the board under them, say); returns what the fold leaves: [P̃_h + σP_{h−1}]
   * (m = 2h) or [(1 + σ)P_h, P̃_{h+1} + σP_{h−1}] (m = 2h + 1). `held`: the lights kept in the kernels' memory from
   * one chase of a solve to the next.
   */
  chase(lights: Lifted | null, u: Uint32Array, out: Board | RowStream | null, held: HeldLights | null = null): Uint32Array[] {
    const { stride, chased } = this;
    const above = this.u.wraps ? this.sigma(u) : new Uint32Array(stride);
    // rows P₀ … P_{h−1} (written into `out`) by the kernel, or by the loop below (the reference); then P_h
    const kernel = this.setup && chased * stride >= WASM_RING_CHASE_MIN_WORDS ? ringChaseWasm(this.setup, lights, chased, u, above, out instanceof Board ? out.words : out, null, held) : null;
    let rows = kernel;
    if (!rows) {
      const cover = out instanceof Board || out === null ? out : coverBoard(1, chased, this.ring, false);
      rows = this.chaseRows(lights?.whole().words ?? null, u, above, cover);
      if (cover && out && !(out instanceof Board)) out.move(cover.words, 0, 0, chased);
    }
    const [prev, cur] = rows;
    const next = this.step(lights?.row(chased - 1) ?? null, 0, cur, prev);
    if (this.u.m % 2 === 0) return [xorInto(next, this.sigma(cur))];
    return [xorInto(cur.slice(), this.sigma(cur)), xorInto(next, this.sigma(prev))];
  }

  /** P_{r+1} = c⁻¹·(b_r + mid·P_r + up·P_{r−1}), a new row (b_r: `stride` words of `b` from `at`). */
  private step(b: Uint32Array | null, at: number, cur: Uint32Array, prev: Uint32Array): Uint32Array {
    const { stride } = this;
    const acc = new Uint32Array(stride);
    if (b) acc.set(b.subarray(at, at + stride));
    this.mid.apply(acc, 0, cur, 0);
    this.up.apply(acc, 0, prev, 0);
    const next = new Uint32Array(stride);
    this.divisor.divide(next, acc);
    return next;
  }

  /** The chase's rows P₀ … P_{h−1} in TypeScript (the reference of the kernel): returns [P_{h−2}, P_{h−1}] (P₋₁ = `above`). */
  private chaseRows(b: Uint32Array | null, u: Uint32Array, above: Uint32Array, out: Board | null): [Uint32Array, Uint32Array] {
    let prev: Uint32Array = above;
    let cur: Uint32Array = u.slice(0, this.stride);
    for (let r = 0; ; r++) {
      if (out) out.words.set(cur, r * this.stride);
      if (r === this.chased - 1) return [prev, cur];
      [prev, cur] = [cur, this.step(b, r * this.stride, cur, prev)];
    }
  }

  toRing(row: Uint32Array): Poly {
    const p = new Poly(this.ring + 64);
    p.words.set(row.subarray(0, this.stride));
    return polyModInPlace(p.normalize(), this.chi1);
  }

  fromRing(p: Poly): Uint32Array {
    const row = new Uint32Array(this.stride);
    row.set(p.words.subarray(0, Math.min(this.stride, p.words.length)));
    row[this.stride - 1]! &= tailMask(this.ring);
    return row;
  }

  /**
   * The cover of the lights (the board as given: transposed here when its rows twist): its first ⌈m/2⌉ rows where c
   * is a unit (the chase reads no others), else all of them (the bad part's).
   */
  lift(lights: Board): Lifted {
    const rows = this.projection ? this.u.m : this.chased;
    return this.u.transposed ? new TurnedCoverLights(lights, rows) : new CoverLights(lights, rows);
  }

  /** The board as given (transposed back when its rows twist) under an invariant cover given by its first ⌈m/2⌉ rows. */
  private project(cover: Board): Board {
    const { m, n } = this.u;
    return this.u.transposed ? turnedPresses(cover, n, m) : projectHalf(cover, m, n);
  }

  /**
   * Presses for first row `row` over `lights` (null: a quiet pattern; `row` null: c is a unit nowhere, no chase), on
   * the board as given.
   */
  presses(lights: Lifted | null, row: Uint32Array | null, held: HeldLights | null = null): Board {
    const { m, n } = this.u;
    if (this.allBad && lights) return this.project(neumannInverse(lights.whole(), this.u.g, this.rowSide, this.colSide, this.neumannSteps));
    if (row && !this.part && this.u.transposed) {
      // no bad part: the chased rows go onto the turned board as they come, in the kernels' memory
      const rows = new TurnedPressRows(n, m, held);
      this.chase(lights, row, rows, held);
      return rows.board();
    }
    if (row && !this.part) {
      // no bad part: the chased rows go straight onto the board, projected in the kernels' memory where there is room
      // past the chase's (two sets a block, not two a row)
      const board = new Board(m, n);
      const onto = { move: (mem: Uint32Array, at: number, first: number, count: number, free?: number) => void ((free !== undefined && projectBlockWasm(mem, at, board, first, count, free)) || projectRows(mem, at, board, first, count)) };
      this.chase(lights, row, onto, held);
      return board;
    }
    const cover = coverBoard(1, this.chased, this.ring, row === null); // a chase writes every row
    if (row) this.chase(lights, row, cover, held);
    // E₁·P + X₂ row by row on the first ⌈m/2⌉ rows (X₂ is invariant under the deck map as the lights are, so the
    // rows past them are those turned by n, as the presses' are)
    this.part?.finish(cover, lights ? this.part.inverse(lights.whole()) : null);
    return this.project(cover);
  }
}

function xorInto(a: Uint32Array, b: Uint32Array): Uint32Array {
  for (let k = 0; k < a.length; k++) a[k]! ^= b[k]!;
  return a;
}

/**
 * The plan of a shape, memoised per rule and shape (like ring-chase's): Φ costs a chase of the unit row, a third
 * of a solve, and depends on the shape alone.
 */
const planOf = memoPerRuleShape((rule, rows, cols): FoldPlan => {
  const u = upright({ rule, rows, cols });
  if (!u) throw new Error('internal error: fold-chase asked of a shape it does not take');
  return new FoldPlan(u);
});

/** The fold-chase method (see the file comment). */
export const foldChaseMethod: GridMethod = {
  name: 'fold-chase',

  edges: ONE_TWIST_EDGES,

  applies: (shape: GridShape): boolean => upright(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    const u = upright(shape);
    if (!u) throw new Error('internal error: fold-chase asked of a shape it does not take');
    work?.signal?.throwIfAborted();
    return foldNullity(u.g, u.m, u.n, u.wraps, work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const plan = planOf(shape.rule, shape.rows, shape.cols);
    work?.signal?.throwIfAborted();
    const system = plan.system;
    const self = preparedGrid(
      shape,
      {
        nullity: system ? system.nullity : 0,
        solve(lights, options) {
          const b = plan.lift(lights);
          if (!system) return plan.presses(b, null);
          const held = new HeldLights(b); // the lights stay in the module's memory for the second chase
          if (b instanceof CoverLights) b.liftInto(held); // lifted there by the kernel, the board copied in once
          const left = plan.chase(b, new Uint32Array(plan.stride), null, held);
          options?.signal?.throwIfAborted();
          const first = system.solve(left.map((row) => plan.toRing(row)));
          return first && plan.presses(b, plan.fromRing(first), held);
        },
        *eachQuietPattern(options) {
          if (!system) return;
          for (let i = 0; i < system.nullity; i++) {
            if ((i & 15) === 0) options?.signal?.throwIfAborted();
            yield plan.presses(null, plan.fromRing(system.congruence.kernel(i)));
          }
        },
        // the matrix is symmetric (the stencil is): a quiet pattern with an odd overlap proves the lights unsolvable
        proof(lights, options) {
          for (const q of self.eachQuietPattern(options)) if (q.overlap(lights) % 2 === 1) return q;
          throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
        },
      },
      foldChaseMethod,
    );
    return self;
  },
};
