import { checkedRandom, type Random } from '../puzzle/random.ts';
import { LimitError } from '../errors.ts';
import { assertNumberIn, assertWhole } from '../validate.ts';
import { type Edge, Graph, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from './graph.ts';

/**
 * Largest number of vertex pairs {@link randomGraph} draws for (one random number each), n(n − 1)/2: about
 * 11,600 vertices. Past it the drawing alone would take minutes, whatever the edge probability.
 */
export const MAX_RANDOM_GRAPH_PAIRS = 2 ** 26;

/** Refuses a family's vertex (and, for dense families, edge) count before any edge list is built. */
function assertVertexCount(n: number, edges = 0): void {
  assertWhole(n, 'vertex count', 0, MAX_GRAPH_VERTICES);
  if (edges > MAX_GRAPH_EDGES) throw new LimitError(`${edges} edges, over the limit of ${MAX_GRAPH_EDGES}`, 'maxEdges', edges, MAX_GRAPH_EDGES);
}

/** Checks both sides of a grid family, then its vertex and edge counts. */
function assertGridSides(rows: number, cols: number): void {
  assertWhole(rows, 'rows', 0);
  assertWhole(cols, 'cols', 0);
  assertVertexCount(rows * cols, 3 * rows * cols);
}

/** The graph with no vertex, for a grid with no row or no column (whose loops would still walk the other side). */
const EMPTY = (): Graph => Graph.fromEdges(0, []);

/**
 * The rows × cols grid graph (vertex r·cols + c at (c, r)): its σ⁺ game is the classic board.
 *
 * @param rows Number of rows.
 * @param cols Number of columns.
 * @returns A new graph with coordinates.
 * @throws {ArgumentError} for sides that are not whole numbers ≥ 0, or past {@link MAX_GRAPH_VERTICES} vertices.
 * @throws {LimitError} past {@link MAX_GRAPH_EDGES} edges.
 */
export function gridGraph(rows: number, cols: number): Graph {
  assertGridSides(rows, cols);
  if (rows * cols === 0) return EMPTY();
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
 * @throws {ArgumentError} for sides that are not whole numbers ≥ 0, or past {@link MAX_GRAPH_VERTICES} vertices.
 * @throws {LimitError} past {@link MAX_GRAPH_EDGES} edges.
 */
export function triangulatedGridGraph(rows: number, cols: number): Graph {
  assertGridSides(rows, cols);
  if (rows * cols === 0) return EMPTY();
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
 * @throws {LimitError} past {@link MAX_GRAPH_EDGES} edges.
 */
export function completeGraph(n: number): Graph {
  assertVertexCount(n);
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
 * @param random The random source, such as `seededRandom`.
 * @returns A new graph.
 * @throws {ArgumentError} for a vertex count that is not a whole number, past {@link MAX_GRAPH_VERTICES}, a `p`
 *   outside [0, 1] or a `random` that is not a function (or returns anything but 32-bit unsigned integers).
 * @throws {LimitError} past {@link MAX_RANDOM_GRAPH_PAIRS} vertex pairs (`maxPairs`), or when the expected edge count
 *   is past {@link MAX_GRAPH_EDGES} (`maxEdges`), before anything is drawn.
 */
export function randomGraph(n: number, p: number, random: Random): Graph {
  assertVertexCount(n);
  assertNumberIn(p, 'p', 0, 1);
  const next = checkedRandom(random);
  const pairs = (n * (n - 1)) / 2;
  if (pairs > MAX_RANDOM_GRAPH_PAIRS) {
    throw new LimitError(`a random graph on ${n} vertices draws for ${pairs} vertex pairs, over the limit of ${MAX_RANDOM_GRAPH_PAIRS}`, 'maxPairs', pairs, MAX_RANDOM_GRAPH_PAIRS);
  }
  assertVertexCount(n, Math.ceil(p * pairs));
  const edges: Edge[] = [];
  const cut = Math.floor(p * 0x100000000);
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (next() < cut) edges.push([u, v]);
  return Graph.fromEdges(n, edges);
}

/**
 * A random graph of bounded degree: each vertex joined to `degree` random others (merged, no loops).
 *
 * @param n Number of vertices.
 * @param degree Random edges drawn from each vertex.
 * @param random The random source, such as `seededRandom`.
 * @returns A new graph; degrees are about 2·`degree`.
 * @throws {ArgumentError} for a vertex count that is not a whole number, past {@link MAX_GRAPH_VERTICES}, a degree
 *   that is not a whole number ≥ 0 or a `random` that is not a function (or returns anything but 32-bit unsigned
 *   integers).
 * @throws {LimitError} past {@link MAX_GRAPH_EDGES} drawn edges (`maxEdges`), before anything is drawn.
 */
export function randomRegularishGraph(n: number, degree: number, random: Random): Graph {
  assertWhole(degree, 'degree', 0);
  assertVertexCount(n);
  assertVertexCount(n, n * degree);
  const next = checkedRandom(random);
  const edges: Edge[] = [];
  for (let u = 0; u < n; u++) {
    for (let d = 0; d < degree; d++) {
      const v = next() % n;
      if (v !== u) edges.push([u, v]);
    }
  }
  return Graph.fromEdges(n, edges);
}
