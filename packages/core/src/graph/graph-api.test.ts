import { describe, expect, it } from 'vitest';
import * as core from '../index.ts';

describe('k-state and graph API through the index', () => {
  it('exports the entry points the CLI and explorer build on', () => {
    for (const name of [
      'StateBoard', 'solveStates', 'statesKernel', 'statesNullity', 'isStatesSolvable',
      'StateGridParser', 'parseStateGrids', 'parseStateGrid', 'parseStateGridStream', 'formatStateGrid', 'formatStateGrids',
      'Graph', 'parseEdgeList', 'formatEdgeList', 'parseGraphJson', 'formatGraphJson', 'GraphFormatError', 'solveGraph',
      'graphKernel', 'graphNullity', 'isGraphSolvable', 'gridGraph',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('a k-state board and a graph solve end to end from text', () => {
    const board = core.parseStateGrid('3 3 3\n012\n120\n201\n');
    const r = core.solveStates(board, { minimal: true });
    expect(r.solvable && r.minimal).toBe(true);
    const g = core.parseEdgeList('# a path\n3\n0 1\n1 2\n');
    const s = core.solveGraph(g, [1, 1, 1], { minimal: true });
    expect(s.solvable && Array.from(s.presses)).toEqual([0, 1, 0]);
  });
});
