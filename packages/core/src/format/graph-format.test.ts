import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../_test-support.ts';
import { seededRandom } from '../puzzle/random.ts';
import { formatEdgeList, parseEdgeList } from './edge-list.ts';
import { Graph } from '../graph/graph.ts';
import { GraphFormatError } from './graph-error.ts';
import { gridGraph, randomGraph } from '../graph/graph-families.ts';
import { parseGraphFile } from './graph-file.ts';
import { formatGraphJson, graphToJson, parseGraphJson } from './graph-json.ts';

function errorOf(f: () => unknown): GraphFormatError {
  try {
    f();
  } catch (e) {
    if (e instanceof GraphFormatError) return e;
    throw e;
  }
  throw new Error('expected a GraphFormatError');
}

const same = (a: Graph, b: Graph): void => {
  expect(b.vertexCount).toBe(a.vertexCount);
  expect(b.edges()).toEqual(a.edges());
  expect(b.coordinates ? Array.from(b.coordinates) : null).toEqual(a.coordinates ? Array.from(a.coordinates) : null);
};

describe('edge-list text', () => {
  it('reads comments, blank lines, CRLF, a BOM and coordinates', () => {
    const g = parseEdgeList('\ufeff# triangle with a tail\r\n\n4   # vertices\r\n0 1\n1 2\n 2\t0 \n2 3\nv 0 0 0\nv 1 1 0\nv 2 0.5 -1e0\nv 3 .5 2\n');
    expect(g.vertexCount).toBe(4);
    expect(g.edges()).toEqual([[0, 1], [0, 2], [1, 2], [2, 3]]);
    expect(g.position(2)).toEqual([0.5, -1]);
  });

  it('names line and column of every error', () => {
    const cases: Array<[string, number, number | undefined, RegExp]> = [
      ['', 1, undefined, /vertex count, found the end/],
      ['x\n', 1, 1, /expected the vertex count, found 'x'/],
      ['3 4\n', 1, 3, /only the vertex count/],
      ['0\n', 1, 1, /from 1 to/],
      ['99999999999\n', 1, 1, /from 1 to/],
      ['3\n0 3\n', 2, 3, /vertex 3 is out of range/],
      ['3\n1 1\n', 2, 1, /self-loop/],
      ['3\n0 -1\n', 2, 3, /expected a vertex number, found '-1'/],
      ['3\n0 1.5\n', 2, 3, /expected a vertex number/],
      ['3\n0 1 2\n', 2, 5, /found 3 values/],
      ['3\n0\n', 2, 1, /found 1 values/],
      ['3\nv 0 1\n', 2, 1, /'v vertex x y'/],
      ['3\nv 0 1 y\n', 2, 7, /expected a coordinate, found 'y'/],
      ['2\nv 0 1 1\nv 0 2 2\n', 3, 3, /given twice/],
      ['2\nv 0 1 1\n', 2, undefined, /for 1 of 2 vertices \(vertex 1 has none\)/],
    ];
    for (const [text, line, column, reason] of cases) {
      const e = errorOf(() => parseEdgeList(text));
      expect(e.line, text).toBe(line);
      expect(e.column, text).toBe(column);
      expect(e.message, text).toMatch(reason);
    }
    expect(errorOf(() => parseEdgeList('100\n', { maxVertices: 10 })).message).toMatch(/from 1 to 10/);
    expect(errorOf(() => parseEdgeList('3\n0 1\n1 2\n', { maxEdges: 1 })).line).toBe(3);
  });

  it('round-trips through the formatter', () => {
    same(gridGraph(3, 5), parseEdgeList(formatEdgeList(gridGraph(3, 5))));
    const g = randomGraph(30, 0.2, seededRandom(3));
    same(g, parseEdgeList(formatEdgeList(g)));
    const odd = Graph.fromEdges(2, [[0, 1]], { coordinates: [[1e-7, -3.25], [1.5e21, 0]] });
    same(odd, parseEdgeList(formatEdgeList(odd)));
  });
});

