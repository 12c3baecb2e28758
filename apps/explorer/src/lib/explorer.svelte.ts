import { AtlasState } from './atlas-state.svelte.ts';
import { BoardState } from './board-state.svelte.ts';
import { FactsState } from './facts-state.svelte.ts';
import type { RuleSpec } from './rule-spec.ts';
import type { RunJob } from './run-job.ts';
import { SolveState } from './solve-state.svelte.ts';
import type { View, ViewState } from './url-state.ts';

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
  readonly facts: FactsState;
  readonly atlas: AtlasState;
  /** Requested atlas ranges (`null`: defaults), kept here so the URL has them even off the atlas page. */
  atlasSide = $state<number | null>(null);
  chartSide = $state<number | null>(null);

  constructor(runners: Runners) {
    this.board = new BoardState();
    this.solver = new SolveState(this.board, runners.solve);
    this.facts = new FactsState(runners.facts);
    this.atlas = new AtlasState(runners.table, runners.chart);
  }

  /** The state a link should reproduce. */
  snapshot(): ViewState {
    return {
      view: this.view,
      rule: this.board.spec,
      board: this.board.board,
      atlasSide: this.atlasSide,
      chartSide: this.chartSide,
    };
  }

  /** Shows a linked state (from the URL, or back/forward); a new board starts a fresh undo history. */
  apply(state: ViewState): void {
    this.view = state.view;
    this.atlasSide = state.atlasSide;
    this.chartSide = state.chartSide;
    if (!sameSpec(this.board.spec, state.rule)) this.setRule(state.rule);
    if (!this.board.board.equals(state.board)) {
      this.solver.reset();
      this.board.reset(state.board);
    }
  }

  /** Changes the rule everywhere (board and atlas). */
  setRule(spec: RuleSpec): void {
    this.solver.reset();
    this.board.setRule(spec);
  }

  /** Opens rows × cols on the board page (from the size form or an atlas click). */
  openSize(rows: number, cols: number, on = true): void {
    this.solver.reset();
    this.board.resize(rows, cols, on);
    this.view = 'board';
  }
}

function sameSpec(a: RuleSpec, b: RuleSpec): boolean {
  return a.stencil === b.stencil && a.center === b.center && a.pattern === b.pattern && a.topology === b.topology;
}
