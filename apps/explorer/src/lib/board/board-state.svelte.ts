import { Board, formatGrid, formatStateGrid, type Rule, StateBoard } from '@lightsout/core';
import { pressStateCell } from '@lightsout/core/algebra';
import { Facts } from '../game/facts.svelte.ts';
import { Game } from '../game/game.svelte.ts';
import { bitLights, stateLights } from '../game/lights.ts';
import type { Timers } from '../game/playback.svelte.ts';
import { Solver } from '../game/solver.svelte.ts';
import { type ImportResult, importGrid, importStateGrid, isStateGrid } from './import-grid.ts';
import { CLASSIC_SPEC, type RuleSpec, ruleLabel, toRule } from '../rule/rule-spec.ts';
import { fromData, toData } from '../worker/protocol.ts';
import type { RunJob } from '../worker/run-job.ts';

/** A game with its solver and the facts of its shape: what the board page and the graph page show. */
export interface Play<L> {
  readonly game: Game<L>;
  readonly solver: Solver<L>;
  readonly facts: Facts<L>;
}

const INVALID = 'The custom stencil is not valid yet.';

/**
 * The board: rows × cols lights with k states under the rule, each number of states played the same way
 * (one {@link Game}, {@link Solver} and {@link Facts} class). Two states stay on the core's bit-packed
 * `Board` and its GF(2) solvers ({@link bits}); k ≥ 3 use a byte per cell solved over Z/k ({@link multi}).
 * Switching k carries the lights over; changing the rule drops what was drawn for the old one.
 */
export class BoardState {
  /** The rule as the UI holds it. */
  spec = $state.raw<RuleSpec>(CLASSIC_SPEC);
  /** Number of states k. */
  states = $state(2);
  /** The core rule, or `null` while a custom pattern is malformed. */
  readonly rule: Rule | null = $derived.by(() => {
    try {
      return toRule(this.spec);
    } catch {
      return null;
    }
  });
  /** The board with two states. */
  readonly bits: Play<Board>;
  /** The board with k ≥ 3 states, row-major. */
  readonly multi: Play<Uint8Array>;
  /** Shape of {@link multi}. */
  private shape = $state({ rows: 5, cols: 5 });

  constructor(
    solve: RunJob,
    private readonly runFacts: RunJob,
    timers?: Timers,
  ) {
    const game = new Game(bitLights(() => this.rule), Board.filled(5, 5));
    this.bits = {
      game,
      facts: new Facts(),
      solver: new Solver(game, async (board, minimal, signal, onProgress, onBest) => {
        if (!this.rule) throw new Error(INVALID);
        const request = { kind: 'solve', board: toData(board), rule: this.spec, minimal, search: onBest !== undefined } as const;
        const r = await solve(request, {
          signal,
          onProgress: (done, total) => total > 0 && onProgress(done / total),
          onBest: (b) => onBest?.({ presses: fromData(b.presses), count: b.pressCount, bound: b.bound, method: b.method, solutions: 2n ** BigInt(b.nullity) }),
        });
        if (!r.solvable) return { solvable: false, proof: fromData(r.proof), method: r.method };
        return { solvable: true, presses: fromData(r.presses), minimal: r.minimal, method: r.method, solutions: 2n ** BigInt(r.nullity), bound: r.bound };
      }, timers),
    };
    const multi: Game<Uint8Array> = new Game(
      stateLights(
        () => multi.states,
        () => {
          const rule = this.rule;
          const { rows, cols } = this.shape;
          return rule && ((lights, i, times) => pressStateCell(new StateBoard(rows, cols, multi.states, lights), rule, Math.floor(i / cols), i % cols, times));
        },
      ),
      new Uint8Array(25),
      3,
    );
    this.multi = {
      game: multi,
      facts: new Facts(),
      solver: new Solver(multi, async (cells, minimal, signal) => {
        if (!this.rule) throw new Error(INVALID);
        const board = { ...this.shape, states: multi.states, cells };
        const r = await solve({ kind: 'statesSolve', board, rule: this.spec, minimal }, { signal });
        if (!r.solvable) return { solvable: false, proof: r.proof.cells, method: r.method };
        return { solvable: true, presses: r.presses.cells, minimal: r.minimal, method: r.method, solutions: r.solutions };
      }, timers),
    };
  }

