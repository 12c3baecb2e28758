import { type GraphGame, type GraphResult, graphKernel, graphNullity, solveGraph, type ZkKernel } from '@lightsout/core';
import { refusalAt } from '../errors.ts';
import { type GraphInput, readGraphInput } from '../graph-input.ts';
import { kernelNote, weightedSum } from '../explain.ts';
import { type JsonDocument, resultCounts } from '../json.ts';
import { type MinimalRequest, minimalOption } from '../minimal.ts';
import type { Output } from '../output.ts';
import type { Run } from '../run.ts';

/** Text gathered before it is handed to the output: a 2^24-vertex answer never becomes one string or array. */
const PIECE_CHARS = 1 << 16;

/**
 * Writes the vertices with a non-zero entry, 0-based as in the file, in pieces: `words` joins `v` (K = 2) or `vxN`
 * (N the count or weight, K > 2, so every word of a K > 2 line has the same shape) by spaces; `pairs` writes the
 * JSON array of `[vertex, count]` pairs.
 */
export async function writeVertices(out: Output, vector: Uint8Array, states: number, style: 'words' | 'pairs'): Promise<void> {
  let text = style === 'pairs' ? '[' : '';
  let first = true;
  for (let v = 0; v < vector.length; v++) {
    const n = vector[v]!;
    if (n === 0) continue;
    const separator = first ? '' : style === 'pairs' ? ',' : ' ';
    first = false;
    text += style === 'pairs' ? `${separator}[${v},${n}]` : states === 2 ? `${separator}${v}` : `${separator}${v}x${n}`;
    if (text.length >= PIECE_CHARS) {
      await out.text(text);
      text = '';
    }
  }
  await out.text(style === 'pairs' ? `${text}]` : text);
}

/** The fields every graph JSON document starts with. */
function graphHead(input: GraphInput, states: number, game: GraphGame): Record<string, unknown> {
  return { graph: input.name, vertices: input.graph.vertexCount, edges: input.graph.edgeCount, states, game };
}

/** Runs the core on a graph; a refusal (too many chase unknowns, a limit) is an error naming the file. */
function named<T>(input: GraphInput, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw refusalAt(error, input.name, 0, `the graph of ${input.graph.vertexCount} vertices`) ?? error;
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
  if (json) await writeSolveJson(json, input, states, game, result, ms, options.explain);
  else await writeSolveText(out, input, states, result, options.explain);
  await out.flush();
  if (options.minimal && result.solvable && !result.minimal && !json) {
    io.stderr.write(`${input.name}: note: fewest presses not proven (${result.solutions} solutions); printed the fewest found, ${result.pressCount}; the fewest is at least ${result.bound}\n`);
  }
  return result.solvable ? 0 : 1;
}

/**
 * The nullity and the number of quiet patterns. For k without a square factor the kernel over Z/k is the sum of
 * those over GF(p), p | k: nullity max_p n_p and size Π p^n_p, from the nullities alone, so no quiet pattern is built
 * (a forest's are counted by its elimination); otherwise from the kernel.
 */
function kernelCount(input: GraphInput, states: number, game: GraphGame): { nullity: number; size: bigint } {
  const primes = squarefreePrimes(states);
  if (!primes) return kernelOf(input, states, game);
  const parts = primes.map((prime) => ({ prime, nullity: named(input, () => graphNullity(input.graph, { states: prime, game })) }));
  return {
    nullity: Math.max(...parts.map((p) => p.nullity)),
    size: parts.reduce((size, p) => size * BigInt(p.prime) ** BigInt(p.nullity), 1n),
  };
}

/** The primes of k when each divides it once (6 → 2, 3), or null when k has a square factor (4, 12). */
export function squarefreePrimes(k: number): number[] | null {
  const primes: number[] = [];
  let rest = k;
  for (let p = 2; p <= rest; p++) {
    if (rest % p !== 0) continue;
    rest /= p;
    if (rest % p === 0) return null;
    primes.push(p);
  }
  return primes;
}

/** `nullity --graph FILE`: one integer, or the JSON document. */
export async function graphNullityFile(run: Run, path: string, states: number, game: GraphGame): Promise<number> {
  const input = await readGraphInput(path, run.io, states);
  const kernel = kernelCount(input, states, game);
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
    await json.openObject();
    await json.members({ ...graphHead(input, states, game), nullity: kernel.nullity, quietPatterns: String(kernel.size), orders: kernel.orders });
    await json.key('patterns');
    await json.openArray();
    for (const g of kernel.generators) await json.stream((o) => writeVertices(o, g, states, 'pairs'));
    await json.close();
    await json.close();
    return 0;
  }
  for (const g of kernel.generators) {
    await writeVertices(out, g, states, 'words');
    await out.text('\n');
  }
  await out.flush();
  if (io.stdout.isTTY) io.stderr.write(kernelNote(states, { nullity: kernel.nullity, quietPatterns: kernel.size, orders: kernel.orders }, 'line'));
  return 0;
}

/** What `solve --graph` prints: the presses line, or `unsolvable` and the proof. */
async function writeSolveText(out: Output, input: GraphInput, states: number, result: GraphResult, explain: boolean): Promise<void> {
  if (!result.solvable && !explain) return out.text('unsolvable\n');
  if (!result.solvable) {
    const proof = result.proof;
    if (states === 2) {
      let lit = 0;
      for (let v = 0; v < proof.length; v++) if (proof[v] && input.lights[v]) lit++;
      await out.text(
        `unsolvable\nevery press toggles an even number of the vertices below; ${lit} of them ${lit === 1 ? 'is' : 'are'} lit now, an odd number, so they can never all be off:\n`,
      );
    } else {
      const sum = weightedSum(proof, input.lights, states);
      await out.text(
        `unsolvable\ngive vertex v the weight w for each vxw below: every press changes the weighted sum of the lights ` +
          `by a multiple of ${states}; it is ${sum} (mod ${states}) now, not 0, so the lights can never all be 0:\n`,
      );
    }
  }
  await writeVertices(out, result.solvable ? result.presses : result.proof, states, 'words');
  await out.text('\n');
}

/** The JSON document of `solve --graph`, the presses (and proof) streamed. */
async function writeSolveJson(json: JsonDocument, input: GraphInput, states: number, game: GraphGame, result: GraphResult, ms: number, explain: boolean): Promise<void> {
  await json.openObject();
  await json.members({ ...graphHead(input, states, game), lightsGiven: input.lightsGiven, solvable: result.solvable });
  await json.key('presses');
  if (result.solvable) await json.stream((o) => writeVertices(o, result.presses, states, 'pairs'));
  else await json.value(null);
  await json.members(resultCounts(result, ms));
  if (explain && !result.solvable) {
    await json.key('proof');
    await json.stream((o) => writeVertices(o, result.proof, states, 'pairs'));
  }
  await json.close();
}
