import type { RowDivider } from './row-divider.ts';
import { xorRotated } from './shift.ts';
import { dotParity, popcount32, xorWords } from './words.ts';

/**
 * Division by a symmetric ring operator c that commutes with the ring's rotations even where c is not a unit,
 * when c is regular: the ring R = GF(2)[x]/(xᴺ + 1) is ker c ⊕ im c. Both are ideals and im c = (ker c)^⊥ (c is
 * symmetric), so the split holds exactly when the Gram matrix G of a kernel basis k₁ … k_β is invertible (the
 * diagonal stencil's c = x + x⁻¹ on a ring of 2n cells: when n is odd). Then w = w_K + w_I splits R-linearly:
 * the syndrome σ(w) = (⟨kₗ, w⟩)ₗ vanishes exactly on im c, w_K = Σ αᵢ·kᵢ with G·α = σ(w), and the quotient is the
 * one y in im c with c·y = w_I. Every step commutes with x, so a chase built of these divisions is linear over R:
 * chasing x^j·U is chasing U turned by j, its syndromes mapped by {@link rotation}.
 */
export class RegularDivider {
  /** Dimension of c's kernel (at most 31). */
  readonly beta: number;
  private readonly kernel: readonly Uint32Array[];
  /** Row i of G⁻¹ as a bit mask over the syndrome bits. */
  private readonly inverse: Int32Array;
  private readonly scratch: Uint32Array;

  private constructor(
    private readonly divider: RowDivider,
    inverse: Int32Array,
  ) {
    this.kernel = divider.kernel;
    this.beta = divider.kernel.length;
    this.inverse = inverse;
    this.scratch = new Uint32Array(divider.stride);
  }

  /** The regular divider of a ring divider, or null: not a ring, c not symmetric, a unit, too large a kernel, or not regular. */
  static of(divider: RowDivider): RegularDivider | null {
    const { kernel, bits, shifts, cyclic } = divider;
    const beta = kernel.length;
    if (!cyclic || beta === 0 || beta > 31 || !shifts.every((c) => shifts.includes((bits - c) % bits))) return null;
    const gram = kernel.map((a) => kernel.reduce((mask, b, i) => mask | (dotParity(a, b) << i), 0));
    const inverse = invert(gram);
    return inverse && new RegularDivider(divider, inverse);
  }

  /** σ(w): bit l is ⟨kₗ, w⟩. */
  syndrome(w: Uint32Array): number {
    let s = 0;
    for (let l = 0; l < this.beta; l++) s |= dotParity(this.kernel[l]!, w) << l;
    return s;
  }

  /**
   * y = the quotient of w's image part (see the class comment), written over `y` (not `w`).
   *
   * @returns σ(w): zero exactly when c·y = w.
   */
  divide(y: Uint32Array, w: Uint32Array): number {
    const s = this.syndrome(w);
    const t = this.scratch;
    t.set(w);
    this.addKernel(t, this.coordinates(s));
    if (this.divider.divide(y, t) !== 0) throw new Error('internal error: an image part that c does not divide');
    this.addKernel(y, this.coordinates(this.syndrome(y)));
    return s;
  }

  /**
   * The syndromes of a turned row: row mask l of the result picks the bits of σ(w) whose sum is σ(x^t·w)ₗ
   * (⟨kₗ, x^t·w⟩ = ⟨x^{−t}·kₗ, w⟩, and x^{−t}·kₗ lies in ker c).
   *
   * @param t The turn, any integer (cells move up by t).
   */
  rotation(t: number): Int32Array {
    const { bits, stride } = this.divider;
    const shift = ((-t % bits) + bits) % bits;
    const out = new Int32Array(this.beta);
    const turned = new Uint32Array(stride);
    this.kernel.forEach((k, l) => {
      turned.fill(0);
      xorRotated(turned, 0, k, 0, stride, bits, shift);
      out[l] = this.coordinates(this.syndrome(turned));
    });
    return out;
  }

  /** α = G⁻¹·s as a bit mask. */
  private coordinates(s: number): number {
    let a = 0;
    for (let i = 0; i < this.beta; i++) a |= parity(this.inverse[i]! & s) << i;
    return a;
  }

  private addKernel(v: Uint32Array, a: number): void {
    for (let i = 0; a !== 0; i++, a >>>= 1) if (a & 1) xorWords(v, this.kernel[i]!, v.length);
  }
}

/** Applies the row masks of {@link RegularDivider.rotation} to syndrome bits s. */
export function applyRows(rows: Int32Array, s: number): number {
  let out = 0;
  for (let l = 0; l < rows.length; l++) out |= parity(rows[l]! & s) << l;
  return out;
}

/** The inverse of a square GF(2) matrix given as row bit masks (bit j: column j), or null when singular. */
function invert(rows: readonly number[]): Int32Array | null {
  const n = rows.length;
  const a = Int32Array.from(rows);
  const inv = Int32Array.from(rows, (_, i) => 1 << i);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    while (pivot < n && !((a[pivot]! >>> col) & 1)) pivot++;
    if (pivot === n) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [inv[col], inv[pivot]] = [inv[pivot]!, inv[col]!];
    for (let r = 0; r < n; r++) {
      if (r !== col && (a[r]! >>> col) & 1) {
        a[r]! ^= a[col]!;
        inv[r]! ^= inv[col]!;
      }
    }
  }
  return inv;
}

/** Parity of the bits of a 32-bit word. */
const parity = (x: number): number => popcount32(x) & 1;
