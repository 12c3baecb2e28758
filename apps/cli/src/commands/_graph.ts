import { type GraphGame, type GraphResult, graphKernel, solveGraph, type ZkKernel } from '@lightsout/core';
import { InputError, isRefusal } from '../errors.ts';
import { type GraphInput, readGraphInput } from '../graph-input.ts';
import { moduleNote } from '../kinds/k-state.ts';
import { type MinimalRequest, minimalOption } from '../minimal.ts';
import { weightedSum } from '../states.ts';
import type { Run } from './_shared.ts';

/**
 * Vertices with a non-zero entry, 0-based as in the file, joined by spaces: `v` for K = 2, `vxN` (N the count
 * or weight) for K > 2, so that every word of a K > 2 line has the same shape.
 */
export function vertexWords(vector: Uint8Array, states: number): string {
  const words: string[] = [];
  for (let v = 0; v < vector.length; v++) if (vector[v]) words.push(states === 2 ? String(v) : `${v}x${vector[v]}`);
  return words.join(' ');
}

/** The non-zero entries as `[vertex, count]` pairs, for JSON. */
export function vertexPairs(vector: Uint8Array): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let v = 0; v < vector.length; v++) if (vector[v]) out.push([v, vector[v]!]);
  return out;
}

/** The fields every graph JSON document starts with. */
function graphHead(input: GraphInput, states: number, game: GraphGame): Record<string, unknown> {
  return { graph: input.name, vertices: input.graph.vertexCount, edges: input.graph.edgeCount, states, game };
}

/** Runs the core on a graph; a refusal (no narrow elimination order, a limit) is an error naming the file. */
function named<T>(input: GraphInput, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isRefusal(error)) throw new InputError(input.name, 0, 0, error.message);
    throw error;
  }
}

/** The core's kernel of the graph's game. */
function kernelOf(input: GraphInput, states: number, game: GraphGame): ZkKernel {
  return named(input, () => graphKernel(input.graph, { states, game }));
}

/** `solve --graph FILE`: one line of vertices to press (or `unsolvable`), or one JSON object; exit 1 when unsolvable. */
export async function solveGraphFile(run: Run, path: string, states: number, game: GraphGame, options: { minimal: MinimalRequest; explain: boolean }): Promise<number> {
  const { io, out, json } = run;
  const input = await readGraphInput(path, io, states);
  const started = performance.now();
  const result = named(input, () => solveGraph(input.graph, input.lights, { states, game, minimal: minimalOption(options.minimal) }));
  const ms = performance.now() - started;
  if (json) await json.value(graphSolveJson(input, states, game, result, ms, options.explain));
  else await out.text(graphSolveText(input, states, result, options.explain));
  await out.flush();
  if (options.minimal && result.solvable && !result.minimal && !json) {
    io.stderr.write(`${input.name}: note: fewest presses not proven (${result.solutions} solutions); printed the fewest found, ${result.pressCount}; the fewest is at least ${result.bound}\n`);
  }
  return result.solvable ? 0 : 1;
}

/** `nullity --graph FILE`: one integer, or the JSON document. */
export async function graphNullityFile(run: Run, path: string, states: number, game: GraphGame): Promise<number> {
  const input = await readGraphInput(path, run.io, states);
  const kernel = kernelOf(input, states, game);
  if (run.json) await run.json.value({ ...graphHead(input, states, game), nullity: kernel.nullity, quietPatterns: String(kernel.size) });
  else await run.out.text(`${kernel.nullity}\n`);
  return 0;
}

/** `kernel --graph FILE`: one line per generator, or the JSON document; on a terminal, a note on what they span. */
export async function graphKernelFile(run: Run, path: string, states: number, game: GraphGame): Promise<number> {
  const { io, out, json } = run;
  const input = await readGraphInput(path, io, states);
  const kernel = kernelOf(input, states, game);
  if (json) {
    const patterns = kernel.generators.map((g) => vertexPairs(g));
    await json.value({ ...graphHead(input, states, game), nullity: kernel.nullity, quietPatterns: String(kernel.size), orders: kernel.orders, patterns });
    return 0;
  }
  for (const g of kernel.generators) await out.text(`${vertexWords(g, states)}\n`);
  await out.flush();
  if (io.stdout.isTTY) io.stderr.write(moduleNote(states, { nullity: kernel.nullity, quietPatterns: kernel.size, orders: kernel.orders }, 'line'));
  return 0;
}

/** What `solve --graph` prints: the presses line, or `unsolvable` and the proof. */
function graphSolveText(input: GraphInput, states: number, result: GraphResult, explain: boolean): string {
  if (result.solvable) return `${vertexWords(result.presses, states)}\n`;
  if (!explain) return 'unsolvable\n';
  const proof = result.proof;
  if (states === 2) {
    let lit = 0;
    for (let v = 0; v < proof.length; v++) if (proof[v] && input.lights[v]) lit++;
    return (
      `unsolvable\nevery press toggles an even number of the vertices below; ${lit} of them ${lit === 1 ? 'is' : 'are'} lit now, ` +
      `an odd number, so they can never all be off:\n${vertexWords(proof, 2)}\n`
    );
  }
  const sum = weightedSum(proof, input.lights, states);
  return (
    `unsolvable\ngive vertex v the weight w for each vxw below: every press changes the weighted sum of the lights ` +
    `by a multiple of ${states}; it is ${sum} (mod ${states}) now, not 0, so the lights can never all be 0:\n${vertexWords(proof, states)}\n`
  );
}

/** The JSON document of `solve --graph`. */
function graphSolveJson(input: GraphInput, states: number, game: GraphGame, result: GraphResult, ms: number, explain: boolean): Record<string, unknown> {
  const head = { ...graphHead(input, states, game), lightsGiven: input.lightsGiven, solvable: result.solvable };
  const time = Math.round(ms * 1000) / 1000;
  if (result.solvable) {
    return { ...head, presses: vertexPairs(result.presses), pressCount: result.pressCount, nullity: result.nullity, solutions: String(result.solutions), minimal: result.minimal, bound: result.bound, ms: time };
  }
  const out: Record<string, unknown> = { ...head, presses: null, pressCount: null, nullity: result.nullity, solutions: '0', minimal: false, ms: time };
  if (explain) out.proof = vertexPairs(result.proof);
  return out;
}
