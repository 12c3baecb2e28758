import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { type CyclicRing, rowOf } from '../../gf2/cyclic-ring.ts';
import { cyclicInverse } from '../../gf2/cyclic-units.ts';
import type { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { getBit, popcount, popcount32, tailMask, wordsFor, xorWords } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { CoverLights } from './cover-rows.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { pressesOf } from './projective-presses.ts';
import { RingSolve } from './projective-ring-presses.ts';
import { foldOperator, unitInverse } from './projective-ring-fold.ts';
import { rowOperators } from './projective-residual.ts';
import { foldAtRing, reflectedRow } from './projective-ring-inverse.ts';

const built = new WeakMap<ProjectiveChase, PairFold | null>();

/**
 * The fold of the projective plane where `projective-ring-fold.ts`'s D = A + B is not a unit but 0 or 𝟙 (every
 * cell: D·U = ε(U)·𝟙, ε the parity; cross and Moore without centre on n × n with n even) and B is a unit; c a unit
 * and m even as there. Then L = A + B·ρ = B·(E + N) with N = 1 + ρ and E = B⁻¹·D, E·U = e·ε(U)·𝟙 (e ∈ {0, 1}), so
 * L·U = R + Σₜ zₜ·Cₜ reads N·U = W + e·ε(U)·𝟙 with W = B⁻¹·R + Σₜ zₜ·c⁻¹·sₜ (Cₜ = B·c⁻¹·sₜ). N's image and kernel
 * are the same n-dimensional F = {V : ρV = V} (ρ pairs cell p with 2n − 1 − p): solvable iff N·W = 0, and then
 * U = ι(W + e·ε·𝟙) + f with ι(V) V's cells below n and f ∈ F, whose parity is even. What is left is small: the
 * unknowns zₜ, ε and f at the pairs of the presses; the equations N·W = 0 (in the k + 1 vectors), ε(U) = ε, and
 * zₜ = U at press t. Every other pair of F is a quiet pattern: the nullity is about n.
 */
export class PairFold {
  readonly nullity: number;
  private readonly S: CyclicRing;
  private readonly bInverse: Poly;
  private readonly e: number;
  private readonly presses: number[];
  /** The pairs {p, ρp} of the presses (their lower cell), each an unknown fᵩ. */
  private readonly pairs: number[];
  /** c⁻¹·sₜ as rows. */
  private readonly seams: Uint32Array[];
  /** N·c⁻¹·sₜ, and positions where these k vectors have their full rank (the equations N·W = 0 kept). */
  private readonly reflections: Uint32Array[];
  private readonly positions: number[];
  private readonly factors: BlockedFactorization;

  /** The pair fold of a chase (see the class comment), built once per chase; null where it does not apply. */
  static of(chase: ProjectiveChase, work?: WorkOptions): PairFold | null {
    if (built.has(chase)) return built.get(chase)!;
    const made = chase.beta === 0 && chase.fold.m % 2 === 0 ? PairFold.make(chase, work) : null;
    built.set(chase, made);
    return made;
  }

  private static make(chase: ProjectiveChase, work?: WorkOptions): PairFold | null {
    const operator = foldOperator(chase);
    if (!operator) return null;
    const { S, A, B } = operator;
    const { ring, stride } = chase;
    const D = A.clone(ring + 64).addShifted(B);
    const e = D.degree < 0 ? 0 : 1;
    if (e === 1 && (D.degree !== ring - 1 || popcount(rowOf(D, stride)) !== ring)) return null;
    const bInverse = cyclicInverse(S, B);
    if (!bInverse) return null;
    work?.signal?.throwIfAborted();
    return new PairFold(chase, S, bInverse, unitInverse(S, rowOperators(chase.fold, S).c), e, work);
  }

  private constructor(
    readonly chase: ProjectiveChase,
    S: CyclicRing,
    bInverse: Poly,
    cInverse: Poly,
    e: number,
    work?: WorkOptions,
  ) {
    const { ring, stride } = chase;
    const n = ring / 2;
    this.S = S;
    this.bInverse = bInverse;
    this.e = e;
    this.presses = [...new Set(chase.fold.presses)];
    this.pairs = [...new Set(this.presses.map((p) => Math.min(p, ring - 1 - p)))];
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    this.seams = this.presses.map((p) => rowOf(S.mul(cInverse, S.fromRow(chase.start(chase.rotate(unit, p)).seam)), stride));
    // N·W = 0 in the k vectors N·c⁻¹·sₜ: on positions where they have full rank, the rest checked per solve
    this.reflections = this.seams.map((v) => this.reflected(v));
    this.positions = pivotPositions(this.reflections);
    const k = this.presses.length;
    const cols = k + 1 + this.pairs.length;
    const at = this.positions.length;
    const m = new BitMatrix(at + 1 + k, cols);
    const flip = (row: number, col: number): void => {
      m.words[row * m.stride + (col >>> 5)]! ^= 1 << (col & 31);
    };
    this.seams.forEach((v, s) => {
      this.positions.forEach((i, j) => getBit(this.reflections[s]!, i) && flip(j, s));
      if (lowParity(v, n)) flip(at, s);
      this.presses.forEach((p, t) => {
        if (p < n && getBit(v, p)) flip(at + 1 + t, s);
      });
    });
    if ((1 + e * n) % 2 === 1) flip(at, k);
    this.presses.forEach((p, t) => {
      flip(at + 1 + t, t);
      if (e === 1 && p < n) flip(at + 1 + t, k);
      flip(at + 1 + t, k + 1 + this.pairs.indexOf(Math.min(p, ring - 1 - p)));
    });
    this.factors = new BlockedFactorization(m, work);
    this.nullity = n - this.pairs.length + cols - this.factors.rank;
  }

  /** v + ρv, a new row. */
  private reflected(v: Uint32Array): Uint32Array {
    const { chase } = this;
    const out = v.slice();
    xorWords(out, reflectedRow(v, chase.ring), chase.stride);
    return out;
  }

  /** U from the small system's unknowns `x` (zₜ, ε, fᵩ) over w₀ = B⁻¹·R (null: none). */
  private first(w0: Uint32Array | null, x: Uint32Array): Uint32Array {
    const { ring, stride } = this.chase;
    const n = ring / 2;
    const k = this.presses.length;
    const w = w0 ? w0.slice() : new Uint32Array(stride);
    this.seams.forEach((v, t) => {
      if (getBit(x, t)) xorWords(w, v, stride);
    });
    if (this.e === 1 && getBit(x, k)) flipAll(w, ring);
    // ι: the cells below n
    const u = new Uint32Array(stride);
    u.set(w.subarray(0, wordsFor(n)));
    if (n % 32 !== 0) u[wordsFor(n) - 1]! &= tailMask(n);
    this.pairs.forEach((q, j) => {
      if (getBit(x, k + 1 + j)) flipPair(u, q, ring);
    });
    return u;
  }

  /**
   * Presses for the cover's lights, or null when there are none.
   *
   * @param lights The lifted lights (m cover rows; the first m/2 are read), or the board's (`CoverLights`: lifted where read).
   */
  solve(lights: Board | CoverLights): Board | null {
    const { chase, presses, S } = this;
    const { ring, stride } = chase;
    const n = ring / 2;
    const run = new RingSolve(chase, lights);
    const w0 = rowOf(foldAtRing(polyMul(this.bInverse, S.fromRow(run.lightsChase().parts[0]!)), S.size), stride);
    const r = this.reflected(w0);
    const at = this.positions.length;
    const rhs = new Uint32Array(wordsFor(at + 1 + presses.length));
    const set = (i: number): void => {
      rhs[i >>> 5]! |= 1 << (i & 31);
    };
    this.positions.forEach((i, j) => getBit(r, i) && set(j));
    if (lowParity(w0, n)) set(at);
    presses.forEach((p, t) => p < n && getBit(w0, p) && set(at + 1 + t));
    const x = this.factors.solve(rhs);
    if (!x) return null;
    // N·W = 0 off the pivot positions too: every row of the k vectors is a sum of pivot rows, so this decides
    this.reflections.forEach((y, t) => getBit(x, t) && xorWords(r, y, stride));
    if (r.some((w) => w !== 0)) return null;
    return run.presses(this.first(w0, x));
  }

  /** The quiet patterns, a basis, made on demand: the small system's kernel, then every pair no press touches. */
  quiet(): Array<() => Board> {
    const { chase, pairs } = this;
    const { ring, stride } = chase;
    const touched = new Set(pairs);
    const free: Array<() => Board> = [];
    for (let q = 0; q < ring / 2; q++) {
      if (touched.has(q)) continue;
      free.push(() => {
        const u = new Uint32Array(stride);
        flipPair(u, q, ring);
        return pressesOf(chase, null, u);
      });
    }
    return [...this.factors.kernel().map((x) => () => pressesOf(chase, null, this.first(null, x))), ...free];
  }
}

/** Positions on which `rows` have their full rank (forward elimination of copies, each pivot its lowest bit). */
export function pivotPositions(rows: readonly Uint32Array[]): number[] {
  const pivots: Array<{ at: number; row: Uint32Array }> = [];
  for (const original of rows) {
    const row = original.slice();
    for (const p of pivots) if (getBit(row, p.at)) xorWords(row, p.row, row.length);
    const word = row.findIndex((w) => w !== 0);
    if (word >= 0) pivots.push({ at: 32 * word + 31 - Math.clz32(row[word]! & -row[word]!), row });
  }
  return pivots.map((p) => p.at);
}

/** The parity of a row's cells below n (the xor of its words, the last masked, then of that word's bits). */
function lowParity(v: Uint32Array, n: number): boolean {
  let x = 0;
  for (let w = 0; w < n >>> 5; w++) x ^= v[w]!;
  if (n % 32 !== 0) x ^= v[n >>> 5]! & tailMask(n);
  return (popcount32(x) & 1) === 1;
}

/** Flips every cell of a row of `ring` cells. */
function flipAll(w: Uint32Array, ring: number): void {
  for (let i = 0; i < ring >>> 5; i++) w[i] = ~w[i]!;
  if (ring % 32 !== 0) w[ring >>> 5]! ^= tailMask(ring);
}

/** Flips cells q and 2n − 1 − q of a row. */
function flipPair(u: Uint32Array, q: number, ring: number): void {
  u[q >>> 5]! ^= 1 << (q & 31);
  u[(ring - 1 - q) >>> 5]! ^= 1 << ((ring - 1 - q) & 31);
}
