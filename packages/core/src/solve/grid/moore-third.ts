import type { WorkOptions } from '../../work.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { edgesOf } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { foldMooreRowsWasm, pathMooreRowsWasm, pathMooreTiledWasm } from '../../wasm/path-moore-kernels.ts';
import type { PreparedShape } from '../method.ts';
import { bilinearForm, sideRing } from './bilinear.ts';
import { foldRows, xorTiledRows } from './moore-rows.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { foldPathRows, xorTiledPathRows } from './path-fold.ts';
import { PathPart } from './path-part.ts';
import { preparedGrid } from './prepared.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { Side } from './row-split.ts';

/**
 * Moore without centre on the plane with n = 3h − 1 columns or rows (h = 2ᵏ), solved on a third of the width (or height). A row is a path
 * of n cells whose characteristic polynomial is x^{h−1}·(1 + x)^{2h}, and A = x + (1 + x)·y. The row space splits
 * into S₁ (x nilpotent, h − 1 dimensions) and the bad part S₂ (1 + x nilpotent), with E₂ = x^{2h} (`path-part.ts`).
 * So E₁ = 1 + x^{2h}, the diagonal rule's E₂ on the same path: tile∘fold (`path-fold.ts`), with fold∘tile = 1.
 * Fold and tile commute with x and with y (they act within a row), so on S₁ the plane is the same rule on the path of
 * h − 1 cells, h − 1 = 2ᵏ − 1, on which x is nilpotent with one Jordan block as on S₁:
 *
 *   A·(tile(q) + X₂) = B  for  A′·q = fold(B) on the rows × (h − 1) plane  and  X₂ = A⁻¹·E₂·B,
 *
 * X₂ by `PathPart` (Moore without centre's chase in one kernel) and q by the ring chase on a third of the width, with
 * no bad part there. The quiet patterns are tile(q′) for those q′ of the narrow plane (the nullities agree: A is
 * invertible on S₂), and so are the proofs: foldᵀ = tile, so ⟨tile(y′), B⟩ = ⟨y′, fold(B)⟩ (the rule is symmetric).
 *
 * The rule is symmetric, so with 3h − 1 rows the same holds across them, and better: fold and tile move whole rows
 * (`moore-rows.ts`), and X₂ is the same chase with the board's rows as the path, on the board itself with no transposes
 * (kernel `pathMooreRows`). A square of 3h − 1 is split across its rows, and the plane of h − 1 rows across its columns.
 */

/** h when n = 3h − 1 with h = 2ᵏ ≥ 4, else 0. */
function thirdOf(n: number): number {
  const h = (n + 1) / 3;
  return Number.isInteger(h) && h >= 4 && (h & (h - 1)) === 0 ? h : 0;
}

/** Whether the rule is Moore without centre (A = x + y + x·y) by its bilinear form. */
function isMooreWithoutCentre(rule: Rule): boolean {
  const g = bilinearForm(rule);
  return g !== null && g.g00 === 0 && g.g01 === 1 && g.g10 === 1 && g.g11 === 1;
}

/** How a shape is split: across its rows (`rows`: m = 3h − 1) or its columns, the narrow shape and its method. */
interface Split {
  readonly rows: boolean;
  readonly h: number;
  readonly narrow: GridShape;
  readonly method: GridMethod;
}

/**
 * The split of a shape the method takes, or null: across the rows when there are 3h − 1 of them (the narrow plane of
 * h − 1 rows then split across its columns in turn where it can be), else across 3h − 1 columns.
 */
function splitOf({ rule, rows, cols }: GridShape): Split | null {
  const e = edgesOf(rule.topology);
  if (e.rows !== 'clip' || e.cols !== 'clip' || !isMooreWithoutCentre(rule)) return null;
  const hy = thirdOf(rows);
  if (hy && cols >= 3) {
    const narrow = { rule, rows: hy - 1, cols };
    const method = splitOf(narrow) ? mooreThirdMethod : ringChaseMethod.applies(narrow) ? ringChaseMethod : null;
    if (method) return { rows: true, h: hy, narrow, method };
  }
  const h = thirdOf(cols);
  if (!h || rows < 3) return null;
  const narrow = { rule, rows, cols: h - 1 };
  return ringChaseMethod.applies(narrow) ? { rows: false, h, narrow, method: ringChaseMethod } : null;
}

