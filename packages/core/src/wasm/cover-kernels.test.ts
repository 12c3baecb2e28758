import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { transposeBoard } from '../puzzle/transpose.ts';
import { lift, projectHalf } from '../solve/grid/cover-rows.ts';
import { foldBinomialSolve } from '../solve/grid/fold-binomial.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { TurnedPressRows } from '../solve/grid/turned-cover.ts';
import { coverTransposedWasm, turnedCover, turnedCoverIn, turnedCoverOut, turnedRowsPlace } from './cover-kernels.ts';
import { kernels, withKernels } from './kernels.ts';

kernelsOnInThisFile();

/** Sides around the word, u64 and v128 edges (and a few small ones). */
const WIDTHS = [1, 2, 3, 5, 16, 31, 32, 33, 63, 64, 65, 95, 127, 128, 129, 160, 161];
const LENGTHS = [1, 2, 3, 4, 7, 8, 33, 64, 65];

describe('cover kernels', () => {
  test('turnedCover: the cover of the transpose, as transposeBoard and lift make it, every row count', () => {
    const random = seededRandom('cover in');
    for (const n of WIDTHS) {
      for (const m of LENGTHS) {
        const board = randomBoard(n, m, { random });
        for (const rows of [(m + 1) >> 1, m]) {
          const want = lift(transposeBoard(board), rows);
          const got = new Uint32Array(want.words.length).fill(0xdeadbeef);
          expect(turnedCover(got, board.words, n, m, rows), 'the kernels load').toBe(true);
          expect(got, `${n}×${m}, ${rows} rows`).toEqual(want.words);
        }
      }
    }
  });

  test('turnedCoverIn writes the same rows where a hold would be (the memory\'s end), and refuses rows elsewhere', () => {
    const random = seededRandom('cover hold');
    const k = kernels()!;
    const mem = new Uint32Array(k.memory.buffer);
    for (const [n, m] of [[33, 7], [64, 128], [129, 65], [2048, 300]] as const) {
      const board = randomBoard(n, m, { random });
      const rows = (m + 1) >> 1;
      const want = lift(transposeBoard(board), rows).words;
      const at = (mem.length - want.length) & ~3;
      expect(turnedCoverIn(mem, at, board.words, n, m, rows), `${n}×${m}`).toBe(true);
      expect(mem.slice(at, at + want.length), `${n}×${m}`).toEqual(want);
      expect(turnedCoverIn(mem, at - 64, board.words, n, m, rows), `${n}×${m} below the end`).toBe(false);
    }
  });

  test('turnedCoverOut: the board under an invariant cover, as projectHalf and transposeBoard make it (odd m: the middle row\'s first half)', () => {
    const random = seededRandom('cover out');
    for (const n of WIDTHS) {
      for (const m of LENGTHS) {
        const cover = randomBoard((m + 1) >> 1, 2 * n, { random });
        const want = transposeBoard(projectHalf(cover, m, n));
        const got = new Uint32Array(want.words.length).fill(0xdeadbeef);
        expect(turnedCoverOut(got, cover.words, n, m), 'the kernels load').toBe(true);
        expect(got, `${n}×${m}`).toEqual(want.words);
      }
    }
  });

  test('coverTransposedWasm: lift, transpose, run, transpose back, project; the identity without a run, the fold chase with one', () => {
    const random = seededRandom('cover transposed');
    for (const n of WIDTHS) {
      for (const m of [2, 4, 8, 34, 64, 66, 130]) {
        const board = randomBoard(m, n, { random });
        const same = new Uint32Array(board.words.length);
        expect(coverTransposedWasm(same, board.words, m, n, 0, () => {}, 0), 'the kernels load').toBe(true);
        expect(same, `${m}×${n}`).toEqual(board.words);
        if (n < 4 || (n & (n - 1)) !== 0) continue;
        for (const wraps of [false, true]) {
          const presses = new Uint32Array(board.words.length);
          const h = m >>> 1;
          coverTransposedWasm(presses, board.words, m, n, ((h + 31) >>> 5) + 4, (k, at, free) => k.foldBinomialRows(at, n, h, wraps ? 1 : 0, free), 0);
          const want = withKernels('ts', () => transposeBoard(foldBinomialSolve(transposeBoard(board), wraps)));
          expect(presses, `${m}×${n}, wraps ${wraps}`).toEqual(want.words);
        }
      }
    }
    expect(coverTransposedWasm(new Uint32Array(3 * 2), new Board(3, 40).words, 3, 40, 0, () => {}, 0), 'odd m').toBe(false);
  });
  test('TurnedPressRows: cover rows projected in the kernels\' memory block by block, transposed out once, as turnedPresses makes them', () => {
    const random = seededRandom('press rows');
    const k = kernels()!;
    const mem = new Uint32Array(k.memory.buffer);
    const at = ((k.heapBase() >>> 2) + 64 * 1024) & ~3;
    for (const n of WIDTHS) {
      for (const m of LENGTHS) {
        const half = (m + 1) >> 1;
        const cs = (2 * n + 31) >>> 5;
        const cover = randomBoard(half, 2 * n, { random });
        const want = transposeBoard(projectHalf(cover, m, n));
        for (const block of [1, 3, half]) {
          const rows = new TurnedPressRows(n, m, null);
          for (let first = 0; first < half; first += block) {
            const count = Math.min(block, half - first);
            mem.set(cover.words.subarray(first * cs, (first + count) * cs), at);
            rows.move(mem, at, first, count);
          }
          expect(rows.board().words, `${n}×${m}, blocks of ${block}`).toEqual(want.words);
          // rows from an array outside the module's memory: kept, and made by turnedPresses
          const kept = new TurnedPressRows(n, m, null);
          kept.move(cover.words, 0, 0, half);
          expect(kept.board().words, `${n}×${m}, kept`).toEqual(want.words);
        }
      }
    }
    expect(turnedRowsPlace(mem, mem.length - 64, 64, 64, null), 'no room above the chase').toBe(null);
  });
});
