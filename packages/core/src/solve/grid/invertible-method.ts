import { assertShape } from '../../puzzle/board-shape.ts';
import type { Board } from '../../puzzle/board.ts';
import type { EdgeSupport } from '../../puzzle/topology.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import type { UprightShape } from './upright.ts';

/**
 * A method for twisted-surface shapes whose matrix it proves invertible (nullity 0, no quiet patterns): every
 * lights has one answer, `solve`'s.
 *
 * @param name The method's name.
 * @param edges The edges it takes.
 * @param upright The shape seen with its columns twisting when the method takes it, else null.
 * @param solve The presses for lights of a shape it takes (the board as given; `u` its upright view).
 */
export function invertibleMethod(name: string, edges: EdgeSupport, upright: (shape: GridShape) => UprightShape | null, solve: (lights: Board, u: UprightShape) => Board): GridMethod {
  const method: GridMethod = {
    name,
    edges,
    applies: (shape) => upright(shape) !== null,
    nullity: () => 0,
    prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
      assertShape(shape.rows, shape.cols);
      const u = upright(shape);
      if (!u) throw new Error(`internal error: ${name} asked of a shape it does not take`);
      work?.signal?.throwIfAborted();
      const answer = {
        nullity: 0,
        solve(lights: Board, options?: WorkOptions) {
          options?.signal?.throwIfAborted();
          return solve(lights, u);
        },
        eachQuietPattern: () => [],
      };
      return preparedGrid(shape, answer, method);
    },
  };
  return method;
}

/**
 * One step of the binomial chase's first terms, in place: row j (`stride` words from `at`, b'_j on entry) becomes
 * b'_j + b'_{j−1} + p_{j−1} (p_{j−1} the row before, `before` b'_{j−1}, which becomes b'_j).
 */
export function binomialStep(words: Uint32Array, at: number, stride: number, before: Uint32Array, j: number): void {
  for (let i = 0; i < stride; i++) {
    const b = words[at + i]!;
    words[at + i] = b ^ before[i]! ^ (j > 0 ? words[at - stride + i]! : 0);
    before[i] = b;
  }
}
