import { readFileSync } from 'node:fs';
import { type GraphGame, parseGraphFile, seededRandom } from '@lightsout/core';
import { applyGraphPresses, cycleGraph, formatEdgeList, graphPressEffect, pathGraph, randomRegularishGraph } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { runCli, type SolveResultJson } from './helpers.ts';

interface GraphSolveJson extends SolveResultJson<[number, number]> {
  graph: string;
  vertices: number;
  edges: number;
  states: number;
  game: GraphGame;
  lightsGiven: boolean;
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** The graph and starting lights of a fixture, as `solve --graph` sees them (all lit when the file gives none). */
function load(name: string): { graph: ReturnType<typeof parseGraphFile>['graph']; lights: Uint8Array } {
  const { graph, lights } = parseGraphFile(fixture(name));
  return { graph, lights: lights ?? new Uint8Array(graph.vertexCount).fill(1) };
}

function vector(n: number, pairs: Array<[number, number]>): Uint8Array {
  const v = new Uint8Array(n);
  for (const [i, c] of pairs) v[i] = c;
  return v;
}

describe('solve --graph', () => {
  it('prints one line of 0-based vertices to press; all lights start lit when the file gives none', async () => {
    // Triangle 0-1-2 with a tail 2-3: pressing vertex 2 changes all four.
    expect(await runCli(['solve', '--graph', 'fixtures/graph-tail.txt'])).toEqual({ code: 0, stdout: '2\n', stderr: '' });
  });

  it.each(['graph-tail.txt', 'graph-lights.txt', 'graph.json'])('%s: the presses verify, in text and JSON', async (name) => {
    const { graph, lights } = load(name);
    const text = await runCli(['solve', '--graph', `fixtures/${name}`]);
    expect(text.code).toBe(0);
    const presses = new Uint8Array(graph.vertexCount);
    for (const v of text.stdout.trim().split(' ').filter(Boolean)) presses[Number(v)] = 1;
    expect(applyGraphPresses(graph, lights, presses).every((x) => x === 0)).toBe(true);
    const json = JSON.parse((await runCli(['solve', '--graph', `fixtures/${name}`, '--json'])).stdout) as GraphSolveJson;
    expect(applyGraphPresses(graph, lights, vector(graph.vertexCount, json.presses!)).every((x) => x === 0)).toBe(true);
  });

  it('--json has the documented fields', async () => {
    const json = JSON.parse((await runCli(['solve', '--graph', 'fixtures/graph-lights.txt', '--json'])).stdout) as GraphSolveJson;
    expect(Object.keys(json)).toEqual(['graph', 'vertices', 'edges', 'states', 'game', 'lightsGiven', 'solvable', 'presses', 'pressCount', 'nullity', 'solutions', 'minimal', 'bound', 'ms']);
    expect(json).toMatchObject({ graph: 'fixtures/graph-lights.txt', vertices: 5, edges: 4, states: 2, game: 'sigma-plus', lightsGiven: true, solvable: true });
    expect(json.pressCount).toBe(json.presses!.reduce((s, [, c]) => s + c, 0));
    expect(typeof json.ms).toBe('number');
    const tail = JSON.parse((await runCli(['solve', '--graph', 'fixtures/graph-tail.txt', '--json'])).stdout) as GraphSolveJson;
    // Vertices 0 and 1 have the same closed neighbourhood, so pressing both is quiet: nullity 1, 2 solutions.
    expect(tail).toMatchObject({ lightsGiven: false, presses: [[2, 1]], pressCount: 1, nullity: 1, solutions: '2', minimal: false });
  });

  it('--states 3: vxN words and [vertex, count] pairs that verify', async () => {
    const { graph, lights } = load('graph-states.txt');
    const text = await runCli(['solve', '--graph', 'fixtures/graph-states.txt', '--states', '3']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^(\d+x[12] ?)*\n$/);
    const presses = new Uint8Array(graph.vertexCount);
    for (const word of text.stdout.trim().split(' ').filter(Boolean)) {
      const [v, c] = word.split('x').map(Number) as [number, number];
      presses[v] = c;
    }
    expect(applyGraphPresses(graph, lights, presses, 3).every((x) => x === 0)).toBe(true);
    const json = JSON.parse((await runCli(['solve', '--graph', 'fixtures/graph-states.txt', '--states', '3', '--json'])).stdout) as GraphSolveJson;
    expect(json.states).toBe(3);
    expect(applyGraphPresses(graph, lights, vector(4, json.presses!), 3).every((x) => x === 0)).toBe(true);
  });

  it('--game sigma leaves the pressed vertex out', async () => {
    const { graph, lights } = load('graph-tail.txt');
    const json = JSON.parse((await runCli(['solve', '--graph', 'fixtures/graph-tail.txt', '--game', 'sigma', '--json'])).stdout) as GraphSolveJson;
    expect(json.game).toBe('sigma');
    expect(applyGraphPresses(graph, lights, vector(4, json.presses!), 2, 'sigma').every((x) => x === 0)).toBe(true);
    expect(applyGraphPresses(graph, lights, vector(4, json.presses!), 2, 'sigma-plus').every((x) => x === 0)).toBe(false);
  });

  it('--minimal finds the fewest presses on a cycle with quiet patterns', async () => {
    // C₆ under σ⁺ has nullity 2 over GF(2) (a press at v, v+1… repeat every 3); with 4 solutions, one has 2 presses.
    const graph = cycleGraph(6);
    const text = formatEdgeList(graph, Uint8Array.of(1, 1, 1, 1, 1, 1));
    const json = JSON.parse((await runCli(['solve', '--graph', '-', '--minimal', '--json'], text)).stdout) as GraphSolveJson;
    expect(json).toMatchObject({ graph: '<stdin>', nullity: 2, solutions: '4', minimal: true, pressCount: 2 });
    expect(applyGraphPresses(graph, new Uint8Array(6).fill(1), vector(6, json.presses!)).every((x) => x === 0)).toBe(true);
  });

  it('--minimal says on stderr when the fewest presses are not proven (2⁴² solutions), with a lower bound', async () => {
    // 42 paths of 5 vertices, all lit: nullity 1 each, 42 in all, past the default exhaustive search (2⁴⁰
    // solutions) on 210 vertices; each path needs 2 presses, and the counting bound says 70
    const copies = 42;
    let text = `${5 * copies}\n`;
    for (let q = 0; q < copies; q++) for (let i = 0; i < 4; i++) text += `${5 * q + i} ${5 * q + i + 1}\n`;
    const plain = await runCli(['solve', '--graph', '-', '--minimal'], text);
    expect(plain.code).toBe(0);
    const note = /^<stdin>: note: fewest presses not proven \(4398046511104 solutions\); printed the fewest found, (\d+); the fewest is at least (\d+)\n$/.exec(plain.stderr);
    expect(note).not.toBeNull();
    expect(Number(note![2])).toBeLessThan(Number(note![1]));
    // the presses printed are as many as the note says
    expect(plain.stdout.trim().split(' ')).toHaveLength(Number(note![1]));
  }, 180_000); // past the exhaustive bounds the heuristic runs 1000 rounds per quiet pattern: about 3 s of CPU

  it('an unsolvable graph: unsolvable, exit 1; --explain gives the quiet pattern', async () => {
    // The 5-cycle over GF(3): the all-ones pattern is quiet (each closed neighbourhood has 3 vertices).
    const plain = await runCli(['solve', '--graph', 'fixtures/graph.json', '--states', '3']);
    expect(plain).toEqual({ code: 1, stdout: 'unsolvable\n', stderr: '' });
    const explained = await runCli(['solve', '--graph', 'fixtures/graph.json', '--states', '3', '--explain']);
    expect(explained.code).toBe(1);
    expect(explained.stdout).toBe(
      'unsolvable\ngive vertex v the weight w for each vxw below: every press changes the weighted sum of the lights by a multiple of 3; it is 2 (mod 3) now, not 0, so the lights can never all be 0:\n' +
        '0x1 1x1 2x1 3x1 4x1\n',
    );
    const json = JSON.parse((await runCli(['solve', '--graph', 'fixtures/graph.json', '--states', '3', '--explain', '--json'])).stdout) as GraphSolveJson;
    expect(json).toMatchObject({ solvable: false, presses: null, pressCount: null, solutions: '0', minimal: false, proof: [[0, 1], [1, 1], [2, 1], [3, 1], [4, 1]] });
    expect(JSON.parse((await runCli(['solve', '--graph', 'fixtures/graph.json', '--states', '3', '--json'])).stdout).proof).toBeUndefined();
  });

  it('--explain for two states: an even quiet set with an odd number lit', async () => {
    // Path 0-1-2 under σ: the quiet pattern {0, 2}; light vertex 0 only.
    const text = `${formatEdgeList(pathGraph(3))}l 0\n`;
    const { code, stdout } = await runCli(['solve', '--graph', '-', '--game', 'sigma', '--explain'], text);
    expect(code).toBe(1);
    expect(stdout).toBe('unsolvable\nevery press toggles an even number of the vertices below; 1 of them is lit now, an odd number, so they can never all be off:\n0 2\n');
    expect(graphPressEffect(pathGraph(3), Uint8Array.of(1, 0, 1), 2, 'sigma').every((x) => x === 0)).toBe(true);
  });
});

describe('nullity and kernel --graph', () => {
  it('nullity prints one integer; --json names the graph, game and the number of quiet patterns', async () => {
    expect(await runCli(['nullity', '--graph', 'fixtures/graph-tail.txt', '--states', '3'])).toEqual({ code: 0, stdout: '1\n', stderr: '' });
    expect(JSON.parse((await runCli(['nullity', '--graph', 'fixtures/graph-tail.txt', '--states', '3', '--json'])).stdout)).toEqual({
      graph: 'fixtures/graph-tail.txt',
      vertices: 4,
      edges: 4,
      states: 3,
      game: 'sigma-plus',
      nullity: 1,
      quietPatterns: '3',
    });
    // C₆ under σ⁺ over GF(2): nullity 2 (the cycle Cₙ has nullity 2 when 3 divides n).
    const c6 = formatEdgeList(cycleGraph(6));
    expect((await runCli(['nullity', '--graph', '-'], c6)).stdout).toBe('2\n');
  });

  it('kernel prints one line per generator; each is quiet', async () => {
    const c6 = formatEdgeList(cycleGraph(6));
    const { code, stdout, stderr } = await runCli(['kernel', '--graph', '-'], c6);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const v = new Uint8Array(6);
      for (const w of line.split(' ')) v[Number(w)] = 1;
      expect(graphPressEffect(cycleGraph(6), v).every((x) => x === 0)).toBe(true);
    }
  });

  it('kernel --states 3 --json: orders, quietPatterns and [vertex, weight] pairs', async () => {
    const json = JSON.parse((await runCli(['kernel', '--graph', 'fixtures/graph.json', '--states', '3', '--json'])).stdout);
    expect(json).toEqual({
      graph: 'fixtures/graph.json',
      vertices: 5,
      edges: 5,
      states: 3,
      game: 'sigma-plus',
      nullity: 1,
      quietPatterns: '3',
      orders: [3],
      patterns: [[[0, 1], [1, 1], [2, 1], [3, 1], [4, 1]]],
    });
    expect((await runCli(['kernel', '--graph', 'fixtures/graph.json', '--states', '3'])).stdout).toBe('0x1 1x1 2x1 3x1 4x1\n');
  });

  it('--game sigma: the path 0-1-2 has the quiet pattern {0, 2}', async () => {
    const text = formatEdgeList(pathGraph(3));
    expect((await runCli(['nullity', '--graph', '-', '--game', 'sigma'], text)).stdout).toBe('1\n');
    expect((await runCli(['nullity', '--graph', '-'], text)).stdout).toBe('0\n');
    expect(await runCli(['kernel', '--graph', '-', '--game', 'sigma'], text, { tty: true })).toEqual({
      code: 0,
      stdout: '0 2\n',
      stderr: 'a basis of 1 quiet pattern, one per line; their sums give all 2 quiet patterns\n',
    });
    expect(JSON.parse((await runCli(['kernel', '--graph', '-', '--game', 'sigma', '--json'], text)).stdout)).toMatchObject({ game: 'sigma', nullity: 1, orders: [2], patterns: [[[0, 1], [2, 1]]] });
  });

  it('kernel on a terminal says the generators span a module', async () => {
    const { stderr } = await runCli(['kernel', '--graph', 'fixtures/graph.json', '--states', '3'], '', { tty: true });
    expect(stderr).toMatch(/^over Z\/3 the quiet patterns form a module, not a vector space: each line above is a generator \(orders 3\)/);
  });
});

describe('graphs no method takes', () => {
  it('an expander-like graph is refused with the core reason, naming the input', async () => {
    const text = formatEdgeList(randomRegularishGraph(20000, 3, seededRandom(1)));
    const { code, stdout, stderr } = await runCli(['solve', '--graph', '-'], text);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^<stdin>: light chasing leaves \d+ unknowns, over the limit of 8192: the order chased is that wide \(a reverse Cuthill–McKee order on a graph, rows on a grid; an expander-like graph has no narrow order\)\n$/);
  });
});
