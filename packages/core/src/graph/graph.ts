import { ArgumentError } from '../errors.ts';
import { assertIterable, describe } from '../validate.ts';
/** Largest vertex count accepted; larger declared counts are refused before anything is allocated. */
export const MAX_GRAPH_VERTICES = 2 ** 24;

/** Largest edge count accepted by the parsers. */
export const MAX_GRAPH_EDGES = 2 ** 26;

/**
 * Checks a value that should be a {@link Graph} as it enters a solver, a layout or a formatter.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertGraph(value: unknown, name = 'graph'): asserts value is Graph {
  if (!(value instanceof Graph)) throw new ArgumentError(`${name} must be a Graph, got ${describe(value)}`);
}

/**
 * The CSR arrays of m edges (us[i], vs[i]), both directions, each list sorted and without repeats. Edges given in
 * increasing order (as the parsers give them) fill every list already sorted, so no list is sorted again.
 */
function compressedRows(n: number, us: Int32Array, vs: Int32Array, m: number): { offsets: Int32Array; adjacency: Int32Array } {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < m; i++) {
    start[us[i]! + 1]!++;
    start[vs[i]! + 1]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const raw = new Int32Array(start[n]!);
  // start[v] is used as v's fill point, then rebuilt by the compaction below.
  const fill = start.subarray(0, n);
  for (let i = 0; i < m; i++) {
    raw[fill[us[i]!]!++] = vs[i]!;
    raw[fill[vs[i]!]!++] = us[i]!;
  }
  // Now fill[v] is the end of v's list, and the start of v + 1's; the compacted offsets overwrite it in place
  // (offsets[v] is written after fill[v] is read).
  const offsets = start;
  let at = 0;
  let from = 0;
  for (let v = 0; v < n; v++) {
    const end = fill[v]!;
    let sorted = true;
    for (let i = from + 1; i < end && sorted; i++) sorted = raw[i - 1]! < raw[i]!;
    if (!sorted) raw.subarray(from, end).sort();
    offsets[v] = at;
    for (let i = from; i < end; i++) if (i === from || raw[i] !== raw[i - 1]) raw[at++] = raw[i]!;
    from = end;
  }
  offsets[n] = at;
  return { offsets, adjacency: at === raw.length ? raw : raw.slice(0, at) };
}

/** An undirected edge between two 0-based vertices. */
export type Edge = readonly [u: number, v: number];

/** Options of {@link Graph.fromEdges}. */
export interface GraphOptions {
  /** Drawing positions, one [x, y] per vertex (all or none). */
  coordinates?: ReadonlyArray<readonly [number, number]> | null;
}

/**
 * A simple undirected graph on vertices 0..n−1 in CSR form: the neighbours of v are
 * `adjacency[offsets[v]] … adjacency[offsets[v + 1] − 1]`, sorted increasingly. No self-loops; an edge
 * listed twice (either way round) is one edge. Vertices may carry [x, y] coordinates for drawing.
 *
 * @example
 * const g = Graph.fromEdges(3, [[0, 1], [1, 2]]);
 * g.degree(1); // 2
 */
export class Graph {
  /** Number of vertices n. */
  readonly vertexCount: number;
  /** CSR offsets, length n + 1. */
  readonly offsets: Int32Array;
  /** CSR neighbours, each edge stored in both directions. */
  readonly adjacency: Int32Array;
  /** x₀, y₀, x₁, y₁, …, or null without coordinates. */
  readonly coordinates: Float64Array | null;

  private constructor(n: number, offsets: Int32Array, adjacency: Int32Array, coordinates: Float64Array | null) {
    this.vertexCount = n;
    this.offsets = offsets;
    this.adjacency = adjacency;
    this.coordinates = coordinates;
  }

