import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Graph, GraphFormatError, parseGraphFile } from '@lightsout/core';
import { describeErrno, InputError } from './errors.ts';
import type { CliIO } from './io.ts';

/** Largest graph file read: graph files are parsed whole, and a JavaScript string holds at most ~512 MiB. */
export const MAX_GRAPH_FILE_BYTES = 256 * 2 ** 20;

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
 * `-`. Format errors become `FILE:LINE:COLUMN: message`, or `FILE: path: message` for JSON structure; a light
 * state that is not below `states` is an error at its `l` line (or its `lights[i]` path).
 */
export async function readGraphInput(path: string, io: CliIO, states: number): Promise<GraphInput> {
  const name = path === '-' ? '<stdin>' : path;
  const text = path === '-' ? await readStdin(io) : await readWhole(path, io);
  let parsed: ReturnType<typeof parseGraphFile>;
  try {
    parsed = parseGraphFile(text);
  } catch (error) {
    if (error instanceof GraphFormatError) throw graphError(name, error);
    throw error;
  }
  const { graph, lights } = parsed;
  if (lights) {
    const v = lights.findIndex((s) => s >= states);
    if (v >= 0) {
      const reason = `vertex ${v} has light state ${lights[v]}, but with ${states} states (--states) a light is 0..${states - 1}`;
      if (/^\ufeff?\s*\{/.test(text)) throw new InputError(name, 0, 0, `lights[${v}]: ${reason}`);
      const [line, column] = lightLine(text, v);
      throw new InputError(name, line, column, reason);
    }
  }
  return { name, graph, lights: lights ?? new Uint8Array(graph.vertexCount).fill(1), lightsGiven: lights !== null };
}

/** A {@link GraphFormatError} placed in the file: line and column for text, the JSON path for structure. */
export function graphError(name: string, error: GraphFormatError): InputError {
  // One line: Node's JSON.parse messages can quote the text, newlines included.
  const reason = error.reason.replace(/\s*\n\s*/g, ' ');
  if (error.line !== undefined) return new InputError(name, error.line, error.column ?? 1, reason);
  if (error.path !== undefined) return new InputError(name, 0, 0, `${error.path}: ${reason}`);
  return new InputError(name, 0, 0, reason);
}

/** Line and column of the state on the `l v s` line of an edge list. */
function lightLine(text: string, v: number): [number, number] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const body = lines[i]!.split('#')[0]!;
    const tokens = [...body.matchAll(/\S+/g)];
    if (tokens[0]?.[0] === 'l' && tokens[1]?.[0] === String(v)) return [i + 1, (tokens[2]?.index ?? tokens[1].index ?? 0) + 1];
  }
  return [1, 1];
}

async function readWhole(path: string, io: CliIO): Promise<string> {
  const full = resolve(io.cwd, path);
  const info = await stat(full).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
  if (info.isDirectory()) throw new InputError(path, 0, 0, 'is a directory, expected a graph file');
  if (info.size > MAX_GRAPH_FILE_BYTES) throw tooLarge(path, info.size);
  return readFile(full, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
}

async function readStdin(io: CliIO): Promise<string> {
  if (io.stdin.isTTY) io.stderr.write('reading a graph from the terminal; end with Ctrl-D\n');
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of io.stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_GRAPH_FILE_BYTES) throw tooLarge('<stdin>', size, true);
    parts.push(bytes);
  }
  return Buffer.concat(parts).toString('utf8');
}

function tooLarge(name: string, bytes: number, streamed = false): InputError {
  const mib = (n: number): string => `${Math.ceil(n / 2 ** 20)} MiB`;
  const size = streamed ? 'graph input' : `graph file of ${mib(bytes)}`;
  return new InputError(name, 0, 0, `${size} is over the limit of ${mib(MAX_GRAPH_FILE_BYTES)} (graph files are read whole)`);
}
