import type { WorkOptions } from '../../work.ts';
import { pathRowToPolyFast, polyToPathRowFast } from '../../gf2/path-substitution.ts';
import { Poly, polyModInPlace } from '../../gf2/poly.ts';
import { RingSystem } from '../../gf2/ring-system.ts';
import { closedFormPhi, stencilPhi } from './ring-phi.ts';
import { nearStep } from '../../gf2/ring-step.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { dotParity, tailMask, wordsFor } from '../../gf2/words.ts';
import { assertShape, Board } from '../../puzzle/board.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { edgesAre, edgesOf, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import type { PreparedShape } from '../method.ts';
import { ChaseDivisor } from './chase-divisor.ts';
import { assertNullityWork, type BilinearForm, bilinearFits, bilinearForm, bilinearNullity, isProductForm, sideRing } from './bilinear.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { HeldLights, type RingChaseSetup, ringChaseWasm, WASM_RING_CHASE_MIN_WORDS } from '../../wasm/ring-chase-kernels.ts';
import { FoldedPart, foldRows, foldTileRows } from './folded-part.ts';
import { LOW_RANK_BITS, LowRankPart } from './low-rank-part.ts';
import { neumannInverse, type Projection, Side, type WordFold } from './row-split.ts';

/**
 * Light chasing with ring coefficients, for the rules g(x, y) = a(x) + c(x)·y that are not products (see
 * `bilinear.ts`): cross and cross without centre, Moore without centre, diagonal, on the plane, the cylinder and
 * the torus. Rows are elements of S = GF(2)[x]/(χ) (χ = fₙ(x) on a path in the basis f_j(P)·e₀, χ = sⁿ + 1 on a
 * ring in the cell basis); every row operator is a polynomial in x, so they commute, and
 *
 *   c·(P_{r−1} + P_{r+1}) + a·P_r = b_r,  i.e.  P_{r+1} = c⁻¹·(b_r + a·P_r + c·P_{r−1}),
 *
 * chases the board down from its first row P₀ = U (and, on a torus, P₋₁ = V): rows become U's images under ring
 * elements, and what is left on the last row is Φ·U + C, one congruence (two on a torus) solved by Euclid
 * ({@link RingSystem}). Chasing is numerical, a word operation per 32 cells; dividing by c is a
 * one-dimensional division along the row ({@link RowDivider}). The ring only costs O(n²/32) once per board.
 *
 * Where c is not a unit (x on odd paths and on every ring, 1 + x on paths with 3 | n + 1 and rings with
 * 3 | n), S = S₁ × S₂ by the Chinese remainder theorem, with c a unit on S₁ and nilpotent on S₂ (χ₂ is a
 * power of x, 1 + x, 1 + s or 1 + s + s²). Since a, c are coprime, A = a·(1 + a⁻¹c·y) is a unit on S₂, so all of
 * the nullity lives on S₁, and the board splits as B = E₁B + E₂B with the idempotents of `row-split.ts`:
 * - on S₁ the chase runs on representatives: c⁻¹ is any preimage, corrected by elements of S₂ when the row
 *   falls outside the image of c (their E₁-part is in the image), so every row is right modulo S₂, and the
 *   presses are projected by E₁ at the end;
 * - on S₂, A = I + N with N = A + I nilpotent, so E₂X = Π_{k<K}(I + N^{2^k})·E₂B, each factor a dilated stencil.
 *
 * Rows that wrap (the cylinder, the torus) make every row operator a polynomial in the shift s, symmetric or
 * not, so any stencil of vertical reach 1 whose top row is a unit modulo sⁿ + 1 chases the same way, with
 * three row operators (the rows above, at and below a press) in place of c, a, c.
 *
 * Unsolvability is certified from a backward pass (Clenshaw's recurrence, the adjoint of the chase, A being
 * symmetric): the overlap of b with the quiet pattern of first row U is ⟨U, w⟩ for one row w, so the right
 * quiet pattern is found in O(n²/32) and chased once.
 */

