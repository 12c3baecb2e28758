import type { Graph } from '../../graph/graph.ts';
import type { GraphGame } from '../../graph/graph-game.ts';

/** A graph game to solve: the graph, the game and the number of states. */
export interface GraphShape {
  /** The graph. */
  readonly graph: Graph;
  /** σ⁺ (a press changes its vertex and neighbours) or σ (neighbours only). */
  readonly game: GraphGame;
  /** Number of states k (2..255). */
  readonly states: number;
  /** For `sparse-chase`: refuse orders leaving more unknowns than this. */
  readonly maxUnknowns?: number | undefined;
}
