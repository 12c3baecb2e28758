import { ArgumentError } from '../errors.ts';
import { MAX_BOARD_CELLS } from '../puzzle/board-shape.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { MAX_SYMBOL_STATES } from '../puzzle/state-symbols.ts';
import { assertChunkSource, assertOptionalWhole, assertOptions, assertTextChunk, describe } from '../validate.ts';
import { MAX_STATES } from '../zk/zk.ts';
import { describeCharAt, GridFormatError } from './grid-error.ts';
import { DEFAULT_MAX_GRID_CELLS, gridSize, headerTokens } from './grid-header.ts';
import { growRows, usedPart } from './_row-buffer.ts';
import { LineParser, parseAllWith, parseOneWith, parseStreamWith } from './line-parser.ts';
import { quoteText } from './quote.ts';
import { CHARS_PER_NUMBER, readStateRow } from './state-grid-row.ts';
import type { ChunkSource, TextChunk } from './text-chunks.ts';

/** Options of the k-state grid parser. */
export interface StateGridParseOptions {
  /** Number of states k when a header does not say (default 2); a header that says otherwise is an error. */
  states?: number;
  /** Grids of more cells are refused before allocation (default 2^28, capped at MAX_BOARD_CELLS). */
  maxCells?: number;
}

/** One k-state grid read from text. */
export interface ParsedStateGrid {
  /** The cells. */
  readonly board: StateBoard;
  /** 1-based line where the grid starts. */
  readonly line: number;
}

const HEADER = /^\d+(\s+\d+){0,2}$/;

/**
 * An incremental parser of the k-state grid format; feed chunks (strings or UTF-8 bytes) with {@link push},
 * then call {@link end}.
 *
 * A grid is a header line `N` (N×N), `M N` (M rows, N columns) or `M N K` (and K states, 2..255), then M
 * rows. For k ≤ 36 a row is N symbols: `0`–`9`, then `a`–`z` (either case) for 10..35; `.` = 0 and
 * `#` = 1 are accepted for any k. For k > 36 a row is N whitespace-separated decimal numbers (`.`/`#` too),
 * at most 4N characters. The state count is K from the header, else `options.states`, else 2. A grid may
 * also come without a header (k ≤ 36): rows up to a blank line, the first starting with `.`, `#` or a letter
 * (a line starting with a digit is a header). Blank lines between grids, CRLF, a BOM and trailing spaces are
 * fine. A cell ≥ k, a short or long row, a missing row or a bad header throws a {@link GridFormatError} with
 * line and column; grids completed before an error are handed out first.
 */
export class StateGridParser extends LineParser<ParsedStateGrid> {
  private readonly maxCells: number;
  private readonly states: number | undefined;
  private grid: { rows: number; cols: number; k: number; line: number; cells: Uint8Array; board: StateBoard | null; filled: number } | null = null;

  /**
   * @param options The number of states when a header does not say, and the cell limit.
   * @throws {ArgumentError} for `states` that is not a whole number from 2 to {@link MAX_STATES}.
   */
  constructor(options: StateGridParseOptions = {}) {
    super();
    assertOptions(options);
    assertOptionalWhole(options.maxCells, 'maxCells', 1);
    this.maxCells = Math.min(options.maxCells ?? DEFAULT_MAX_GRID_CELLS, MAX_BOARD_CELLS);
    if (options.states !== undefined && (!Number.isInteger(options.states) || options.states < 2 || options.states > MAX_STATES)) {
      throw new ArgumentError(`number of states must be a whole number from 2 to ${MAX_STATES}, got ${describe(options.states)}`);
    }
    this.states = options.states;
  }

