import { type Board, pressCell, type Random, type Rule, ruleName, StateBoard, solve } from '@lightsout/core';
import { pressStateCell, stateSymbol } from '@lightsout/core/algebra';
import { randomGrid } from '../random-grid.ts';
import type { GameAction } from './keys.ts';

/** A cell as 0-based [row, col]. */
export type Cell = readonly [row: number, col: number];

/**
 * The state machine of `lightsout play`, free of any terminal, for two states (`#`/`.`, a bit board) and for
 * K ≤ 36 (a symbol per cell, a `StateBoard`): a board, a cursor, a press counter, an optional hint or shown
 * solution, and a message line. {@link apply} takes one action; {@link render} draws plain text. A shown solution
 * is marked on a two-state board, and drawn as a grid of press counts beside a k-state one.
 */
export class Game {
  /** The lights now. */
  board: Board | StateBoard;
  /** Cursor position. */
  cursor: Cell = [0, 0];
  /** Presses on the current board. */
  presses = 0;
  /** Boards cleared this session. */
  solved = 0;
  /** A press from a fewest-press solution, after `hint`. */
  hint: Cell | null = null;
  /** The presses of a fewest-press solution, while shown. */
  solution: Board | StateBoard | null = null;
  /** One line of feedback. */
  message = '';
  /** True once the player quits. */
  quit = false;

  /**
   * @param rule The press rule.
   * @param random Where new boards come from.
   * @param states The number of states K, 2 (the default) to 36.
   */
  constructor(
    rows: number,
    cols: number,
    readonly rule: Rule,
    private readonly random: Random,
    readonly states = 2,
  ) {
    this.board = this.freshBoard(rows, cols);
  }

  /** True when every light is off. */
  get won(): boolean {
    return this.board.isEmpty();
  }

  /** Applies one action. */
  apply(action: GameAction): void {
    const [r, c] = this.cursor;
    const { rows, cols } = this.board;
    this.message = '';
    switch (action) {
      case 'up':
        this.cursor = [(r + rows - 1) % rows, c];
        return;
      case 'down':
        this.cursor = [(r + 1) % rows, c];
        return;
      case 'left':
        this.cursor = [r, (c + cols - 1) % cols];
        return;
      case 'right':
        this.cursor = [r, (c + 1) % cols];
        return;
      case 'press':
        this.press(r, c);
        return;
      case 'hint': {
        const presses = this.won ? null : this.optimalPresses();
        this.hint = presses ? this.nearestPress(presses) : null;
        this.message = presses && this.hint ? this.hintMessage(this.hint, presses) : 'Nothing to press: the board is solved.';
        return;
      }
      case 'solution':
        this.solution = this.solution ? null : this.optimalPresses();
        if (this.solution) this.message = this.solutionMessage(this.solution);
        return;
      case 'new':
        this.board = this.freshBoard(rows, cols);
        this.presses = 0;
        this.hint = null;
        this.solution = null;
        this.message = 'New board.';
        return;
      case 'quit':
        this.quit = true;
        return;
    }
  }

  /** The board as text: a title, one line per row (`[ ]` cursor, `< >` a suggested press), the keys and the message. */
  render(): string {
    const { rows, cols } = this.board;
    const kStates = this.board instanceof StateBoard;
    const title = `Lights Out ${rows}×${cols} · ${kStates ? `${this.states} states · ` : ''}${ruleName(this.rule)} · presses: ${this.presses}`;
    const lines = [title, ''];
    for (let r = 0; r < rows; r++) {
      let line = '';
      for (let c = 0; c < cols; c++) {
        const value = this.board.get(r, c);
        const light = typeof value === 'number' ? stateSymbol(value) : value ? '#' : '.';
        const atCursor = this.cursor[0] === r && this.cursor[1] === c;
        const hinted = this.hint?.[0] === r && this.hint[1] === c;
        const marked = !kStates && this.solution?.get(r, c) === true;
        line += atCursor ? `[${light}]` : hinted || marked ? `<${light}>` : ` ${light} `;
      }
      if (kStates && this.solution) {
        line += '    ';
        for (let c = 0; c < cols; c++) {
          const count = this.solution.get(r, c) as number;
          line += ` ${count === 0 ? '.' : stateSymbol(count)}`;
        }
      }
      lines.push(line);
    }
    const press = kStates ? `space adds 1 (mod ${this.states})` : 'space press';
    lines.push('', `arrows move · ${press} · h hint · s solution · n new · q quit`, this.message);
    return `${lines.join('\n')}\n`;
  }

  /** Presses the cell at the cursor: toggles (adds 1 mod K to) its stencil, and counts. */
  private press(r: number, c: number): void {
    if (this.won) {
      this.message = "Already solved: 'n' for a new board, 'q' to quit.";
      return;
    }
    if (this.board instanceof StateBoard) pressStateCell(this.board, this.rule, r, c);
    else pressCell(this.board, this.rule, r, c);
    this.presses++;
    this.hint = null;
    if (this.won) {
      this.solved++;
      this.solution = null;
      this.message = `Solved in ${this.presses} press${this.presses === 1 ? '' : 'es'}! 'n' for a new board, 'q' to quit.`;
    } else if (this.solution) {
      this.solution = this.optimalPresses();
    }
  }

  /** The presses of a fewest-press solution of the current board (it is always solvable: it started so). */
  private optimalPresses(): Board | StateBoard | null {
    const result = solve(this.board, { rule: this.rule, minimal: true });
    return result.solvable ? result.presses : null;
  }

  /** A random solvable board that is not already solved; `density` is the chance a cell is pressed. */
  private freshBoard(rows: number, cols: number): Board | StateBoard {
    const kind = { rule: this.rule, states: this.states };
    for (let attempt = 0; attempt < 100; attempt++) {
      const board = randomGrid(rows, cols, kind, { solvable: true, density: undefined, random: this.random });
      if (!board.isEmpty()) return board;
    }
    return randomGrid(rows, cols, kind, { solvable: true, density: 1, random: this.random });
  }

  /** The message after `hint`, pointing at a press of `presses`. */
  private hintMessage([r, c]: Cell, presses: Board | StateBoard): string {
    const times = presses instanceof StateBoard ? ` (${presses.get(r, c)} times in the solution)` : '';
    return `Hint: press row ${r + 1}, column ${c + 1}${times}.`;
  }

  /** The message when the solution is shown. */
  private solutionMessage(solution: Board | StateBoard): string {
    if (solution instanceof StateBoard) return `Press each cell as often as the right-hand grid says: ${solution.total()} presses.`;
    return `The marked cells solve it: ${solution.count()} presses.`;
  }

  /** The press of the solution closest to the cursor (Manhattan distance, first in row-major order on ties). */
  private nearestPress(presses: Board | StateBoard): Cell | null {
    let best: Cell | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let r = 0; r < presses.rows; r++) {
      for (let c = 0; c < presses.cols; c++) {
        if (!presses.get(r, c)) continue;
        const distance = Math.abs(r - this.cursor[0]) + Math.abs(c - this.cursor[1]);
        if (distance < bestDistance) {
          best = [r, c];
          bestDistance = distance;
        }
      }
    }
    return best;
  }
}
