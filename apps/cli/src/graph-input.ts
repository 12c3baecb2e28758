import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Graph, GraphFormatError, parseGraphFile } from '@lightsout/core';
import { describeErrno, InputError } from './errors.ts';
import type { CliIO } from './io.ts';

/** Largest graph file read: graph files are parsed whole, and a JavaScript string holds at most ~512 MiB. */
export const MAX_GRAPH_FILE_BYTES = 256 * 2 ** 20;

/**
 * Most distinct edges a graph file may hold (2^24): edges are deduplicated as they are read, and a graph with
 * more could not be solved anyway (light chasing needs a narrow elimination order).
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
  const bytes = path === '-' ? await readStdin(io) : await readWhole(path, io);
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

async function readWhole(path: string, io: CliIO): Promise<Uint8Array> {
  if (path === '') throw new InputError(path, 0, 0, 'is not a file name');
  const full = resolve(io.cwd, path);
  const info = await stat(full).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
  if (info.isDirectory()) throw new InputError(path, 0, 0, 'is a directory, expected a graph file');
  if (info.size > MAX_GRAPH_FILE_BYTES) throw tooLarge(path, info.size);
  return readFile(full).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
}

async function readStdin(io: CliIO): Promise<Uint8Array> {
  const problem = io.stdinProblem?.() ?? null;
  if (problem) throw new InputError('<stdin>', 0, 0, problem);
  if (io.stdin.isTTY) io.stderr.write('reading a graph from the terminal; end with Ctrl-D\n');
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of io.stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_GRAPH_FILE_BYTES) throw tooLarge('<stdin>', size, true);
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}

function tooLarge(name: string, bytes: number, streamed = false): InputError {
  const mib = (n: number): string => `${Math.ceil(n / 2 ** 20)} MiB`;
  const size = streamed ? 'graph input' : `graph file of ${mib(bytes)}`;
  return new InputError(name, 0, 0, `${size} is over the limit of ${mib(MAX_GRAPH_FILE_BYTES)} (graph files are read whole)`);
}
