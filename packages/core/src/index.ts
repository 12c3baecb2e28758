/**
 * @lightsout/core — Lights Out over GF(2) and Z/k: bit-packed linear algebra, boards and rules, solvers,
 * quiet patterns, graphs, and the grid text formats. Pure: no I/O, no DOM, no console.
 */

export { ArgumentError, isLightsOutError, type LightsOutErrorCode, LimitError } from './errors.ts';

export { BitGrid } from './gf2/bit-grid.ts';
export { BitMatrix } from './gf2/bit-matrix.ts';
export { type FactoredSolution, Factorization } from './gf2/factorization.ts';
export {
  type Echelon,
  kernel,
  kernelFromEchelon,
  type LinearSolution,
  rank,
  reduceRowEchelon,
  solveLinear,
  type WorkOptions,
} from './gf2/eliminate.ts';
export { dotParity, popcount, popcount32, wordsFor } from './gf2/words.ts';
export { Poly, polyDivMod, polyGcd, polyMul, polyMulMod, polyXgcd, polyXgcdMod } from './gf2/poly.ts';
export { pathPolynomial } from './gf2/path-polys.ts';
export { transposeBoard } from './puzzle/transpose.ts';

export { assertShape, Board, MAX_BOARD_CELLS } from './puzzle/board.ts';
export { applyPresses, pressCell, pressEffect, pressesReach } from './puzzle/press.ts';
export { mathRandom, type Random, type RandomBoardOptions, randomBoard, randomSolvableBoard, seededRandom } from './puzzle/random.ts';
export {
  CLASSIC_RULE,
  effectiveOffsets,
  isCrossWithCenter,
  makeRule,
  type Rule,
  ruleName,
  TOPOLOGIES,
  type Topology,
  toggledCells,
  transposeRule,
  wrapsCols,
  wrapsRows,
} from './puzzle/rule.ts';
export { MAX_MATRIX_CELLS, ruleMatrix } from './puzzle/rule-matrix.ts';
export {
  customStencil,
  formatStencil,
  hasCenter,
  namedStencil,
  type Offset,
  STENCIL_NAMES,
  type Stencil,
  type StencilName,
  stencilReach,
  transposeStencil,
} from './puzzle/stencil.ts';
export { MAX_STENCIL_SIDE, parseStencil, StencilFormatError } from './format/stencil-pattern.ts';

export {
  type CosetMinimum,
  CosetMinimizer,
  type CosetSearchOptions,
  MAX_EXACT_NULLITY,
} from './solve/coset-minimizer.ts';
export { DENSE_MAX_CELLS, denseMethod } from './solve/dense.ts';
export type { KernelOptions, ParticularSolution, SolverMethod } from './solve/method.ts';
export { chooseMethod, DENSE_DISPATCH_CELLS, SOLVER_METHODS } from './solve/methods.ts';
export { lazyChaseMethod, MAX_LAZY_CELLS } from './solve/lazy-chase.ts';
export { classicNullity, polyChaseMethod } from './solve/poly-chase.ts';
export { torusRingMethod } from './solve/torus-ring.ts';
export { MAX_DISTRIBUTION_CELLS, pressCountDistribution } from './solve/press-distribution.ts';
export { eachQuietPattern, isSolvable, nullity, nullityRow, nullityTable, quietPatterns, type RuleOptions } from './solve/queries.ts';
export { minimalSolution, type SolveOptions, type SolveResult, type Solved, solve, type Unsolvable } from './solve/solve.ts';
export { Solver } from './solve/solver.ts';
export { SolvabilityChecker } from './solve/solvability-checker.ts';
export { verifyProof, verifySolution } from './solve/verify.ts';

export { GridFormatError } from './format/grid-error.ts';
export { formatGrid, formatGrids, type GridFormatOptions } from './format/grid-format.ts';
export {
  DEFAULT_MAX_GRID_CELLS,
  type GridParseOptions,
  GridParser,
  type ParsedGrid,
  parseGrid,
  parseGrids,
  parseGridStream,
} from './format/grid-parser.ts';

