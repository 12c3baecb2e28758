import { tailMask, wordsFor } from './words.ts';

/**
 * A divisor ℓ(z) = 1 + Σ ℓᵢ·zⁱ for power-series division over GF(2), prepared for 32 coefficients at a time.
 * Inside a word, dividing by ℓ is multiplying by ℓ⁻¹ mod z³², and since ℓ(z)² = ℓ(z²) over GF(2) and
 * ℓ(z³²) ≡ 1 (mod z³²), ℓ⁻¹ ≡ ℓ(z)·ℓ(z²)·ℓ(z⁴)·ℓ(z⁸)·ℓ(z¹⁶): five sparse products, a few shifts each.
 */
export class SeriesDivisor {
  /** Degree of ℓ. */
  readonly degree: number;
  /** The exponents i ≥ 1 with ℓᵢ = 1, ascending. */
  readonly terms: Int32Array;
  /** For k = 0..4, the shifts i·2^k < 32 of the factor ℓ(z^{2^k}). */
  private readonly factors: Int32Array[];
  /**
   * w·ℓ⁻¹ mod z³² is linear in w: entry 256·b + x is the quotient of byte x at byte b, so a word costs four
   * lookups (in place of the five sparse products, a dozen shifts for ℓ = 1 + z + z²).
   */
  readonly table: Uint32Array;
  /**
   * For 1 ≤ degree ≤ {@link CARRY_BITS}: entry t is the quotient of what the previous word's top `degree`
   * quotient bits t carry into the next word, so a word is `invertWord(w) ^ carry[prev >>> (32 − degree)]`: the
   * loop-carried chain is one shift and one lookup, the four lookups of the word itself off it. Else null.
   */
  readonly carry: Uint32Array | null;

  /**
   * ℓ from the exponents of its terms (which must include 0).
   *
   * @param exponents The exponents i with ℓᵢ = 1, any order; repeats count once.
   * @throws {RangeError} when 0 is missing.
   */
  constructor(exponents: Iterable<number>) {
    const set = new Set(exponents);
    if (!set.has(0)) throw new RangeError('a series divisor needs a constant term');
    set.delete(0);
    this.terms = Int32Array.from([...set].sort((a, b) => a - b));
    this.degree = this.terms.length ? this.terms[this.terms.length - 1]! : 0;
    this.factors = [0, 1, 2, 3, 4].map((k) => this.terms.map((i) => i << k).filter((s) => s < 32));
    // linear in w: the 32 unit words by the sparse products, every other entry one xor off a smaller one
    this.table = new Uint32Array(1024);
    for (let b = 0; b < 4; b++) {
      for (let x = 1; x < 256; x++) {
        const low = x & -x;
        this.table[256 * b + x] = x === low ? this.invertBySquares(x << (8 * b)) : this.table[256 * b + (x ^ low)]! ^ this.table[256 * b + low]!;
      }
    }
    const d = this.degree;
    this.carry = d >= 1 && d <= CARRY_BITS ? new Uint32Array(1 << d) : null;
    if (!this.carry) return;
    for (let top = 0; top < 1 << d; top++) {
      let w = 0;
      for (let j = 0; j < this.terms.length; j++) w ^= top >>> (d - this.terms[j]!);
      this.carry[top] = this.invertWord(w);
    }
  }

  /**
   * w · ℓ⁻¹ mod z³² for one word w.
   *
   * @param w 32 coefficients, zᵗ at bit t.
   * @returns The quotient's 32 coefficients, packed the same way.
   */
  invertWord(w: number): number {
    const t = this.table;
    return t[w & 255]! ^ t[256 + ((w >>> 8) & 255)]! ^ t[512 + ((w >>> 16) & 255)]! ^ t[768 + (w >>> 24)]!;
  }

  /** {@link invertWord} by the five sparse products (builds the table). */
  private invertBySquares(w: number): number {
    for (const shifts of this.factors) {
      let acc = w;
      for (let j = 0; j < shifts.length; j++) acc ^= w << shifts[j]!;
      w = acc;
    }
    return w;
  }
}

/** Most degree of ℓ whose carries are tabled ({@link SeriesDivisor.carry}). */
const CARRY_BITS = 8;

