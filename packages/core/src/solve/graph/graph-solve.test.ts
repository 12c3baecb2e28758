import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nullity as gf2Nullity } from '../grid/queries.ts';
import { statesNullity } from '../states/solve-states.ts';
import { renumberedGraph } from '../../_test-support.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { Graph } from '../../graph/graph.ts';
import { completeGraph, cycleGraph, gridGraph, pathGraph, randomGraph, randomRegularishGraph, triangulatedGridGraph } from '../../graph/graph-families.ts';
import { applyGraphPresses, GRAPH_GAMES, type GraphGame, graphPressEffect, pressVertex } from '../../graph/graph-game.ts';
import { graphKernel, graphNullity, isGraphSolvable, solveGraph } from './graph-solve.ts';

const random = seededRandom('graphs');
const randomLights = (n: number, k: number): Uint8Array => Uint8Array.from({ length: n }, () => random() % k);

/** A random graph on up to 14 vertices with a random edge density. */
const graphArb = fc
  .record({ n: fc.integer({ min: 1, max: 14 }), p: fc.double({ min: 0, max: 1, noNaN: true }), seed: fc.integer() })
  .map(({ n, p, seed }) => randomGraph(n, p, seededRandom(seed)));

describe('graph games', () => {
  it('press semantics: σ⁺ changes the vertex and its neighbours, σ only the neighbours', () => {
    const g = pathGraph(3);
    const plus = new Uint8Array(3);
    pressVertex(g, plus, 1, 2, 'sigma-plus');
    expect(Array.from(plus)).toEqual([1, 1, 1]);
    const sigma = new Uint8Array(3);
    pressVertex(g, sigma, 1, 3, 'sigma', 2);
    expect(Array.from(sigma)).toEqual([2, 0, 2]);
    expect(Array.from(graphPressEffect(g, [1, 0, 2], 3))).toEqual([1, 0, 2]);
    expect(Array.from(applyGraphPresses(g, [1, 1, 1], [0, 1, 0], 2))).toEqual([0, 0, 0]);
    expect(() => graphPressEffect(g, [1], 2)).toThrow(RangeError);
  });

  it('the grid graph σ⁺ game is the classic board; σ is the cross without centre', () => {
    for (const [rows, cols] of [[4, 4], [5, 5], [5, 7], [9, 9]] as const) {
      expect(graphNullity(gridGraph(rows, cols))).toBe(gf2Nullity(rows, cols));
      expect(graphNullity(gridGraph(rows, cols), { game: 'sigma' })).toBe(gf2Nullity(rows, cols, { rule: makeRule(namedStencil('cross', { center: false })) }));
      for (const k of [3, 5, 6]) expect(graphNullity(gridGraph(rows, cols), { states: k })).toBe(statesNullity(rows, cols, k));
    }
  });

  it('known nullities: paths, cycles, complete graphs', () => {
    // σ⁺ on a path P_n: singular iff n ≡ 2 (mod 3); on a cycle C_n iff 3 | n (nullity 2); K_n: J is rank 1
    for (let n = 1; n <= 12; n++) expect(graphNullity(pathGraph(n))).toBe(n % 3 === 2 ? 1 : 0);
    for (let n = 3; n <= 12; n++) expect(graphNullity(cycleGraph(n))).toBe(n % 3 === 0 ? 2 : 0);
    expect(graphNullity(completeGraph(6))).toBe(5);
    expect(graphNullity(completeGraph(6), { states: 3 })).toBe(5);
  });
});

describe('press counts', () => {
  it('pressCount is the sum of the counts, for every length modulo 4 and counts up to 254', () => {
    const random = seededRandom('press counts');
    for (const states of [2, 7, 255]) {
      for (const n of [1, 2, 3, 4, 5, 257, 1027]) {
        const g = pathGraph(n);
        const lights = graphPressEffect(g, Uint8Array.from({ length: n }, () => random() % states), states);
        const r = solveGraph(g, lights, { states });
        expect(r.solvable).toBe(true);
        if (r.solvable) expect(r.pressCount).toBe(r.presses.reduce((a, b) => a + b, 0));
      }
    }
  });
});

describe('grid graphs are solved as grid boards', () => {
  it('under any numbering, with the answers of sparse chasing and the nullity of the dense matrix, for every game and k', () => {
    const shapes = [[1, 1], [1, 8], [2, 2], [3, 7], [5, 5], [6, 4], [9, 9]] as const;
    for (const [rows, cols] of shapes) {
      const graph = renumberedGraph(gridGraph(rows, cols), random);
      for (const game of GRAPH_GAMES) {
        for (const k of [2, 3, 4, 6]) {
          const lights = randomLights(graph.vertexCount, k);
          const grid = solveGraph(graph, lights, { game, states: k });
          const sparse = solveGraph(graph, lights, { game, states: k, method: 'sparse-chase' });
          const label = `${rows}×${cols} ${game} k=${k}`;
          expect(grid.method, label).toBe('grid');
          expect([grid.solvable, grid.nullity, grid.solutions], label).toEqual([sparse.solvable, sparse.nullity, sparse.solutions]);
          expect(graphNullity(graph, { game, states: k }), label).toBe(graphNullity(graph, { game, states: k, method: 'dense' }));
          const kernel = graphKernel(graph, { game, states: k });
          expect(kernel.size, label).toBe(graphKernel(graph, { game, states: k, method: 'dense' }).size);
          for (const y of kernel.generators) expect(graphPressEffect(graph, y, k, game).every((v) => v === 0), label).toBe(true);
          expect(isGraphSolvable(graph, lights, { game, states: k }), label).toBe(sparse.solvable);
        }
      }
    }
  });

  it('a 300 × 300 grid graph, renumbered and all lit: the grid method answers, and the presses verify', () => {
    const graph = renumberedGraph(gridGraph(300, 300), random);
    const lights = new Uint8Array(graph.vertexCount).fill(1);
    const result = solveGraph(graph, lights);
    expect(result.method).toBe('grid');
    expect(result.nullity).toBe(gf2Nullity(300, 300));
    expect(result.solvable && applyGraphPresses(graph, lights, result.presses, 2).every((v) => v === 0)).toBe(true);
  });

  it('the grid method asked for by name refuses a graph that is not a grid', () => {
    expect(() => solveGraph(cycleGraph(5), new Uint8Array(5), { method: 'grid' })).toThrow(/the grid method takes grid graphs only/);
    expect(() => solveGraph(cycleGraph(5), new Uint8Array(5), { method: 'nope' as 'grid' })).toThrow(/unknown graph method "nope"; expected grid, sparse-chase, dense/);
  });
});

