import { describe, expect, it } from 'vitest';
import { wordsFor, xorWords } from '../gf2/words.ts';
import { Board } from '../puzzle/board.ts';
import { seededRandom } from '../puzzle/random.ts';
import { lift, liftRows, projectRows } from '../solve/grid/cover-rows.ts';
import { holdTop, kernels, memoryWords } from './kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { coverLifter, liftCoverHeld, projectBlockWasm, projectCoverWasm, WASM_PROJECT_COVER_MIN_WORDS } from './project-cover-kernels.ts';
import { randomBoard } from '../puzzle/random.ts';

/** `count` rows of 2n cells, random (the bits past 2n zero). */
function coverRows(count: number, n: number, random: () => number): Uint32Array {
  const cs = wordsFor(2 * n);
  const rows = new Uint32Array(count * cs).map(() => random() >>> 0);
  if ((2 * n) % 32 !== 0) for (let r = 0; r < count; r++) rows[r * cs + cs - 1]! &= (1 << ((2 * n) % 32)) - 1;
  return rows;
}

describe('projectCover kernel: the board under the projective cover rows, a periodic pattern added', () => {
  kernelsOnInThisFile();

  it('writes the board the TypeScript projection writes, widths around 32, 64 and 128 bits, odd and even m, periods 0, 2 and 3', () => {
    const random = seededRandom('project cover kernel');
    let compared = 0;
    for (const n of [31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 2048]) {
      const stride = wordsFor(n);
      const cs = wordsFor(2 * n);
      const least = Math.ceil(WASM_PROJECT_COVER_MIN_WORDS / stride);
      for (const m of [least, least + 1, least + 6]) {
        const height = Math.ceil(m / 2);
        for (const period of [0, 2, 3]) {
          const rows = coverRows(height, n, random);
          const pattern = period > 0 ? coverRows(period, n, random) : null;
          const board = Board.filled(m, n); // every word written
          expect(projectCoverWasm(board, rows, pattern, period), `${m}×${n}`).toBe(true);
          const added = rows.slice();
          if (pattern) for (let r = 0; r < height; r++) xorWords(added, pattern, cs, r * cs, (r % period) * cs);
          const want = new Board(m, n);
          projectRows(added, 0, want, 0, height);
          expect(board.equals(want), `${m}×${n} period ${period}`).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBe(99);
  });

  it('lifts a board into held memory as liftRows lifts it, widths around 32, 64 and 128 bits, odd and even m, all rows or the first half', () => {
    const random = seededRandom('lift cover kernel');
    let compared = 0;
    for (const n of [31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 2048]) {
      const cs = wordsFor(2 * n);
      const stride = wordsFor(n);
      const least = Math.ceil(WASM_PROJECT_COVER_MIN_WORDS / cs) * 2;
      for (const m of [least, least + 1, least + 6]) {
        const board = randomBoard(m, n, { random });
        for (const rows of [Math.ceil(m / 2), m]) {
          const want = lift(board, rows);
          // one block, then blocks of 1, 3 and 7 row pairs (the last one short, the middle row of odd m in it)
          for (const blockWords of [undefined, 2 * stride, 6 * stride, 14 * stride]) {
            const hold = liftCoverHeld(board, rows, blockWords);
            expect(hold, `${m}×${n}`).not.toBeNull();
            const mem = memoryWords(kernels()!, 0)!;
            expect([...mem.subarray(hold!.from, hold!.from + rows * cs)].every((w, i) => w === want.words[i]), `${m}×${n}, ${rows} rows, blocks of ${blockWords}`).toBe(true);
          }
          compared++;
        }
      }
    }
    expect(compared).toBe(66);
  });

  it('lifts blocks of cover rows where they are read as liftRows lifts them, from one copy of the board, any first row up to the middle', () => {
    const random = seededRandom('cover lifter kernel');
    let compared = 0;
    for (const n of [31, 32, 33, 64, 65, 129, 2048]) {
      const cs = wordsFor(2 * n);
      const least = Math.ceil(WASM_PROJECT_COVER_MIN_WORDS / wordsFor(n));
      for (const m of [least, least + 1, least + 6]) {
        const board = randomBoard(m, n, { random });
        const base = ((kernels()!.heapBase() + 15) >>> 4) << 2;
        const lifter = coverLifter(board, base + 16 + 64 * cs);
        expect(lifter, `${m}×${n}`).not.toBeNull();
        const mem = memoryWords(kernels()!, 0)!;
        const height = Math.ceil(m / 2);
        // blocks of at most 64 rows, as a reader's, below the board's copy
        for (const [first, count] of [[0, Math.min(64, height)], [0, 1], [1, 5], [height - 3, 3], [Math.floor(m / 4), 7]] as const) {
          const to = base + 8;
          mem.fill(0xdeadbeef, to, to + count * cs);
          expect(lifter!(mem, to, first, count), `${m}×${n} from ${first}`).toBe(true);
          const want = new Uint32Array(count * cs);
          liftRows(board, want, 0, first, count);
          expect([...mem.subarray(to, to + count * cs)], `${m}×${n} from ${first}`).toEqual([...want]);
          compared++;
        }
        // not the module's memory, or rows whose mirror lies before the first: left to the caller
        expect(lifter!(new Uint32Array(mem.length), base + 8, 0, 1)).toBe(false);
        expect(lifter!(mem, base + 8, height, m - height + 1)).toBe(false);
      }
    }
    expect(compared).toBe(105);
  });

  it('projects blocks of cover rows onto the board as projectRows does, in two runs, odd and even m, the middle row kept', () => {
    const random = seededRandom('project block kernel');
    let compared = 0;
    for (const n of [31, 32, 33, 64, 65, 129, 2048]) {
      const cs = wordsFor(2 * n);
      for (const m of [7, 8, 41, 64, 65]) {
        const height = Math.ceil(m / 2);
        const rows = coverRows(height, n, random);
        const base = ((kernels()!.heapBase() + 15) >>> 4) << 2;
        for (const [first, count] of [[0, height], [0, 1], [1, 2], [height - 1, 1], [height - 3, 3]] as const) {
          const mem = memoryWords(kernels()!, 0)!;
          mem.set(rows.subarray(first * cs, (first + count) * cs), base);
          const board = Board.filled(m, n);
          const want = Board.filled(m, n);
          projectRows(rows, first * cs, want, first, count);
          expect(projectBlockWasm(mem, base, board, first, count, base + count * cs + 1), `${m}×${n} from ${first}`).toBe(true);
          expect(board.equals(want), `${m}×${n} from ${first}, ${count} rows`).toBe(true);
          compared++;
        }
        // rows past the first ⌈m/2⌉, not the module's memory, or no room below a hold: left to the caller
        const mem = memoryWords(kernels()!, 0)!;
        expect(projectBlockWasm(mem, base, new Board(m, n), height - 1, 2, base + 2 * cs)).toBe(false);
        expect(projectBlockWasm(new Uint32Array(mem.length), base, new Board(m, n), 0, 1, base + cs)).toBe(false);
        const hold = holdTop(kernels()!, 16, base + 4 * cs)!;
        expect(projectBlockWasm(mem, base, new Board(m, n), 0, height, hold.from - 4)).toBe(false);
      }
    }
    expect(compared).toBe(175);
  });

  it('leaves boards below the least size to TypeScript', () => {
    const board = new Board(8, 64);
    expect(projectCoverWasm(board, new Uint32Array(4 * 4), null, 0)).toBe(false);
    expect(liftCoverHeld(board, 4)).toBeNull();
    expect(coverLifter(board, 1 << 16)).toBeNull();
  });
});
