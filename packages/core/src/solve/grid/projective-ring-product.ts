import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import { CyclicRing, rowOf } from '../../gf2/cyclic-ring.ts';
import type { Poly } from '../../gf2/poly.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { CoverLights } from './cover-rows.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { pressesOf } from './projective-presses.ts';
import { RingSolve } from './projective-ring-presses.ts';
import { rowOperators } from './projective-residual.ts';
import { pivotPositions } from './projective-ring-pairs.ts';

const built = new WeakMap<ProjectiveChase, ProductFold | null>();

/**
 * The fold of the projective plane where a = λ·c and c is not a unit (diagonal without centre; Moore where 3 divides
 * both sides), m and n even, and the residual is L·U = c·g·(U + J·U) with g ∈ {1, σ} and J = σρ (cell p ↦
 * 2n − 1 − (p + n), no fixed cell for n even). The chase divides only the lights, so each division's kernel
 * coefficients κᵣ reach no equation (c·κ = 0): β per division are free. With R the lights' residual and the seam's
 * k presses z (Cₜ their residual, sₜ their lights of row 0): the syndromes of rows 1 … are the lights' own; row 0's
 * are Σₜ zₜ·syn(sₜ) = syn(b₀); L·U = R + Σₜ zₜ·Cₜ =: R″ needs syn(R″) = 0, and then (1 + J)·U = W with
 * W = g·(c⁺·R″ + κ′), κ′ in c's kernel (β unknowns y). (1 + J)'s image and kernel are F = {V : J·V = V}: W must lie
 * in F, and U = ι(W) + f (ι: W at the lower cell of each pair of J, f ∈ F). The small system is in z, y and f at the
 * presses' pairs; every other pair of J, and every κᵣ, is a quiet pattern.
 */
export class ProductFold {
  readonly nullity: number;
  private readonly sigma: boolean;
  private readonly presses: number[];
  /** The pairs of J the presses lie in (their lower cell). */
  private readonly pairs: number[];
  /** Per press: the syndromes of its row-0 lights and of its residual, and g·c⁺·Cₜ. */
  private readonly seamSyndromes: number[];
  private readonly residualSyndromes: number[];
  /** The vectors of W: g·c⁺·Cₜ per press, then g·kᵢ per kernel vector; (1 + J) of each; pivot positions of those. */
  private readonly vectors: Uint32Array[];
  private readonly images: Uint32Array[];
  private readonly positions: number[];
  private readonly factors: BlockedFactorization;

  /** The product fold of a chase (see the class comment), built once per chase; null where it does not apply. */
  static of(chase: ProjectiveChase, work?: WorkOptions): ProductFold | null {
    if (built.has(chase)) return built.get(chase)!;
    const { fold } = chase;
    const made = chase.beta > 0 && chase.split?.mu === 0 && fold.m % 2 === 0 && fold.n % 2 === 0 ? ProductFold.make(chase, work) : null;
    built.set(chase, made);
    return made;
  }

  private static make(chase: ProjectiveChase, work?: WorkOptions): ProductFold | null {
    const residuals = chase.unitResiduals();
    if (!residuals || chase.beta > 30) return null;
    const S = new CyclicRing(chase.ring);
    const A = S.fromRow(residuals.a);
    const B = S.fromRow(residuals.b);
    const turn = (p: Poly): Poly => S.fromRow(chase.rotate(rowOf(p, chase.stride), chase.fold.n));
    // L·U = A·U + B·ρU = G·(1 + J)·U where A = σ·B (G = σ·B) or B = σ·A (G = A)
    const G = turn(B).equals(A) ? turn(B) : turn(A).equals(B) ? A : null;
    if (!G) return null;
    const c = S.reduce(rowOperators(chase.fold, S).c);
    const sigma = G.equals(c) ? false : turn(c).equals(G) ? true : null;
    if (sigma === null) return null;
    return new ProductFold(chase, sigma, work);
  }

  private constructor(
    readonly chase: ProjectiveChase,
    sigma: boolean,
    work?: WorkOptions,
  ) {
    const { ring, stride, beta } = chase;
    this.sigma = sigma;
    this.presses = [...new Set(chase.fold.presses)];
    this.pairs = [...new Set(this.presses.map((p) => Math.min(p, partner(p, ring))))];
    const zero = new Uint32Array(stride);
    const unit = new Uint32Array(stride);
    unit[0] = 1;
    this.seamSyndromes = [];
    this.residualSyndromes = [];
    this.vectors = [];
    for (const p of this.presses) {
      const { eqs, parts } = chase.chase(null, 0, zero, zero, chase.start(chase.rotate(unit, p)).seam, null, null);
      this.seamSyndromes.push(eqs[0]! & ((1 << beta) - 1));
      const { quotient, syndrome } = this.divided(parts[0]!);
      this.residualSyndromes.push(syndrome);
      this.vectors.push(quotient);
    }
    for (let i = 0; i < beta; i++) this.vectors.push(this.times(chase.kernelRow(i).slice()));
    this.images = this.vectors.map((v) => this.reflected(v));
    this.positions = pivotPositions(this.images);
    const k = this.presses.length;
    const cols = k + beta + this.pairs.length;
    const at = 2 * beta + this.positions.length;
    const m = new BitMatrix(at + k, cols);
    const flip = (row: number, col: number): void => {
      m.words[row * m.stride + (col >>> 5)]! ^= 1 << (col & 31);
    };
    this.presses.forEach((_, t) => {
      for (let i = 0; i < beta; i++) {
        if ((this.seamSyndromes[t]! >>> i) & 1) flip(i, t);
        if ((this.residualSyndromes[t]! >>> i) & 1) flip(beta + i, t);
      }
    });
    this.vectors.forEach((v, s) => {
      this.positions.forEach((i, j) => getBit(this.images[s]!, i) && flip(2 * beta + j, s));
      // zₜ = U at press t: ι(W) there, and f at its pair
      this.presses.forEach((p, t) => p === Math.min(p, partner(p, ring)) && getBit(v, p) && flip(at + t, s));
    });
    this.presses.forEach((p, t) => {
      flip(at + t, t);
      flip(at + t, k + beta + this.pairs.indexOf(Math.min(p, partner(p, ring))));
    });
    this.factors = new BlockedFactorization(m, work);
    this.nullity = beta * chase.divisions + ring / 2 - this.pairs.length + cols - this.factors.rank;
  }