/** The kernel's bad-part vectors when the bad part is folded (it reads none). */
const NO_VECTORS = new Uint32Array(0);

/** The shifts of a polynomial g₀ + g₁·x in the adjacency x (σ⁰ and σ^{±1}). */
function shiftsOf(g0: number, g1: number): number[] {
  return [...(g0 ? [0] : []), ...(g1 ? [-1, 1] : [])];
}

/** A stencil of vertical reach 1 as three rows of column shifts: the press row's effect on the row above, on its own row and on the row below. */
interface RowStencil {
  readonly up: readonly number[];
  readonly mid: readonly number[];
  readonly down: readonly number[];
}

/** One orientation of the board: the rows the chase runs along, and the direction it runs in. */
interface Orientation {
  readonly transposed: boolean;
  /** True when the board is chased from its last row up (the stencil's rows exchanged). */
  readonly flipped: boolean;
  /** The bilinear form, for the symmetric 3 × 3 rules (the split and the closed forms need it). */
  readonly g: BilinearForm | null;
  readonly stencil: RowStencil;
  /** Rows chased (the vertical side). */
  readonly m: number;
  /** Cells per row (the ring side). */
  readonly n: number;
  readonly ringCyclic: boolean;
  readonly verticalWraps: boolean;
}

/** The rows of a stencil of vertical reach ≤ 1 (offsets (dr, dc) → dr ∈ {−1, 0, 1}), or null. */
function rowStencil(offsets: readonly (readonly [number, number])[]): RowStencil | null {
  const up: number[] = [];
  const mid: number[] = [];
  const down: number[] = [];
  for (const [dr, dc] of offsets) {
    if (dr === -1) up.push(dc);
    else if (dr === 0) mid.push(dc);
    else if (dr === 1) down.push(dc);
    else return null;
  }
  return { up, mid, down };
}

/**
 * What inverting on the bad part S₂ costs an orientation, as a score: nothing when c is a unit; little in
 * coordinates (rank ≤ {@link LOW_RANK_BITS}); on rings of whole words, a fold of the lights and a pass over the
 * presses around a narrow Neumann product (`folded-part.ts`; less than a second unknown row and the two
 * transpositions the other orientation may need); else K passes of shifted rows in TypeScript, the dearest.
 */
function badCost(g: BilinearForm, n: number, cyclic: boolean): number {
  if (!new Side(n, cyclic).projection(g)) return 0;
  const rank = sideRing(g, n, cyclic).bad.degree;
  if (rank <= LOW_RANK_BITS) return 1e9;
  return cyclic && n % 32 === 0 ? 5e11 : 4e12;
}

/** The orientations of a shape that the ring chase can take, best first. */
function orientations(shape: GridShape): Orientation[] {
  const { rule, rows, cols } = shape;
  const wr = edgesOf(rule.topology).rows === 'wrap';
  const wc = edgesOf(rule.topology).cols === 'wrap';
  const g = bilinearForm(rule);
  const out: Array<Orientation & { score: number }> = [];
  for (const transposed of [false, true]) {
    const m = transposed ? cols : rows;
    const n = transposed ? rows : cols;
    const ringCyclic = transposed ? wr : wc;
    const verticalWraps = transposed ? wc : wr;
    if (verticalWraps && m < 3) continue; // neighbours above and below would coincide
    const offsets = rule.stencil.offsets.map(([dr, dc]): [number, number] => (transposed ? [dc, dr] : [dr, dc]));
    if (g && !isProductForm(g) && bilinearFits(rule, rows, cols)) {
      const og = transposed ? { g00: g.g00, g01: g.g10, g10: g.g01, g11: g.g11 } : g;
      const stencil = { up: shiftsOf(og.g10, og.g11), mid: shiftsOf(og.g00, og.g01), down: shiftsOf(og.g10, og.g11) };
      out.push({ transposed, flipped: false, g: og, stencil, m, n, ringCyclic, verticalWraps, score: badCost(og, n, ringCyclic) + (verticalWraps ? 1e12 : 0) + n });
      continue;
    }
    // Any other stencil: rows must wrap (operators then commute) and the leading row must be a unit.
    if (!ringCyclic || n < 3) continue;
    for (const flipped of [false, true]) {
      const stencil = rowStencil(offsets.map(([dr, dc]) => [flipped ? -dr : dr, dc]));
      if (!stencil || stencil.up.length === 0 || Math.max(...offsets.map(([, dc]) => Math.abs(dc))) > 15) continue;
      if (new RowDivider(stencil.up, n, true).nullity !== 0) continue;
      out.push({ transposed, flipped, g: null, stencil, m, n, ringCyclic, verticalWraps, score: (verticalWraps ? 1e12 : 0) + n });
    }
  }
  return out.sort((p, q) => p.score - q.score);
}

