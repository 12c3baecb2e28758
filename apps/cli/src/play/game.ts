import { type Board, pressCell, type Random, type Rule, randomSolvableBoard, ruleName, solve } from '@lightsout/core';

/** Everything a player can do; the key handling maps keys to these. */
export type GameAction = 'up' | 'down' | 'left' | 'right' | 'press' | 'hint' | 'solution' | 'new' | 'quit';

/** A cell as 0-based [row, col]. */
export type Cell = readonly [row: number, col: number];

/**
 * The state machine of `lightsout play`, free of any terminal: a board, a cursor, a press counter, an optional
 * hint or shown solution, and a message line. {@link apply} takes one action; {@link render} draws plain text.
 */
export class Game {
  /** The lights now. */
  board: Board;
  /** Cursor position. */
  cursor: Cell = [0, 0];
  /** Presses on the current board. */
  presses = 0;
  /** Boards cleared this session. */
  solved = 0;
  /** A press from an optimal solution, after `hint`. */
  hint: Cell | null = null;
  /** The presses of an optimal solution, while shown. */
  solution: Board | null = null;
  /** One line of feedback. */
  message = '';
  /** True once the player quits. */
  quit = false;
  /** The press rule. */
  readonly rule: Rule;
  private readonly random: Random;

  constructor(rows: number, cols: number, rule: Rule, random: Random) {
    this.rule = rule;
    this.random = random;
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
        if (this.won) {
          this.message = "Already solved: 'n' for a new board, 'q' to quit.";
          return;
        }
        pressCell(this.board, this.rule, r, c);
        this.presses++;
        this.hint = null;
        if (this.won) {
          this.solved++;
          this.solution = null;
          this.message = `Solved in ${this.presses} press${this.presses === 1 ? '' : 'es'}! 'n' for a new board, 'q' to quit.`;
        } else if (this.solution) {
          this.solution = this.optimalPresses();
        }
        return;
      case 'hint':
        this.hint = this.won ? null : this.nearestPress();
        this.message = this.hint ? `Hint: press row ${this.hint[0] + 1}, column ${this.hint[1] + 1}.` : 'Nothing to press: the board is solved.';
        return;
      case 'solution':
        this.solution = this.solution ? null : this.optimalPresses();
        if (this.solution) this.message = `The marked cells solve it: ${this.solution.count()} presses.`;
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

  /** The board as text: a title, one line per row (`#` on, `.` off; `[ ]` cursor, `< >` a suggested press), the keys and the message. */
  render(): string {
    const { rows, cols } = this.board;
    const lines = [`Lights Out ${rows}×${cols} · ${ruleName(this.rule)} · presses: ${this.presses}`, ''];
    for (let r = 0; r < rows; r++) {
      let line = '';
      for (let c = 0; c < cols; c++) {
        const light = this.board.get(r, c) ? '#' : '.';
        const atCursor = this.cursor[0] === r && this.cursor[1] === c;
        const suggested = (this.hint?.[0] === r && this.hint[1] === c) || (this.solution?.get(r, c) ?? false);
        line += atCursor ? `[${light}]` : suggested ? `<${light}>` : ` ${light} `;
      }
      lines.push(line);
    }
    lines.push('', 'arrows move · space press · h hint · s solution · n new · q quit', this.message);
    return `${lines.join('\n')}\n`;
  }

  /** The presses of a fewest-press solution of the current board (it is always solvable: it started so). */
  private optimalPresses(): Board | null {
    const result = solve(this.board, { rule: this.rule, minimal: true });
    return result.solvable ? result.presses : null;
  }

  /** The press of an optimal solution closest to the cursor. */
  private nearestPress(): Cell | null {
    const presses = this.optimalPresses();
    if (!presses) return null;
    let best: Cell | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [r, c] of presses.cells()) {
      const distance = Math.abs(r - this.cursor[0]) + Math.abs(c - this.cursor[1]);
      if (distance < bestDistance) {
        best = [r, c];
        bestDistance = distance;
      }
    }
    return best;
  }

  /** A random solvable board that is not already solved. */
  private freshBoard(rows: number, cols: number): Board {
    for (let attempt = 0; attempt < 100; attempt++) {
      const board = randomSolvableBoard(rows, cols, { rule: this.rule, random: this.random });
      if (!board.isEmpty()) return board;
    }
    return randomSolvableBoard(rows, cols, { rule: this.rule, random: this.random, density: 1 });
  }
}