  /** g·c⁺·v and the syndrome of v. */
  private divided(v: Uint32Array): { quotient: Uint32Array; syndrome: number } {
    const quotient = new Uint32Array(this.chase.stride);
    const syndrome = this.chase.divideRow(quotient, v);
    return { quotient: this.times(quotient), syndrome };
  }

  /** g·v (σ: turned by n), in place. */
  private times(v: Uint32Array): Uint32Array {
    return this.sigma ? this.chase.rotate(v, this.chase.fold.n) : v;
  }

  /** v + J·v, a new row. */
  private reflected(v: Uint32Array): Uint32Array {
    const { ring, stride } = this.chase;
    const out = v.slice();
    for (let p = 0; p < ring; p++) if (getBit(v, p)) out[partner(p, ring) >>> 5]! ^= 1 << (partner(p, ring) & 31);
    if (stride > 0 && ring % 32 !== 0) out[stride - 1]! &= (1 << (ring % 32)) - 1;
    return out;
  }

  /** U from the small system's unknowns `x` (z, y, then f at the pairs) over W's particular part `w0` (null: none). */
  private first(w0: Uint32Array | null, x: Uint32Array): Uint32Array {
    const { ring, stride, beta } = this.chase;
    const k = this.presses.length;
    const w = w0 ? w0.slice() : new Uint32Array(stride);
    this.vectors.forEach((v, s) => getBit(x, s) && xorWords(w, v, stride));
    const u = new Uint32Array(stride);
    for (let p = 0; p < ring; p++) if (p < partner(p, ring) && getBit(w, p)) u[p >>> 5]! |= 1 << (p & 31);
    this.pairs.forEach((q, j) => getBit(x, k + beta + j) && flipPair(u, q, ring));
    return u;
  }

  /**
   * Presses for the cover's lights, or null when there are none.
   *
   * @param lights The lifted lights (m cover rows; the first m/2 are read), or the board's (`CoverLights`: lifted where read).
   */
  solve(lights: Board | CoverLights): Board | null {
    const { chase, presses } = this;
    const { ring, stride, beta, divisions } = chase;
    const run = new RingSolve(chase, lights);
    const { eqs, parts } = run.lightsChase();
    // the syndromes of rows 1 …: the lights' own
    for (let i = beta; i < beta * divisions; i++) if (getBit(eqs, i)) return null;
    const { quotient: w0, syndrome } = this.divided(parts[0]!);
    const at = 2 * beta + this.positions.length;
    const rhs = new Uint32Array(wordsFor(at + presses.length + 1));
    const set = (i: number): void => {
      rhs[i >>> 5]! |= 1 << (i & 31);
    };
    for (let i = 0; i < beta; i++) {
      if (getBit(eqs, i)) set(i);
      if ((syndrome >>> i) & 1) set(beta + i);
    }
    const r = this.reflected(w0);
    this.positions.forEach((i, j) => getBit(r, i) && set(2 * beta + j));
    presses.forEach((p, t) => p < partner(p, ring) && getBit(w0, p) && set(at + t));
    const x = this.factors.solve(rhs);
    if (!x) return null;
    // W in F off the pivot positions too: every row of the vectors' images is a sum of pivot rows
    this.images.forEach((y, s) => getBit(x, s) && xorWords(r, y, stride));
    if (r.some((w) => w !== 0)) return null;
    return run.presses(this.first(w0, x));
  }

  /** The quiet patterns, a basis, made on demand: the small system's kernel, the other pairs of J, every κᵣ. */
  quiet(): Array<() => Board> {
    const { chase, pairs } = this;
    const { ring, beta, divisions, unknowns } = chase;
    const touched = new Set(pairs);
    const out: Array<() => Board> = this.factors.kernel().map((x) => () => pressesOf(chase, null, this.first(null, x)));
    for (let q = 0; q < ring; q++) {
      if (q > partner(q, ring) || touched.has(q)) continue;
      out.push(() => {
        const u = new Uint32Array(wordsFor(unknowns));
        flipPair(u, q, ring);
        return pressesOf(chase, null, u);
      });
    }
    for (let i = 0; i < beta * divisions; i++) {
      out.push(() => {
        const z = new Uint32Array(wordsFor(unknowns));
        z[(ring + i) >>> 5]! |= 1 << ((ring + i) & 31);
        return pressesOf(chase, null, z);
      });
    }
    return out;
  }
}

/** J·p = ρ(σ·p): 2n − 1 − (p + n) modulo 2n. */
function partner(p: number, ring: number): number {
  return ring - 1 - ((p + ring / 2) % ring);
}

/** Flips cells q and J·q of a row. */
function flipPair(u: Uint32Array, q: number, ring: number): void {
  u[q >>> 5]! ^= 1 << (q & 31);
  const r = partner(q, ring);
  u[r >>> 5]! ^= 1 << (r & 31);
}
