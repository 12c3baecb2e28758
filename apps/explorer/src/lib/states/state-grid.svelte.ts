import { type Rule, StateBoard } from '@lightsout/core';
import { pressStateCell } from '@lightsout/core/algebra';
import { StateFacts } from './state-facts.svelte.ts';
import { StateGame } from './state-game.svelte.ts';
import { StateSolver } from './state-solver.svelte.ts';
import { MAX_PATTERN_THUMBNAILS } from '../limits.ts';
import { type RuleSpec, ruleLabel, toRule } from '../rule/rule-spec.ts';
import type { RunJob } from '../worker/run-job.ts';

/**
 * A rows × cols board with k ≥ 3 states under the page's rule: its lights (a {@link StateGame} over the
 * cells, row-major), its solver and the facts of its shape, all solved over Z/k in the worker. Two-state
 * boards never come here: they keep the bit-packed {@link BoardState} and its GF(2) solvers.
 */
export class StateGrid {
  rows = $state(5);
  cols = $state(5);
  readonly game: StateGame;
  readonly solver: StateSolver;
  readonly facts = new StateFacts();

  constructor(
    private readonly spec: () => RuleSpec,
    private readonly solveRun: RunJob,
    private readonly factsRun: RunJob,
  ) {
    this.game = new StateGame((lights, index, times) => {
      const rule = this.rule;
      if (!rule) return;
      const board = new StateBoard(this.rows, this.cols, this.game.states, lights);
      pressStateCell(board, rule, Math.floor(index / this.cols), index % this.cols, times);
    });
    this.solver = new StateSolver(this.game, async (lights, minimal, signal) => {
      const rule = this.spec();
      if (!this.rule) throw new Error('The custom stencil is not valid yet.');
      const board = { rows: this.rows, cols: this.cols, states: this.game.states, cells: lights };
      const r = await this.solveRun({ kind: 'statesSolve', board, rule, minimal }, { signal });
      if (!r.solvable) return { solvable: false, proof: r.proof.cells, method: r.method };
      return { solvable: true, presses: r.presses.cells, minimal: r.minimal, method: r.method, solutions: r.solutions };
    });
  }

  /** The core rule, or `null` while a custom pattern is malformed. */
  get rule(): Rule | null {
    try {
      return toRule(this.spec());
    } catch {
      return null;
    }
  }

  /** Number of states k. */
  get states(): number {
    return this.game.states;
  }

  /** The lights as a core board (sharing nothing: a copy). */
  get board(): StateBoard {
    return new StateBoard(this.rows, this.cols, this.game.states, this.game.lights.slice());
  }

  /** Shows `board` as a fresh start (a link, a switch from two states). */
  open(board: StateBoard): void {
    this.solver.reset();
    this.rows = board.rows;
    this.cols = board.cols;
    this.game.reset(board.cells.slice(), board.states);
  }

  /** Replaces the lights with `board` (an import); undoable when the shape stays. */
  load(board: StateBoard): void {
    this.solver.reset();
    if (board.rows !== this.rows || board.cols !== this.cols || board.states !== this.states) {
      this.open(board);
      return;
    }
    this.game.load(board.cells.slice());
  }

  /** A new size, every light at 1 (or 0). */
  resize(rows: number, cols: number, on = true): void {
    this.open(StateBoard.filled(rows, cols, this.states, on ? 1 : 0));
  }

  /** The rule changed: drop what was drawn for the old one. */
  ruleChanged(): void {
    this.solver.reset();
    this.game.dropOverlays();
  }

  /** Computes the facts of this shape, rule and k (unless known). */
  loadFacts(): Promise<void> {
    const { rows, cols } = this;
    const states = this.states;
    const rule = this.spec();
    return this.facts.load(`${rows}x${cols} k${states} ${ruleLabel(rule)}`, async (signal) => {
      const r = await this.factsRun({ kind: 'statesShape', rows, cols, states, rule, maxPatterns: MAX_PATTERN_THUMBNAILS }, { signal });
      return { ...r, patterns: r.patterns.map((p) => p.cells) };
    });
  }
}
