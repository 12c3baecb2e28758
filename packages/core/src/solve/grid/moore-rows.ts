import { Board } from '../../puzzle/board.ts';

/**
 * `path-fold.ts`'s fold and tile across the rows of a board of m = 3h − 1 rows (the rows' path folded onto the path of
 * h − 1 rows, and back), for `moore-third.ts`'s split across rows: the same maps with whole rows for cells, so each is
 * a few XORs of whole rows and no bit is reversed (row j of the fold is rows j, j + 2h and 2h − 2 − j; the tile puts
 * row j at rows j, 2h − 2 − j and j + 2h).
 */

/** Row `to` of `out` ^= row `from` of `q` (both `stride` words a row). */
function xorRowOf(out: Uint32Array, to: number, q: Uint32Array, from: number, stride: number): void {
  const o = to * stride;
  const f = from * stride;
  for (let k = 0; k < stride; k++) out[o + k]! ^= q[f + k]!;
}

/** The fold of the lights' rows (m = 3h − 1) onto h − 1 rows: a new board. */
export function foldRows(lights: Board, h: number): Board {
  const { cols, stride, words } = lights;
  const out = new Board(h - 1, cols);
  for (let j = 0; j < h - 1; j++) {
    xorRowOf(out.words, j, words, j, stride);
    xorRowOf(out.words, j, words, j + 2 * h, stride);
    xorRowOf(out.words, j, words, 2 * h - 2 - j, stride);
  }
  return out;
}

/** out (m = 3h − 1 rows) ^= the tile of q's h − 1 rows, in place. */
export function xorTiledRows(out: Board, q: Board, h: number): void {
  const { stride } = out;
  for (let j = 0; j < h - 1; j++) {
    xorRowOf(out.words, j, q.words, j, stride);
    xorRowOf(out.words, 2 * h - 2 - j, q.words, j, stride);
    xorRowOf(out.words, j + 2 * h, q.words, j, stride);
  }
}
