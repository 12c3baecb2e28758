import { Board } from '../../puzzle/board.ts';
import type { KernelLowRank } from '../../wasm/ring-chase-kernels.ts';
import type { BilinearForm, SideRing } from './bilinear.ts';
import { FoldedPart, foldRows, foldTileRows } from './folded-part.ts';
import { LowRankPart } from './low-rank-part.ts';
import type { Projection, Side, WordFold } from './row-split.ts';
import { neumannInverse } from './neumann-inverse.ts';

/** The kernel's bad-part vectors when the bad part is folded (it reads none). */
const NO_VECTORS = new Uint32Array(0);

/**
 * The ring chase's bad part S₂ (see `ring-chase.ts`): where the chase coefficient c is not a unit, the presses
 * of the chase are projected by E₁ = I − E₂ and the lights' S₂ part is solved on its own by the Neumann product,
 * in coordinates when its rank is small ({@link LowRankPart}), folded when its period is whole words
 * ({@link FoldedPart}), else on whole rows. With c a unit there is no bad part and every method is the identity.
 */
export class RingBadPart {
  /** E₁ on a row, or null when c is a unit. */
  readonly projection: Projection | null;
  /** E₂ in coordinates, when its rank is small. */
  readonly lowRank: LowRankPart | null = null;
  /** E₂ in folded coordinates, on rings whose fold period is whole words (when not of low rank, and not all of S), and on paths whose reflected ring is whole words. */
  private readonly folded: FoldedPart | null = null;
  /** K for the Neumann product on S₂. */
  readonly neumannSteps: number = 0;

  /**
   * @param g The bilinear form (null: a stencil without one, c then a unit).
   * @param ring The row side's ring of `g` (null with `g`).
   * @param rowSide The side along a row (the ring).
   * @param colSide The side along a column (the rows chased).
   * @param allBad Whether all of S is the bad part (χ₁ = 1).
   */
  constructor(
    private readonly g: BilinearForm | null,
    ring: SideRing | null,
    private readonly rowSide: Side,
    private readonly colSide: Side,
    private readonly allBad: boolean,
  ) {
    this.projection = g ? rowSide.projection(g) : null;
    if (!g || !ring) return;
    this.neumannSteps = neumannSteps(ring.bad.degree, rowSide.cyclic);
    this.lowRank = this.projection && LowRankPart.build(this.projection, ring.bad.degree, rowSide, colSide, g, this.neumannSteps);
    // folded: rings with a good part (else the Neumann product on whole rows is as narrow), paths through their reflected ring
    if (this.projection && !this.lowRank && (!allBad || !rowSide.cyclic)) this.folded = FoldedPart.of(rowSide, g, colSide, this.neumannSteps);
  }

  /** The fold of a folded bad part on the ring's own rows (`FoldedPart.ringFold`): the chase folds the lights and projects its rows with it. */
  get ringFold(): WordFold | null {
    return this.folded?.ringFold ?? null;
  }

  /** Where the first chase leaves the light rows' coordinates (d ≤ 32 bits a row) or e·folds (P words a row), or null when there are none. */
  lightCoordsBuffer(rows: number): Uint32Array | null {
    if (this.lowRank) return new Uint32Array(rows);
    const fold = this.ringFold;
    return fold && new Uint32Array(rows * fold.words);
  }

  /**
   * What the chase kernel does with the bad part while it chases, or null for nothing: with `x2` it projects each
   * press row it makes and adds that row's S₂ term; with `lightCoords` it leaves each light row's coordinates there.
   */
  kernelPart(x2: Uint32Array | null, lightCoords: Uint32Array | null): KernelLowRank | null {
    if (!x2 && !lightCoords) return null;
    if (this.lowRank) return { d: this.lowRank.rank, vectors: this.lowRank.packed, x2, lightCoords, periodic: this.lowRank.period };
    const fold = this.ringFold;
    return fold && { d: 0, vectors: NO_VECTORS, x2, lightCoords, periodic: 0, fold: { P: fold.words, q: fold.q } };
  }

