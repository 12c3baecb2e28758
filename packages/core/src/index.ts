/**
 * @lightsout/core — Lights Out over GF(2): bit-packed linear algebra, boards and rules, solvers,
 * quiet patterns, and the grid text format. Pure: no I/O, no DOM, no console.
 */

export { BitMatrix } from './gf2/bit-matrix.ts';
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

export { assertShape, Board, MAX_BOARD_CELLS } from './puzzle/board.ts';
export { applyPresses, pressCell, pressEffect } from './puzzle/press.ts';
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
export { MAX_STENCIL_SIDE, parseStencil, StencilFormatError } from './puzzle/stencil-pattern.ts';

export {
  type CosetMinimum,
  CosetMinimizer,
  type CosetSearchOptions,
  MAX_EXACT_NULLITY,
} from './solve/coset-minimizer.ts';
export { DENSE_MAX_CELLS, denseMethod } from './solve/dense.ts';
export type { ParticularSolution, SolverMethod } from './solve/method.ts';
export { chooseMethod, DENSE_DISPATCH_CELLS, SOLVER_METHODS } from './solve/methods.ts';
export { lazyChaseMethod, MAX_LAZY_CELLS } from './solve/lazy-chase.ts';
export { classicNullity, polyChaseMethod } from './solve/poly-chase.ts';
export { torusRingMethod } from './solve/torus-ring.ts';
export { MAX_DISTRIBUTION_CELLS, pressCountDistribution } from './solve/press-distribution.ts';
export { isSolvable, nullity, nullityTable, quietPatterns, type RuleOptions } from './solve/queries.ts';
export { minimalSolution, type SolveOptions, type SolveResult, type Solved, solve, type Unsolvable } from './solve/solve.ts';
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

export { mathRandom, type Random, type RandomBoardOptions, randomBoard, randomSolvableBoard, seededRandom } from './puzzle/random.ts';
export { SolvabilityChecker } from './solve/solvability-checker.ts';