/** The ring-chase plan of one orientation (the per-shape work). */
class Plan {
  readonly m: number;
  readonly n: number;
  readonly stride: number;
  readonly rowSide: Side;
  readonly colSide: Side;
  readonly projection: Projection | null;
  /** E₂ in coordinates, when its rank is small. */
  readonly lowRank: LowRankPart | null;
  /** E₂ in folded coordinates, on rings whose fold period is whole words (when not of low rank, and not all of S), and on paths whose reflected ring is whole words. */
  private readonly folded: FoldedPart | null = null;
  /** χ₁: the modulus of S₁ (degree 0 when all of S is the bad part). */
  readonly chi1: Poly;
  readonly system: RingSystem | null;
  /** K for the Neumann product on S₂. */
  readonly neumannSteps: number;
  /** The rows above, at and below a press, as row operators; `up` is the chase's divisor. */
  private readonly up: RowDivider;
  private readonly mid: RowDivider;
  private readonly down: RowDivider;
  /** Division by c, corrected into S₂ where c is not a unit. */
  private readonly divisor: ChaseDivisor;
  private readonly unknowns: 1 | 2;
  /** The path adjacency P (for kernel rows on a path). */
  private readonly adjacency: RowDivider;
  /** Scratch rows of the chase. */
  private readonly acc: Uint32Array;
  private readonly zero: Uint32Array;
  /** The WebAssembly chase's tables, when it takes this plan's division. */
  private readonly setup: RingChaseSetup | null;

  constructor(readonly o: Orientation) {
    const { g, m, n, ringCyclic, stencil } = o;
    this.m = m;
    this.n = n;
    this.stride = wordsFor(n);
    this.acc = new Uint32Array(this.stride);
    this.zero = new Uint32Array(this.stride);
    this.rowSide = new Side(n, ringCyclic);
    this.colSide = new Side(m, o.verticalWraps);
    this.projection = g ? this.rowSide.projection(g) : null;
    this.up = new RowDivider(stencil.up, n, ringCyclic);
    this.mid = new RowDivider(stencil.mid, n, ringCyclic);
    this.down = new RowDivider(stencil.down, n, ringCyclic);
    this.adjacency = new RowDivider([-1, 1], n, ringCyclic);
    const ring = g && sideRing(g, n, ringCyclic);
    if (g && ring) {
      this.chi1 = ring.good;
      this.neumannSteps = neumannSteps(ring.bad.degree, ringCyclic);
      this.lowRank = this.projection && LowRankPart.build(this.projection, ring.bad.degree, this.rowSide, this.colSide, g, this.neumannSteps);
      // folded: rings with a good part (else the Neumann product on whole rows is as narrow), paths through their reflected ring
      if (this.projection && !this.lowRank && (this.chi1.degree > 0 || !ringCyclic)) this.folded = FoldedPart.of(this.rowSide, g, this.colSide, this.neumannSteps);
    } else {
      this.chi1 = Poly.fromExponents([0, n]);
      this.neumannSteps = 0;
      this.lowRank = null;
    }
    this.unknowns = o.verticalWraps ? 2 : 1;
    this.divisor = new ChaseDivisor(this.up, this.projection, this.stride);
    this.setup = this.divisor.kernelSetup(this.mid.near, this.down.near, n, ringCyclic);
    if (this.chi1.degree <= 0) {
      this.system = null;
      return;
    }
    // Φ: what a unit first row (and a unit row above, on a torus) leaves, modulo χ₁: in closed form (by chasing the
    // unit rows when a row of the stencil meets itself around the ring)
    const phi = ring ? closedFormPhi(ring, m, this.unknowns) : (stencilPhi(stencil, n, m, this.unknowns) ?? this.chasedPhi());
    this.system = new RingSystem(phi, this.chi1);
  }

