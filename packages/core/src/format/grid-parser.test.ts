import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cases } from '../_test-seed.ts';
import { fixtureText, shapedBoardArb } from '../_test-support.ts';
import { Board } from '../puzzle/board.ts';
import { GridFormatError } from './grid-error.ts';
import { formatGrid, formatGrids } from './grid-format.ts';
import { DEFAULT_MAX_GRID_CELLS } from './grid-header.ts';
import { type GridParseOptions, GridParser, type ParsedGrid, parseGrid, parseGrids, parseGridStream } from './grid-parser.ts';

/** Everything parsed from `text`, as [rows of #/., start line] pairs. */
function parseAll(text: string, options?: GridParseOptions): Array<[string[], number]> {
  return [...parseGrids(text, options)].map((g) => [g.board.toRows(), g.line]);
}

/** The GridFormatError thrown while parsing `text` (fails the test when something else happens). */
function errorOf(text: string, options?: GridParseOptions): GridFormatError {
  try {
    parseAll(text, options);
  } catch (e) {
    if (!(e instanceof GridFormatError)) throw new Error(`expected a GridFormatError, got ${String(e)}`);
    return e;
  }
  throw new Error(`parsing ${JSON.stringify(text)} did not fail`);
}

/** Feeds `text` to a GridParser in chunks of `size` characters. */
function parseChunked(text: string, size: number, options?: GridParseOptions): ParsedGrid[] {
  const p = new GridParser(options);
  const out: ParsedGrid[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...p.push(text.slice(i, i + size)));
  out.push(...p.end());
  return out;
}

/** Outcome of parsing as a comparable value: the grids, or the error's message. */
function outcome(run: () => ParsedGrid[]): unknown {
  try {
    return run().map((g) => [g.board.rows, g.board.cols, g.board.toRows().join('/'), g.line]);
  } catch (e) {
    if (e instanceof GridFormatError) return { error: e.message, line: e.line, column: e.column };
    throw e;
  }
}

describe('parseGrids: the format', () => {
  it('reads the seed problem: two 5×5 grids back to back', () => {
    expect(parseAll(fixtureText('seed.txt'))).toEqual([
      [['.#..#', '#..#.', '#.#..', '.####', '...#.'], 1],
      [['.#...', '.##..', '#....', '.....', '.....'], 7],
    ]);
  });

  it('reads `M N` headers as M rows of N columns', () => {
    expect(parseAll('2 3\n#.#\n.#.\n3 1\n#\n.\n#\n')).toEqual([
      [['#.#', '.#.'], 1],
      [['#', '.', '#'], 4],
    ]);
    expect(parseAll(`1 40\n${'#'.repeat(39)}.\n`)[0]![0]).toEqual([`${'#'.repeat(39)}.`]);
    expect(parseAll('+2\n##\n..\n')).toEqual([[['##', '..'], 1]]);
    expect(parseAll('  2\t 2  \n##\n..')).toEqual([[['##', '..'], 1]]);
  });

  it('reads a single grid with no header, and headerless grids separated by blank lines', () => {
    expect(parseAll('.#.\n###\n.#.\n')).toEqual([[['.#.', '###', '.#.'], 1]]);
    expect(parseAll('.#.\n###')).toEqual([[['.#.', '###'], 1]]);
    expect(parseAll('#\n\n\n..\n##\n')).toEqual([
      [['#'], 1],
      [['..', '##'], 4],
    ]);
    // a header ends a headerless grid
    expect(parseAll('##\n..\n1\n#\n')).toEqual([
      [['##', '..'], 1],
      [['#'], 3],
    ]);
  });

  it('accepts CRLF, a BOM, blank lines between grids and trailing spaces or tabs', () => {
    const text = '\uFEFF\r\n\r\n2 \r\n#. \r\n.#\t\r\n\r\n   \r\n\t\r\n1\r\n#\r\n\r\n';
    expect(parseAll(text)).toEqual([
      [['#.', '.#'], 3],
      [['#'], 9],
    ]);
    expect(parseAll('\uFEFF#.\r\n.#\r\n')).toEqual([[['#.', '.#'], 1]]);
    expect(parseAll('')).toEqual([]);
    expect(parseAll('\n\n  \n')).toEqual([]);
  });

  it('parseGrid wants exactly one grid', () => {
    expect(parseGrid('2\n#.\n.#\n').toRows()).toEqual(['#.', '.#']);
    expect(parseGrid('#.#').toRows()).toEqual(['#.#']);
    const none = (() => {
      try {
        parseGrid('\n');
      } catch (e) {
        return e as GridFormatError;
      }
    })();
    expect(none).toBeInstanceOf(GridFormatError);
    expect(none!.message).toBe('line 1: expected exactly one grid, found 0');
    expect(() => parseGrid('1\n#\n1\n.\n')).toThrow('line 3: expected exactly one grid, found 2');
  });

  it('parseGrids yields the grids before an error, then throws; GridParser hands out grids before a later error', () => {
    const it = parseGrids('1\n#\n1\nx\n');
    // grids completed before the error come first: nothing the user gave before it is lost
    expect(it.next().value?.board.toRows()).toEqual(['#']);
    expect(() => it.next()).toThrow(GridFormatError);
    const p = new GridParser();
    expect(p.push('1\n#\n').map((g) => g.board.toRows())).toEqual([['#']]);
    expect(() => p.push('1\nx\n')).toThrow(/line 4, column 1/);
  });
});

