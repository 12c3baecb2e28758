import { describe, expect, it } from 'vitest';
import { cases } from '../../_test-seed.ts';
import { LimitError } from '../../errors.ts';
import { type Edge, Graph } from '../../graph/graph.ts';
import { GRAPH_GAMES, graphPressEffect } from '../../graph/graph-game.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { graphKernel, isGraphSolvable, solveGraph } from './graph-solve.ts';

/** A random forest: each vertex after the first joins an earlier one (near the end, for long paths, or anywhere), or starts a tree. */
function randomForest(n: number, random: () => number): Graph {
  const edges: Edge[] = [];
  const split = 2 + (random() % 12);
  for (let v = 1; v < n; v++) if (random() % split !== 0) edges.push([random() % 2 ? v - 1 - (random() % Math.min(v, 3)) : random() % v, v]);
  return Graph.fromEdges(n, edges);
}

/** The complete binary tree of 2^depth − 1 vertices, heap-numbered: v's children are 2v + 1 and 2v + 2. */
function completeBinaryTree(depth: number): Graph {
  const n = 2 ** depth - 1;
  return Graph.fromEdges(n, Array.from({ length: n - 1 }, (_, i): Edge => [i >> 1, i + 1]));
}

describe('leaves-first elimination on forests', () => {
  it('agrees with dense elimination: kernel size, every generator quiet, solvability and a verified solution', () => {
    const random = seededRandom('forests');
    for (let t = 0; t < cases(60); t++) {
      const g = randomForest(1 + (random() % 40), random);
      for (const states of [2, 3, 5, 6, 10, 4, 12]) {
        for (const game of GRAPH_GAMES) {
          const at = `forest ${t} (${g.vertexCount} vertices), k = ${states}, ${game}`;
          const kernel = graphKernel(g, { states, game });
          expect(kernel.size, at).toBe(graphKernel(g, { states, game, method: 'dense' }).size);
          for (const y of kernel.generators) expect(graphPressEffect(g, y, states, game).every((v) => v === 0), at).toBe(true);
          const lights = Uint8Array.from({ length: g.vertexCount }, () => random() % states);
          const r = solveGraph(g, lights, { states, game }); // checked by applying it, the proof too
          expect(r.solvable, at).toBe(isGraphSolvable(g, lights, { states, game, method: 'dense' }));
        }
      }
    }
  });

  it('vertices with no edge (left out of the order) are roots of their own: as dense elimination says', () => {
    const random = seededRandom('lone vertices');
    const graphs = [Graph.fromEdges(12, []), Graph.fromEdges(20, [[3, 4], [4, 9], [15, 16]]), Graph.fromEdges(1, [])];
    for (const g of graphs) {
      for (const states of [2, 3, 6, 4]) {
        for (const game of GRAPH_GAMES) {
          const at = `${g.vertexCount} vertices, ${g.edgeCount} edges, k = ${states}, ${game}`;
          expect(graphKernel(g, { states, game }).size, at).toBe(graphKernel(g, { states, game, method: 'dense' }).size);
          for (let trial = 0; trial < 4; trial++) {
            const lights = Uint8Array.from({ length: g.vertexCount }, () => random() % states);
            const r = solveGraph(g, lights, { states, game }); // checked by applying it, the proof too
            expect(r.solvable, at).toBe(isGraphSolvable(g, lights, { states, game, method: 'dense' }));
          }
        }
      }
    }
  });

  it('the fewest presses agree with the dense method, proven or not', () => {
    const random = seededRandom('forest-minimal');
    for (let t = 0; t < cases(40); t++) {
      const g = randomForest(2 + (random() % 14), random);
      for (const states of [2, 3, 6, 4]) {
        for (const game of GRAPH_GAMES) {
          const lights = Uint8Array.from({ length: g.vertexCount }, () => random() % states);
          const fast = solveGraph(g, lights, { states, game, minimal: true });
          const dense = solveGraph(g, lights, { states, game, minimal: true, method: 'dense' });
          const at = `forest ${t}, k = ${states}, ${game}`;
          expect(fast.solvable, at).toBe(dense.solvable);
          if (fast.solvable && dense.solvable) expect([fast.pressCount, fast.minimal], at).toEqual([dense.pressCount, dense.minimal]);
        }
      }
    }
  });

  it('wide stars (parents kept in one, two and four bytes) agree with dense elimination, or verify past it', () => {
    const star = (n: number): Graph => Graph.fromEdges(n, Array.from({ length: n - 1 }, (_, i): Edge => [0, i + 1]));
    for (const n of [200, 300]) {
      for (const states of [2, 3, 6]) {
        for (const game of GRAPH_GAMES) {
          const g = star(n);
          expect(graphKernel(g, { states, game }).size, `star ${n}, k = ${states}, ${game}`).toBe(graphKernel(g, { states, game, method: 'dense' }).size);
        }
      }
    }
    const wide = star(70_000);
    for (const game of GRAPH_GAMES) {
      const lights = Uint8Array.from({ length: wide.vertexCount }, (_, v) => v % 3);
      expect(solveGraph(wide, lights, { states: 3, game }).nullity).toBe(game === 'sigma' ? 69_998 : 0);
    }
  });

  it('solve a complete binary tree of 262,143 vertices for prime and squarefree k, both games', () => {
    const g = completeBinaryTree(18);
    const random = seededRandom(7);
    for (const [states, game] of [[2, 'sigma-plus'], [3, 'sigma'], [6, 'sigma-plus']] as const) {
      const lights = Uint8Array.from({ length: g.vertexCount }, () => random() % states);
      const r = solveGraph(g, lights, { states, game });
      expect(r.method).toBe('sparse-chase');
      if (r.solvable) expect(graphPressEffect(g, r.presses, states, game).every((v, i) => (v + lights[i]!) % states === 0)).toBe(true);
      else expect(graphPressEffect(g, r.proof, states, game).every((v) => v === 0)).toBe(true);
    }
  });

  it('a forest a square factor of k leaves too many unknowns is refused with a true reason', () => {
    const g = completeBinaryTree(16);
    let error: unknown;
    try {
      solveGraph(g, new Uint8Array(g.vertexCount), { states: 4 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LimitError);
    expect((error as LimitError).limit).toBe('maxUnknowns');
    expect((error as Error).message).toMatch(/modulo 4 .*leaves-first elimination, which takes any forest, needs k without a square factor/);
    expect((error as Error).message).not.toMatch(/expander-like/);
  });
});
