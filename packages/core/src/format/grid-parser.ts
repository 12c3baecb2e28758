import { wordsFor } from '../gf2/words.ts';
import { Board, MAX_BOARD_CELLS } from '../puzzle/board.ts';
import { describeChar, GridFormatError } from './grid-error.ts';
import { LineParser, parseAllWith, parseOneWith, parseStreamWith } from './line-parser.ts';

/** Default cap on cells in one parsed grid: a 10000×10000 board fits, anything past 2^27 cells is refused. */
export const DEFAULT_MAX_GRID_CELLS = 2 ** 27;

/** Options of the grid parser. */
export interface GridParseOptions {
  /** Grids declaring (or growing to) more cells are refused before allocation (capped at MAX_BOARD_CELLS). */
  maxCells?: number;
}

/** One grid read from text. */
export interface ParsedGrid {
  /** The lights. */
  readonly board: Board;
  /** 1-based line where the grid starts (its header, or its first row when it has none). */
  readonly line: number;
}

const HASH = 35; // '#'
const DOT = 46; // '.'
const HEADER_LIKE = /^\s*[+-]?\d/;
/** The common header: one or two positive sizes without signs (anything else takes the careful path). */
const SIMPLE_HEADER = /^ *([1-9]\d{0,8})(?: +([1-9]\d{0,8}))? *$/;

/**
 * An incremental parser of the grid text format. Feed it text in chunks of any size with {@link push}
 * and call {@link end} once; each returns the grids completed so far, so a file far larger than memory
 * can be streamed.
 *
 * The format: a header line `N` (N×N) or `M N` (M rows, N columns), then that many rows of `#` (on) and
 * `.` (off); grids follow each other, blank lines between them are allowed. A grid may also come with no
 * header: consecutive rows up to a blank line or the end. CRLF line ends, a leading BOM and trailing
 * spaces are accepted. Anything else throws a {@link GridFormatError} naming line and column.
 */
export class GridParser extends LineParser<ParsedGrid> {
  private readonly maxCells: number;
  /** The grid being read, if any. */
  private grid: {
    rows: number; // declared rows, or -1 when headerless
    cols: number;
    line: number;
    words: Uint32Array[] | null; // headerless rows
    board: Board | null; // headed grids, allocated once the header is checked
    filled: number;
  } | null = null;

  /** @param options The cell limit. */
  constructor(options: GridParseOptions = {}) {
    super();
    this.maxCells = Math.min(options.maxCells ?? DEFAULT_MAX_GRID_CELLS, MAX_BOARD_CELLS);
  }

  /**
   * Reads one line.
   *
   * @param text The line, without its line end and trailing spaces.
   * @param lineNo Its number, 1-based.
   */
  protected line(text: string, lineNo: number): void {
    const grid = this.grid;
    if (grid === null) {
      if (text === '') return;
      const first = text.charCodeAt(0);
      if (first === HASH || first === DOT) this.startHeaderless(text, lineNo);
      else this.header(text, lineNo);
      return;
    }
    if (grid.board) {
      if (text === '' || HEADER_LIKE.test(text)) {
        throw new GridFormatError(`grid declared ${grid.rows} rows, found ${grid.filled}`, lineNo);
      }
      this.readRow(text, lineNo, grid.cols, grid.board.words, grid.filled * grid.board.stride);
      if (++grid.filled === grid.rows) {
        this.out.push({ board: grid.board, line: grid.line });
        this.grid = null;
      }
      return;
    }
    // headerless grid: rows until a blank line, the end, or a header
    if (text === '') {
      this.finish(lineNo);
      return;
    }
    if (HEADER_LIKE.test(text)) {
      this.finish(lineNo);
      this.header(text, lineNo);
      return;
    }
    this.addHeaderlessRow(text, lineNo);
  }

  private header(text: string, lineNo: number): void {
    const simple = SIMPLE_HEADER.exec(text);
    if (simple) {
      this.startGrid(Number(simple[1]), Number(simple[2] ?? simple[1]), lineNo);
      return;
    }
    const tokens: Array<{ value: string; column: number }> = [];
    for (const m of text.matchAll(/\S+/g)) tokens.push({ value: m[0], column: (m.index ?? 0) + 1 });
    if (tokens.length === 0) {
      throw new GridFormatError(`expected a size ('N' or 'M N') or a row of '#' and '.', found ${describeChar(text[0])}`, lineNo, 1);
    }
    const sizes: number[] = [];
    for (const [i, token] of tokens.entries()) {
      if (i === 2 && token.value === '2') continue; // `M N 2`: the k-state header of a two-state grid
      if (i >= 2) {
        const states = /^\d+$/.test(token.value) && i === 2 ? ` (a grid of ${token.value} states needs the k-state parser)` : '';
        throw new GridFormatError(`expected the end of the header${states}, found ${describeChar(token.value[0])}`, lineNo, token.column);
      }
      if (!/^[+-]?\d+$/.test(token.value)) {
        const at = i === 0 ? "a size ('N' or 'M N') or a row of '#' and '.'" : 'a column count';
        const bad = [...token.value].findIndex((ch, k) => !(/\d/.test(ch) || (k === 0 && /[+-]/.test(ch))));
        throw new GridFormatError(`expected ${at}, found ${describeChar(token.value[Math.max(bad, 0)])}`, lineNo, token.column + Math.max(bad, 0));
      }
      const value = Number(token.value);
      if (value < 1) throw new GridFormatError(`expected a positive size, found '${token.value}'`, lineNo, token.column);
      sizes.push(value);
    }
    this.startGrid(sizes[0]!, sizes[1] ?? sizes[0]!, lineNo);
  }

