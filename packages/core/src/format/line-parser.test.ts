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

/** Feeds `chunks` one by one; the index of the push that threw (or -1) and the error. */
function pushUntilError(parser: GridParser, chunks: Array<string | Uint8Array>): { at: number; error: unknown } {
  for (const [i, chunk] of chunks.entries()) {
    try {
      parser.push(chunk);
    } catch (error) {
      return { at: i, error };
    }
  }
  try {
    parser.end();
  } catch (error) {
    return { at: chunks.length, error };
  }
  return { at: -1, error: null };
}

test('a line longer than the row it should be is refused at the chunk that passes the limit, not at its end', () => {
  const chunks = ['3\n###\n', ...Array.from({ length: 100 }, () => '#'.repeat(1 << 16))];
  const { at, error } = pushUntilError(new GridParser(), chunks);
  expect(at).toBe(1);
  expect((error as Error).message).toBe("line 3, column 4: expected the row to end after 3 cells, found '#'");
  // a line without any newline, outside a grid, is bounded by the cell limit
  const headerless = pushUntilError(new GridParser({ maxCells: 1000 }), Array.from({ length: 100 }, () => '.'.repeat(300)));
  expect(headerless.at).toBe(3);
  expect((headerless.error as Error).message).toBe('line 1, column 1: grid grows past 1000 cells, the limit');
});

test('trailing blanks past the limit cost nothing and are trimmed; a character after them is refused as in one chunk', () => {
  const spaces = Array.from({ length: 50 }, () => ' '.repeat(1 << 14));
  const ok = new GridParser();
  const grids = [...ok.push('2 3\n#.#'), ...spaces.flatMap((s) => ok.push(s)), ...ok.push('\r\n.#.\n'), ...ok.end()];
  expect(grids.map((g) => g.board.toRows())).toEqual([['#.#', '.#.']]);
  const text = `2 3\n#.#${' '.repeat(1 << 16)}x\n.#.\n`;
  const whole = pushUntilError(new GridParser(), [text]);
  const chunked = pushUntilError(new GridParser(), ['2 3\n#.#', ...spaces.slice(0, 4), 'x\n.#.\n']);
  expect((chunked.error as Error).message).toBe((whole.error as Error).message);
  expect((whole.error as Error).message).toBe("line 2, column 4: expected the row to end after 3 cells, found ' '");
});

test('byte chunks decode as UTF-8, a character split between chunks included; the UTF-8 BOM is dropped', () => {
  const bytes = new TextEncoder().encode('\uFEFF2\n#.\n.é\n');
  for (let cut = 0; cut <= bytes.length; cut++) {
    const parser = new GridParser();
    const { error } = pushUntilError(parser, [bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect((error as Error).message).toBe("line 3, column 2: expected '#' or '.', found 'é'");
  }
  expect([...new GridParser().push(new TextEncoder().encode('\uFEFF1\n#\n'))].map((g) => g.board.toRows())).toEqual([['#']]);
});

test('UTF-16 and UTF-32 text is refused by its byte order mark, by name', () => {
  const utf16 = Uint8Array.from([0xff, 0xfe, 0x31, 0, 0x0a, 0, 0x23, 0, 0x0a, 0]);
  expect(pushUntilError(new GridParser(), [utf16]).error).toMatchObject({
    message: 'line 1, column 1: the text is UTF-16 (little-endian), as its byte order mark says; save it as UTF-8',
  });
  expect((pushUntilError(new GridParser(), [Uint8Array.from([0xfe]), Uint8Array.from([0xff, 0, 0x31])]).error as Error).message).toMatch(/UTF-16 \(big-endian\)/);
  expect((pushUntilError(new GridParser(), [Uint8Array.from([0xff, 0xfe, 0, 0])]).error as Error).message).toMatch(/UTF-32 \(little-endian\)/);
  // two bytes only, then the end: still named
  expect((pushUntilError(new GridParser(), [Uint8Array.from([0xff, 0xfe])]).error as Error).message).toMatch(/UTF-16/);
});

test('bytes that are not UTF-8 are named as such', () => {
  const { error } = pushUntilError(new GridParser(), [Uint8Array.from([0x31, 0x0a, 0xc3, 0x0a])]);
  expect((error as Error).message).toBe("line 2, column 1: expected '#' or '.', found '\\uFFFD' (bytes that are not UTF-8)");
});
