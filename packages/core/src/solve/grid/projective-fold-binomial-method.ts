import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { Factorization } from '../../gf2/factorization.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { edgesAre } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { HeldBoards, projectiveFoldHolds, projectiveFoldSolveWasm } from '../../wasm/projective-fold-binomial-kernels.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import { bilinearForm } from './bilinear.ts';
import { isDiagonalWithCenter, isPowerOfTwo } from './binomial-chase.ts';
import type { GridMethod, GridShape, MethodQuestion } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { projectiveCoverSolve } from './projective-fold-binomial.ts';
import { coverInverseEntry } from './projective-fold-binomial-green.ts';
import { PROJECTIVE_EDGES, type ProjectiveFold, withSeam } from './projective-seam.ts';

/**
 * The diagonal rule with centre on the projective plane with a side of 2ᵏ ≥ 4 and an even other side ≥ 4: the
 * cover's algebra by one binomial chase on the board's fold (`projective-fold-binomial.ts`), plus the seam's few
 * corrections as `projective-nilpotent.ts` adds them. The board's equations are A·x = b + K·x, A the cover's
 * operator (a unit) and K the (light, press) pairs of the seam within board rows 0 and m − 1 (`projective-seam.ts`).
 * With y = A⁻¹·b and rⱼ = A⁻¹·kⱼ for each press cell j of K, x = y + Σ tⱼ·rⱼ where t, x at those cells, solves
 * (I + M)·t = y there (Mᵢⱼ = rⱼ at cell i, in closed form: `projective-fold-binomial-green.ts`): a system of at most
 * a dozen unknowns (the four corners on the named rule), its kernel the quiet patterns. A shape's first solve takes
 * x = A⁻¹·(b + Σ tⱼ·kⱼ), a second chase; the responses rⱼ are made on its second and added in the kernel after.
 */

const built = new WeakMap<ProjectiveFold, FoldedSeam>();

/** The fold (seen with m = 2ᵏ rows chased, the board transposed when its columns are those) of a shape the method takes, or null. */
const foldOf = memoPerRuleShape((rule, rows, cols): ProjectiveFold | null => {
  if (rule.reversed || !edgesAre(rule.topology, PROJECTIVE_EDGES) || !isDiagonalWithCenter(rule)) return null;
  const g = bilinearForm(rule);
  if (!g) return null;
  for (const [m, n, transposed] of [[rows, cols, false], [cols, rows, true]] as const) {
    if (m < 4 || !isPowerOfTwo(m) || n < 4 || n % 2 !== 0) continue;
    const fold = withSeam({ rule, rows, cols }, g, m, n, transposed);
    if (fold) return fold;
  }
  return null;
});

/** The seam's system and responses of a fold, in its chased orientation. */
class FoldedSeam {
  /** Board cell indices (chased orientation) of the seam's distinct press positions. */
  private readonly cells: number[];
  /** Per press cell, the light cells kⱼ it adds (board cell indices). */
  private readonly kLights: number[][];
  private readonly system: Factorization;
  /** A⁻¹·kⱼ per press cell, boards of the chased orientation: made on the second solve (the first takes two chases). */
  private responses: Board[] | null = null;
  /** The responses in the kernels' memory, added there to the cover's presses. */
  private held: HeldBoards | null = null;
  private solved = false;

  constructor(readonly fold: ProjectiveFold) {
    const { m, n } = fold;
    // cover row 0, position q: board cell (0, q) when q < n, else (m − 1, q − n)
    const cell = (q: number): number => (q < n ? q : (m - 1) * n + q - n);
    const presses = [...new Set(fold.presses)];
    this.cells = presses.map(cell);
    this.kLights = presses.map((p) => {
      const lights = new Set<number>();
      fold.presses.forEach((q, i) => {
        const l = cell(fold.lights[i]!);
        if (q !== p) return;
        if (lights.has(l)) lights.delete(l);
        else lights.add(l);
      });
      return [...lights];
    });
    // (I + M)·t = y at the press cells, Mᵢⱼ = (A⁻¹·kⱼ) at cell i, in closed form
    const s = presses.length;
    const matrix = new BitMatrix(s, s);
    this.cells.forEach((c, i) => {
      matrix.set(i, i, true);
      this.kLights.forEach((lights, j) => {
        let bit = 0;
        for (const l of lights) bit ^= coverInverseEntry(m, n, c, l);
        if (bit) matrix.set(i, j, !matrix.get(i, j));
      });
    });
    this.system = new Factorization(matrix);
  }

  /** The seam of a fold, built once per fold (folds are memoised per rule and shape). */
  static of(fold: ProjectiveFold): FoldedSeam {
    let seam = built.get(fold);
    if (!seam) {
      seam = new FoldedSeam(fold);
      built.set(fold, seam);
    }
    return seam;
  }

  /** Dimension of the kernel. */
  get nullity(): number {
    return this.cells.length - this.system.rank;
  }

