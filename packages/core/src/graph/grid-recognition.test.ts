import { describe, expect, it } from 'vitest';
import { renumberedGraph } from '../_test-support.ts';
import { seededRandom } from '../puzzle/random.ts';
import { Graph } from './graph.ts';
import { completeGraph, cycleGraph, gridGraph, pathGraph, randomGraph, triangulatedGridGraph } from './graph-families.ts';
import { recogniseGrid } from './grid-recognition.ts';

const random = seededRandom('grid recognition');

/** The same graph under a random numbering of its vertices. */
const renumbered = (graph: Graph): Graph => renumberedGraph(graph, random);

/** True when the embedding maps the graph's edges exactly onto the grid's. */
function embedsExactly(graph: Graph): boolean {
  const found = recogniseGrid(graph);
  if (!found) return false;
  const { rows, cols, cellOf } = found;
  if (rows * cols !== graph.vertexCount || new Set(cellOf).size !== graph.vertexCount) return false;
  const adjacent = (a: number, b: number): boolean => {
    const [ra, ca, rb, cb] = [Math.floor(a / cols), a % cols, Math.floor(b / cols), b % cols];
    return Math.abs(ra - rb) + Math.abs(ca - cb) === 1;
  };
  return graph.edges().every(([u, v]) => adjacent(cellOf[u]!, cellOf[v]!)) && graph.edgeCount === rows * (cols - 1) + (rows - 1) * cols;
}

/** The torus grid: the cycle Cₘ times the cycle Cₙ. */
function torusGrid(m: number, n: number): Graph {
  const edges: Array<[number, number]> = [];
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) {
      edges.push([r * n + c, r * n + ((c + 1) % n)], [r * n + c, ((r + 1) % m) * n + c]);
    }
  }
  return Graph.fromEdges(m * n, edges);
}

describe('recogniseGrid', () => {
  it('finds every m × n grid, m, n = 1..9, under random numberings, with an embedding that maps edges onto edges', () => {
    for (let m = 1; m <= 9; m++) {
      for (let n = 1; n <= 9; n++) {
        for (let trial = 0; trial < 3; trial++) {
          const graph = trial === 0 ? gridGraph(m, n) : renumbered(gridGraph(m, n));
          const found = recogniseGrid(graph);
          expect(found, `${m}×${n}`).not.toBeNull();
          expect([found!.rows, found!.cols].sort((a, b) => a - b), `${m}×${n}`).toEqual([m, n].sort((a, b) => a - b));
          expect(embedsExactly(graph), `${m}×${n}`).toBe(true);
        }
      }
    }
  });

  it('finds a long thin grid and a big square one', () => {
    for (const [m, n] of [[2, 500], [120, 130]] as const) {
      const found = recogniseGrid(renumbered(gridGraph(m, n)));
      expect([found!.rows, found!.cols].sort((a, b) => a - b)).toEqual([m, n]);
    }
  });

  it('refuses graphs that are not grids, however close', () => {
    const minusEdge = gridGraph(5, 6).edges().slice(1);
    const plusDiagonal = [...gridGraph(5, 6).edges(), [0, 7] as [number, number]];
    const twoGrids = [...gridGraph(3, 3).edges(), ...gridGraph(3, 3).edges().map(([u, v]) => [u + 9, v + 9] as [number, number])];
    const notGrids: Array<[string, Graph]> = [
      ['the empty graph', Graph.fromEdges(0, [])],
      ['two isolated vertices', Graph.fromEdges(2, [])],
      ['a 5-cycle', cycleGraph(5)],
      ['a 6-cycle', renumbered(cycleGraph(6))],
      ['K3', completeGraph(3)],
      ['K4', completeGraph(4)],
      ['a star', Graph.fromEdges(4, [[0, 1], [0, 2], [0, 3]])],
      ['a torus grid 4×5', renumbered(torusGrid(4, 5))],
      ['a grid less an edge', Graph.fromEdges(30, minusEdge)],
      ['a grid with a diagonal', renumbered(Graph.fromEdges(30, plusDiagonal))],
      ['two grids side by side', Graph.fromEdges(18, twoGrids)],
      ['a triangulated grid', triangulatedGridGraph(4, 4)],
      ['a path and a vertex', Graph.fromEdges(4, [[0, 1], [1, 2]])],
    ];
    for (const [name, graph] of notGrids) expect(recogniseGrid(graph), name).toBeNull();
  });

  it('on random graphs it finds a grid only where there is one (the embedding checked edge by edge)', () => {
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + (random() % 12);
      const graph = randomGraph(n, (random() % 100) / 100, seededRandom(trial));
      if (recogniseGrid(graph)) expect(embedsExactly(graph)).toBe(true);
    }
    expect(recogniseGrid(pathGraph(1))).toMatchObject({ rows: 1, cols: 1 });
  });
});