describe('graph JSON', () => {
  it('reads the documented shape and round-trips', () => {
    const g = parseGraphJson('{ "vertices": 3, "edges": [[0, 1], [2, 1], [1, 0]], "coordinates": [[0, 0], [1, 0], [2, 0.5]] }');
    expect(g.edges()).toEqual([[0, 1], [1, 2]]);
    expect(g.position(2)).toEqual([2, 0.5]);
    same(g, parseGraphJson(formatGraphJson(g)));
    same(gridGraph(4, 4), parseGraphJson(graphToJson(gridGraph(4, 4))));
  });

  it('names the path of every error, and line and column of bad JSON', () => {
    const cases: Array<[string, RegExp, string | undefined]> = [
      ['[]', /expected an object/, '$'],
      ['{"vertices": 2, "edges": [], "extra": 1}', /unknown key 'extra'/, 'extra'],
      ['{"edges": []}', /vertex count/, 'vertices'],
      ['{"vertices": 1e9, "edges": []}', /vertex count/, 'vertices'],
      ['{"vertices": 2.5, "edges": []}', /vertex count/, 'vertices'],
      ['{"vertices": 2}', /array of \[u, v\] pairs/, 'edges'],
      ['{"vertices": 2, "edges": [[0, 1], [0]]}', /pair/, 'edges[1]'],
      ['{"vertices": 2, "edges": [[0, 2]]}', /edges\[0\]\[1\]: expected a vertex from 0 to 1, found '2'/, 'edges[0][1]'],
      ['{"vertices": 2, "edges": [["0", 1]]}', /found a string '0'/, 'edges[0][0]'],
      ['{"vertices": 2, "edges": [[1, 1]]}', /self-loop/, 'edges[0]'],
      ['{"vertices": 2, "edges": [], "coordinates": [[0, 0]]}', /2 \[x, y\] pairs/, 'coordinates'],
      ['{"vertices": 1, "edges": [], "coordinates": [[0, null]]}', /two finite numbers/, 'coordinates[0]'],
    ];
    for (const [text, reason, path] of cases) {
      const e = errorOf(() => parseGraphJson(text));
      expect(e.message, text).toMatch(reason);
      expect(e.path, text).toBe(path);
    }
    const bad = errorOf(() => parseGraphJson('{\n  "vertices": 2,\n  "edges": [[0, 1],]\n}'));
    expect(bad.message).toMatch(/not valid JSON/);
    expect(bad.line).toBeGreaterThanOrEqual(1);
  });
});

describe('fixtures', () => {
  it('the Petersen graph reads the same from text and JSON', () => {
    const text = parseEdgeList(fixtureText('graphs/petersen.txt'));
    const json = parseGraphJson(fixtureText('graphs/petersen.json'));
    same(text, json);
    expect([text.vertexCount, text.edgeCount]).toEqual([10, 15]);
    for (let v = 0; v < 10; v++) expect(text.degree(v)).toBe(3);
  });
});

