import type { WorkOptions } from '../../work.ts';
import { ArgumentError, LimitError } from '../../errors.ts';
import { assertGraph, type Graph } from '../../graph/graph.ts';
import { assertMinimalOption, assertOptionalWhole, assertOptions, describe } from '../../validate.ts';
import { type GraphGame, graphPressSystem } from '../../graph/graph-game.ts';
import { forestOrder, reverseCuthillMcKee } from '../../graph/graph-order.ts';
import { assertStates } from '../../zk/zk.ts';
import { ZkMatrix } from '../../zk/zk-matrix.ts';
import { solveZk, type ZkKernel } from '../../zk/zk-solve.ts';
import { affineChase } from '../affine-chase.ts';
import { preparedForest } from './forest-solve.ts';
import { complete, type MinimalOption, type PuzzleKind } from '../complete.ts';
import { countsSearchBytes, minimizeCounts } from '../packed-coset.ts';
import type { Kernel, PreparedShape, SolverMethod } from '../method.ts';
import type { SolveResult } from '../result.ts';
import type { GraphShape } from './graph-shape.ts';
import { gridGraphMethod } from './grid-graph.ts';

/**
 * How the linear algebra is done: as a grid board when the graph is a grid (under any numbering), lazy chasing
 * along a reverse Cuthill–McKee order, or the dense matrix.
 */
export type GraphMethod = 'grid' | 'sparse-chase' | 'dense';

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
  minimal?: MinimalOption;
  /** The method; `grid` for a grid graph and `sparse-chase` otherwise, by default. */
  method?: GraphMethod;
  /** For `sparse-chase`: refuse orders leaving more unknowns than this (default 8192). */
  maxUnknowns?: number;
}

/** The outcome of {@link solveGraph}: presses and proofs are counts (0..k−1) per vertex. */
export type GraphResult = SolveResult<Uint8Array>;

/** Σ y·v mod k. */
function dot(y: Uint8Array, v: Uint8Array, k: number): number {
  let s = 0;
  for (let i = 0; i < y.length; i++) if (y[i]) s = (s + y[i]! * v[i]!) % k;
  return s;
}

/** The sum of the counts, four bytes a step where the array is word-aligned (two 16-bit lanes, emptied every 64 words). */
function countSum(counts: Uint8Array): number {
  let sum = 0;
  let i = 0;
  if (counts.byteOffset % 4 === 0) {
    const words = new Uint32Array(counts.buffer, counts.byteOffset, counts.length >>> 2);
    for (let k = 0; k < words.length; ) {
      let lanes = 0;
      for (const end = Math.min(words.length, k + 64); k < end; k++) {
        const w = words[k]!;
        lanes += (w & 0x00ff00ff) + ((w >>> 8) & 0x00ff00ff);
      }
      sum += (lanes & 0xffff) + (lanes >>> 16);
    }
    i = words.length * 4;
  }
  for (; i < counts.length; i++) sum += counts[i]!;
  return sum;
}

/** True when A·presses = need (mod k), all 0 for `null`: checked vertex by vertex, with nothing allocated. */
function effectEquals({ graph, states, game }: GraphShape, presses: Uint8Array, need: Uint8Array | null): boolean {
  const { offsets, adjacency } = graph;
  if (presses.length !== graph.vertexCount) return false;
  const self = game === 'sigma-plus' ? 1 : 0;
  if (states === 2) {
    // two states: the parity is the low bit of the sum (no division per vertex); mismatches are gathered
    // without a branch per vertex
    let bad = 0;
    let start = offsets[0]!;
    for (let v = 0; v < presses.length; v++) {
      const end = offsets[v + 1]!;
      let s = self * presses[v]!;
      for (let i = start; i < end; i++) s += presses[adjacency[i]!]!;
      bad |= (s ^ (need ? need[v]! : 0)) & 1;
      start = end;
    }
    return bad === 0;
  }
  for (let v = 0; v < presses.length; v++) {
    let s = self * presses[v]!;
    for (let i = offsets[v]!; i < offsets[v + 1]!; i++) s += presses[adjacency[i]!]!;
    if (s % states !== (need ? need[v]! : 0)) return false;
  }
  return true;
}