// k states (Z/k) and graphs
export { affineChase, type ChaseOutcome, MAX_CHASE_UNKNOWNS, MAX_CHASE_WORK, type PressSystem } from './modular/affine-chase.ts';
export { type CosetBest, type CosetBounds, MAX_EXACT_SOLUTIONS, minimizeCoset } from './modular/coset-search.ts';
export { crtPolyStatesMethod } from './modular/crt-states.ts';
export { DENSE_STATES_MAX_CELLS, denseStatesMethod } from './modular/dense-states.ts';
export { gridPressSystem, lazyChaseStatesMethod } from './modular/lazy-states.ts';
export { polyChaseStatesMethod } from './modular/poly-states.ts';
export {
  chooseStatesMethod,
  isStatesSolvable,
  type SolveStatesOptions,
  solveStates,
  STATE_SOLVER_METHODS,
  stateNeed,
  type StatesResult,
  type StatesSolved,
  statesKernel,
  statesNullity,
  type StatesUnsolvable,
} from './modular/solve-states.ts';
export { MAX_SYMBOL_STATES, StateBoard, stateSymbol, symbolState } from './puzzle/state-board.ts';
export {
  formatStateGrid,
  formatStateGrids,
  type ParsedStateGrid,
  parseStateGrid,
  parseStateGrids,
  parseStateGridStream,
  type StateGridFormatOptions,
  type StateGridParseOptions,
  StateGridParser,
} from './format/state-grid-parser.ts';
export type { StateKernel, StateParticular, StateSolverMethod } from './modular/state-method.ts';
export { applyStatePresses, pressStateCell, statePressEffect, stateRuleMatrix } from './puzzle/state-press.ts';
export { assertStates, inverseMod, isPrime, MAX_STATES, type PrimePower, primePowers } from './zk/zk.ts';
export { ZkMatrix } from './zk/zk-matrix.ts';
export { kernelZk, solveZk, type ZkKernel, type ZkSolution } from './zk/zk-solve.ts';

export { formatEdgeList, type GraphParseOptions, type GraphWithLights, parseEdgeList, parseEdgeListWithLights } from './format/edge-list.ts';
export { parseGraphFile } from './format/graph-file.ts';
export { type ForceLayoutOptions, forceLayout } from './graph/force-layout.ts';
export { type Edge, Graph, type GraphOptions, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from './graph/graph.ts';
export { GraphFormatError } from './format/graph-error.ts';
export {
  completeGraph,
  cycleGraph,
  gridGraph,
  pathGraph,
  randomGraph,
  randomRegularishGraph,
  triangulatedGridGraph,
} from './graph/graph-families.ts';
export { applyGraphPresses, GRAPH_GAMES, type GraphGame, graphPressEffect, graphPressSystem, pressVertex } from './graph/graph-game.ts';
export { formatGraphJson, type GraphJson, graphToJson, parseGraphJson, parseGraphJsonWithLights } from './format/graph-json.ts';
export { reverseCuthillMcKee } from './graph/graph-order.ts';
export {
  GRAPH_DENSE_MAX_VERTICES,
  graphKernel,
  type GraphMethod,
  graphNullity,
  type GraphResult,
  type GraphSolved,
  type GraphSolveOptions,
  type GraphUnsolvable,
  isGraphSolvable,
  solveGraph,
} from './solve/graph/graph-solve.ts';
export { randomSolvableStateBoard, randomStateBoard } from './puzzle/random-states.ts';
export { StatesSolvabilityChecker } from './modular/states-solvability-checker.ts';
export type { ChunkSource, ReadableStreamLike, TextChunk } from './format/text-chunks.ts';
export { MAX_QUOTED_CHARS, quoteText } from './format/quote.ts';
