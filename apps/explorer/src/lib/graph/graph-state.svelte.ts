import type { Graph, GraphGame } from '@lightsout/core';
import { pressVertex } from '@lightsout/core/algebra';
import { Facts } from '../game/facts.svelte.ts';
import { Game } from '../game/game.svelte.ts';
import { stateLights } from '../game/lights.ts';
import { Solver } from '../game/solver.svelte.ts';
import { exampleGraph } from './graph-examples.ts';
import { toGraphData } from '../worker/protocol.ts';
import { describeError, isAbort, type RunJob } from '../worker/run-job.ts';

/** Quiet patterns listed for a graph at most. */
export const MAX_GRAPH_PATTERNS = 12;

/** Workers the graph page uses. */
export interface GraphRunners {
  readonly solve: RunJob;
  readonly facts: RunJob;
  readonly layout: RunJob;
}

/**
 * The graph page: a graph (a built-in example or a loaded file), the σ⁺ or σ game, k states, the lights
 * (a {@link Game} over the vertices), its solver and facts, and drawing positions — the file's
 * coordinates, or a force layout computed in a worker.
 */
export class GraphState {
  graph = $state.raw<Graph>(exampleGraph('petersen')!);
  /** The example's name (`petersen`, `cycle-12`, …) or `custom` for a loaded file. */
  source = $state('petersen');
  /** σ⁺ (a press changes the vertex and its neighbours) or σ (neighbours only). */
  gameKind = $state<GraphGame>('sigma-plus');
  /** x₀, y₀, x₁, y₁, … to draw with; `null` while a layout is computed. */
  layout = $state.raw<Float64Array | null>(null);
  /** Why the layout failed, if it did. */
  layoutError = $state<string | null>(null);
  readonly lights: Game<Uint8Array>;
  readonly solver: Solver<Uint8Array>;
  readonly facts = new Facts<Uint8Array>();

  private layoutController: AbortController | null = null;

  constructor(private readonly run: GraphRunners) {
    const press = (lights: Uint8Array, v: number, times: number) => pressVertex(this.graph, lights, v, this.lights.states, this.gameKind, times);
    this.lights = new Game(
      stateLights(() => this.lights.states, () => press),
      new Uint8Array(this.graph.vertexCount).fill(1),
    );
    this.layout = this.graph.coordinates;
    this.solver = new Solver(this.lights, async (lights, minimal, signal, _onProgress, onBest) => {
      const request = { kind: 'graphSolve', ...this.spec(), lights, minimal, search: onBest !== undefined } as const;
      const r = await this.run.solve(request, {
        signal,
        onBest: (b) => onBest?.({ presses: b.presses, count: b.pressCount, bound: b.bound, method: b.method, solutions: b.solutions }),
      });
      if (!r.solvable) return { solvable: false, proof: r.proof, method: r.method };
      return { solvable: true, presses: r.presses, minimal: r.minimal, method: r.method, solutions: r.solutions, bound: r.bound };
    });
  }

  /** Number of states k. */
  get states(): number {
    return this.lights.states;
  }

  /** Shows a graph as a fresh start: its lights (all 1 when not given), its coordinates or a layout. */
  open(graph: Graph, source: string, lights: Uint8Array | null = null, states = this.states): void {
    this.graph = graph;
    this.source = source;
    const start = lights && lights.length === graph.vertexCount ? lights.map((v) => Math.min(v, states - 1)) : new Uint8Array(graph.vertexCount).fill(1);
    this.lights.reset(start, states);
    void this.computeLayout();
  }

  /** σ⁺ or σ. */
  setGame(game: GraphGame): void {
    if (game === this.gameKind) return;
    this.solver.reset();
    this.gameKind = game;
    this.lights.dropOverlays();
  }

  /** A new number of states. */
  setStates(states: number): void {
    this.lights.setStates(states);
  }

  /** Computes the facts of this graph, game and k (unless known). */
  loadFacts(): Promise<void> {
    const spec = this.spec();
    const key = `${this.source}:${this.graph.vertexCount}:${this.graph.edgeCount}:${spec.game}:${spec.states}:${this.version}`;
    return this.facts.load(key, (maxPatterns, signal) => this.run.facts({ kind: 'graphFacts', ...spec, maxPatterns }, { signal }), false, MAX_GRAPH_PATTERNS);
  }

  /** Bumped for every graph opened, so facts of two custom graphs of the same size are told apart. */
  private version = 0;

  private spec() {
    return { graph: toGraphData(this.graph), game: this.gameKind, states: this.states };
  }

  private async computeLayout(): Promise<void> {
    this.version++;
    this.layoutController?.abort(new DOMException('superseded', 'AbortError'));
    this.layoutController = null;
    this.layoutError = null;
    const graph = this.graph;
    if (graph.coordinates) {
      this.layout = graph.coordinates;
      return;
    }
    this.layout = null;
    const controller = new AbortController();
    this.layoutController = controller;
    try {
      const { coordinates } = await this.run.layout({ kind: 'graphLayout', graph: toGraphData(graph), seed: 1 }, { signal: controller.signal });
      if (this.layoutController === controller) this.layout = coordinates;
    } catch (error) {
      if (this.layoutController === controller && !isAbort(error)) this.layoutError = describeError(error);
    } finally {
      if (this.layoutController === controller) this.layoutController = null;
    }
  }
}
