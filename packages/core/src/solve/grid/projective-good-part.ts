import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul, polySquare } from '../../gf2/poly-product.ts';
import { wordsFor, xorShiftedWords } from '../../gf2/words.ts';

/**
 * The good part G of the projective fold's small system (`projective-nullity.ts`), as maps of the seam's
 * corrections w taken once per entry rather than once per press. On G the last part's map M(U) = X·U + Y·ρU is
 * invertible, U = Δ⁻¹·(X·w + Y·ρw) with Δ = (X + Y)², and since X, Y, Δ⁻¹ and the idempotent e_G are bar-invariant
 * (so commute with ρ, and ρ² = 1): in S, U = P·w + Q·ρw with P = e_G·Δ⁻¹·X and Q = e_G·Δ⁻¹·Y = P + e_G·Σ⁻¹
 * (Σ = X + Y, Δ = Σ²); and another part
 * Xᵢ·U + Yᵢ·ρU is A·w + B·ρw modulo the good part, A = Δ⁻¹·(Xᵢ·X + Yᵢ·Y), B = Δ⁻¹·(Xᵢ·Y + Yᵢ·X). U's cell p is
 * a dot product of w with one vector per press: [P·w]ₚ = Σⱼ wⱼ·P₍ₚ₋ⱼ₎ and [Q·ρw]ₚ = Σⱼ wⱼ·Q₍ₚ₊₁₊ⱼ₎ (indices
 * modulo N). So an entry costs a handful of products, not seven per press.
 */

/** v (of N bits, N = `size`) written twice in a row: bits j … j + N − 1 of it are s⁻ʲ·v in S, read by {@link rotatedWord}. */
function doubled(v: Poly, size: number): Uint32Array {
  const twice = new Uint32Array(2 * wordsFor(size) + 2);
  if (v.degree >= 0) {
    const used = (v.degree >>> 5) + 1;
    xorShiftedWords(twice, v.words, used, 0);
    xorShiftedWords(twice, v.words, used, size);
  }
  return twice;
}

/** Word k of s⁻ʳ·v from v {@link doubled} (bits past N not cleared). */
function rotatedWord(twice: Uint32Array, r: number, k: number): number {
  const q = (r >>> 5) + k;
  const b = r & 31;
  return b === 0 ? twice[q]! : (twice[q]! >>> b) | (twice[q + 1]! << (32 - b));
}

/** Parity of the bits of w (of degree below N) AND s⁻ʳ·v, v {@link doubled}: the dot product without the rotation. */
function rotatedDot(twice: Uint32Array, r: number, w: Poly): number {
  let acc = 0;
  for (let k = 0; k <= w.degree >> 5; k++) acc ^= rotatedWord(twice, r, k) & w.words[k]!;
  acc ^= acc >>> 16;
  acc ^= acc >>> 8;
  acc ^= acc >>> 4;
  acc ^= acc >>> 2;
  return (acc ^ (acc >>> 1)) & 1;
}

/** The good part's maps of one entry (see the file comment). */
export class GoodPart {
  /** ρP and Q {@link doubled}: U's cell p is w·(s^{p+1−N}·ρP) + w·(s^{−p−1}·Q) (see the file comment). */
  private readonly twiceP: Uint32Array;
  private readonly twiceQ: Uint32Array;
  /** A and B modulo the good part, for the other part (odd lengths), else null. */
  private readonly other: readonly [Poly, Poly] | null;

  /**
   * @param S The ring of 2n cells.
   * @param reduce A polynomial modulo the good part χ_G (symmetric, a divisor of χ₁), in place.
   * @param inverse Σ⁻¹ modulo χ_G, Σ = X + Y of the last part (so Δ⁻¹ = Σ⁻²).
   * @param eG The idempotent e_G of S (1 modulo χ_G, 0 modulo (s²ⁿ + 1)/χ_G), or null where χ_G = s²ⁿ + 1.
   * @param x The last part's X and, for odd lengths, the other part's first: [Xᵢ…, X].
   * @param y The same for Y.
   * @param presses The seam's press positions.
   */
  constructor(
    private readonly S: CyclicRing,
    private readonly reduce: (p: Poly) => Poly,
    inverse: Poly,
    eG: Poly | null,
    x: readonly Poly[],
    y: readonly Poly[],
    private readonly presses: readonly number[],
  ) {
    const last = x.length - 1;
    const mod = reduce;
    const size = S.size;
    // modulo χ_G: Δ⁻¹·X, and Δ⁻¹·Y = Δ⁻¹·(Σ + X) = Σ⁻¹ + Δ⁻¹·X
    const px = mod(polyMul(mod(polySquare(inverse)), x[last]!));
    const py = px.clone(size + 64).addShifted(inverse);
    // P and Q: the same lifted to S by e_G
    const rP = S.reflect(eG ? S.mul(eG, px) : px);
    const q = eG ? S.mul(eG, py) : py;
    this.twiceP = doubled(rP, size);
    this.twiceQ = doubled(q, size);
    if (last === 0) {
      this.other = null;
      return;
    }
    // A = Xᵢ·Δ⁻¹X + Yᵢ·Δ⁻¹Y, and A + B = Δ⁻¹·(Xᵢ + Yᵢ)·Σ = (Xᵢ + Yᵢ)·Σ⁻¹
    const xi = mod(x[0]!.clone(size + 64));
    const yi = mod(y[0]!.clone(size + 64));
    const a = mod(polyMul(xi, px).addShifted(polyMul(yi, py)));
    const b = mod(polyMul(xi.clone(size + 64).addShifted(yi), inverse)).addShifted(a);
    this.other = [a, b];
  }

  /** Bit t: U's cell at press t, U the good part's solution for the last part's right-hand side w (reduced in S). */
  pressBits(w: Poly): number {
    const size = this.S.size;
    let bits = 0;
    this.presses.forEach((p, t) => {
      if (rotatedDot(this.twiceP, size - 1 - p, w) ^ rotatedDot(this.twiceQ, (p + 1) % size, w)) bits |= 1 << t;
    });
    return bits;
  }

  /**
   * The other part's equations Xᵢ·U + Yᵢ·ρU + cₜ on the good part (odd lengths only), U as in {@link pressBits} for
   * w = W·Kₜ per press t: A·W·Kₜ + B·W·ρKₜ + cₜ, where Kₜ and ρKₜ have a few terms each (the cells a press at the
   * seam lights), so A·W and B·W are the only products and each press adds rotations of them in S.
   *
   * @param w The last part's W (reduced modulo χ₁).
   * @param lights The exponents of each Kₜ.
   * @param c The other part's corrections cₜ per press.
   */
  otherParts(w: Poly, lights: readonly (readonly number[])[], c: readonly Poly[]): Poly[] {
    const [a, b] = this.other!;
    const size = this.S.size;
    const aw = doubled(this.S.mul(a, w), size);
    const bw = doubled(this.S.mul(b, w), size);
    const words = wordsFor(size);
    return lights.map((cells, t) => {
      const e = new Poly(32 * words + 64);
      const sum = e.words;
      for (const j of cells) {
        // sʲ·(A·W) and s^{N−1−j}·(B·W): rotations down by N − j and by j + 1
        const [up, down] = [(size - j) % size, (j + 1) % size];
        for (let k = 0; k < words; k++) sum[k]! ^= rotatedWord(aw, up, k) ^ rotatedWord(bw, down, k);
      }
      if (size & 31) sum[words - 1]! &= (1 << (size & 31)) - 1;
      return this.reduce(e.normalize().addShifted(c[t]!));
    });
  }
}
