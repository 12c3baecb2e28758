import type { WorkOptions } from '../../work.ts';
import type { Board } from '../../puzzle/board.ts';
import { transposeRule } from '../../puzzle/rule.ts';
import type { Kernel, PreparedShape, SolverMethod } from '../method.ts';
import type { GridShape } from './kind.ts';

/** What a two-state method provides for one prepared shape; {@link preparedGrid} fills in the rest. */
export interface GridParts {
  /** Dimension of the kernel of A. */
  readonly nullity: number;
  /** Presses x with A·x = lights, or null. */
  solve(lights: Board, work?: WorkOptions): Board | null;
  /** Whether `solve` would find presses, when the method can tell without building them. */
  reachable?(lights: Board, work?: WorkOptions): boolean;
  /** A basis of the kernel of A, one board at a time. */
  eachQuietPattern(work?: WorkOptions): Iterable<Board>;
  /** A certificate for unsolvable lights; by default one is picked among the quiet patterns of Aᵀ. */
  proof?(lights: Board, work?: WorkOptions): Board;
}

/**
 * A prepared two-state shape from a method's parts: the kernel is kept once built, and proofs default to a
 * quiet pattern of Aᵀ with odd overlap, from this shape (symmetric rules) or `method` on the transposed rule.
 */
export function preparedGrid(shape: GridShape, parts: GridParts, method: SolverMethod<GridShape, Board>): PreparedShape<Board> {
  let kernel: Kernel<Board> | undefined;
  let transposedShape: PreparedShape<Board> | undefined;
  const self: PreparedShape<Board> = {
    nullity: parts.nullity,
    kernelSize: 2n ** BigInt(parts.nullity),
    solve: (lights, work) => parts.solve(lights, work),
    reachable: (lights, work) => (parts.reachable ? parts.reachable(lights, work) : parts.solve(lights, work) !== null),
    eachQuietPattern: (work) => (kernel ? kernel.generators : parts.eachQuietPattern(work)),
    kernel(work) {
      kernel ??= { generators: [...parts.eachQuietPattern(work)], orders: new Array<number>(parts.nullity).fill(2) };
      return kernel;
    },
    proof(lights, work) {
      if (parts.proof) return parts.proof(lights, work);
      const transposed = transposeRule(shape.rule);
      if (transposed !== shape.rule && !transposedShape) transposedShape = method.prepare({ ...shape, rule: transposed }, work);
      const source = transposedShape ?? self;
      for (const y of source.eachQuietPattern(work)) if (y.overlap(lights) % 2 === 1) return y;
      throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
    },
  };
  return self;
}
