import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { transposeBoard } from '../puzzle/transpose.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { transposeWasm } from './transpose-kernels.ts';

kernelsOnInThisFile();

/** The kernel's transpose of `board` (any size: no smallest board), asserting that it ran. */
function kernelTranspose(board: Board): Board {
  const out = new Board(board.cols, board.rows);
  expect(transposeWasm(out.words, board.words, board.rows, board.cols, 0), 'the kernels load').toBe(true);
  return out;
}

/** The TypeScript path's transpose. */
const reference = (board: Board): Board => withKernels('ts', () => transposeBoard(board));

/** The first word where a and b differ, −1 when they are equal (a short message where a diff of big arrays would be slow). */
function firstDifference(a: Uint32Array, b: Uint32Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Sides around the 32-, 64- and 128-bit edges of words, u64 halves and tiles. */
const EDGES = [1, 2, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 191, 192, 193, 200];

describe('transposeBits kernel', () => {
  test('gives the TypeScript transpose for sides around the word, u64 and tile edges both ways', () => {
    const random = seededRandom('transpose-edges');
    for (const rows of EDGES) {
      for (const cols of EDGES) {
        const board = randomBoard(rows, cols, { random });
        expect(firstDifference(kernelTranspose(board).words, reference(board).words), `${rows}×${cols}`).toBe(-1);
      }
    }
  });

  test('gives the TypeScript transpose on seeded shapes up to 200 × 200 and on large ragged ones', () => {
    const random = seededRandom('transpose-shapes');
    const shapes: Array<[number, number]> = [[1000, 4097], [4097, 1000], [2048, 2048], [1, 5000], [5000, 1], [300, 2050]];
    for (let i = 0; i < 120; i++) shapes.push([1 + (random() % 200), 1 + (random() % 200)]);
    for (const [rows, cols] of shapes) {
      const board = randomBoard(rows, cols, { random });
      expect(firstDifference(kernelTranspose(board).words, reference(board).words), `${rows}×${cols}`).toBe(-1);
    }
  });

  test('moves each single light at the edges to its mirror cell and nowhere else, and twice is the identity', () => {
    for (const [rows, cols] of [[130, 257], [257, 130], [64, 128]] as const) {
      for (const r of [0, 31, 32, 63, 64, 65, rows - 1].filter((v) => v < rows)) {
        for (const c of [0, 31, 32, 63, 64, 127, 128, cols - 1].filter((v) => v < cols)) {
          const t = kernelTranspose(Board.fromCells(rows, cols, [[r, c]]));
          expect([t.get(c, r), t.count()], `(${r}, ${c}) of ${rows}×${cols}`).toEqual([true, 1]);
        }
      }
      const board = randomBoard(rows, cols, { random: seededRandom(`twice-${rows}`) });
      expect(kernelTranspose(kernelTranspose(board)).equals(board)).toBe(true);
    }
  });

  test('transposeBoard takes the kernel from the smallest board on, and the TypeScript path below it', () => {
    const board = randomBoard(256, 256, { random: seededRandom('board') });
    expect(transposeWasm(new Uint32Array(256 * 8), board.words, 256, 256), 'a board of 2048 words').toBe(true);
    expect(transposeWasm(new Uint32Array(32), new Uint32Array(32), 32, 32)).toBe(false);
    expect(transposeBoard(board).equals(reference(board))).toBe(true);
  });
});
