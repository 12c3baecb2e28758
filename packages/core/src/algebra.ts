/**
 * `@lightsout/core/algebra`: the linear algebra under the solvers and the solver methods themselves, for
 * readers who want to build on them — bit-packed GF(2) vectors, matrices and elimination, GF(2)[t]
 * polynomials, one-dimensional row operators, Z/k matrices, the method contract and every method of every
 * kind. Most programs only need the main entry point, `@lightsout/core`.
 *
 * @module @lightsout/core/algebra
 */

// GF(2)
export { BitGrid } from './gf2/bit-grid.ts';
export { BitMatrix } from './gf2/bit-matrix.ts';
export { type Echelon, kernel, kernelFromEchelon, type LinearSolution, rank, reduceRowEchelon, solveLinear } from './gf2/eliminate.ts';
export { type FactoredSolution, Factorization } from './gf2/factorization.ts';
export { pathPolynomial } from './gf2/path-polys.ts';
export { Poly, polyDivMod, polyGcd, polyMul, polyMulMod, polyXgcd, polyXgcdMod } from './gf2/poly.ts';
export { DENSE_ROW_BITS, RowDivider } from './gf2/row-divider.ts';
export { SeriesDivisor, seriesDivide } from './gf2/series.ts';
export { dotParity, popcount, popcount32, wordsFor } from './gf2/words.ts';

// Z/k
export { assertStates, inverseMod, isPrime, type PrimePower, primePowers } from './zk/zk.ts';
export { ZkMatrix } from './zk/zk-matrix.ts';
export { kernelZk, solveZk, type ZkKernel, type ZkSolution } from './zk/zk-solve.ts';

// Boards as matrices and press systems
export { assertShape, assertSides } from './puzzle/board.ts';
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
export type { GridMethod } from './solve/grid/kind.ts';
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
export { denseGraphMethod, GRAPH_DENSE_MAX_VERTICES, GRAPH_METHODS, sparseChaseGraphMethod } from './solve/graph/graph-solve.ts';
export type { GraphShape } from './solve/graph/graph-shape.ts';
