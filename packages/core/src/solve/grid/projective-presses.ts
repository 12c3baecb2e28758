import { getBit, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { coverBoard, projectRows, REUSED_COVER_WORDS } from './cover-rows.ts';
import type { ProjectiveChase } from './projective-chase.ts';

/**
 * Reading a folded projective plane's presses off its unknowns: U from its coefficients, the chase from (ρU, U)
 * with the κ coefficients, and the board from the cover rows (rows r and m − 1 − r of the board are one ring).
 */

/** U, the first row: the unknowns' first 2n bits. */
export function firstRow(chase: ProjectiveChase, z: Uint32Array): Uint32Array {
  const { ring, stride } = chase;
  const u = z.slice(0, stride);
  if (ring % 32 !== 0) u[stride - 1]! &= (1 << (ring % 32)) - 1;
  return u;
}

/** The board's presses from the unknowns `z` (U, then κ) over the cover's lights (null: a quiet pattern). */
export function pressesOf(chase: ProjectiveChase, lights: Board | null, z: Uint32Array): Board {
  const { ring, beta, divisions } = chase;
  const u = firstRow(chase, z);
  const { v, seam } = chase.start(u);
  const kappa = new Uint32Array(wordsFor(beta * divisions + 1));
  for (let i = 0; i < beta * divisions; i++) if (getBit(z, ring + i)) kappa[i >>> 5]! |= 1 << (i & 31);
  const cover = coverBoard(1, Math.ceil(chase.fold.m / 2), ring, false);
  chase.chase(lights, 0, v, u, seam, kappa, cover);
  return unfold(chase, cover.words);
}

/**
 * Where the first chase of a solve (the lights alone, from (0, 0)) writes its rows for {@link pressesOver}: a board
 * of ⌈m/2⌉ rows (reused words: dropped by the end of the solve), or null where the kernel chases (its second chase then takes the lights again: no rows copied out
 * of the first, none added after).
 */
export function lightRows(chase: ProjectiveChase): Board | null {
  if (chase.kernelTakes) return null;
  const height = Math.ceil(chase.fold.m / 2);
  const size = height * chase.stride;
  if (size > REUSED_COVER_WORDS) return new Board(height, chase.ring);
  // every row is written by the chase; the words are the solve's alone (pressesOver then xors its rows into them)
  if (reusedRows.length < size) reusedRows = new Uint32Array(size);
  const words = reusedRows.subarray(0, size);
  for (let k = chase.stride - 1; k < size; k += chase.stride) words[k] = 0; // a board's padding bits are zero
  return new Board(height, chase.ring, words);
}

/** The words of {@link lightRows}' boards, reused solve after solve (as `coverBoard`'s, and as large at most). */
let reusedRows = new Uint32Array(0);

/**
 * The board's presses from first row `u` for the cover's `lights`: the chase from (ρU, U) with the seam and the
 * lights. Or, given `rows` ({@link lightRows}: the rows a chase of the lights alone wrote, from (0, 0), without the
 * seam; ⌈m/2⌉ rows, no κ), the rows of the chase from (ρU, U) with the seam and no lights added to them: the chase
 * is linear (c⁺ is), and where a = λ·c that chase divides nothing past row 0.
 */
export function pressesOver(chase: ProjectiveChase, lights: Board, rows: Board | null, u: Uint32Array): Board {
  const { v, seam } = chase.start(u);
  if (rows) {
    // the rows of the chase from (ρU, U) xored into the lights' own (the solve's words, not read after this)
    chase.chase(null, 0, v, u, seam, null, rows, true);
    return unfold(chase, rows.words);
  }
  const cover = coverBoard(1, Math.ceil(chase.fold.m / 2), chase.ring, false);
  chase.chase(lights, 0, v, u, seam, null, cover);
  return unfold(chase, cover.words);
}

/** The board of cover rows P₀ … P_{⌈m/2⌉−1} (the first rows of `rows`): row m − 1 − r is σ·Pᵣ's first half, Pᵣ's last n cells. */
export function unfold(chase: ProjectiveChase, rows: Uint32Array): Board {
  const { m, n } = chase.fold;
  const board = new Board(m, n);
  projectRows(rows, 0, board, 0, Math.ceil(m / 2));
  return board;
}