  /** Φ by chasing a unit first row (and a unit row above, on a torus): columns U = 1 and V = 1 of the residuals in S₁. */
  private chasedPhi(): Poly[][] {
    const unit = new Uint32Array(this.stride);
    unit[0] = 1;
    const zero = new Uint32Array(this.stride);
    const columns = this.unknowns === 1 ? [this.chase(null, unit, zero, null)] : [this.chase(null, unit, zero, null), this.chase(null, zero, unit, null)];
    return Array.from({ length: this.unknowns }, (_, i) => columns.map((col) => this.toRing(col[i]!)));
  }

  /**
   * Chases `lights` (null: none) from first row `u` (and row above `v` on a torus), writing the press rows
   * into `out` when given; with `x2` (and the bad part in coordinates) they come out as P_r + E₂·P_r + X₂_r,
   * and `lightCoords` (likewise) receives the coordinates of E₂ of each light row; `held` keeps the lights in the
   * kernels' memory for the next chase of the same solve.
   * Returns what is left: [the last row's residual] (clipped columns), or [P_{m−1} − v, the last row's
   * residual] (wrapping columns).
   */
  chase(lights: Board | null, u: Uint32Array, v: Uint32Array, out: Board | null, x2: Uint32Array | null = null, lightCoords: Uint32Array | null = null, held: HeldLights | null = null): Uint32Array[] {
    const { m, stride } = this;
    const wraps = this.o.verticalWraps;
    const above = wraps ? v : this.zero;
    const b = lights?.words;
    const projecting = out !== null && x2 !== null;
    const coords = lightCoords !== null && lights !== null;
    const fold = this.ringFold;
    const asked = { x2: projecting ? x2 : null, lightCoords: coords ? lightCoords : null };
    const lowRank = !(projecting || coords)
      ? null
      : this.lowRank
        ? { d: this.lowRank.rank, vectors: this.lowRank.packed, ...asked, periodic: this.lowRank.period }
        : fold && { d: 0, vectors: NO_VECTORS, ...asked, periodic: 0, fold: { P: fold.words, q: fold.q } };
    const kernel = this.setup && m * stride >= WASM_RING_CHASE_MIN_WORDS ? ringChaseWasm(this.setup, b ?? null, m, u, above, out?.words ?? null, lowRank, held) : null;
    const [prev, prevOff, cur, curOff] = kernel ? [kernel[0], 0, kernel[1], 0] : this.chaseRows(b ?? null, u, above, out);
    if (lowRank?.x2 && out) {
      // P_r + E₂·P_r + X₂_r: the kernel did it for rows 1 … m − 1 as it made them
      if (fold) foldTileRows(out.words, x2, kernel ? 1 : m, stride, fold.words, fold.q);
      else for (let r = 0; r < (kernel ? 1 : m); r++) this.lowRank!.xorCombination(out.words, r * stride, this.lowRank!.coords(out.words, r * stride) ^ x2![r]!);
    }
    if (lowRank?.lightCoords && !kernel) {
      if (fold) foldRows(lowRank.lightCoords, lights!.words, m, stride, fold.words, fold.q);
      else lowRank.lightCoords.set(this.badCoords(lights!));
    }
    // residual of the last light row: b_{m−1} + mid·P_{m−1} + down·P_{m−2} [+ up·P₀ on a torus]
    const residual = new Uint32Array(stride);
    if (b) for (let k = 0; k < stride; k++) residual[k] = b[(m - 1) * stride + k]!;
    this.mid.apply(residual, 0, cur, curOff);
    if (m >= 2) this.down.apply(residual, 0, prev, prevOff);
    if (!wraps) return [residual];
    this.up.apply(residual, 0, u, 0);
    const closing = cur.slice(curOff, curOff + stride);
    for (let k = 0; k < stride; k++) closing[k]! ^= v[k]!;
    return [closing, residual];
  }

