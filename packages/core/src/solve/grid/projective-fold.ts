import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelonBlocked } from '../../gf2/blocked-echelon.ts';
import { Factorization } from '../../gf2/factorization.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import { assertShape, Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import { lift, project } from './cover-rows.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { PROJECTIVE_EDGES, type ProjectiveFold, projectiveFold } from './projective-seam.ts';

/**
 * Light chasing on the folded projective plane, for the symmetric 3 × 3 rules whose row coupling c is a unit on
 * the ring of 2n cells (cross, and Moore when 3 does not divide the ring's side; the shorter side is the ring).
 * As on the Möbius strip (`fold-chase.ts`), rows r and m − 1 − r are one ring, the cover row Pᵣ of 2n cells, and
 * the ⌈m/2⌉ cover rows are chased from the first with a condition at the fold (P_h = σ·P_{h−1} for m = 2h;
 * σ·P_h = P_h and P_{h+1} = σ·P_{h−1} for m = 2h + 1). What differs is the start: cover row −1 is ρ(P₀), the
 * reflection p ↦ 2n − 1 − p, plus the seam's corrections (`projective-seam.ts`), so the chase starts from
 * (P₋₁, P₀) = (V, U) with V = ρU + c⁻¹·K·U. Chasing is linear over the ring, so the fold's residual is
 * Φ_U·U + Φ_V·V, two chases, and the system in U is the 2n × 2n matrix whose row i is a rotation of Φ_U reversed
 * plus a rotation of Φ_V (ρ reverses), plus K's few columns: built in (2n)²/32 words and eliminated densely
 * (the residual of odd m is σ-invariant once it vanishes on one half, so its first n bits of each part suffice).
 */

/** The largest dense fold system taken, in word operations of its elimination (about (2n)³/32); past it lazy chasing decides. */
const MAX_FOLD_SYSTEM_WORK = 2e10;

/** The per-shape chase of a fold: dividers, the seam, and the residual at the fold. */
class ProjectiveChase {
  readonly ring: number;
  readonly stride: number;
  private readonly chased: number;
  private readonly up: RowDivider;
  private readonly mid: RowDivider;

  constructor(readonly fold: ProjectiveFold) {
    const { g, m, n } = fold;
    this.ring = 2 * n;
    this.stride = wordsFor(this.ring);
    this.chased = (m + 1) >> 1;
    const shifts = (g0: number, g1: number): number[] => [...(g0 ? [0] : []), ...(g1 ? [-1, 1] : [])];
    this.up = new RowDivider(shifts(g.g10, g.g11), this.ring, true);
    this.mid = new RowDivider(shifts(g.g00, g.g01), this.ring, true);
  }

  /** v rotated by `shift` cells, a new row. */
  rotate(v: Uint32Array, shift: number): Uint32Array {
    const out = new Uint32Array(this.stride);
    xorRotated(out, 0, v, 0, this.stride, this.ring, ((shift % this.ring) + this.ring) % this.ring);
    return out;
  }

  /** c⁻¹·v (c is a unit on the ring), a new row. */
  divide(v: Uint32Array): Uint32Array {
    const y = new Uint32Array(this.stride);
    if (this.up.divide(y, v) !== 0) throw new Error('internal error: the fold coefficient c is not a unit');
    return y;
  }

  /** The start V = ρU + c⁻¹·K·U for first row U. */
  start(u: Uint32Array): Uint32Array {
    const v = new Uint32Array(this.stride);
    for (let p = 0; p < this.ring; p++) if (getBit(u, p)) v[(this.ring - 1 - p) >>> 5]! |= 1 << ((this.ring - 1 - p) & 31);
    const k = new Uint32Array(this.stride);
    const { presses, lights } = this.fold;
    presses.forEach((p, i) => {
      if (getBit(u, p)) k[lights[i]! >>> 5]! ^= 1 << (lights[i]! & 31);
    });
    const y = this.divide(k);
    for (let w = 0; w < this.stride; w++) v[w]! ^= y[w]!;
    return v;
  }

  /**
   * Chases the cover's lights (null: none) from (P₋₁, P₀) = (`v`, `u`), writing the chased rows into `out` when
   * given; returns what the fold leaves: [P_h + σ·P_{h−1}] for m = 2h, [(1 + σ)·P_h, P_{h+1} + σ·P_{h−1}] for m = 2h + 1.
   */
  chase(lights: Board | null, u: Uint32Array, v: Uint32Array, out: Board | null): Uint32Array[] {
    const { stride } = this;
    const sigma = (x: Uint32Array): Uint32Array => this.rotate(x, this.fold.n);
    let prev: Uint32Array = v;
    let cur: Uint32Array = u.slice();
    const b = lights?.words;
    for (let r = 0; ; r++) {
      if (out) out.words.set(cur, r * stride);
      const acc = new Uint32Array(stride);
      if (b) acc.set(b.subarray(r * stride, (r + 1) * stride));
      this.mid.apply(acc, 0, cur, 0);
      this.up.apply(acc, 0, prev, 0);
      const next = this.divide(acc);
      if (r === this.chased - 1) {
        if (this.fold.m % 2 === 0) return [xorInto(next, sigma(cur))];
        return [xorInto(cur.slice(), sigma(cur)), xorInto(next, sigma(prev))];
      }
      prev = cur;
      cur = next;
    }
  }

