import type { BenchCase } from './cases.ts';
import { seededRandom } from '../src/puzzle/random.ts';
import type { Graph } from '../src/graph/graph.ts';
import { renumberedGraph } from '../src/_test-support.ts';
import { recogniseGrid } from '../src/graph/grid-recognition.ts';
import { Board } from '../src/puzzle/board.ts';
import { solve } from '../src/solve/grid/solve.ts';
import { gridGraph, randomRegularishGraph, triangulatedGridGraph } from '../src/graph/graph-families.ts';
import { graphPressEffect } from '../src/graph/graph-game.ts';
import { type GraphMethod, graphNullity, solveGraph } from '../src/solve/graph/graph-solve.ts';

const random = seededRandom('bench-graphs');

/** The grid board the grid-graph rows are compared with. */
const GRID_BOARD = 'grid board 316x317 all-lit';

/** A grid graph with its vertices numbered at random, so nothing but its edges says it is a grid. */
const renumberedGrid = (rows: number, cols: number): Graph => renumberedGraph(gridGraph(rows, cols), random);

function graphCase(label: string, build: () => Graph, states: number, targetMs?: number, lit: 'all' | 'solvable' = 'solvable', method?: GraphMethod): BenchCase {
  return {
    // σ⁺ on the 316 × 317 grid graph against the same board as a grid (issue #24: ≤ 10×; the grid is recognised
    // once per graph object, in the warm-up, and the recognition row below gives its cost)
    ratioTo: lit === 'all' && method === undefined && label.startsWith('grid 316x317') ? GRID_BOARD : undefined,
    name: `graph ${label} k=${states}${lit === 'all' ? ' all-lit' : ''}${method ? ` ${method}` : ''}`,
    method: `solveGraph, k = ${states}, verified${lit === 'all' ? ', all lights on' : ''}`,
    size: label,
    targetMs,
    runs: 3,
    prepare() {
      const graph = build();
      const n = graph.vertexCount;
      const lights =
        lit === 'all' ? new Uint8Array(n).fill(1) : graphPressEffect(graph, Uint8Array.from({ length: n }, () => random() % states), states);
      return () => {
        const r = solveGraph(graph, lights, { states, method });
        if (!r.solvable) throw new Error('benchmark graph should be solvable');
        return r;
      };
    },
  };
}

/** The graph benchmarks: 10⁵-vertex sparse graphs (target 10 s), and one expander-like graph for contrast. */
export const GRAPH_CASES: BenchCase[] = [
  {
    name: GRID_BOARD,
    method: 'solve() of the same board as a grid (the grid-graph rows below print their ratio to this)',
    size: '316×317',
    prepare() {
      const board = Board.filled(316, 317);
      return () => solve(board);
    },
  },
  graphCase('grid 316x317 (100172 vertices)', () => gridGraph(316, 317), 2, 10_000, 'all'),
  graphCase('grid 316x317 (100172 vertices)', () => gridGraph(316, 317), 2, 10_000, 'all', 'sparse-chase'),
  graphCase('grid 316x317 renumbered (100172 vertices)', () => renumberedGrid(316, 317), 2, undefined, 'all'),
  {
    name: 'graph grid recognition 316x317 renumbered',
    method: 'recogniseGrid (the grid method does it once per graph)',
    ratioTo: GRID_BOARD,
    size: 'grid 316x317 (100172 vertices)',
    prepare() {
      const graph = renumberedGrid(316, 317);
      return () => {
        if (!recogniseGrid(graph)) throw new Error('a grid graph should be recognised');
      };
    },
  },
  graphCase('triangulated grid 316x317 (100172 vertices)', () => triangulatedGridGraph(316, 317), 2, 10_000),
  graphCase('grid 316x317 (100172 vertices)', () => gridGraph(316, 317), 3, 10_000),
  graphCase('grid 100x1000 (100000 vertices)', () => gridGraph(100, 1000), 6, 10_000),
  graphCase('random degree-3 (2000 vertices, expander-like)', () => randomRegularishGraph(2000, 3, random), 2),
  {
    name: 'graph nullity grid 316x317',
    method: 'graphNullity, σ⁺, k = 2 (the grid method: a closed form)',
    size: 'grid 316x317 (100172 vertices)',
    targetMs: 10_000,
    runs: 3,
    prepare() {
      const graph = gridGraph(316, 317);
      return () => graphNullity(graph);
    },
  },
];