  /** The game shown, for the current k (its index-based parts work for every kind). */
  get play(): Play<Board> | Play<Uint8Array> {
    return this.states === 2 ? this.bits : this.multi;
  }
  /** The two-state lights (what the Learn view and two-state links read). */
  get board(): Board {
    return this.bits.game.lights;
  }
  get rows(): number {
    return this.states === 2 ? this.board.rows : this.shape.rows;
  }
  get cols(): number {
    return this.states === 2 ? this.board.cols : this.shape.cols;
  }
  /** The k-state lights as a core board (a copy). */
  get stateBoard(): StateBoard {
    return new StateBoard(this.shape.rows, this.shape.cols, this.multi.game.states, this.multi.game.lights.slice());
  }

  /** A new rule for every k; the lights stay, what was drawn for the old rule goes. */
  setRule(spec: RuleSpec): void {
    this.spec = spec;
    for (const { game, solver } of [this.bits, this.multi] as const) {
      solver.reset();
      game.dropOverlays();
    }
  }

  /**
   * A new number of states. The lights carry over: on ↔ 1 from two states, states above the new k − 1
   * lowered to it, and every non-zero state on when going back to two.
   */
  setStates(states: number): void {
    if (states === this.states) return;
    if (states === 2) this.bits.game.load(this.stateBoard.toBoard());
    else if (this.states === 2) this.openStates(StateBoard.fromBoard(this.board, states));
    else this.multi.game.setStates(states);
    this.states = states;
  }

  /** Shows a k-state board as a fresh start (a link, an import of another shape). */
  openStates(board: StateBoard): void {
    this.shape = { rows: board.rows, cols: board.cols };
    this.multi.game.reset(board.cells.slice(), board.states);
  }

  /** Replaces the k-state lights with `board` (an import); undoable when the shape and k stay. */
  loadStates(board: StateBoard): void {
    const { rows, cols } = this.shape;
    if (board.rows !== rows || board.cols !== cols || board.states !== this.multi.game.states) this.openStates(board);
    else this.multi.game.load(board.cells.slice());
  }

  /** A new size, every light on (or off), for every k. */
  resize(rows: number, cols: number, on = true): void {
    this.bits.game.load(Board.filled(rows, cols, on));
    if (this.states > 2) this.openStates(StateBoard.filled(rows, cols, this.states, on ? 1 : 0));
  }

  /**
   * Loads grid text (undoable): the k-state format when it has a `rows cols k` header or k > 2 is shown,
   * else the two-state one; k follows the text. The refusal, or a note on what was read.
   */
  importText(text: string): Extract<ImportResult, { ok: false }> | { ok: true; note: string } {
    if (this.states === 2 && !isStateGrid(text)) {
      const read = importGrid(text);
      if (read.ok) this.bits.game.load(read.board);
      return read.ok ? { ok: true, note: read.note ?? `Loaded a ${read.board.rows} × ${read.board.cols} board.` } : read;
    }
    const read = importStateGrid(text, this.states);
    if (!read.ok) return read;
    if (read.board.states === 2) {
      this.setStates(2);
      this.bits.game.load(read.board.toBoard());
    } else {
      this.setStates(read.board.states);
      this.loadStates(read.board);
    }
    return read;
  }

  /** The lights shown as grid text: `#` and `.` with two states, digits under a `rows cols k` header above. */
  exportText(): string {
    return this.states === 2 ? formatGrid(this.board) : formatStateGrid(this.stateBoard);
  }

  /** The shown solution's presses still to make, in the grid text format (press counts with k states), or null. */
  pressesText(): string | null {
    if (this.states === 2) {
      const shown = this.bits.game.solution;
      return shown && formatGrid(shown.remaining);
    }
    const shown = this.multi.game.solution;
    return shown && formatStateGrid(new StateBoard(this.shape.rows, this.shape.cols, this.multi.game.states, shown.remaining));
  }

  /** Computes the facts of the shape, rule and k shown (unless known). */
  loadFacts(): Promise<void> {
    const { rows, cols, spec } = this;
    const key = `${rows}x${cols} ${ruleLabel(spec)}`;
    if (this.states === 2) {
      return this.bits.facts.load(
        key,
        async (maxPatterns, signal) => {
          const r = await this.runFacts({ kind: 'shape', rows, cols, rule: spec, maxPatterns }, { signal });
          return { nullity: r.nullity, solutions: 2n ** BigInt(r.nullity), patterns: r.patterns.map(fromData) };
        },
        true,
      );
    }
    const states = this.states;
    return this.multi.facts.load(`${key} k${states}`, async (maxPatterns, signal) => {
      const r = await this.runFacts({ kind: 'statesShape', rows, cols, states, rule: spec, maxPatterns }, { signal });
      return { ...r, patterns: r.patterns.map((p) => p.cells) };
    });
  }
}