  /**
   * The chase's rows in TypeScript (the reference of the kernel `ringChaseRows`): P₀ = u, P₋₁ = `above`, each
   * P_{r+1} = c⁻¹·(b_r + mid·P_r + down·P_{r−1}). Returns where P_{m−2} and P_{m−1} are: [array, offset] twice.
   */
  private chaseRows(b: Uint32Array | null, u: Uint32Array, above: Uint32Array, out: Board | null): [Uint32Array, number, Uint32Array, number] {
    const { m, n, stride } = this;
    // Press rows are written straight into `out` (or three rotating rows when there is none): P_{r−1}, P_r at
    // `prevOff` / `curOff` of their arrays, P_{r+1} divided into place; nothing is allocated per row.
    const ring = out ? null : [new Uint32Array(stride), new Uint32Array(stride), new Uint32Array(stride)];
    const rowsOf = (r: number): [Uint32Array, number] => (out ? [out.words, r * stride] : [ring![r % 3]!, 0]);
    const acc = this.acc;
    const cyclic = this.o.ringCyclic;
    const midNear = this.mid.near;
    const downNear = this.down.near;
    let [cur, curOff] = rowsOf(0);
    cur.set(u.subarray(0, stride), curOff);
    let prev = above;
    let prevOff = 0;
    for (let r = 0; r < m - 1; r++) {
      // acc = b_r + mid·P_r + down·P_{r−1}; then up·P_{r+1} = acc, divided straight into its row
      if (midNear && downNear) nearStep(acc, b ?? this.zero, b ? r * stride : 0, cur, curOff, midNear, prev, prevOff, downNear, stride, n, cyclic);
      else {
        if (b) for (let k = 0; k < stride; k++) acc[k] = b[r * stride + k]!;
        else acc.fill(0);
        this.mid.apply(acc, 0, cur, curOff);
        this.down.apply(acc, 0, prev, prevOff);
      }
      [prev, prevOff] = [cur, curOff];
      [cur, curOff] = rowsOf(r + 1);
      this.divisor.divideAt(cur, curOff, acc);
    }
    return [prev, prevOff, cur, curOff];
  }

  /** A row as an element of S₁ = GF(2)[x]/(χ₁). */
  toRing(row: Uint32Array): Poly {
    const { n } = this;
    if (this.o.ringCyclic) return polyModInPlace(rowPoly(row, n), this.chi1);
    return polyModInPlace(pathRowToPolyFast(row, n), this.chi1);
  }

  /** An element of S (a polynomial of degree < n) as a row. */
  fromRing(p: Poly): Uint32Array {
    if (!this.o.ringCyclic) return polyToPathRowFast(p, this.n);
    const row = new Uint32Array(this.stride);
    row.set(p.words.subarray(0, Math.min(this.stride, p.words.length)));
    row[this.stride - 1]! &= tailMask(this.n);
    return row;
  }

  /** The fold of a folded bad part on the ring's own rows (`FoldedPart.ringFold`): the chase folds the lights and projects its rows with it. */
  get ringFold(): WordFold | null {
    return this.folded?.ringFold ?? null;
  }

  /** Where the first chase leaves the light rows' coordinates (d ≤ 32 bits a row) or e·folds (P words a row), or null when there are none. */
  lightCoordsBuffer(): Uint32Array | null {
    if (this.lowRank) return new Uint32Array(this.m);
    const fold = this.ringFold;
    return fold && new Uint32Array(this.m * fold.words);
  }

