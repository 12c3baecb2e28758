import { wordsFor } from '../gf2/words.ts';
import { MAX_BOARD_CELLS } from '../puzzle/board-shape.ts';
import { Board } from '../puzzle/board.ts';
import { GridFormatError } from './grid-error.ts';
import { DEFAULT_MAX_GRID_CELLS, gridSize, readGridHeader } from './grid-header.ts';
import { readGridRow } from './grid-row.ts';
import { growRows, usedPart } from './_row-buffer.ts';
import { LineParser, parseAllWith, parseOneWith, parseStreamWith } from './line-parser.ts';
import { quoteText } from './quote.ts';
import type { ChunkSource, TextChunk } from './text-chunks.ts';
import { assertChunkSource, assertOptionalWhole, assertOptions, assertTextChunk } from '../validate.ts';

/** Options of the grid parser. */
export interface GridParseOptions {
  /** Grids declaring (or growing to) more cells are refused before allocation (capped at MAX_BOARD_CELLS). */
  maxCells?: number;
  /**
   * Also read `1` as on and `0` as off in rows (default false). A line starting with a digit is then a row only
   * inside a grid (a header's rows, or a headerless grid's row of the same width made of 0 and 1): a headerless
   * grid must start with `#` or `.`, as in the k-state format.
   */
  digits?: boolean;
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
const BINARY = /^[01]+$/;
/** A row in the digits mode: only `0`, `1`, `#` and `.`. */
const DIGIT_ROW = /^[01#.]+$/;
/** In the digits mode, what ends a grid early: numbers and blanks only, and not a row of 0 and 1. */
const HEADER_SHAPE = /^\s*[+-]?\d+(\s+[+-]?\d+)*$/;

/**
 * An incremental parser of the grid text format. Feed it text in chunks of any size with {@link push}
 * (strings or UTF-8 bytes) and call {@link end} once; each returns the grids completed so far, so a file far
 * larger than memory can be streamed.
 *
 * The format: a header line `N` (N×N) or `M N` (M rows, N columns), then that many rows of `#` (on) and
 * `.` (off); grids follow each other, blank lines between them are allowed. A grid may also come with no
 * header: consecutive rows up to a blank line or the end. CRLF line ends, a leading BOM and trailing
 * spaces are accepted. Anything else throws a {@link GridFormatError} naming line and column. A line longer
 * than the longest row allowed where it stands (the declared width in a grid with a header, else `maxCells`)
 * is refused as soon as that much of it has been read.
 */
export class GridParser extends LineParser<ParsedGrid> {
  private readonly maxCells: number;
  private readonly digits: boolean;
  /** The grid being read, if any. */
  private grid: {
    rows: number; // declared rows, or -1 when headerless
    cols: number;
    stride: number;
    line: number;
    words: Uint32Array; // the board's words, or a headerless grid's growing buffer
    board: Board | null; // headed grids, allocated once the header is checked
    filled: number;
  } | null = null;

  /** @param options The cell limit, and whether rows may use 1 and 0. */
  constructor(options: GridParseOptions = {}) {
    super();
    assertOptions(options);
    assertOptionalWhole(options.maxCells, 'maxCells', 1);
    this.maxCells = Math.min(options.maxCells ?? DEFAULT_MAX_GRID_CELLS, MAX_BOARD_CELLS);
    this.digits = options.digits === true;
  }

  /**
   * The longest line that can be right where the parser is: a grid row's width inside a grid with a header, else
   * the cell limit.
   *
   * @returns A number of characters.
   */
  protected override maxLineLength(): number {
    return this.grid?.board ? this.grid.cols : this.maxCells;
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
      if (text === '' || (this.digits ? HEADER_SHAPE.test(text) && !BINARY.test(text) : HEADER_LIKE.test(text))) {
        if (BINARY.test(text)) {
          throw new GridFormatError(`expected a row of '#' and '.', found ${quoteText(text)}: rows of 1 and 0 are read with the digits option`, lineNo, 1);
        }
        throw new GridFormatError(`grid declared ${grid.rows} rows, found ${grid.filled}`, lineNo);
      }
      readGridRow(text, lineNo, grid.cols, grid.words, grid.filled * grid.stride, this.digits);
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
    if (HEADER_LIKE.test(text) && !(this.digits && text.length === grid.cols && DIGIT_ROW.test(text))) {
      this.finish(lineNo);
      this.header(text, lineNo);
      return;
    }
    this.addHeaderlessRow(text, lineNo);
  }

  private header(text: string, lineNo: number): void {
    const [rowsText, colsText] = readGridHeader(text, lineNo);
    this.startGrid(rowsText, colsText, lineNo);
  }

  /** Opens a headed grid once its size is known to be within the limit; messages quote the sizes as written. */
  private startGrid(rowsText: string, colsText: string, lineNo: number): void {
    const { rows, cols } = gridSize(rowsText, colsText, this.maxCells, lineNo);
    const board = new Board(rows, cols);
    this.grid = { rows, cols, stride: board.stride, line: lineNo, words: board.words, board, filled: 0 };
  }

  private startHeaderless(text: string, lineNo: number): void {
    const stride = wordsFor(text.length);
    this.grid = { rows: -1, cols: text.length, stride, line: lineNo, words: new Uint32Array(0), board: null, filled: 0 };
    this.addHeaderlessRow(text, lineNo);
  }

  private addHeaderlessRow(text: string, lineNo: number): void {
    const grid = this.grid!;
    if ((grid.filled + 1) * grid.cols > this.maxCells) {
      throw new GridFormatError(`grid grows past ${this.maxCells} cells, the limit`, lineNo, 1);
    }
    grid.words = growRows(grid.words, grid.filled + 1, grid.stride, Math.floor(this.maxCells / grid.cols));
    readGridRow(text, lineNo, grid.cols, grid.words, grid.filled * grid.stride, this.digits);
    grid.filled++;
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
    this.out.push({ board: new Board(grid.filled, grid.cols, usedPart(grid.words, grid.filled * grid.stride)), line: grid.line });
    this.grid = null;
  }
}

/**
 * Parses every grid in `text`, lazily.
 *
 * @param text The whole text, or its UTF-8 bytes.
 * @param options The cell limit, and whether rows may use 1 and 0.
 * @returns The grids in order, each with its line.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Grids before the error are yielded first.
 */
export function parseGrids(text: TextChunk, options?: GridParseOptions): Generator<ParsedGrid> {
  assertTextChunk(text);
  return parseAllWith(new GridParser(options), text);
}

/**
 * Parses grids from a stream of chunks, yielding each as it completes: strings or UTF-8 bytes, from an
 * iterable, an async iterable (`fs.createReadStream(path)`) or a web `ReadableStream` (`(await fetch(url)).body`).
 *
 * @param chunks Pieces of text or bytes, cut anywhere (even inside a character).
 * @param options The cell limit, and whether rows may use 1 and 0.
 * @returns The grids in order, each with its line.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Grids before the error are yielded first.
 */
export function parseGridStream(chunks: ChunkSource, options?: GridParseOptions): AsyncGenerator<ParsedGrid> {
  assertChunkSource(chunks);
  return parseStreamWith(new GridParser(options), chunks);
}

/**
 * Parses text that must hold exactly one grid.
 *
 * @param text The whole text, or its UTF-8 bytes.
 * @param options The cell limit, and whether rows may use 1 and 0.
 * @returns The board.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Also for no grid, or more than one.
 */
export function parseGrid(text: TextChunk, options?: GridParseOptions): Board {
  assertTextChunk(text);
  return parseOneWith(new GridParser(options), text).board;
}
