import { describe, expect, it } from 'vitest';
import * as algebra from './algebra.ts';
import * as core from './index.ts';

describe('public API', () => {
  it('the main entry point exports what a program needs, and the internals only through the algebra entry point', () => {
    for (const name of [
      'Board', 'StateBoard', 'Graph', 'makeRule', 'CLASSIC_RULE', 'namedStencil', 'parseStencil', 'customStencil', 'TOPOLOGIES', 'NAMED_TOPOLOGIES', 'parseTopology',
      'pressCell', 'applyPresses', 'solve', 'minimalSolution', 'nullity', 'nullityRow', 'nullityTable',
      'quietPatterns', 'eachQuietPattern', 'isSolvable', 'verifySolution', 'verifyProof', 'pressCountDistribution', 'Solver',
      'SolvabilityChecker', 'solveStates', 'statesKernel', 'statesNullity', 'StatesSolvabilityChecker', 'solveGraph', 'graphKernel',
      'parseGrids', 'parseGridStream', 'GridParser', 'formatGrid', 'parseStateGrids', 'parseGraphFile',
      'GridFormatError', 'GraphFormatError', 'StencilFormatError', 'ArgumentError', 'LimitError', 'isLightsOutError', 'Solved', 'Unsolvable',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
    for (const name of ['BitMatrix', 'reduceRowEchelon', 'Poly', 'SOLVER_METHODS', 'chooseMethod', 'lazyChaseMethod', 'ZkMatrix', 'ruleMatrix', 'CosetMinimizer', 'pressStateCell', 'forceLayout']) {
      expect(core, name).not.toHaveProperty(name);
      expect(algebra, name).toHaveProperty(name);
    }
  });

  it('the README-style example works through the index, and its result serialises', () => {
    const result = core.solve(core.Board.filled(5, 5), { minimal: true });
    expect(result.solvable && result.pressCount).toBe(15);
    const json = JSON.parse(JSON.stringify(result)) as { solutions: string; presses: string[]; minimal: boolean; bound: number };
    expect(json.solutions).toBe('4');
    expect(json.presses).toHaveLength(5);
    expect(json.minimal).toBe(true);
    expect(json.bound).toBe(15);
  });

  it('refusals and bad arguments are typed errors with codes', () => {
    expect(() => core.nullity(2.5, 3)).toThrow(core.ArgumentError);
    expect(() => core.nullity(Number.NaN, 3)).toThrow(core.ArgumentError);
    expect(() => core.quietPatterns(0, 3)).toThrow(core.ArgumentError);
    expect(() => core.makeRule(core.namedStencil('cross'), 'klien' as core.Topology)).toThrow(/unknown topology "klien"/);
    expect(() => new core.Board(3, 3).get(3, 0)).toThrow(core.ArgumentError);
    expect(() => new core.Board(3, 3).set(0, -1, true)).toThrow(/off the 3×3 board/);
    expect(() => new core.Board(3, 3).toggle(0.5, 0)).toThrow(core.ArgumentError);
    expect(() => new core.Board(2 ** 16, 2 ** 16)).toThrow(core.LimitError);
    let caught: unknown;
    try {
      new core.Board(2 ** 16, 2 ** 16);
    } catch (e) {
      caught = e;
    }
    expect(core.isLightsOutError(caught)).toBe(true);
    expect(caught).toMatchObject({ code: 'ERR_LIMIT', limit: 'maxCells' });
    expect(core.isLightsOutError(new Error('bug'))).toBe(false);
    expect(core.isLightsOutError(new core.GridFormatError('x', 1))).toBe(true);
    expect(() => core.namedStencil('hex' as core.StencilName)).toThrow(core.ArgumentError);
    const path = algebra.pathGraph(3);
    expect(() => algebra.pressVertex(path, new Uint8Array(3), 7)).toThrow(/vertex 7 is not in 0..2/);
    expect(() => algebra.pressVertex(path, new Uint8Array(3), 1, 1)).toThrow(core.ArgumentError);
    expect(() => algebra.graphPressEffect(path, [1, 0, 0], 1)).toThrow(core.ArgumentError);
    expect(() => algebra.completeGraph(100_000)).toThrow(core.LimitError); // refused before building 5·10⁹ edges
    expect(() => algebra.gridGraph(5000, 5000)).toThrow(core.ArgumentError);
    expect(() => algebra.stateRuleMatrix(core.CLASSIC_RULE, 300, 300, 3)).toThrow(core.LimitError);
  });
});
