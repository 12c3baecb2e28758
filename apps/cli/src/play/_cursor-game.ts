import type { Random, Rule } from '@lightsout/core';

/** Everything a player can do; the key handling maps keys to these. */
export type GameAction = 'up' | 'down' | 'left' | 'right' | 'press' | 'hint' | 'solution' | 'new' | 'quit';

/** A cell as 0-based [row, col]. */
export type Cell = readonly [row: number, col: number];

/** What the game needs of a board: its shape and a cell's value (false or 0 when off or not pressed). */
export interface GameBoard {
  readonly rows: number;
  readonly cols: number;
  get(row: number, col: number): boolean | number;
}

/**
 * The terminal-free state machine both `play` games share: a board, a cursor, a press counter, an optional
 * hint or shown solution, and a message line. Subclasses say how a press acts, how the board is solved and
 * drawn, and what the hint and solution messages read.
 */
export abstract class CursorGame<B extends GameBoard> {
  /** The lights now; the subclass's constructor makes the first board. */
  board!: B;
  /** Cursor position. */
  cursor: Cell = [0, 0];
  /** Presses on the current board. */
  presses = 0;
  /** Boards cleared this session. */
  solved = 0;
  /** A press from a fewest-press solution, after `hint`. */
  hint: Cell | null = null;
  /** The presses of a fewest-press solution, while shown. */
  solution: B | null = null;
  /** One line of feedback. */
  message = '';
  /** True once the player quits. */
  quit = false;
  /** The press rule. */
  readonly rule: Rule;
  protected readonly random: Random;

  constructor(rule: Rule, random: Random) {
    this.rule = rule;
    this.random = random;
  }

  /** True when every light is off. */
  get won(): boolean {
    return this.isClear(this.board);
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
        this.pressAt(r, c);
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

  /** The board as text, ending in a newline. */
  abstract render(): string;

  /** True when every light of `board` is off. */
  protected abstract isClear(board: B): boolean;

  /** Presses the cell at row `r`, column `c` of the board. */
  protected abstract pressAt(r: number, c: number): void;

  /** The presses of a fewest-press solution of the current board (it is always solvable: it started so). */
  protected abstract optimalPresses(): B | null;

  /** A random solvable board; `density` is the chance a cell is pressed (the core's default when not given). */
  protected abstract randomBoard(rows: number, cols: number, density?: number): B;

  /** The message after `hint`, pointing at a press of `presses`. */
  protected abstract hintMessage(hint: Cell, presses: B): string;

  /** The message when the solution is shown. */
  protected abstract solutionMessage(solution: B): string;

  /** A random solvable board that is not already solved. */
  protected freshBoard(rows: number, cols: number): B {
    for (let attempt = 0; attempt < 100; attempt++) {
      const board = this.randomBoard(rows, cols);
      if (!this.isClear(board)) return board;
    }
    return this.randomBoard(rows, cols, 1);
  }

  /** The press of the solution closest to the cursor (Manhattan distance, first in row-major order on ties). */
  private nearestPress(presses: B): Cell | null {
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
