import { describe, expect, it } from 'vitest';
import * as algebra from './algebra.ts';
import * as core from './index.ts';

/**
 * The public surface, name by name: a change to either entry point's runtime exports fails here until this
 * list is changed with it, on purpose (issue 19). `@lightsout/core` is what a program needs;
 * `@lightsout/core/algebra` is the machinery underneath, documented as unstable.
 */
describe('the export lists', () => {
  it('of @lightsout/core', () => {
    expect(Object.keys(core).sort()).toEqual([
      'ArgumentError', 'Board', 'CLASSIC_RULE', 'DEFAULT_MAX_GRID_CELLS', 'GRAPH_GAMES', 'Graph', 'GraphFormatError',
      'GridFormatError', 'GridParser', 'LimitError', 'MAX_BOARD_CELLS', 'MAX_DISTRIBUTION_CELLS', 'MAX_GRAPH_EDGES',
      'MAX_GRAPH_VERTICES', 'MAX_LAYOUT_WORK', 'MAX_QUOTED_CHARS', 'MAX_RANDOM_GRAPH_PAIRS', 'MAX_STATES',
      'MAX_STENCIL_SIDE', 'MAX_SYMBOL_STATES', 'MAX_TABLE_CELLS', 'NAMED_TOPOLOGIES', 'STENCIL_NAMES',
      'SolvabilityChecker', 'Solved', 'Solver', 'StateBoard', 'StateGridParser', 'StatesSolvabilityChecker',
      'StencilFormatError', 'TOPOLOGIES', 'TOPOLOGY_VALUES', 'Unsolvable', 'applyGraphPresses', 'applyPresses',
      'applyStatePresses', 'completeGraph', 'customStencil', 'cycleGraph', 'eachQuietPattern', 'forceLayout',
      'formatEdgeList', 'formatGraphJson', 'formatGrid', 'formatGrids', 'formatStateGrid', 'formatStateGrids',
      'formatStencil', 'graphKernel', 'graphNullity', 'graphPressEffect', 'graphToJson', 'gridGraph', 'isGraphSolvable',
      'isLightsOutError', 'isSolvable', 'isStatesSolvable', 'makeRule', 'mathRandom', 'minimalSolution', 'namedStencil',
      'nullity', 'nullityRow', 'nullityTable', 'parseEdgeList', 'parseEdgeListWithLights', 'parseGraphFile',
      'parseGraphJson', 'parseGraphJsonWithLights', 'parseGrid', 'parseGridStream', 'parseGrids', 'parseStateGrid',
      'parseStateGridStream', 'parseStateGrids', 'parseStencil', 'parseTopology', 'pathGraph', 'pressCell',
      'pressCountDistribution', 'pressEffect', 'pressStateCell', 'pressVertex', 'quietPatterns', 'quoteText',
      'randomBoard', 'randomGraph', 'randomRegularishGraph', 'randomSolvableBoard', 'randomSolvableStateBoard',
      'randomStateBoard', 'ruleName', 'seededRandom', 'solve', 'solveGraph', 'solveStates', 'statePressEffect',
      'stateSymbol', 'statesKernel', 'statesNullity', 'symbolState', 'transposeRule', 'transposeStencil',
      'triangulatedGridGraph', 'verifyProof', 'verifySolution',
    ]);
  });

  it('of @lightsout/core/algebra', () => {
    expect(Object.keys(algebra).sort()).toEqual([
      'ANY_EDGES', 'BitGrid', 'BitMatrix', 'CosetMinimizer', 'DEFAULT_MAX_EXACT_SOLUTIONS', 'DEFAULT_MAX_EXACT_WORK',
      'DENSE_DISPATCH_CELLS', 'DENSE_MAX_CELLS', 'DENSE_ROW_BITS', 'DENSE_STATES_MAX_CELLS', 'EDGE_KINDS',
      'Factorization', 'GRAPH_DENSE_MAX_VERTICES', 'GRAPH_METHODS', 'MAX_CHASE_UNKNOWNS', 'MAX_CHASE_WORK',
      'MAX_COVER_SYSTEM_BITS', 'MAX_LAZY_CELLS', 'MAX_LAZY_STORE_WORDS', 'MAX_MATRIX_CELLS', 'MAX_PRESS_INCIDENCES',
      'MAX_STATE_MATRIX_CELLS', 'Neighbourhood', 'Poly', 'RowDivider', 'SOLVER_METHODS', 'STATE_SOLVER_METHODS',
      'SeriesDivisor', 'TOPOLOGY_EDGES', 'UNTWISTED_EDGES', 'ZkMatrix', 'affineChase', 'assertRule', 'assertShape',
      'assertSides', 'assertStates', 'chooseMethod', 'chooseStatesMethod', 'classicNullity', 'complete',
      'crtPolyStatesMethod', 'denseGraphMethod', 'denseMethod', 'denseStatesMethod', 'dotParity', 'edgesAre', 'edgesOf',
      'effectiveOffsets', 'graphPressSystem', 'gridKind', 'gridPressSystem', 'inverseMod', 'isCrossWithCenter',
      'isPrime', 'isTopology', 'isTwisted', 'kernel', 'kernelFromEchelon', 'kernelZk', 'kronMethod', 'lazyChaseMethod',
      'lazyChaseStatesMethod', 'lineMethod', 'lineNullity', 'minimizeStateCoset', 'neighbourhoodOf', 'pathPolynomial',
      'polyChaseMethod', 'polyChaseStatesMethod', 'polyDivMod', 'polyGcd', 'polyMul', 'polyMulMod', 'polyXgcd',
      'polyXgcdMod', 'popcount', 'popcount32', 'primePowers', 'rank', 'reduceRowEchelon', 'reverseCuthillMcKee',
      'ringChaseMethod', 'ruleMatrix', 'seriesDivide', 'solveLinear', 'solveZk', 'sparseChaseGraphMethod', 'stateNeed',
      'stateRuleMatrix', 'statesKind', 'stencilReach', 'topologyOf', 'torusRingMethod', 'transposeBoard',
      'twistCoverMethod', 'wordsFor',
    ]);
  });
});
