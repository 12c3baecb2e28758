import { pressStateCell, type Random, type Rule, randomSolvableStateBoard, ruleName, type StateBoard, stateSymbol, solveStates } from '@lightsout/core';
import type { Cell, GameAction } from './game.ts';

/**
 * The state machine of `lightsout play --states K` (3 ≤ K ≤ 36), the k-state twin of {@link Game}: a press adds
 * 1 (mod K) to the stencil at the cursor, the board is cleared when every cell is 0. The shown solution is a
 * second grid of press counts beside the lights.
 */
export class StateGame {
  /** The lights now. */
  board: StateBoard;
  /** Cursor position. */
  cursor: Cell = [0, 0];
  /** Presses on the current board. */
  presses = 0;
  /** Boards cleared this session. */
  solved = 0;
  /** A press from a fewest-press solution, after `hint`. */
  hint: Cell | null = null;
  /** The press counts of a fewest-press solution, while shown. */
  solution: StateBoard | null = null;
  /** One line of feedback. */
  message = '';
  /** True once the player quits. */
  quit = false;
  /** The press rule. */
  readonly rule: Rule;
  /** Number of states K. */
  readonly states: number;
  private readonly random: Random;

  constructor(rows: number, cols: number, states: number, rule: Rule, random: Random) {
    this.rule = rule;
    this.states = states;
    this.random = random;
    this.board = this.freshBoard(rows, cols);
  }

  /** True when every light is 0. */
  get won(): boolean {
    return this.board.isZero();
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
        pressStateCell(this.board, this.rule, r, c);
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
        this.message = this.hint
          ? `Hint: press row ${this.hint[0] + 1}, column ${this.hint[1] + 1} (${presses!.get(this.hint[0], this.hint[1])} times in the solution).`
          : 'Nothing to press: the board is solved.';
        return;
      }
      case 'solution':
        this.solution = this.solution ? null : this.optimalPresses();
        if (this.solution) this.message = `Press each cell as often as the right-hand grid says: ${this.solution.total()} presses.`;
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

  /** The board as text: one symbol per cell (`[ ]` cursor, `< >` hint), the solution's counts beside it when shown. */
  render(): string {
    const { rows, cols } = this.board;
    const lines = [`Lights Out ${rows}×${cols} · ${this.states} states · ${ruleName(this.rule)} · presses: ${this.presses}`, ''];
    for (let r = 0; r < rows; r++) {
      let line = '';
      for (let c = 0; c < cols; c++) {
        const light = stateSymbol(this.board.get(r, c));
        const atCursor = this.cursor[0] === r && this.cursor[1] === c;
        const hinted = this.hint?.[0] === r && this.hint[1] === c;
        line += atCursor ? `[${light}]` : hinted ? `<${light}>` : ` ${light} `;
      }
      if (this.solution) {
        line += '    ';
        for (let c = 0; c < cols; c++) {
          const count = this.solution.get(r, c);
          line += ` ${count === 0 ? '.' : stateSymbol(count)}`;
        }
      }
      lines.push(line);
    }
    lines.push('', `arrows move · space adds 1 (mod ${this.states}) · h hint · s solution · n new · q quit`, this.message);
    return `${lines.join('\n')}\n`;
  }

  /** The press counts of a fewest-press solution of the current board (it is always solvable: it started so). */
  private optimalPresses(): StateBoard | null {
    const result = solveStates(this.board, { rule: this.rule, minimal: true });
    return result.solvable ? result.presses : null;
  }

  /** The press of the solution closest to the cursor. */
  private nearestPress(presses: StateBoard): Cell | null {
    let best: Cell | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let r = 0; r < presses.rows; r++) {
      for (let c = 0; c < presses.cols; c++) {
        if (presses.get(r, c) === 0) continue;
        const distance = Math.abs(r - this.cursor[0]) + Math.abs(c - this.cursor[1]);
        if (distance < bestDistance) {
          best = [r, c];
          bestDistance = distance;
        }
      }
    }
    return best;
  }

  /** A random solvable board that is not already solved. */
  private freshBoard(rows: number, cols: number): StateBoard {
    for (let attempt = 0; attempt < 100; attempt++) {
      const board = randomSolvableStateBoard(rows, cols, this.states, { rule: this.rule, random: this.random });
      if (!board.isZero()) return board;
    }
    return randomSolvableStateBoard(rows, cols, this.states, { rule: this.rule, density: 1, random: this.random });
  }
}
