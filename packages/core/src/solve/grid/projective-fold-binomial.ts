import { xorRotated } from '../../gf2/shift.ts';
import { tailMask } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { projectiveFoldSolveWasm } from '../../wasm/projective-fold-binomial-kernels.ts';
import { lift } from './cover-rows.ts';
import { foldBinomialSolve } from './fold-binomial.ts';

/**
 * The diagonal rule with centre on the projective plane's cover, on the board's fold: twice the board, not the
 * 2m × 2n torus (four times it) that `projective-cover-binomial.ts` chases. The torus cover has the deck group of
 * the two glides g₁(r, p) = (r + m, n − 1 − p) and g₂(r, p) = (m − 1 − r, p + n) (cover row r: board row r, then
 * row m − 1 − r, as `cover-rows.ts` lifts it). g₁ commutes with the row shift y, so the torus modulo g₁ alone is a
 * Klein bottle of m rows whose ring of 2n cells the seam reflects at p ↦ n − 1 − p: turned back n/2 cells (cell
 * q = p − n/2), the seam is q ↦ 2n − 1 − q, the Klein bottle `fold-binomial.ts` chases with both end cells folded.
 * Where m = 2ᵏ its Y = y + y⁻¹ is nilpotent, so A = 1 + X·Y is a unit there and its answer is g₂-invariant: the
 * board's presses for the cover's algebra. The seam's few corrections (a press that reaches a cell twice, where
 * the definition's cells form a set) are `projective-fold-binomial-method.ts`'s.
 */

/**
 * Presses for `lights` (m = 2ᵏ ≥ 2 rows of an even n ≥ 4 cells) under the cover's algebra (the fold's operator,
 * without the seam corrections): in the kernels where they take the board, else on the lifted Klein bottle.
 *
 * @param minWords Boards below this many words stay in TypeScript (the kernel's floor unless a test lowers it).
 */
export function projectiveCoverSolve(lights: Board, minWords?: number): Board {
  const { rows: m, cols: n } = lights;
  const presses = new Board(m, n);
  if (projectiveFoldSolveWasm(presses.words, lights.words, m, n, undefined, undefined, minWords)) return presses;
  return boardOf(foldBinomialSolve(kleinOf(lights), true), n);
}

/** The Klein bottle of a board (m rows of 2n cells): cover row j (`lift`) turned back n/2 cells, q = p − n/2. */
export function kleinOf(board: Board): Board {
  const { rows: m, cols: n } = board;
  const cover = lift(board);
  const klein = new Board(m, 2 * n);
  const s = klein.stride;
  for (let j = 0; j < m; j++) xorRotated(klein.words, j * s, cover.words, j * s, s, 2 * n, (3 * n) / 2);
  return klein;
}

/** The board (m rows of n cells) of a Klein bottle's rows: row r is Klein row r turned on n/2 cells, its first n. */
export function boardOf(klein: Board, n: number): Board {
  const { rows: m, stride: s } = klein;
  const board = new Board(m, n);
  const bs = board.stride;
  const row = new Uint32Array(s);
  for (let r = 0; r < m; r++) {
    row.fill(0);
    xorRotated(row, 0, klein.words, r * s, s, 2 * n, n / 2);
    board.words.set(row.subarray(0, bs), r * bs);
    board.words[(r + 1) * bs - 1]! &= tailMask(n);
  }
  return board;
}
