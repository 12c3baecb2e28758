import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { coverBoard, defect, lift, project, projectHalf, REUSED_COVER_WORDS } from './cover-rows.ts';

/** The cover's rows bit by bit, from the definition: cover (r, c) = board (r, c), cover (r, c + n) = board (m − 1 − r, c). */
function liftByBits(board: Board): Board {
  const { rows, cols } = board;
  const cover = new Board(rows, 2 * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (board.get(r, c)) cover.toggle(r, c);
      if (board.get(rows - 1 - r, c)) cover.toggle(r, c + cols);
    }
  }
  return cover;
}

describe('cover rows', () => {
  const random = seededRandom('cover rows');
  const widths = [1, 2, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 100, 127, 128, 129];

  it('lift, project and defect agree with the definition bit by bit at widths around the word', () => {
    for (const cols of widths) {
      for (const rows of [1, 2, 5]) {
        const board = randomBoard(rows, cols, { random });
        const cover = lift(board);
        expect(cover.equals(liftByBits(board)), `${rows}×${cols}`).toBe(true);
        expect(project(cover, cols).equals(board), `${rows}×${cols}`).toBe(true);
        const top = lift(board, (rows + 1) >> 1);
        expect([...top.words], `${rows}×${cols} top rows`).toEqual([...cover.words.subarray(0, top.words.length)]);
        // (1 + τ)·y on the first n columns: y (r, c) + y (m − 1 − r, c + n); zero for a lifted board
        expect(defect(cover, cols).every((w) => w === 0), `${rows}×${cols}`).toBe(true);
        const y = randomBoard(rows, 2 * cols, { random });
        const want = new Board(rows, cols);
        for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (y.get(r, c) !== y.get(rows - 1 - r, c + cols)) want.toggle(r, c);
        expect([...defect(y, cols)], `${rows}×${cols}`).toEqual([...want.words]);
        // a cover's first ⌈m/2⌉ rows give the board: the rest are those rows turned by n cells
        const half = lift(board);
        for (let r = (rows + 1) >> 1; r < rows; r++) half.words.fill(0xffffffff, r * half.stride, (r + 1) * half.stride);
        expect(projectHalf(half, rows, cols).equals(board), `${rows}×${cols} half`).toBe(true);
      }
    }
  });

  it('a reused cover: lift writes every word over what the slot held; a zeroed one starts all off; past the reused words, fresh', () => {
    for (const cols of widths) {
      for (const rows of [1, 2, 5]) {
        const board = randomBoard(rows, cols, { random });
        for (const slot of [0, 1] as const) {
          coverBoard(slot, 9, 300, false).words.fill(0xffffffff); // the slot's words dirty (padding too: past the board)
          const cover = lift(board, rows, coverBoard(slot, rows, 2 * cols, false));
          expect(cover.equals(liftByBits(board)), `${rows}×${cols} slot ${slot}`).toBe(true);
          coverBoard(slot, 9, 300, false).words.fill(0xffffffff);
          expect(coverBoard(slot, rows, 2 * cols).count(), `${rows}×${cols} slot ${slot} zeroed`).toBe(0);
        }
      }
    }
    const first = coverBoard(0, 4, 64, false);
    expect(coverBoard(0, 2, 96, false).words.buffer, 'the same words').toBe(first.words.buffer);
    expect(coverBoard(1, 4, 64).words.buffer, 'another slot, other words').not.toBe(first.words.buffer);
    expect(coverBoard(0, REUSED_COVER_WORDS + 1, 32).words.buffer, 'past the reused words').not.toBe(first.words.buffer);
  });
});