  /**
   * The longest line that can be right where the parser is: a grid row's width inside a grid with a header, else
   * the cell limit.
   *
   * @returns A number of characters.
   */
  protected override maxLineLength(): number {
    const grid = this.grid;
    if (!grid?.board) return this.maxCells;
    return grid.k > MAX_SYMBOL_STATES ? CHARS_PER_NUMBER * grid.cols : grid.cols;
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
      if (/^\d/.test(text)) this.header(text, lineNo);
      else this.startHeaderless(text, lineNo);
      return;
    }
    if (grid.board) {
      if (text === '') throw new GridFormatError(`grid declared ${grid.rows} rows, found ${grid.filled}`, lineNo);
      readStateRow(text, lineNo, grid.cols, grid.k, grid.cells, grid.filled * grid.cols);
      if (++grid.filled === grid.rows) {
        this.out.push({ board: grid.board, line: grid.line });
        this.grid = null;
      }
      return;
    }
    if (text === '') {
      this.finish(lineNo);
      return;
    }
    if (HEADER.test(text) && (/\s/.test(text) || text.length !== grid.cols)) {
      this.finish(lineNo);
      this.header(text, lineNo);
      return;
    }
    this.headerlessRow(text, lineNo);
  }

  private header(text: string, lineNo: number): void {
    // the common header, `M N` or `M N K` in plain digits, without the token scan that locates errors
    const plain = /^([1-9]\d{0,15}) ([1-9]\d{0,15})(?: ([1-9]\d{0,2}))?$/.exec(text);
    if (plain && (plain[3] === undefined || this.states === undefined || Number(plain[3]) === this.states)) {
      const k = plain[3] === undefined ? (this.states ?? 2) : Number(plain[3]);
      if (k >= 2 && k <= MAX_STATES) {
        this.startGrid(plain[1]!, plain[2]!, k, lineNo);
        return;
      }
    }
    const tokens = headerTokens(text);
    const names = ['a row count', 'a column count', 'a state count'];
    for (const [i, t] of tokens.entries()) {
      if (i >= 3) throw new GridFormatError(`expected the end of the header, found ${quoteText(t.text)}`, lineNo, t.column);
      // The first character that is not a digit, without spreading the token into characters.
      const index = /^\d*/.exec(t.text)![0].length;
      if (index < t.text.length) {
        throw new GridFormatError(`expected ${names[i]}, found ${describeCharAt(t.text, index)}`, lineNo, t.column + index);
      }
    }
    const rowsText = tokens[0]!.text;
    const colsText = tokens[1]?.text ?? rowsText;
    for (const t of tokens.slice(0, 2)) {
      if (!/[1-9]/.test(t.text)) throw new GridFormatError(`expected a positive size, found ${quoteText(t.text)}`, lineNo, t.column);
    }
    let k = this.states ?? 2;
    const declaredToken = tokens[2];
    if (declaredToken !== undefined) {
      const declared = declaredToken.text.length <= 3 ? Number(declaredToken.text) : Number.POSITIVE_INFINITY;
      const at = declaredToken.column;
      if (declared < 2 || declared > MAX_STATES) throw new GridFormatError(`expected a state count from 2 to ${MAX_STATES}, found ${quoteText(declaredToken.text)}`, lineNo, at);
      if (this.states !== undefined && declared !== this.states) {
        throw new GridFormatError(`header declares ${declared} states, but ${this.states} were asked for`, lineNo, at);
      }
      k = declared;
    }
    this.startGrid(rowsText, colsText, k, lineNo);
  }

  /** Starts a grid of the header's size, within the cell limit. */
  private startGrid(rowsText: string, colsText: string, k: number, lineNo: number): void {
    const { rows, cols } = gridSize(rowsText, colsText, this.maxCells, lineNo);
    const board = new StateBoard(rows, cols, k);
    this.grid = { rows, cols, k, line: lineNo, cells: board.cells, board, filled: 0 };
  }

  private startHeaderless(text: string, lineNo: number): void {
    const k = this.states ?? 2;
    if (k > MAX_SYMBOL_STATES) throw new GridFormatError(`expected a header (grids of more than ${MAX_SYMBOL_STATES} states need one), found ${describeCharAt(text, 0)}`, lineNo, 1);
    this.grid = { rows: -1, cols: text.length, k, line: lineNo, cells: new Uint8Array(0), board: null, filled: 0 };
    this.headerlessRow(text, lineNo);
  }

  private headerlessRow(text: string, lineNo: number): void {
    const grid = this.grid!;
    if ((grid.filled + 1) * grid.cols > this.maxCells) throw new GridFormatError(`grid grows past ${this.maxCells} cells, the limit`, lineNo, 1);
    grid.cells = growRows(grid.cells, grid.filled + 1, grid.cols, Math.floor(this.maxCells / grid.cols));
    readStateRow(text, lineNo, grid.cols, grid.k, grid.cells, grid.filled * grid.cols);
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
    this.out.push({ board: new StateBoard(grid.filled, grid.cols, grid.k, usedPart(grid.cells, grid.filled * grid.cols)), line: grid.line });
    this.grid = null;
  }
}

/**
 * Parses every k-state grid in `text`, lazily.
 *
 * @param text The whole text, or its UTF-8 bytes.
 * @param options The number of states when a header does not say, and the cell limit.
 * @returns The grids in order, each with its line.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Grids before the error are yielded first.
 * @throws {ArgumentError} for a bad `options.states`.
 */
export function parseStateGrids(text: TextChunk, options?: StateGridParseOptions): Generator<ParsedStateGrid> {
  assertTextChunk(text);
  return parseAllWith(new StateGridParser(options), text);
}

/**
 * Parses k-state grids from a stream of chunks (strings or UTF-8 bytes; see `parseGridStream`), yielding each
 * as it completes.
 *
 * @param chunks Pieces of text or bytes, cut anywhere.
 * @param options The number of states when a header does not say, and the cell limit.
 * @returns The grids in order, each with its line.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Grids before the error are yielded first.
 * @throws {ArgumentError} for a bad `options.states`.
 */
export function parseStateGridStream(chunks: ChunkSource, options?: StateGridParseOptions): AsyncGenerator<ParsedStateGrid> {
  assertChunkSource(chunks);
  return parseStreamWith(new StateGridParser(options), chunks);
}

/**
 * Parses text that must hold exactly one k-state grid.
 *
 * @param text The whole text, or its UTF-8 bytes.
 * @param options The number of states when a header does not say, and the cell limit.
 * @returns The board.
 * @throws {GridFormatError} for text that does not follow the format or a grid past the cell limit, with its line and
 *   column. Also for no grid, or more than one.
 * @throws {ArgumentError} for a bad `options.states`.
 */
export function parseStateGrid(text: TextChunk, options?: StateGridParseOptions): StateBoard {
  assertTextChunk(text);
  return parseOneWith(new StateGridParser(options), text).board;
}
