import { describe, expect, it } from 'vitest';
import * as algebra from '../algebra.ts';
import * as core from '../index.ts';

describe('k-state and graph API through the index', () => {
  it('exports the k-state and graph entry points: the public ones from the index, the lower-level ones from algebra', () => {
    for (const name of [
      'StateBoard', 'solveStates', 'statesKernel', 'statesNullity', 'isStatesSolvable', 'StateGridParser', 'parseStateGrids',
      'formatStateGrid', 'Graph', 'GraphFormatError', 'solveGraph', 'graphKernel', 'graphNullity', 'isGraphSolvable', 'parseGraphFile',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
    for (const name of ['parseStateGrid', 'parseStateGridStream', 'formatStateGrids', 'parseEdgeList', 'formatEdgeList', 'parseGraphJson', 'formatGraphJson', 'gridGraph']) {
      expect(algebra, name).toHaveProperty(name);
    }
  });

  it('a k-state board and a graph solve end to end from text', () => {
    const board = algebra.parseStateGrid('3 3 3\n012\n120\n201\n');
    const r = core.solveStates(board, { minimal: true });
    expect(r.solvable && r.minimal).toBe(true);
    const g = algebra.parseEdgeList('# a path\n3\n0 1\n1 2\n');
    const s = core.solveGraph(g, [1, 1, 1], { minimal: true });
    expect(s.solvable && Array.from(s.presses)).toEqual([0, 1, 0]);
  });
});
