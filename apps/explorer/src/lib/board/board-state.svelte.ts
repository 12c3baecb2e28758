import { applyPresses, Board, pressCell, type Rule, randomBoard, randomSolvableBoard } from '@lightsout/core';
import { CLASSIC_SPEC, type RuleSpec, toRule } from '../rule/rule-spec.ts';
import type { Mode } from '../game/mode.ts';
import type { Difficulty } from './difficulty.ts';
import { UndoStack } from '../game/undo-stack.svelte.ts';

/** A solution shown over the board: the presses still to make. */
export interface ShownSolution {
  /** Presses still to make (pressing a marked cell unmarks it; the rest still solve the board). */
  readonly remaining: Board;
  /** Presses in the solution as first shown. */
  readonly total: number;
  /** True while the remaining presses are proven to be the fewest possible. */
  readonly minimal: boolean;
  /** The core method that found it. */
  readonly method: string;
}

/** Why the board cannot be solved: a quiet pattern (of the transposed rule) and its odd overlap. */
export interface ShownProof {
  /** The pattern to highlight. */
  readonly pattern: Board;
  /** Lit cells inside the pattern: always odd. */
  readonly overlap: number;
}

/** A puzzle made by the new-puzzle flow: how hard it is and the fewest presses that solve it. */
export interface Puzzle {
  readonly difficulty: Difficulty;
  /** Fewest presses that turn the lights off. */
  readonly fewest: number;
  /** True when `fewest` is proven the fewest. */
  readonly minimal: boolean;
}

/** The help a game has had since its lights were set: a solution shown, hints shown. */
export interface GameHelp {
  readonly solution: boolean;
  readonly hints: number;
}

const NO_HELP: GameHelp = Object.freeze({ solution: false, hints: 0 });

interface Snapshot {
  readonly board: Board;
  readonly presses: number;
  readonly from: Board | null;
  readonly help: GameHelp;
}

/**
 * The board being played: its lights, the rule, the click mode, the press counter, undo/redo, and what is
 * drawn over it (a solution, an unsolvability proof, a hint). Boards are immutable here: every change
 * makes a new `Board`, so Svelte sees it and undo can keep snapshots.
 *
 * Presses commute, so in play mode a press keeps a shown solution valid (the pressed cell is toggled in
 * the remaining presses) and a shown proof valid (a press never changes the overlap's parity); edits,
 * resizes and rule changes drop them.
 */
export class BoardState {
  /** The lights. */
  board = $state.raw<Board>(Board.filled(5, 5));
  /** The rule as the UI holds it. */
  spec = $state.raw<RuleSpec>(CLASSIC_SPEC);
  /** What a click does. */
  mode = $state<Mode>('play');
  /** Presses made since the board was last set. */
  presses = $state(0);
  /** The solution drawn over the board, if any. */
  solution = $state.raw<ShownSolution | null>(null);
  /** The unsolvability proof drawn over the board, if any. */
  proof = $state.raw<ShownProof | null>(null);
  /** One cell to press next, if a hint is shown. */
  hint = $state.raw<readonly [row: number, col: number] | null>(null);
  /** Bumped on every change of the lights; async answers for an older version are dropped. */
  version = $state(0);
  /** The lights before the first press since they were last set: what the presses so far set out to solve. */
  from = $state.raw<Board | null>(null);
  /** The puzzle being played, when the lights came from the new-puzzle flow. */
  puzzle = $state.raw<Puzzle | null>(null);
  /** The help this game has had (a win after seeing the solution is not praised as a perfect game). */
  help = $state.raw<GameHelp>(NO_HELP);

  /** True when presses turned every light off: the game is won. */
  get won(): boolean {
    return this.presses > 0 && this.from !== null && !this.from.isEmpty() && this.board.isEmpty();
  }

  /** The core rule, or `null` while a custom pattern is malformed. */
  readonly rule: Rule | null = $derived.by(() => {
    try {
      return toRule(this.spec);
    } catch {
      return null;
    }
  });

  /** Rows of the board. */
  get rows(): number {
    return this.board.rows;
  }
  /** Columns of the board. */
  get cols(): number {
    return this.board.cols;
  }

  private readonly history = new UndoStack<Snapshot>();

  /** True when there is a change to undo. */
  get canUndo(): boolean {
    return this.history.canUndo;
  }
  /** True when there is an undone change to redo. */
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** A click on cell (r, c), as the mode says. */
  click(r: number, c: number): void {
    if (this.mode === 'play') this.press(r, c);
    else this.flip(r, c);
  }

  /** Presses cell (r, c) under the rule and counts it. */
  press(r: number, c: number): void {
    const rule = this.rule;
    if (!rule) return;
    const next = this.board.clone();
    pressCell(next, rule, r, c);
    this.record();
    if (this.presses === 0) this.from = this.board;
    this.board = next;
    this.presses++;
    this.version++;
    if (this.solution) {
      const remaining = this.solution.remaining.clone();
      const marked = remaining.get(r, c);
      remaining.toggle(r, c);
      this.solution = { ...this.solution, remaining, minimal: this.solution.minimal && marked };
    }
    this.hint = null;
  }

  /** Flips the one light at (r, c): new lights to solve, so the press counter starts again. */
  flip(r: number, c: number): void {
    const next = this.board.clone();
    next.toggle(r, c);
    this.change(next, 0);
  }

  /** Turns every light off. */
  clear(): void {
    this.change(new Board(this.rows, this.cols), 0);
  }