/** Graph games for the shared completion step (A is symmetric: a certificate is a quiet pattern of A itself). */
const graphKind: PuzzleKind<GraphShape, Uint8Array> = {
  reaches: (shape, presses, need) => effectEquals(shape, presses, need),
  certifies: (shape, proof, need) => proof.length === need.length && effectEquals(shape, proof, null) && dot(proof, need, shape.states) !== 0,
  weight: (presses) => countSum(presses),
  countingBound({ graph, game }, need) {
    let reach = 0; // the most vertices one press changes: the largest (closed, for σ⁺) neighbourhood
    for (let v = 0; v < graph.vertexCount; v++) reach = Math.max(reach, graph.offsets[v + 1]! - graph.offsets[v]! + (game === 'sigma-plus' ? 1 : 0));
    let lit = 0;
    for (let v = 0; v < need.length; v++) lit += need[v]!;
    return reach === 0 ? 0 : Math.ceil(lit / reach);
  },
  minimize: (shape, presses, kernel, bounds) => minimizeCounts(presses, kernel.generators, kernel.orders, shape.states, bounds),
  searchBytes: (shape, presses, nullity) => countsSearchBytes(nullity, presses.length, shape.states),
};

/** A prepared graph shape from a solve function and a kernel builder (the certificate: a separating generator). */
function preparedGraph(
  k: number,
  buildKernel: (work?: WorkOptions) => ZkKernel,
  solve: (need: Uint8Array, work?: WorkOptions) => { presses: Uint8Array | null; kernel?: ZkKernel },
): PreparedShape<Uint8Array> {
  let zk: ZkKernel | undefined;
  let kernel: Kernel<Uint8Array> | undefined;
  const zkKernel = (work?: WorkOptions): ZkKernel => (zk ??= buildKernel(work));
  const self: PreparedShape<Uint8Array> = {
    get nullity() {
      return zkKernel().nullity;
    },
    get kernelSize() {
      return zkKernel().size;
    },
    solve(need, work) {
      const r = solve(need, work);
      if (r.kernel) zk ??= r.kernel;
      return r.presses;
    },
    reachable: (need, work) => self.solve(need, work) !== null,
    kernel(work) {
      if (!kernel) {
        const z = zkKernel(work);
        kernel = { generators: z.generators, orders: z.orders };
      }
      return kernel;
    },
    eachQuietPattern: (work) => self.kernel(work).generators,
    proof(need, work) {
      const proof = self.kernel(work).generators.find((y) => dot(y, need, k) !== 0);
      if (!proof) throw new Error('internal error: an unsolvable graph without a separating quiet pattern');
      return proof;
    },
  };
  return self;
}

/**
 * Lazy light chasing along a reverse Cuthill–McKee order: graphs of small bandwidth, any size. A forest is eliminated
 * leaves first instead (a perfect elimination order: linear work on any forest, see {@link preparedForest}).
 */
export const sparseChaseGraphMethod: SolverMethod<GraphShape, Uint8Array> = {
  name: 'sparse-chase',
  applies: () => true,
  nullity(shape, work) {
    return this.prepare(shape, work).nullity;
  },
  prepare({ graph, game, states, maxUnknowns }, work) {
    const forest = forestOrder(graph, { isolated: false });
    if (forest) return preparedForest(graph, forest, game, states, maxUnknowns);
    const system = graphPressSystem(graph, game);
    const order = reverseCuthillMcKee(graph);
    const run = (need: Uint8Array | null, options?: WorkOptions) => affineChase(system, order, states, need, { ...(options ?? work), maxUnknowns });
    return preparedGraph(states, (options) => run(null, options).kernel, (need, options) => run(need, options));
  },
};

