import { type GraphGame, type GraphResult, graphKernel, solveGraph, type ZkKernel } from '@lightsout/core';
import { InputError } from '../errors.ts';
import type { GraphInput } from '../graph-input.ts';
import { weightedSum } from '../states.ts';

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
export function graphHead(input: GraphInput, states: number, game: GraphGame): Record<string, unknown> {
  return { graph: input.name, vertices: input.graph.vertexCount, edges: input.graph.edgeCount, states, game };
}

/** The core's kernel; a graph no method can take (no narrow elimination order) is an error naming the file. */
export function kernelOf(input: GraphInput, states: number, game: GraphGame): ZkKernel {
  try {
    return graphKernel(input.graph, { states, game });
  } catch (error) {
    if (error instanceof RangeError) throw new InputError(input.name, 0, 0, error.message);
    throw error;
  }
}

/** The solve of `--graph`: the presses, or `unsolvable` (with `--explain`, the quiet pattern that proves it). */
export function solveGraphInput(input: GraphInput, states: number, game: GraphGame, minimal: boolean): { result: GraphResult; ms: number } {
  const started = performance.now();
  try {
    const result = solveGraph(input.graph, input.lights, { states, game, minimal });
    return { result, ms: performance.now() - started };
  } catch (error) {
    if (error instanceof RangeError) throw new InputError(input.name, 0, 0, error.message);
    throw error;
  }
}

/** What `solve --graph` prints: the presses line, or `unsolvable` and the proof. */
export function graphSolveText(input: GraphInput, states: number, result: GraphResult, explain: boolean): string {
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
export function graphSolveJson(input: GraphInput, states: number, game: GraphGame, result: GraphResult, ms: number, explain: boolean): Record<string, unknown> {
  const head = { ...graphHead(input, states, game), lightsGiven: input.lightsGiven, solvable: result.solvable };
  const time = Math.round(ms * 1000) / 1000;
  if (result.solvable) {
    return {
      ...head,
      presses: vertexPairs(result.presses),
      pressCount: result.pressCount,
      nullity: result.nullity,
      solutions: String(result.solutions),
      minimal: result.minimal,
      ms: time,
    };
  }
  const out: Record<string, unknown> = { ...head, presses: null, pressCount: null, nullity: result.nullity, solutions: '0', minimal: false, ms: time };
  if (explain) out.proof = vertexPairs(result.proof);
  return out;
}
