import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridGraph } from './graph/graph-families.ts';
import { forceLayout } from './graph/force-layout.ts';
import { Board } from './puzzle/board.ts';
import { makeRule } from './puzzle/rule.ts';
import { StateBoard } from './puzzle/state-board.ts';
import { namedStencil } from './puzzle/stencil.ts';
import { graphKernel, graphNullity, isGraphSolvable, solveGraph } from './solve/graph/graph-solve.ts';
import { SOLVER_METHODS } from './solve/grid/methods.ts';
import { pressCountDistribution } from './solve/grid/press-distribution.ts';
import { eachQuietPattern, isSolvable, nullity, nullityRow, nullityTable, quietPatterns } from './solve/grid/queries.ts';
import { solve } from './solve/grid/solve.ts';
import { Solver } from './solve/solver.ts';
import { STATE_SOLVER_METHODS } from './solve/states/methods.ts';
import { isStatesSolvable, solveStates, statesKernel, statesNullity } from './solve/states/solve-states.ts';
import { phaseOf } from './work.ts';

/** A signal aborted before the call, with a recognisable reason. */
function aborted(): AbortSignal {
  const ac = new AbortController();
  ac.abort(new Error('stopped before it started'));
  return ac.signal;
}

describe('cancellation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('every long operation throws the reason of an already aborted signal before preparing anything', () => {
    const prepares = [...SOLVER_METHODS, ...STATE_SOLVER_METHODS].map((m) => vi.spyOn(m as unknown as { prepare: () => unknown }, 'prepare'));
    const moore = makeRule(namedStencil('moore', { center: false }), 'torus');
    const board = Board.filled(64, 64);
    const states = StateBoard.filled(40, 40, 6);
    const graph = gridGraph(30, 30);
    const lights = new Uint8Array(graph.vertexCount).fill(1);
    const calls: Array<[string, (signal: AbortSignal) => unknown]> = [
      ['solve', (signal) => solve(board, { rule: moore, signal })],
      ['isSolvable', (signal) => isSolvable(board, { rule: moore, signal })],
      ['Solver.solve', (signal) => new Solver(moore).solve(board, { signal })],
      ['nullity', (signal) => nullity(4096, 4096, { rule: moore, signal })],
      ['nullity, classic 10⁶', (signal) => nullity(1_000_000, 1_000_000, { signal })],
      ['nullityRow', (signal) => nullityRow(300, 1, 300, { rule: moore, signal })],
      ['nullityTable', (signal) => nullityTable(300, 300, { rule: moore, signal })],
      ['quietPatterns', (signal) => quietPatterns(4096, 4096, { rule: moore, signal })],
      ['eachQuietPattern', (signal) => eachQuietPattern(512, 512, { rule: moore, signal }).next()],
      ['pressCountDistribution', (signal) => pressCountDistribution(5, 5, { signal })],
      ['solveStates', (signal) => solveStates(states, { signal })],
      ['isStatesSolvable', (signal) => isStatesSolvable(states, { signal })],
      ['statesKernel', (signal) => statesKernel(40, 40, 6, { signal })],
      ['statesNullity', (signal) => statesNullity(40, 40, 6, { signal })],
      ['solveGraph', (signal) => solveGraph(graph, lights, { states: 6, signal })],
      ['isGraphSolvable', (signal) => isGraphSolvable(graph, lights, { signal })],
      ['graphKernel', (signal) => graphKernel(graph, { signal })],
      ['graphNullity', (signal) => graphNullity(graph, { signal })],
      ['forceLayout', (signal) => forceLayout(graph, { signal })],
    ];
    for (const [name, call] of calls) expect(() => call(aborted()), name).toThrow('stopped before it started');
    for (const spy of prepares) expect(spy).not.toHaveBeenCalled();
  });

  it('progress keeps rising across phases: each phase reports on one scale', () => {
    const seen: Array<[number, number]> = [];
    const options = { onProgress: (done: number, total: number) => seen.push([done, total]) };
    for (let phase = 0; phase < 3; phase++) {
      const p = phaseOf(options, phase, 3);
      p.onProgress?.(0, 10);
      p.onProgress?.(10, 10);
    }
    expect(seen.map(([, t]) => t)).toEqual(Array(6).fill(3000));
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThanOrEqual(seen[i - 1]![0]);
    expect(seen.at(-1)).toEqual([3000, 3000]);
  });

  it('a composite k reports one rising progress over its prime parts', () => {
    const seen: number[] = [];
    let total = -1;
    solveStates(StateBoard.filled(30, 30, 12), {
      rule: makeRule(namedStencil('moore'), 'torus'),
      onProgress: (done, t) => {
        if (total < 0) total = t;
        expect(t).toBe(total);
        seen.push(done);
      },
    });
    expect(seen.length).toBeGreaterThan(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
  });
});