/** The dense matrix over Z/k (up to {@link GRAPH_DENSE_MAX_VERTICES} vertices): the reference. */
export const denseGraphMethod: SolverMethod<GraphShape, Uint8Array> = {
  name: 'dense',
  applies: ({ graph }) => graph.vertexCount <= GRAPH_DENSE_MAX_VERTICES,
  nullity(shape, work) {
    return this.prepare(shape, work).nullity;
  },
  prepare({ graph, game, states }) {
    const n = graph.vertexCount;
    if (n > GRAPH_DENSE_MAX_VERTICES) throw new LimitError(`dense graph method: ${n} vertices, over ${GRAPH_DENSE_MAX_VERTICES}`, 'maxVertices', n, GRAPH_DENSE_MAX_VERTICES);
    const system = graphPressSystem(graph, game);
    const m = new ZkMatrix(n, n, states);
    for (let q = 0; q < n; q++) for (let i = system.start[q]!; i < system.start[q + 1]!; i++) m.data[system.lights[i]! * n + q] = 1;
    return preparedGraph(
      states,
      (options) => solveZk(m, null, options).kernel,
      (need, options) => {
        const r = solveZk(m, need, options);
        return { presses: r.solution, kernel: r.kernel };
      },
    );
  },
};

/** The graph methods, in order of preference: the first that applies is the default. */
export const GRAPH_METHODS: readonly SolverMethod<GraphShape, Uint8Array>[] = [gridGraphMethod, sparseChaseGraphMethod, denseGraphMethod];

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

/** Checks that `value` is array-like (an array or a typed array of states); the values are checked by the caller. */
function assertStateList(value: unknown, name: string): asserts value is ArrayLike<number> {
  if (typeof value !== 'object' || value === null || !Number.isSafeInteger((value as { length?: unknown }).length)) {
    throw new ArgumentError(`${name} must be an array of states, one per vertex, got ${describe(value)}`);
  }
}

/**
 * target − lights (mod k), checking lengths and values. Over GF(2) with no target that is the lights themselves:
 * a byte array of them is used as it is (read only), which spares a copy of 2^24 bytes on the largest graphs.
 */
function needOf(graph: Graph, lights: ArrayLike<number>, target: ArrayLike<number> | undefined, k: number): Uint8Array {
  const n = graph.vertexCount;
  assertStateList(lights, 'lights');
  if (target !== undefined) assertStateList(target, 'target');
  if (lights.length !== n) throw new ArgumentError(`lights have ${lights.length} entries, the graph ${n} vertices`);
  if (target && target.length !== n) throw new ArgumentError(`target has ${target.length} entries, the graph ${n} vertices`);
  if (k === 2 && !target && lights instanceof Uint8Array) {
    const bad = lights.findIndex((a) => a > 1);
    if (bad >= 0) throw new ArgumentError(`vertex ${bad}: states must be whole numbers below ${k}`);
    return lights;
  }
  const need = new Uint8Array(n);
  if (lights instanceof Uint8Array && target === undefined) {
    // typed states are whole numbers already: only the range is checked (once, after the loop); need = −lights
    let largest = 0;
    for (let v = 0; v < n; v++) {
      const a = lights[v]!;
      largest |= a;
      need[v] = a === 0 ? 0 : k - a;
    }
    if (largest >= k) {
      const v = lights.findIndex((a) => a >= k);
      if (v >= 0) throw new ArgumentError(`vertex ${v}: states must be whole numbers below ${k}`);
    }
    return need;
  }
  if (lights instanceof Uint8Array && target instanceof Uint8Array) {
    // typed states are whole numbers already: only the range is checked
    for (let v = 0; v < n; v++) {
      const a = lights[v]!;
      const b = target ? target[v]! : 0;
      if (a >= k || b >= k) throw new ArgumentError(`vertex ${v}: states must be whole numbers below ${k}`);
      need[v] = b >= a ? b - a : b - a + k;
    }
    return need;
  }
  for (let v = 0; v < n; v++) {
    const a = lights[v]!;
    const b = target ? target[v]! : 0;
    if (!Number.isInteger(a) || a < 0 || a >= k || !Number.isInteger(b) || b < 0 || b >= k) {
      throw new ArgumentError(`vertex ${v}: states must be whole numbers below ${k}`);
    }
    need[v] = (b - a + k) % k;
  }
  return need;
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
