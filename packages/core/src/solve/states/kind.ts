import type { WorkOptions } from '../../work.ts';
import { isCrossWithCenter, type Rule, transposeRule } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { statePressEffect } from '../../puzzle/state-press.ts';
import type { ZkKernel } from '../../zk/zk-solve.ts';
import type { PuzzleKind } from '../complete.ts';
import type { CosetBounds, CosetMinimum } from '../coset-search.ts';
import { countsSearchBytes, minimizeCounts } from '../packed-coset.ts';
import type { Kernel, PreparedShape, SolverMethod } from '../method.ts';
import { type EdgeSupport, edgesAre } from '../../puzzle/topology.ts';
import { classicStatesCheckedWeight } from './classic-states-check.ts';

/** A k-state grid problem: a rule on a rows × cols board whose lights have `states` states. */
export interface StateShape {
  /** What a press does. */
  readonly rule: Rule;
  /** Rows of the board. */
  readonly rows: number;
  /** Columns of the board. */
  readonly cols: number;
  /** Number of states k (2..255). */
  readonly states: number;
}

/** A k-state grid method and the edge kinds it takes: its `applies` is false on any other surface. */
export interface StateMethod extends SolverMethod<StateShape, StateBoard> {
  /** The edge kinds the method takes. */
  readonly edges: EdgeSupport;
}

/** Σ y·v mod k over the cells. */
export function stateDot(y: StateBoard, v: StateBoard): number {
  return cellsDot(y.cells, v.cells, y.states);
}

/** Σ a·b mod k over two cell vectors of the same length. */
function cellsDot(a: Uint8Array, b: Uint8Array, k: number): number {
  // One reduction at the end rather than a % per cell (about a third faster on 16×16 boards): each term is below
  // 255², so the sum stays an exact integer up to 2^53 / 255² ≈ 1.4·10¹¹ cells, far past MAX_BOARD_CELLS.
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s % k;
}

/** True when the classic rule on the plane: its own transpose, with a one-pass check. */
function isClassicPlane(rule: Rule): boolean {
  return isCrossWithCenter(rule) && edgesAre(rule.topology, PLANE);
}

/** The plane: where the classic rule's one-pass check ({@link classicStatesCheckedWeight}) applies. */
const PLANE: EdgeSupport = [{ rows: ['clip'], cols: ['clip'] }];

/** k-state grids for the shared completion step. */
export const statesKind: PuzzleKind<StateShape, StateBoard> = {
  reaches: (shape, presses, need) => statePressEffect(presses, shape.rule).equals(need),
  // a quiet pattern of the transposed rule (the classic rule's own: checked in one pass against a zero need)
  certifies: (shape, proof, need) =>
    proof.rows === need.rows &&
    proof.cols === need.cols &&
    (isClassicPlane(shape.rule) ? classicStatesCheckedWeight(proof, new StateBoard(need.rows, need.cols, need.states)) >= 0 : statePressEffect(proof, transposeRule(shape.rule)).isEmpty()) &&
    stateDot(proof, need) !== 0,
  weight: (presses) => presses.total(),
  checkedWeight(shape, presses, need) {
    if (!isClassicPlane(shape.rule)) return statePressEffect(presses, shape.rule).equals(need) ? presses.total() : -1;
    return classicStatesCheckedWeight(presses, need);
  },
  countingBound: (shape, need) => Math.ceil(need.total() / shape.rule.stencil.offsets.length),
  minimize(_shape: StateShape, presses: StateBoard, kernel: Kernel<StateBoard>, bounds: CosetBounds & WorkOptions): CosetMinimum<StateBoard> {
    const gens = kernel.generators.map((g) => g.cells);
    const found = minimizeCounts(presses.cells, gens, kernel.orders, presses.states, bounds);
    return { vector: new StateBoard(presses.rows, presses.cols, presses.states, found.vector), weight: found.weight, proven: found.proven, bound: found.bound };
  },
  searchBytes: (_shape, presses, nullity) => countsSearchBytes(nullity, presses.cells.length, presses.states),
};

/** What a k-state method provides for one prepared shape; {@link preparedStates} fills in the rest. */
export interface StateParts {
  /** The kernel of A over Z/k (flat cell vectors), built on demand. */
  kernel(work?: WorkOptions): ZkKernel;
  /** Presses with A·x = need, or null, and the kernel when the solve found it on the way. */
  solveWithKernel?(need: StateBoard, work?: WorkOptions): { presses: StateBoard | null; kernel: ZkKernel };
  /** Its fewest generators, when known without building it. */
  readonly nullity?: number;
  /** Its size, when known without building it. */
  readonly kernelSize?: bigint;
  /** Press counts with A·x = need, or null. */
  solve(need: StateBoard, work?: WorkOptions): StateBoard | null;
  /** A certificate that need is out of reach, when the method has one cheaper than a kernel generator. */
  proof?(need: StateBoard, work?: WorkOptions): StateBoard;
}

/**
 * A prepared k-state shape from a method's parts. The default certificate is a generator of ker Aᵀ with
 * y·need ≢ 0 (it exists whenever need is out of reach: Z/k is self-injective, so im A is the annihilator of
 * ker Aᵀ), from this shape or `method` on the transposed rule.
 */
export function preparedStates(shape: StateShape, parts: StateParts, method: SolverMethod<StateShape, StateBoard>): PreparedShape<StateBoard> {
  let zk: ZkKernel | undefined;
  let kernel: Kernel<StateBoard> | undefined;
  const zkKernel = (work?: WorkOptions): ZkKernel => (zk ??= parts.kernel(work));
  let transposedShape: PreparedShape<StateBoard> | undefined;
  const self: PreparedShape<StateBoard> = {
    get nullity() {
      return parts.nullity ?? zkKernel().nullity;
    },
    get kernelSize() {
      return parts.kernelSize ?? zkKernel().size;
    },
    solve(need, work) {
      if (!parts.solveWithKernel) return parts.solve(need, work);
      const r = parts.solveWithKernel(need, work);
      zk ??= r.kernel;
      return r.presses;
    },
    reachable: (need, work) => self.solve(need, work) !== null,
    kernel(work) {
      if (!kernel) {
        const k = zkKernel(work);
        kernel = { generators: k.generators.map((g) => new StateBoard(shape.rows, shape.cols, shape.states, g)), orders: k.orders };
      }
      return kernel;
    },
    eachQuietPattern: (work) => self.kernel(work).generators,
    proof(need, work) {
      if (parts.proof) return parts.proof(need, work);
      const rule = transposeRule(shape.rule);
      if (rule !== shape.rule && !transposedShape) transposedShape = method.prepare({ ...shape, rule }, work);
      // this shape's own generators are searched as cells, and only the one found becomes a board
      const own = transposedShape ? null : zkKernel(work).generators.find((y) => cellsDot(y, need.cells, shape.states) !== 0);
      const proof = transposedShape ? transposedShape.kernel(work).generators.find((y) => stateDot(y, need) !== 0) : own && new StateBoard(shape.rows, shape.cols, shape.states, own);
      if (!proof) throw new Error('internal error: an unsolvable k-state board without a quiet pattern to prove it');
      return proof;
    },
  };
  return self;
}
