import { describe, expect, it } from 'vitest';
import * as algebra from './algebra.ts';
import * as core from './index.ts';

/** The most runtime names the main entry point may export: what a README user needs (issue 19). */
const MAX_PUBLIC_EXPORTS = 60;

/**
 * The public surface, name by name: a change to either entry point's runtime exports fails here until this
 * list is changed with it, on purpose (issue 19). `@lightsout/core` is the stable API a program needs;
 * `@lightsout/core/algebra` is the machinery underneath, internal and documented as unstable.
 */
describe('the export lists', () => {
  it('of @lightsout/core', () => {
    expect(Object.keys(core).sort()).toEqual([
      'ArgumentError', 'Board', 'CLASSIC_RULE', 'Graph', 'GraphFormatError', 'GridFormatError', 'GridParser',
      'LimitError', 'MAX_STATES', 'NAMED_TOPOLOGIES', 'STENCIL_NAMES', 'SolvabilityChecker', 'Solved', 'Solver',
      'StateBoard', 'StateGridParser', 'StatesSolvabilityChecker', 'StencilFormatError', 'TOPOLOGIES', 'Unsolvable',
      'applyPresses', 'customStencil', 'eachQuietPattern', 'formatGrid', 'formatStateGrid', 'graphKernel',
      'graphNullity', 'isGraphSolvable', 'isLightsOutError', 'isSolvable', 'isStatesSolvable', 'makeRule',
      'mathRandom', 'minimalSolution', 'namedStencil', 'nullity', 'nullityRow', 'nullityTable', 'parseGraphFile',
      'parseGridStream', 'parseGrids', 'parseStateGrids', 'parseStencil', 'parseTopology', 'pressCell',
      'pressCountDistribution', 'quietPatterns', 'randomBoard', 'randomGraph', 'randomSolvableBoard', 'ruleName',
      'seededRandom', 'solve', 'solveGraph', 'solveStates', 'statesKernel', 'statesNullity', 'verifyProof',
      'verifySolution',
    ]);
    expect(Object.keys(core).length).toBeLessThanOrEqual(MAX_PUBLIC_EXPORTS);
  });

  it('of @lightsout/core/algebra, internal', () => {
    expect(Object.keys(algebra).sort()).toEqual([
      'ANY_EDGES', 'BitGrid', 'BitMatrix', 'CosetMinimizer', 'DEFAULT_MAX_EXACT_SOLUTIONS', 'DEFAULT_MAX_EXACT_WORK',
      'DEFAULT_MAX_GRID_CELLS', 'DENSE_DISPATCH_CELLS', 'DENSE_MAX_CELLS', 'DENSE_ROW_BITS', 'DENSE_STATES_MAX_CELLS',
      'EDGE_KINDS', 'Factorization', 'GRAPH_DENSE_MAX_VERTICES', 'GRAPH_GAMES', 'GRAPH_METHODS', 'MAX_BOARD_CELLS',
      'MAX_CHASE_UNKNOWNS', 'MAX_CHASE_WORK', 'MAX_COVER_SYSTEM_BITS', 'MAX_DISTRIBUTION_CELLS', 'MAX_GRAPH_EDGES',
      'MAX_GRAPH_VERTICES', 'MAX_LAYOUT_WORK', 'MAX_LAZY_CELLS', 'MAX_LAZY_STORE_WORDS', 'MAX_MATRIX_CELLS',
      'MAX_PRESS_INCIDENCES', 'MAX_QUOTED_CHARS', 'MAX_RANDOM_GRAPH_PAIRS', 'MAX_STATE_MATRIX_CELLS',
      'MAX_STENCIL_SIDE', 'MAX_SYMBOL_STATES', 'MAX_TABLE_CELLS', 'Neighbourhood', 'Poly', 'RowDivider',
      'SOLVER_METHODS', 'STATE_SOLVER_METHODS', 'SeriesDivisor', 'TOPOLOGY_EDGES', 'TOPOLOGY_VALUES',
      'UNTWISTED_EDGES', 'ZkMatrix', 'affineChase', 'applyGraphPresses', 'applyStatePresses', 'assertRule',
      'assertShape', 'assertSides', 'assertStates', 'chooseMethod', 'chooseStatesMethod', 'classicNullity', 'complete',
      'completeGraph', 'crtPolyStatesMethod', 'cycleGraph', 'denseGraphMethod', 'denseMethod', 'denseStatesMethod',
      'dotParity', 'edgesAre', 'edgesOf', 'effectiveOffsets', 'forceLayout', 'formatEdgeList', 'formatGraphJson',
      'formatGrids', 'formatStateGrids', 'formatStencil', 'graphPressEffect', 'graphPressSystem', 'graphToJson',
      'gridGraph', 'gridKind', 'gridPressSystem', 'inverseMod', 'isCrossWithCenter', 'isPrime', 'isTopology',
      'isTwisted', 'kernel', 'kernelFromEchelon', 'kernelZk', 'kronMethod', 'lazyChaseMethod', 'lazyChaseStatesMethod',
      'lineMethod', 'lineNullity', 'minimizeStateCoset', 'neighbourhoodOf', 'parseEdgeList', 'parseEdgeListWithLights',
      'parseGraphJson', 'parseGraphJsonWithLights', 'parseGrid', 'parseStateGrid', 'parseStateGridStream', 'pathGraph',
      'pathPolynomial', 'pathSelfGcdSize', 'pathXgcd', 'polyChaseMethod', 'polyChaseStatesMethod', 'polyDivMod',
      'polyGcd', 'polyMul', 'polyMulMod', 'polyXgcd', 'polyXgcdMod', 'popcount', 'popcount32', 'pressEffect',
      'pressStateCell', 'pressVertex',
      'primePowers', 'quoteText', 'randomRegularishGraph', 'randomSolvableStateBoard', 'randomStateBoard', 'rank',
      'reduceRowEchelon', 'reverseCuthillMcKee', 'ringChaseMethod', 'ruleMatrix', 'seriesDivide', 'solveLinear',
      'solveZk', 'sparseChaseGraphMethod', 'stateNeed', 'statePressEffect', 'stateRuleMatrix', 'stateSymbol',
      'statesKind', 'stencilReach', 'symbolState', 'topologyOf', 'torusRingMethod', 'transposeBoard', 'transposeRule',
      'transposeStencil', 'triangulatedGridGraph', 'twistCoverMethod', 'wordsFor',
    ]);
  });

  it('the two entry points share no runtime name: each name has one home', () => {
    expect(Object.keys(algebra).filter((name) => Object.hasOwn(core, name))).toEqual([]);
  });
});
