/**
 * @lightsout/core — Lights Out on any board, rule, number of states or graph: boards, rules, solvers that
 * prove their answers, quiet patterns, nullity by size, and the text formats. Pure: no I/O, no DOM, no
 * console. This entry point is the stable public API (its runtime exports are listed in `exports.test.ts`);
 * `@lightsout/core/algebra` holds the internals, without any promise of stability.
 *
 * @module @lightsout/core
 */

// Errors the library throws on purpose
export { ArgumentError, isLightsOutError, type LightsOutErrorCode, LimitError } from './errors.ts';
export type { AbortSignalLike, WorkOptions } from './work.ts';

// Boards, rules and presses
export { Board } from './puzzle/board.ts';
export { StateBoard } from './puzzle/state-board.ts';
export { MAX_STATES } from './zk/zk.ts';
export { CLASSIC_RULE, makeRule, type Rule, ruleName } from './puzzle/rule.ts';
export { type EdgeKind, type Edges, NAMED_TOPOLOGIES, parseTopology, TOPOLOGIES, type Topology, type TopologyInfo, type TopologyName } from './puzzle/topology.ts';
export { customStencil, namedStencil, type Offset, STENCIL_NAMES, type Stencil, type StencilName } from './puzzle/stencil.ts';
export { parseStencil, StencilFormatError } from './format/stencil-pattern.ts';
export { applyPresses, pressCell } from './puzzle/press.ts';
export { mathRandom, type Random, type RandomBoardOptions, randomBoard, randomSolvableBoard, seededRandom } from './puzzle/random.ts';

// Solving and the shape queries
export type { MinimalOption } from './solve/complete.ts';
export type { CosetBounds } from './solve/coset-search.ts';
export { type SolveResult, Solved, Unsolvable } from './solve/result.ts';
export type { SolveOptions } from './solve/grid/solve.ts';
export { isSolvable, minimalSolution, solve } from './solve/solve.ts';
export type { RuleOptions } from './solve/grid/queries.ts';
export { eachQuietPattern, nullity, nullityRow, nullityTable, quietPatterns, type ShapeOptions } from './solve/queries.ts';
export { verifyProof, verifySolution } from './solve/grid/kind.ts';
export { pressCountDistribution } from './solve/grid/press-distribution.ts';
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

// Graphs
export { type Edge, Graph, type GraphOptions } from './graph/graph.ts';
export type { GraphGame } from './graph/graph-game.ts';
export { randomGraph } from './graph/graph-families.ts';
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
export { formatGrid, type GridFormatOptions } from './format/grid-format.ts';
export { type GridParseOptions, GridParser, type ParsedGrid, parseGrids, parseGridStream } from './format/grid-parser.ts';
export { formatStateGrid, type StateGridFormatOptions } from './format/state-grid-format.ts';
export { type ParsedStateGrid, parseStateGrids, type StateGridParseOptions, StateGridParser } from './format/state-grid-parser.ts';
export { GraphFormatError } from './format/graph-error.ts';
export type { GraphParseOptions, GraphWithLights } from './format/edge-list.ts';
export { parseGraphFile } from './format/graph-file.ts';
export type { ChunkSource, ReaderLike, ReadableStreamLike, TextChunk } from './format/text-chunks.ts';
