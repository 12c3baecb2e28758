import type { BenchCase } from './cases.ts';
import { seededRandom } from '../src/puzzle/random.ts';
import type { Graph } from '../src/graph/graph.ts';
import { gridGraph, randomRegularishGraph, triangulatedGridGraph } from '../src/graph/graph-families.ts';
import { graphPressEffect } from '../src/graph/graph-game.ts';
import { graphNullity, solveGraph } from '../src/solve/graph/graph-solve.ts';

const random = seededRandom('bench-graphs');

function graphCase(label: string, build: () => Graph, states: number, targetMs?: number, lit: 'all' | 'solvable' = 'solvable'): BenchCase {
  return {
    name: `graph ${label} k=${states}${lit === 'all' ? ' all-lit' : ''}`,
    method: `solveGraph sparse-chase (RCM order), k = ${states}, verified${lit === 'all' ? ', all lights on' : ''}`,
    size: label,
    targetMs,
    runs: 3,
    prepare() {
      const graph = build();
      const n = graph.vertexCount;
      const lights =
        lit === 'all' ? new Uint8Array(n).fill(1) : graphPressEffect(graph, Uint8Array.from({ length: n }, () => random() % states), states);
      return () => {
        const r = solveGraph(graph, lights, { states });
        if (!r.solvable) throw new Error('benchmark graph should be solvable');
        return r;
      };
    },
  };
}

/** The graph benchmarks: 10⁵-vertex sparse graphs (target 10 s), and one expander-like graph for contrast. */
export const GRAPH_CASES: BenchCase[] = [
  graphCase('grid 316x317 (100172 vertices)', () => gridGraph(316, 317), 2, 10_000, 'all'),
  graphCase('triangulated grid 316x317 (100172 vertices)', () => triangulatedGridGraph(316, 317), 2, 10_000),
  graphCase('grid 316x317 (100172 vertices)', () => gridGraph(316, 317), 3, 10_000),
  graphCase('grid 100x1000 (100000 vertices)', () => gridGraph(100, 1000), 6, 10_000),
  graphCase('random degree-3 (2000 vertices, expander-like)', () => randomRegularishGraph(2000, 3, random), 2),
  {
    name: 'graph nullity grid 316x317',
    method: 'graphNullity sparse-chase, σ⁺, k = 2',
    size: 'grid 316x317 (100172 vertices)',
    targetMs: 10_000,
    runs: 3,
    prepare() {
      const graph = gridGraph(316, 317);
      return () => graphNullity(graph);
    },
  },
];