  /** Turns every light on. */
  fill(): void {
    this.change(Board.filled(this.rows, this.cols), 0);
  }

  /** Flips every light. */
  invert(): void {
    this.change(Board.filled(this.rows, this.cols).xor(this.board), this.presses);
  }

  /** Lights each cell with probability ½. */
  randomize(): void {
    this.change(randomBoard(this.rows, this.cols), 0);
  }

  /** A random board that the rule can solve. */
  randomizeSolvable(): void {
    const rule = this.rule;
    if (rule) this.change(randomSolvableBoard(this.rows, this.cols, { rule }), 0);
  }

  /** Presses every cell on in `pattern` (same shape) as one undoable change. */
  pressAll(pattern: Board): void {
    const rule = this.rule;
    if (!rule) return;
    const next = applyPresses(this.board, pattern, rule);
    const count = pattern.count();
    const solution = this.solution;
    const from = this.presses === 0 ? this.board : this.from;
    this.change(next, this.presses + count);
    if (count > 0) this.from = from;
    if (solution) this.solution = { ...solution, remaining: solution.remaining.clone().xor(pattern), minimal: false };
  }

  /** XORs `pattern` (same shape) into the lights: new lights to solve, so the press counter starts again. */
  xor(pattern: Board): void {
    this.change(this.board.clone().xor(pattern), 0);
  }

  /** Replaces the board (an import, a link, a new size); undoable. */
  load(board: Board): void {
    this.change(board, 0);
  }

  /** Shows `board` as a fresh start: no undo history, no presses counted (a link being opened). */
  reset(board: Board): void {
    this.history.clear();
    this.board = board;
    this.presses = 0;
    this.from = null;
    this.help = NO_HELP;
    this.puzzle = null;
    this.version++;
    this.dropOverlays();
  }

  /** Starts a puzzle from the new-puzzle flow: its lights, undoable, with its difficulty and fewest presses. */
  startPuzzle(board: Board, puzzle: Puzzle): void {
    this.load(board);
    this.puzzle = puzzle;
  }

  /** A new size: an all-off board, or all on when `on`. */
  resize(rows: number, cols: number, on = false): void {
    this.load(Board.filled(rows, cols, on));
  }

  /** A new rule; the lights stay, the overlays go. */
  setRule(spec: RuleSpec): void {
    this.spec = spec;
    this.dropOverlays();
  }

  /** Goes back one change. */
  undo(): void {
    const previous = this.history.undo(this.snapshot());
    if (previous) this.restore(previous);
  }

  /** Goes forward one undone change. */
  redo(): void {
    const next = this.history.redo(this.snapshot());
    if (next) this.restore(next);
  }

  /** Shows a solution found for the current lights. */
  showSolution(presses: Board, minimal: boolean, method: string): void {
    this.proof = null;
    this.solution = { remaining: presses, total: presses.count(), minimal, method };
    this.help = { ...this.help, solution: true };
  }

  /** Shows why the current lights cannot be solved. */
  showProof(pattern: Board): void {
    this.solution = null;
    this.hint = null;
    this.proof = { pattern, overlap: pattern.overlap(this.board) };
  }

  /** Shows one press to make. */
  showHint(row: number, col: number): void {
    this.hint = [row, col];
    this.help = { ...this.help, hints: this.help.hints + 1 };
  }

  /**
   * Makes the next `count` presses of the shown solution (row-major order) as one undoable change;
   * returns how many were made (0 when none is left).
   */
  step(count = 1): number {
    const rule = this.rule;
    const solution = this.solution;
    if (!rule || !solution) return 0;
    const cells = firstCells(solution.remaining, count);
    if (cells.length === 0) return 0;
    const next = this.board.clone();
    const remaining = solution.remaining.clone();
    for (const [r, c] of cells) {
      pressCell(next, rule, r, c);
      remaining.toggle(r, c);
    }
    this.record();
    if (this.presses === 0) this.from = this.board;
    this.board = next;
    this.presses += cells.length;
    this.version++;
    this.solution = { ...solution, remaining };
    this.hint = null;
    return cells.length;
  }

  /** Removes the solution, proof and hint. */
  dropOverlays(): void {
    this.solution = null;
    this.proof = null;
    this.hint = null;
  }

  /** A new state of the lights, as one undoable change; nothing at all when it changes nothing. */
  private change(next: Board, presses: number): void {
    if (next.equals(this.board) && presses === this.presses) return;
    this.record();
    this.board = next;
    this.presses = presses;
    if (presses === 0) {
      this.from = null;
      this.help = NO_HELP;
    }
    this.puzzle = null;
    this.version++;
    this.dropOverlays();
  }

  private record(): void {
    this.history.push(this.snapshot());
  }

  private snapshot(): Snapshot {
    return { board: this.board, presses: this.presses, from: this.from, help: this.help };
  }

  private restore(s: Snapshot): void {
    this.board = s.board;
    this.presses = s.presses;
    this.from = s.from;
    this.help = s.help;
    this.version++;
    this.dropOverlays();
  }
}

/** The first `count` lit cells of a board in row-major order, without listing the rest. */
export function firstCells(board: Board, count: number): Array<[row: number, col: number]> {
  const out: Array<[number, number]> = [];
  const { rows, stride, words } = board;
  for (let r = 0; r < rows && out.length < count; r++) {
    for (let k = 0; k < stride && out.length < count; k++) {
      let word = words[r * stride + k]!;
      while (word !== 0 && out.length < count) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        out.push([r, (k << 5) + bit]);
      }
    }
  }
  return out;
}