describe('bad input never crashes', () => {
  it('any text gives a graph or a GraphFormatError', () => {
    const alphabet = fc.constantFrom('0', '1', '2', '3', ' ', '\n', '#', 'v', '-', '.', 'e', 'x', '9', '[', ']', '{', '}', ',', '"', ':');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }).map((a) => a.join('')), (text) => {
        for (const parse of [parseEdgeList, parseGraphJson]) {
          try {
            parse(text);
            parseGraphFile(text);
          } catch (e) {
            expect(e).toBeInstanceOf(GraphFormatError);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('starting lights in graph files', () => {
  it('edge-list `l` lines and JSON "lights" round-trip; parseGraphFile tells the formats apart', () => {
    const text = '3\n0 1\n1 2\nl 1\nl 2 4\n';
    const { graph, lights } = parseGraphFile(text);
    expect(Array.from(lights!)).toEqual([0, 1, 4]);
    expect(parseGraphFile(formatEdgeList(graph, lights)).lights).toEqual(lights);
    const json = parseGraphFile(` \n${formatGraphJson(graph, lights)}`);
    expect(json.graph.edges()).toEqual(graph.edges());
    expect(Array.from(json.lights!)).toEqual([0, 1, 4]);
    expect(parseGraphFile('2\n0 1\n').lights).toBeNull();
    expect(parseGraphFile('{"vertices": 1, "edges": []}').lights).toBeNull();
  });

  it('bad lights are positioned errors', () => {
    expect(errorOf(() => parseGraphFile('2\nl 0 256\n')).column).toBe(5);
    expect(errorOf(() => parseGraphFile('2\nl\n')).message).toMatch(/'l vertex \[state\]'/);
    expect(errorOf(() => parseGraphFile('2\nl 0\nl 0 2\n')).line).toBe(3);
    expect(errorOf(() => parseGraphFile('2\nl 2\n')).message).toMatch(/out of range/);
    expect(errorOf(() => parseGraphFile('{"vertices": 2, "edges": [], "lights": [1]}')).path).toBe('lights');
    expect(errorOf(() => parseGraphFile('{"vertices": 2, "edges": [], "lights": [1, -1]}')).path).toBe('lights[1]');
  });
});

describe('graph files: located errors, states, repeats', () => {
  it('coordinates must be finite, and say where', () => {
    const e = errorOf(() => parseEdgeList('2\nv 0 1e999 1\nv 1 0 0\n'));
    expect(e.message).toBe("line 2, column 5: expected a finite coordinate, found '1e999'");
    const j = errorOf(() => parseGraphJson('{"vertices": 1, "edges": [],\n "coordinates": [[1e999, 0]]}'));
    expect(j.message).toBe("line 2, column 19: coordinates[0]: expected [x, y], two finite numbers, found '1e999'");
  });

  it('light states are checked against the number of states where they are written', () => {
    const e = errorOf(() => parseGraphFile('3\n0 1\n1 2\nl 002 7\n', { states: 2 }));
    expect([e.line, e.column]).toEqual([4, 7]);
    expect(e.reason).toBe('vertex 2 has light state 7, but with 2 states a light is 0..1');
    expect(errorOf(() => parseGraphFile('2\nl 1\n', { states: 1 })).column).toBe(3);
    const j = errorOf(() => parseGraphFile('{"vertices": 2, "edges": [[0, 1]], "lights": [1, 3]}', { states: 3 }));
    expect(j.message).toBe('line 1, column 50: lights[1]: vertex 1 has light state 3, but with 3 states a light is 0..2');
    expect(Array.from(parseGraphFile('2\nl 1 2\n', { states: 3 }).lights!)).toEqual([0, 2]);
  });

  it('numbers are quoted as written, and the vertex count may follow the edges', () => {
    expect(errorOf(() => parseGraphJson('{"vertices": 9007199254740993, "edges": []}')).reason).toBe(
      "vertices: expected a vertex count from 1 to 16777216, found '9007199254740993'",
    );
    expect(errorOf(() => parseEdgeList('100000000000000000000\n')).reason).toBe("vertex count must be from 1 to 16777216, found '100000000000000000000'");
    expect(parseGraphJson('{"edges": [[0, 2], [2, 1]], "vertices": 3}').edges()).toEqual([[0, 2], [1, 2]]);
    const late = errorOf(() => parseGraphJson('{"edges": [[0, 2], [5, 1]], "vertices": 3}'));
    expect([late.path, late.column, late.reason]).toEqual(['edges[1][0]', 21, "edges[1][0]: expected a vertex from 0 to 2, found '5'"]);
    expect(errorOf(() => parseGraphJson('{"vertices": 2, "vertices": 2, "edges": []}')).reason).toBe("vertices: key 'vertices' is given twice");
  });

  it('repeated edges are merged as they are read; the limit counts distinct edges', () => {
    const repeats = `4\n${'0 1\n1 0\n2 3\n'.repeat(20_000)}`;
    expect(parseEdgeList(repeats, { maxEdges: 2 }).edges()).toEqual([[0, 1], [2, 3]]);
    const json = `{"vertices": 4, "edges": [${Array.from({ length: 20_000 }, () => '[0, 1], [3, 2]').join(', ')}]}`;
    expect(parseGraphJson(json, { maxEdges: 2 }).edges()).toEqual([[0, 1], [2, 3]]);
    expect(errorOf(() => parseEdgeList('4\n0 1\n1 2\n0 1\n2 3\n', { maxEdges: 2 })).reason).toBe('more than 2 distinct edges by this line, the limit');
  });
});
