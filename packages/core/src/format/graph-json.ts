import type { Graph } from '../graph/graph.ts';
import type { GraphParseOptions, GraphWithLights } from './edge-list.ts';
import { GraphJsonReader } from './graph-json-reader.ts';

/** The JSON shape of a graph: 0-based vertices, each edge a pair, optional [x, y] per vertex. */
export interface GraphJson {
  vertices: number;
  edges: Array<[number, number]>;
  coordinates?: Array<[number, number]>;
  /** Starting light state per vertex (0..255). */
  lights?: number[];
}

/**
 * Parses a graph from JSON text (or an already parsed value): `{ "vertices": n, "edges": [[u, v], …],
 * "coordinates"?: [[x, y], …], "lights"?: [s, …] }`, vertices 0-based. Errors give line and column and the JSON
 * path (`edges[3][1]`); duplicate edges are merged as they are read; unknown or repeated keys are refused.
 */
export function parseGraphJson(input: string | unknown, options: GraphParseOptions = {}): Graph {
  return parseGraphJsonWithLights(input, options).graph;
}

/** {@link parseGraphJson}, also returning the optional `"lights": [s₀, …]` (n whole numbers 0..255). */
export function parseGraphJsonWithLights(input: string | unknown, options: GraphParseOptions = {}): GraphWithLights {
  return new GraphJsonReader(typeof input === 'string' ? input : (JSON.stringify(input) ?? ''), options).read();
}

/** The graph (and lights, if given) as a {@link GraphJson} value (edges once each, u < v). */
export function graphToJson(graph: Graph, lights?: ArrayLike<number> | null): GraphJson {
  const out: GraphJson = { vertices: graph.vertexCount, edges: graph.edges() };
  if (graph.coordinates) out.coordinates = Array.from({ length: graph.vertexCount }, (_, v) => graph.position(v)!);
  if (lights) out.lights = Array.from(lights);
  return out;
}

/** The graph (and lights, if given) as JSON text. */
export function formatGraphJson(graph: Graph, lights?: ArrayLike<number> | null): string {
  return `${JSON.stringify(graphToJson(graph, lights))}\n`;
}
