import { type Edge, Graph, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from '../graph/graph.ts';
import { GraphFormatError } from './graph-error.ts';

/** Limits of the graph parsers. */
export interface GraphParseOptions {
  /** Largest vertex count accepted (default and cap {@link MAX_GRAPH_VERTICES}). */
  maxVertices?: number;
  /** Largest number of edge lines accepted (default and cap {@link MAX_GRAPH_EDGES}). */
  maxEdges?: number;
}

interface Token {
  readonly text: string;
  readonly column: number;
}

const WHOLE = /^\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A 0-based vertex number below n, or a {@link GraphFormatError} naming the token. */
function vertex(t: Token, n: number, line: number): number {
  if (!WHOLE.test(t.text)) throw new GraphFormatError(`expected a vertex number, found '${t.text}'`, { line, column: t.column });
  const v = Number(t.text);
  if (v >= n) throw new GraphFormatError(`vertex ${t.text} is out of range: vertices are 0..${n - 1}`, { line, column: t.column });
  return v;
}

/**
 * Parses the edge-list text format:
 *
 * ```
 * # a triangle with a tail      (comments: '#' to the end of the line; blank lines are ignored)
 * 4                             (first line: the vertex count n; vertices are numbered 0..n−1)
 * 0 1                           (an edge: two vertex numbers)
 * 1 2
 * 2 0
 * 2 3
 * v 0 0.0 1.5                   (optional: 'v', a vertex, its x and y; give all vertices or none)
 * l 2                           (optional: 'l', a vertex, and its starting light state, 1 if left out;
 * l 3 2                          unlisted vertices start at 0)
 * ```
 *
 * Self-loops, vertices out of range, malformed numbers and counts over the limits are errors naming line and
 * column (partial coordinates: the first `v` line); a vertex count over the limit is refused before anything is allocated. Duplicate edges are merged.
 *
 * @param text The whole text.
 * @param options Vertex and edge limits.
 * @returns The graph.
 * @throws {GraphFormatError} for text that does not follow the format or is past a limit, with its line and column.
 */
export function parseEdgeList(text: string, options: GraphParseOptions = {}): Graph {
  return parseEdgeListWithLights(text, options).graph;
}

/** A graph read from a file, with the starting lights the file gives (null when it gives none). */
export interface GraphWithLights {
  /** The graph. */
  readonly graph: Graph;
  /** Starting light state per vertex (0..255; checked against k when solving), or null. */
  readonly lights: Uint8Array | null;
}

/**
 * {@link parseEdgeList}, also returning the `l vertex [state]` lines as a lights vector.
 *
 * @param text The whole text.
 * @param options Vertex and edge limits.
 * @returns The graph and its lights.
 * @throws {GraphFormatError} for text that does not follow the format or is past a limit, with its line and column.
 */
export function parseEdgeListWithLights(text: string, options: GraphParseOptions = {}): GraphWithLights {
  const maxVertices = Math.min(options.maxVertices ?? MAX_GRAPH_VERTICES, MAX_GRAPH_VERTICES);
  const maxEdges = Math.min(options.maxEdges ?? MAX_GRAPH_EDGES, MAX_GRAPH_EDGES);
  let n = -1;
  const edges: Edge[] = [];
  let coords: Float64Array | null = null;
  let seen: Uint8Array | null = null;
  let placed = 0;
  let coordLine = 0;
  let lights: Uint8Array | null = null;
  let lit: Uint8Array | null = null;
  let lineNo = 0;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    lineNo++;
    const hash = raw.indexOf('#');
    const body = hash >= 0 ? raw.slice(0, hash) : raw;
    const tokens: Token[] = [];
    for (const m of body.matchAll(/\S+/g)) tokens.push({ text: m[0], column: (m.index ?? 0) + 1 });
    if (tokens.length === 0) continue;
    const first = tokens[0]!;
    if (n < 0) {
      if (!WHOLE.test(first.text)) throw new GraphFormatError(`expected the vertex count, found '${first.text}'`, { line: lineNo, column: first.column });
      if (tokens.length > 1) throw new GraphFormatError(`expected only the vertex count on the first line, found '${tokens[1]!.text}'`, { line: lineNo, column: tokens[1]!.column });
      n = Number(first.text);
      if (n < 1 || n > maxVertices) throw new GraphFormatError(`vertex count must be from 1 to ${maxVertices}, found ${first.text}`, { line: lineNo, column: first.column });
      continue;
    }
    if (first.text === 'v') {
      if (tokens.length !== 4) throw new GraphFormatError(`expected 'v vertex x y', found ${tokens.length - 1} values after 'v'`, { line: lineNo, column: first.column });
      const v = vertex(tokens[1]!, n, lineNo);
      const xy = [tokens[2]!, tokens[3]!].map((t) => {
        if (!NUMBER.test(t.text)) throw new GraphFormatError(`expected a coordinate, found '${t.text}'`, { line: lineNo, column: t.column });
        return Number(t.text);
      });
      coordLine ||= lineNo;
      coords ??= new Float64Array(2 * n);
      seen ??= new Uint8Array(n);
      if (seen[v]) throw new GraphFormatError(`coordinates of vertex ${v} are given twice`, { line: lineNo, column: tokens[1]!.column });
      seen[v] = 1;
      placed++;
      coords[2 * v] = xy[0]!;
      coords[2 * v + 1] = xy[1]!;
      continue;
    }
    if (first.text === 'l') {
      if (tokens.length < 2 || tokens.length > 3) throw new GraphFormatError(`expected 'l vertex [state]', found ${tokens.length - 1} values after 'l'`, { line: lineNo, column: first.column });
      const v = vertex(tokens[1]!, n, lineNo);
      const st = tokens[2];
      if (st && (!WHOLE.test(st.text) || Number(st.text) > 255)) throw new GraphFormatError(`expected a light state from 0 to 255, found '${st.text}'`, { line: lineNo, column: st.column });
      lights ??= new Uint8Array(n);
      lit ??= new Uint8Array(n);
      if (lit[v]) throw new GraphFormatError(`the light of vertex ${v} is given twice`, { line: lineNo, column: tokens[1]!.column });
      lit[v] = 1;
      lights[v] = st ? Number(st.text) : 1;
      continue;
    }
    if (tokens.length !== 2) {
      const at = tokens[Math.min(tokens.length, 2)] ?? first;
      throw new GraphFormatError(`expected an edge 'u v' (two vertex numbers), found ${tokens.length} values`, { line: lineNo, column: at.column });
    }
    const u = vertex(first, n, lineNo);
    const v = vertex(tokens[1]!, n, lineNo);
    if (u === v) throw new GraphFormatError(`edge ${u} ${v} is a self-loop`, { line: lineNo, column: first.column });
    if (edges.length >= maxEdges) throw new GraphFormatError(`more than ${maxEdges} edges, the limit`, { line: lineNo, column: first.column });
    edges.push([u, v]);
  }
  if (n < 0) throw new GraphFormatError('expected the vertex count, found the end of the text', { line: Math.max(1, lineNo) });
  if (coords && placed !== n) {
    const missing = seen!.indexOf(0);
    throw new GraphFormatError(`coordinates are given for ${placed} of ${n} vertices (vertex ${missing} has none): give all or none`, { line: coordLine });
  }
  const coordinates = coords ? Array.from({ length: n }, (_, v): [number, number] => [coords![2 * v]!, coords![2 * v + 1]!]) : null;
  return { graph: Graph.fromEdges(n, edges, { coordinates }), lights };
}

/**
 * The graph in the edge-list format: the vertex count, `u v` per edge (u < v), `v i x y` lines, `l i s` per non-zero
 *   light.
 *
 * @param graph The graph.
 * @param lights One state per vertex, or none.
 * @returns The text, each line ending in `\n`; {@link parseEdgeListWithLights} reads it back.
 */
export function formatEdgeList(graph: Graph, lights?: ArrayLike<number> | null): string {
  const lines = [String(graph.vertexCount)];
  for (const [u, v] of graph.edges()) lines.push(`${u} ${v}`);
  if (graph.coordinates) for (let v = 0; v < graph.vertexCount; v++) lines.push(`v ${v} ${graph.coordinates[2 * v]} ${graph.coordinates[2 * v + 1]}`);
  if (lights) for (let v = 0; v < lights.length; v++) if (lights[v]) lines.push(lights[v] === 1 ? `l ${v}` : `l ${v} ${lights[v]}`);
  return `${lines.join('\n')}\n`;
}
