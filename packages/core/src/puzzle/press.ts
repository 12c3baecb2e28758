import { assertBoard, Board } from './board.ts';
import { neighbourhoodOf } from './neighbourhood.ts';
import { assertRule, type Rule } from './rule.ts';
import { rowOperatorFor } from './row-operator.ts';

/**
 * Presses cell (r, c) of `board` in place: toggles every cell of the rule's stencil there.
 *
 * @param board The board, changed in place.
 * @param rule The stencil and topology.
 * @param r Row, 0-based.
 * @param c Column, 0-based.
 * @throws {ArgumentError} for a cell off the board.
 */
export function pressCell(board: Board, rule: Rule, r: number, c: number): void {
  assertBoard(board);
  assertRule(rule);
  board.assertCell(r, c);
  const near = neighbourhoodOf(rule, board.rows, board.cols);
  const cells = new Int32Array(near.width);
  const count = near.cells(r * board.cols + c, cells);
  for (let i = 0; i < count; i++) board.toggle((cells[i]! / board.cols) | 0, cells[i]! % board.cols);
}

/**
 * The lights toggled by pressing every cell on in `presses` once: A·presses, where A is the rule's matrix.
 * Works row by row with word shifts, about |stencil| · rows · stride word operations.
 *
 * @param presses The cells to press.
 * @param rule The stencil and topology.
 * @returns A new board of the same shape.
 */
export function pressEffect(presses: Board, rule: Rule): Board {
  assertBoard(presses, 'presses');
  assertRule(rule);
  const { rows, cols, stride } = presses;
  const out = new Board(rows, cols);
  const op = rowOperatorFor(rule, rows, cols);
  for (let r = 0; r < rows; r++) op.apply(out.words, r * stride, presses.words, r);
  return out;
}

/**
 * The board after pressing every cell on in `presses` (same shape): board + A·presses. `board` is untouched.
 *
 * @param board The lights before.
 * @param presses The cells to press, same shape.
 * @param rule The stencil and topology.
 * @returns A new board.
 * @throws {ArgumentError} when the shapes differ.
 */
export function applyPresses(board: Board, presses: Board, rule: Rule): Board {
  assertBoard(board);
  return pressEffect(presses, rule).xor(board);
}

/**
 * True when `board` + A·`presses` equals `target` (all off by default), checked row by row with one
 * scratch row, so verifying a huge solution allocates almost nothing.
 */
export function pressesReach(board: Board, presses: Board, rule: Rule, target?: Board): boolean {
  assertBoard(board);
  assertBoard(presses, 'presses');
  if (target !== undefined) assertBoard(target, 'target');
  assertRule(rule);
  const { rows, cols } = board;
  if (presses.rows !== rows || presses.cols !== cols) return false;
  return rowOperatorFor(rule, rows, cols).clears(presses.words, board.words, target?.words);
}

/**
 * The number of presses when `board` + A·`presses` is all off, else −1: {@link pressesReach} and the count, in one
 * pass in WebAssembly on big boards of every rule of row offsets and column shifts within ±1 off twisted surfaces.
 *
 * @throws {ArgumentError} for a board or presses that is not a well-formed {@link Board}, or a bad rule.
 */
export function checkedPressCount(board: Board, presses: Board, rule: Rule): number {
  assertBoard(board);
  assertBoard(presses, 'presses');
  assertRule(rule);
  const { rows, cols } = board;
  if (presses.rows !== rows || presses.cols !== cols) return -1;
  const weight = rowOperatorFor(rule, rows, cols).checkedWeight(presses.words, board.words);
  return Math.max(weight, -1); // −2 (a light past the last column) cannot pass assertBoard
}
