import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul, polySquare } from '../../gf2/poly-product.ts';
import { dotParity, wordsFor, xorShiftedWords } from '../../gf2/words.ts';

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

/** Bit j of the result is bit (j + r) mod N of v (v of N bits, N = `size`): s⁻ʳ·v in S. */
function rotateDown(v: Poly, r: number, size: number): Uint32Array {
  const words = wordsFor(size);
  const twice = new Uint32Array(2 * words + 2);
  if (v.degree >= 0) {
    const used = (v.degree >>> 5) + 1;
    xorShiftedWords(twice, v.words, used, 0);
    xorShiftedWords(twice, v.words, used, size);
  }
  const out = new Uint32Array(words);
  const q = r >>> 5;
  const b = r & 31;
  for (let k = 0; k < words; k++) out[k] = b === 0 ? twice[q + k]! : (twice[q + k]! >>> b) | (twice[q + k + 1]! << (32 - b));
  if (size & 31) out[words - 1]! &= (1 << (size & 31)) - 1;
  return out;
}

/** The good part's maps of one entry (see the file comment). */
export class GoodPart {
  /** Per press p, the vector whose dot product with w is U's cell p. */
  private readonly probes: Uint32Array[];
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
    presses: readonly number[],
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
    this.probes = presses.map((p) => {
      const v = rotateDown(rP, size - 1 - p, size);
      const w = rotateDown(q, (p + 1) % size, size);
      for (let k = 0; k < v.length; k++) v[k]! ^= w[k]!;
      return v;
    });
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
    let bits = 0;
    this.probes.forEach((v, t) => {
      if (dotParity(v, w.words)) bits |= 1 << t;
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
    const aw = this.S.mul(a, w);
    const bw = this.S.mul(b, w);
    return lights.map((cells, t) => {
      const sum = new Uint32Array(wordsFor(size) + 2);
      for (const j of cells) {
        // sʲ·(A·W) and s^{N−1−j}·(B·W): rotations down by N − j and by j + 1
        const up = rotateDown(aw, (size - j) % size, size);
        const down = rotateDown(bw, (j + 1) % size, size);
        for (let k = 0; k < up.length; k++) sum[k]! ^= up[k]! ^ down[k]!;
      }
      const e = new Poly(32 * sum.length);
      e.words.set(sum);
      return this.reduce(e.normalize().addShifted(c[t]!));
    });
  }
}