/** The bad part's solver for a shape (the Neumann steps as the ring chase counts them), memoised per rule and shape. */
const badPartOf = memoPerRuleShape((rule, rows, cols): PathPart => {
  const g = bilinearForm(rule)!;
  const K = Math.ceil(Math.log2(sideRing(g, cols, false).bad.degree));
  return PathPart.of(new Side(cols, false), g, new Side(rows, false), K)!;
});

/** The presses tile(q) + X₂ for the lights B, q the narrow plane's presses for fold(B): a new board. */
function combine(lights: Board, q: Board, rule: Rule): Board {
  const { rows, cols } = lights;
  const h = (cols + 1) / 3;
  const words = pathMooreTiledWasm(lights.words, q.words, rows, cols);
  if (words) return new Board(rows, cols, words);
  const x2 = badPartOf(rule, rows, cols).solve(lights);
  xorTiledPathRows(x2.words, q.words, rows, h);
  return x2;
}

/** The fold and tile of one split, and its solve: tile(q) + X₂ with q the narrow plane's presses for fold(B). */
interface SplitParts {
  fold(lights: Board): Board;
  tile(q: Board): Board;
  solve(lights: Board, narrow: PreparedShape<Board>, work?: WorkOptions): Board | null;
}

/** Across 3h − 1 columns: `path-fold.ts` on each row, X₂ by the transposed chase (`PathPart`). */
function columnParts(shape: GridShape, h: number): SplitParts {
  const { rule, rows, cols } = shape;
  const fold = (lights: Board): Board => {
    const y = new Board(rows, h - 1);
    foldPathRows(y.words, lights.words, rows, h);
    return y;
  };
  return {
    fold,
    tile(q) {
      const out = new Board(rows, cols);
      xorTiledPathRows(out.words, q.words, rows, h);
      return out;
    },
    solve(lights, narrow, work) {
      const q = narrow.solve(fold(lights), work);
      return q && combine(lights, q, rule);
    },
  };
}

/** Across 3h − 1 rows: the same fold of whole rows (`moore-rows.ts`), X₂ by the chase on the board itself. */
function rowParts(shape: GridShape, h: number): SplitParts {
  const { rule, rows, cols } = shape;
  const fold = (lights: Board): Board => {
    const words = foldMooreRowsWasm(lights.words, rows, cols);
    return words ? new Board(h - 1, cols, words) : foldRows(lights, h);
  };
  return {
    fold,
    tile(q) {
      const out = new Board(rows, cols);
      xorTiledRows(out, q, h);
      return out;
    },
    solve(lights, narrow, work) {
      const q = narrow.solve(fold(lights), work);
      if (!q) return null;
      const words = pathMooreRowsWasm(lights.words, q.words, rows, cols);
      if (words) return new Board(rows, cols, words);
      // the TypeScript path: the columns' bad part of the transposed board
      const x2 = transposeBoard(badPartOf(rule, cols, rows).solve(transposeBoard(lights)));
      xorTiledRows(x2, q, h);
      return x2;
    },
  };
}

/** The method (see the file comment). */
export const mooreThirdMethod: GridMethod = {
  name: 'moore-third',

  edges: [{ rows: ['clip'], cols: ['clip'] }],

  applies: (shape) => splitOf(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const split = splitOf(shape)!;
    return split.method.nullity(split.narrow, work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    work?.signal?.throwIfAborted();
    const split = splitOf(shape)!;
    const narrow = split.method.prepare(split.narrow, work);
    const parts = split.rows ? rowParts(shape, split.h) : columnParts(shape, split.h);
    return preparedGrid(
      shape,
      {
        nullity: narrow.nullity,
        solve: (lights, options) => parts.solve(lights, narrow, options),
        reachable: (lights, options) => narrow.reachable(parts.fold(lights), options),
        *eachQuietPattern(options) {
          for (const q of narrow.eachQuietPattern(options)) yield parts.tile(q);
        },
        proof: (lights, options) => parts.tile(narrow.proof(parts.fold(lights), options)),
      },
      mooreThirdMethod,
    );
  },
};
