import { AtlasState } from './atlas/atlas-state.svelte.ts';
import { BoardState } from './board/board-state.svelte.ts';
import { PuzzleState } from './board/puzzle-state.svelte.ts';
import { GraphState } from './graph/graph-state.svelte.ts';
import { LearnState } from './learn/learn-state.svelte.ts';
import type { ViewState } from './link/url-state.ts';
import { type RuleSpec, sameRule } from './rule/rule-spec.ts';
import type { View } from './views.ts';
import type { RunJob } from './worker/run-job.ts';

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
 * The whole explorer's state: the board (every k) with its solver and facts, the new-puzzle flow, the
 * atlas, the graph page, the Learn view, the view. It converts to and from {@link ViewState}, which is what
 * the URL holds. Invariants live in the state classes (new lights reset their solver, a new rule drops what
 * was drawn for the old one); this class only routes.
 */
export class Explorer {
  view = $state<View>('board');
  /** A message about the last link or size request that could not be honoured. */
  notice = $state<string | null>(null);
  readonly board: BoardState;
  /** New puzzles and the fewest presses of a won game. */
  readonly puzzles: PuzzleState;
  readonly atlas: AtlasState;
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
    this.board = new BoardState(runners.solve, runners.facts);
    this.puzzles = new PuzzleState(this.board, runners.facts);
    this.atlas = new AtlasState(runners.table, runners.chart);
    this.learn = new LearnState(() => ({ board: this.board.board, rule: this.board.rule }));
    this.graphs = new GraphState({ solve: runners.solve, facts: runners.facts, layout: runners.layout ?? runners.facts });
  }

  /** Rows of the board shown (whichever number of states). */
  get rows(): number {
    return this.board.rows;
  }
  /** Columns of the board shown. */
  get cols(): number {
    return this.board.cols;
  }
  /** Number of states of the board. */
  get states(): number {
    return this.board.states;
  }

  /** A new number of states for the board; the lights carry over. */
  setStates(states: number): void {
    this.board.setStates(states);
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
      stateBoard: this.states > 2 ? this.board.stateBoard : null,
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
    if (!sameRule(this.board.spec, state.rule)) this.setRule(state.rule);
    if (!this.board.board.equals(state.board)) this.board.bits.game.reset(state.board);
    const states = state.states ?? 2;
    if (states > 2 && state.stateBoard) {
      if (this.states === 2 || !this.board.stateBoard.equals(state.stateBoard)) this.board.openStates(state.stateBoard);
    }
    this.board.states = states;
    if (state.graph) {
      this.graphOpened = true;
      const g = state.graph;
      const g0 = this.graphs;
      if (g.source !== g0.source || g.graph.vertexCount !== g0.graph.vertexCount || g.graph.edgeCount !== g0.graph.edgeCount) {
        g0.open(g.graph, g.source, g.lights, g.states);
      } else {
        if (g.states !== g0.states) g0.setStates(g.states);
        if (!g0.lights.kind.equals(g.lights, g0.lights.lights)) g0.lights.reset(g.lights, g.states);
      }
      g0.setGame(g.game);
    }
    if (this.view === 'graph') this.graphOpened = true;
    if (state.learn) {
      this.learn.lesson = state.learn.lesson;
      this.learn.step = state.learn.step;
    }
  }

  /** Changes the rule everywhere (board, Learn and atlas read it). */
  setRule(spec: RuleSpec): void {
    this.board.setRule(spec);
  }

  /** Opens rows × cols, all on, with two states, staying on the Learn view (its lessons need a small board). */
  openLearnBoard(rows: number, cols: number): void {
    this.board.setStates(2);
    this.board.resize(rows, cols, true);
    this.learn.go(0);
  }

  /** Opens rows × cols on the board page (from the size form or an atlas click). */
  openSize(rows: number, cols: number, on = true): void {
    this.board.resize(rows, cols, on);
    this.view = 'board';
  }
}
