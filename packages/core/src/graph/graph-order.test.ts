import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { graphNullity, isGraphSolvable, solveGraph } from '../solve/graph/graph-solve.ts';
import { Graph, type Edge } from './graph.ts';
import { cycleGraph, gridGraph, pathGraph } from './graph-families.ts';
import { forestOrder, isForest } from './graph-order.ts';

/** A random forest: each vertex after the first joins an earlier one, or (one time in `split`) starts a new tree. */
function randomForest(n: number, random: () => number, split = 8): Graph {
  const edges: Edge[] = [];
  for (let v = 1; v < n; v++) if (random() % split !== 0) edges.push([random() % v, v]);
  return Graph.fromEdges(n, edges);
}

/** A star: vertex 0 joined to every other. */
function star(n: number): Graph {
  return Graph.fromEdges(n, Array.from({ length: n - 1 }, (_, i): Edge => [0, i + 1]));
}

describe('forests', () => {
  it('are told from graphs with a cycle', () => {
    expect([pathGraph(5), star(6), Graph.fromEdges(4, []), Graph.fromEdges(0, [])].every(isForest)).toBe(true);
    expect(isForest(cycleGraph(5))).toBe(false);
    expect(isForest(gridGraph(2, 2))).toBe(false);
    expect(forestOrder(cycleGraph(5))).toBeNull();
    expect(forestOrder(gridGraph(3, 4))).toBeNull();
  });

  it('are ordered root first, each vertex once', () => {
    const random = seededRandom(3);
    for (let t = 0; t < 20; t++) {
      const g = randomForest(1 + (random() % 40), random);
      const order = Array.from(forestOrder(g)!);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: g.vertexCount }, (_, v) => v));
      const at = new Map(order.map((v, i) => [v, i]));
      // every vertex but a root has exactly one neighbour before it: its parent
      const roots = order.filter((v) => Array.from(g.neighbours(v)).every((u) => at.get(u)! > at.get(v)!));
      for (const v of order) expect(Array.from(g.neighbours(v)).filter((u) => at.get(u)! < at.get(v)!).length).toBeLessThanOrEqual(1);
      expect(roots.length).toBe(g.vertexCount - g.edgeCount);
    }
  });

  it('leave out the vertices with no edge when asked, the rest in the same order', () => {
    const random = seededRandom(5);
    for (let t = 0; t < 20; t++) {
      const g = randomForest(1 + (random() % 40), random, 2);
      const lone = (v: number): boolean => g.neighbours(v).length === 0;
      expect(Array.from(forestOrder(g, { isolated: false })!)).toEqual(Array.from(forestOrder(g)!).filter((v) => !lone(v)));
    }
    expect(forestOrder(Graph.fromEdges(5, []), { isolated: false })).toEqual(new Int32Array(0));
    expect(forestOrder(cycleGraph(5), { isolated: false })).toBeNull();
  });

  it('solve as the dense reference does, for every game and several k', () => {
    const random = seededRandom(11);
    for (let t = 0; t < 40; t++) {
      const g = randomForest(1 + (random() % 30), random, 3 + (t % 10));
      for (const states of [2, 3, 4, 6]) {
        for (const game of ['sigma-plus', 'sigma'] as const) {
          expect(graphNullity(g, { states, game }), `forest ${t}, k = ${states}, ${game}`).toBe(graphNullity(g, { states, game, method: 'dense' }));
          const lights = Uint8Array.from({ length: g.vertexCount }, () => random() % states);
          const solvable = isGraphSolvable(g, lights, { states, game, method: 'dense' });
          const r = solveGraph(g, lights, { states, game }); // verified by applying it
          expect(r.solvable).toBe(solvable);
        }
      }
    }
  });

  it('solve a star of 100,000 leaves and a long caterpillar, which a bandwidth order refuses', () => {
    const random = seededRandom(5);
    const big = star(100_001);
    const lights = Uint8Array.from({ length: big.vertexCount }, () => random() & 1);
    expect(solveGraph(big, lights).method).toBe('sparse-chase');
    const spine = 10_000; // a bandwidth order leaves two unknowns per spine vertex: 20,000, past maxUnknowns
    const edges: Edge[] = [];
    for (let v = 1; v < spine; v++) edges.push([v - 1, v]);
    for (let v = 0; v < spine; v++) edges.push([v, spine + 2 * v], [v, spine + 2 * v + 1]);
    const caterpillar = Graph.fromEdges(3 * spine, edges);
    expect(solveGraph(caterpillar, new Uint8Array(3 * spine).fill(1), { states: 3 }).method).toBe('sparse-chase');
  });
});