describe('parseGrids: every error names line, column and what was expected', () => {
  it('a wrong character in a row', () => {
    const e = errorOf('5\n.#..#\n#..#.\n#.x..\n.####\n...#.\n');
    expect(e.message).toBe("line 4, column 3: expected '#' or '.', found 'x'");
    expect(e.line).toBe(4);
    expect(e.column).toBe(3);
    expect(e.reason).toBe("expected '#' or '.', found 'x'");
    expect(e.name).toBe('GridFormatError');
    expect(e).toBeInstanceOf(Error);
    expect(errorOf('2\n#.\n.\t\n').message).toBe("line 3, column 2: expected 2 cells in this row, found 1");
    expect(errorOf('2\n#.\n#o\n').message).toBe("line 3, column 2: expected '#' or '.', found 'o'");
    expect(errorOf('#.\n.#\n#\u00e9\n').message).toBe("line 3, column 2: expected '#' or '.', found '\u00e9'");
  });

  it('ragged rows: too short and too long, with and without a header', () => {
    expect(errorOf('3\n###\n##\n###\n').message).toBe('line 3, column 3: expected 3 cells in this row, found 2');
    expect(errorOf('3\n###\n####\n###\n').message).toBe("line 3, column 4: expected the row to end after 3 cells, found '#'");
    expect(errorOf('2 3\n...\n... .\n').message).toBe("line 3, column 4: expected the row to end after 3 cells, found ' '");
    expect(errorOf('##\n#\n').message).toBe('line 2, column 2: expected 2 cells in this row, found 1');
    expect(errorOf('##\n###\n').message).toBe("line 2, column 3: expected the row to end after 2 cells, found '#'");
  });

  it('too few rows: at a blank line, at the end of the text, and at the next header', () => {
    const blank = errorOf('5\n#####\n#####\n#####\n#####\n\n#####\n');
    expect(blank.message).toBe('line 6: grid declared 5 rows, found 4');
    expect(blank.column).toBeUndefined();
    expect(errorOf('5\n#####\n#####\n#####\n#####\n').message).toBe('line 6: grid declared 5 rows, found 4');
    expect(errorOf('5\n#####\n#####\n#####\n#####').message).toBe('line 6: grid declared 5 rows, found 4');
    expect(errorOf('3\n').message).toBe('line 2: grid declared 3 rows, found 0');
    expect(errorOf('3\n###\n2\n##\n##\n').message).toBe('line 3: grid declared 3 rows, found 1');
  });

  it('bad headers: zero, negative, non-numeric, three numbers', () => {
    expect(errorOf('0\n').message).toBe("line 1, column 1: expected a positive size, found '0'");
    expect(errorOf('-3\n').message).toBe("line 1, column 1: expected a positive size, found '-3'");
    expect(errorOf('3 -2\n').message).toBe("line 1, column 3: expected a positive size, found '-2'");
    expect(errorOf('4 0\n').message).toBe("line 1, column 3: expected a positive size, found '0'");
    expect(errorOf('abc\n').message).toBe("line 1, column 1: expected a size ('N' or 'M N') or a row of '#' and '.', found 'a'");
    expect(errorOf('5a\n').column).toBe(2);
    expect(errorOf('1.5\n').message).toBe("line 1, column 2: expected a size ('N' or 'M N') or a row of '#' and '.', found '.'");
    expect(errorOf('5 x\n').message).toBe("line 1, column 3: expected a column count, found 'x'");
    expect(errorOf('2 3 4\n').message).toBe(
      "line 1, column 5: expected the end of the header (a grid of 4 states needs the k-state parser), found '4'",
    );
    expect(errorOf('1\n#\n\n  7 7 7\n').message).toBe(
      "line 4, column 7: expected the end of the header (a grid of 7 states needs the k-state parser), found '7'",
    );
    expect(errorOf('2 3 2 2\n').message).toBe("line 1, column 7: expected the end of the header, found '2'");
    expect(errorOf('x\n').reason).toMatch(/^expected /);
  });

  it('a header with only (non-ASCII) blanks is reported as a header problem, not as a NaN size', () => {
    for (const blank of ['\u000b', '\u00a0', '\f', '\u2003']) {
      const e = errorOf(`${blank}\n1\n#\n`);
      expect(e.message).not.toMatch(/undefined|NaN/);
      expect(e.reason).toMatch(/^expected /);
    }
  });

  it('a size over maxCells is refused at the header, before anything is allocated', () => {
    const e = errorOf('100000 100000\n#\n', { maxCells: 1000 });
    expect(e.message).toBe('line 1, column 1: grid 100000×100000 has 10000000000 cells, over the limit of 1000');
    // the default limit refuses it too, and absurd sizes cannot overflow the check
    expect(errorOf('100000 100000\n').message).toMatch(/over the limit of 268435456/);
    // 2^28: the largest documented board, 16384×16384, reads back
    expect(DEFAULT_MAX_GRID_CELLS).toBe(2 ** 28);
    expect(errorOf('16385 16384\n').message).toBe('line 1, column 1: grid 16385×16384 has 268451840 cells, over the limit of 268435456');
    expect(errorOf('99999999999999999999 99999999999999999999\n').line).toBe(1);
    expect(errorOf('11 10\n', { maxCells: 100 }).message).toMatch(/110 cells, over the limit of 100/);
    expect(parseAll(`10 10\n${'.........#\n'.repeat(10)}`, { maxCells: 100 })).toHaveLength(1);
  });

  it('a headerless grid growing past maxCells is refused at the row that crosses the limit', () => {
    const e = errorOf('#####\n#####\n#####\n', { maxCells: 12 });
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/past 12 cells/);
    expect(errorOf('#'.repeat(50), { maxCells: 12 }).line).toBe(1);
  });

  it('a maxCells above what a board can hold still yields a GridFormatError, not a RangeError', () => {
    const e = errorOf('40000 40000\n', { maxCells: 2 ** 31 });
    expect(e.line).toBe(1);
  });
});

