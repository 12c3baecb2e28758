import { StateBoard } from '@lightsout/core';
import { AtlasState } from './atlas/atlas-state.svelte.ts';
import { BoardState } from './board/board-state.svelte.ts';
import { PuzzleState } from './board/puzzle-state.svelte.ts';
import { FactsState } from './board/facts-state.svelte.ts';
import { GraphState } from './graph/graph-state.svelte.ts';
import { LearnState } from './learn/learn-state.svelte.ts';
import { StateGrid } from './states/state-grid.svelte.ts';
import type { RuleSpec } from './rule/rule-spec.ts';
import type { RunJob } from './worker/run-job.ts';
import { SolveState } from './board/solve-state.svelte.ts';
import type { View, ViewState } from './link/url-state.ts';

/** Where the explorer runs its jobs: one runner per worker. */
export interface Runners {
  /** Solving the board. */
  readonly solve: RunJob;
  /** Facts of the board's shape. */
  readonly facts: RunJob;
  /** The atlas heat map. */
  readonly table: RunJob;
  /** The atlas n × n chart. */
  readonly chart: RunJob;
  /** Graph layouts (optional: the facts worker otherwise). */
  readonly layout?: RunJob;
}

/**
 * The whole explorer's state: the board and its solver, the facts of its shape, the atlas, the view.
 * It converts to and from {@link ViewState}, which is what the URL holds.
 */
export class Explorer {
  view = $state<View>('board');
  /** A message about the last link or size request that could not be honoured. */
  notice = $state<string | null>(null);
  readonly board: BoardState;
  readonly solver: SolveState;
  /** New puzzles and the fewest presses of a won game. */
  readonly puzzles: PuzzleState;
  readonly facts: FactsState;
  readonly atlas: AtlasState;
  /** Number of states of the board: 2 is the ordinary board ({@link board}); above, {@link grid} holds the lights. */
  states = $state(2);
  /** The board when states > 2. */
  readonly grid: StateGrid;
  /** The graph page. */
  readonly graphs: GraphState;
  /** The Learn view (on the two-state board's lights and rule). */
  readonly learn: LearnState;
  /** True once the graph page has been shown (then its graph goes into links). */
  graphOpened = $state(false);
  /** Requested atlas ranges (`null`: defaults), kept here so the URL has them even off the atlas page. */
  atlasSide = $state<number | null>(null);
  /** The size selected in the atlas (hovered sizes are only read out; a click, a tap or the arrow keys select). */
  atlasSize = $state.raw<readonly [number, number] | null>(null);
  chartSide = $state<number | null>(null);

  constructor(runners: Runners) {
    this.board = new BoardState();
    this.solver = new SolveState(this.board, runners.solve);
    this.puzzles = new PuzzleState(this.board, runners.facts);
    this.facts = new FactsState(runners.facts);
    this.atlas = new AtlasState(runners.table, runners.chart);
    this.grid = new StateGrid(() => this.board.spec, runners.solve, runners.facts);
    this.learn = new LearnState(() => ({ board: this.board.board, rule: this.board.rule }));
    this.graphs = new GraphState({ solve: runners.solve, facts: runners.facts, layout: runners.layout ?? runners.facts });
  }

  /** Rows of the board shown (whichever number of states). */
  get rows(): number {
    return this.states > 2 ? this.grid.rows : this.board.rows;
  }

  /** Columns of the board shown. */
  get cols(): number {
    return this.states > 2 ? this.grid.cols : this.board.cols;
  }

  /**
   * A new number of states for the board. The lights carry over: on ↔ 1 from two states, states above the
   * new k−1 lowered to it, and every non-zero state on when going back to two.
   */
  setStates(states: number): void {
    if (states === this.states) return;
    this.solver.reset();
    this.grid.solver.reset();
    if (states === 2) {
      this.board.load(this.grid.board.toBoard());
    } else if (this.states === 2) {
      this.grid.open(StateBoard.fromBoard(this.board.board, states));
    } else {
      this.grid.game.setStates(states);
    }
    this.states = states;
  }

  /** The state a link should reproduce. */
  snapshot(): ViewState {
    return {
      view: this.view,
      rule: this.board.spec,
      board: this.board.board,
      atlasSide: this.atlasSide,
      chartSide: this.chartSide,
      states: this.states,
      stateBoard: this.states > 2 ? new StateBoard(this.grid.rows, this.grid.cols, this.grid.states, this.grid.game.lights) : null,
      graph: this.graphOpened || this.view === 'graph' ? this.graphLink() : null,
      learn: this.view === 'learn' ? { lesson: this.learn.lesson, step: this.learn.at } : null,
      atlasSize: this.view === 'atlas' ? this.atlasSize : null,
    };
  }

  private graphLink() {
    const g = this.graphs;
    return { source: g.source, graph: g.graph, game: g.gameKind, states: g.states, lights: g.lights.lights };
  }

  /** Shows a linked state (from the URL, or back/forward); a new board starts a fresh undo history. */
  apply(state: ViewState): void {
    this.view = state.view;
    this.atlasSide = state.atlasSide;
    this.chartSide = state.chartSide;
    if (state.view === 'atlas') this.atlasSize = state.atlasSize ?? null;
    if (!sameSpec(this.board.spec, state.rule)) this.setRule(state.rule);
    if (!this.board.board.equals(state.board)) {
      this.solver.reset();
      this.board.reset(state.board);
    }
    const states = state.states ?? 2;
    if (states > 2 && state.stateBoard) {
      const shown = this.states > 2 ? new StateBoard(this.grid.rows, this.grid.cols, this.grid.states, this.grid.game.lights) : null;
      if (!shown?.equals(state.stateBoard)) this.grid.open(state.stateBoard);
    }
    this.states = states;
    if (state.graph) {
      this.graphOpened = true;
      const g = state.graph;
      const g0 = this.graphs;
      if (g.source !== g0.source || g.graph.vertexCount !== g0.graph.vertexCount || g.graph.edgeCount !== g0.graph.edgeCount) {
        g0.open(g.graph, g.source, g.lights, g.states);
      } else {
        if (g.states !== g0.states) g0.setStates(g.states);
        if (!sameLights(g.lights, g0.lights.lights)) {
          g0.solver.reset();
          g0.lights.reset(g.lights, g.states);
        }
      }
      g0.setGame(g.game);
    }
    if (this.view === 'graph') this.graphOpened = true;
    if (state.learn) {
      this.learn.lesson = state.learn.lesson;
      this.learn.step = state.learn.step;
    }
  }

  /** Changes the rule everywhere (board and atlas). */
  setRule(spec: RuleSpec): void {
    this.solver.reset();
    this.board.setRule(spec);
    this.grid.ruleChanged();
  }

  /** Opens rows × cols, all on, with two states, staying on the Learn view (its lessons need a small board). */
  openLearnBoard(rows: number, cols: number): void {
    this.setStates(2);
    this.solver.reset();
    this.board.resize(rows, cols, true);
    this.learn.go(0);
  }

  /** Opens rows × cols on the board page (from the size form or an atlas click). */
  openSize(rows: number, cols: number, on = true): void {
    this.solver.reset();
    this.board.resize(rows, cols, on);
    if (this.states > 2) this.grid.resize(rows, cols, on);
    this.view = 'board';
  }
}

function sameSpec(a: RuleSpec, b: RuleSpec): boolean {
  return a.stencil === b.stencil && a.center === b.center && a.pattern === b.pattern && a.topology === b.topology;
}

function sameLights(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
