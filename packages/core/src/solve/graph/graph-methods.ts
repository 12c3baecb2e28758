import { LimitError } from '../../errors.ts';
import { graphPressSystem } from '../../graph/graph-game.ts';
import { forestOrder, reverseCuthillMcKee } from '../../graph/graph-order.ts';
import type { WorkOptions } from '../../work.ts';
import { ZkMatrix } from '../../zk/zk-matrix.ts';
import { solveZk } from '../../zk/zk-solve.ts';
import { affineChase } from '../affine-chase.ts';
import type { SolverMethod } from '../method.ts';
import { preparedForest } from './forest-solve.ts';
import { preparedGraph } from './graph-kind.ts';
import type { GraphShape } from './graph-shape.ts';
import { gridGraphMethod } from './grid-graph.ts';

/** Largest graph the dense method accepts (its matrix has n² entries). */
export const GRAPH_DENSE_MAX_VERTICES = 2048;

/**
 * Lazy light chasing along a reverse Cuthill–McKee order: graphs of small bandwidth, any size. A forest is eliminated
 * leaves first instead (a perfect elimination order: linear work on any forest, see {@link preparedForest}).
 */
export const sparseChaseGraphMethod: SolverMethod<GraphShape, Uint8Array> = {
  name: 'sparse-chase',
  applies: () => true,
  nullity(shape, work) {
    return this.prepare(shape, work).nullity;
  },
  prepare({ graph, game, states, maxUnknowns }, work) {
    const forest = forestOrder(graph, { isolated: false });
    if (forest) return preparedForest(graph, forest, game, states, maxUnknowns);
    const system = graphPressSystem(graph, game);
    const order = reverseCuthillMcKee(graph);
    const run = (need: Uint8Array | null, options?: WorkOptions) => affineChase(system, order, states, need, { ...(options ?? work), maxUnknowns });
    return preparedGraph(states, (options) => run(null, options).kernel, (need, options) => run(need, options));
  },
};

/** The dense matrix over Z/k (up to {@link GRAPH_DENSE_MAX_VERTICES} vertices): the reference. */
export const denseGraphMethod: SolverMethod<GraphShape, Uint8Array> = {
  name: 'dense',
  applies: ({ graph }) => graph.vertexCount <= GRAPH_DENSE_MAX_VERTICES,
  nullity(shape, work) {
    return this.prepare(shape, work).nullity;
  },
  prepare({ graph, game, states }) {
    const n = graph.vertexCount;
    if (n > GRAPH_DENSE_MAX_VERTICES) throw new LimitError(`dense graph method: ${n} vertices, over ${GRAPH_DENSE_MAX_VERTICES}`, 'maxVertices', n, GRAPH_DENSE_MAX_VERTICES);
    const system = graphPressSystem(graph, game);
    const m = new ZkMatrix(n, n, states);
    for (let q = 0; q < n; q++) for (let i = system.start[q]!; i < system.start[q + 1]!; i++) m.data[system.lights[i]! * n + q] = 1;
    return preparedGraph(
      states,
      (options) => solveZk(m, null, options).kernel,
      (need, options) => {
        const r = solveZk(m, need, options);
        return { presses: r.solution, kernel: r.kernel };
      },
    );
  },
};

/** The graph methods, in order of preference: the first that applies is the default. */
export const GRAPH_METHODS: readonly SolverMethod<GraphShape, Uint8Array>[] = [gridGraphMethod, sparseChaseGraphMethod, denseGraphMethod];
