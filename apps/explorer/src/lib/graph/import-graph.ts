import { type Graph, GraphFormatError, parseGraphFile } from '@lightsout/core';
import { MAX_DRAWN_VERTICES, MAX_GRAPH_EDGES } from '../limits.ts';

/** The outcome of reading pasted or uploaded graph text. */
export type GraphImport =
  | { ok: true; graph: Graph; lights: Uint8Array | null }
  | { ok: false; message: string; line: number | null; column: number | null; path: string | null };

/**
 * Reads an edge list or JSON graph (told apart by a leading `{`), at most {@link MAX_DRAWN_VERTICES}
 * vertices. Errors keep the parser's line and column, or the JSON path, so the page can point at them.
 */
export function importGraph(text: string): GraphImport {
  try {
    const { graph, lights } = parseGraphFile(text, { maxVertices: MAX_DRAWN_VERTICES, maxEdges: MAX_GRAPH_EDGES });
    if (graph.vertexCount === 0) return { ok: false, message: 'The graph has no vertices.', line: null, column: null, path: null };
    return { ok: true, graph, lights };
  } catch (error) {
    if (error instanceof GraphFormatError) {
      return { ok: false, message: error.message, line: error.line ?? null, column: error.column ?? null, path: error.path ?? null };
    }
    return { ok: false, message: (error as Error).message, line: null, column: null, path: null };
  }
}