/**
 * dst = src / ℓ as power series over the first `bits` coefficients: y_t = src_t + Σ ℓᵢ·y_{t−i}. `state` gives the
 * coefficients before the start: bit i − 1 of it is y_{−i} (i ≤ 31). dst may be src; bits past `bits` come out 0.
 *
 * @param dst The quotient y, `ceil(bits / 32)` words.
 * @param src The dividend, packed (coefficient t at bit `t & 31` of word `t >>> 5`).
 * @param bits Number of coefficients.
 * @param divisor ℓ.
 * @param state y_{−1} … y_{−31}: bit i − 1 is y_{−i}.
 */
export function seriesDivide(dst: Uint32Array, src: Uint32Array, bits: number, divisor: SeriesDivisor, state: number): void {
  const stride = wordsFor(bits);
  if (divisor.degree >= 32) {
    serialDivide(dst, src, bits, divisor, state);
    return;
  }
  const terms = divisor.terms;
  // prev holds the previous word of y; the state's y_{−i} sits at bit 32 − i.
  let prev = 0;
  for (let i = 1; i <= 31; i++) if ((state >>> (i - 1)) & 1) prev |= 1 << (32 - i);
  for (let k = 0; k < stride; k++) {
    let w = src[k]!;
    for (let j = 0; j < terms.length; j++) w ^= prev >>> (32 - terms[j]!);
    prev = divisor.invertWord(w);
    dst[k] = prev;
  }
  dst[stride - 1]! &= tailMask(bits);
}

/**
 * dst = (src moved up by `lift` cells) / ℓ from a zero state, the move fused into the division's one pass: cell t
 * of the dividend is src's cell t − `lift` (0 below it on a path; on a ring of `bits` cells, cell t − lift + bits).
 * Needs `lift` below 32, ℓ of degree below 32, and dst distinct from src.
 *
 * @param dst The quotient, `ceil(bits / 32)` words.
 * @param src The rows holding the dividend.
 * @param sOff The word offset of the dividend's row in `src`.
 * @param bits Number of coefficients.
 * @param divisor ℓ.
 * @param lift The move, 0 to 31.
 * @param cyclic Whether the row is a ring (the cells moved past its end come round to its start).
 * @param dOff The word offset of the quotient's row in `dst`.
 */
export function seriesDivideShifted(dst: Uint32Array, src: Uint32Array, sOff: number, bits: number, divisor: SeriesDivisor, lift: number, cyclic: boolean, dOff = 0): void {
  const stride = wordsFor(bits);
  const terms = divisor.terms;
  let below = 0; // the word of src before the current one, as the low `lift` bits it shifts in
  if (cyclic && lift > 0) {
    // the ring's last `lift` cells, bits − lift … bits − 1, arranged so that `below >>> (32 − lift)` yields them
    for (let i = 0; i < lift; i++) {
      const t = bits - lift + i;
      if ((src[sOff + (t >>> 5)]! >>> (t & 31)) & 1) below |= 1 << (32 - lift + i);
    }
  }
  let prev = 0;
  const carry = divisor.carry;
  if (carry) {
    const top = 32 - divisor.degree;
    for (let k = 0; k < stride; k++) {
      const cur = src[sOff + k]!;
      const w = lift === 0 ? cur : (cur << lift) | (below >>> (32 - lift));
      below = cur;
      prev = divisor.invertWord(w) ^ carry[prev >>> top]!;
      dst[dOff + k] = prev;
    }
  } else {
    for (let k = 0; k < stride; k++) {
      const cur = src[sOff + k]!;
      let w = lift === 0 ? cur : (cur << lift) | (below >>> (32 - lift));
      below = cur;
      for (let j = 0; j < terms.length; j++) w ^= prev >>> (32 - terms[j]!);
      prev = divisor.invertWord(w);
      dst[dOff + k] = prev;
    }
  }
  dst[dOff + stride - 1]! &= tailMask(bits);
}

/** The same division one coefficient at a time, for divisors of degree 32 or more. */
function serialDivide(dst: Uint32Array, src: Uint32Array, bits: number, divisor: SeriesDivisor, state: number): void {
  const terms = divisor.terms;
  const stride = wordsFor(bits);
  const out = new Uint8Array(bits);
  for (let t = 0; t < bits; t++) {
    let b = (src[t >>> 5]! >>> (t & 31)) & 1;
    for (let j = 0; j < terms.length; j++) {
      const s = t - terms[j]!;
      if (s >= 0) b ^= out[s]!;
      else if (-s <= 31) b ^= (state >>> (-s - 1)) & 1;
    }
    out[t] = b;
  }
  dst.fill(0, 0, stride);
  for (let t = 0; t < bits; t++) if (out[t]) dst[t >>> 5]! |= 1 << (t & 31);
}