  /** What the TypeScript chase leaves to do of {@link kernelPart}'s `x2`, on the first `rows` press rows (the kernel's: the first alone). */
  finishRows(out: Board, x2: Uint32Array, rows: number): void {
    const fold = this.ringFold;
    if (fold) foldTileRows(out.words, x2, rows, out.stride, fold.words, fold.q);
    else for (let r = 0; r < rows; r++) this.lowRank!.xorCombination(out.words, r * out.stride, this.lowRank!.coords(out.words, r * out.stride) ^ x2[r]!);
  }

  /** What the TypeScript chase leaves to do of {@link kernelPart}'s `lightCoords`. */
  lightCoordsOf(lightCoords: Uint32Array, lights: Board): void {
    const fold = this.ringFold;
    if (fold) foldRows(lightCoords, lights.words, lights.rows, lights.stride, fold.words, fold.q);
    else lightCoords.set(this.coords(lights));
  }

  /**
   * The S₂ term of the lights' solution in the form the chase adds it as it makes the press rows (coordinates, or
   * the folds of the bad part's solution), or null when it is added afterwards; `lightCoords` are the light rows'
   * coordinates (or folds) when the first chase left them.
   */
  termsOf(lights: Board, lightCoords: Uint32Array | null): Uint32Array | null {
    if (this.lowRank) return this.lowRank.inverse(lightCoords ?? this.coords(lights));
    const fold = this.ringFold;
    if (!fold) return null;
    let folds = lightCoords;
    if (!folds) {
      folds = new Uint32Array(lights.rows * fold.words);
      foldRows(folds, lights.words, lights.rows, lights.stride, fold.words, fold.q);
    }
    return this.folded!.inverseOfFolds(folds, lights.rows).words;
  }

  /** Presses chased without {@link termsOf}'s terms, projected by E₁ and completed by the lights' S₂ part. */
  complete(out: Board, lights: Board): Board {
    if (!this.projection || this.lowRank || this.ringFold) return out;
    if (this.folded) {
      this.folded.finishFrom(out, lights);
      return out;
    }
    this.projectOne(out);
    return out.xor(this.solve(lights));
  }

  /** Board rows projected by E₁ = I − E₂ (in place). */
  projectOne(board: Board): void {
    if (!this.projection) return;
    if (this.folded) {
      this.folded.finish(board, null);
      return;
    }
    if (this.lowRank) {
      for (let r = 0; r < board.rows; r++) this.lowRank.xorCombination(board.words, r * board.stride, this.lowRank.coords(board.words, r * board.stride));
      return;
    }
    const copy = this.projection.inPlace ? board.words : board.words.slice();
    for (let r = 0; r < board.rows; r++) this.projection.apply(board.words, r * board.stride, copy, r * board.stride);
  }

  /** E₂·board, then inverted on S₂ by the Neumann product. */
  solve(board: Board): Board {
    if (this.lowRank) return this.lowRank.board(this.lowRank.inverse(this.coords(board)), board.cols);
    if (this.folded) return this.folded.solve(board);
    // all of S bad (χ₁ = 1): E₂ is the identity
    let e2 = board;
    if (!this.allBad) {
      e2 = new Board(board.rows, board.cols);
      for (let r = 0; r < board.rows; r++) this.projection!.apply(e2.words, r * board.stride, board.words, r * board.stride);
    }
    return neumannInverse(e2, this.g!, this.rowSide, this.colSide, this.neumannSteps);
  }

  /** The coordinates of E₂ of each row of `board` (low rank only). */
  private coords(board: Board): Uint32Array {
    const z = new Uint32Array(board.rows);
    for (let r = 0; r < board.rows; r++) z[r] = this.lowRank!.coords(board.words, r * board.stride);
    return z;
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
