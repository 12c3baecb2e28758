import type { WorkOptions } from '../work.ts';
import { LimitError } from '../errors.ts';
import { seededRandom } from '../puzzle/random.ts';
import { assertOptionalWhole, assertOptions } from '../validate.ts';
import { assertGraph, type Graph } from './graph.ts';

/**
 * Largest layout accepted, in vertex and edge visits (iterations × (vertices + 2 · edges)): about ten seconds at
 * the half a million visits a second measured on a busy machine. The default iterations stay far below it up to
 * tens of thousands of sparse vertices.
 */
export const MAX_LAYOUT_WORK = 1e7;

/** Options of {@link forceLayout}. */
export interface ForceLayoutOptions extends WorkOptions {
  /** Number of iterations (default 300 below 1000 vertices, fewer above). */
  iterations?: number;
  /** Seed of the starting positions (default 1): the same seed gives the same drawing. */
  seed?: number | string;
}

/**
 * Drawing positions for a graph without coordinates, by Fruchterman–Reingold: edges pull (d²/ℓ), vertices
 * push (ℓ²/d), moves are capped by a cooling temperature. Repulsion only acts within a grid of 3ℓ cells,
 * so an iteration costs about O(n + m) once the drawing has spread out; early iterations, when the random
 * start collapses, cost more. Meant for drawing up to a few thousand vertices (2000 in well under a second);
 * bigger graphs should carry coordinates. Deterministic for a seed; edges come out about 1 long.
 *
 * @param graph The graph.
 * @param options Iterations, seed, abort signal and progress (iterations done).
 * @returns A new array of 2n numbers: x₀, y₀, x₁, y₁, ….
 * @throws {ArgumentError} for a graph that is not a {@link Graph} or iterations that are not a whole number ≥ 0.
 * @throws {LimitError} past {@link MAX_LAYOUT_WORK} vertex and edge visits (`maxWork`), before any work.
 */
export function forceLayout(graph: Graph, options: ForceLayoutOptions = {}): Float64Array {
  assertGraph(graph);
  assertOptions(options);
  assertOptionalWhole(options.iterations, 'iterations', 0);
  const n = graph.vertexCount;
  const iterations = options.iterations ?? (n < 1000 ? 300 : n < 20000 ? 100 : 40);
  const work = iterations * (n + graph.adjacency.length);
  if (work > MAX_LAYOUT_WORK) {
    throw new LimitError(
      `a layout of ${n} vertices and ${graph.edgeCount} edges over ${iterations} iterations visits about ${work.toExponential(1)} vertices and edges, over the limit of ${MAX_LAYOUT_WORK.toExponential(0)}`,
      'maxWork',
      work,
      MAX_LAYOUT_WORK,
    );
  }
  options.signal?.throwIfAborted();
  const random = seededRandom(options.seed ?? 1);
  const side = Math.sqrt(Math.max(n, 1));
  const pos = new Float64Array(2 * n);
  for (let i = 0; i < 2 * n; i++) pos[i] = (random() / 0x100000000) * side;
  const disp = new Float64Array(2 * n);
  const cell = 3;
  const head = new Map<number, number>();
  const next = new Int32Array(n);
  const key = (cx: number, cy: number): number => cx * 1_000_003 + cy;
  for (let it = 0; it < iterations; it++) {
    if ((it & 7) === 0) {
      options.signal?.throwIfAborted();
      options.onProgress?.(it, iterations);
    }
    const temperature = (side / 3) * (1 - it / iterations) + 0.01;
    disp.fill(0);
    head.clear();
    for (let v = 0; v < n; v++) {
      const k = key(Math.floor(pos[2 * v]! / cell), Math.floor(pos[2 * v + 1]! / cell));
      next[v] = head.get(k) ?? -1;
      head.set(k, v);
    }
    for (let v = 0; v < n; v++) {
      const x = pos[2 * v]!;
      const y = pos[2 * v + 1]!;
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (let u = head.get(key(cx + dx, cy + dy)) ?? -1; u >= 0; u = next[u]!) {
            if (u === v) continue;
            let ex = x - pos[2 * u]!;
            let ey = y - pos[2 * u + 1]!;
            let d2 = ex * ex + ey * ey;
            if (d2 < 1e-9) {
              ex = ((u - v) % 7) * 1e-3 + 1e-3;
              ey = 1e-3;
              d2 = ex * ex + ey * ey;
            }
            if (d2 > cell * cell) continue;
            disp[2 * v]! += ex / d2; // (ℓ²/d)·(e/d) with ℓ = 1
            disp[2 * v + 1]! += ey / d2;
          }
        }
      }
    }
    for (let v = 0; v < n; v++) {
      for (const u of graph.neighbours(v)) {
        const ex = pos[2 * v]! - pos[2 * u]!;
        const ey = pos[2 * v + 1]! - pos[2 * u + 1]!;
        const d = Math.sqrt(ex * ex + ey * ey);
        disp[2 * v]! -= ex * d; // (d²/ℓ)·(e/d)
        disp[2 * v + 1]! -= ey * d;
      }
    }
    for (let v = 0; v < n; v++) {
      const dx = disp[2 * v]!;
      const dy = disp[2 * v + 1]!;
      const len = Math.sqrt(dx * dx + dy * dy);
      if (len === 0) continue;
      const step = Math.min(len, temperature) / len;
      pos[2 * v]! += dx * step;
      pos[2 * v + 1]! += dy * step;
    }
  }
  options.onProgress?.(iterations, iterations);
  return pos;
}
