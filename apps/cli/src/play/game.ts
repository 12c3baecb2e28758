import { type Board, pressCell, type Random, type Rule, randomSolvableBoard, ruleName, solve } from '@lightsout/core';
import { type Cell, CursorGame } from './_cursor-game.ts';

/**
 * The state machine of `lightsout play`, free of any terminal: a board, a cursor, a press counter, an optional
 * hint or shown solution, and a message line. {@link apply} takes one action; {@link render} draws plain text.
 */
export class Game extends CursorGame<Board> {
  constructor(rows: number, cols: number, rule: Rule, random: Random) {
    super(rule, random);
    this.board = this.freshBoard(rows, cols);
  }

  /** The board as text: a title, one line per row (`#` on, `.` off; `[ ]` cursor, `< >` a suggested press), the keys and the message. */
  override render(): string {
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

  protected override isClear(board: Board): boolean {
    return board.isEmpty();
  }

  protected override pressAt(r: number, c: number): void {
    pressCell(this.board, this.rule, r, c);
  }

  protected override optimalPresses(): Board | null {
    const result = solve(this.board, { rule: this.rule, minimal: true });
    return result.solvable ? result.presses : null;
  }

  protected override randomBoard(rows: number, cols: number, density?: number): Board {
    return randomSolvableBoard(rows, cols, { rule: this.rule, random: this.random, density });
  }

  protected override hintMessage(hint: Cell): string {
    return `Hint: press row ${hint[0] + 1}, column ${hint[1] + 1}.`;
  }

  protected override solutionMessage(solution: Board): string {
    return `The marked cells solve it: ${solution.count()} presses.`;
  }
}
