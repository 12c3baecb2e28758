import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';

describe('importGraph', () => {
  it('reads an edge list with lights and a JSON graph', () => {
    const a = importGraph('# path\n3\n0 1\n1 2\nl 1 2\n');
    expect(a.ok && a.graph.edgeCount).toBe(2);
    expect(a.ok && Array.from(a.lights ?? [])).toEqual([0, 2, 0]);
    const b = importGraph('{"vertices": 3, "edges": [[0, 1], [1, 2]]}');
    expect(b.ok && b.graph.vertexCount).toBe(3);
  });

  it('names the line and column of a bad edge, and the JSON path of a bad value', () => {
    const a = importGraph('3\n0 1\n1 7\n');
    expect(a).toMatchObject({ ok: false, line: 3 });
    expect(!a.ok && a.message).toMatch(/line 3/);
    const b = importGraph('{"vertices": 3, "edges": [[0, 1], [1, "x"]]}');
    expect(b).toMatchObject({ ok: false, path: 'edges[1][1]' });
  });

  it('refuses graphs too big to draw', () => {
    expect(importGraph('5000\n0 1\n')).toMatchObject({ ok: false });
  });
});
