import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import type { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { dotParity, wordsFor, xorShiftedWords } from '../../gf2/words.ts';

/**
 * The good part G of the projective fold's small system (`projective-nullity.ts`), as maps of the seam's
 * corrections w taken once per entry rather than once per press. On G the last part's map M(U) = X·U + Y·ρU is
 * invertible, U = Δ⁻¹·(X·w + Y·ρw) with Δ = (X + Y)², and since X, Y, Δ⁻¹ and the idempotent e_G are bar-invariant
 * (so commute with ρ, and ρ² = 1): in S, U = P·w + Q·ρw with P = e_G·Δ⁻¹·X and Q = e_G·Δ⁻¹·Y; and another part
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
   * @param eInverse e_G·Δ⁻¹ in S (≡ Δ⁻¹ modulo χ_G, 0 modulo (s²ⁿ + 1)/χ_G).
   * @param x The last part's X and, for odd lengths, the other part's first: [Xᵢ…, X].
   * @param y The same for Y.
   * @param presses The seam's press positions.
   */
  constructor(
    private readonly S: CyclicRing,
    private readonly reduce: (p: Poly) => Poly,
    eInverse: Poly,
    x: readonly Poly[],
    y: readonly Poly[],
    presses: readonly number[],
  ) {
    const last = x.length - 1;
    const mod = reduce;
    const rP = S.reflect(S.mul(eInverse, x[last]!));
    const q = S.mul(eInverse, y[last]!);
    const size = S.size;
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
    const inverse = mod(eInverse.clone(size + 64));
    const px = mod(polyMul(inverse, x[last]!));
    const py = mod(polyMul(inverse, y[last]!));
    const xi = mod(x[0]!.clone(size + 64));
    const yi = mod(y[0]!.clone(size + 64));
    this.other = [mod(polyMul(xi, px).addShifted(polyMul(yi, py))), mod(polyMul(xi, py).addShifted(polyMul(yi, px)))];
  }

  /** Bit t: U's cell at press t, U the good part's solution for the last part's right-hand side w (reduced in S). */
  pressBits(w: Poly): number {
    let bits = 0;
    this.probes.forEach((v, t) => {
      if (dotParity(v, w.words)) bits |= 1 << t;
    });
    return bits;
  }

  /** The other part's equation Xᵢ·U + Yᵢ·ρU + c on the good part (odd lengths only), U as in {@link pressBits}. */
  otherPart(w: Poly, c: Poly): Poly {
    const [a, b] = this.other!;
    const e = polyMul(a, w).addShifted(polyMul(b, this.S.reflect(w))).addShifted(c);
    return this.reduce(e);
  }
}
