import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nullity as gf2Nullity } from '../grid/queries.ts';
import { statesNullity } from '../states/solve-states.ts';
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

describe('contract: sparse chasing against the dense matrix', () => {
  it('nullity, kernel size and solvability agree on random graphs, both games, prime and composite k', () => {
    fc.assert(
      fc.property(graphArb, fc.constantFrom<GraphGame>(...GRAPH_GAMES), fc.constantFrom(2, 3, 4, 6, 9, 12), (g, game, k) => {
        const lights = randomLights(g.vertexCount, k);
        const dense = solveGraph(g, lights, { game, states: k, method: 'dense' });
        const sparse = solveGraph(g, lights, { game, states: k });
        expect(sparse.solvable).toBe(dense.solvable);
        expect(sparse.nullity).toBe(dense.nullity);
        expect(sparse.solutions).toBe(dense.solutions);
        expect(sparse.method).toBe('sparse-chase');
        const kernel = graphKernel(g, { game, states: k });
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