describe('contract: sparse chasing against the dense matrix', () => {
  it('nullity, kernel size and solvability agree on random graphs, both games, prime and composite k', () => {
    fc.assert(
      fc.property(graphArb, fc.constantFrom<GraphGame>(...GRAPH_GAMES), fc.constantFrom(2, 3, 4, 6, 9, 12), (g, game, k) => {
        const lights = randomLights(g.vertexCount, k);
        const dense = solveGraph(g, lights, { game, states: k, method: 'dense' });
        const sparse = solveGraph(g, lights, { game, states: k, method: 'sparse-chase' });
        expect(sparse.solvable).toBe(dense.solvable);
        expect(sparse.nullity).toBe(dense.nullity);
        expect(sparse.solutions).toBe(dense.solutions);
        expect(sparse.method).toBe('sparse-chase');
        const kernel = graphKernel(g, { game, states: k, method: 'sparse-chase' });
        for (const y of kernel.generators) expect(graphPressEffect(g, y, k, game).every((v) => v === 0)).toBe(true);
        if (!sparse.solvable) {
          expect(graphPressEffect(g, sparse.proof, k, game).every((v) => v === 0)).toBe(true);
          const dot = sparse.proof.reduce((s, y, i) => s + y * ((k - lights[i]!) % k), 0) % k;
          expect(dot).not.toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('bounded-degree graphs of a few thousand vertices, all lit, k = 2 and 3', () => {
    for (const g of [triangulatedGridGraph(40, 60), gridGraph(30, 80), randomRegularishGraph(400, 2, random)]) {
      for (const k of [2, 3]) {
        const lights = graphPressEffect(g, randomLights(g.vertexCount, k), k);
        expect(solveGraph(g, lights, { states: k }).solvable).toBe(true);
      }
    }
  });
});

describe("Sutner's theorem", () => {
  it('the all-lit graph is always solvable in the σ⁺ game', () => {
    fc.assert(
      fc.property(graphArb, (g) => {
        const lit = new Uint8Array(g.vertexCount).fill(1);
        expect(isGraphSolvable(g, lit)).toBe(true);
        expect(isGraphSolvable(g, lit, { method: 'dense' })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

/** Least press count and number of solutions over every press vector of a tiny graph. */
function bruteForce(g: Graph, lights: Uint8Array, k: number, game: GraphGame): { count: number; least: number } {
  const n = g.vertexCount;
  const x = new Uint8Array(n);
  let count = 0;
  let least = Infinity;
  for (;;) {
    if (applyGraphPresses(g, lights, x, k, game).every((v) => v === 0)) {
      count++;
      least = Math.min(least, x.reduce((s, v) => s + v, 0));
    }
    let i = 0;
    while (i < n && ++x[i]! === k) x[i++] = 0;
    if (i === n) break;
  }
  return { count, least };
}

describe('minimal solutions and counts against brute force', () => {
  it('tiny graphs, k = 2, 4, 6', () => {
    for (let t = 0; t < 24; t++) {
      const k = [2, 4, 6][t % 3]!;
      const n = k === 2 ? 10 : k === 4 ? 7 : 6;
      const g = randomGraph(n, 0.4, random);
      const game = GRAPH_GAMES[t % 2]!;
      const lights = t % 4 < 2 ? graphPressEffect(g, randomLights(n, k), k, game) : randomLights(n, k);
      const brute = bruteForce(g, lights, k, game);
      const r = solveGraph(g, lights, { states: k, game, minimal: true });
      expect(r.solutions).toBe(BigInt(brute.count));
      if (r.solvable) {
        expect(r.pressCount).toBe(brute.least);
        expect(r.minimal).toBe(true);
      }
    }
  });

  it('reaches targets and validates its input', () => {
    const g = cycleGraph(7);
    const target = randomLights(7, 5);
    const r = solveGraph(g, new Uint8Array(7), { states: 5, target });
    expect(r.solvable && Array.from(applyGraphPresses(g, new Uint8Array(7), r.presses, 5))).toEqual(Array.from(target));
    expect(() => solveGraph(g, new Uint8Array(6))).toThrow(RangeError);
    expect(() => solveGraph(g, new Uint8Array(7).fill(2))).toThrow(/below 2/);
    expect(() => solveGraph(g, new Uint8Array(7), { states: 1 })).toThrow(RangeError);
    expect(() => solveGraph(g, new Uint8Array(7), { target: [1] })).toThrow(RangeError);
    expect(() => solveGraph(completeGraph(40), new Uint8Array(40), { maxUnknowns: 3 })).toThrow(/unknowns/);
    const ac = new AbortController();
    ac.abort();
    expect(() => solveGraph(gridGraph(30, 30), new Uint8Array(900), { signal: ac.signal })).toThrow();
    expect(graphNullity(Graph.fromEdges(3, []), { game: 'sigma' })).toBe(3);
  });
});
