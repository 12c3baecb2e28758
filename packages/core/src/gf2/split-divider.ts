import { foldPeriod, xorTiled } from './periodic.ts';
import type { RowDivider } from './row-divider.ts';
import { xorRotated } from './shift.ts';
import { xorWords } from './words.ts';

/**
 * Division by c = x + x⁻¹ or 1 + x + x⁻¹ on a ring of L cells that commutes with the ring's rotations on most of
 * the ring. R = GF(2)[x]/(x^L + 1) splits into ideals I ⊕ N: N the part where c is nilpotent (the primary part of
 * c's factor p = 1 + x, resp. 1 + x + x²), I the rest, where c is a unit. With 2^e the largest power of 2 in L,
 * p^(2^e) is q = 1 + x^(2^e), resp. 1 + y + y² with y = x^(2^e), and the projection onto N is w ↦ e_N·w with
 * e_N = G, resp. (y + y²)·G, for G = Σᵢ x^(i·P) over the period P = 2^e, resp. 3·2^e: e_N ≡ 1 mod q and ≡ 0 mod
 * (x^L + 1)/q. So projecting folds the row modulo P (and turns the fold by 2^e and 2^(e+1)), and N has
 * dimension δ = deg q (2^e, resp. 2^(e+1)).
 *
 * The quotient of w is c's unique quotient of its I part within I, plus a quotient of its N part within N (the row
 * divider's, projected), and the syndrome is the N part's: so on I division is linear over R, and a chase of rows
 * in I commutes with the rotations; only N (δ of the L dimensions) needs a chase per unknown.
 */
export class SplitDivider {
  /** Dimension of N. */
  readonly delta: number;
  private readonly period: number;
  private readonly turns: readonly number[];
  private readonly scratch: Uint32Array;
  private readonly part: Uint32Array;
  private readonly quotient: Uint32Array;

  private constructor(
    private readonly divider: RowDivider,
    twoPower: number,
    moore: boolean,
  ) {
    this.period = moore ? 3 * twoPower : twoPower;
    this.turns = moore ? [twoPower, 2 * twoPower] : [0];
    this.delta = moore ? 2 * twoPower : twoPower;
    this.scratch = new Uint32Array(divider.stride);
    this.part = new Uint32Array(divider.stride);
    this.quotient = new Uint32Array(divider.stride);
  }

  /** The split divider of c = x + x⁻¹ or 1 + x + x⁻¹ on a ring where c is not a unit, else null. */
  static of(divider: RowDivider): SplitDivider | null {
    const { bits, shifts, cyclic, kernel } = divider;
    if (!cyclic || kernel.length === 0 || bits < 6) return null;
    const near = (list: number[]): boolean => shifts.length === list.length && list.every((c) => shifts.includes(c));
    const twoPower = bits & -bits;
    if (near([1, bits - 1])) return new SplitDivider(divider, twoPower, false);
    if (near([0, 1, bits - 1]) && bits % 3 === 0) return new SplitDivider(divider, twoPower, true);
    return null;
  }

  /** out = w's N part (out may be w): the fold modulo P, turned (Moore: by 2^e and 2^(e+1)), tiled out again. */
  projectN(out: Uint32Array, w: Uint32Array): void {
    const { period } = this;
    const { bits, stride } = this.divider;
    const fold = foldPeriod(w, bits, period);
    const turned = new Uint32Array(fold.length);
    for (const t of this.turns) xorRotated(turned, 0, fold, 0, fold.length, period, t % period);
    out.fill(0, 0, stride);
    xorTiled(out, bits, turned, period);
  }

  /** out = w's I part (out may be w). */
  projectI(out: Uint32Array, w: Uint32Array): void {
    const t = this.scratch;
    this.projectN(t, w);
    if (out !== w) out.set(w);
    xorWords(out, t, this.divider.stride);
  }

  /**
   * y = the quotient of w (see the class comment), written over `y` (not `w`).
   *
   * @returns The syndrome of w's N part: zero exactly when c·y = w.
   */
  divide(y: Uint32Array, w: Uint32Array): number {
    const { part, quotient } = this;
    // I: c is a unit there, so the divider's quotient of w's I part differs from the one in I by a kernel vector (in N)
    this.projectI(part, w);
    if (this.divider.divide(quotient, part) !== 0) throw new Error('internal error: an I part that c does not divide');
    this.projectI(y, quotient);
    // N: any quotient, projected back into N
    this.projectN(part, w);
    const syndrome = this.divider.divide(quotient, part);
    this.projectN(quotient, quotient);
    xorWords(y, quotient, this.divider.stride);
    return syndrome;
  }
}
