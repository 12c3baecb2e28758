import { Graph, seededRandom } from '@lightsout/core';
import { cycleGraph, gridGraph, randomRegularishGraph } from '@lightsout/core/algebra';

/** Largest vertex count of a built-in example (cycle, grid or random). */
export const MAX_EXAMPLE_VERTICES = 400;

/** The Petersen graph as in packages/core/fixtures/graphs/petersen.txt: outer 5-cycle, spokes, inner pentagram. */
function petersen(): Graph {
  const edges: Array<[number, number]> = [
    [0, 1], [1, 2], [2, 3], [3, 4], [4, 0], [0, 5], [1, 6], [2, 7], [3, 8], [4, 9], [5, 7], [6, 8], [7, 9], [8, 5], [9, 6],
  ];
  const coordinates: Array<[number, number]> = [
    [0, 2], [-1.9021, 0.618], [-1.1756, -1.618], [1.1756, -1.618], [1.9021, 0.618],
    [0, 1], [-0.9511, 0.309], [-0.5878, -0.809], [0.5878, -0.809], [0.9511, 0.309],
  ];
  // Screen y grows downwards; the fixture's y grows upwards.
  return Graph.fromEdges(10, edges, { coordinates: coordinates.map(([x, y]) => [x, -y]) });
}

/** A built-in graph by name: `petersen`, `cycle-N`, `grid-RxC`, `random-N-SEED`; `null` for anything else. */
export function exampleGraph(name: string): Graph | null {
  if (name === 'petersen') return petersen();
  let m = /^cycle-(\d{1,4})$/.exec(name);
  if (m) {
    const n = Number(m[1]);
    if (n < 3 || n > MAX_EXAMPLE_VERTICES) return null;
    const g = cycleGraph(n);
    const coordinates = Array.from({ length: n }, (_, v): [number, number] => [Math.cos((2 * Math.PI * v) / n - Math.PI / 2), Math.sin((2 * Math.PI * v) / n - Math.PI / 2)]);
    return Graph.fromEdges(n, g.edges(), { coordinates });
  }
  m = /^grid-(\d{1,3})x(\d{1,3})$/.exec(name);
  if (m) {
    const rows = Number(m[1]);
    const cols = Number(m[2]);
    if (rows < 1 || cols < 1 || rows * cols > MAX_EXAMPLE_VERTICES) return null;
    return gridGraph(rows, cols);
  }
  m = /^random-(\d{1,4})-(\d{1,9})$/.exec(name);
  if (m) {
    const n = Number(m[1]);
    if (n < 2 || n > MAX_EXAMPLE_VERTICES) return null;
    // Each vertex joined to two random others: connected-looking, average degree about 4, no coordinates.
    return randomRegularishGraph(n, 2, seededRandom(Number(m[2])));
  }
  return null;
}

/** The examples the picker offers, with their labels. */
export const EXAMPLES: ReadonlyArray<{ readonly name: string; readonly label: string }> = [
  { name: 'petersen', label: 'Petersen graph' },
  { name: 'cycle-12', label: 'Cycle of 12' },
  { name: 'grid-5x5', label: 'Grid 5 × 5 (the classic board)' },
  { name: 'random-30-1', label: 'Random graph, 30 vertices' },
];
