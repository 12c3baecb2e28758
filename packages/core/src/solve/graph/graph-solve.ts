import type { WorkOptions } from '../../work.ts';
import { ArgumentError } from '../../errors.ts';
import { assertGraph, type Graph } from '../../graph/graph.ts';
import { assertMinimalOption, assertOptionalWhole, assertOptions, describe } from '../../validate.ts';
import type { GraphGame } from '../../graph/graph-game.ts';
import { assertStates } from '../../zk/zk.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import { complete, type MinimalOption } from '../complete.ts';
import type { SolverMethod } from '../method.ts';
import type { SolveResult } from '../result.ts';
import { graphKind } from './graph-kind.ts';
import { GRAPH_METHODS } from './graph-methods.ts';
import { needOf } from './graph-need.ts';
import type { GraphShape } from './graph-shape.ts';
import { gridGraphMethod } from './grid-graph.ts';

/**
 * How the linear algebra is done: as a grid board when the graph is a grid (under any numbering), lazy chasing
 * along a reverse Cuthill–McKee order, or the dense matrix.
 */
export type GraphMethod = 'grid' | 'sparse-chase' | 'dense';

/** Options of {@link solveGraph} and the graph queries. */
export interface GraphSolveOptions extends WorkOptions {
  /** σ⁺ (press changes its vertex and neighbours, default) or σ (neighbours only). */
  game?: GraphGame;
  /** Number of states k (2..255); 2 by default (lights on/off). */
  states?: number;
  /** The lights to reach, one per vertex; all 0 by default. */
  target?: ArrayLike<number>;
  /** Ask for the fewest presses (least sum of counts): `true`, or bounds for the coset search. */
  minimal?: MinimalOption;
  /** The method; `grid` for a grid graph and `sparse-chase` otherwise, by default. */
  method?: GraphMethod;
  /** For `sparse-chase`: refuse orders leaving more unknowns than this (default 8192). */
  maxUnknowns?: number;
}

/** The outcome of {@link solveGraph}: presses and proofs are counts (0..k−1) per vertex. */
export type GraphResult = SolveResult<Uint8Array>;

/** The shape and method of a graph query, from its checked options. */
function shapeOf(graph: Graph, options: GraphSolveOptions): { shape: GraphShape; method: SolverMethod<GraphShape, Uint8Array> } {
  assertGraph(graph);
  assertOptions(options);
  assertMinimalOption(options.minimal);
  assertOptionalWhole(options.maxUnknowns, 'maxUnknowns', 0);
  const states = options.states ?? 2;
  assertStates(states);
  const game = options.game ?? 'sigma-plus';
  if (game !== 'sigma-plus' && game !== 'sigma') throw new ArgumentError(`unknown game ${JSON.stringify(game)}; expected sigma-plus or sigma`);
  const shape: GraphShape = { graph, game, states, maxUnknowns: options.maxUnknowns };
  if (options.method === undefined) return { shape, method: GRAPH_METHODS.find((m) => m.applies(shape))! };
  const method = GRAPH_METHODS.find((m) => m.name === options.method);
  if (!method) throw new ArgumentError(`unknown graph method ${typeof options.method === 'string' ? JSON.stringify(options.method) : describe(options.method)}; expected ${GRAPH_METHODS.map((m) => m.name).join(', ')}`);
  // the dense method refuses a graph over its size itself, naming the limit
  if (method === gridGraphMethod && !method.applies(shape)) throw new ArgumentError('the grid method takes grid graphs only, and this graph is not one');
  return { shape, method };
}

/**
 * Solves a lights-out game on a graph: press counts per vertex turning `lights` into `options.target`
 * (all 0 by default), or a proof that none exist. Any k from 2 to 255; every answer, proofs included, is
 * checked by applying it. Sparse graphs of small bandwidth (grids, planar meshes, long thin graphs) with 10⁵
 * vertices take seconds; expander-like graphs leave Θ(n) unknowns and are refused past `maxUnknowns`.
 *
 * @param graph The graph.
 * @param lights The states now, one per vertex.
 * @param options The game, the number of states, the target, `minimal`, the method, `maxUnknowns`, abort signal and
 *   progress.
 * @returns A {@link Solved} with press counts per vertex, or an {@link Unsolvable} with a proof.
 * @throws {ArgumentError} for a bad number of states, game or method, or lights or a target of the wrong length or
 *   with states out of range.
 * @throws {LimitError} when light chasing would leave too many unknowns or run too long, or the graph is too big for
 *   the dense method.
 * @example
 * const g = Graph.fromEdges(3, [[0, 1], [1, 2]]);
 * solveGraph(g, Uint8Array.of(1, 1, 1)); // press the middle vertex
 */
export function solveGraph(graph: Graph, lights: ArrayLike<number>, options: GraphSolveOptions = {}): GraphResult {
  const { shape, method } = shapeOf(graph, options);
  const need = needOf(graph, lights, options.target, shape.states);
  const work = { signal: options.signal, onProgress: options.onProgress };
  work.signal?.throwIfAborted();
  return complete(graphKind, method, method.prepare(shape, work), shape, need, { ...work, minimal: options.minimal });
}

/**
 * The quiet patterns of the game: the kernel of A over Z/k, generators as press vectors.
 *
 * @param graph The graph.
 * @param options The game, the number of states, the method, `maxUnknowns`, abort signal and progress.
 * @returns The generators, as press counts per vertex, and their orders.
 * @throws {ArgumentError} for a bad number of states, game or method.
 * @throws {LimitError} when light chasing would leave too many unknowns or run too long, or the graph is too big for
 *   the dense method.
 */
export function graphKernel(graph: Graph, options: Omit<GraphSolveOptions, 'target' | 'minimal'> = {}): ZkKernel {
  const { shape, method } = shapeOf(graph, options);
  options.signal?.throwIfAborted();
  const prepared = method.prepare(shape, options);
  const kernel = prepared.kernel(options);
  return { generators: [...kernel.generators], orders: [...kernel.orders], size: prepared.kernelSize, nullity: prepared.nullity };
}

/**
 * Fewest generators of the kernel (its dimension for prime k).
 *
 * @param graph The graph.
 * @param options The game, the number of states, the method, `maxUnknowns`, abort signal and progress.
 * @returns The nullity, ≥ 0.
 * @throws {ArgumentError} for a bad number of states, game or method.
 * @throws {LimitError} when light chasing would leave too many unknowns or run too long, or the graph is too big for
 *   the dense method.
 */
export function graphNullity(graph: Graph, options: Omit<GraphSolveOptions, 'target' | 'minimal'> = {}): number {
  const { shape, method } = shapeOf(graph, options);
  options.signal?.throwIfAborted();
  return method.nullity(shape, options);
}

/**
 * True when some press pattern turns `lights` into the target (all 0 by default).
 *
 * @param graph The graph.
 * @param lights The states now, one per vertex.
 * @param options The game, the number of states, the target, the method, `maxUnknowns`, abort signal and progress.
 * @returns Whether a solution exists.
 * @throws {ArgumentError} for a bad number of states, game or method, or lights or a target of the wrong length or with
 *   states out of range.
 * @throws {LimitError} when light chasing would leave too many unknowns or run too long, or the graph is too big for
 *   the dense method.
 */
export function isGraphSolvable(graph: Graph, lights: ArrayLike<number>, options: Omit<GraphSolveOptions, 'minimal'> = {}): boolean {
  const { shape, method } = shapeOf(graph, options);
  options.signal?.throwIfAborted();
  return method.prepare(shape, options).reachable(needOf(graph, lights, options.target, shape.states), options);
}
