import type { WorkOptions } from '../../gf2/eliminate.ts';
import { affineChase } from '../../modular/affine-chase.ts';
import { type CosetBounds, minimizeCoset } from '../../modular/coset-search.ts';
import { assertStates } from '../../zk/zk.ts';
import { ZkMatrix } from '../../zk/zk-matrix.ts';
import { solveZk, type ZkKernel } from '../../zk/zk-solve.ts';
import type { Graph } from '../../graph/graph.ts';
import { applyGraphPresses, type GraphGame, graphPressSystem } from '../../graph/graph-game.ts';
import { reverseCuthillMcKee } from '../../graph/graph-order.ts';

/** How the linear algebra is done: lazy chasing along a reverse Cuthill–McKee order, or the dense matrix. */
export type GraphMethod = 'sparse-chase' | 'dense';

/** Largest graph the dense method accepts (its matrix has n² entries). */
export const GRAPH_DENSE_MAX_VERTICES = 2048;

/** Options of {@link solveGraph} and the graph queries. */
export interface GraphSolveOptions extends WorkOptions {
  /** σ⁺ (press changes its vertex and neighbours, default) or σ (neighbours only). */
  game?: GraphGame;
  /** Number of states k (2..255); 2 by default (lights on/off). */
  states?: number;
  /** The lights to reach, one per vertex; all 0 by default. */
  target?: ArrayLike<number>;
  /** Ask for the fewest presses (least sum of counts): `true`, or bounds for the coset search. */
  minimal?: boolean | CosetBounds;
  /** The method; `sparse-chase` by default. */
  method?: GraphMethod;
  /** For `sparse-chase`: refuse orders leaving more unknowns than this (default 8192). */
  maxUnknowns?: number;
}

/** A graph whose lights can reach the target. */
export interface GraphSolved {
  readonly solvable: true;
  /** Press count (0..k−1) per vertex. */
  readonly presses: Uint8Array;
  /** Sum of the counts. */
  readonly pressCount: number;
  /** Fewest generators of the kernel (its dimension for prime k). */
  readonly nullity: number;
  /** Number of press patterns that work: the kernel size. */
  readonly solutions: bigint;
  /** True when no solution has a smaller press count (exhaustive search, or unique). */
  readonly minimal: boolean;
  /** The method used. */
  readonly method: GraphMethod;
}

/** A graph whose lights cannot reach the target. */
export interface GraphUnsolvable {
  readonly solvable: false;
  /** A quiet pattern y (A·y = 0; A is symmetric) with y·(target − lights) ≢ 0 (mod k). */
  readonly proof: Uint8Array;
  /** Fewest generators of the kernel. */
  readonly nullity: number;
  readonly solutions: 0n;
  /** The method used. */
  readonly method: GraphMethod;
}

/** The outcome of {@link solveGraph}. */
export type GraphResult = GraphSolved | GraphUnsolvable;

/** Solves A·x = need for the game, by the chosen method. */
function linear(graph: Graph, need: Uint8Array | null, k: number, options: GraphSolveOptions): { presses: Uint8Array | null; kernel: ZkKernel; method: GraphMethod } {
  const method = options.method ?? 'sparse-chase';
  const system = graphPressSystem(graph, options.game ?? 'sigma-plus');
  const work = { signal: options.signal, onProgress: options.onProgress };
  if (method === 'dense') {
    const n = graph.vertexCount;
    if (n > GRAPH_DENSE_MAX_VERTICES) throw new RangeError(`dense graph method: ${n} vertices, over ${GRAPH_DENSE_MAX_VERTICES}`);
    const m = new ZkMatrix(n, n, k);
    for (let q = 0; q < n; q++) for (let i = system.start[q]!; i < system.start[q + 1]!; i++) m.data[system.lights[i]! * n + q] = 1;
    const r = solveZk(m, need, work);
    return { presses: r.solution, kernel: r.kernel, method };
  }
  const r = affineChase(system, reverseCuthillMcKee(graph), k, need, { ...work, maxUnknowns: options.maxUnknowns });
  return { presses: r.presses, kernel: r.kernel, method };
}