describe('GridParser: incremental parsing', () => {
  const sample = '\uFEFF5\r\n.#..#\r\n#..#.\r\n#.#..\r\n.####\r\n...#.\r\n\r\n2 3\n#.# \n.#.\n\n\n#..\n.##\n..#\n1\n#';

  it('the same text fed in chunks of every size 1..7 gives the same grids', () => {
    const whole = outcome(() => [...parseGrids(sample)]);
    expect((whole as unknown[]).length).toBe(4);
    for (let size = 1; size <= 7; size++) expect(outcome(() => parseChunked(sample, size))).toEqual(whole);
  });

  it('errors are the same (line and column) however the text is chunked', () => {
    const bad = '2\r\n##\r\n#.\r\n3\n###\n#x#\n###\n';
    const whole = outcome(() => [...parseGrids(bad)]);
    expect(whole).toEqual({ error: "line 6, column 2: expected '#' or '.', found 'x'", line: 6, column: 2 });
    for (let size = 1; size <= 7; size++) expect(outcome(() => parseChunked(bad, size))).toEqual(whole);
  });

  it('grids come out as soon as they are complete', () => {
    const p = new GridParser();
    expect(p.push('2\n#.\n')).toEqual([]);
    const done = p.push('.#\n1');
    expect(done.map((g) => g.board.toRows())).toEqual([['#.', '.#']]);
    expect(p.push('\n#')).toEqual([]);
    expect(p.end().map((g) => [g.board.toRows(), g.line])).toEqual([[['#'], 4]]);
    expect(p.end()).toEqual([]);
    expect(() => p.push('1\n#\n')).toThrow(/push after end/);
  });

  it('an empty first chunk does not stop the BOM from being recognised', () => {
    for (const text of ['\uFEFF#.\n.#\n', '\uFEFF2\n#.\n.#\n']) {
      const p = new GridParser();
      const grids = [...p.push(''), ...p.push(text), ...p.end()];
      expect(grids.map((g) => g.board.toRows())).toEqual([['#.', '.#']]);
    }
  });

  it('parseGridStream reads sync and async chunk sources', async () => {
    const chunks = ['2\n#', '.\n.#', '\n\n#\n'];
    const fromSync: string[][] = [];
    for await (const g of parseGridStream(chunks)) fromSync.push(g.board.toRows());
    expect(fromSync).toEqual([['#.', '.#'], ['#']]);
    async function* gen() {
      for (const c of chunks) yield c;
    }
    const fromAsync: string[][] = [];
    for await (const g of parseGridStream(gen())) fromAsync.push(g.board.toRows());
    expect(fromAsync).toEqual(fromSync);
    const failing = async () => {
      for await (const _ of parseGridStream(['1\n', 'y\n'])) void _;
    };
    await expect(failing()).rejects.toBeInstanceOf(GridFormatError);
  });
});