  /** Opens a headed grid once its size is known to be within the limit. */
  private startGrid(rows: number, cols: number, lineNo: number): void {
    if (rows * cols > this.maxCells || !Number.isSafeInteger(rows * cols)) {
      throw new GridFormatError(`grid ${rows}×${cols} has ${rows * cols} cells, over the limit of ${this.maxCells}`, lineNo, 1);
    }
    this.grid = { rows, cols, line: lineNo, words: null, board: new Board(rows, cols), filled: 0 };
  }

  private startHeaderless(text: string, lineNo: number): void {
    this.grid = { rows: -1, cols: text.length, line: lineNo, words: [], board: null, filled: 0 };
    this.addHeaderlessRow(text, lineNo);
  }

  private addHeaderlessRow(text: string, lineNo: number): void {
    const grid = this.grid!;
    if ((grid.filled + 1) * grid.cols > this.maxCells) {
      throw new GridFormatError(`grid grows past ${this.maxCells} cells, the limit`, lineNo, 1);
    }
    const row = new Uint32Array(wordsFor(grid.cols));
    this.readRow(text, lineNo, grid.cols, row, 0);
    grid.words!.push(row);
    grid.filled++;
  }

  /** Parses one row of `cols` cells into `words` starting at word `offset`. */
  private readRow(text: string, lineNo: number, cols: number, words: Uint32Array, offset: number): void {
    const n = Math.min(text.length, cols);
    // Branch-free: bit 0 of '#' (35) is 1 and of '.' (46) is 0; any other character only raises `bad`,
    // and a second scan finds it for the message. Random boards would mispredict a per-cell branch.
    let bad = 0;
    for (let c = 0, k = 0; c < n; k++) {
      let word = 0;
      const end = Math.min(n, c + 32);
      for (let bit = 0; c < end; c++, bit++) {
        const ch = text.charCodeAt(c);
        bad |= +(ch !== HASH) & +(ch !== DOT);
        word |= (ch & 1) << bit;
      }
      words[offset + k] = word;
    }
    if (bad) {
      for (let c = 0; c < n; c++) {
        const ch = text.charCodeAt(c);
        if (ch !== HASH && ch !== DOT) throw new GridFormatError(`expected '#' or '.', found ${describeChar(text[c])}`, lineNo, c + 1);
      }
    }
    if (text.length < cols) {
      throw new GridFormatError(`expected ${cols} cells in this row, found ${text.length}`, lineNo, text.length + 1);
    }
    if (text.length > cols) {
      throw new GridFormatError(`expected the row to end after ${cols} cells, found ${describeChar(text[cols])}`, lineNo, cols + 1);
    }
  }

  /**
   * Completes a grid without a header, or rejects a grid with missing rows, at the end of the text.
   *
   * @param lineNo The number of the line after the last, 1-based.
   */
  protected finish(lineNo: number): void {
    const grid = this.grid;
    if (grid === null) return;
    if (grid.board) throw new GridFormatError(`grid declared ${grid.rows} rows, found ${grid.filled}`, lineNo);
    const board = new Board(grid.filled, grid.cols);
    grid.words!.forEach((row, r) => board.words.set(row, r * board.stride));
    this.out.push({ board, line: grid.line });
    this.grid = null;
  }
}

/**
 * Parses every grid in `text`, lazily.
 *
 * @param text The whole text.
 * @param options The cell limit.
 * @returns The grids in order, each with its line.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Grids before the error are yielded first.
 */
export function parseGrids(text: string, options?: GridParseOptions): Generator<ParsedGrid> {
  return parseAllWith(new GridParser(options), text);
}

/**
 * Parses grids from a stream of text chunks (a file read piece by piece), yielding each as it completes.
 *
 * @param chunks Pieces of text, cut anywhere.
 * @param options The cell limit.
 * @returns The grids in order, each with its line.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Grids before the error are yielded first.
 */
export function parseGridStream(chunks: AsyncIterable<string> | Iterable<string>, options?: GridParseOptions): AsyncGenerator<ParsedGrid> {
  return parseStreamWith(new GridParser(options), chunks);
}

/**
 * Parses text that must hold exactly one grid.
 *
 * @param text The whole text.
 * @param options The cell limit.
 * @returns The board.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Also for no grid, or more than one.
 */
export function parseGrid(text: string, options?: GridParseOptions): Board {
  return parseOneWith(new GridParser(options), text).board;
}
