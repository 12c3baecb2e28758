import { type Graph, GraphFormatError, parseGraphFile } from '@lightsout/core';
import { InputError } from './errors.ts';
import { type CliIO, openInput } from './io.ts';

/** Largest graph file read: graph files are parsed whole, and a JavaScript string holds at most ~512 MiB. */
export const MAX_GRAPH_FILE_BYTES = 256 * 2 ** 20;

/**
 * Most distinct edges a graph file may hold (2^24): edges are deduplicated as they are read, and a graph with
 * more could not be solved anyway (past forests, light chasing needs a narrow order).
 */
export const MAX_GRAPH_FILE_EDGES = 2 ** 24;

/** A graph read from `--graph FILE`, with its starting lights. */
export interface GraphInput {
  /** The name errors show: the path as given, or `<stdin>`. */
  readonly name: string;
  /** The graph. */
  readonly graph: Graph;
  /** The starting light of each vertex: from the file's `l` lines or `"lights"`, else every light at 1. */
  readonly lights: Uint8Array;
  /** True when the file gave the lights. */
  readonly lightsGiven: boolean;
}

/**
 * Reads a whole graph file (edge list or JSON, told apart by the core's {@link parseGraphFile}) or stdin for
 * `-`. Format errors, light states not below `states` included, become `FILE:LINE:COLUMN: message` (with the JSON
 * path in the message for JSON).
 */
export async function readGraphInput(path: string, io: CliIO, states: number): Promise<GraphInput> {
  const name = path === '-' ? '<stdin>' : path;
  const bytes = await readCapped(path, io);
  let parsed: ReturnType<typeof parseGraphFile>;
  try {
    parsed = parseGraphFile(bytes, { states, maxEdges: MAX_GRAPH_FILE_EDGES });
  } catch (error) {
    if (error instanceof GraphFormatError) throw InputError.fromGraph(name, error);
    throw error;
  }
  const { graph, lights } = parsed;
  return { name, graph, lights: lights ?? new Uint8Array(graph.vertexCount).fill(1), lightsGiven: lights !== null };
}

/**
 * The bytes of a file, a device or a pipe, judged as they arrive: a regular file past the cap is refused by its
 * size before it is read, anything else as soon as the bytes read pass the cap, and a NUL byte (no graph text holds
 * one: `/dev/zero`, a binary file) in the chunk it arrives in.
 */
async function readCapped(path: string, io: CliIO): Promise<Uint8Array> {
  const input = await openInput(path, io, 'a graph');
  if (input.size !== undefined && input.size > MAX_GRAPH_FILE_BYTES) throw tooLarge(input.name, input.size);
  let buffer = new Uint8Array(Math.max(1 << 16, input.size ?? 0));
  let size = 0;
  for await (const chunk of input.chunks) {
    const nul = chunk.indexOf(0);
    if (size + chunk.length > MAX_GRAPH_FILE_BYTES) throw tooLarge(input.name, size + chunk.length, true);
    if (size + chunk.length > buffer.length) {
      const grown = new Uint8Array(Math.min(MAX_GRAPH_FILE_BYTES, Math.max(2 * buffer.length, size + chunk.length)));
      grown.set(buffer.subarray(0, size));
      buffer = grown;
    }
    buffer.set(chunk, size);
    if (nul >= 0) throw nulByte(input.name, buffer.subarray(0, size + nul));
    size += chunk.length;
  }
  return buffer.subarray(0, size);
}

/** A NUL byte after `before`: an error at its line and column (in bytes). */
function nulByte(name: string, before: Uint8Array): InputError {
  let line = 1;
  let lineStart = 0;
  for (let i = before.indexOf(10); i >= 0; i = before.indexOf(10, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return new InputError(name, line, before.length - lineStart + 1, "found '\\u0000', a NUL byte: the input is not graph text");
}

function tooLarge(name: string, bytes: number, streamed = false): InputError {
  const mib = (n: number): string => `${Math.ceil(n / 2 ** 20)} MiB`;
  const limit = `the limit of ${mib(MAX_GRAPH_FILE_BYTES)} (graph files are read whole)`;
  return new InputError(name, 0, 0, streamed ? `graph input passes ${limit}` : `graph file of ${mib(bytes)} is over ${limit}`);
}
