import { LimitError } from '../../errors.ts';
import { ForestParents } from '../../graph/forest-parents.ts';
import type { Graph } from '../../graph/graph.ts';
import { type GraphGame, graphPressSystem } from '../../graph/graph-game.ts';
import type { WorkOptions } from '../../work.ts';
import { crtIdempotent, primePowers } from '../../zk/zk.ts';
import { combineParts, type PartSolution } from '../../zk/zk-solve.ts';
import { affineChase, type ChaseOutcome } from '../affine-chase.ts';
import type { Kernel, PreparedShape } from '../method.ts';
import { ForestElimination } from './forest-eliminate.ts';

/** One prime-power factor q of k: eliminated over GF(q) when q is prime, chased otherwise. */
interface Part {
  readonly q: number;
  readonly field?: ForestElimination;
  readonly chase?: (need: Uint8Array | null, work?: WorkOptions) => ChaseOutcome;
}

/** Σ y·v mod q. */
function dot(y: Uint8Array, v: Uint8Array, q: number): number {
  let s = 0;
  for (let i = 0; i < y.length; i++) if (y[i]) s = (s + y[i]! * v[i]!) % q;
  return s;
}

/** The order with the vertices it left out (those with no edge) after it: a chase takes every press. */
function everyVertex(graph: Graph, order: Int32Array): Int32Array {
  const n = graph.vertexCount;
  if (order.length === n) return order;
  const out = new Int32Array(n);
  out.set(order);
  let at = order.length;
  for (let v = 0; v < n; v++) if (graph.offsets[v + 1] === graph.offsets[v]) out[at++] = v;
  return out;
}

/** Light chasing modulo q = pᵉ along the root-first order, its refusal saying why a forest can come to it. */
function chaseModulo(graph: Graph, order: Int32Array, game: GraphGame, q: number, k: number, maxUnknowns: number | undefined): Part['chase'] {
  let kernelRun: ChaseOutcome | undefined;
  return (need, work) => {
    if (need === null && kernelRun) return kernelRun;
    try {
      const run = affineChase(graphPressSystem(graph, game), everyVertex(graph, order), q, need ? need.map((v) => v % q) : null, { ...work, maxUnknowns });
      kernelRun ??= run;
      return run;
    } catch (error) {
      if (!(error instanceof LimitError) || error.limit !== 'maxUnknowns') throw error;
      throw new LimitError(
        `light chasing this forest modulo ${q} (a factor of ${k} states) leaves ${error.requested} unknowns, over the limit of ${error.maximum}: ` +
          'leaves-first elimination, which takes any forest, needs k without a square factor (modulo a prime power a pivot may be neither 0 nor a unit)',
        error.limit,
        error.requested,
        error.maximum,
      );
    }
  };
}

/**
 * A game on a forest, prepared: each prime factor p of k by leaves-first elimination over GF(p) (see
 * {@link ForestElimination}: linear work on any forest), each prime-power factor pᵉ (e ≥ 2) by light chasing along
 * the root-first order, the parts joined by the Chinese remainder theorem. The nullity, the kernel's size and a
 * proof come without building the whole kernel.
 *
 * @param graph A forest.
 * @param order Its root-first order (the vertices with no edge may be left out).
 * @param game σ⁺ or σ.
 * @param k The number of states.
 * @param maxUnknowns The chase's limit on unknowns, for the prime-power parts.
 * @returns The prepared shape; the eliminations are done now, a chase when first asked.
 */
export function preparedForest(graph: Graph, order: Int32Array, game: GraphGame, k: number, maxUnknowns: number | undefined): PreparedShape<Uint8Array> {
  const n = graph.vertexCount;
  const powers = primePowers(k);
  // one copy of the parents for every prime of k
  const parents = powers.some((x) => x.exponent === 1) ? new ForestParents(graph, order) : undefined;
  const parts: Part[] = powers.map(({ prime, exponent, power: q }) =>
    parents && exponent === 1
      ? { q, field: new ForestElimination(graph, order, game === 'sigma-plus', prime, parents) }
      : { q, chase: chaseModulo(graph, order, game, q, k, maxUnknowns) },
  );
  const partKernel = (part: Part, work?: WorkOptions): PartSolution => (part.field ? part.field.kernel(work) : { ...part.chase!(null, work).kernel, solution: null });
  let kernel: Kernel<Uint8Array> | undefined;
  const self: PreparedShape<Uint8Array> = {
    get nullity() {
      return Math.max(0, ...parts.map((part) => (part.field ? part.field.nullity : part.chase!(null).kernel.nullity)));
    },
    get kernelSize() {
      return parts.reduce((size, part) => size * (part.field ? BigInt(part.q) ** BigInt(part.field.nullity) : part.chase!(null).kernel.size), 1n);
    },
    solve(need, work) {
      if (parts.length === 1 && parts[0]!.field) return parts[0]!.field.solve(need); // k prime: nothing to join
      const solved = parts.map(({ q, field, chase }): { q: number; part: PartSolution } => {
        if (field) return { q, part: { solution: field.solve(need), generators: [], orders: [] } };
        return { q, part: { solution: chase!(need, work).presses, generators: [], orders: [] } };
      });
      return combineParts(solved, n, k).solution;
    },
    reachable: (need, work) => self.solve(need, work) !== null,
    kernel(work) {
      if (!kernel) {
        const z = combineParts(
          parts.map((part) => ({ q: part.q, part: partKernel(part, work) })),
          n,
          k,
        ).kernel;
        kernel = { generators: z.generators, orders: z.orders };
      }
      return kernel;
    },
    eachQuietPattern: (work) => self.kernel(work).generators,
    proof(need, work) {
      // A quiet pattern y of one part with y·need ≢ 0 (mod q), lifted by the part's CRT idempotent.
      for (const { q, field, chase } of parts) {
        const y = field ? field.proof(need) : chase!(null, work).kernel.generators.find((g) => dot(g, need, q) !== 0);
        if (!y) continue;
        if (q === k) return y;
        const eps = crtIdempotent(q, k);
        return y.map((v) => (v * eps) % k);
      }
      throw new Error('internal error: an unsolvable forest without a separating quiet pattern');
    },
  };
  return self;
}
