import { describe, expect, it } from 'vitest';
import { LimitError } from '../errors.ts';
import { type Edge, Graph } from '../graph/graph.ts';
import { gridGraph, pathGraph, triangulatedGridGraph } from '../graph/graph-families.ts';
import { graphPressSystem } from '../graph/graph-game.ts';
import { forestOrder, reverseCuthillMcKee } from '../graph/graph-order.ts';
import { makeRule } from '../puzzle/rule.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { affineChase, assertChaseFits, chaseWork, MAX_CHASE_WORK, type PressSystem } from './affine-chase.ts';
import { gridChaseSize, gridPressSystem } from './states/lazy-states.ts';

/** A caterpillar: a spine of `spine` vertices, each with two legs. */
function caterpillar(spine: number): Graph {
  const edges: Edge[] = [];
  for (let v = 1; v < spine; v++) edges.push([v - 1, v]);
  for (let v = 0; v < spine; v++) edges.push([v, spine + 2 * v], [v, spine + 2 * v + 1]);
  return Graph.fromEdges(3 * spine, edges);
}

/** The chases the estimate guards, as the solvers run them: RCM orders on meshes, row-major on grids, root-first on trees. */
const CHASES: Array<[label: string, system: () => PressSystem, order: () => Int32Array | null, k: number]> = [
  ['grid graph 60×90, RCM', () => graphPressSystem(gridGraph(60, 90)), () => reverseCuthillMcKee(gridGraph(60, 90)), 3],
  ['grid graph 120×40, RCM, σ', () => graphPressSystem(gridGraph(120, 40), 'sigma'), () => reverseCuthillMcKee(gridGraph(120, 40)), 2],
  ['triangulated grid 70×70, RCM', () => graphPressSystem(triangulatedGridGraph(70, 70)), () => reverseCuthillMcKee(triangulatedGridGraph(70, 70)), 5],
  ['a path of 5,000, RCM', () => graphPressSystem(pathGraph(5000)), () => reverseCuthillMcKee(pathGraph(5000)), 4],
  ['caterpillar of 3,000, root first', () => graphPressSystem(caterpillar(1000)), () => forestOrder(caterpillar(1000)), 4],
  ['k-state grid 80×80, cross', () => gridPressSystem(makeRule(namedStencil('cross')), 80, 80), () => null, 6],
  ['k-state grid 40×100, moore, torus', () => gridPressSystem(makeRule(namedStencil('moore'), 'torus'), 40, 100), () => null, 3],
];

describe('the chase work estimate', () => {
  it('is within 3× of the steps the chase counts, over the shapes it guards', () => {
    for (const [label, system, order, k] of CHASES) {
      const outcome = affineChase(system(), order(), k, null);
      const { chase } = chaseWork(outcome.size, k);
      const ratio = chase / outcome.steps;
      expect(ratio, `${label}: estimate ${chase}, counted ${outcome.steps}`).toBeGreaterThanOrEqual(1 / 3);
      expect(ratio, `${label}: estimate ${chase}, counted ${outcome.steps}`).toBeLessThanOrEqual(3);
    }
  });

  it('is what the grid chase is judged by before it is built', () => {
    const rule = makeRule(namedStencil('cross'));
    const outcome = affineChase(gridPressSystem(rule, 50, 70), null, 6, null);
    expect(gridChaseSize(rule, 50, 70)).toEqual(outcome.size);
  });

  it('refuses past MAX_CHASE_WORK, naming the limit and the estimate', () => {
    const size = { presses: 4e6, incidences: 2e7, unknowns: 2000, equations: 2000 };
    expect(chaseWork(size, 3).total).toBeGreaterThan(MAX_CHASE_WORK);
    try {
      assertChaseFits(size, 3);
      expect.unreachable('a chase past the limit was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(LimitError);
      expect((error as LimitError).limit).toBe('maxWork');
      expect((error as LimitError).requested).toBe(chaseWork(size, 3).total);
    }
  });
});
