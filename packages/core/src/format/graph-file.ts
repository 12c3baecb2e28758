import { type GraphParseOptions, type GraphWithLights, parseEdgeListWithLights } from './edge-list.ts';
import { GraphFormatError } from './graph-error.ts';
import { GridFormatError } from './grid-error.ts';
import { parseGraphJsonWithLights } from './graph-json.ts';
import { Utf8Chunks } from './text-chunks.ts';
import { assertTextChunk } from '../validate.ts';

/**
 * Reads a graph file of either format, told apart by its first non-blank character (`{` for JSON, else the
 * edge-list text), with its starting lights if it gives them. Bytes are read as UTF-8; a UTF-16 or UTF-32 byte
 * order mark is refused by name.
 *
 * @param input The file's text, or its bytes (UTF-8).
 * @param options Vertex and edge limits, and the number of states lights must be below.
 * @returns The graph and its lights.
 * @throws {GraphFormatError} for text that does not follow its format or is past a limit.
 */
export function parseGraphFile(input: string | Uint8Array, options: GraphParseOptions = {}): GraphWithLights {
  assertTextChunk(input, 'input');
  const text = typeof input === 'string' ? input : decode(input);
  return /^\ufeff?\s*\{/.test(text) ? parseGraphJsonWithLights(text, options) : parseEdgeListWithLights(text, options);
}

function decode(bytes: Uint8Array): string {
  const decoder = new Utf8Chunks();
  try {
    return decoder.decode(bytes) + decoder.end();
  } catch (error) {
    if (error instanceof GridFormatError) throw new GraphFormatError(error.reason, { line: 1, column: 1 });
    throw error;
  }
}
