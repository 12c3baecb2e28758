import { Poly } from './poly.ts';

/**
 * The expansion of p(t) over GF(2)[s], s = t² + t: the unique A, B with p(t) = A(t² + t) + t·B(t² + t)
 * (GF(2)[t] is free over GF(2)[s] with basis 1, t, as t² = t + s). GF(2)[s] is exactly what the involution
 * σ: t ↦ t + 1 fixes, so a divisor of p is σ-invariant iff it is D(t² + t) with D dividing both A and B:
 * the largest one, gcd(p, σp), is gcd(A, B)(t² + t), found at half the degree.
 *
 * The Taylor expansion at t² + t of Gao and Mateer ("Additive fast Fourier transforms over finite fields",
 * 2010): for a block P₀ + t^m P₁ + t^{2m} P₂ + t^{3m} P₃ (each Pᵢ below degree m, m a power of 2), division by
 * s^m = t^{2m} + t^m gives the quotient (P₂ + P₃) + t^m P₃ and the remainder P₀ + t^m (P₁ + P₂ + P₃); halving m
 * down to 1 leaves the coefficients of sⁱ in bits 2i (of A) and 2i + 1 (of B). In place, O(n log n / 32).
 *
 * @param p Any polynomial.
 * @returns New polynomials A and B, of degrees at most deg p / 2 and (deg p − 1) / 2.
 */
export function expandInS(p: Poly): { a: Poly; b: Poly } {
  let bits = 64;
  while (bits <= p.degree) bits *= 2;
  const words = bits >>> 5;
  const x = new Uint32Array(words);
  if (p.degree >= 0) x.set(p.words.subarray(0, (p.degree >>> 5) + 1));
  // blocks of whole words: m ≥ 32 bits
  for (let mw = words >>> 2; mw >= 1; mw >>>= 1) {
    for (let base = 0; base < words; base += 4 * mw) {
      for (let i = base + mw; i < base + 2 * mw; i++) {
        const p3 = x[i + 2 * mw]!;
        x[i]! ^= x[i + mw]! ^ p3;
        x[i + mw]! ^= p3;
      }
    }
  }
  for (let k = 0; k < words; k += 2) {
    // m = 16: a block is two words, (P₀ | P₁) and (P₂ | P₃)
    const p2 = x[k + 1]! & 0xffff;
    const p3 = x[k + 1]! >>> 16;
    x[k]! ^= (p2 ^ p3) << 16;
    x[k + 1]! ^= p3;
  }
  for (let k = 0; k < words; k++) x[k] = inWord(x[k]!);
  const a = new Poly(bits >>> 1);
  const b = new Poly(bits >>> 1);
  for (let k = 0; k < words; k += 2) {
    a.words[k >>> 1] = evenBits(x[k]!) | (evenBits(x[k + 1]!) << 16);
    b.words[k >>> 1] = evenBits(x[k]! >>> 1) | (evenBits(x[k + 1]! >>> 1) << 16);
  }
  return { a: a.normalize(), b: b.normalize() };
}

/** The steps m = 8, 4, 2, 1 inside one word: P₁ ^= P₂ ^ P₃ and P₂ ^= P₃ in every block of 4m bits. */
function inWord(x: number): number {
  // masks of the P₁ and P₂ fields of every block
  x ^= (((x >>> 8) ^ (x >>> 16)) & 0x0000ff00) ^ ((x >>> 8) & 0x00ff0000);
  x ^= (((x >>> 4) ^ (x >>> 8)) & 0x00f000f0) ^ ((x >>> 4) & 0x0f000f00);
  x ^= (((x >>> 2) ^ (x >>> 4)) & 0x0c0c0c0c) ^ ((x >>> 2) & 0x30303030);
  x ^= (((x >>> 1) ^ (x >>> 2)) & 0x22222222) ^ ((x >>> 1) & 0x44444444);
  return x;
}

/** Bits 0, 2, 4, …, 30 of x packed into bits 0..15. */
function evenBits(x: number): number {
  x &= 0x55555555;
  x = (x | (x >>> 1)) & 0x33333333;
  x = (x | (x >>> 2)) & 0x0f0f0f0f;
  x = (x | (x >>> 4)) & 0x00ff00ff;
  return (x | (x >>> 8)) & 0x0000ffff;
}
