import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { getBit } from '../../gf2/words.ts';
import { assertShape, MAX_BOARD_CELLS } from '../../puzzle/board-shape.ts';
import type { Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import { CoverLights } from './cover-rows.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { chaseOf, type ProjectiveChase } from './projective-chase.ts';
import { NilpotentFold } from './projective-nilpotent.ts';
import { projectiveNullity } from './projective-nullity.ts';
import { RingFold } from './projective-ring-fold.ts';
import { PairFold } from './projective-ring-pairs.ts';
import { OddRingFold } from './projective-ring-odd.ts';
import { ProductFold } from './projective-ring-product.ts';
import { pressesOf, unfold } from './projective-presses.ts';
import { SplitFold } from './projective-split-fold.ts';
import { PROJECTIVE_EDGES, type ProjectiveFold, projectiveFold } from './projective-seam.ts';

/**
 * Light chasing on the folded projective plane, for every symmetric 3 × 3 rule (cross, Moore, diagonal, with and
 * without centre). As on the Möbius strip (`fold-chase.ts`) rows r and m − 1 − r are one ring of 2n cells and
 * ⌈m/2⌉ such rows are chased from the first, U, with a condition at the fold; the second twist makes the start
 * (ρU, U), ρ the reflection of the ring, plus the seam's few corrections (`projective-seam.ts`,
 * `projective-chase.ts`). The unknowns are U and, where c is not a unit on the ring (diagonal; Moore when 3
 * divides both sides), the kernel coefficients κ of each division, whose syndromes are further equations.
 *
 * The system is square and dense, eliminated to a row echelon form by blocks of 16 columns. Where c is a unit, or
 * a = λ·c (the product stencils: diagonal without centre, λ = 0; Moore, λ = 1; the chase then divides only the
 * lights), U's part is built from two chases: chasing U is then linear over the ring and commutes with its
 * rotations, so equation i of U = e_j is Φ_U[i − j] + Φ_V[i + j + 1] (ρ reverses): row i is Φ_U reversed and turned
 * by i, plus Φ_V turned by −(i + 1), plus the seam's columns; κ's columns take one chase per kernel vector. The
 * rules with a = λ·c + 1 where c is not a unit (diagonal; Moore without centre where 3 divides both sides) build
 * no such system: `projective-split-fold.ts` (I ⊕ N, no κ) and `projective-nilpotent.ts` (N alone) solve them.
 * Nor do the shapes the ring solves (`projective-ring-fold.ts`, `projective-ring-pairs.ts`,
 * `projective-ring-product.ts`, `projective-ring-odd.ts`): L = A + B·ρ inverted by ring products, with small
 * systems for the seam and the bad parts; the dense system is what is left.
 */

/** The largest fold system taken, in unknowns (its elimination takes about unknowns³/128 word operations); past it lazy chasing decides. */
const MAX_FOLD_UNKNOWNS = 8192;

/** The longest side chased (each chase takes a step per two rows, a few seconds at this length); past it lazy chasing decides. */
const MAX_FOLD_ROWS = 2 ** 23;

/** The fold of a shape within {@link MAX_FOLD_UNKNOWNS}, {@link MAX_FOLD_ROWS} and the board limit. */
function foldOf(shape: GridShape): ProjectiveFold | null {
  if (shape.rows * shape.cols > MAX_BOARD_CELLS) return null;
  const fold = projectiveFold(shape.rule, shape.rows, shape.cols);
  if (!fold || fold.m > MAX_FOLD_ROWS) return null;
  // past the fold system's limit, the shapes the ring solves without it
  return NilpotentFold.takes(fold) || chaseOf(fold).unknowns <= MAX_FOLD_UNKNOWNS || ringAnswers(chaseOf(fold)) ? fold : null;
}

/** The answers of the first ring fold that takes a chase (`projective-ring-*.ts`), or null. */
function ringAnswers(chase: ProjectiveChase, work?: WorkOptions): Omit<FoldAnswers, 'rows'> | null {
  const fold = RingFold.of(chase, work) ?? PairFold.of(chase, work) ?? ProductFold.of(chase, work) ?? OddRingFold.of(chase, work);
  return fold && { nullity: fold.nullity, solve: (lights) => fold.solve(lights), quiet: () => fold.quiet() };
}

/**
 * The fold system M: a chase's equations are M·z plus those of the lights (z: U, then κ).
 *
 * @param chase The chase of a fold.
 * @param columnwise Build it a column per unknown, one whole chase each (for the tests: both ways must agree).
 * @param work Abort signal.
 */
export function foldSystem(chase: ProjectiveChase, columnwise = false, work?: WorkOptions): BitMatrix {
  const { ring, stride, unknowns, beta } = chase;
  const zero = new Uint32Array(stride);
  const unit = new Uint32Array(stride);
  unit[0] = 1;
  const syndromes = beta * chase.divisions;
  if ((beta === 0 || chase.split?.mu === 0) && !columnwise) {
    const m = new BitMatrix(unknowns, unknowns);
    // U's part is rotated, its rows after the syndromes' (none: only the lights and the seam are divided)
    const phiU = chase.chase(null, 0, zero, unit, null, null, null).parts;
    const phiV = chase.chase(null, 0, unit, zero, null, null, null).parts;
    // odd m: two parts of n equations (the first n bits of each); even m: one of 2n
    const bits = phiU.length === 1 ? ring : ring / 2;
    phiU.forEach((part, p) => {
      const reversed = new Uint32Array(stride);
      for (let k = 0; k < ring; k++) if (getBit(part, k)) reversed[((ring - k) % ring) >>> 5]! |= 1 << ((ring - k) % ring & 31);
      for (let i = 0; i < bits; i++) {
        const at = (syndromes + p * bits + i) * m.stride;
        xorRotated(m.words, at, reversed, 0, stride, ring, i);
        xorRotated(m.words, at, phiV[p]!, 0, stride, ring, (ring - ((i + 1) % ring)) % ring);
      }
    });
    const column = (eqs: Uint32Array, j: number): void => {
      for (let i = 0; i < unknowns; i++) if (getBit(eqs, i)) m.words[i * m.stride + (j >>> 5)]! ^= 1 << (j & 31);
    };
    // the seam's columns: U = e_p also adds K·e_p to row 0's lights
    for (const p of new Set(chase.fold.presses)) column(chase.chase(null, 0, zero, zero, chase.start(chase.rotate(unit, p)).seam, null, null).eqs, p);
    // κ's columns: c's kernel added at each division, one chase per kernel vector
    for (let i = 0; i < beta; i++) chase.kernelColumns(i).forEach((eqs, r) => column(eqs, ring + beta * r + i));
    return m;
  }
  const t = new BitMatrix(unknowns, unknowns);
  for (let j = 0; j < ring; j++) {
    if ((j & 63) === 0) work?.signal?.throwIfAborted();
    const u = chase.rotate(unit, j);
    const { v, seam } = chase.start(u);
    t.words.set(chase.chase(null, 0, v, u, seam, null, null).eqs, j * t.stride);
  }
  for (let i = 0; i < beta; i++) {
    if (columnwise) {
      for (let r = 0; r < chase.divisions; r++) t.words.set(chase.chase(null, r + 1, zero, chase.kernelRow(i), null, null, null).eqs, (ring + beta * r + i) * t.stride);
    } else chase.kernelColumns(i).forEach((eqs, r) => t.words.set(eqs, (ring + beta * r + i) * t.stride));
  }
  return t.transpose();
}

/**
 * The fold's nullity by its own systems (the nilpotent fold, the split fold or the whole fold system eliminated),
 * without `projective-nullity.ts`'s structured path: the second path the tests and `pnpm verify` hold that one to.
 *
 * @param fold A fold {@link projectiveFoldMethod} takes.
 * @param work Abort signal.
 * @returns The nullity of the fold's board.
 */
export function foldEliminationNullity(fold: ProjectiveFold, work?: WorkOptions): number {
  const nilpotent = NilpotentFold.of(fold, work);
  if (nilpotent) return nilpotent.nullity;
  const split = SplitFold.of(chaseOf(fold), work);
  if (split) return split.nullity;
  const system = foldSystem(chaseOf(fold), false, work);
  return system.cols - reduceRowEchelonBlocked(system, system.cols, work, false).rank;
}

/** The projective-fold method (see the file comment). */
export const projectiveFoldMethod: GridMethod = {
  name: 'projective-fold',

  edges: PROJECTIVE_EDGES,

  applies: (shape: GridShape): boolean => foldOf(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    const fold = foldOf(shape);
    if (!fold) throw new Error('internal error: projective-fold asked of a shape it does not take');
    // the structured path (`projective-nullity.ts`) where it applies, else the fold's own systems
    // past the fold system's limit, the ring fold's (foldOf took the shape for it)
    const large = !NilpotentFold.takes(fold) && chaseOf(fold).unknowns > MAX_FOLD_UNKNOWNS;
    return projectiveNullity(fold, work) ?? (large ? ringAnswers(chaseOf(fold), work)!.nullity : foldEliminationNullity(fold, work));
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const fold = foldOf(shape);
    if (!fold) throw new Error('internal error: projective-fold asked of a shape it does not take');
    const turn = (b: Board): Board => (fold.transposed ? transposeBoard(b) : b);
    const answers = foldAnswers(fold, work);
    const self = preparedGrid(
      shape,
      {
        nullity: answers.nullity,
        solve(lights, options) {
          // the lifted lights, lifted where read (into the kernels' memory, or reused words dropped by the end of the solve)
          const found = answers.solve(new CoverLights(turn(lights), answers.rows), options);
          return found && turn(found);
        },
        *eachQuietPattern(options) {
          for (const [i, q] of answers.quiet().entries()) {
            if ((i & 15) === 0) options?.signal?.throwIfAborted();
            yield turn(q());
          }
        },
        // A is symmetric (the stencil is, and so the definition's cells): a quiet pattern with an odd overlap is a proof
        proof(lights, options) {
          for (const q of self.eachQuietPattern(options)) if (q.overlap(lights) % 2 === 1) return q;
          throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
        },
      },
      projectiveFoldMethod,
    );
    return self;
  },
};

/** A fold's answers in its chased orientation: presses for a cover's lights, and the quiet patterns (made on demand). */
interface FoldAnswers {
  readonly nullity: number;
  /** The cover rows `solve` reads: ⌈m/2⌉, or all m where the nilpotent fold's product takes the whole cover. */
  readonly rows: number;
  solve(lights: CoverLights, work?: WorkOptions): Board | null;
  quiet(): Array<() => Board>;
}

/** The answers by the nilpotent fold where it takes the fold, else by eliminating the fold system. */
function foldAnswers(fold: ProjectiveFold, work?: WorkOptions): FoldAnswers {
  const chase = chaseOf(fold);
  const nilpotent = NilpotentFold.of(fold, work);
  if (nilpotent) {
    return {
      nullity: nilpotent.nullity,
      rows: fold.m,
      solve: (lights) => {
        const rows = nilpotent.solve(lights.whole().words);
        return rows && unfold(chase, rows);
      },
      quiet: () => nilpotent.kernel().map((rows) => () => unfold(chase, rows)),
    };
  }
  const split = SplitFold.of(chase, work);
  const height = Math.ceil(fold.m / 2);
  if (split) return { nullity: split.nullity, rows: height, solve: (lights) => split.solve(lights.whole()), quiet: () => split.quiet() };
  const inRing = ringAnswers(chase, work);
  if (inRing) return { ...inRing, rows: height };
  if (lastDense?.chase === chase) return lastDense.answers;
  const factors = new BlockedFactorization(foldSystem(chase, false, work), work);
  const zero = new Uint32Array(chase.stride);
  const answers: FoldAnswers = {
    nullity: factors.columns - factors.rank,
    rows: height,
    solve: (lights, options) => {
      const cover = lights.whole();
      const left = chase.chase(cover, 0, zero, zero, null, null, null).eqs;
      options?.signal?.throwIfAborted();
      const found = factors.solve(left);
      return found && pressesOf(chase, cover, found);
    },
    quiet: () => factors.kernel().map((z) => () => pressesOf(chase, null, z)),
  };
  lastDense = { chase, answers };
  return answers;
}

/**
 * The last shape's answers by the eliminated fold system: `solve()` prepares its shape on every call, and the
 * elimination (up to {@link MAX_FOLD_UNKNOWNS}² bits, about a second at 4096 unknowns) is the whole of it. One is kept
 * (the others' systems are kept per chase: they are small), so its memory stays that of one factorization.
 */
let lastDense: { readonly chase: ProjectiveChase; readonly answers: FoldAnswers } | null = null;
