import { describe, expect, it } from 'vitest';
import { forceLayout } from './force-layout.ts';
import { Graph } from './graph.ts';
import { cycleGraph, gridGraph } from './graph-families.ts';

describe('forceLayout', () => {
  it('is deterministic, finite, and keeps neighbours nearer than strangers', () => {
    const g = gridGraph(8, 8);
    const a = forceLayout(g);
    expect(Array.from(forceLayout(g))).toEqual(Array.from(a));
    expect(a.every(Number.isFinite)).toBe(true);
    const dist = (u: number, v: number): number => Math.hypot(a[2 * u]! - a[2 * v]!, a[2 * u + 1]! - a[2 * v + 1]!);
    const edges = g.edges();
    const meanEdge = edges.reduce((s, [u, v]) => s + dist(u, v), 0) / edges.length;
    expect(meanEdge).toBeLessThan(dist(0, 63) / 4);
  });

  it('unfolds a larger grid for several seeds, and lays out 2000 vertices quickly', () => {
    const g = gridGraph(15, 15);
    for (const seed of [1, 2, 3]) {
      const p = forceLayout(g, { seed });
      const dist = (u: number, v: number): number => Math.hypot(p[2 * u]! - p[2 * v]!, p[2 * u + 1]! - p[2 * v + 1]!);
      const meanEdge = g.edges().reduce((s, [u, v]) => s + dist(u, v), 0) / g.edgeCount;
      expect(Math.min(dist(0, 224), dist(14, 210))).toBeGreaterThan(4 * meanEdge);
    }
    expect(forceLayout(gridGraph(40, 50)).every(Number.isFinite)).toBe(true);
  });

  it('handles no vertices, no edges, and abort', () => {
    expect(forceLayout(Graph.fromEdges(0, [])).length).toBe(0);
    expect(forceLayout(Graph.fromEdges(3, [])).every(Number.isFinite)).toBe(true);
    const ac = new AbortController();
    ac.abort();
    expect(() => forceLayout(cycleGraph(5), { signal: ac.signal })).toThrow();
  });
});