/**
 * Solves a lights-out game on a graph: press counts per vertex turning `lights` into `options.target`
 * (all 0 by default), or a proof that none exist. Any k from 2 to 255; every answer is checked by applying it.
 * Sparse graphs of small bandwidth (grids, planar meshes, long thin graphs) with 10⁵ vertices take seconds;
 * expander-like graphs leave Θ(n) unknowns and are refused past `maxUnknowns`.
 *
 * @example
 * const g = Graph.fromEdges(3, [[0, 1], [1, 2]]);
 * solveGraph(g, Uint8Array.of(1, 1, 1)); // press the middle vertex
 */
export function solveGraph(graph: Graph, lights: ArrayLike<number>, options: GraphSolveOptions = {}): GraphResult {
  const k = options.states ?? 2;
  assertStates(k);
  const n = graph.vertexCount;
  if (lights.length !== n) throw new RangeError(`lights have ${lights.length} entries, the graph ${n} vertices`);
  if (options.target && options.target.length !== n) throw new RangeError(`target has ${options.target.length} entries, the graph ${n} vertices`);
  const need = new Uint8Array(n);
  for (let v = 0; v < n; v++) {
    const a = lights[v]!;
    const b = options.target ? options.target[v]! : 0;
    if (!Number.isInteger(a) || a < 0 || a >= k || !Number.isInteger(b) || b < 0 || b >= k) {
      throw new RangeError(`vertex ${v}: states must be whole numbers below ${k}`);
    }
    need[v] = (b - a + k) % k;
  }
  const { presses, kernel, method } = linear(graph, need, k, options);
  if (!presses) {
    const proof = kernel.generators.find((y) => y.reduce((s, yi, i) => (s + yi * need[i]!) % k, 0) !== 0);
    if (!proof) throw new Error('internal error: unsolvable graph without a separating quiet pattern');
    return { solvable: false, proof, nullity: kernel.nullity, solutions: 0n, method };
  }
  let best = presses;
  let minimal = kernel.size === 1n;
  if (options.minimal && !minimal) {
    const bounds = typeof options.minimal === 'object' ? options.minimal : {};
    const found = minimizeCoset(presses, kernel.generators, kernel.orders, k, { signal: options.signal, onProgress: options.onProgress, ...bounds });
    best = found.vector;
    minimal = found.proven;
  }
  const reached = applyGraphPresses(graph, lights, best, k, options.game ?? 'sigma-plus');
  if (!reached.every((v, i) => v === (options.target ? options.target[i]! : 0))) {
    throw new Error(`internal error: ${method} returned presses that do not solve the graph`);
  }
  return { solvable: true, presses: best, pressCount: best.reduce((s, v) => s + v, 0), nullity: kernel.nullity, solutions: kernel.size, minimal, method };
}

/** The quiet patterns of the game: the kernel of A over Z/k, generators as press vectors. */
export function graphKernel(graph: Graph, options: Omit<GraphSolveOptions, 'target' | 'minimal'> = {}): ZkKernel {
  const k = options.states ?? 2;
  assertStates(k);
  return linear(graph, null, k, options).kernel;
}

/** Fewest generators of the kernel (its dimension for prime k). */
export function graphNullity(graph: Graph, options: Omit<GraphSolveOptions, 'target' | 'minimal'> = {}): number {
  return graphKernel(graph, options).nullity;
}

/** True when some press pattern turns `lights` into the target (all 0 by default). */
export function isGraphSolvable(graph: Graph, lights: ArrayLike<number>, options: Omit<GraphSolveOptions, 'minimal'> = {}): boolean {
  return solveGraph(graph, lights, options).solvable;
}