  /**
   * The residual as 2n equations: itself for even m; for odd m the first n bits of each part ((1 + σ)·P_h is
   * σ-invariant, and once it vanishes so is the second part: the middle row's lights are).
   */
  residual(parts: readonly Uint32Array[]): Uint32Array {
    const [first, second] = parts as [Uint32Array, Uint32Array?];
    if (!second) return first;
    const { n } = this.fold;
    const res = new Uint32Array(this.stride);
    for (let i = 0; i < n; i++) {
      if (getBit(first, i)) res[i >>> 5]! |= 1 << (i & 31);
      if (getBit(second, i)) res[(i + n) >>> 5]! |= 1 << ((i + n) & 31);
    }
    return res;
  }

  /** The fold system M (2n × 2n): residual = M·U + (the lights' residual). */
  system(): BitMatrix {
    const { ring, stride } = this;
    const { n } = this.fold;
    const zero = new Uint32Array(stride);
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    const phiU = this.chase(null, unit, zero, null);
    const phiV = this.chase(null, zero, unit, null);
    const m = new BitMatrix(ring, ring);
    // U = e_j starts V = ρe_j = e_{2n−1−j}, and the chase commutes with rotations, so equation i of part b is
    // M[i][j] = Φ_U[i − j] + Φ_V[i + j + 1]: Φ_U reversed and turned by i, plus Φ_V turned by −(i + 1)
    const single = phiU.length === 1;
    phiU.forEach((part, b) => {
      const reversed = new Uint32Array(stride);
      for (let k = 0; k < ring; k++) if (getBit(part, k)) reversed[((ring - k) % ring) >>> 5]! |= 1 << ((ring - k) % ring & 31);
      const rows = single ? ring : n;
      for (let i = 0; i < rows; i++) {
        const at = (b * n + i) * m.stride;
        xorRotated(m.words, at, reversed, 0, stride, ring, i);
        xorRotated(m.words, at, phiV[b]!, 0, stride, ring, (ring - ((i + 1) % ring)) % ring);
      }
    });
    // the seam's columns: U = e_p also starts c⁻¹·K·e_p
    for (const p of new Set(this.fold.presses)) {
      const k = new Uint32Array(stride);
      this.fold.presses.forEach((q, i) => {
        if (q === p) k[this.fold.lights[i]! >>> 5]! ^= 1 << (this.fold.lights[i]! & 31);
      });
      const col = this.residual(this.chase(null, zero, this.divide(k), null));
      for (let i = 0; i < ring; i++) if (getBit(col, i)) m.words[i * m.stride + (p >>> 5)]! ^= 1 << (p & 31);
    }
    return m;
  }

  /** The board's presses from first row `u` over the cover's lights (null: a quiet pattern). */
  presses(lights: Board | null, u: Uint32Array): Board {
    const { stride } = this;
    const { m, n } = this.fold;
    const cover = new Board(m, this.ring);
    this.chase(lights, u, this.start(u), cover);
    for (let r = 0; r < m >> 1; r++) cover.words.set(this.rotate(cover.words.subarray(r * stride, (r + 1) * stride), n), (m - 1 - r) * stride);
    return project(cover, n);
  }
}

/** a ^= b, returning a. */
function xorInto(a: Uint32Array, b: Uint32Array): Uint32Array {
  xorWords(a, b, a.length);
  return a;
}

/** The fold of a shape when its dense system is within {@link MAX_FOLD_SYSTEM_WORK}. */
function foldOf(shape: GridShape): ProjectiveFold | null {
  const fold = projectiveFold(shape);
  return fold && (2 * fold.n) ** 3 / 32 <= MAX_FOLD_SYSTEM_WORK ? fold : null;
}

/** The projective-fold method (see the file comment). */
export const projectiveFoldMethod: GridMethod = {
  name: 'projective-fold',

  edges: PROJECTIVE_EDGES,

  applies: (shape: GridShape): boolean => foldOf(shape) !== null,

  nullity(shape: GridShape, work?: WorkOptions): number {
    const fold = foldOf(shape);
    if (!fold) throw new Error('internal error: projective-fold asked of a shape it does not take');
    const system = new ProjectiveChase(fold).system();
    return system.cols - reduceRowEchelonBlocked(system, system.cols, work, false).rank;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const fold = foldOf(shape);
    if (!fold) throw new Error('internal error: projective-fold asked of a shape it does not take');
    const chase = new ProjectiveChase(fold);
    const factors = new Factorization(chase.system(), work, reduceRowEchelonBlocked);
    const turn = (b: Board): Board => (fold.transposed ? transposeBoard(b) : b);
    const zero = new Uint32Array(chase.stride);
    const self = preparedGrid(
      shape,
      {
        nullity: factors.columns - factors.rank,
        solve(lights, options) {
          const b = lift(turn(lights));
          const left = chase.residual(chase.chase(b, zero, zero, null));
          options?.signal?.throwIfAborted();
          const found = factors.solve(left);
          return found.solvable ? turn(chase.presses(b, found.x)) : null;
        },
        *eachQuietPattern(options) {
          for (const [i, u] of factors.kernel().entries()) {
            if ((i & 15) === 0) options?.signal?.throwIfAborted();
            yield turn(chase.presses(null, u));
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
