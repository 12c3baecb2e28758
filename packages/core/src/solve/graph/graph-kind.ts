import type { WorkOptions } from '../../work.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import type { PuzzleKind } from '../complete.ts';
import { countsSearchBytes, minimizeCounts } from '../packed-coset.ts';
import type { Kernel, PreparedShape } from '../method.ts';
import type { GraphShape } from './graph-shape.ts';

/**
 * A graph game's answers, for the shared completion step and the graph methods: how a press vector is checked
 * (applied vertex by vertex), weighed and minimised, and a prepared shape from a solve function and a kernel.
 */

/** Σ y·v mod k. */
function dot(y: Uint8Array, v: Uint8Array, k: number): number {
  let s = 0;
  for (let i = 0; i < y.length; i++) if (y[i]) s = (s + y[i]! * v[i]!) % k;
  return s;
}

/** The sum of the counts, four bytes a step where the array is word-aligned (two 16-bit lanes, emptied every 64 words). */
function countSum(counts: Uint8Array): number {
  let sum = 0;
  let i = 0;
  if (counts.byteOffset % 4 === 0) {
    const words = new Uint32Array(counts.buffer, counts.byteOffset, counts.length >>> 2);
    for (let k = 0; k < words.length; ) {
      let lanes = 0;
      for (const end = Math.min(words.length, k + 64); k < end; k++) {
        const w = words[k]!;
        lanes += (w & 0x00ff00ff) + ((w >>> 8) & 0x00ff00ff);
      }
      sum += (lanes & 0xffff) + (lanes >>> 16);
    }
    i = words.length * 4;
  }
  for (; i < counts.length; i++) sum += counts[i]!;
  return sum;
}

/** True when A·presses = need (mod k), all 0 for `null`: checked vertex by vertex, with nothing allocated. */
function effectEquals({ graph, states, game }: GraphShape, presses: Uint8Array, need: Uint8Array | null): boolean {
  const { offsets, adjacency } = graph;
  if (presses.length !== graph.vertexCount) return false;
  const self = game === 'sigma-plus' ? 1 : 0;
  if (states === 2) {
    // two states: the parity is the low bit of the sum (no division per vertex); mismatches are gathered
    // without a branch per vertex
    let bad = 0;
    let start = offsets[0]!;
    for (let v = 0; v < presses.length; v++) {
      const end = offsets[v + 1]!;
      let s = self * presses[v]!;
      for (let i = start; i < end; i++) s += presses[adjacency[i]!]!;
      bad |= (s ^ (need ? need[v]! : 0)) & 1;
      start = end;
    }
    return bad === 0;
  }
  for (let v = 0; v < presses.length; v++) {
    let s = self * presses[v]!;
    for (let i = offsets[v]!; i < offsets[v + 1]!; i++) s += presses[adjacency[i]!]!;
    if (s % states !== (need ? need[v]! : 0)) return false;
  }
  return true;
}

/** Graph games for the shared completion step (A is symmetric: a certificate is a quiet pattern of A itself). */
export const graphKind: PuzzleKind<GraphShape, Uint8Array> = {
  reaches: (shape, presses, need) => effectEquals(shape, presses, need),
  certifies: (shape, proof, need) => proof.length === need.length && effectEquals(shape, proof, null) && dot(proof, need, shape.states) !== 0,
  weight: (presses) => countSum(presses),
  countingBound({ graph, game }, need) {
    let reach = 0; // the most vertices one press changes: the largest (closed, for σ⁺) neighbourhood
    for (let v = 0; v < graph.vertexCount; v++) reach = Math.max(reach, graph.offsets[v + 1]! - graph.offsets[v]! + (game === 'sigma-plus' ? 1 : 0));
    let lit = 0;
    for (let v = 0; v < need.length; v++) lit += need[v]!;
    return reach === 0 ? 0 : Math.ceil(lit / reach);
  },
  minimize: (shape, presses, kernel, bounds) => minimizeCounts(presses, kernel.generators, kernel.orders, shape.states, bounds),
  searchBytes: (shape, presses, nullity) => countsSearchBytes(nullity, presses.length, shape.states),
};

/** A prepared graph shape from a solve function and a kernel builder (the certificate: a separating generator). */
export function preparedGraph(
  k: number,
  buildKernel: (work?: WorkOptions) => ZkKernel,
  solve: (need: Uint8Array, work?: WorkOptions) => { presses: Uint8Array | null; kernel?: ZkKernel },
): PreparedShape<Uint8Array> {
  let zk: ZkKernel | undefined;
  let kernel: Kernel<Uint8Array> | undefined;
  const zkKernel = (work?: WorkOptions): ZkKernel => (zk ??= buildKernel(work));
  const self: PreparedShape<Uint8Array> = {
    get nullity() {
      return zkKernel().nullity;
    },
    get kernelSize() {
      return zkKernel().size;
    },
    solve(need, work) {
      const r = solve(need, work);
      if (r.kernel) zk ??= r.kernel;
      return r.presses;
    },
    reachable: (need, work) => self.solve(need, work) !== null,
    kernel(work) {
      if (!kernel) {
        const z = zkKernel(work);
        kernel = { generators: z.generators, orders: z.orders };
      }
      return kernel;
    },
    eachQuietPattern: (work) => self.kernel(work).generators,
    proof(need, work) {
      const proof = self.kernel(work).generators.find((y) => dot(y, need, k) !== 0);
      if (!proof) throw new Error('internal error: an unsolvable graph without a separating quiet pattern');
      return proof;
    },
  };
  return self;
}
