/**
 * `@lightsout/core/algebra`: **internal, unstable.** Everything the toolkit's own apps and tests use beneath
 * the public API of `@lightsout/core` — the linear algebra (bit-packed GF(2) matrices and elimination, GF(2)[t]
 * polynomials, row operators, Z/k matrices), the solver method contract and every method, and the lower-level
 * helpers (k-state press and random functions, graph families and layout, the other text-format functions, the
 * limits as constants). Like Svelte's `svelte/internal`, names and signatures here may change in any release,
 * without a deprecation; a program that wants a stable API imports `@lightsout/core` only.
 *
 * @module @lightsout/core/algebra
 */

// GF(2)
export { BitGrid } from './gf2/bit-grid.ts';
export { BitMatrix } from './gf2/bit-matrix.ts';
export { type Echelon, kernel, kernelFromEchelon, type LinearSolution, rank, reduceRowEchelon, solveLinear } from './gf2/eliminate.ts';
export { type FactoredSolution, Factorization } from './gf2/factorization.ts';
export { pathPolynomial } from './gf2/path-polys.ts';
export { pathSelfGcdSize } from './gf2/path-gcd.ts';
export { pathXgcd, type Xgcd } from './gf2/path-xgcd.ts';
export { Poly } from './gf2/poly.ts';
export { polyDivMod } from './gf2/poly-division.ts';
export { polyGcd, polyXgcd, polyXgcdMod } from './gf2/poly-gcd.ts';
export { polyMul, polyMulMod } from './gf2/poly-product.ts';
export { DENSE_ROW_BITS, RowDivider } from './gf2/row-divider.ts';
export { SeriesDivisor, seriesDivide } from './gf2/series.ts';
export { dotParity, popcount, popcount32, wordsFor } from './gf2/words.ts';

// Z/k
export { assertStates, inverseMod, isPrime, type PrimePower, primePowers } from './zk/zk.ts';
export { ZkMatrix } from './zk/zk-matrix.ts';
export { kernelZk, solveZk, type ZkKernel, type ZkSolution } from './zk/zk-solve.ts';

// Boards as matrices and press systems
export { assertShape, assertSides } from './puzzle/board-shape.ts';
export { Neighbourhood, neighbourhoodOf } from './puzzle/neighbourhood.ts';
export { assertRule, isCrossWithCenter } from './puzzle/rule.ts';
export { effectiveOffsets } from './puzzle/neighbourhood.ts';
export { MAX_MATRIX_CELLS, ruleMatrix } from './puzzle/rule-matrix.ts';
export { MAX_STATE_MATRIX_CELLS, stateRuleMatrix } from './puzzle/state-press.ts';
export { stencilReach } from './puzzle/stencil.ts';
export { ANY_EDGES, EDGE_KINDS, type EdgeKind as TopologyEdge, type EdgePair, type EdgeSupport, edgesAre, edgesOf, isTopology, isTwisted, TOPOLOGY_EDGES, topologyOf, UNTWISTED_EDGES } from './puzzle/topology.ts';
export { transposeBoard } from './puzzle/transpose.ts';
export { graphPressSystem } from './graph/graph-game.ts';
export { reverseCuthillMcKee } from './graph/graph-order.ts';

// The method contract and the shared completion step
export type { Kernel, PreparedShape, SolverMethod } from './solve/method.ts';
export type { GridMethod, MethodQuestion } from './solve/grid/kind.ts';
export type { StateMethod } from './solve/states/kind.ts';
export { complete, type PuzzleKind } from './solve/complete.ts';
export { CosetMinimizer, type CosetMinimum, DEFAULT_MAX_EXACT_SOLUTIONS, DEFAULT_MAX_EXACT_WORK } from './solve/coset-search.ts';
export { minimizeStateCoset } from './solve/state-coset.ts';
export { affineChase, type ChaseOutcome, MAX_CHASE_UNKNOWNS, MAX_CHASE_WORK, type PressSystem } from './solve/affine-chase.ts';