describe('formatGrid ↔ parseGrids', () => {
  it('round-trips random boards, with and without headers', () => {
    fc.assert(
      fc.property(shapedBoardArb(12, 70), (board) => {
        const text = formatGrid(board);
        expect(text.split('\n')[0]).toBe(board.rows === board.cols ? `${board.rows}` : `${board.rows} ${board.cols}`);
        expect(parseGrid(text).equals(board)).toBe(true);
        expect(parseGrid(formatGrid(board, { header: 'none' })).equals(board)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips many grids back to back, also when chunked', () => {
    fc.assert(
      fc.property(fc.array(shapedBoardArb(6, 9), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 7 }), (boards, size) => {
        const text = formatGrids(boards);
        const back = parseChunked(text, size).map((g) => g.board);
        expect(back.length).toBe(boards.length);
        back.forEach((b, i) => expect(b.equals(boards[i]!)).toBe(true));
      }),
      { numRuns: 80 },
    );
  });
});

describe('fuzzed garbage', () => {
  const alphabet = ['#', '.', '\n', ' ', '5', 'x', '\r', '-', '1', '2', '\t', '\uFEFF', '+', '0'];
  const garbage = fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 120 });

  it('yields grids or a GridFormatError, never another exception', () => {
    fc.assert(
      fc.property(garbage, (text) => {
        try {
          const grids = [...parseGrids(text, { maxCells: 10_000 })];
          for (const g of grids) {
            expect(g.board).toBeInstanceOf(Board);
            expect(g.line).toBeGreaterThanOrEqual(1);
          }
        } catch (e) {
          expect(e).toBeInstanceOf(GridFormatError);
          const err = e as GridFormatError;
          expect(err.line).toBeGreaterThanOrEqual(1);
          expect(err.message.startsWith(`line ${err.line}`)).toBe(true);
          expect(err.reason.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('any Unicode text (lone surrogates included) yields grids or a GridFormatError', () => {
    // Code points drawn directly (fast-check's Unicode string units build large tables on first use, seconds
    // on a busy machine): ASCII, lone and paired surrogates, combining marks, joiners and variation
    // selectors, emoji and anything up to U+10FFFF, alone or between pieces of grid-like garbage.
    const codePoint = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0x300, max: 0x36f }),
      fc.constantFrom(0x200d, 0xfe0f, 0xa0, 0x2028, 0xfeff),
      fc.integer({ min: 0x1f300, max: 0x1faff }),
      fc.integer({ min: 0, max: 0x10ffff }),
    );
    const unicode = (maxLength: number) => fc.array(codePoint, { maxLength }).map((points) => String.fromCodePoint(...points));
    const mixed = fc.oneof(unicode(60), fc.array(fc.oneof(garbage, unicode(4)), { maxLength: 12 }).map((p) => p.join('')));
    fc.assert(
      fc.property(mixed, (text) => {
        try {
          parseAll(text, { maxCells: 10_000 });
        } catch (e) {
          expect(e).toBeInstanceOf(GridFormatError);
        }
      }),
      { numRuns: cases(1000) },
    );
  });

  it('gives the same outcome however the garbage is chunked', () => {
    fc.assert(
      fc.property(garbage, fc.integer({ min: 1, max: 7 }), (text, size) => {
        expect(outcome(() => parseChunked(text, size, { maxCells: 10_000 }))).toEqual(outcome(() => [...parseGrids(text, { maxCells: 10_000 })]));
      }),
      { numRuns: 1000 },
    );
  });

  it('quotes a tab past the line limit as a tab, however the text is chunked (a run of blanks kept as it was)', () => {
    const text = '1\n\t #';
    for (const size of [1, 2, 3, text.length]) expect(outcome(() => parseChunked(text, size))).toEqual(outcome(() => [...parseGrids(text)]));
    expect(outcome(() => parseChunked(text, 1))).toMatchObject({ line: 2, column: 1, error: expect.stringContaining("found '\\t'") });
  });

  it('survives header-shaped garbage with huge numbers', () => {
    const header = fc.tuple(fc.constantFrom('', '+', '-'), fc.stringMatching(/^[0-9]{1,25}$/), fc.constantFrom('', ' ', ' 0', ' 99999999999', ' 3 3'));
    fc.assert(
      fc.property(header, ([sign, digits, rest]) => {
        const text = `${sign}${digits}${rest}\n#\n`;
        try {
          parseAll(text, { maxCells: 64 });
        } catch (e) {
          expect(e).toBeInstanceOf(GridFormatError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseGrids: sources, digits and quoting', () => {
  it('parseGridStream reads Node byte streams and web ReadableStreams', async () => {
    const text = '2\n#.\n.#\n1 3\n#.#\n';
    const encoded = new TextEncoder().encode(text);
    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 3) controller.enqueue(encoded.subarray(i, i + 3));
        controller.close();
      },
    });
    const rows = async (source: Parameters<typeof parseGridStream>[0]): Promise<string[][]> => {
      const out: string[][] = [];
      for await (const g of parseGridStream(source)) out.push(g.board.toRows());
      return out;
    };
    expect(await rows(web)).toEqual([['#.', '.#'], ['#.#']]);
    const { Readable } = await import('node:stream');
    expect(await rows(Readable.from([Buffer.from(text.slice(0, 5)), Buffer.from(text.slice(5))]))).toEqual([['#.', '.#'], ['#.#']]);
  });

  it('a headerless grid of many narrow rows is read into one buffer', () => {
    const [grid] = [...parseGrids('#\n.\n'.repeat(50_000))];
    expect(grid!.board.rows).toBe(100_000);
    expect(grid!.board.words.length).toBe(100_000);
    expect(grid!.board.get(99_998, 0)).toBe(true);
    expect(grid!.board.get(99_999, 0)).toBe(false);
  });

  it('rows of 1 and 0: a pointer to the digits option, and read with it like the k-state format', () => {
    expect(errorOf('2 2\n10\n01\n').message).toBe("line 2, column 1: expected a row of '#' and '.', found '10': rows of 1 and 0 are read with the digits option");
    expect(errorOf('2\n#1\n..\n').message).toBe("line 2, column 2: expected '#' or '.', found '1': rows of 1 and 0 are read with the digits option");
    const digits = { digits: true };
    expect(parseAll('2 2\n10\n0#\n', digits).map(([rows]) => rows)).toEqual([['#.', '.#']]);
    // headerless: starts with '#' or '.', then rows of the same width may be digits; other digit lines are headers
    expect(parseAll('#.\n01\n1\n1\n', digits).map(([rows]) => rows)).toEqual([['#.', '.#'], ['#']]);
    expect(errorOf('3\n###\n111\n5\n', digits).message).toBe('line 4: grid declared 3 rows, found 2');
    expect(errorOf('1\n12\n', digits).message).toBe('line 2: grid declared 1 rows, found 0');
    expect(errorOf('1 2\n1x\n', digits).message).toBe("line 2, column 2: expected '#' or '.', found 'x'");
  });

  it('messages quote sizes as written and escape what cannot be seen', () => {
    expect(errorOf('100000000000000000000\n').message).toBe(
      'line 1, column 1: grid 100000000000000000000×100000000000000000000 has 10000000000000000000000000000000000000000 cells, over the limit of 268435456',
    );
    expect(errorOf('9007199254740993 1\n').message).toMatch(/^line 1, column 1: grid 9007199254740993×1 has 9007199254740993 cells/);
    expect(errorOf(`${'7'.repeat(5000)} 1\n`).message).toBe("line 1, column 1: grid '7777777777…7777777777' (5000 characters)×1 is too large, over the limit of 268435456");
    for (const [ch, shown] of [['\u0000', '\\u0000'], ['\u00a0', '\\u00A0'], ['\u2028', '\\u2028'], ['\ud800', '\\uD800'], ['\u200b', '\\u200B'], ['\u001b', '\\u001B']]) {
      expect(errorOf(`2\n#${ch}\n..\n`).reason).toBe(`expected '#' or '.', found '${shown}'`);
    }
    expect(errorOf('2\n#😀\n..\n').reason).toBe("expected '#' or '.', found '😀'");
    expect(errorOf(`3 x${'y'.repeat(100)}\n`).reason).toBe("expected a column count, found 'x'");
    expect(errorOf('2 2 7777777777777\n').reason).toBe("expected the end of the header, found '7777777777777'");
  });
});
