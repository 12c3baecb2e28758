import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { Graph, MAX_GRAPH_VERTICES } from './graph.ts';
import { completeGraph, cycleGraph, gridGraph, pathGraph, randomGraph, triangulatedGridGraph } from './graph-families.ts';
import { reverseCuthillMcKee } from './graph-order.ts';

describe('Graph', () => {
  it('builds sorted CSR adjacency, merging duplicate edges', () => {
    const g = Graph.fromEdges(4, [[2, 0], [0, 1], [1, 0], [0, 2], [3, 1]]);
    expect(g.edgeCount).toBe(3);
    expect(Array.from(g.neighbours(0))).toEqual([1, 2]);
    expect(Array.from(g.neighbours(1))).toEqual([0, 3]);
    expect(g.degree(3)).toBe(1);
    expect(g.hasEdge(1, 3) && g.hasEdge(3, 1) && !g.hasEdge(2, 3)).toBe(true);
    expect(g.edges()).toEqual([[0, 1], [0, 2], [1, 3]]);
    expect(g.position(0)).toBeNull();
  });

  it('refuses bad vertices, self-loops, bad counts and bad coordinates', () => {
    expect(() => Graph.fromEdges(3, [[0, 3]])).toThrow(/not in 0..2/);
    expect(() => Graph.fromEdges(3, [[1, 1]])).toThrow(/self-loop/);
    expect(() => Graph.fromEdges(3, [[0.5, 1]])).toThrow(RangeError);
    expect(() => Graph.fromEdges(-1, [])).toThrow(RangeError);
    expect(() => Graph.fromEdges(MAX_GRAPH_VERTICES + 1, [])).toThrow(RangeError);
    expect(() => Graph.fromEdges(2, [], { coordinates: [[0, 0]] })).toThrow(/2 coordinate pairs/);
    expect(() => Graph.fromEdges(1, [], { coordinates: [[0, Number.NaN]] })).toThrow(/finite/);
  });

  it('families have the expected sizes', () => {
    expect(gridGraph(3, 4).edgeCount).toBe(3 * 3 + 2 * 4);
    expect(gridGraph(3, 4).position(5)).toEqual([1, 1]);
    expect(triangulatedGridGraph(3, 4).edgeCount).toBe(17 + 6);
    expect(pathGraph(5).edgeCount).toBe(4);
    expect(cycleGraph(5).edgeCount).toBe(5);
    expect(completeGraph(5).edgeCount).toBe(10);
    expect(randomGraph(10, 1, seededRandom(1)).edgeCount).toBe(45);
  });

  it('reverse Cuthill–McKee is a permutation with a small bandwidth on grids', () => {
    for (const g of [gridGraph(20, 30), randomGraph(50, 0.1, seededRandom(2)), Graph.fromEdges(5, [])]) {
      const order = reverseCuthillMcKee(g);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: g.vertexCount }, (_, i) => i));
    }
    const g = gridGraph(20, 30);
    const order = reverseCuthillMcKee(g);
    const pos = new Int32Array(g.vertexCount);
    order.forEach((v, i) => (pos[v] = i));
    const bandwidth = Math.max(...g.edges().map(([u, v]) => Math.abs(pos[u]! - pos[v]!)));
    expect(bandwidth).toBeLessThanOrEqual(2 * 20 + 2);
  });
});
