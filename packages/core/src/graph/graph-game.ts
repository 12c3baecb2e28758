import { ArgumentError } from '../errors.ts';
import type { PressSystem } from '../solve/affine-chase.ts';
import { assertStates } from '../zk/zk.ts';
import { assertGraph, type Graph } from './graph.ts';
import { describe } from '../validate.ts';

/**
 * The two games on a graph: in `sigma-plus` (σ⁺) a press changes its vertex and its neighbours; in `sigma`
 * (σ) only its neighbours.
 */
export type GraphGame = 'sigma-plus' | 'sigma';

/** Both games, in menu order. */
export const GRAPH_GAMES: readonly GraphGame[] = ['sigma-plus', 'sigma'];

/**
 * The game as a press system: press v reaches N[v] (σ⁺) or N(v) (σ). The matrix is symmetric.
 *
 * @param graph The graph.
 * @param game `sigma-plus` (a press changes its vertex too) or `sigma`.
 * @returns The system, sharing the graph's arrays for `sigma`.
 */
export function graphPressSystem(graph: Graph, game: GraphGame = 'sigma-plus'): PressSystem {
  const n = graph.vertexCount;
  if (game === 'sigma') return { size: n, start: graph.offsets, lights: graph.adjacency };
  const start = new Int32Array(n + 1);
  const lights = new Int32Array(graph.adjacency.length + n);
  let at = 0;
  for (let v = 0; v < n; v++) {
    start[v] = at;
    lights[at++] = v;
    for (let i = graph.offsets[v]!; i < graph.offsets[v + 1]!; i++) lights[at++] = graph.adjacency[i]!;
  }
  start[n] = at;
  return { size: n, start, lights };
}

/**
 * Checks a graph, its game and a list of states for it: one whole number from 0 to k − 1 per vertex.
 *
 * @throws {ArgumentError} otherwise.
 */
function assertGameStates(graph: Graph, v: ArrayLike<number>, what: string, states: number, game: GraphGame): void {
  assertGraph(graph);
  assertStates(states);
  if (game !== 'sigma-plus' && game !== 'sigma') throw new ArgumentError(`unknown game ${describe(game)}; expected sigma-plus or sigma`);
  if (typeof v !== 'object' || v === null || !Number.isSafeInteger(v.length)) throw new ArgumentError(`${what} must be an array of states, one per vertex, got ${describe(v)}`);
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!Number.isInteger(x) || x! < 0 || x! >= states) throw new ArgumentError(`${what}[${i}] must be a whole number from 0 to ${states - 1}, got ${describe(x)}`);
  }
  if (v.length !== graph.vertexCount) throw new ArgumentError(`${what} has ${v.length} entries, the graph ${graph.vertexCount} vertices`);
}

/**
 * Presses vertex v `times` times, in place: adds `times` (mod k) to v (σ⁺ only) and each neighbour.
 *
 * @param graph The graph.
 * @param lights One state per vertex, changed in place.
 * @param v The vertex, 0-based.
 * @param states The number of states k, 2 to 255.
 * @param game `sigma-plus` (a press changes its vertex too) or `sigma`.
 * @param times How many presses, any integer (taken mod k).
 * @throws {ArgumentError} for a graph that is not a {@link Graph}, an unknown game or a bad `states`, or `lights`
 *   without one state below k per vertex.
 */
export function pressVertex(graph: Graph, lights: Uint8Array, v: number, states = 2, game: GraphGame = 'sigma-plus', times = 1): void {
  assertGameStates(graph, lights, 'lights', states, game);
  if (!Number.isInteger(v) || v < 0 || v >= graph.vertexCount) throw new ArgumentError(`vertex ${String(v)} is not in 0..${graph.vertexCount - 1}`);
  if (!Number.isInteger(times)) throw new ArgumentError(`a vertex is pressed a whole number of times, not ${String(times)}`);
  const t = ((times % states) + states) % states;
  if (game === 'sigma-plus') lights[v] = (lights[v]! + t) % states;
  for (const u of graph.neighbours(v)) lights[u] = (lights[u]! + t) % states;
}

/**
 * A·presses mod k: what pressing each vertex `presses[v]` times adds to the lights.
 *
 * @param graph The graph.
 * @param presses How many times to press each vertex, one entry per vertex.
 * @param states The number of states k, 2 to 255.
 * @param game `sigma-plus` (a press changes its vertex too) or `sigma`.
 * @returns A new array, one state per vertex.
 * @throws {ArgumentError} for a graph that is not a {@link Graph}, an unknown game or a bad `states`, or `presses`
 *   without one count below k per vertex.
 */
export function graphPressEffect(graph: Graph, presses: ArrayLike<number>, states = 2, game: GraphGame = 'sigma-plus'): Uint8Array {
  assertGameStates(graph, presses, 'presses', states, game);
  const n = graph.vertexCount;
  const out = new Uint8Array(n);
  // plain locals and one typed array: this runs on every graph answer, as its verification
  const counts = presses instanceof Uint8Array ? presses : Uint8Array.from(presses);
  const { offsets, adjacency } = graph;
  const self = game === 'sigma-plus' ? 1 : 0;
  let i = offsets[0]!;
  for (let v = 0; v < n; v++) {
    const end = offsets[v + 1]!;
    let s = self * counts[v]!;
    for (; i < end; i++) s += counts[adjacency[i]!]!;
    out[v] = states === 2 ? s & 1 : s % states;
  }
  return out;
}

/**
 * The lights after the presses: lights + A·presses (mod k). `lights` is untouched.
 *
 * @param graph The graph.
 * @param lights One state per vertex.
 * @param presses How many times to press each vertex, one entry per vertex.
 * @param states The number of states k, 2 to 255.
 * @param game `sigma-plus` (a press changes its vertex too) or `sigma`.
 * @returns A new array, one state per vertex.
 * @throws {ArgumentError} for a graph that is not a {@link Graph}, an unknown game or a bad `states`, or `lights` or
 *   `presses` without one state below k per vertex.
 */
export function applyGraphPresses(graph: Graph, lights: ArrayLike<number>, presses: ArrayLike<number>, states = 2, game: GraphGame = 'sigma-plus'): Uint8Array {
  assertGameStates(graph, lights, 'lights', states, game);
  const out = graphPressEffect(graph, presses, states, game);
  for (let v = 0; v < out.length; v++) out[v] = (out[v]! + lights[v]!) % states;
  return out;
}
