import { type GraphParseOptions, type GraphWithLights, parseEdgeListWithLights } from './edge-list.ts';
import { parseGraphJsonWithLights } from './graph-json.ts';

/**
 * Reads a graph file of either format, told apart by its first non-blank character (`{` for JSON, else the
 * edge-list text), with its starting lights if it gives them.
 *
 * @param text The file's text.
 * @param options Vertex and edge limits.
 * @returns The graph and its lights.
 * @throws {GraphFormatError} for text that does not follow its format or is past a limit.
 */
export function parseGraphFile(text: string, options: GraphParseOptions = {}): GraphWithLights {
  return /^\ufeff?\s*\{/.test(text) ? parseGraphJsonWithLights(text, options) : parseEdgeListWithLights(text, options);
}
