import { LimitError } from '../../errors.ts';
import { RingSystem } from '../../gf2/ring-system.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyGcd } from '../../gf2/poly-gcd.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { Neighbourhood } from '../../puzzle/neighbourhood.ts';
import type { WorkOptions } from '../../work.ts';
import { edgesAre, type EdgeSupport } from '../../puzzle/topology.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';

/**
 * Torus boards two cells thin (2 × n or n × 2), under any stencil. Both offsets ±1 across the thin side land on
 * the other line, so (the distinct-cells convention) the rule folds to two polynomials over the ring
 * S = GF(2)[s]/(sⁿ + 1) of the long side: h₀ (the cells a press reaches on its own line) and h₁ (on the other
 * line). With the lines as polynomials X₀, X₁ (cell j ↦ sʲ), the presses act as the symmetric 2 × 2 matrix
 * Φ = [[h₀, h₁], [h₁, h₀]] over S, solved as one {@link RingSystem}. The nullity has a closed form: a 2 × 2
 * matrix M over GF(2)[s] has Smith invariants e₁ = gcd(entries), e₁e₂ = det M, and dim (S²/M·S²) =
 * deg gcd(e₁, μ) + deg gcd(e₂, μ) = deg gcd(det M, μ·gcd(e₁, μ)) (compare valuations prime by prime); here
 * det Φ = (h₀ + h₁)².
 */

/** Largest polynomial work of a thin torus, in word operations (the Euclid steps on polynomials of degree n). */
const MAX_THIN_WORK = 3e11;

/** The long side, the fold of the rule onto two lines, and which side is thin. */
interface Fold {
  /** Cells on each line (the long side). */
  readonly n: number;
  /** h₀ and h₁ as polynomials of degree < n. */
  readonly h: readonly [Poly, Poly];
  /** True when the lines are the board's two rows; false for its two columns. */
  readonly rowsThin: boolean;
}

function foldOf({ rule, rows, cols }: GridShape): Fold {
  const rowsThin = rows === 2;
  const n = rowsThin ? cols : rows;
  const work = ((n / 32) * n) / 32 * 10;
  if (work > MAX_THIN_WORK) {
    throw new LimitError(`a ${rows}×${cols} torus needs polynomial arithmetic on lines of ${n} cells: about ${work.toExponential(1)} word operations, over the limit of ${MAX_THIN_WORK.toExponential(0)}`, 'maxWork', work, MAX_THIN_WORK);
  }
  const exps: [number[], number[]] = [[], []];
  for (const [dr, dc] of new Neighbourhood(rule, rows, cols).offsets) {
    if (rowsThin) exps[dr]!.push(dc);
    else exps[dc]!.push(dr);
  }
  return { n, h: [Poly.fromExponents(exps[0]), Poly.fromExponents(exps[1])], rowsThin };
}

const ringModulus = (n: number): Poly => Poly.fromExponents([0, n]);

/**
 * The nullity of a thin torus by the closed form (see the file comment), without solving anything.
 *
 * @param shape A torus shape with a side of 2.
 * @returns dim ker Φ over GF(2).
 */
export function thinTorusNullity(shape: GridShape): number {
  const { n, h } = foldOf(shape);
  const mu = ringModulus(n);
  const sum = h[0].clone().addShifted(h[1]);
  // det is not reduced modulo μ: its gcd is taken with μ·e₁, and gcd(0, μ·e₁) = μ·e₁ when h₀ = h₁.
  const det = polyMul(sum, sum);
  const e1 = polyGcd(polyGcd(h[0], h[1]), mu);
  const partner = polyMul(mu, e1);
  return det.isZero() ? partner.degree : polyGcd(det, partner).degree;
}

/** Line i of a board as a polynomial (cell j ↦ sʲ). */
function linePoly(board: Board, fold: Fold, i: number): Poly {
  const p = new Poly(fold.n + 64);
  if (fold.rowsThin) {
    p.words.set(board.words.subarray(i * board.stride, (i + 1) * board.stride));
  } else {
    for (let r = 0; r < fold.n; r++) if (board.get(r, i)) p.words[r >>> 5]! |= 1 << (r & 31);
  }
  return p.normalize();
}

/** The board whose two lines are the given polynomials. */
function boardOf(lines: readonly Poly[], fold: Fold): Board {
  const board = fold.rowsThin ? new Board(2, fold.n) : new Board(fold.n, 2);
  lines.forEach((p, i) => {
    for (let j = 0; j <= p.degree; j++) if (p.coefficient(j)) fold.rowsThin ? board.set(i, j, true) : board.set(j, i, true);
  });
  return board;
}

/** Both edges wrap: the torus. */
const TORUS_ONLY: EdgeSupport = [{ rows: ['wrap'], cols: ['wrap'] }];

/** The thin-torus method (see the file comment): any stencil on a 2 × n or n × 2 torus. */
export const thinTorusMethod: GridMethod = {
  name: 'thin-torus',

  edges: TORUS_ONLY,

  applies: ({ rule, rows, cols }) => edgesAre(rule.topology, TORUS_ONLY) && (rows === 2 || cols === 2) && rows * cols > 4,

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    return thinTorusNullity(shape);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    work?.signal?.throwIfAborted();
    const fold = foldOf(shape);
    const [h0, h1] = fold.h;
    const system = new RingSystem(
      [
        [h0, h1],
        [h1, h0],
      ],
      ringModulus(fold.n),
    );
    return preparedGrid(
      shape,
      {
        nullity: system.nullity,
        solve(lights) {
          const x = system.solve([linePoly(lights, fold, 0), linePoly(lights, fold, 1)]);
          return x && boardOf(x, fold);
        },
        *eachQuietPattern() {
          for (const x of system.kernel()) yield boardOf(x, fold);
        },
      },
      thinTorusMethod,
    );
  },
};
