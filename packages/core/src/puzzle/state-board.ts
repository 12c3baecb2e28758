import { ArgumentError } from '../errors.ts';
import { assertBoard, Board } from './board.ts';
import { assertShape } from './board-shape.ts';
import { assertStates, mod } from '../zk/zk.ts';
import { assertInstance, assertString, assertWhole, describe } from '../validate.ts';
import { MAX_SYMBOL_STATES, stateSymbol, symbolState } from './state-symbols.ts';

/**
 * Checks a cell array for a rows × cols board with k states: a `Uint8Array` of rows·cols cells, each below k.
 *
 * @param cells Anything.
 * @param size rows·cols (already checked).
 * @param states k (already checked).
 * @param name What the cells are, for the message.
 * @throws {ArgumentError} otherwise.
 */
function assertCells(cells: unknown, size: number, states: number, name: string): asserts cells is Uint8Array {
  assertInstance(cells, Uint8Array, name);
  if (cells.length !== size) throw new ArgumentError(`${name}: expected ${size} cells, got ${cells.length}`);
  for (let i = 0; i < size; i++) if (cells[i]! >= states) throw new ArgumentError(`${name}: cell ${i} is ${cells[i]}, not below ${states}`);
}

/**
 * Checks a value that should be a {@link StateBoard} as it enters a solver, a checker or a formatter: a
 * `StateBoard` whose cells (writable, so checked again here) are still rows·cols states below k.
 *
 * @param value Anything.
 * @param name What the value is, for the message (`board`, `target`, `presses`…).
 * @throws {ArgumentError} otherwise.
 */
export function assertStateBoard(value: unknown, name = 'board'): asserts value is StateBoard {
  if (!(value instanceof StateBoard)) throw new ArgumentError(`${name} must be a StateBoard, got ${describe(value)}`);
  assertCells(value.cells, value.rows * value.cols, value.states, `${name} cells`);
}

/**
 * A rows × cols board of k-state lights (2 ≤ k ≤ 255): cell (r, c) is `cells[r * cols + c]`, in [0, k).
 * A press adds 1 (mod k) to every cell of its stencil; the board is solved when every cell is 0.
 * The same type holds press counts: cell value = how many times (0..k−1) to press that cell.
 *
 * @example
 * const b = StateBoard.fromRows(['012', '210'], 3);
 * b.get(0, 2); // 2
 */
export class StateBoard {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /** Number of states k. */
  readonly states: number;
  /** Row-major cells, each in [0, states). */
  readonly cells: Uint8Array;

  /**
   * An all-zero board, or one over existing `cells` (length rows·cols, each < states).
   *
   * @param rows Number of rows, at least 1.
   * @param cols Number of columns, at least 1.
   * @param states The number of states k, 2 to {@link MAX_STATES}.
   * @param cells The cells, row-major; used, not copied.
   * @throws {ArgumentError} for a bad side or `states`, `cells` that are not a `Uint8Array` of rows·cols entries, or
   *   a cell not below `states`.
   * @throws {LimitError} past 2^30 cells (`MAX_BOARD_CELLS`).
   */
  constructor(rows: number, cols: number, states: number, cells?: Uint8Array) {
    assertShape(rows, cols);
    assertStates(states);
    if (cells !== undefined) assertCells(cells, rows * cols, states, 'StateBoard');
    this.rows = rows;
    this.cols = cols;
    this.states = states;
    this.cells = cells ?? new Uint8Array(rows * cols);
  }

  /**
   * A board with every cell `value` (mod k).
   *
   * @param rows Number of rows, at least 1.
   * @param cols Number of columns, at least 1.
   * @param states The number of states k, 2 to {@link MAX_STATES}.
   * @param value The state of every cell, any integer (taken mod k).
   * @returns A new board.
   * @throws {ArgumentError} for a side that is not a positive whole number, a bad `states` or a fractional `value`.
   * @throws {LimitError} past 2^30 cells (`MAX_BOARD_CELLS`).
   */
  static filled(rows: number, cols: number, states: number, value = 1): StateBoard {
    assertWhole(value, 'value', Number.MIN_SAFE_INTEGER);
    const b = new StateBoard(rows, cols, states);
    b.cells.fill(mod(value, states));
    return b;
  }

  /**
   * A board from text rows of symbols (see {@link symbolState}).
   *
   * @param rows One string per row, all of the same length, one symbol per cell.
   * @param states The number of states k, 2 to {@link MAX_STATES}.
   * @returns A new board, `rows.length` × the length of a row.
   * @throws {ArgumentError} for no rows, rows of different lengths, a bad `states` or a symbol that is not a state
   *   below it.
   * @throws {LimitError} past 2^30 cells (`MAX_BOARD_CELLS`).
   */
  static fromRows(rows: readonly string[], states: number): StateBoard {
    if (!Array.isArray(rows)) throw new ArgumentError(`rows must be an array of strings, got ${describe(rows)}`);
    rows.forEach((line, r) => assertString(line, `row ${r + 1}`));
    const cols = rows[0]?.length ?? 0;
    const b = new StateBoard(rows.length, cols, states);
    rows.forEach((line, r) => {
      if (line.length !== cols) throw new ArgumentError(`row ${r + 1} has ${line.length} cells, expected ${cols}`);
      for (let c = 0; c < cols; c++) {
        const v = symbolState(line.charCodeAt(c));
        if (v < 0 || v >= states) throw new ArgumentError(`row ${r + 1}, column ${c + 1}: '${line[c]}' is not a state below ${states}`);
        b.cells[r * cols + c] = v;
      }
    });
    return b;
  }

