import { type Random, type Rule, ruleName, type StateBoard, solveStates } from '@lightsout/core';
import { pressStateCell, randomSolvableStateBoard, stateSymbol } from '@lightsout/core/algebra';
import { type Cell, CursorGame } from './_cursor-game.ts';

/**
 * The state machine of `lightsout play --states K` (3 ≤ K ≤ 36), the k-state twin of {@link Game}: a press adds
 * 1 (mod K) to the stencil at the cursor, the board is cleared when every cell is 0. The shown solution is a
 * second grid of press counts beside the lights.
 */
export class StateGame extends CursorGame<StateBoard> {
  /** Number of states K. */
  readonly states: number;

  constructor(rows: number, cols: number, states: number, rule: Rule, random: Random) {
    super(rule, random);
    this.states = states;
    this.board = this.freshBoard(rows, cols);
  }

  /** The board as text: one symbol per cell (`[ ]` cursor, `< >` hint), the solution's counts beside it when shown. */
  override render(): string {
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

  protected override isClear(board: StateBoard): boolean {
    return board.isZero();
  }

  protected override pressAt(r: number, c: number): void {
    pressStateCell(this.board, this.rule, r, c);
  }

  protected override optimalPresses(): StateBoard | null {
    const result = solveStates(this.board, { rule: this.rule, minimal: true });
    return result.solvable ? result.presses : null;
  }

  protected override randomBoard(rows: number, cols: number, density?: number): StateBoard {
    return randomSolvableStateBoard(rows, cols, this.states, { rule: this.rule, random: this.random, density });
  }

  protected override hintMessage(hint: Cell, presses: StateBoard): string {
    return `Hint: press row ${hint[0] + 1}, column ${hint[1] + 1} (${presses.get(hint[0], hint[1])} times in the solution).`;
  }

  protected override solutionMessage(solution: StateBoard): string {
    return `Press each cell as often as the right-hand grid says: ${solution.total()} presses.`;
  }
}
