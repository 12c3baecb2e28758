import type { GraphParseOptions, GraphWithLights } from './edge-list.ts';
import { type Edge, Graph, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from '../graph/graph.ts';
import { GraphFormatError } from './graph-error.ts';
import { findJsonSyntaxError } from './json-syntax.ts';

/** The JSON shape of a graph: 0-based vertices, each edge a pair, optional [x, y] per vertex. */
export interface GraphJson {
  /** Number of vertices n. */
  vertices: number;
  /** The edges, as pairs of vertices. */
  edges: Array<[number, number]>;
  /** Drawing positions, one [x, y] per vertex. */
  coordinates?: Array<[number, number]>;
  /** Starting light state per vertex (0..255). */
  lights?: number[];
}

/** The 1-based line and column of a character offset. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Parses a graph from JSON text (or an already parsed value): `{ "vertices": n, "edges": [[u, v], …],
 * "coordinates"?: [[x, y], …] }`, vertices 0-based. Errors name the JSON path (`edges[3][1]`), or line and
 * column for text that is not JSON at all. Duplicate edges are merged; unknown keys are refused.
 *
 * @param input JSON text, or the value it parses to.
 * @param options Vertex and edge limits.
 * @returns The graph.
 * @throws {GraphFormatError} for input that does not follow the format or is past a limit, naming the JSON path (or
 *   line and column for text that is not JSON).
 */
export function parseGraphJson(input: string | unknown, options: GraphParseOptions = {}): Graph {
  return parseGraphJsonWithLights(input, options).graph;
}

/**
 * {@link parseGraphJson}, also returning the optional `"lights": [s₀, …]` (n whole numbers 0..255).
 *
 * @param input JSON text, or the value it parses to.
 * @param options Vertex and edge limits.
 * @returns The graph and its lights.
 * @throws {GraphFormatError} for input that does not follow the format or is past a limit, naming the JSON path (or
 *   line and column for text that is not JSON).
 */
export function parseGraphJsonWithLights(input: string | unknown, options: GraphParseOptions = {}): GraphWithLights {
  let doc: unknown = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
    } catch (e) {
      const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
      const syntax = findJsonSyntaxError(text);
      if (!syntax) throw e;
      const found = syntax.offset < text.length ? `'${JSON.stringify(text[syntax.offset]).slice(1, -1)}'` : 'the end of the text';
      throw new GraphFormatError(`not valid JSON: expected ${syntax.expected}, found ${found}`, position(text, syntax.offset));
    }
  }
  const maxVertices = Math.min(options.maxVertices ?? MAX_GRAPH_VERTICES, MAX_GRAPH_VERTICES);
  const maxEdges = Math.min(options.maxEdges ?? MAX_GRAPH_EDGES, MAX_GRAPH_EDGES);
  if (!isObject(doc)) throw new GraphFormatError('expected an object { "vertices", "edges" }', { path: '$' });
  for (const key of Object.keys(doc)) {
    if (key !== 'vertices' && key !== 'edges' && key !== 'coordinates' && key !== 'lights') throw new GraphFormatError(`unknown key '${key}'`, { path: key });
  }
  const n = doc.vertices;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > maxVertices) {
    throw new GraphFormatError(`expected a vertex count from 1 to ${maxVertices}, found ${JSON.stringify(n) ?? 'nothing'}`, { path: 'vertices' });
  }
  const list = doc.edges;
  if (!Array.isArray(list)) throw new GraphFormatError('expected an array of [u, v] pairs', { path: 'edges' });
  if (list.length > maxEdges) throw new GraphFormatError(`${list.length} edges, over the limit of ${maxEdges}`, { path: 'edges' });
  const edges: Edge[] = list.map((e: unknown, i) => {
    if (!Array.isArray(e) || e.length !== 2) throw new GraphFormatError('expected a pair [u, v]', { path: `edges[${i}]` });
    const [u, v] = e.map((x: unknown, j) => {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x >= n) {
        throw new GraphFormatError(`expected a vertex from 0 to ${n - 1}, found ${JSON.stringify(x)}`, { path: `edges[${i}][${j}]` });
      }
      return x;
    }) as [number, number];
    if (u === v) throw new GraphFormatError(`edge [${u}, ${v}] is a self-loop`, { path: `edges[${i}]` });
    return [u, v];
  });
  let coordinates: Array<[number, number]> | null = null;
  if (doc.coordinates !== undefined) {
    const c = doc.coordinates;
    if (!Array.isArray(c) || c.length !== n) throw new GraphFormatError(`expected ${n} [x, y] pairs, one per vertex`, { path: 'coordinates' });
    coordinates = c.map((p: unknown, i) => {
      if (!Array.isArray(p) || p.length !== 2 || !p.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        throw new GraphFormatError('expected [x, y], two finite numbers', { path: `coordinates[${i}]` });
      }
      return [p[0] as number, p[1] as number];
    });
  }
  let lights: Uint8Array | null = null;
  if (doc.lights !== undefined) {
    const l = doc.lights;
    if (!Array.isArray(l) || l.length !== n) throw new GraphFormatError(`expected ${n} light states, one per vertex`, { path: 'lights' });
    lights = Uint8Array.from(l, (s: unknown, i) => {
      if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > 255) throw new GraphFormatError(`expected a light state from 0 to 255, found ${JSON.stringify(s)}`, { path: `lights[${i}]` });
      return s;
    });
  }
  return { graph: Graph.fromEdges(n, edges, { coordinates }), lights };
}


/**
 * The graph (and lights, if given) as a {@link GraphJson} value (edges once each, u < v).
 *
 * @param graph The graph.
 * @param lights One state per vertex, or none.
 * @returns A new value, ready for `JSON.stringify`.
 */
export function graphToJson(graph: Graph, lights?: ArrayLike<number> | null): GraphJson {
  const out: GraphJson = { vertices: graph.vertexCount, edges: graph.edges() };
  if (graph.coordinates) out.coordinates = Array.from({ length: graph.vertexCount }, (_, v) => graph.position(v)!);
  if (lights) out.lights = Array.from(lights);
  return out;
}

/**
 * The graph (and lights, if given) as JSON text.
 *
 * @param graph The graph.
 * @param lights One state per vertex, or none.
 * @returns One line of JSON, ending in `\n`.
 */
export function formatGraphJson(graph: Graph, lights?: ArrayLike<number> | null): string {
  return `${JSON.stringify(graphToJson(graph, lights))}\n`;
}