  /**
   * A graph from its vertex count and edges. Duplicate edges are merged.
   *
   * @param n Number of vertices, 0 to {@link MAX_GRAPH_VERTICES}.
   * @param edges Pairs of 0-based vertices, either way round.
   * @param options Drawing coordinates.
   * @returns A new graph.
   * @throws {ArgumentError} for a bad `n`, a vertex out of range, a self-loop, or coordinates of the wrong
   *   length or not finite.
   */
  static fromEdges(n: number, edges: Iterable<Edge>, options: GraphOptions = {}): Graph {
    if (!Number.isInteger(n) || n < 0 || n > MAX_GRAPH_VERTICES) {
      throw new ArgumentError(`vertex count must be a whole number from 0 to ${MAX_GRAPH_VERTICES}, got ${describe(n)}`);
    }
    assertIterable(edges, 'edges');
    if (options === null || typeof options !== 'object') throw new ArgumentError(`options must be an object, got ${describe(options)}`);
    // Endpoints gather in typed arrays (8 bytes an edge, where arrays of numbers take 16 and more).
    let us = new Int32Array(1024);
    let vs = new Int32Array(1024);
    let m = 0;
    const inRange = (x: number): boolean => Number.isInteger(x) && x >= 0 && x < n;
    for (const edge of edges) {
      if (!Array.isArray(edge) && !ArrayBuffer.isView(edge)) throw new ArgumentError(`an edge must be a [u, v] pair, got ${describe(edge)}`);
      const [u, v] = edge as Edge;
      if (!inRange(u) || !inRange(v)) throw new ArgumentError(`edge (${describe(u)}, ${describe(v)}): vertex ${describe(inRange(u) ? v : u)} is not in 0..${n - 1}`);
      if (u === v) throw new ArgumentError(`edge (${u}, ${v}) is a self-loop`);
      if (m === us.length) {
        const grownU = new Int32Array(2 * m);
        grownU.set(us);
        us = grownU;
        const grownV = new Int32Array(2 * m);
        grownV.set(vs);
        vs = grownV;
      }
      us[m] = u;
      vs[m++] = v;
    }
    const { offsets, adjacency } = compressedRows(n, us, vs, m);
    let coordinates: Float64Array | null = null;
    if (options.coordinates) {
      if (!Array.isArray(options.coordinates)) throw new ArgumentError(`coordinates must be an array of [x, y] pairs, got ${describe(options.coordinates)}`);
      if (options.coordinates.length !== n) throw new ArgumentError(`expected ${n} coordinate pairs, got ${options.coordinates.length}`);
      coordinates = new Float64Array(2 * n);
      options.coordinates.forEach((pair, v) => {
        const [x, y] = Array.isArray(pair) ? pair : [Number.NaN, Number.NaN];
        if (!Number.isFinite(x) || !Number.isFinite(y)) throw new ArgumentError(`coordinates of vertex ${v} are not finite numbers`);
        coordinates![2 * v] = x;
        coordinates![2 * v + 1] = y;
      });
    }
    return new Graph(n, offsets, adjacency, coordinates);
  }

  /** Number of edges. */
  get edgeCount(): number {
    return this.adjacency.length / 2;
  }

  /**
   * Number of neighbours of v.
   *
   * @param v A vertex, 0-based, not checked.
   * @returns The count.
   */
  degree(v: number): number {
    return this.offsets[v + 1]! - this.offsets[v]!;
  }

  /**
   * The neighbours of v, sorted (a view: do not modify).
   *
   * @param v A vertex, 0-based, not checked.
   * @returns A view into `adjacency`.
   */
  neighbours(v: number): Int32Array {
    return this.adjacency.subarray(this.offsets[v]!, this.offsets[v + 1]!);
  }

  /**
   * True when u and v are adjacent.
   *
   * @param u A vertex, 0-based, not checked.
   * @param v Another vertex.
   * @returns Whether the edge exists.
   */
  hasEdge(u: number, v: number): boolean {
    // a binary search in place (no view allocated: recognising a grid asks this for every vertex)
    const list = this.adjacency;
    let lo = this.offsets[u]!;
    const end = this.offsets[u + 1]!;
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo < end && list[lo] === v;
  }

  /**
   * Every edge once, as [u, v] with u < v, in increasing order.
   *
   * @returns A new array of `edgeCount` pairs.
   */
  edges(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let u = 0; u < this.vertexCount; u++) for (const v of this.neighbours(u)) if (u < v) out.push([u, v]);
    return out;
  }

  /**
   * Coordinates of v, or null.
   *
   * @param v A vertex, 0-based, not checked.
   * @returns [x, y], or null when the graph has no coordinates.
   */
  position(v: number): [x: number, y: number] | null {
    return this.coordinates ? [this.coordinates[2 * v]!, this.coordinates[2 * v + 1]!] : null;
  }
}
