import type { WorkOptions } from '../../work.ts';
import { assertShape, Board } from '../../puzzle/board.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { edgesOf } from '../../puzzle/topology.ts';
import { pathMooreTiledWasm } from '../../wasm/path-moore-kernels.ts';
import type { PreparedShape } from '../method.ts';
import { bilinearForm, sideRing } from './bilinear.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { foldPathRows, xorTiledPathRows } from './path-fold.ts';
import { PathPart } from './path-part.ts';
import { preparedGrid } from './prepared.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { Side } from './row-split.ts';

/**
 * Moore without centre on the plane with n = 3h − 1 columns (h = 2ᵏ), solved on a third of the width. A row is a path
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

/** The narrow plane's shape, or null when the method does not take the shape. */
function narrowShape({ rule, rows, cols }: GridShape): GridShape | null {
  const e = edgesOf(rule.topology);
  const h = thirdOf(cols);
  if (!h || rows < 3 || e.rows !== 'clip' || e.cols !== 'clip' || !isMooreWithoutCentre(rule)) return null;
  const narrow = { rule, rows, cols: h - 1 };
  return ringChaseMethod.applies(narrow) ? narrow : null;
}

/** The bad part's solver for a shape (the Neumann steps as the ring chase counts them), memoised per rule and shape. */
const badPartOf = memoPerRuleShape((rule, rows, cols): PathPart => {
  const g = bilinearForm(rule)!;
  const K = Math.ceil(Math.log2(sideRing(g, cols, false).bad.degree));
  return PathPart.of(new Side(cols, false), g, new Side(rows, false), K)!;
});

/** The presses tile(q) + X₂ for the lights B, q the narrow plane's presses for fold(B): a new board. */
function combine(lights: Board, q: Board, part: PathPart): Board {
  const { rows, cols } = lights;
  const h = (cols + 1) / 3;
  const words = pathMooreTiledWasm(lights.words, q.words, rows, cols);
  if (words) return new Board(rows, cols, words);
  const x2 = part.solve(lights);
  xorTiledPathRows(x2.words, q.words, rows, h);
  return x2;
}

/** The method (see the file comment). */
export const mooreThirdMethod: GridMethod = {
  name: 'moore-third',

  edges: [{ rows: ['clip'], cols: ['clip'] }],

  applies: (shape) => narrowShape(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    return ringChaseMethod.nullity(narrowShape(shape)!, work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const narrow = ringChaseMethod.prepare(narrowShape(shape)!, work);
    const part = badPartOf(shape.rule, shape.rows, shape.cols);
    const { rows, cols } = shape;
    const h = (cols + 1) / 3;
    const fold = (lights: Board): Board => {
      const y = new Board(rows, h - 1);
      foldPathRows(y.words, lights.words, rows, h);
      return y;
    };
    const tile = (q: Board): Board => {
      const out = new Board(rows, cols);
      xorTiledPathRows(out.words, q.words, rows, h);
      return out;
    };
    return preparedGrid(
      shape,
      {
        nullity: narrow.nullity,
        solve(lights, options) {
          const q = narrow.solve(fold(lights), options);
          return q && combine(lights, q, part);
        },
        reachable: (lights, options) => narrow.reachable(fold(lights), options),
        *eachQuietPattern(options) {
          for (const q of narrow.eachQuietPattern(options)) yield tile(q);
        },
        proof: (lights, options) => tile(narrow.proof(fold(lights), options)),
      },
      mooreThirdMethod,
    );
  },
};
