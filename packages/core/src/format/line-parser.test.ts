import { expect, test } from 'vitest';
import { GridFormatError } from './grid-error.ts';
import { StateGridParser } from './state-grid-parser.ts';
import { GridParser, parseGrids } from './grid-parser.ts';

test('grids completed before an error in the same chunk are returned, then the error is thrown', () => {
  const parser = new GridParser();
  const text = '2\n#.\n.#\n2\n#x\n..\n';
  const first = parser.push(text);
  expect(first.map((g) => g.board.toString())).toEqual(['#.\n.#']);
  expect(() => parser.push('')).toThrow(GridFormatError);
  expect(() => parser.end()).toThrow(/line 5, column 2: expected '#' or '.', found 'x'/);
});

test('an error with nothing completed before it is thrown at once, and parseGrids yields the good grids first', () => {
  expect(() => new GridParser().push('x\n')).toThrow(GridFormatError);
  const seen: string[] = [];
  expect(() => {
    for (const g of parseGrids('1\n#\n1\n?\n')) seen.push(g.board.toString());
  }).toThrow(/line 4, column 1/);
  expect(seen).toEqual(['#']);
});

test('the k-state parser shares the behaviour: grids before an error come first', () => {
  const parser = new StateGridParser({ states: 3 });
  expect(parser.push('2\n01\n22\n2\n0x\n').map((g) => g.board.toRows())).toEqual([['01', '22']]);
  expect(() => parser.end()).toThrow(/line 5, column 2/);
});

test('a two-state grid may carry the k-state header `M N 2`; other state counts are refused with a pointer', () => {
  expect([...parseGrids('2 3 2\n#.#\n.#.\n')].map((g) => g.board.toRows())).toEqual([['#.#', '.#.']]);
  expect(() => [...parseGrids('2 3 3\n#.#\n.#.\n')]).toThrow(
    "line 1, column 5: expected the end of the header (a grid of 3 states needs the k-state parser), found '3'",
  );
});
