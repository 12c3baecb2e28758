import type { Random } from '../puzzle/random.ts';
import { ArgumentError, LimitError } from '../errors.ts';
import { type Edge, Graph, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from './graph.ts';

/** Refuses a family's vertex (and, for dense families, edge) count before any edge list is built. */
function assertVertexCount(n: number, edges = 0): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_GRAPH_VERTICES) {
    throw new ArgumentError(`vertex count must be a whole number from 0 to ${MAX_GRAPH_VERTICES}, got ${String(n)}`);
  }
  if (edges > MAX_GRAPH_EDGES) throw new LimitError(`${edges} edges, over the limit of ${MAX_GRAPH_EDGES}`, 'maxEdges', edges, MAX_GRAPH_EDGES);
}

/**
 * The rows × cols grid graph (vertex r·cols + c at (c, r)): its σ⁺ game is the classic board.
 *
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @returns A new graph with coordinates.
 * @throws {ArgumentError} past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function gridGraph(rows: number, cols: number): Graph {
  assertVertexCount(rows * cols);
  const edges: Edge[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = r * cols + c;
      if (c + 1 < cols) edges.push([v, v + 1]);
      if (r + 1 < rows) edges.push([v, v + cols]);
    }
  }
  const coordinates = Array.from({ length: rows * cols }, (_, v): [number, number] => [v % cols, Math.floor(v / cols)]);
  return Graph.fromEdges(rows * cols, edges, { coordinates });
}

/**
 * The rows × cols grid with one diagonal per square: a planar triangulation of degree ≤ 6.
 *
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @returns A new graph with coordinates; the diagonals join (r, c) to (r + 1, c + 1).
 * @throws {ArgumentError} past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function triangulatedGridGraph(rows: number, cols: number): Graph {
  assertVertexCount(rows * cols);
  const edges: Edge[] = gridGraph(rows, cols).edges();
  for (let r = 0; r + 1 < rows; r++) for (let c = 0; c + 1 < cols; c++) edges.push([r * cols + c, (r + 1) * cols + c + 1]);
  const coordinates = Array.from({ length: rows * cols }, (_, v): [number, number] => [v % cols, Math.floor(v / cols)]);
  return Graph.fromEdges(rows * cols, edges, { coordinates });
}

/**
 * The path on n vertices.
 *
 * @param n Number of vertices.
 * @returns A new graph with edges (i, i + 1).
 * @throws {ArgumentError} past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function pathGraph(n: number): Graph {
  assertVertexCount(n);
  return Graph.fromEdges(n, Array.from({ length: Math.max(0, n - 1) }, (_, i): Edge => [i, i + 1]));
}

/**
 * The cycle on n ≥ 3 vertices.
 *
 * @param n Number of vertices.
 * @returns A new graph with edges (i, i + 1 mod n).
 * @throws {ArgumentError} for n = 1 (a self-loop) or past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function cycleGraph(n: number): Graph {
  assertVertexCount(n);
  return Graph.fromEdges(n, Array.from({ length: n }, (_, i): Edge => [i, (i + 1) % n]));
}

/**
 * The complete graph on n vertices.
 *
 * @param n Number of vertices.
 * @returns A new graph.
 * @throws {ArgumentError} past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function completeGraph(n: number): Graph {
  assertVertexCount(n, (n * (n - 1)) / 2);
  const edges: Edge[] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push([u, v]);
  return Graph.fromEdges(n, edges);
}

/**
 * An Erdős–Rényi graph: each of the n(n−1)/2 edges present with probability `p`, drawn from `random`.
 *
 * @param n Number of vertices.
 * @param p The probability of each edge, in [0, 1].
 * @param random The random source, such as {@link seededRandom}.
 * @returns A new graph.
 * @throws {ArgumentError} past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function randomGraph(n: number, p: number, random: Random): Graph {
  const edges: Edge[] = [];
  const cut = Math.floor(p * 0x100000000);
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (random() < cut) edges.push([u, v]);
  return Graph.fromEdges(n, edges);
}

/**
 * A random graph of bounded degree: each vertex joined to `degree` random others (merged, no loops).
 *
 * @param n Number of vertices.
 * @param degree Random edges drawn from each vertex.
 * @param random The random source, such as {@link seededRandom}.
 * @returns A new graph; degrees are about 2·`degree`.
 * @throws {ArgumentError} past {@link MAX_GRAPH_VERTICES} vertices.
 */
export function randomRegularishGraph(n: number, degree: number, random: Random): Graph {
  const edges: Edge[] = [];
  for (let u = 0; u < n; u++) {
    for (let d = 0; d < degree; d++) {
      const v = random() % n;
      if (v !== u) edges.push([u, v]);
    }
  }
  return Graph.fromEdges(n, edges);
}