  /** Board rows projected by E₁ = I − E₂ (in place). */
  projectOne(board: Board): void {
    if (!this.projection) return;
    if (this.folded) {
      this.folded.finish(board, null);
      return;
    }
    if (this.lowRank) {
      for (let r = 0; r < board.rows; r++) this.lowRank.xorCombination(board.words, r * this.stride, this.lowRank.coords(board.words, r * this.stride));
      return;
    }
    const copy = this.projection.inPlace ? board.words : board.words.slice();
    for (let r = 0; r < board.rows; r++) this.projection.apply(board.words, r * this.stride, copy, r * this.stride);
  }

  /** E₂·board, then inverted on S₂ by the Neumann product. */
  badPart(board: Board): Board {
    if (this.lowRank) return this.lowRank.board(this.lowRank.inverse(this.badCoords(board)), board.cols);
    if (this.folded) return this.folded.solve(board);
    // all of S bad (χ₁ = 1): E₂ is the identity
    let e2 = board;
    if (this.chi1.degree > 0) {
      e2 = new Board(board.rows, board.cols);
      for (let r = 0; r < board.rows; r++) this.projection!.apply(e2.words, r * this.stride, board.words, r * this.stride);
    }
    return neumannInverse(e2, this.o.g!, this.rowSide, this.colSide, this.neumannSteps);
  }

  /** The coordinates of E₂ of each row of `board` (low rank only). */
  private badCoords(board: Board): Uint32Array {
    const z = new Uint32Array(board.rows);
    for (let r = 0; r < board.rows; r++) z[r] = this.lowRank!.coords(board.words, r * this.stride);
    return z;
  }

  /**
   * The presses for first rows `us` over `lights`, projected to S₁, plus the S₂ part of the lights' solution
   * (which is all of it when there are no first rows); `lightCoords`, when given, are the coordinates of E₂ of
   * the light rows (from the first chase); `held`, the lights as the first chase left them in the kernels' memory.
   */
  solution(lights: Board, us: readonly Poly[] | null, lightCoords: Uint32Array | null = null, held: HeldLights | null = null): Board {
    if (!us) return this.badPart(lights);
    // with the bad part in coordinates: P_r + E₂·P_r + X₂_r as the rows are made, both S₂ terms in coordinates
    const fold = this.ringFold;
    let x2: Uint32Array | null = null;
    if (this.lowRank) x2 = this.lowRank.inverse(lightCoords ?? this.badCoords(lights));
    else if (fold) {
      // the bad part's solution Y from the light rows' folds (the first chase's), its rows tiled into the presses as they are made
      let folds = lightCoords;
      if (!folds) {
        folds = new Uint32Array(this.m * fold.words);
        foldRows(folds, lights.words, this.m, this.stride, fold.words, fold.q);
      }
      x2 = this.folded!.inverseOfFolds(folds, this.m).words;
    }
    const out = new Board(this.m, this.n);
    this.chase(lights, this.fromRing(us[0]!), us[1] ? this.fromRing(us[1]) : this.zero, out, x2, null, held);
    if (!this.projection || this.lowRank || fold) return out;
    if (this.folded) {
      this.folded.finishFrom(out, lights);
      return out;
    }
    this.projectOne(out);
    return out.xor(this.badPart(lights));
  }

  /** v ← x·v (x the row adjacency on a path, the shift s on a ring; `transposed` for xᵀ), in place. */
  timesX(v: Uint32Array, transposed = false): void {
    const out = new Uint32Array(this.stride);
    if (this.o.ringCyclic) xorRotated(out, 0, v, 0, this.stride, this.n, transposed ? this.n - 1 : 1);
    else this.adjacency.apply(out, 0, v, 0);
    v.set(out);
  }

  /**
   * First rows of a kernel basis when one row is unknown: the kernel of Φ is spanned by q·xⁱ (i < deg d), so
   * the rows are xⁱ·r₀ for r₀ = q's row: one conversion, then one x per row.
   */
  *kernelRows(): Generator<Uint32Array> {
    let row: Uint32Array | null = null;
    for (const [u] of this.system!.kernel()) {
      if (!row) row = this.fromRing(u!);
      else this.timesX(row);
      yield row;
    }
  }

