import { Board, randomBoard, seededRandom } from '@lightsout/core';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeCells, writeGrid } from './grid-output.ts';
import { Output } from './output.ts';

async function capture(write: (out: Output) => Promise<void>): Promise<string> {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const out = new Output(sink);
  await write(out);
  await out.flush();
  return text;
}

describe('writeGrid', () => {
  it.each([1, 3, 4, 31, 32, 33, 64, 65, 100])('prints %i columns exactly like Board.toRows', async (cols) => {
    const board = randomBoard(7, cols, { random: seededRandom(cols) });
    expect(await capture((out) => writeGrid(out, board))).toBe(`${board.toRows().join('\n')}\n`);
  });

  it('adds a header when asked: N for squares, M N otherwise', async () => {
    expect(await capture((out) => writeGrid(out, Board.fromRows(['#.', '.#']), true))).toBe('2\n#.\n.#\n');
    expect(await capture((out) => writeGrid(out, Board.fromRows(['#..']), true))).toBe('1 3\n#..\n');
  });

  it('splits big grids into blocks without losing rows', async () => {
    const board = randomBoard(300, 1000, { random: seededRandom(1) });
    const text = await capture((out) => writeGrid(out, board));
    expect(text.split('\n').slice(0, -1)).toEqual(board.toRows());
  });
});

describe('writeCells', () => {
  it('lists lit cells 1-based in row-major order', async () => {
    const board = Board.fromRows(['#..', '..#', '.#.']);
    expect(await capture((out) => writeCells(out, board, 'coords', ' '))).toBe('1,1 2,3 3,2');
    expect(await capture((out) => writeCells(out, board, 'json', ','))).toBe('[1,1],[2,3],[3,2]');
  });

  it('covers columns past the first word', async () => {
    const board = new Board(2, 70);
    board.set(1, 69, true);
    board.set(0, 32, true);
    expect(await capture((out) => writeCells(out, board, 'coords', ' '))).toBe('1,33 2,70');
  });
});
