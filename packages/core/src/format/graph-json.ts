import type { Graph } from '../graph/graph.ts';
import { ArgumentError } from '../errors.ts';
import { assertGraphLights, type GraphParseOptions, type GraphWithLights } from './edge-list.ts';
import { GraphJsonReader } from './graph-json-reader.ts';

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

/**
 * Parses a graph from JSON text (or an already parsed value): `{ "vertices": n, "edges": [[u, v], …],
 * "coordinates"?: [[x, y], …], "lights"?: [s, …] }`, vertices 0-based. Errors give line and column and the JSON
 * path (`edges[3][1]`); duplicate edges are merged as they are read; unknown or repeated keys are refused.
 *
 * @param input JSON text, or the value it parses to.
 * @param options Vertex and edge limits, and the number of states lights must be below.
 * @returns The graph.
 * @throws {GraphFormatError} for input that does not follow the format or is past a limit, with its line, column and
 *   JSON path.
 */
export function parseGraphJson(input: string | unknown, options: GraphParseOptions = {}): Graph {
  return parseGraphJsonWithLights(input, options).graph;
}

/**
 * {@link parseGraphJson}, also returning the optional `"lights": [s₀, …]` (n whole numbers 0..255).
 *
 * @param input JSON text, or the value it parses to.
 * @param options Vertex and edge limits, and the number of states lights must be below.
 * @returns The graph and its lights.
 * @throws {GraphFormatError} for input that does not follow the format or is past a limit, with its line, column and
 *   JSON path.
 */
export function parseGraphJsonWithLights(input: string | unknown, options: GraphParseOptions = {}): GraphWithLights {
  let text: string;
  try {
    text = typeof input === 'string' ? input : (JSON.stringify(input) ?? '');
  } catch (error) {
    throw new ArgumentError(`input must be JSON text or a value JSON can write: ${(error as Error).message}`);
  }
  return new GraphJsonReader(text, options).read();
}

/**
 * The graph (and lights, if given) as a {@link GraphJson} value (edges once each, u < v).
 *
 * @param graph The graph.
 * @param lights One state per vertex, or none.
 * @returns A new value, ready for `JSON.stringify`.
 */
export function graphToJson(graph: Graph, lights?: ArrayLike<number> | null): GraphJson {
  assertGraphLights(graph, lights);
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