  /** The presses for a first row (one unknown row), projected to S₁. */
  pressesFromRow(row: Uint32Array): Board {
    const out = new Board(this.m, this.n);
    this.chase(null, row, new Uint32Array(this.stride), out);
    this.projectOne(out);
    return out;
  }

  /** The presses for first rows `us` over `lights`, projected to S₁ (plus the S₂ part of the lights' solution). */
  presses(lights: Board | null, us: readonly Poly[], project = true): Board {
    const out = new Board(this.m, this.n);
    const zero = new Uint32Array(this.stride);
    this.chase(lights, this.fromRing(us[0]!), us[1] ? this.fromRing(us[1]) : zero, out);
    if (project) this.projectOne(out);
    return out;
  }

  /**
   * The backward pass: w = Σ_r f_r(τ)·b_r (τ = c⁻¹a) by Clenshaw's recurrence β_r = b_r + τ·β_{r+1} + β_{r+2},
   * projected to S₁. For a first row U of a quiet pattern q (clipped columns), ⟨q, b⟩ = ⟨U, w⟩.
   */
  backward(lights: Board): Uint32Array {
    const { m, stride } = this;
    let after = new Uint32Array(stride); // β_{r+2}
    let cur = new Uint32Array(stride); // β_{r+1}
    const t = new Uint32Array(stride);
    for (let r = m - 1; r >= 0; r--) {
      t.fill(0);
      this.mid.apply(t, 0, cur, 0);
      const next = new Uint32Array(stride);
      this.divisor.divide(next, t);
      for (let k = 0; k < stride; k++) next[k]! ^= lights.words[r * stride + k]! ^ after[k]!;
      after = cur;
      cur = next;
    }
    if (this.projection) {
      const copy = cur.slice();
      this.projection.apply(cur, 0, copy, 0);
    }
    return cur;
  }
}

/**
 * K for the Neumann product on S₂: N = (a + 1) + c·y has N^{2^K} = (a + 1)^{2^K} + c^{2^K}·y^{2^K}, and a + 1 is 0
 * or the prime of χ₂ (a and c are coprime and a is ≡ 1 there), c the prime times a unit, so N^{2^K} = 0 once 2^K
 * reaches the prime's multiplicity e in χ₂: e = deg χ₂ on a path (χ₂ = x^e or (1 + x)^e), deg χ₂ / 2 on a ring
 * (χ₂ = (1 + s)^d with s·c = (1 + s)², or (1 + s + s²)^{d} with s·c = 1 + s + s²).
 */
function neumannSteps(badDegree: number, cyclic: boolean): number {
  if (badDegree <= 0) return 0;
  const e = cyclic ? Math.ceil(badDegree / 2) : badDegree;
  return Math.ceil(Math.log2(e));
}

/** The ring row's cells as a polynomial in s (cell j ↦ sʲ). */
function rowPoly(row: Uint32Array, n: number): Poly {
  const p = new Poly(n + 64);
  p.words.set(row.subarray(0, wordsFor(n)));
  return p.normalize();
}

/**
 * The plan of a shape's best orientation, memoised per rule and shape (like the classic rule's algebra in
 * `poly-chase.ts`): Φ costs a chase of the unit row, a third of a solve, and depends on the shape alone.
 */
const planOf = memoPerRuleShape((rule, rows, cols): Plan => {
  const o = orientations({ rule, rows, cols })[0];
  if (!o) throw new Error('internal error: ring-chase asked of a shape it does not take');
  return new Plan(o);
});

