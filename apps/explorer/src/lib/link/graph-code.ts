import { Graph } from '@lightsout/core';
import { MAX_DRAWN_VERTICES, MAX_GRAPH_EDGES } from '../limits.ts';

/** Largest graph whose edges a link carries (larger loaded graphs are linked without their edges). */
export const MAX_LINKED_EDGES = 400;

/**
 * A small graph in a URL: `n~u-v.u-v…` in base 36 (the Petersen graph is 60-odd characters). Coordinates
 * are not carried: a linked graph is drawn by force layout.
 */
export function encodeGraph(graph: Graph): string | null {
  if (graph.edgeCount > MAX_LINKED_EDGES) return null;
  const edges = graph.edges().map(([u, v]) => `${u.toString(36)}-${v.toString(36)}`);
  return `${graph.vertexCount.toString(36)}~${edges.join('.')}`;
}

/**
 * The graph of {@link encodeGraph}'s text; throws an `Error` naming the problem. A link obeys the limits of
 * paste and upload ({@link MAX_DRAWN_VERTICES} vertices, {@link MAX_GRAPH_EDGES} edges), checked before the
 * graph is built.
 */
export function decodeGraph(text: string): Graph {
  const m = /^([0-9a-z]{1,4})~((?:[0-9a-z]{1,4}-[0-9a-z]{1,4})(?:\.[0-9a-z]{1,4}-[0-9a-z]{1,4})*)?$/.exec(text);
  if (!m) throw new Error('the graph in the link is not of the form n~u-v.u-v');
  const n = Number.parseInt(m[1]!, 36);
  if (n > MAX_DRAWN_VERTICES) throw new Error(`the graph in the link has ${n} vertices; the graph page opens at most ${MAX_DRAWN_VERTICES}`);
  const edgeCount = m[2] ? m[2].split('.').length : 0;
  if (edgeCount > MAX_GRAPH_EDGES) throw new Error(`the graph in the link has ${edgeCount} edges; the graph page opens at most ${MAX_GRAPH_EDGES}`);
  const pairs = (m[2] ?? '').split('.').filter((e) => e !== '').map((e) => e.split('-').map((x) => Number.parseInt(x, 36)) as [number, number]);
  return Graph.fromEdges(n, pairs);
}
