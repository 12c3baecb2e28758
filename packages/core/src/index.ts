/**
 * @lightsout/core — Lights Out on any board, rule, number of states or graph: boards, rules, solvers that
 * prove their answers, quiet patterns, nullity by size, and the text formats. Pure: no I/O, no DOM, no
 * console. The linear algebra underneath, and the solver methods, are in `@lightsout/core/algebra`.
 *
 * @module @lightsout/core
 */

// Errors the library throws on purpose
export { ArgumentError, isLightsOutError, type LightsOutErrorCode, LimitError } from './errors.ts';
export type { AbortSignalLike, WorkOptions } from './work.ts';

// Boards, rules and presses
export { Board, MAX_BOARD_CELLS } from './puzzle/board.ts';
export { MAX_SYMBOL_STATES, StateBoard, stateSymbol, symbolState } from './puzzle/state-board.ts';
export { MAX_STATES } from './zk/zk.ts';
export { CLASSIC_RULE, makeRule, type Rule, ruleName, transposeRule } from './puzzle/rule.ts';
export { type EdgeKind, type Edges, NAMED_TOPOLOGIES, parseTopology, TOPOLOGIES, type Topology, TOPOLOGY_VALUES, type TopologyInfo, type TopologyName } from './puzzle/topology.ts';
export { customStencil, formatStencil, namedStencil, type Offset, STENCIL_NAMES, type Stencil, type StencilName, transposeStencil } from './puzzle/stencil.ts';
export { MAX_STENCIL_SIDE, parseStencil, StencilFormatError } from './format/stencil-pattern.ts';
export { applyPresses, pressCell, pressEffect } from './puzzle/press.ts';
export { applyStatePresses, pressStateCell, statePressEffect } from './puzzle/state-press.ts';
export { mathRandom, type Random, type RandomBoardOptions, randomBoard, randomSolvableBoard, seededRandom } from './puzzle/random.ts';
export { randomSolvableStateBoard, randomStateBoard } from './puzzle/random-states.ts';

// Graphs
export { type Edge, Graph, type GraphOptions, MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from './graph/graph.ts';
export { applyGraphPresses, GRAPH_GAMES, type GraphGame, graphPressEffect, pressVertex } from './graph/graph-game.ts';
export { completeGraph, cycleGraph, gridGraph, MAX_RANDOM_GRAPH_PAIRS, pathGraph, randomGraph, randomRegularishGraph, triangulatedGridGraph } from './graph/graph-families.ts';
export { type ForceLayoutOptions, forceLayout, MAX_LAYOUT_WORK } from './graph/force-layout.ts';

// Solving and the shape queries
export type { MinimalOption } from './solve/complete.ts';
export type { CosetBounds } from './solve/coset-search.ts';
export { type SolveResult, Solved, Unsolvable } from './solve/result.ts';
export type { SolveOptions } from './solve/grid/solve.ts';
export { isSolvable, minimalSolution, solve } from './solve/solve.ts';
export { MAX_TABLE_CELLS, type RuleOptions } from './solve/grid/queries.ts';
export { eachQuietPattern, nullity, nullityRow, nullityTable, quietPatterns, type ShapeOptions } from './solve/queries.ts';
export { verifyProof, verifySolution } from './solve/grid/kind.ts';
export { MAX_DISTRIBUTION_CELLS, pressCountDistribution } from './solve/grid/press-distribution.ts';
export { Solver } from './solve/solver.ts';
export { SolvabilityChecker } from './solve/solvability-checker.ts';
export {
  isStatesSolvable,
  type SolveStatesOptions,
  solveStates,
  type StateKernel,
  type StatesResult,
  statesKernel,
  statesNullity,
} from './solve/states/solve-states.ts';
export { StatesSolvabilityChecker } from './solve/states/states-checker.ts';
export {
  graphKernel,
  type GraphMethod,
  graphNullity,
  type GraphResult,
  type GraphSolveOptions,
  isGraphSolvable,
  solveGraph,
} from './solve/graph/graph-solve.ts';
export type { ZkKernel } from './zk/zk-solve.ts';

// Text formats
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
export { GraphFormatError } from './format/graph-error.ts';
export { formatEdgeList, type GraphParseOptions, type GraphWithLights, parseEdgeList, parseEdgeListWithLights } from './format/edge-list.ts';
export { formatGraphJson, type GraphJson, graphToJson, parseGraphJson, parseGraphJsonWithLights } from './format/graph-json.ts';
export { parseGraphFile } from './format/graph-file.ts';
export type { ChunkSource, ReaderLike, ReadableStreamLike, TextChunk } from './format/text-chunks.ts';
export { MAX_QUOTED_CHARS, quoteText } from './format/quote.ts';
