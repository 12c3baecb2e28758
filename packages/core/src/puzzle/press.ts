import { xorRotated, xorShifted } from '../gf2/shift.ts';
import { Board } from './board.ts';
import { effectiveOffsets, type Rule, toggledCells, wrapsCols, wrapsRows } from './rule.ts';

/** Presses cell (r, c) of `board` in place: toggles every cell of the rule's stencil there. */
export function pressCell(board: Board, rule: Rule, r: number, c: number): void {
  for (const i of toggledCells(rule, board.rows, board.cols, r, c)) {
    board.toggle(Math.floor(i / board.cols), i % board.cols);
  }
}

/**
 * The lights toggled by pressing every cell on in `presses` once: A·presses, where A is the rule's matrix.
 * Works row by row with word shifts, about |stencil| · rows · stride word operations.
 */
export function pressEffect(presses: Board, rule: Rule): Board {
  const { rows, cols, stride, words } = presses;
  const out = new Board(rows, cols);
  const wrapR = wrapsRows(rule.topology);
  const wrapC = wrapsCols(rule.topology);
  for (const [dr, dc] of effectiveOffsets(rule, rows, cols)) {
    for (let r = 0; r < rows; r++) {
      let target = r + dr;
      if (wrapR) target %= rows;
      else if (target < 0 || target >= rows) continue;
      if (wrapC) xorRotated(out.words, target * stride, words, r * stride, stride, cols, dc);
      else xorShifted(out.words, target * stride, words, r * stride, stride, cols, dc);
    }
  }
  return out;
}

/** The board after pressing every cell on in `presses` (same shape): board + A·presses. `board` is untouched. */
export function applyPresses(board: Board, presses: Board, rule: Rule): Board {
  return pressEffect(presses, rule).xor(board);
}