  /** Presses for lights of the chased orientation, or null when there are none. */
  solve(lights: Board): Board | null {
    if (!this.solved) {
      // a shape solved once: A⁻¹·b, then A⁻¹·(b + Σ tⱼ·kⱼ), no responses
      this.solved = true;
      const y = projectiveCoverSolve(lights);
      const t = this.pick((r, c) => y.get(r, c));
      if (!t) return null;
      const b = lights.clone();
      this.kLights.forEach((cells, j) => {
        if (getBit(t, j)) for (const l of cells) b.toggle(Math.floor(l / this.fold.n), l % this.fold.n);
      });
      return projectiveCoverSolve(b);
    }
    const { m, n } = this.fold;
    const responses = this.responsesMade();
    this.held ??= new HeldBoards(responses.map((r) => r.words));
    // where the kernels cannot hold the responses (four 8192² boards fill their memory), no board is made for that path
    if (projectiveFoldHolds(m, n, responses.length)) {
      const presses = new Board(m, n);
      // in the kernels: the responses t picks added as the presses leave the fold
      const pick = (bit: (r: number, c: number) => boolean): number | null => {
        const t = this.pick(bit);
        return t && t[0]!;
      };
      const done = projectiveFoldSolveWasm(presses.words, lights.words, m, n, this.held, pick);
      if (done !== false) return done && presses;
    }
    const y = projectiveCoverSolve(lights);
    const t = this.pick((r, c) => y.get(r, c));
    return t && this.combine(y, t);
  }

  /** The responses A⁻¹·kⱼ, made on first use. */
  private responsesMade(): Board[] {
    this.responses ??= this.kLights.map((cells) => {
      const k = new Board(this.fold.m, this.fold.n);
      for (const l of cells) k.toggle(Math.floor(l / this.fold.n), l % this.fold.n);
      return projectiveCoverSolve(k);
    });
    return this.responses;
  }

  /** t (the responses to add) from the cover's presses' bits at the seam's cells, or null when there is none. */
  private pick(bit: (r: number, c: number) => boolean): Uint32Array | null {
    const n = this.fold.n;
    const at = new Uint32Array(wordsFor(this.cells.length));
    this.cells.forEach((c, i) => {
      if (bit(Math.floor(c / n), c % n)) at[i >>> 5]! |= 1 << (i & 31);
    });
    const t = this.system.solve(at);
    return t.solvable ? t.x : null;
  }

  /** A basis of the quiet patterns, boards of the chased orientation. */
  kernel(): Board[] {
    return this.system.kernel().map((t) => this.combine(new Board(this.fold.m, this.fold.n), t));
  }

  /** y + Σ tⱼ·rⱼ, in y's words. */
  private combine(y: Board, t: Uint32Array): Board {
    this.responsesMade().forEach((r, j) => {
      if (getBit(t, j)) xorWords(y.words, r.words, y.words.length);
    });
    return y;
  }
}

/** The projective-fold-binomial method (see the file comment). */
export const projectiveFoldBinomialMethod: GridMethod = {
  name: 'projective-fold-binomial',

  edges: PROJECTIVE_EDGES,

  applies: (shape: GridShape): boolean => foldOf(shape.rule, shape.rows, shape.cols) !== null,

  nullity(shape: GridShape): number {
    return FoldedSeam.of(taken(shape)).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const fold = taken(shape);
    const turn = (b: Board): Board => (fold.transposed ? transposeBoard(b) : b);
    work?.signal?.throwIfAborted();
    const seam = FoldedSeam.of(fold);
    return preparedGrid(
      shape,
      {
        nullity: seam.nullity,
        solve(lights, options) {
          options?.signal?.throwIfAborted();
          const found = seam.solve(turn(lights));
          return found && turn(found);
        },
        eachQuietPattern: () => seam.kernel().map(turn),
        // A is symmetric (the stencil is, and so the definition's cells): a quiet pattern with an odd overlap is a proof
        proof(lights) {
          for (const q of seam.kernel()) if (q.overlap(turn(lights)) % 2 === 1) return turn(q);
          throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
        },
      },
      projectiveFoldBinomialMethod,
    );
  },
};

/** The fold of a shape the method takes. */
function taken(shape: GridShape): ProjectiveFold {
  const fold = foldOf(shape.rule, shape.rows, shape.cols);
  if (!fold) throw new Error('internal error: projective-fold-binomial asked of a shape it does not take');
  return fold;
}

/**
 * Whether the registry chooses the method for a shape it takes: to solve (the nullity stays `projective-fold`'s
 * structured count, which builds no responses), where the kernel takes the board (the side across the chase a
 * multiple of 64 cells) or the board is small enough for the TypeScript chase on the lifted Klein bottle.
 */
export function projectiveFoldBinomialChosen(shape: GridShape, question: MethodQuestion): boolean {
  const fold = foldOf(shape.rule, shape.rows, shape.cols);
  return question === 'solve' && fold !== null && (fold.n % 64 === 0 || shape.rows * shape.cols <= CHOSEN_TS_CELLS);
}

/** Boards up to this many cells take the method without the kernel. */
const CHOSEN_TS_CELLS = 1 << 16;
