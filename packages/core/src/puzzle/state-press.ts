import { assertShape } from './board-shape.ts';
import { ArgumentError } from '../errors.ts';
import { neighbourhoodOf } from './neighbourhood.ts';
import { assertRule, type Rule } from './rule.ts';
import { assertStateBoard, StateBoard } from './state-board.ts';
import { assertWhole } from '../validate.ts';
import { ZkMatrix } from '../zk/zk-matrix.ts';

/** The distinct cells (as r·cols + c) each press reaches, in CSR form (see {@link Neighbourhood.reach}). */
export function pressReach(rule: Rule, rows: number, cols: number): { start: Int32Array; cells: Int32Array } {
  return neighbourhoodOf(rule, rows, cols).reach();
}

/**
 * Presses cell (r, c) of `board` `times` times, in place: adds `times` (mod k) to every cell of the stencil.
 *
 * @param board The board, changed in place.
 * @param rule The stencil and topology.
 * @param r Row, 0-based.
 * @param c Column, 0-based.
 * @param times How many presses, any integer (taken mod k).
 * @throws {ArgumentError} for a cell off the board.
 */
export function pressStateCell(board: StateBoard, rule: Rule, r: number, c: number, times = 1): void {
  assertStateBoard(board);
  assertRule(rule);
  assertWhole(times, 'times', Number.MIN_SAFE_INTEGER);
  const { rows, cols } = board;
  board.assertCell(r, c);
  const near = neighbourhoodOf(rule, rows, cols);
  const cells = new Int32Array(near.width);
  const count = near.cells(r * cols + c, cells);
  for (let i = 0; i < count; i++) board.add((cells[i]! / cols) | 0, cells[i]! % cols, times);
}

/**
 * A·x mod k: what pressing each cell `presses.get(r, c)` times adds to a board of the same shape (one byte per cell).
 *
 * @param presses How many times to press each cell.
 * @param rule The stencil and topology.
 * @returns A new board with the states of `presses`.
 */
export function statePressEffect(presses: StateBoard, rule: Rule): StateBoard {
  assertStateBoard(presses, 'presses');
  assertRule(rule);
  const { rows, cols, states: k } = presses;
  const near = neighbourhoodOf(rule, rows, cols);
  const out = new StateBoard(rows, cols, k);
  const acc = out.cells;
  const x = presses.cells;
  const cells = new Int32Array(near.width);
  for (let q = 0; q < x.length; q++) {
    const t = x[q]!;
    if (t === 0) continue;
    const count = near.cells(q, cells);
    for (let i = 0; i < count; i++) {
      const s = acc[cells[i]!]! + t;
      acc[cells[i]!] = s >= k ? s - k : s;
    }
  }
  return out;
}

/**
 * The board after the presses (same shape and states): board + A·presses. `board` is untouched.
 *
 * @param board The lights before.
 * @param presses How many times to press each cell.
 * @param rule The stencil and topology.
 * @returns A new board.
 * @throws {ArgumentError} when the shapes or the numbers of states differ.
 */
export function applyStatePresses(board: StateBoard, presses: StateBoard, rule: Rule): StateBoard {
  assertStateBoard(board);
  assertStateBoard(presses, 'presses');
  if (board.rows !== presses.rows || board.cols !== presses.cols || board.states !== presses.states) {
    throw new ArgumentError(`presses ${presses.rows}×${presses.cols}/${presses.states} do not fit board ${board.rows}×${board.cols}/${board.states}`);
  }
  const out = statePressEffect(presses, rule);
  for (let i = 0; i < out.cells.length; i++) out.cells[i] = (out.cells[i]! + board.cells[i]!) % board.states;
  return out;
}

/** Largest board, in cells, whose full Z/k matrix {@link stateRuleMatrix} builds (cells² bytes: 16 MiB). */
export const MAX_STATE_MATRIX_CELLS = 4096;

/**
 * The rule's matrix over Z/k for a rows × cols board: column q is the stencil of press q (entries 0/1).
 *
 * @param rule The stencil and topology.
 * @param rows Number of rows of the board.
 * @param cols Number of columns of the board.
 * @param states The number of states k, 2 to 255.
 * @returns A new (rows·cols) × (rows·cols) matrix.
 */
export function stateRuleMatrix(rule: Rule, rows: number, cols: number, states: number): ZkMatrix {
  assertShape(rows, cols, MAX_STATE_MATRIX_CELLS);
  const n = rows * cols;
  const m = new ZkMatrix(n, n, states);
  const { start, cells } = pressReach(rule, rows, cols);
  for (let q = 0; q < n; q++) for (let i = start[q]!; i < start[q + 1]!; i++) m.data[cells[i]! * n + q] = 1;
  return m;
}
