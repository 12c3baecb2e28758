import { expect, test } from 'vitest';
import { GridFormatError } from './grid-error.ts';
import { GridParser } from './grid-parser.ts';
import { StateGridParser } from './state-grid-parser.ts';

type Parser = GridParser | StateGridParser;

const PARSERS: ReadonlyArray<[string, () => Parser]> = [
  ['two-state', () => new GridParser()],
  ['two-state, digits', () => new GridParser({ digits: true })],
  ['3 states', () => new StateGridParser({ states: 3 })],
];

/** Feeds `chunks` one by one: how many grids came out, the index of the push that threw (chunks.length for `end`), and the error. */
function feed(parser: Parser, chunks: ReadonlyArray<string | Uint8Array>): { grids: number; at: number; error: GridFormatError | null } {
  let grids = 0;
  for (const [i, chunk] of chunks.entries()) {
    try {
      grids += parser.push(chunk).length;
    } catch (error) {
      if (!(error instanceof GridFormatError)) throw error;
      return { grids, at: i, error };
    }
  }
  try {
    grids += parser.end().length;
  } catch (error) {
    if (!(error instanceof GridFormatError)) throw error;
    return { grids, at: chunks.length, error };
  }
  return { grids, at: -1, error: null };
}

test('a stream of NUL bytes is refused at its first byte, in the first chunk, whatever the parser', () => {
  const zeros = Array.from({ length: 64 }, () => new Uint8Array(1 << 16));
  for (const [name, make] of PARSERS) {
    const { at, error } = feed(make(), zeros);
    expect(at, name).toBe(0);
    expect(error?.line, name).toBe(1);
    expect(error?.column, name).toBe(1);
    expect(error?.reason, name).toContain("'\\u0000'");
  }
});

test('bytes that are not UTF-8, with no line end, are refused in the first chunk (not at the line-length limit)', () => {
  const noise = Array.from({ length: 16 }, () => new Uint8Array(1 << 16).fill(0xff));
  const { at, error } = feed(new GridParser(), noise);
  expect(at).toBe(0);
  expect(error?.message).toBe("line 1, column 1: expected a size ('N' or 'M N') or a row of '#' and '.', found '\\uFFFD' (bytes that are not UTF-8)");
});

test('grids before a control character are handed out first; the error names its line and column', () => {
  const parser = new GridParser();
  expect(parser.push('1\n#\n2\n#.\n.').map((g) => g.board.toRows())).toEqual([['#']]);
  const { grids, error } = feed(parser, ['\u0007#\n']);
  expect(grids).toBe(0);
  expect(error?.message).toBe("line 5, column 2: expected '#' or '.', found '\\u0007'");
});

test('the same error for a control character whether the text comes whole or cut anywhere, as text or bytes', () => {
  const texts = ['2\n#.\n.\u0000#\n', '#.#\n.#.\u001f\n', '1 3\n#.#   \u0000', '2\n#.\n.#\n\u007f\n', `3\n###${' '.repeat(20)}\u0001\n`, '2 2 3\n01\n2\u0002\n'];
  const encoder = new TextEncoder();
  for (const [name, make] of PARSERS) {
    for (const text of texts) {
      const whole = feed(make(), [text]);
      expect(whole.error, `${name} ${JSON.stringify(text)}`).not.toBeNull();
      const bytes = encoder.encode(text);
      for (let cut = 0; cut <= text.length; cut++) {
        const split = feed(make(), [text.slice(0, cut), text.slice(cut)]);
        expect(split.error?.message, `${name} ${JSON.stringify(text)} cut at ${cut}`).toBe(whole.error?.message);
        const splitBytes = feed(make(), [bytes.subarray(0, cut), bytes.subarray(cut)]);
        expect(splitBytes.error?.message, `${name} bytes cut at ${cut}`).toBe(whole.error?.message);
      }
    }
  }
});

test('tabs, carriage returns and line ends are not control characters to refuse', () => {
  expect(feed(new GridParser(), ['2\r\n#.\t\r\n.#\r\n'])).toEqual({ grids: 1, at: -1, error: null });
});

test('a long line that is no header is refused with the same error as a short one, tokens never spread', () => {
  const long = 1 << 22;
  const cases: Array<[string, string]> = [
    ['y'.repeat(long), "line 1, column 1: expected a size ('N' or 'M N') or a row of '#' and '.', found 'y'"],
    [' 1'.repeat(long / 2), "line 1, column 6: expected the end of the header, found '1'"],
    [`${'7'.repeat(long)}x`, `line 1, column ${long + 1}: expected a size ('N' or 'M N') or a row of '#' and '.', found 'x'`],
  ];
  for (const [text, message] of cases) expect(feed(new GridParser(), [text]).error?.message).toBe(message);
  expect(feed(new StateGridParser({ states: 3 }), [`${'5'.repeat(long)}x`]).error?.message).toBe(`line 1, column ${long + 1}: expected a row count, found 'x'`);
  expect(feed(new StateGridParser({ states: 3 }), ['2 2 3 4 5 6 7']).error?.message).toBe("line 1, column 7: expected the end of the header, found '4'");
});