// Two-state grid methods
export { type GridShape, gridKind } from './solve/grid/kind.ts';
export { chooseMethod, DENSE_DISPATCH_CELLS, SOLVER_METHODS } from './solve/grid/methods.ts';
export { DENSE_MAX_CELLS, denseMethod } from './solve/grid/dense.ts';
export { classicNullity, polyChaseMethod } from './solve/grid/poly-chase.ts';
export { torusRingMethod } from './solve/grid/torus-ring.ts';
export { kronMethod } from './solve/grid/kron.ts';
export { ringChaseMethod } from './solve/grid/ring-chase.ts';
export { lineMethod, lineNullity } from './solve/grid/line.ts';
export { lazyChaseMethod, MAX_LAZY_CELLS, MAX_LAZY_STORE_WORDS } from './solve/grid/lazy-chase.ts';
export { MAX_COVER_SYSTEM_BITS, twistCoverMethod } from './solve/grid/twist-cover.ts';

// k-state grid methods
export { type StateShape, statesKind } from './solve/states/kind.ts';
export { chooseStatesMethod, STATE_SOLVER_METHODS } from './solve/states/methods.ts';
export { DENSE_STATES_MAX_CELLS, denseStatesMethod } from './solve/states/dense-states.ts';
export { gridPressSystem, lazyChaseStatesMethod, MAX_PRESS_INCIDENCES } from './solve/states/lazy-states.ts';
export { polyChaseStatesMethod } from './solve/states/poly-states.ts';
export { crtPolyStatesMethod } from './solve/states/crt-states.ts';
export { stateNeed } from './solve/states/solve-states.ts';

// Graph methods
export { denseGraphMethod, GRAPH_DENSE_MAX_VERTICES, GRAPH_METHODS, sparseChaseGraphMethod } from './solve/graph/graph-methods.ts';
export type { GraphShape } from './solve/graph/graph-shape.ts';

// Lower-level helpers beside the public API: limits, k-state twins of the public functions, graphs, formats
export { MAX_BOARD_CELLS } from './puzzle/board-shape.ts';
export { MAX_SYMBOL_STATES, stateSymbol, symbolState } from './puzzle/state-symbols.ts';
export { TOPOLOGY_VALUES } from './puzzle/topology.ts';
export { formatStencil, transposeStencil } from './puzzle/stencil.ts';
export { transposeRule } from './puzzle/rule.ts';
export { MAX_STENCIL_SIDE } from './format/stencil-pattern.ts';
export { pressEffect } from './puzzle/press.ts';
export { applyStatePresses, pressStateCell, statePressEffect } from './puzzle/state-press.ts';
export { randomSolvableStateBoard, randomStateBoard } from './puzzle/random-states.ts';
export { MAX_TABLE_CELLS } from './solve/grid/queries.ts';
export { MAX_DISTRIBUTION_CELLS } from './solve/grid/press-distribution.ts';
export { MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from './graph/graph.ts';
export { applyGraphPresses, GRAPH_GAMES, graphPressEffect, pressVertex } from './graph/graph-game.ts';
export { completeGraph, cycleGraph, gridGraph, MAX_RANDOM_GRAPH_PAIRS, pathGraph, randomRegularishGraph, triangulatedGridGraph } from './graph/graph-families.ts';
export { type ForceLayoutOptions, forceLayout, MAX_LAYOUT_WORK } from './graph/force-layout.ts';
export { formatGrids } from './format/grid-format.ts';
export { DEFAULT_MAX_GRID_CELLS } from './format/grid-header.ts';
export { parseGrid } from './format/grid-parser.ts';
export { formatStateGrids } from './format/state-grid-format.ts';
export { parseStateGrid, parseStateGridStream } from './format/state-grid-parser.ts';
export { formatEdgeList, parseEdgeList, parseEdgeListWithLights } from './format/edge-list.ts';
export { formatGraphJson, type GraphJson, graphToJson, parseGraphJson, parseGraphJsonWithLights } from './format/graph-json.ts';
export { MAX_QUOTED_CHARS, quoteText } from './format/quote.ts';
