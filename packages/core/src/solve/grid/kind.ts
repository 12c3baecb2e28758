import type { WorkOptions } from '../../work.ts';
import { assertBoard, type Board } from '../../puzzle/board.ts';
import { checkedPressCount, pressEffect, pressesReach } from '../../puzzle/press.ts';
import { assertRule, type Rule, transposeRule } from '../../puzzle/rule.ts';
import type { PuzzleKind } from '../complete.ts';
import { type CosetBounds, type CosetMinimum, CosetMinimizer, cosetSearchBytes } from '../coset-search.ts';
import type { Kernel, SolverMethod } from '../method.ts';
import type { EdgeSupport } from '../../puzzle/topology.ts';
import { classicCheckedWeight, isClassicPlane } from './classic-check.ts';

/** A two-state grid problem: a rule on a rows × cols board. Methods prepare per shape. */
export interface GridShape {
  /** What a press does. */
  readonly rule: Rule;
  /** Rows of the board. */
  readonly rows: number;
  /** Columns of the board. */
  readonly cols: number;
}

/**
 * What a method is chosen to answer: `solve` (and whatever prepares a shape: quiet patterns, solvability, checks) or
 * `nullity` alone. Two methods can rank differently for the two: one may prepare fast and solve slowly.
 */
export type MethodQuestion = 'solve' | 'nullity';

/**
 * A two-state grid method and the edge kinds it takes: its `applies` is false on any other surface (the
 * contract tests check both, on every pair of edge kinds), so no method meets a topology it does not model.
 */
export interface GridMethod extends SolverMethod<GridShape, Board> {
  /** The edge kinds the method takes. */
  readonly edges: EdgeSupport;
}

/**
 * True when pressing `presses` turns `board` into `target` (all off by default) under `rule`.
 *
 * @param board The lights now.
 * @param presses The cells to press.
 * @param rule The stencil and topology.
 * @param target The lights wanted, same shape; all off by default.
 * @returns Whether the presses work; false for presses of another shape.
 * @throws {ArgumentError} for a board, presses or target that is not a well-formed {@link Board} or a bad rule.
 */
export function verifySolution(board: Board, presses: Board, rule: Rule, target?: Board): boolean {
  return pressesReach(board, presses, rule, target);
}

/**
 * True when `proof` shows that `board` cannot reach `target` (all off by default): `proof` is a quiet
 * pattern of the transposed rule (Aᵀ·y = 0) whose overlap with board + target is odd. Then y·(A·x) = 0 for
 * every press pattern x, so no x can change the overlap's parity.
 *
 * @param board The lights now.
 * @param proof The claimed certificate.
 * @param rule The stencil and topology.
 * @param target The lights wanted, same shape; all off by default.
 * @returns Whether the proof holds; false for a proof of another shape.
 * @throws {ArgumentError} for a board, proof or target that is not a well-formed {@link Board}, a target of another
 *   shape or a bad rule.
 */
export function verifyProof(board: Board, proof: Board, rule: Rule, target?: Board): boolean {
  assertBoard(board);
  assertBoard(proof, 'proof');
  if (target !== undefined) assertBoard(target, 'target');
  assertRule(rule);
  if (proof.rows !== board.rows || proof.cols !== board.cols) return false;
  if (!pressEffect(proof, transposeRule(rule)).isEmpty()) return false;
  return lightsToToggle(board, target).overlap(proof) % 2 === 1;
}

/** `board + target`: the lights the presses must toggle. */
export function lightsToToggle(board: Board, target?: Board): Board {
  return target ? board.clone().xor(target) : board;
}

/** Per kernel and bounds, the coset minimiser built for it (its compact support is worth keeping). */
const minimizers = new WeakMap<Kernel<Board>, { bounds: CosetBounds; minimizer: CosetMinimizer }>();

/** Two-state grids for the shared completion step: bit-packed boards, checked row by row. */
export const gridKind: PuzzleKind<GridShape, Board> = {
  reaches: (shape, presses, need) => pressesReach(need, presses, shape.rule),
  certifies: (shape, proof, need) => verifyProof(need, proof, shape.rule),
  weight: (presses) => presses.count(),
  checkedWeight(shape, presses, need) {
    if (!isClassicPlane(shape.rule)) return checkedPressCount(need, presses, shape.rule);
    return classicCheckedWeight(presses, need); // checks both boards on its way over the words
  },
  countingBound: (shape, need) => Math.ceil(need.count() / shape.rule.stencil.offsets.length),
  minimize(_shape: GridShape, presses: Board, kernel: Kernel<Board>, bounds: CosetBounds & WorkOptions): CosetMinimum<Board> {
    let entry = minimizers.get(kernel);
    if (!entry || entry.bounds.maxExactSolutions !== bounds.maxExactSolutions || entry.bounds.maxExactWork !== bounds.maxExactWork) {
      entry = { bounds: { ...bounds }, minimizer: new CosetMinimizer(kernel.generators.map((g) => g.words), bounds) };
      minimizers.set(kernel, entry);
    }
    const found = entry.minimizer.minimize(presses.words, bounds);
    const best = presses.clone();
    best.words.set(found.vector);
    return { vector: best, weight: found.weight, proven: found.proven, bound: found.bound };
  },
  searchBytes: (_shape, presses, nullity) => cosetSearchBytes(nullity, presses.words.length),
};
