import { assertGraph, Graph, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from '../graph/graph.ts';
import { ArgumentError } from '../errors.ts';
import { assertOptionalWhole, assertOptions, assertString, describe } from '../validate.ts';
import { EdgeSet } from './_edge-set.ts';
import { GraphFormatError } from './graph-error.ts';
import { quoteText } from './quote.ts';

/**
 * Checks a graph and its optional lights for the writers: one whole number from 0 to 255 per vertex, or none.
 *
 * @param graph Anything.
 * @param lights Anything.
 * @throws {ArgumentError} otherwise.
 */
export function assertGraphLights(graph: unknown, lights: unknown): asserts graph is Graph {
  assertGraph(graph);
  if (lights === undefined || lights === null) return;
  const list = lights as ArrayLike<unknown>;
  if (typeof lights !== 'object' || list.length !== graph.vertexCount) throw new ArgumentError(`lights must be an array of ${graph.vertexCount} states, one per vertex, got ${describe(lights)}`);
  for (let v = 0; v < list.length; v++) {
    const x = list[v];
    if (!Number.isInteger(x) || (x as number) < 0 || (x as number) > 255) throw new ArgumentError(`lights[${v}] must be a whole number from 0 to 255, got ${describe(x)}`);
  }
}

/** Limits of the graph parsers. */
export interface GraphParseOptions {
  /** Largest vertex count accepted (default and cap {@link MAX_GRAPH_VERTICES}). */
  maxVertices?: number;
  /** Largest number of distinct edges accepted (default and cap {@link MAX_GRAPH_EDGES}); repeats are merged as they are read. */
  maxEdges?: number;
  /** When given, a starting light must be below it (the number of states k); the error names where it is. */
  states?: number;
}

interface Token {
  readonly text: string;
  readonly column: number;
}

const WHOLE = /^\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A 0-based vertex number below n, or a {@link GraphFormatError} naming the token. */
function vertex(t: Token, n: number, line: number): number {
  if (!WHOLE.test(t.text)) throw new GraphFormatError(`expected a vertex number, found ${quoteText(t.text)}`, { line, column: t.column });
  const v = t.text.length <= 9 ? Number(t.text) : Number.POSITIVE_INFINITY;
  if (v >= n) throw new GraphFormatError(`vertex ${quoteText(t.text).slice(1, -1)} is out of range: vertices are 0..${n - 1}`, { line, column: t.column });
  return v;
}

/**
 * The limits of `options`, each capped at the library's own.
 *
 * @param options The limits asked for.
 * @returns The vertex and edge limits in force.
 */
export function graphLimits(options: GraphParseOptions): { maxVertices: number; maxEdges: number } {
  assertOptions(options);
  assertOptionalWhole(options.maxVertices, 'maxVertices', 0);
  assertOptionalWhole(options.maxEdges, 'maxEdges', 0);
  return {
    maxVertices: Math.min(options.maxVertices ?? MAX_GRAPH_VERTICES, MAX_GRAPH_VERTICES),
    maxEdges: Math.min(options.maxEdges ?? MAX_GRAPH_EDGES, MAX_GRAPH_EDGES),
  };
}

/**
 * The message for vertex `v`'s light state over 255 or not below `states`; null when it is fine.
 *
 * @param v The vertex.
 * @param state Its light state.
 * @param text The state as written.
 * @param states The number of states, when known.
 * @returns The reason, or null.
 */
export function lightProblem(v: number, state: number, text: string, states: number | undefined): string | null {
  if (state > 255) return `expected a light state from 0 to 255, found ${quoteText(text)}`;
  if (states !== undefined && state >= states) return `vertex ${v} has light state ${text}, but with ${states} states a light is 0..${states - 1}`;
  return null;
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
 * Self-loops, vertices out of range, malformed or infinite numbers and counts over the limits are errors naming
 * line and column (partial coordinates: the first `v` line); a vertex count over the limit is refused before
 * anything is allocated. Duplicate edges are merged while the text is read, so repeats cost no memory.
 *
 * @param text The whole text.
 * @param options Vertex and edge limits, and the number of states lights must be below.
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
  /** Starting light state per vertex (0..255, and below `states` when that option is given), or null. */
  readonly lights: Uint8Array | null;
}

/**
 * {@link parseEdgeList}, also returning the `l vertex [state]` lines as a lights vector.
 *
 * @param text The whole text.
 * @param options Vertex and edge limits, and the number of states lights must be below.
 * @returns The graph and its lights.
 * @throws {GraphFormatError} for text that does not follow the format or is past a limit, with its line and column.
 */
export function parseEdgeListWithLights(text: string, options: GraphParseOptions = {}): GraphWithLights {
  assertString(text, 'text');
  const { maxVertices, maxEdges } = graphLimits(options);
  let n = -1;
  const edges = new EdgeSet(maxEdges);
  let coords: Float64Array | null = null;
  let seen: Uint8Array | null = null;
  let placed = 0;
  let coordLine = 0;
  let lights: Uint8Array | null = null;
  let lit: Uint8Array | null = null;
  let lineNo = 0;
  let lastEdgeLine = 0;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const tooMany = (line: number, column: number): GraphFormatError => new GraphFormatError(`more than ${maxEdges} distinct edges by this line, the limit`, { line, column });
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
      if (!WHOLE.test(first.text)) throw new GraphFormatError(`expected the vertex count, found ${quoteText(first.text)}`, { line: lineNo, column: first.column });
      if (tokens.length > 1) throw new GraphFormatError(`expected only the vertex count on the first line, found ${quoteText(tokens[1]!.text)}`, { line: lineNo, column: tokens[1]!.column });
      n = first.text.length <= 9 ? Number(first.text) : Number.POSITIVE_INFINITY;
      if (n < 1 || n > maxVertices) throw new GraphFormatError(`vertex count must be from 1 to ${maxVertices}, found ${quoteText(first.text)}`, { line: lineNo, column: first.column });
      continue;
    }
    if (first.text === 'v') {
      if (tokens.length !== 4) throw new GraphFormatError(`expected 'v vertex x y', found ${tokens.length - 1} values after 'v'`, { line: lineNo, column: first.column });
      const v = vertex(tokens[1]!, n, lineNo);
      const xy = [tokens[2]!, tokens[3]!].map((t) => {
        const value = NUMBER.test(t.text) ? Number(t.text) : Number.NaN;
        if (!Number.isFinite(value)) {
          const what = NUMBER.test(t.text) ? 'a finite coordinate' : 'a coordinate';
          throw new GraphFormatError(`expected ${what}, found ${quoteText(t.text)}`, { line: lineNo, column: t.column });
        }
        return value;
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
      const state = st === undefined ? 1 : WHOLE.test(st.text) ? (st.text.length <= 4 ? Number(st.text) : Number.POSITIVE_INFINITY) : Number.NaN;
      const problem = Number.isNaN(state) ? `expected a light state from 0 to 255, found ${quoteText(st!.text)}` : lightProblem(v, state, st?.text ?? '1', options.states);
      if (problem) throw new GraphFormatError(problem, { line: lineNo, column: (st ?? tokens[1]!).column });
      lights ??= new Uint8Array(n);
      lit ??= new Uint8Array(n);
      if (lit[v]) throw new GraphFormatError(`the light of vertex ${v} is given twice`, { line: lineNo, column: tokens[1]!.column });
      lit[v] = 1;
      lights[v] = state;
      continue;
    }
    if (tokens.length !== 2) {
      const at = tokens[Math.min(tokens.length, 2)] ?? first;
      throw new GraphFormatError(`expected an edge 'u v' (two vertex numbers), found ${tokens.length} values`, { line: lineNo, column: at.column });
    }
    const u = vertex(first, n, lineNo);
    const v = vertex(tokens[1]!, n, lineNo);
    if (u === v) throw new GraphFormatError(`edge ${u} ${v} is a self-loop`, { line: lineNo, column: first.column });
    if (!edges.add(u, v)) throw tooMany(lineNo, first.column);
    lastEdgeLine = lineNo;
  }
  if (n < 0) throw new GraphFormatError('expected the vertex count, found the end of the text', { line: Math.max(1, lineNo) });
  if (!edges.compact()) throw tooMany(lastEdgeLine, 1);
  if (coords && placed !== n) {
    const missing = seen!.indexOf(0);
    throw new GraphFormatError(`coordinates are given for ${placed} of ${n} vertices (vertex ${missing} has none): give all or none`, { line: coordLine });
  }
  const coordinates = coords ? Array.from({ length: n }, (_, v): [number, number] => [coords![2 * v]!, coords![2 * v + 1]!]) : null;
  return { graph: Graph.fromEdges(n, edges.edges(), { coordinates }), lights };
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
  assertGraphLights(graph, lights);
  const lines = [String(graph.vertexCount)];
  for (const [u, v] of graph.edges()) lines.push(`${u} ${v}`);
  if (graph.coordinates) for (let v = 0; v < graph.vertexCount; v++) lines.push(`v ${v} ${graph.coordinates[2 * v]} ${graph.coordinates[2 * v + 1]}`);
  if (lights) for (let v = 0; v < lights.length; v++) if (lights[v]) lines.push(lights[v] === 1 ? `l ${v}` : `l ${v} ${lights[v]}`);
  return `${lines.join('\n')}\n`;
}