/** The ring-chase method (see the file comment). */
export const ringChaseMethod: GridMethod = {
  name: 'ring-chase',

  edges: UNTWISTED_EDGES,

  applies(shape: GridShape): boolean {
    if (!edgesAre(shape.rule.topology, UNTWISTED_EDGES)) return false;
    // a symmetric 3 × 3 rule that is no product always has an orientation when the algebra fits (asked per
    // entry of a table: no orientation is built to say so)
    const g = bilinearForm(shape.rule);
    if (g && !isProductForm(g) && bilinearFits(shape.rule, shape.rows, shape.cols)) return true;
    return orientations(shape).length > 0;
  },

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const { rule, rows, cols } = shape;
    const g = bilinearForm(rule);
    if (!g || isProductForm(g) || !bilinearFits(rule, rows, cols)) return this.prepare(shape, work).nullity;
    assertNullityWork(rows, cols);
    const wr = edgesOf(rule.topology).rows === 'wrap';
    const wc = edgesOf(rule.topology).cols === 'wrap';
    // the ring on the shorter side costs the least (the transposed form swaps the roles of x and y)
    if (rows < cols) return bilinearNullity({ g00: g.g00, g01: g.g10, g10: g.g01, g11: g.g11 }, cols, rows, wc, wr, work);
    return bilinearNullity(g, rows, cols, wr, wc, work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const { rows, cols } = shape;
    assertShape(rows, cols);
    work?.signal?.throwIfAborted();
    const plan = planOf(shape.rule, rows, cols);
    work?.signal?.throwIfAborted();
    const o = plan.o;
    const turn = (b: Board): Board => {
      const t = o.transposed ? transposeBoard(b) : b;
      return o.flipped ? flipRows(t) : t;
    };
    const unturn = (b: Board): Board => {
      const f = o.flipped ? flipRows(b) : b;
      return o.transposed ? transposeBoard(f) : f;
    };
    const system = plan.system;
    // The backward pass certifies only for symmetric operators (A = Aᵀ) and columns that clip.
    const adjoint = o.g !== null && !o.verticalWraps && system !== null;
    return preparedGrid(
      shape,
      {
        nullity: system ? system.nullity : 0,
        solve(lights, options) {
          const b = turn(lights);
          if (!system) return unturn(plan.solution(b, null));
          const zero = new Uint32Array(plan.stride);
          const coords = plan.lightCoordsBuffer();
          const held = new HeldLights(b.words);
          const left = plan.chase(b, zero, zero, null, null, coords, held);
          options?.signal?.throwIfAborted();
          const us = system.solve(left.map((row) => plan.toRing(row)));
          if (!us) return null;
          return unturn(plan.solution(b, us, coords, held));
        },
        proof: !adjoint
          ? undefined
          : (lights, options) => {
              // ⟨xⁱ·r₀, w⟩ = ⟨r₀, (xᵀ)ⁱ·w⟩: one step of xᵀ per candidate, then one chase for the chosen one
              const w = plan.backward(turn(lights));
              let r0: Uint32Array | null = null;
              let i = 0;
              for (const row of plan.kernelRows()) {
                if ((i & 1023) === 0) options?.signal?.throwIfAborted();
                r0 ??= row.slice();
                if (dotParity(r0, w) === 1) {
                  const chosen = r0.slice();
                  for (let j = 0; j < i; j++) plan.timesX(chosen);
                  return unturn(plan.pressesFromRow(chosen));
                }
                plan.timesX(w, true);
                i++;
              }
              throw new Error('internal error: ring-chase found no quiet pattern separating an unsolvable board');
            },
        *eachQuietPattern(options) {
          if (!system) return;
          let i = 0;
          if (!o.verticalWraps) {
            for (const row of plan.kernelRows()) {
              if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
              yield unturn(plan.pressesFromRow(row));
            }
            return;
          }
          for (const us of system.kernel()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            yield unturn(plan.presses(null, us));
          }
        },
      },
      ringChaseMethod,
    );
  },
};

/** The board with its rows in reverse order. */
function flipRows(b: Board): Board {
  const out = new Board(b.rows, b.cols);
  for (let r = 0; r < b.rows; r++) out.words.set(b.row(b.rows - 1 - r), r * b.stride);
  return out;
}
