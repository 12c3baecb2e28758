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

/**
 * The inverse of {@link expandInS}: p(t) = A(t² + t) + t·B(t² + t), by the same butterflies undone in reverse
 * order (each step P₁ ^= P₂ ^ P₃, P₂ ^= P₃ is undone by P₁ ^= P₂, then P₂ ^= P₃). In place, O(n log n / 32).
 *
 * @param a A, the part in GF(2)[s].
 * @param b B, the part times t.
 * @returns A new polynomial, of degree max(2·deg A, 2·deg B + 1).
 */
export function composeInS(a: Poly, b: Poly): Poly {
  const degree = Math.max(2 * a.degree, b.degree < 0 ? -1 : 2 * b.degree + 1);
  let bits = 64;
  while (bits <= degree) bits *= 2;
  const words = bits >>> 5;
  const x = new Uint32Array(words);
  const word = (p: Poly, j: number): number => (p.degree >= 0 && j <= p.degree >>> 5 ? p.words[j]! : 0);
  for (let k = 0; k < words; k += 2) {
    const [aj, bj] = [word(a, k >>> 1), word(b, k >>> 1)];
    x[k] = spreadBits(aj & 0xffff) | (spreadBits(bj & 0xffff) << 1);
    x[k + 1] = spreadBits(aj >>> 16) | (spreadBits(bj >>> 16) << 1);
  }
  for (let k = 0; k < words; k++) x[k] = inWordInverse(x[k]!);
  for (let k = 0; k < words; k += 2) {
    x[k]! ^= (x[k + 1]! & 0xffff) << 16;
    x[k + 1]! ^= x[k + 1]! >>> 16;
  }
  for (let mw = 1; mw <= words >>> 2; mw <<= 1) {
    for (let base = 0; base < words; base += 4 * mw) {
      for (let i = base + mw; i < base + 2 * mw; i++) {
        x[i]! ^= x[i + mw]!;
        x[i + mw]! ^= x[i + 2 * mw]!;
      }
    }
  }
  const p = new Poly(bits);
  p.words.set(x);
  return p.normalizeFrom(Math.max(degree, 0));
}

/** {@link inWord} undone, m = 1, 2, 4, 8: P₁ ^= P₂ and P₂ ^= P₃ at once (the first reads P₂ before the second changes it). */
function inWordInverse(x: number): number {
  x ^= (x >>> 1) & 0x66666666;
  x ^= (x >>> 2) & 0x3c3c3c3c;
  x ^= (x >>> 4) & 0x0ff00ff0;
  x ^= (x >>> 8) & 0x00ffff00;
  return x;
}

/** Bits 0..15 of x spread to bits 0, 2, 4, …, 30 (the inverse of {@link evenBits}). */
function spreadBits(x: number): number {
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  return (x | (x << 1)) & 0x55555555;
}