  /**
   * The k-state board with the lit cells of a two-state board at `value` (1 by default).
   *
   * @param board The lit cells.
   * @param states The number of states k, 2 to {@link MAX_STATES}.
   * @param value The state of a lit cell, any integer (taken mod k); unlit cells are 0.
   * @returns A new board of the same shape.
   * @throws {ArgumentError} for a board that is not a {@link Board}, a bad `states` or a fractional `value`.
   */
  static fromBoard(board: Board, states = 2, value = 1): StateBoard {
    assertBoard(board);
    assertWhole(value, 'value', Number.MIN_SAFE_INTEGER);
    const b = new StateBoard(board.rows, board.cols, states);
    for (const [r, c] of board.cells()) b.cells[r * board.cols + c] = mod(value, states);
    return b;
  }

  /**
   * Cell (r, c), 0-based.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @returns The state, from 0 to k − 1.
   * @throws {ArgumentError} for a cell off the board.
   */
  get(r: number, c: number): number {
    this.assertCell(r, c);
    return this.cells[r * this.cols + c]!;
  }

  /**
   * Sets cell (r, c) to state v.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @param v The new state, a whole number from 0 to k − 1 ({@link StateBoard.add} takes any whole step, mod k).
   * @throws {ArgumentError} for a cell off the board or a state that is not a whole number below k.
   */
  set(r: number, c: number, v: number): void {
    this.assertCell(r, c);
    assertWhole(v, 'state', 0, this.states - 1);
    this.cells[r * this.cols + c] = v;
  }

  /**
   * Adds `delta` (mod k) to cell (r, c).
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @param delta Added to the state, any integer (taken mod k).
   * @throws {ArgumentError} for a cell off the board or a fractional `delta`.
   */
  add(r: number, c: number, delta = 1): void {
    this.assertCell(r, c);
    assertWhole(delta, 'delta', Number.MIN_SAFE_INTEGER);
    const i = r * this.cols + c;
    this.cells[i] = mod(this.cells[i]! + delta, this.states);
  }

  /**
   * Checks that (r, c) is a cell of this board.
   *
   * @param r Row, 0-based.
   * @param c Column, 0-based.
   * @throws {ArgumentError} for anything else (fractions, NaN, negative or too large).
   */
  assertCell(r: number, c: number): void {
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < this.rows && c < this.cols)) {
      throw new ArgumentError(`cell (${String(r)}, ${String(c)}) is off the ${this.rows}×${this.cols} board`);
    }
  }

  /**
   * True when every cell is 0 (the solved board).
   *
   * @returns Whether every cell is 0.
   */
  isEmpty(): boolean {
    return this.cells.every((v) => v === 0);
  }

  /**
   * The same as {@link StateBoard.isEmpty}.
   *
   * @returns Whether every cell is 0.
   * @deprecated Use `isEmpty`, as on every board type.
   */
  isZero(): boolean {
    return this.isEmpty();
  }

  /**
   * Sum of the cells: for a press board, the total number of presses.
   *
   * @returns The sum, from 0 to rows·cols·(k − 1).
   */
  total(): number {
    let s = 0;
    for (let i = 0; i < this.cells.length; i++) s += this.cells[i]!;
    return s;
  }

  /**
   * True when both boards have the same shape, states and cells.
   *
   * @param other Any state board.
   * @returns Whether they are equal.
   */
  equals(other: StateBoard): boolean {
    assertInstance(other, StateBoard, 'the other board');
    if (this.rows !== other.rows || this.cols !== other.cols || this.states !== other.states) return false;
    return this.cells.every((v, i) => v === other.cells[i]);
  }

  /**
   * An independent copy.
   *
   * @returns A new board with the same cells.
   */
  clone(): StateBoard {
    return new StateBoard(this.rows, this.cols, this.states, this.cells.slice());
  }

  /**
   * The cells that are non-zero, as a two-state board.
   *
   * @returns A new board of the same shape.
   */
  toBoard(): Board {
    const b = new Board(this.rows, this.cols);
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i]) b.words[((i / this.cols) | 0) * b.stride + ((i % this.cols) >>> 5)]! |= 1 << (i % this.cols & 31);
    return b;
  }

  /**
   * Text rows: one symbol per cell when k ≤ 36, space-separated decimal numbers above.
   *
   * @returns One string per row; {@link StateBoard.fromRows} reads back the one-symbol form.
   */
  toRows(): string[] {
    const out: string[] = [];
    const wide = this.states > MAX_SYMBOL_STATES;
    for (let r = 0; r < this.rows; r++) {
      const row = this.cells.subarray(r * this.cols, (r + 1) * this.cols);
      out.push(wide ? Array.from(row).join(' ') : Array.from(row, stateSymbol).join(''));
    }
    return out;
  }

  /**
   * The board for `JSON.stringify`: its text rows ({@link toRows}).
   *
   * @returns The same as {@link StateBoard.toRows}.
   */
  toJSON(): string[] {
    return this.toRows();
  }

  /**
   * The rows joined by newlines.
   *
   * @returns The rows, without a final newline.
   */
  toString(): string {
    return this.toRows().join('\n');
  }
}
