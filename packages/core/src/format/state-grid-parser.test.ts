import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GridFormatError } from './grid-error.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { formatStateGrid, formatStateGrids } from './state-grid-format.ts';
import { parseStateGrid, parseStateGrids, parseStateGridStream, StateGridParser } from './state-grid-parser.ts';
import { seededRandom } from '../puzzle/random.ts';

function errorOf(f: () => unknown): GridFormatError {
  try {
    f();
  } catch (e) {
    if (e instanceof GridFormatError) return e;
    throw e;
  }
  throw new Error('expected a GridFormatError');
}

const rowsOf = (text: string, options?: { states?: number }): string[][] => [...parseStateGrids(text, options)].map((g) => g.board.toRows());

describe('k-state grid text', () => {
  it('reads headers N, M N and M N K, symbols, letters in either case, . and #', () => {
    const grids = [...parseStateGrids('2\n01\n10\n\n2 3 3\n012\n.#2\n1 4 36\n9aZz\n')];
    expect(grids.map((g) => [g.board.rows, g.board.cols, g.board.states, g.line])).toEqual([[2, 2, 2, 1], [2, 3, 3, 5], [1, 4, 36, 8]]);
    expect(grids[1]!.board.toRows()).toEqual(['012', '012']);
    expect(Array.from(grids[2]!.board.cells)).toEqual([9, 10, 35, 35]);
  });

  it('takes the state count from the options, headerless grids too', () => {
    expect(rowsOf('2\n21\n12\n', { states: 3 })).toEqual([['21', '12']]);
    expect([...parseStateGrids('#.a\nb..\n\n.#\n', { states: 12 })].map((g) => [g.board.toRows(), g.line])).toEqual([[['10a', 'b00'], 1], [['01'], 4]]);
    expect(rowsOf('.#\n#.\n3\n...\n.#.\n...\n')).toEqual([['01', '10'], ['000', '010', '000']]);
  });

  it('reads wide grids (k > 36) as decimal numbers', () => {
    const b = parseStateGrid('2 3 200\n0 199 .\n# 7   42\n');
    expect(Array.from(b.cells)).toEqual([0, 199, 0, 1, 7, 42]);
    expect(formatStateGrid(b)).toBe('2 3 200\n0 199 0\n1 7 42\n');
  });

  it('names line and column of every error', () => {
    const cases: Array<[string, number, number | undefined, RegExp, number?]> = [
      ['2 2 3\n01\n03\n', 3, 2, /expected a state '0'..'2', found '3'/],
      ['2\n0x\n', 2, 2, /found 'x'/],
      ['2\n010\n01\n', 2, 3, /row to end after 2 cells/],
      ['2\n0\n', 2, 2, /expected 2 cells/],
      ['2\n01\n', 3, undefined, /declared 2 rows, found 1/],
      ['2\n01\n\n10\n', 3, undefined, /declared 2 rows, found 1/],
      ['2 2 1\n', 1, 5, /state count from 2 to 255/],
      ['2 2 256\n', 1, 5, /state count from 2 to 255/],
      ['2 2 4\n', 1, 5, /declares 4 states, but 3 were asked for/, 3],
      ['2 2 2 2\n', 1, 7, /end of the header/],
      ['2 x\n', 1, 3, /a column count, found 'x'/],
      ['0\n', 1, 1, /positive size/],
      ['2 3 40\n1 2 40\n0 0 0\n', 2, 5, /a state 0..39, found '40'/],
      ['1 2 40\n1\n', 2, 2, /expected 2 cells/],
      ['1 2 40\n1 2 3\n', 2, 5, /end after 2 cells, found '3'/],
      ['.#\n', 1, 1, /need one/, 40],
      ['99999 99999\n', 1, 1, /over the limit/],
    ];
    for (const [text, line, column, reason, states] of cases) {
      const e = errorOf(() => [...parseStateGrids(text, states ? { states } : {})]);
      expect(e.line, text).toBe(line);
      expect(e.column, text).toBe(column);
      expect(e.message, text).toMatch(reason);
    }
    expect(() => new StateGridParser({ states: 1 })).toThrow(RangeError);
    expect(errorOf(() => parseStateGrid('1\n0\n1\n1\n')).message).toMatch(/exactly one grid, found 2/);
  });

  it('streams: any chunking gives the same grids', async () => {
    const text = '\ufeff2 2 5\r\n04\r\n40\r\n\r\n1 3 12\nab0\n';
    const whole = rowsOf(text);
    for (let size = 1; size < 6; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      const got: string[][] = [];
      for await (const g of parseStateGridStream(chunks)) got.push(g.board.toRows());
      expect(got).toEqual(whole);
    }
  });

  it('round-trips through the formatter for every k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 255 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer(), (k, rows, cols, seed) => {
        const next = seededRandom(seed);
        const board = new StateBoard(rows, cols, k, Uint8Array.from({ length: rows * cols }, () => next() % k));
        const text = formatStateGrids([board, board]);
        const back = [...parseStateGrids(text)];
        expect(back.length).toBe(2);
        expect(back[0]!.board.equals(board)).toBe(true);
      }),
    );
  });

  it('garbage gives grids or a GridFormatError, never a crash', () => {
    const alphabet = fc.constantFrom('0', '1', '2', '9', 'a', 'Z', ' ', '\n', '\r', '.', '#', '-', 'x', '\t');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')), fc.constantFrom(undefined, 2, 3, 37), (text, states) => {
        try {
          [...parseStateGrids(text, { states })];
        } catch (e) {
          expect(e).toBeInstanceOf(GridFormatError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

it('k-state grids: bytes, a bounded row of numbers, many headerless rows, sizes quoted as written', () => {
  expect([...parseStateGrids(new TextEncoder().encode('1 2 3\n12\n'))].map((g) => g.board.toRows())).toEqual([['12']]);
  const parser = new StateGridParser();
  parser.push('1 2 40\n1 ');
  expect(() => parser.push(`${' '.repeat(20)}39`)).toThrow("line 2, column 9: expected a row of 2 numbers in at most 8 characters");
  expect(() => [...parseStateGrids('1 2 40\n1      2\n')]).not.toThrow();
  const [tall] = [...parseStateGrids('a\n1\n'.repeat(30_000), { states: 11 })];
  expect(tall!.board.rows).toBe(60_000);
  expect(tall!.board.cells[59_998]).toBe(10);
  expect(() => [...parseStateGrids('100000000000000000000 2\n')]).toThrow(
    'line 1, column 1: grid 100000000000000000000×2 has 200000000000000000000 cells, over the limit of 268435456',
  );
  expect(() => [...parseStateGrids('2 2 99999\n')]).toThrow("line 1, column 5: expected a state count from 2 to 255, found '99999'");
});
