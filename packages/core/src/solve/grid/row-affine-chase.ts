import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { isZero, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { boardView } from '../../puzzle/transpose.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { rowAffineEquations } from './row-affine-equations.ts';
import { assertRowAffinePlan, planRowAffine, ROW_AFFINE_EDGES } from './row-affine-plan.ts';
import { ReachPlan } from './reach-plan.ts';

export { MAX_ROW_AFFINE_STORE_WORDS, MAX_ROW_AFFINE_WORK } from './row-affine-plan.ts';

/**
 * Row-affine chasing, for stencils whose first row, in some direction, is ONE cell straight ahead (`.#./###/#..`,
 * whose rows do not commute on the plane, so no one-operator algebra takes it), on the plane and on a cylinder:
 * the light (r, c) is last touched by the press (r + R, c), so the first R press rows are the N = R·n unknowns
 * and the last R light rows the N equations. Preparing a shape chases every press as a bit vector over the
 * unknowns a whole row at a time (`rowAffineEquations`: m·(terms)·n·N/32 word XORs in contiguous ranges, on
 * 128-bit vectors in WebAssembly) and factors the N × N equations once (blocked elimination, its steps logged). A board then costs two plain chases of
 * bit rows (`ReachPlan.run`, the lead operator being the identity): one with the unknowns at zero, whose
 * leftover lights are the right-hand side, and one with the unknowns solved.
 */
export const rowAffineChaseMethod: GridMethod = {
  name: 'row-affine-chase',

  edges: ROW_AFFINE_EDGES,

  applies: (shape: GridShape): boolean => planRowAffine(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const plan = assertRowAffinePlan(shape);
    work?.signal?.throwIfAborted();
    const { m, n, unknowns } = plan;
    const factored = new BlockedFactorization(rowAffineEquations(plan, work), work);
    const chase = new ReachPlan(plan);
    const { turn, unturn } = boardView(plan.transposed, plan.flipped);
    const stride = wordsFor(n);
    /** The unknown press rows of a vector over the unknowns (bit r·n + c: press (r, c)). */
    const unknownRows = (x: Uint32Array): Uint32Array[] =>
      chase.unknownRows.map((r) => {
        const row = new Uint32Array(stride);
        for (let c = 0; c < n; c++) {
          const u = r * n + c;
          if ((x[u >>> 5]! >>> (u & 31)) & 1) row[c >>> 5]! |= 1 << (c & 31);
        }
        return row;
      });
    const pressesFor = (lights: Board | null, x: Uint32Array): Board => {
      const presses = new Board(m, n);
      if (!chase.run(lights, unknownRows(x), presses).every(isZero)) throw new Error('internal error: row-affine-chase left lights on');
      return unturn(presses);
    };
    return preparedGrid(
      shape,
      {
        nullity: unknowns - factored.rank,
        solve(lights, options) {
          const b = turn(lights);
          const left = chase.run(b, null, new Board(m, n));
          options?.signal?.throwIfAborted();
          const rhs = new Uint32Array(wordsFor(unknowns));
          left.forEach((row, j) => {
            for (let c = 0; c < n; c++) if ((row[c >>> 5]! >>> (c & 31)) & 1) rhs[(j * n + c) >>> 5]! |= 1 << ((j * n + c) & 31);
          });
          const x = factored.solve(rhs);
          return x && pressesFor(b, x);
        },
        *eachQuietPattern(options) {
          let i = 0;
          for (const x of factored.kernel()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            yield pressesFor(null, x);
          }
        },
      },
      rowAffineChaseMethod,
    );
  },
};
